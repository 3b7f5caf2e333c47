"""One test (or more) per rule sentence of /work/shared/rules/pente.md.

Each docstring quotes the sentence it checks.  Points are (x, y), y from the
top; diagrams: X black, O white, . empty, top row first."""

import dataclasses

import numpy as np
import pytest

from game.pente.rules import (
    FIRST,
    SECOND,
    IllegalMove,
    MoveResult,
    Options,
    Outcome,
    PenteGame,
    Reason,
)
from game.pente import text
from game.pente.rules import State
from tests.pente.test_support import FULL_13, free, play, setup, stones_of

DIRS8 = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)]


# ---------------------------------------------------------------- board


def test_board_sizes_19_default_and_15():
    """"Board: 19×19 (default) or 15×15 intersections." """
    assert Options().size == 19
    g = PenteGame()
    assert g.board.shape == (19, 19) and g.board.dtype == np.int8
    assert PenteGame(Options(size=15)).board.shape == (15, 15)


def test_board_size_13_offered():
    """"**Decision:** 13×13 is offered too, for quick games and puzzles." """
    g = PenteGame(Options(size=13))
    assert g.board.shape == (13, 13)
    assert g.centre == (6, 6)
    with pytest.raises(ValueError):
        Options(size=17)


def test_options_validation_and_texts():
    """Options are a frozen dataclass; their display names and explanations live in game.pente.text."""
    o = Options()
    with pytest.raises(dataclasses.FrozenInstanceError):
        o.size = 15
    with pytest.raises(ValueError):
        Options(variant="renju")
    with pytest.raises(ValueError):
        Options(tournament=1)
    for size in (19, 15, 13):
        for variant in ("pente", "keryo", "gomoku"):
            for t in (True, False):
                opt = Options(size, variant, t)
                for name, explanation in text.describe(opt):
                    assert name and explanation and "\n" not in explanation
    assert text.variant_name(Options(variant="keryo").variant) == "Keryo-Pente"
    assert Options(variant="pente").capture_goal == 10
    assert Options(variant="keryo").capture_goal == 15
    assert Options(variant="gomoku").capture_goal is None


def test_board_is_indexed_y_x_and_read_only():
    """The numpy board is board[y, x] with y = 0 the top row."""
    g = free()
    g.push((3, 1))
    assert g.board[1, 3] == FIRST
    assert g.board[3, 1] == 0
    assert g.stone_at((3, 1)) == FIRST
    with pytest.raises(ValueError):
        g.board[0, 0] = 1


# ---------------------------------------------------------------- turns


def test_black_moves_first_and_players_alternate():
    """"Black moves first; players alternate placing one stone on an empty intersection." """
    g = free()
    assert g.to_move == FIRST
    r = g.push((0, 0))
    assert r.player == FIRST and g.to_move == SECOND
    r = g.push((5, 5))
    assert r.player == SECOND and g.to_move == FIRST
    assert g.board[0, 0] == FIRST and g.board[5, 5] == SECOND
    assert g.moves == [(0, 0), (5, 5)]


def test_stone_only_on_empty_intersection():
    """"...placing one stone on an empty intersection." (occupied → OCCUPIED)"""
    g = free()
    g.push((4, 4))
    assert g.check((4, 4)) is Reason.OCCUPIED
    with pytest.raises(IllegalMove) as ei:
        g.push((4, 4))
    assert ei.value.reason is Reason.OCCUPIED
    assert g.to_move == SECOND and len(g.moves) == 1


@pytest.mark.parametrize("p", [(-1, 0), (0, -1), (19, 0), (0, 19), (3.5, 2), "K10", None, (1, 2, 3)])
def test_off_board_points_are_refused(p):
    """Points outside the board are refused with OFF_BOARD."""
    g = free()
    assert g.check(p) is Reason.OFF_BOARD
    with pytest.raises(IllegalMove) as ei:
        g.push(p)
    assert ei.value.reason is Reason.OFF_BOARD
    assert g.moves == []


def test_passing_is_not_allowed():
    """"Passing is not allowed." (there is no pass move; None is refused)"""
    g = free()
    assert not hasattr(g, "pass_move")
    with pytest.raises(IllegalMove):
        g.push(None)
    assert g.to_move == FIRST


