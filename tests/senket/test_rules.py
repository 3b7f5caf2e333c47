"""Move rules of Senket (rules/senket.md, "Board and moves")."""
import numpy as np
import pytest

from game.senket.rules import (SECOND, BOARD_SIZES, FIRST, CHORDS, Fence, IllegalMove, Player, Reason,
                               State, Turn, fence_cells, segments_cross, transform_point,
                               SYMMETRIES)


def play(g, post, fences=()):
    g.place_post(post)
    for a, b in fences:
        g.add_fence(a, b)
    g.end_turn()


def snapshot(g):
    return (g.posts.copy().tobytes(), tuple((f.a, f.b, f.owner) for f in g.fences), g.fence_masks.tobytes(), g.key(),
            g.to_move, g.passes_in_a_row, g.turns, g.pending, g.is_over)


def test_board_sizes_and_default():
    """Decision: offer 11, 13, 17, 19, 25 and 31; default 17."""
    assert State().size == 17
    for n in BOARD_SIZES:
        g = State(n)
        assert g.posts.shape == (n, n)
    for bad in (10, 15, 32, 0, "17", True):
        with pytest.raises(IllegalMove) as e:
            State(bad)
        assert e.value.reason is Reason.BAD_SIZE


def test_red_moves_first_and_turns_alternate():
    """Decision: Red moves first."""
    g = State(11)
    assert g.to_move is FIRST
    play(g, (0, 0))
    assert g.to_move is SECOND and g.post_at((0, 0)) == FIRST
    play(g, (5, 5))
    assert g.to_move is FIRST and g.post_at((5, 5)) == SECOND


def test_post_on_any_empty_point_including_border():
    """'place one post of your colour on any empty point (border points included)'."""
    g = State(11)
    for p in [(0, 0), (10, 10), (0, 10), (10, 0), (0, 5)]:
        assert g.check_post(p) is None
        play(g, p)
    assert int((g.posts != 0).sum()) == 5


def test_post_refusals_occupied_off_board_second_post():
    """OCCUPIED, OFF_BOARD, POST_ALREADY_PLACED: one post per turn, on an empty point of the board."""
    g = State(11)
    play(g, (3, 3))
    assert g.check_post((3, 3)) is Reason.OCCUPIED
    for p in [(-1, 0), (11, 0), (0, 11), (3, -2), (1.5, 2), None, "ab", (True, 1)]:
        assert g.check_post(p) is Reason.OFF_BOARD
    with pytest.raises(IllegalMove) as e:
        g.place_post((3, 3))
    assert e.value.reason is Reason.OCCUPIED
    g.place_post((4, 4))
    assert g.check_post((5, 5)) is Reason.POST_ALREADY_PLACED
    with pytest.raises(IllegalMove) as e:
        g.place_post((5, 5))
    assert e.value.reason is Reason.POST_ALREADY_PLACED
    from game.senket.text import refusal
    for r in Reason:
        assert isinstance(refusal(r), str) and refusal(r).endswith("."), "every refusal has its sentence"


def test_fence_must_be_knight_step():
    """'the two posts differ by (±1, ±2) or (±2, ±1) — a knight's move.'"""
    red = [(5, 5), (6, 7), (7, 6), (5, 6), (6, 6), (7, 7), (4, 7)]
    g = State.from_position(11, {p: FIRST for p in red})
    g.place_post((3, 3))  # red
    assert g.check_fence((5, 5), (6, 7)) is None
    assert g.check_fence((5, 5), (7, 6)) is None
    assert g.check_fence((5, 5), (4, 7)) is None
    assert g.check_fence((5, 5), (5, 6)) is Reason.NOT_KNIGHT_STEP
    assert g.check_fence((5, 5), (6, 6)) is Reason.NOT_KNIGHT_STEP
    assert g.check_fence((5, 5), (7, 7)) is Reason.NOT_KNIGHT_STEP
    assert g.check_fence((5, 5), (5, 5)) is Reason.NOT_KNIGHT_STEP
    assert g.check_fence((3, 3), (5, 5)) is Reason.NOT_KNIGHT_STEP


def test_fence_needs_two_own_posts():
    """'A fence joins two posts of the same colour' — not an empty point, not the other colour."""
    g = State(11)
    play(g, (2, 2))       # red
    play(g, (4, 3))       # blue
    g.place_post((3, 4))  # red
    assert g.check_fence((2, 2), (4, 3)) is Reason.NOT_YOUR_POST
    assert g.check_fence((2, 2), (3, 0)) is Reason.NOT_A_POST
    assert g.check_fence((2, 2), (3, 4)) is None
    assert g.check_fence((2, 2), (-1, 3)) is Reason.OFF_BOARD
    with pytest.raises(IllegalMove) as e:
        g.add_fence((2, 2), (4, 3))
    assert e.value.reason is Reason.NOT_YOUR_POST
    # blue cannot join red posts either
    g.end_turn()
    g.place_post((5, 5))  # blue
    assert g.check_fence((2, 2), (3, 4)) is Reason.NOT_YOUR_POST
    assert g.check_fence((4, 3), (5, 5)) is None


