"""Senet Hard's endgame search in rule set A (issue 34): Star2 probing at the throws and alpha-beta at the
root keep the values exact where it matters, the margin searches deeper only the moves near the best, the
move played is the full-width best at the depth reached, and nothing changes before the endgame."""
from __future__ import annotations

import pytest

from bench.senet_three import three_counter_positions
from game.senet.ai import LEVEL_SETTINGS, Player, _Search, deepen
from game.senet.rules import Options, State
from tests.senet.test_ai import ENDGAMES, at_throw, brute_force, midgame_positions

A = Options.preset("kendall_bell")

# three counters a side (rule set A's endgame as Hard sees it), each with a throw in hand
THREE_A = [
    ({17: 0, 21: 0, 24: 0, 19: 1, 23: 1, 28: 1}, 2),
    ({12: 0, 20: 0, 26: 0, 16: 1, 22: 1, 25: 1}, 3),
    ({18: 0, 22: 0, 28: 0, 14: 1, 21: 1, 26: 1}, 1),
]


def three(board: dict, throw: int) -> State:
    return at_throw(A, board, throw, borne_off=(2, 2))


def probed_values(g: State, depth: int, prune: bool = False) -> dict:
    """The root's values by the endgame's search (Star2 on), the table off: the evaluation at every leaf."""
    player = Player("hard", 0, table=False)
    search = _Search(g.copy(events=False), g.current_player(), player.evaluator(g.options), None, False)
    search.star2 = True
    return search.root(list(g.legal_actions()), depth, None, prune)


def exact(g: State, depth: int) -> dict:
    player = Player("hard", 0, table=False)
    seat = g.current_player()
    side = g.side_of_seat(seat)
    ev = player.evaluator(g.options)
    out = {}
    for a in g.legal_actions():
        g.push(a)
        out[a] = brute_force(g, depth, seat, side, ev)
        g.pop()
    return out


CASES = [(name, at_throw(opts, board, throw, borne_off=off), d) for name, opts, board, throw, off in ENDGAMES
         for d in (1, 2, 3)] + [(f"A three {i}", three(b, t), d) for i, (b, t) in enumerate(THREE_A) for d in (1, 2)]


@pytest.mark.parametrize("name,g,depth", CASES, ids=[f"{c[0]}-d{c[2]}" for c in CASES])
def test_star2_probing_gives_every_moves_exact_expectiminimax_value(name, g, depth):
    # the probes' bounds and the table of bounds by position must never change a value, only skip work
    got = probed_values(g, depth)
    want = exact(g, depth)
    assert got.keys() == want.keys()
    for a in want:
        assert got[a] == pytest.approx(want[a], abs=1e-9), a


@pytest.mark.parametrize("name,g,depth", CASES, ids=[f"{c[0]}-d{c[2]}" for c in CASES])
def test_root_pruning_keeps_the_best_exact_and_only_bounds_the_others_from_above(name, g, depth):
    got = probed_values(g, depth, prune=True)
    want = exact(g, depth)
    top = max(want.values())
    first_best = next(a for a in g.legal_actions() if want[a] >= top - 1e-12)
    assert max(g.legal_actions(), key=lambda a: got[a]) == first_best  # the move chosen, ties by legal order
    for a in want:
        if want[a] >= top - 1e-12:
            assert got[a] == pytest.approx(want[a], abs=1e-9), a
        else:  # proved worse: an upper bound of its value, below the best
            assert want[a] - 1e-9 <= got[a] < top, a


def test_the_margin_takes_deeper_only_the_moves_near_the_best():
    g = three(*THREE_A[1])  # depth 1: three moves within 0.03 of the best, five further behind
    player = Player("hard", 0, table=False)
    margin = 0.03
    search = _Search(g.copy(events=False), g.current_player(), player.evaluator(A), None, False)
    values, depth, _ = deepen(search, list(g.legal_actions()), 2, 10 ** 9, prune=False, margin=margin)
    assert depth == 2
    one = exact(g, 1)
    near = {a for a in one if one[a] >= max(one.values()) - margin}
    assert 1 < len(near) < len(one), "the position must have moves near the best and far behind"
    assert set(values) == near
    two = exact(g, 2)
    for a in near:
        assert values[a] == pytest.approx(two[a], abs=1e-9)


def endgame_positions(n: int) -> list:
    """Three counters a side, from the three-counter bench's seeds (never used for fitting)."""
    return [g for _, g in three_counter_positions(A, n, 1_000_000)]


def test_hard_in_the_endgame_plays_the_full_width_best_at_the_depth_it_reached():
    budget = LEVEL_SETTINGS["hard"]["endgame"]["A"]["budget"]
    deeper = 0
    for g in endgame_positions(3):
        hard = Player("hard", 0)
        a = hard.choose(g.copy())
        info = hard.last_info
        assert info["nodes"] <= budget + 1
        values = Player("hard", 0).action_values(g.copy(), info["depth"])
        top = max(values.values())
        assert values[a] >= top - 1e-9, (a, values)
        deeper += info["nodes"] > LEVEL_SETTINGS["hard"]["budget"]["A"]
    assert deeper, "the endgame's budget must be spent past the middle game's somewhere"


def test_before_the_endgame_and_in_rule_set_b_hard_is_the_player_it_was():
    # the endgame's search is the only change: elsewhere the same moves from the same pushes
    # one side nearly home while the other has all five on the board is not the endgame either
    lopsided = at_throw(A, {22: 0, 25: 0, 8: 1, 11: 1, 13: 1, 16: 1, 20: 1}, 2, borne_off=(3, 0))
    for opts in (A, Options.preset("hounds_and_jackals")):
        for g in [g for g in midgame_positions(opts, 12, 3) if not g.in_opening][:4] + [lopsided] * (opts is A):
            now, before = Player("hard", 0), Player("hard", 0, endgame=None)
            assert now.choose(g.copy()) == before.choose(g.copy())
            assert now.last_info == before.last_info
    g = endgame_positions(1)[0]
    now, before = Player("hard", 0), Player("hard", 0, endgame=None)
    now.choose(g.copy())
    before.choose(g.copy())
    assert now.last_info["nodes"] != before.last_info["nodes"]


@pytest.mark.parametrize("seconds", [1e-9, 0.005])
def test_an_explicit_time_limit_in_the_endgame_still_gives_a_legal_move_and_leaves_the_state_alone(seconds):
    for g in endgame_positions(3):
        key = g.key()
        assert Player("hard", 0).choose(g, seconds=seconds) in g.legal_actions()
        assert g.key() == key