def test_numpy_integer_points_are_accepted():
    """Points may use numpy integers (e.g. from np.argwhere)."""
    g = free()
    g.push((np.int64(2), np.int8(3)))
    assert g.last_move == (2, 3)


def test_reasons_have_messages():
    """Every refused move has a reason with a human message (in the text module, not the rules)."""
    from game.pente.text import refusal
    for r in Reason:
        assert isinstance(refusal(r), str) and len(refusal(r)) > 10
    assert issubclass(IllegalMove, ValueError)


# ---------------------------------------------------------------- five


@pytest.mark.parametrize("d", [(1, 0), (0, 1), (1, 1), (1, -1)])
@pytest.mark.parametrize("gap", [0, 2, 4])
def test_five_in_a_row_wins_all_directions(d, gap):
    """"Win by five: a line of five or more stones of one colour, orthogonal or
    diagonal, wins at once for the player who made it." """
    dx, dy = d
    sx, sy = 7, 9
    line = [(sx + k * dx, sy + k * dy) for k in range(5)]
    stones = {p: FIRST for i, p in enumerate(line) if i != gap}
    stones.update({(0, 0): SECOND, (0, 2): SECOND, (0, 4): SECOND, (0, 6): SECOND})
    g = setup(stones)
    r = g.push(line[gap])
    assert r.winner == FIRST
    assert r.win_lines == [line] or r.win_lines == [line[::-1]]
    assert g.outcome() == Outcome(FIRST, "five", (tuple(r.win_lines[0]),), False)
    assert sorted(g.winning_line) == sorted(line)


def test_four_is_not_a_win():
    """"...a line of five..." — four in a row does not win."""
    g = setup("XXX.", to_move=FIRST)
    r = g.push((3, 0))
    assert r.winner is None and g.outcome() is None and r.win_lines == []


def test_line_of_six_wins():
    """"...a line of five **or more** stones..." — an overline of six wins."""
    g = setup("XXX.XX")
    r = g.push((3, 0))
    assert r.winner == FIRST
    assert r.win_lines == [[(i, 0) for i in range(6)]]


def test_line_of_nine_wins():
    """"...five **or more**..." — joining two fours makes nine, which wins."""
    g = setup("XXXX.XXXX", origin=(5, 5))
    r = g.push((9, 5))
    assert r.winner == FIRST and len(r.win_lines[0]) == 9


def test_two_fives_at_once_reported():
    """"...wins at once..." — a move making two lines reports both."""
    g = setup(
        """
        XXXX.
        ....X
        ....X
        ....X
        ....X
        """,
        origin=(3, 3),
    )
    r = g.push((7, 3))
    assert r.winner == FIRST
    assert len(r.win_lines) == 2
    assert len(g.outcome().lines) == 2


def test_white_wins_by_five():
    """"...wins at once for the player who made it." (White)"""
    g = setup("OOOO.", to_move=SECOND, origin=(0, 10))
    r = g.push((4, 10))
    assert r.winner == SECOND and g.outcome().winner == SECOND


def test_win_is_immediate_and_further_moves_refused():
    """"...wins at once..." — after the game ends moves are refused (GAME_OVER)."""
    g = setup("XXXX.")
    g.push((4, 0))
    assert g.is_game_over()
    assert g.check((10, 10)) is Reason.GAME_OVER
    with pytest.raises(IllegalMove) as ei:
        g.push((10, 10))
    assert ei.value.reason is Reason.GAME_OVER
    assert g.legal_moves() == []


def test_five_at_the_board_edge_and_corner():
    """"Win by five..." — lines touching the edge/corner count."""
    g = setup({(18, 14): FIRST, (18, 15): FIRST, (18, 16): FIRST, (18, 17): FIRST})
    assert g.push((18, 18)).winner == FIRST
    g = setup({(0, 0): FIRST, (1, 1): FIRST, (2, 2): FIRST, (3, 3): FIRST})
    r = g.push((4, 4))
    assert r.win_lines == [[(0, 0), (1, 1), (2, 2), (3, 3), (4, 4)]]


def test_line_does_not_wrap_around_edges():
    """Lines do not wrap from one edge of the board to the other."""
    g = setup({(17, 3): FIRST, (18, 3): FIRST, (0, 4): FIRST, (1, 4): FIRST})
    r = g.push((2, 4))
    assert r.winner is None