def test_fences_may_not_cross_either_colour():
    """'A fence may not cross any existing fence of either colour.'"""
    g = State.from_position(11, {(2, 2): FIRST, (3, 4): FIRST, (3, 2): SECOND, (2, 4): SECOND,
                                      (4, 3): SECOND, (1, 3): FIRST}, [((2, 2), (3, 4))], to_move=SECOND)
    g.place_post((6, 6))
    # the other diagonal of the same 1x2 rectangle crosses at its centre
    assert g.check_fence((3, 2), (2, 4)) is Reason.CROSSES_FENCE
    g.cancel_pending()
    g.pass_turn()
    g.place_post((9, 9))  # red
    # (1,3)-(3,2)? not red. red (1,3)-(2,... ) ; a red fence crossing own fence
    g.end_turn()
    g2 = State.from_position(11, {(2, 2): FIRST, (3, 4): FIRST, (1, 4): FIRST, (3, 3): FIRST}, [((2, 2), (3, 4))])
    g2.place_post((0, 0))
    assert g2.check_fence((1, 4), (3, 3)) is Reason.CROSSES_FENCE


def test_fences_sharing_an_end_post_do_not_cross():
    """'Fences that only share an end post do not cross.'"""
    g = State.from_position(11, {(5, 5): FIRST, (6, 7): FIRST, (7, 6): FIRST, (4, 7): FIRST, (3, 6): FIRST},
                                 [((5, 5), (6, 7))])
    g.place_post((0, 0))
    for q in [(7, 6), (4, 7), (3, 6)]:
        assert g.check_fence((5, 5), q) is None
        g.add_fence((5, 5), q)
    assert len(g.fences) == 4
    assert sorted(g.fences_at((5, 5))) == [(3, 6), (4, 7), (6, 7), (7, 6)]


def test_same_fence_cannot_be_drawn_twice():
    """'The same fence cannot be drawn twice.'"""
    g = State.from_position(11, {(5, 5): FIRST, (6, 7): FIRST}, [((5, 5), (6, 7))])
    g.place_post((0, 0))
    assert g.check_fence((5, 5), (6, 7)) is Reason.ALREADY_DRAWN
    assert g.check_fence((6, 7), (5, 5)) is Reason.ALREADY_DRAWN
    g2 = State(11)
    g2.place_post((5, 5)); g2.end_turn(); g2.pass_turn()
    g2.place_post((6, 7)); g2.add_fence((6, 7), (5, 5))
    with pytest.raises(IllegalMove) as e:
        g2.add_fence((5, 5), (6, 7))
    assert e.value.reason is Reason.ALREADY_DRAWN


def test_fences_alone_are_not_a_turn():
    """Decision: 'a turn of fences alone, with no new post, is not allowed'."""
    g = State.from_position(11, {(5, 5): FIRST, (6, 7): FIRST})
    assert g.check_fence((5, 5), (6, 7)) is Reason.NO_POST_THIS_TURN
    with pytest.raises(IllegalMove) as e:
        g.add_fence((5, 5), (6, 7))
    assert e.value.reason is Reason.NO_POST_THIS_TURN
    with pytest.raises(IllegalMove) as e:
        g.end_turn()
    assert e.value.reason is Reason.NO_POST_THIS_TURN
    with pytest.raises(IllegalMove) as e:
        g.push_turn(Turn(None, (((5, 5), (6, 7)),)))
    assert e.value.reason is Reason.NO_POST_THIS_TURN
    assert g.legal_fences_from((5, 5)) == []


def test_fences_between_older_posts_in_a_later_turn():
    """'fences between older posts may be drawn in any later turn' (after this turn's post)."""
    g = State.from_position(11, {(5, 5): FIRST, (6, 7): FIRST})
    g.place_post((0, 10))
    g.add_fence((5, 5), (6, 7))
    t = g.end_turn()
    assert t == Turn((0, 10), (((5, 5), (6, 7)),))
    assert g.has_fence((6, 7), (5, 5))


def test_zero_fences_is_a_turn():
    """'then draw any number of fences (zero or more)'."""
    g = State(11)
    g.place_post((1, 1))
    assert g.end_turn() == Turn((1, 1), ())


