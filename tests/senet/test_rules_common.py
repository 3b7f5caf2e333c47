"""Rules common to both rule sets (rules/senet.md, "Common to both")."""
import random
from collections import Counter

import pytest

from tests.senet.helpers import apply, throw
from game.core.protocol import CHANCE, IllegalAction
from game.senet.rules import (OFF, IllegalMoveError, Phase, PhaseError,
                              State, Options, house_cell, Thrown)

A = Options.kendall_bell()
B = Options.hounds_and_jackals()


def pos(options, board, side=0, off=(0, 0)):
    return State.from_position(options, board, current_side=side, borne_off=off)


def test_thirty_houses_numbered_along_a_backwards_s():
    """30 houses in three rows of ten, numbered along a backwards S: 1-10 left
    to right on the top row, 11-20 right to left on the middle row, 21-30
    left to right on the bottom row."""
    assert house_cell(1) == (0, 0) and house_cell(10) == (0, 9)
    assert house_cell(11) == (1, 9) and house_cell(20) == (1, 0)
    assert house_cell(21) == (2, 0) and house_cell(30) == (2, 9)
    assert len({house_cell(h) for h in range(1, 31)}) == 30
    assert len(State(A, 1).board) == 31  # indexed by house, [0] unused
    with pytest.raises(ValueError):
        house_cell(31)


@pytest.mark.parametrize("options", [A, B])
def test_counters_move_in_increasing_house_number(options):
    """Counters move in increasing house number."""
    g = pos(options, {5: 0, 20: 1, 22: 1, 24: 1, 26: 1, 28: 1, 1: 0, 2: 0, 3: 0, 4: 0})
    throw(g, 3)
    for m in g.legal_moves():
        assert m.to_house > m.from_house


@pytest.mark.parametrize("options", [A, B])
def test_two_players_five_counters_each_at_most_one_per_house(options):
    """Two players, five counters each. At most one counter per house."""
    g = State(options, 3)
    assert g.board.count(0) == 5 and g.board.count(1) == 5
    with pytest.raises(ValueError):
        State.from_position(options, {1: 0, 2: 0}, 0)
    rng = random.Random(0)
    for _ in range(300):
        if g.phase is Phase.OVER:
            break
        if g.phase is Phase.THROW:
            throw(g)
        else:
            apply(g, rng.choice(g.legal_moves()))
        for s in (0, 1):
            assert g.board.count(s) + g.borne_off[s] == 5


@pytest.mark.parametrize("options,zero", [(A, 5), (B, 6)])
def test_throw_is_number_of_marked_sides_up_zero_up_is_5_or_6(options, zero):
    """The throw is the number of marked sides up (1-4); zero marked sides up
    is worth 5 (rule set A) or 6 (rule set B)."""
    for sticks in [(True, False, False, False), (True, True, False, False),
                   (True, True, True, False), (True, True, True, True)]:
        g = State(options.with_multiple_rolls(False) if options.ruleset == "B" else options, 1)
        assert throw(g, sticks).value == sum(sticks)
    g = State(options, 1)
    t = throw(g, (False, False, False, False))
    assert t.value == zero and t.marked_up == 0


@pytest.mark.parametrize("options", [A, B])
def test_stick_probabilities_4_6_4_1_1_sixteenths(options):
    """Each stick lands marked side up with probability 1/2, so the values 1,
    2, 3, 4, zero-up come with probabilities 4/16, 6/16, 4/16, 1/16, 1/16."""
    g = State(options, 5)
    z = options.zero_value
    assert g.chance_outcomes() == [(1, 4 / 16), (2, 6 / 16), (3, 4 / 16), (4, 1 / 16), (z, 1 / 16)]
    assert sum(p for _, p in g.chance_outcomes()) == pytest.approx(1)
    counts = Counter()
    for i in range(16000):
        counts[State(options, i).sample_chance()] += 1
    for v, p in g.chance_outcomes():
        assert abs(counts[v] / 16000 - p) < 0.02


@pytest.mark.parametrize("options", [A, B])
def test_ui_shows_the_four_real_sticks(options):
    """The UI shows the four real sticks that produced the value."""
    g = State(options, 11)
    seen = set()
    for _ in range(40):
        t = g.sample_throw()
        assert len(t.sticks) == 4 and all(isinstance(s, bool) for s in t.sticks)
        assert t.value == (sum(t.sticks) or options.zero_value) == g.sample_chance()
        seen.add(t.sticks)
        events = g.push(t.value)
        assert isinstance(events[0], Thrown) and events[0].throw.value == t.value
        assert g.history()[-1] == t.value
        while g.current_player() != CHANCE:
            g.push(g.legal_actions()[0])
    assert len(seen) > 5, "the sticks drawn are the real ones, not one pattern per value"