# ---------------------------------------------------------------- captures


@pytest.mark.parametrize("d", DIRS8)
def test_capture_in_each_of_eight_directions(d):
    """"Capture: placing a stone so that exactly two adjacent enemy stones in a line
    are flanked by the new stone and another own stone (X O O X, in any of the
    eight directions) removes the two enemy stones." """
    dx, dy = d
    x, y = 9, 9
    stones = {
        (x + dx, y + dy): SECOND,
        (x + 2 * dx, y + 2 * dy): SECOND,
        (x + 3 * dx, y + 3 * dy): FIRST,
    }
    g = setup(stones)
    r = g.push((x, y))
    assert r.captured == [[(x + dx, y + dy), (x + 2 * dx, y + 2 * dy)]]
    assert r.captured_count == 2
    assert g.captured == {FIRST: 2, SECOND: 0}
    assert g.board[y + dy, x + dx] == 0 and g.board[y + 2 * dy, x + 2 * dx] == 0
    assert g.board[y + 3 * dy, x + 3 * dx] == FIRST


def test_white_captures_black_pair():
    """"...removes the two enemy stones." (White capturing)"""
    g = setup("OXX.", to_move=SECOND, origin=(2, 2))
    r = g.push((5, 2))
    assert r.captured == [[(4, 2), (3, 2)]]
    assert g.captured == {FIRST: 0, SECOND: 2}


def test_capture_needs_own_stone_at_far_end():
    """"...flanked by the new stone and another own stone..." """
    g = setup("XOO.", origin=(4, 4))
    r = g.push((7, 4))  # completes X O O X
    assert r.captured_count == 2
    g = setup(".OO.", origin=(4, 4))  # nothing at the far end
    assert g.push((4, 4)).captured_count == 0
    g = setup(".OOO", origin=(4, 4))  # a white third stone, not a black flank
    assert g.push((4, 4)).captured_count == 0
    g = setup(".O.OX", origin=(4, 4))  # not adjacent
    assert g.push((4, 4)).captured_count == 0


def test_captures_in_several_directions_at_once():
    """"One move can capture in several directions at once." """
    g = setup(
        """
        X..X..X
        .O.O.O.
        ..OOO..
        XOO.OOX
        ..OOO..
        .O.O.O.
        X..X..X
        """,
        origin=(6, 6),
    )
    r = g.push((9, 9))
    assert len(r.captured) == 8
    assert r.captured_count == 16
    assert g.captured[FIRST] == 16
    # pente goal is 10 → the mover wins by captures
    assert r.winner == FIRST and g.outcome().termination == "captures"
    for group in r.captured:
        assert len(group) == 2
        for (px, py) in group:
            assert g.board[py, px] == 0


def test_captures_grouped_per_direction_ordered_outwards():
    """Captured stones are grouped per direction for the animation."""
    g = setup("X O O . O O X", origin=(3, 3))
    r = g.push((6, 3))
    assert sorted(r.captured) == sorted([[(5, 3), (4, 3)], [(7, 3), (8, 3)]])
    for group in r.captured:
        assert abs(group[0][0] - 6) == 1  # nearest the new stone first
    assert r.captured_points and len(r.captured_points) == 4


def test_single_stones_never_captured():
    """"Single stones and lines of three or more are never captured." (single)"""
    g = setup("XO.", origin=(5, 5))
    r = g.push((7, 5))
    assert r.captured_count == 0
    assert g.board[5, 6] == SECOND


@pytest.mark.parametrize("n", [3, 4, 5 - 1])
def test_lines_of_three_or_more_never_captured(n):
    """"Single stones and lines of three or more are never captured." (three, four)"""
    g = setup("X" + "O" * n + ".", origin=(2, 8))
    r = g.push((2 + n + 1, 8))
    assert r.captured_count == 0
    assert all(g.board[8, 3 + i] == SECOND for i in range(n))


