"""bench.senet_race_bound, whose figures docs/computer-players.md cites for rule set B: its moves are the engine's."""
from __future__ import annotations

import numpy as np
from hypothesis import example, given, settings, strategies as st

from bench.senet_race_bound import _after, _greedy_index, first_wins, race_tables, race_turns
from bench.senet_tournament import GreedyPlayer
from game.senet.rules import HOUSES, Options, State

B = Options.preset("hounds_and_jackals")
# own counters anywhere but 1 (the other side's last counter) and 27 (no counter stays there)
HOUSES_FREE = [h for h in range(2, HOUSES + 1) if h != 27]


def _position(houses, occupy_30: bool):
    options = B if occupy_30 else B.with_occupy_30(False)
    return State.from_position(options, {1: 1, **dict.fromkeys(houses, 0)}, borne_off=(5 - len(houses), 4))


def _own(state) -> int:
    return sum(1 << h for h in range(1, HOUSES + 1) if state.board[h] == 0)


@settings(max_examples=150, deadline=None)
@given(houses=st.lists(st.sampled_from(HOUSES_FREE), min_size=1, max_size=4, unique=True),
       value=st.sampled_from([1, 2, 3, 4, 6]), occupy_30=st.booleans())
@example(houses=[30, 19, 23], value=2, occupy_30=True)  # 19 to 21: the counter on 30 leaves
@example(houses=[30, 19, 23], value=2, occupy_30=False)  # it does not: Occupy 30 is off
def test_a_move_leaves_the_houses_the_engine_leaves(houses, value, occupy_30):
    """The bench's one piece of rules, the counter waiting on 30 leaving, agrees with the engine's push."""
    g = _position(houses, occupy_30)
    mask = _own(g)
    g.push(value)
    for move in g.legal_moves():
        g.push(move.action)
        assert _after(mask, move, occupy_30) == _own(g), move
        g.pop()


@settings(max_examples=150, deadline=None)
@given(houses=st.lists(st.sampled_from(HOUSES_FREE), min_size=1, max_size=4, unique=True),
       value=st.sampled_from([1, 2, 3, 4, 6]), occupy_30=st.booleans())
@example(houses=[30, 19, 23], value=2, occupy_30=True)  # greedy bears off the waiting counter: 19 to 21
def test_greedy_racing_alone_picks_what_the_greedy_player_picks(houses, value, occupy_30):
    g = _position(houses, occupy_30)
    mask = _own(g)
    g.push(value)
    moves = g.legal_moves()
    if not moves or any(m.displaced is not None for m in moves):
        return  # a capture of the other side's counter: greedy takes it, racing alone has none
    assert moves[_greedy_index(mask, moves, occupy_30)].action == GreedyPlayer().choose(g)


def test_playing_the_optimal_table_takes_the_expected_number_of_throws():
    """Value iteration and play agree: without extra throws a turn is one throw, so the mean turns of
    optimal races from a two-counter endgame match the table's expectation."""
    options = B.with_multiple_rolls(False)
    tables = race_tables(options, counters=2)
    rng = np.random.default_rng(7)
    for start in ((21, 25), (23, 29)):
        turns = race_turns(tables, start, "optimal", 20_000, rng, frozenset())
        expected = tables["T"][tables["index"][sum(1 << h for h in start)]]
        assert abs(turns.mean() - expected) < 4 * turns.std() / np.sqrt(turns.size), (start, turns.mean(), expected)
        # and no racer does better on average than the optimal one
        greedy = race_turns(tables, start, "greedy", 20_000, rng, frozenset())
        assert greedy.mean() > expected - 4 * greedy.std() / np.sqrt(greedy.size)


def test_a_tie_in_turns_counts_half():
    assert first_wins(np.array([3, 5, 7]), np.array([4, 5, 6])) == (1 + 0.5) / 3