@pytest.mark.parametrize("options", [A, B])
def test_one_counter_moves_per_throw(options):
    """One counter moves per throw; a throw is never split between counters."""
    g = pos(options, {1: 0, 3: 0, 5: 0, 7: 0, 9: 0, 12: 1, 14: 1, 16: 1, 18: 1, 20: 1})
    throw(g, 3)
    for m in g.legal_moves():
        h = g.copy()
        before = h.counters(0)
        apply(h, m)
        assert len(set(before) - set(h.counters(0))) == 1


@pytest.mark.parametrize("options", [A, B])
def test_must_move_if_any_legal_move_exists(options):
    """If any legal move exists, the player must make one, even a bad one."""
    # The only legal move lands on 27 (water / curse).
    g = pos(options, {26: 0, 28: 1, 29: 1, 30: 1, 1: 1, 2: 1}, off=(4, 0))
    throw(g, 1)
    assert [m.to_house for m in g.legal_moves()] == [27]
    assert g.phase is Phase.MOVE
    with pytest.raises(PhaseError):
        throw(g, 2)  # cannot pass by throwing again
    with pytest.raises(IllegalMoveError):
        apply(g, (26, 28))
    apply(g, g.legal_moves()[0])


def test_start_counters_alternate_on_houses_1_to_10():
    """Start: counters alternate on houses 1-10. Player one holds 1, 3, 5, 7,
    9; player two holds 2, 4, 6, 8, 10."""
    for options in (A, B):
        g = State(options, 0)
        assert g.counters(0) == [1, 3, 5, 7, 9]
        assert g.counters(1) == [2, 4, 6, 8, 10]
        assert all(g.board[h] is None for h in range(11, 31))
        assert g.borne_off == (0, 0)


@pytest.mark.parametrize("options", [A, B.with_occupy_30(False)])
def test_winner_is_first_to_bear_off_all_five(options):
    """The winner is the first to bear off all five counters."""
    g = pos(options, {29: 0, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1}, off=(4, 0))
    throw(g, 2)
    ev = apply(g, (29, OFF))
    assert g.winner == 0 and g.phase is Phase.OVER and g.outcome().winner == 0
    assert ev[-1].type == "game-won"
    with pytest.raises(PhaseError):
        throw(g)


@pytest.mark.parametrize("options", [A, B])
def test_randomness_from_one_seeded_generator(options):
    """Randomness comes from one seeded generator per game so that a record
    replays exactly."""
    def run(seed):
        g = State(options, seed)
        out = []
        for _ in range(200):
            if g.phase is Phase.OVER:
                break
            if g.phase is Phase.THROW:
                out.append(throw(g).sticks)
            else:
                apply(g, g.legal_moves()[0])
        return out, g.position()
    assert run(42) == run(42)
    assert run(42) != run(43)


@pytest.mark.parametrize("options", [A, B])
def test_move_list_is_deterministic_and_sorted(options):
    """A move list for a position and throw is deterministic and complete; the
    UI highlights every counter that can move and where it would land."""
    g = pos(options, {1: 0, 3: 0, 5: 0, 7: 0, 9: 0, 12: 1, 14: 1, 16: 1, 18: 1, 20: 1})
    throw(g, 2)
    ms = g.legal_moves()
    assert ms == g.copy().legal_moves() == g.legal_moves_for(2)
    assert ms == sorted(ms, key=lambda m: (m.from_house, m.to_house))
    assert g.movable_houses() == sorted({m.from_house for m in ms})
    assert len({(m.from_house, m.to_house) for m in ms}) == len(ms)


def test_any_throw_can_be_pushed_and_the_generator_follows_the_throw_count():
    """A test (and puzzles/UI tests) can force any throw; the next real throw
    depends only on the seed and how many throws were made."""
    g1, g2 = State(A, 9), State(A, 9)
    g1.push(3)
    assert g1.last_throw.value == 3 and g1.current_player() == 0
    g2.push(g2.sample_chance())
    for g in (g1, g2):
        while g.current_player() != CHANCE:
            g.push(g.legal_actions()[0])
    assert g1.to_json()["throws"] == g2.to_json()["throws"] == 1
    assert g1.sample_throw() == g2.sample_throw()
    for bad in (6, 0, (True, False), "3", None):
        with pytest.raises(IllegalAction):
            State(A, 1).push(bad)