def test_board_edge_never_captures():
    """"The board edge never captures." """
    # pair against the left edge, black plays on the other side
    g = setup("OO.", origin=(0, 5))
    r = g.push((2, 5))
    assert r.captured_count == 0
    # pair against the corner diagonally
    g = setup({(0, 0): SECOND, (1, 1): SECOND})
    assert g.push((2, 2)).captured_count == 0
    # pair against the bottom/right edges
    g = setup({(18, 17): SECOND, (18, 18): SECOND})
    assert g.push((18, 16)).captured_count == 0
    g = setup({(17, 18): SECOND, (18, 18): SECOND})
    assert g.push((16, 18)).captured_count == 0
    assert g.captured == {FIRST: 0, SECOND: 0}


def test_capture_along_the_edge_works():
    """Captures along an edge row (not against it) are normal captures."""
    g = setup({(0, 0): FIRST, (1, 0): SECOND, (2, 0): SECOND})
    r = g.push((3, 0))
    assert r.captured_count == 2
    g = setup({(18, 15): FIRST, (18, 16): SECOND, (18, 17): SECOND})
    assert g.push((18, 18)).captured_count == 2


def test_no_self_capture_playing_into_flanked_spot():
    """"No self-capture: playing into a flanked spot (the new stone becomes the
    middle of X O O X) is safe; nothing is removed." """
    g = setup("XO.X", origin=(5, 5), to_move=SECOND)
    r = g.push((7, 5))
    assert r.captured_count == 0
    assert g.board[5, 6] == SECOND and g.board[5, 7] == SECOND
    assert g.captured == {FIRST: 0, SECOND: 0}
    # and the pair is now safe from being re-flanked: both ends are black
    # already; black playing elsewhere does not capture it
    assert g.push((0, 0)).captured_count == 0
    assert g.board[5, 6] == SECOND


def test_captured_points_can_be_played_again():
    """Captured points become empty intersections and can be played."""
    g = setup("XOO.", origin=(5, 5))
    g.push((8, 5))
    assert g.check((6, 5)) is None
    g.push((6, 5))
    assert g.board[5, 6] == SECOND


# ---------------------------------------------------------------- capture win


def test_ten_captured_stones_win():
    """"Win by captures: the player who has captured 10 stones (five pairs) wins at once." """
    g = setup("XOO.", origin=(5, 5), captured={FIRST: 8})
    r = g.push((8, 5))
    assert g.captured[FIRST] == 10
    assert r.winner == FIRST
    o = g.outcome()
    assert o.termination == "captures" and o.winner == FIRST and o.capture_goal_reached
    assert g.winning_line is None
    assert g.check((0, 0)) is Reason.GAME_OVER


def test_eight_captured_stones_do_not_win():
    """"...captured 10 stones..." — 8 is not enough."""
    g = setup("XOO.", origin=(5, 5), captured={FIRST: 6})
    r = g.push((8, 5))
    assert g.captured[FIRST] == 8 and r.winner is None


def test_ten_captures_reached_through_real_play():
    """"Win by captures..." — five pairs captured in an actual game."""
    g = free(size=13)
    # Black builds a column of anchors at x=0; white feeds pairs at x=1,2
    # which black captures by playing x=3.
    for row in range(5):
        y = row * 2
        play(g, (0, y), (1, y), (12, y), (2, y))  # B anchor, W, B elsewhere, W
        r = g.push((3, y))  # B captures (1,y),(2,y)
        assert r.captured_count == 2
        if row < 4:
            assert r.winner is None
            g.push((12, y + 1))  # white elsewhere
    assert g.captured[FIRST] == 10
    assert g.outcome().winner == FIRST and g.outcome().termination == "captures"


def test_five_and_tenth_capture_mover_wins():
    """"**Decision:** if a single move both completes a five and reaches 10
    captured stones, the mover wins either way..." """
    g = setup(
        """
        XXXX.
        ....O
        ....O
        ....X
        """,
        origin=(4, 4),
        captured={FIRST: 8},
    )
    r = g.push((8, 4))
    assert r.captured_count == 2 and g.captured[FIRST] == 10
    assert r.winner == FIRST
    o = g.outcome()
    assert o.winner == FIRST and o.termination == "five" and o.capture_goal_reached
    assert g.winning_line == [(4, 4), (5, 4), (6, 4), (7, 4), (8, 4)]


