"""Rule set A -- "Kendall/Bell" (rules/senet.md).  One test per rule
sentence / option, forced throws everywhere."""
import pytest

from tests.senet.helpers import apply, throw
from game.core.protocol import IllegalAction
from game.senet.rules import OFF, MoveKind, Phase, State, Options, RULESET_A
from game.senet.text import side_colour, side_name

A = Options.kendall_bell()
PLAIN = A.with_special_houses(False)


def targets(g, frm):
    return sorted(m.to_house for m in g.legal_moves() if m.from_house == frm)


def move(g, frm, to):
    return g.find_move(frm, to)


def P(board, side=0, options=A):
    """Position from {house: side}; missing counters count as borne off."""
    counts = [list(board.values()).count(s) for s in (0, 1)]
    return State.from_position(options, board, current_side=side,
                                   borne_off=tuple(5 - c for c in counts))


# ------------------------------------------------------------- throws

def test_a_throw_values_1_to_5_zero_up_is_5():
    """Throw values 1-5 (zero marked sides up = 5)."""
    g = State(A, 1)
    assert [v for v, _ in g.chance_outcomes()] == [1, 2, 3, 4, 5]
    assert throw(g, (False,) * 4).value == 5


def test_a_option_die_six_is_thrown_again():
    """Option: a six-sided die instead, a 6 is thrown again."""
    o = A.with_use_die()
    g = State(o, 1)
    assert g.chance_outcomes() == [(v, 0.2) for v in range(1, 6)]
    t = throw(g, 4)
    assert t.sticks is None and t.die_faces == (4,) and t.value == 4
    with pytest.raises(IllegalAction):
        State(o, 1).push(6)
    # real die throws: faces shown, only the last may differ from 6, each value 1/5
    seen_rethrow = False
    counts = [0] * 6
    for seed in range(2000):
        t = State(o, seed).sample_throw()
        assert 1 <= t.value <= 5 and t.die_faces[-1] == t.value
        assert all(f == 6 for f in t.die_faces[:-1])
        seen_rethrow |= len(t.die_faces) > 1
        counts[t.value] += 1
    assert seen_rethrow
    assert all(abs(c / 2000 - 0.2) < 0.04 for c in counts[1:])


def test_a_player_on_odd_houses_moves_first():
    """The player on houses 1, 3, 5, 7, 9 moves first."""
    g = State(A, 7)
    assert g.current_seat == 0 and g.current_side == 0
    assert g.counters(g.current_side) == [1, 3, 5, 7, 9]
    throw(g, 1)
    assert all(m.from_house % 2 == 1 for m in g.legal_moves())


def test_a_decision_player_one_named_by_colour():
    """Decision: the player on houses 1, 3, 5, 7, 9 is player one; the record
    and the UI call the sides by their counters' colours."""
    g = State(A, 7)
    assert side_name(RULESET_A, 0) == "Black" and side_name(RULESET_A, 1) == "White"
    side = g.current_side
    assert (g.current_seat, side, side_name("A", side), side_colour(side)) == (0, 0, "Black", "black")
    assert g.seat_of_side(1) == 1 and g.side_of_seat(1) == 1


# ------------------------------------------------------------- moving

def test_a_move_up_to_the_throw_onto_empty_house_passing_occupied():
    """Moving: a counter moves forward by any number of houses from 1 up to
    the throw and ends on an empty house, passing over occupied houses on the
    way (they count toward the throw)."""
    g = P({10: 0, 11: 1, 12: 0, 20: 1})
    throw(g, 4)
    # 11 is an opponent 1 away (not exact, no swap), 12 own, 13 and 14 empty
    assert targets(g, 10) == [13, 14]
    assert move(g, 10, 13).kind == MoveKind.STOP_SHORT
    assert move(g, 10, 14).kind == MoveKind.ADVANCE
    apply(g, (10, 13))
    assert g.board[13] == 0 and g.board[10] is None


def test_a_decision_stop_short_allowed_by_default():
    """Decision: ... by default stopping short is allowed."""
    g = P({1: 0, 20: 1})
    throw(g, 5)
    assert targets(g, 1) == [2, 3, 4, 5, 6]