def test_two_passes_end_the_game():
    """'The game ends when both players pass in succession.'"""
    g = State(11)
    g.pass_turn()
    assert not g.is_over and g.passes_in_a_row == 1
    play(g, (3, 3))  # a move resets the count
    assert g.passes_in_a_row == 0
    g.pass_turn()
    assert not g.is_over and g.outcome() is None
    g.pass_turn()
    assert g.is_over
    for r in (g.check_post((4, 4)),):
        assert r is Reason.GAME_OVER
    assert g.check_fence((3, 3), (4, 5)) is Reason.GAME_OVER
    with pytest.raises(IllegalMove) as e:
        g.pass_turn()
    assert e.value.reason is Reason.GAME_OVER
    with pytest.raises(IllegalMove):
        g.place_post((4, 4))
    out = g.outcome()
    assert out is not None and out.scores == (0, 0) and out.winner is None and out.termination == "two_passes"
    assert g.detail().is_tie and g.detail().scores == {FIRST: 0, SECOND: 0}


def test_outcome_winner_higher_total():
    """'The higher total wins; equal totals tie.'"""
    g = State.from_position(11, {(1, 0): FIRST, (0, 2): FIRST}, [((1, 0), (0, 2))])
    g.pass_turn(); g.pass_turn()
    out = g.outcome()
    # a lone corner fence: the corner (1) and the rest of the board (99) are both Red's (Decision)
    assert out.winner == 0 and out.scores[1] == 0 and out.scores[0] > 0
    assert g.detail().winner is FIRST


def test_pass_refused_with_pending_actions():
    """A pass is a whole turn: not with a post already placed."""
    g = State(11)
    g.place_post((2, 2))
    with pytest.raises(IllegalMove) as e:
        g.pass_turn()
    assert e.value.reason is Reason.TURN_IN_PROGRESS
    with pytest.raises(IllegalMove) as e:
        g.push_turn(Turn((3, 3)))
    assert e.value.reason is Reason.TURN_IN_PROGRESS


def test_undo_within_a_turn_restores_exactly():
    """Undo of one action (last fence, then the post) restores the position exactly."""
    g = State.from_position(11, {(5, 5): FIRST, (6, 7): FIRST, (3, 6): FIRST, (7, 3): SECOND}, [])
    before = snapshot(g)
    g.place_post((4, 4))
    s1 = snapshot(g)
    g.add_fence((4, 4), (5, 6)) if g.check_fence((4, 4), (5, 6)) is None else None
    g.add_fence((5, 5), (6, 7))
    s2 = snapshot(g)
    g.add_fence((4, 4), (3, 6))
    assert g.pending.fences == (((5, 5), (6, 7)), ((3, 6), (4, 4)))
    g.undo_action()
    assert snapshot(g) == s2
    g.undo_action()
    assert snapshot(g) == s1
    g.undo_action()
    assert snapshot(g) == before and g.pending.empty
    with pytest.raises(IllegalMove) as e:
        g.undo_action()
    assert e.value.reason is Reason.NOTHING_TO_UNDO


def test_undo_whole_turns_restores_exactly():
    """undo_turn/pop take back whole turns (passes included) exactly; push replays them."""
    g = State(11)
    states = [snapshot(g)]
    turns = [Turn((5, 5)), Turn((2, 2)), Turn((6, 7), (((5, 5), (6, 7)),)),
             Turn((4, 3), (((2, 2), (4, 3)),)), Turn(None), Turn((0, 0)),
             Turn((7, 6), (((5, 5), (7, 6)), ((6, 7), (7, 6))))]
    # last turn: (6,7)-(7,6) is not a knight step -> refused, game unchanged
    for t in turns[:-1]:
        g.push_turn(t)
        states.append(snapshot(g))
    with pytest.raises(IllegalMove) as e:
        g.push_turn(turns[-1])
    assert e.value.reason is Reason.NOT_KNIGHT_STEP
    assert snapshot(g) == states[-1]
    g.place_post((9, 9))
    assert g.undo_turn() is None  # pending actions first
    assert snapshot(g) == states[-1]
    for k in range(len(turns) - 1, 0, -1):
        t = g.undo_turn()
        assert t == turns[k - 1]
        assert snapshot(g) == states[k - 1]
    with pytest.raises(IllegalMove):
        g.pop_turn()


def test_pop_after_game_over_reopens():
    """Taking back the second pass un-ends the game."""
    g = State(11)
    g.pass_turn(); g.pass_turn()
    assert g.is_over
    g.pop_turn()
    assert not g.is_over and g.passes_in_a_row == 1 and g.to_move is SECOND


