"""bench.senet_disagree: the positions are real disagreements, and the rollouts judge a move by its outcomes."""
from __future__ import annotations

from bench.senet_disagree import disagreements, rollout_value, run
from game.senet.rules import OFF, Options
from tests.senet.test_ai import at_throw

A = Options.preset("kendall_bell")


def test_the_positions_are_ones_where_hard_and_medium_choose_different_legal_moves():
    found = disagreements(A, 3)
    assert len(found) == 3
    for state, hard, medium, depth in found:
        assert hard != medium and {hard, medium} <= set(state.legal_actions()) and depth >= 1


def test_a_winning_bear_off_rolls_out_as_a_sure_win_and_the_figures_repeat():
    # the last counter on 29 with a 2: bear off and win, or stop short on 30 and let the other side's
    # last counter, on 28, try first
    g = at_throw(A, {29: 0, 28: 1}, 2, borne_off=(4, 4))
    assert set(g.legal_actions()) == {(29, OFF), (29, 30)}
    assert rollout_value(g, (29, OFF), 5, 100) == 1.0
    stop = rollout_value(g, (29, 30), 40, 100)
    assert 0.0 < stop < 1.0 and rollout_value(g, (29, 30), 40, 100) == stop
    first, again = run("A", positions=2, rollouts=4), run("A", positions=2, rollouts=4)
    first["A"].pop("seconds"), again["A"].pop("seconds")
    assert first == again
