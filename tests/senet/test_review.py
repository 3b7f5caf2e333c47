"""Senet's game review (game/senet/review.py): leaving 26 when holding it wins is a blunder; Hard's own
endgame moves lose nothing; a throw's luck averages out over the throws."""
import pytest

from game.core import records, registry, review
from game.senet.review import SenetAnalyst
from game.senet.rules import State

SPEC = registry.get("senet")
A = SPEC.presets()["kendall_bell"]


def endgame(board, borne_off=(3, 3)) -> State:
    return State.from_position(A, board, current_side=0, borne_off=borne_off, seed=4)


def record_from(start: State, actions_json) -> records.Record:
    state = start.copy()
    actions = []
    for data in actions_json:
        action = state.action_from_json(data)
        state.push(action)
        actions.append(action)
    return records.record_of(state, start.to_json(), actions)


def test_leaving_26_when_holding_it_wins_is_a_blunder():
    # counters on 26 and 29 against two far behind; a throw of 1: 29 -> 30 keeps 26 (0.96), 26 -> 27 gives it up
    start = endgame({26: 0, 29: 0, 2: 1, 19: 1})
    r = review.analyse(record_from(start, [1, [26, 27]]), SenetAnalyst())
    d = r.decisions[0]
    assert d.played == [[26, 27]] and d.best == [[29, 30]]
    assert d.mark == "blunder" and d.loss == pytest.approx(0.96 - 0.545, abs=0.01)
    assert "the counter on 29 to 30" in SenetAnalyst().describe(start, d.best)


def test_hards_endgame_moves_lose_nothing():
    state = endgame({26: 0, 17: 0, 4: 1, 9: 1})
    start = state.copy()
    players, actions = [SPEC.computer("hard", seed=0), SPEC.computer("hard", seed=1)], []
    while state.outcome() is None and len(actions) < 60:
        action = state.sample_chance() if state.current_player() < 0 else players[state.current_player()].choose(state.copy())
        state.push(action)
        actions.append(action)
    rec = records.record_of(state, start.to_json(), actions)
    r = review.analyse(rec, SenetAnalyst())
    assert r.decisions and all(d.loss == pytest.approx(0, abs=1e-9) and d.mark is None for d in r.decisions)


def test_luck_averages_out_over_the_throws_where_the_values_are_exact():
    state = endgame({26: 0, 17: 0, 4: 1, 9: 1})
    an = SenetAnalyst()
    before = an.value(state)
    average = 0.0
    for throw, p in state.chance_outcomes():
        state.push(throw)
        average += p * an.value(state)
        state.pop()
    assert average == pytest.approx(before, abs=1e-9)
    assert 0 < before < 1


def test_a_review_shared_among_processes_is_the_same_review_in_rule_set_b():
    """Its chains of throws (the opening's throws for a 1, extra throws) are averaged to a fixed depth, and
    a value is the same whichever process asks for it first."""
    state = SPEC.new(SPEC.presets()["hounds_and_jackals"], seed=5)
    players, actions = [SPEC.computer("medium", seed=1), SPEC.computer("easy", seed=2)], []
    while state.outcome() is None and len(actions) < 50:
        action = state.sample_chance() if state.current_player() < 0 else players[state.current_player()].choose(state.copy())
        state.push(action)
        actions.append(action)
    rec = records.record_of(state, None, actions)
    whole = review.analyse(rec, SenetAnalyst())
    parts = [review.analyse(rec, SenetAnalyst(), part=(k, 2)) for k in range(2)]
    assert review.merge(parts).to_json() == whole.to_json()


def test_a_move_is_described_with_what_it_does_to_the_other_side_and_to_the_last_houses():
    start = endgame({26: 0, 29: 0, 2: 1, 19: 1})
    start.push(1)
    an = SenetAnalyst()
    assert an.describe(start, [[26, 27]]).startswith("the counter on 26 to 27")
    assert "leaving house 26" in an.describe(start, [[26, 27]])
    assert "leaving" not in an.describe(start, [[29, 30]]) or "house 29" in an.describe(start, [[29, 30]])
    # a move onto the other side's lone counter swaps with it
    swap = endgame({17: 0, 20: 0, 18: 1, 25: 1})
    swap.push(1)
    assert "swapping with the other side's counter" in an.describe(swap, [[17, 18]])
    assert "swapping" not in an.describe(swap, [[20, 21]])