def test_a_option_exact_throws_requires_the_full_throw():
    """Option Exact throws requires moving exactly the throw."""
    g = P({1: 0, 20: 1}, options=A.with_exact_throws())
    throw(g, 5)
    assert targets(g, 1) == [6]
    g = P({1: 0, 3: 0, 20: 1}, options=A.with_exact_throws())
    throw(g, 2)
    assert targets(g, 1) == []  # own counter on 3


# ------------------------------------------------------------- swapping

def test_a_swap_exactly_the_thrown_number_ahead():
    """Swapping: a counter may land on an opponent's counter exactly the
    thrown number of houses ahead (never when stopping short); the two
    exchange houses."""
    g = P({5: 0, 7: 1, 8: 0, 20: 1})  # 7 is a lone opponent (8 is ours)
    throw(g, 2)
    m = move(g, 5, 7)
    assert m.kind == MoveKind.SWAP and m.displaced == (7, 5)
    ev = apply(g, m)
    assert g.board[7] == 0 and g.board[5] == 1
    sw = [e for e in ev if e.type == "swapped"][0]
    assert (sw.side, sw.from_house, sw.to_house, sw.by_side) == (1, 7, 5, 0)


def test_a_no_swap_when_stopping_short():
    """... (never when stopping short)."""
    g = P({5: 0, 7: 1, 20: 1})
    throw(g, 3)
    assert targets(g, 5) == [6, 8]   # 7 is opponent at distance 2 != 3


def test_a_never_swap_with_own_counter():
    """Never with one's own."""
    g = P({5: 0, 8: 0, 20: 1})
    throw(g, 3)
    assert 8 not in targets(g, 5)


def test_a_safe_pair_cannot_be_swapped():
    """Safe counters (cannot be swapped): two or more counters of one player
    in neighbouring houses."""
    g = P({5: 0, 8: 1, 9: 1})
    throw(g, 3)
    assert targets(g, 5) == [6, 7]
    g = P({5: 0, 9: 1, 8: 1})
    throw(g, 4)
    assert 9 not in targets(g, 5)


@pytest.mark.parametrize("house", [15, 26, 28, 29])
@pytest.mark.parametrize("special", [True, False])
def test_a_counters_on_15_26_28_29_are_safe(house, special):
    """Safe counters: any counter on house 15, 26, 28 or 29 (and 30 with
    Special houses)."""
    o = A.with_special_houses(special)
    frm = {15: 13, 26: 24, 28: 26, 29: 26}[house]
    g = P({frm: 0, house: 1}, options=o)
    throw(g, house - frm)
    assert house not in targets(g, frm)
    ctrl = {15: 14, 26: 25, 28: 27, 29: 27}[house]   # control: a lone counter
    g = P({frm: 0, ctrl: 1}, options=PLAIN)           # on an ordinary house
    throw(g, ctrl - frm)
    assert g.find_move(frm, ctrl).kind == "swap"


def test_a_counter_on_30_safe_only_with_special_houses():
    """(and 30 with Special houses) ... with the option off ... 30 is not
    safe."""
    g = P({27: 0, 30: 1}, options=PLAIN)
    throw(g, 3)
    assert move(g, 27, 30).kind == MoveKind.SWAP
    g = P({28: 0, 30: 1})
    throw(g, 2)
    assert 30 not in targets(g, 28)


# ------------------------------------------------------------- blockades

def test_a_blockade_of_three_cannot_be_jumped():
    """Blockade: three or more counters of one player in neighbouring houses
    cannot be swapped or jumped by the opponent."""
    g = P({4: 0, 6: 1, 7: 1, 8: 1})
    throw(g, 5)
    assert targets(g, 4) == [5]


def test_a_blockade_cannot_be_swapped():
    """Blockade ... cannot be swapped."""
    g = P({4: 0, 6: 1, 7: 1, 8: 1})
    throw(g, 2)
    assert targets(g, 4) == [5]


def test_a_own_blockade_can_be_jumped():
    """A player may jump their own blockade."""
    g = P({4: 0, 5: 0, 6: 0, 20: 1})
    throw(g, 4)
    assert targets(g, 4) == [7, 8]