def test_capture_removed_before_five_check_breaks_enemy_line():
    """"...a move's captures are removed before the board is checked for fives,
    so a capture can break an enemy line." """
    # White has four in a row on row 6; black captures a vertical pair
    # containing one of them, breaking the four.
    g = setup(
        """
        ...X..
        .OOOO.
        ...O..
        ......
        """,
        origin=(4, 5),
    )
    r = g.push((7, 8))
    assert r.captured == [[(7, 7), (7, 6)]]
    assert g.board[6, 7] == 0
    # White completing the old line no longer makes five
    r = g.push((9, 6))
    assert r.winner is None
    # …but white can refill the captured point
    r = g.push((0, 18))
    r = g.push((7, 6))
    assert r.winner == SECOND


def test_five_made_with_a_capture_counts_after_removal():
    """"...captures are removed before the board is checked for fives" — a move
    that captures and makes five wins with captured stones already gone."""
    g = setup(
        """
        .XXXX
        O....
        O....
        X....
        """,
        origin=(3, 3),
    )
    r = g.push((3, 3))
    assert r.captured_count == 2 and r.winner == FIRST
    assert g.board[4, 3] == 0 and g.board[5, 3] == 0


# ---------------------------------------------------------------- tournament


def test_tournament_first_stone_on_centre():
    """"Tournament restriction (option, on by default): Black's first stone goes on the centre point..." """
    g = PenteGame()
    assert g.options.tournament is True
    assert g.check((0, 0)) is Reason.TOURNAMENT_CENTRE
    assert g.check((9, 10)) is Reason.TOURNAMENT_CENTRE
    with pytest.raises(IllegalMove) as ei:
        g.push((3, 3))
    assert ei.value.reason is Reason.TOURNAMENT_CENTRE
    assert g.legal_moves() == [(9, 9)]
    r = g.restriction()
    assert r.kind == "centre" and r.centre == (9, 9)
    area = g.restricted_area()
    assert (9, 9) not in area and len(area) == 19 * 19 - 1
    g.push((9, 9))


@pytest.mark.parametrize("size,centre", [(19, (9, 9)), (15, (7, 7)), (13, (6, 6))])
def test_tournament_second_black_stone_outside_box(size, centre):
    """"...Black's second stone must lie outside the 5×5 box centred on the centre
    (at least three intersections away from the centre along a row or a column)." """
    g = PenteGame(Options(size=size))
    cx, cy = centre
    g.push(centre)
    assert g.restricted_area() is None  # white is free
    g.push((cx + 1, cy + 1))  # white inside the box is fine
    r = g.restriction()
    assert r.kind == "box" and r.box == (cx - 2, cy - 2, cx + 2, cy + 2)
    assert len(r.forbidden) == 25
    for dx in range(-4, 5):
        for dy in range(-4, 5):
            p = (cx + dx, cy + dy)
            reason = g.check(p)
            if (dx, dy) in ((0, 0), (1, 1)):
                assert reason is Reason.OCCUPIED
            elif abs(dx) < 3 and abs(dy) < 3:
                assert reason is Reason.TOURNAMENT_BOX, p
                assert p in g.restricted_area()
            else:
                assert reason is None, p
    with pytest.raises(IllegalMove) as ei:
        g.push((cx + 2, cy - 2))
    assert ei.value.reason is Reason.TOURNAMENT_BOX
    legal = g.legal_moves()
    assert len(legal) == size * size - 25
    g.push((cx + 3, cy))  # three away along the row: allowed
    g.push((cx - 1, cy))
    assert g.restricted_area() is None
    assert g.check((cx + 1, cy)) is None  # black's third stone is free


def test_tournament_restriction_off():
    """"Tournament restriction (option...)" — with the option off Black may open anywhere."""
    g = PenteGame(Options(tournament=False))
    assert g.restricted_area() is None and g.restriction() is None
    assert g.check((0, 0)) is None
    g.push((0, 0))
    g.push((9, 9))
    g.push((10, 10))  # inside the box: fine
    assert len(g.legal_moves()) == 361 - 3


def test_tournament_restriction_after_undo_applies_again():
    """The restriction follows the move count through undo."""
    g = PenteGame()
    play(g, (9, 9), (9, 10), (9, 14))
    g.pop()
    assert g.check((9, 11)) is Reason.TOURNAMENT_BOX
    g.pop()
    g.pop()
    assert g.check((0, 0)) is Reason.TOURNAMENT_CENTRE