def test_legal_fences_from_lists_exactly_the_legal_ones():
    """legal_fences_from(p) == every knight neighbour q with check_fence(p, q) is None."""
    g = State.from_position(11, {(5, 5): FIRST, (6, 7): FIRST, (7, 6): FIRST, (3, 4): SECOND, (4, 6): SECOND,
                                      (3, 6): FIRST, (4, 3): FIRST}, [((3, 4), (4, 6))])
    g.place_post((0, 0))
    got = set(g.legal_fences_from((5, 5)))
    assert got == {((5, 5), (6, 7)), ((5, 5), (7, 6)), ((5, 5), (4, 3))}
    # (5,5)-(3,6) would cross the blue fence (3,4)-(4,6)
    assert g.check_fence((5, 5), (3, 6)) is Reason.CROSSES_FENCE
    assert set(map(tuple, g.legal_fences())) >= {((5, 5), (6, 7))}


def test_from_position_validates():
    """A position given directly is checked: knight steps between same-colour posts, none crossing."""
    cases = [
        ({(0, 0): FIRST, (1, 1): FIRST}, [((0, 0), (1, 1))], Reason.NOT_KNIGHT_STEP),
        ({(0, 0): FIRST, (1, 2): SECOND}, [((0, 0), (1, 2))], Reason.NOT_YOUR_POST),
        ({(0, 0): FIRST}, [((0, 0), (1, 2))], Reason.NOT_A_POST),
        ({(0, 0): FIRST, (1, 2): FIRST}, [((0, 0), (1, 2)), ((1, 2), (0, 0))], Reason.ALREADY_DRAWN),
        ({(0, 0): FIRST, (1, 2): FIRST, (1, 0): FIRST, (0, 2): FIRST}, [((0, 0), (1, 2)), ((1, 0), (0, 2))],
         Reason.CROSSES_FENCE),
        ({(11, 0): FIRST}, [], Reason.OFF_BOARD),
    ]
    for posts, fences, reason in cases:
        with pytest.raises(IllegalMove) as e:
            State.from_position(11, posts, fences)
        assert e.value.reason is reason, (posts, fences)
    with pytest.raises(IllegalMove) as e:
        State.from_position(11, [((1, 1), FIRST), ((1, 1), SECOND)])
    assert e.value.reason is Reason.OCCUPIED


def test_fence_normalised_and_hashable():
    """Fence is a normalised, frozen, hashable pair with an owner."""
    f1 = Fence.make((3, 4), (1, 3), FIRST)
    f2 = Fence.make((1, 3), (3, 4), FIRST)
    assert f1 == f2 and hash(f1) == hash(f2) and f1.a == (1, 3) and f1.key == ((1, 3), (3, 4))
    with pytest.raises(Exception):
        f1.a = (0, 0)


def test_copy_is_independent():
    g = State(11)
    g.push_turn(Turn((5, 5)))
    h = g.copy()
    h.push_turn(Turn((1, 1)))
    assert g.post_at((1, 1)) == 0 and h.post_at((1, 1)) == SECOND and len(g.turns) == 1


def test_posts_array_is_read_only():
    g = State(11)
    with pytest.raises(ValueError):
        g.posts[0, 0] = 1


def test_cell_index_agrees_with_segment_intersection():
    """'A knight segment passes through no other grid point, so this is a plain
    segment-intersection test': the O(1) cell index agrees with an exact geometric test
    for every pair of knight segments in a 6x6 window."""
    from itertools import product
    segs = []
    for x, y in product(range(6), range(6)):
        for dx, dy in [(1, 2), (2, 1), (2, -1), (1, -2)]:
            if 0 <= x + dx < 6 and 0 <= y + dy < 6:
                segs.append(((x, y), (x + dx, y + dy)))
    for s in segs:
        g = State.from_position(11, {s[0]: FIRST, s[1]: FIRST}, [s])
        for t in segs:
            if t == s:
                continue
            h = State.from_position(11, {p: FIRST for p in (*s, *t)}, [s])
            h.place_post((10, 10))
            reason = h.check_fence(*t)
            assert (reason is Reason.CROSSES_FENCE) == segments_cross(*s, *t), (s, t)


def test_symmetry_of_points():
    """The 8 board symmetries are distinct bijections of the board."""
    n = 11
    images = set()
    for sym in SYMMETRIES:
        img = tuple(transform_point((x, y), sym, n) for x in range(n) for y in range(n))
        assert sorted(img) == [(x, y) for x in range(n) for y in range(n)]
        images.add(img)
    assert len(images) == 8