def test_a_safe_pairs_can_be_jumped():
    """Safe pairs can be jumped; only blockades (and a counter on 26) stop a
    jump."""
    g = P({4: 0, 5: 1, 6: 1})
    throw(g, 4)
    assert targets(g, 4) == [7, 8]


def test_a_counter_on_26_stops_a_jump():
    """... only blockades (and a counter on 26, below) stop a jump."""
    g = P({24: 0, 26: 1})
    throw(g, 4)
    assert targets(g, 24) == [25]


def test_a_bearing_off_is_stopped_by_blockade_up_to_30():
    """Bearing off passes the houses up to 30, so an opponent blockade there
    stops it."""
    g = P({26: 0, 28: 1, 29: 1, 30: 1})
    throw(g, 5)
    assert targets(g, 26) == [27]
    g = P({26: 0, 28: 1, 30: 1})
    throw(g, 5)
    assert OFF in targets(g, 26)


# ------------------------------------------------------------- leaving

@pytest.mark.parametrize("house,value", [(26, 5), (28, 3), (29, 2), (30, 1)])
def test_a_leave_from_26_28_29_30_with_exact_throw(house, value):
    """Leaving the board (always): a counter leaves only from house 26, 28, 29
    or 30, and only with the exact throw that takes it one house past 30: 5
    from 26, 3 from 28, 2 from 29, 1 from 30."""
    g = P({house: 0, 1: 1})
    throw(g, value)
    m = move(g, house, OFF)
    assert m is not None and m.kind == MoveKind.BEAR_OFF
    ev = apply(g, m)
    assert g.borne_off[0] == 5 and g.winner == 0
    assert any(e.type == "borne-off" and e.from_house == house for e in ev)


def test_a_no_leaving_from_other_houses_or_other_throws():
    """... only from house 26, 28, 29 or 30, and only with the exact throw."""
    g = P({27: 0, 1: 1}, options=PLAIN)
    throw(g, 4)
    assert OFF not in targets(g, 27)
    g = P({29: 0, 1: 1})
    for v in (3, 4, 5):
        h = g.copy()
        throw(h, v)
        assert targets(h, 29) == [30]   # only the 1-house stop short
    g = P({29: 0, 1: 1}, options=A.with_exact_throws())
    for v in (3, 4, 5):
        h = g.copy()
        throw(h, v)
        assert h.legal_moves() == []
        assert h.last_events[1].type == "move-forfeited"


def test_a_other_throws_move_within_last_row():
    """Other throws move it within the last row as usual (from 29 a 1 goes to
    30)."""
    g = P({29: 0, 1: 1})
    throw(g, 1)
    assert targets(g, 29) == [30]
    g = P({28: 0, 1: 1})
    throw(g, 2)
    assert targets(g, 28) == [29, 30]


def test_a_bearing_counter_may_stop_short_unless_exact_throws():
    """Unless Exact throws is on, a counter that could bear off may stop short
    instead, like any move."""
    g = P({28: 0, 1: 1})
    throw(g, 3)
    assert targets(g, 28) == [29, 30, OFF]
    g = P({28: 0, 1: 1}, options=A.with_exact_throws())
    throw(g, 3)
    assert targets(g, 28) == [OFF]


def test_a_no_counter_moves_past_30_except_exact_bear_off():
    """No counter ever moves past 30 except by bearing off with the exact
    value."""
    g = P({30: 0, 1: 1}, options=PLAIN)
    for v in (2, 3, 4, 5):
        h = g.copy()
        throw(h, v)
        assert h.legal_moves() == []
    g = P({25: 0, 1: 1}, options=PLAIN)
    throw(g, 5)
    assert targets(g, 25) == [26, 27, 28, 29, 30]


# ------------------------------------------------------------- special houses

def test_a_house_15_life_is_where_counters_from_27_restart():
    """15, House of Life: where counters from house 27 restart."""
    g = P({26: 0, 1: 1})
    throw(g, 1)
    m = move(g, 26, 27)
    assert m.kind == MoveKind.TO_WATER and m.final_house == 15
    ev = apply(g, m)
    assert g.board[15] == 0 and g.board[27] is None and g.board[26] is None
    sb = [e for e in ev if e.type == "sent-back"][0]
    assert (sb.from_house, sb.to_house, sb.reason) == (27, 15, "water")