# ---------------------------------------------------------------- full board


def test_full_board_is_a_draw():
    """"**Decision:** a full board with no winner is a draw." """
    s = stones_of(FULL_13)
    blacks = [p for p, v in s.items() if v == FIRST]
    whites = [p for p, v in s.items() if v == SECOND]
    g = PenteGame(Options(size=13, tournament=False))
    for i in range(len(whites)):
        r = g.push(blacks[i])
        assert r.outcome is None and r.captured_count == 0
        r = g.push(whites[i])
        assert r.outcome is None and r.captured_count == 0
    assert g.legal_moves() == [blacks[-1]]
    r = g.push(blacks[-1])
    assert r.winner is None
    o = g.outcome()
    assert o is not None and o.draw and o.termination == "full_board" and o.winner is None
    assert g.check((0, 0)) is Reason.GAME_OVER
    assert g.legal_moves() == []
    assert np.count_nonzero(g.board) == 169


def test_board_not_full_after_capture_is_not_draw():
    """"...a full board..." — the draw needs every point filled."""
    s = stones_of(FULL_13)
    s.pop((0, 0))
    g = setup(s, size=13, to_move=FIRST)
    r = g.push((0, 0))
    assert g.outcome().termination == "full_board"
    g.pop()
    assert g.outcome() is None


# ---------------------------------------------------------------- variants


def test_keryo_captures_two():
    """"**Keryo-Pente** (lines of two or three may be captured; 15 captured stones win)" — two."""
    g = setup("XOO.", variant="keryo", origin=(5, 5))
    r = g.push((8, 5))
    assert r.captured_count == 2


def test_keryo_captures_three():
    """"**Keryo-Pente** (lines of two or three may be captured...)" — three."""
    g = setup("XOOO.", variant="keryo", origin=(5, 5))
    r = g.push((9, 5))
    assert r.captured == [[(8, 5), (7, 5), (6, 5)]]
    assert g.captured[FIRST] == 3


def test_keryo_does_not_capture_four_or_single():
    """Keryo-Pente: lines of four (and single stones) are not captured."""
    g = setup("XOOOO.", variant="keryo", origin=(5, 5))
    assert g.push((10, 5)).captured_count == 0
    g = setup("XO.", variant="keryo", origin=(5, 5))
    assert g.push((7, 5)).captured_count == 0


def test_keryo_three_not_captured_in_pente():
    """"Single stones and lines of three or more are never captured." (Pente, not Keryo)"""
    g = setup("XOOO.", variant="pente", origin=(5, 5))
    assert g.push((9, 5)).captured_count == 0


def test_keryo_fifteen_stones_win():
    """"**Keryo-Pente** (...15 captured stones win)" """
    g = setup("XOOO.", variant="keryo", origin=(5, 5), captured={FIRST: 11})
    r = g.push((9, 5))
    assert g.captured[FIRST] == 14 and r.winner is None
    g = setup("XOO.", variant="keryo", origin=(5, 5), captured={FIRST: 13})
    r = g.push((8, 5))
    assert g.captured[FIRST] == 15 and r.winner == FIRST
    assert g.outcome().termination == "captures"
    # 10 is not enough in Keryo
    g = setup("XOO.", variant="keryo", origin=(5, 5), captured={FIRST: 8})
    assert g.push((8, 5)).winner is None


def test_keryo_edge_never_captures_three():
    """Keryo-Pente: the board edge never captures a three either."""
    g = setup("OOO.", variant="keryo", origin=(0, 3))
    assert g.push((3, 3)).captured_count == 0


def test_keryo_no_self_capture():
    """Keryo-Pente: playing into X O O O X is safe."""
    g = setup("XO.OX", variant="keryo", origin=(5, 5), to_move=SECOND)
    assert g.push((7, 5)).captured_count == 0


def test_gomoku_no_captures():
    """"**Gomoku** (no captures, exactly the five-in-a-row goal, freestyle)" """
    g = setup("XOO.", variant="gomoku", origin=(5, 5))
    r = g.push((8, 5))
    assert r.captured_count == 0 and r.captured == []
    assert g.board[5, 6] == SECOND and g.captured == {FIRST: 0, SECOND: 0}
    g = setup("XOOO.", variant="gomoku", origin=(5, 5))
    assert g.push((9, 5)).captured_count == 0