def test_a_house_26_must_be_stopped_on():
    """26, House of Happiness: no counter may pass 26 without first stopping
    there."""
    g = P({23: 0, 1: 1})
    throw(g, 5)
    assert targets(g, 23) == [24, 25]  # 26 only with exact throw (3)
    g = P({25: 0, 1: 1})
    throw(g, 3)
    assert targets(g, 25) == []


def test_a_house_26_exact_landing_not_stop_short():
    """... a counter lands on 26 only with the exact throw (stopping short
    onto 26 is not allowed, though stopping short before it is)."""
    g = P({23: 0, 1: 1})
    throw(g, 3)
    assert targets(g, 23) == [24, 25, 26]
    g = P({23: 0, 1: 1})
    throw(g, 4)
    assert targets(g, 23) == [24, 25]


def test_a_counter_on_26_neither_jumped_nor_swapped():
    """A counter on 26 can be neither jumped nor swapped."""
    g = P({24: 0, 26: 1})
    throw(g, 2)
    assert targets(g, 24) == [25]
    apply(g, (24, 25))
    assert g.board[26] == 1


def test_a_house_27_water_back_to_15_or_nearest_empty_before():
    """27, House of Water: a counter that lands here goes back to 15; if 15 is
    taken, to the nearest empty house before 15 (14, 13, ...)."""
    g = P({26: 0, 15: 1, 14: 1, 13: 0})
    throw(g, 1)
    m = move(g, 26, 27)
    assert m.final_house == 12
    apply(g, m)
    assert g.board[12] == 0


def test_a_house_30_horus_safe():
    """30, House of Horus: safe."""
    g = P({28: 0, 30: 1})
    throw(g, 2)
    assert move(g, 28, 30) is None


def test_a_special_houses_off_26_27_ordinary_30_not_safe():
    """With the option off, 26 and 27 are ordinary for movement (no forced
    stop, no water, 26 can be jumped) and 30 is not safe; counters on 15,
    26, 28 and 29 still cannot be swapped (base rule)."""
    g = P({24: 0, 26: 1}, options=PLAIN)
    throw(g, 5)
    assert targets(g, 24) == [25, 27, 28, 29]
    m = move(g, 24, 27)
    assert m.kind == MoveKind.STOP_SHORT and m.final_house == 27
    apply(g, m)
    assert g.board[27] == 0
    g = P({23: 0, 1: 1}, options=PLAIN)
    throw(g, 4)
    assert targets(g, 23) == [24, 25, 26, 27]  # stop short onto 26 allowed
    g = P({13: 0, 15: 1}, options=PLAIN)
    throw(g, 2)
    assert 15 not in targets(g, 13)


# ------------------------------------------------------------- traps

@pytest.mark.parametrize("special", [True, False])
@pytest.mark.parametrize("house", [26, 28, 29, 30])
def test_a_option_traps_only_exact_leaving(special, house):
    """Option Traps (the seed's "challenge"): a counter on 26, 28, 29 or 30 may
    only leave the board, with its exact value; it cannot move on within the
    row. This applies whether or not Special houses is on."""
    o = A.with_traps().with_special_houses(special)
    exact = 31 - house
    for v in range(1, 6):
        g = P({house: 0, 1: 1}, options=o)
        throw(g, v)
        assert targets(g, house) == ([OFF] if v == exact else [])
    g = P({house: 0, 1: 1}, options=A.with_special_houses(special))
    throw(g, 1)
    if house < 30:
        assert targets(g, house) != []


def test_a_no_move_forfeits_the_turn():
    """If no move is possible the turn is forfeited."""
    g = P({30: 0, 1: 1})
    throw(g, 4)
    assert g.phase is Phase.THROW and g.current_side == 1
    types = [e.type for e in g.last_events]
    assert types == ["thrown", "move-forfeited", "turn-passed"]
    assert g.last_events[1].reason


def test_a_turn_passes_after_every_move():
    """(Rule set A has no extra throws: play alternates.)"""
    g = State(A, 3)
    for v in (1, 4, 5):
        side = g.current_side
        throw(g, v)
        apply(g, g.legal_moves()[0])
        assert g.current_side == 1 - side