def test_gomoku_five_and_overline_win():
    """"**Gomoku** (... exactly the five-in-a-row goal, freestyle)" — overlines win too."""
    g = setup("XXXX.", variant="gomoku")
    assert g.push((4, 0)).winner == FIRST
    g = setup("XXX.XX", variant="gomoku")
    assert g.push((3, 0)).winner == FIRST


def test_gomoku_tournament_rule_still_option():
    """Variants change only the rules module; the tournament option still applies."""
    g = PenteGame(Options(variant="gomoku"))
    assert g.check((0, 0)) is Reason.TOURNAMENT_CENTRE


# ---------------------------------------------------------------- UI support


def test_ui_support_last_move_captures_winning_line():
    """"The UI marks the last move, shows each player's captured stones, animates
    captured stones leaving, and marks the winning line." """
    g = setup("XOO.", origin=(5, 5))
    assert g.last_move is None
    r = g.push((8, 5))
    assert isinstance(r, MoveResult)
    assert g.last_move == (8, 5)
    assert g.captured == {FIRST: 2, SECOND: 0}
    assert r.captured == [[(7, 5), (6, 5)]]  # for the animation
    assert g.history[-1] is r and g.last_result is r
    assert g.winning_line is None
    g2 = setup("XXXX.")
    g2.push((4, 0))
    assert g2.winning_line == [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]
    s = State(Options(size=13, tournament=False))  # the protocol's outcome names the winner's seat
    for p in [(0, 0), (0, 5), (1, 0), (1, 5), (2, 0), (2, 5), (3, 0), (3, 5), (4, 0)]:
        s.push(p)
    assert text.outcome_sentence(s.outcome()) == "Black wins by five in a row."


# ---------------------------------------------------------------- undo & copy


def test_pop_restores_captures_and_outcome():
    """pop() is an exact undo: stones, captured stones and counts, outcome, turn."""
    g = setup("XOO.", origin=(5, 5), captured={FIRST: 8})
    before = g.state_key()
    board_before = g.board.copy()
    r = g.push((8, 5))
    assert g.outcome() is not None
    undone = g.pop()
    assert undone is r
    assert g.state_key() == before
    assert np.array_equal(g.board, board_before)
    assert g.outcome() is None and g.to_move == FIRST
    with pytest.raises(IndexError):
        g.pop()


def test_copy_is_independent():
    """copy() gives an independent game."""
    g = free()
    play(g, (1, 1), (2, 2))
    h = g.copy()
    h.push((3, 3))
    assert len(g.moves) == 2 and g.stone_at((3, 3)) == 0
    assert h.stone_at((3, 3)) == FIRST
    assert g.state_key() != h.state_key()
    h.pop()
    assert g.state_key() == h.state_key()


def test_from_moves_replays():
    """PenteGame.from_moves replays a move list."""
    g = PenteGame.from_moves([(9, 9), (9, 10), (9, 13)])
    assert g.to_move == SECOND and g.last_move == (9, 13)
    with pytest.raises(IllegalMove):
        PenteGame.from_moves([(0, 0)])


def test_from_position_validation():
    """from_position needs tournament off and a proper diagram."""
    with pytest.raises(ValueError):
        PenteGame.from_position({}, Options(tournament=True))
    with pytest.raises(ValueError):
        PenteGame.from_position("X.\n..", Options(tournament=False))
    with pytest.raises(ValueError):
        PenteGame.from_position({(0, 0): 3}, Options(tournament=False))


def test_keryo_mixed_pair_and_triple_in_one_move():
    """Keryo-Pente: one move can capture a two and a three in different directions."""
    g = setup("XOO.OOOX", variant="keryo", origin=(2, 2))
    r = g.push((5, 2))
    assert sorted(len(grp) for grp in r.captured) == [2, 3]
    assert g.captured[FIRST] == 5


def test_move_result_ply_and_history():
    """MoveResult.ply counts moves from 0; history keeps one result per move."""
    g = free()
    r0 = g.push((0, 0))
    r1 = g.push((1, 1))
    assert (r0.ply, r1.ply) == (0, 1)
    assert g.history == [r0, r1] and g.ply == 2
