"""Rule set B -- "Hounds and Jackals" (rules/senet.md).  One test per rule
sentence / option, forced throws everywhere."""
import pytest

from tests.senet.helpers import apply, throw
from game.senet.rules import (SIDE_ONE, SIDE_TWO, OFF, MoveKind, Phase,
                              State, Options, RULESET_B)
from game.senet.text import side_colour, side_name

B = Options.hounds_and_jackals()          # multiple rolls, occupy 30 on
B1 = B.with_multiple_rolls(False)              # one throw per turn
NOOCC = B1.with_occupy_30(False)
HARSH = B1.with_harsh_captures()


def P(board, side=SIDE_ONE, options=B1):
    counts = [list(board.values()).count(s) for s in (0, 1)]
    return State.from_position(options, board, current_side=side,
                                   borne_off=tuple(5 - c for c in counts))


def targets(g, frm):
    return sorted(m.to_house for m in g.legal_moves() if m.from_house == frm)


def types(events):
    return [e.type for e in events]


# ------------------------------------------------------------- throws / opening

def test_b_throw_values_1_2_3_4_6():
    """Throw values 1, 2, 3, 4 and 6 (zero marked sides up = 6)."""
    g = State(B, 1)
    assert [v for v, _ in g.chance_outcomes()] == [1, 2, 3, 4, 6]
    assert throw(g, (False,) * 4).value == 6


def test_b_opening_no_colours_seats_alternate_until_a_1():
    """Opening: neither player owns a colour yet. Players take turns
    throwing ... throws alternate until someone throws a 1, with no extra
    throws during this phase."""
    g = State(B, 1)
    assert g.in_opening and g.current_side is None and g.side_of_seat(0) is None
    assert side_name(RULESET_B, g.current_side) == "?"
    seats = []
    for v in (2, 4, 6, 3):            # 4 and 6 earn no extra throw here
        seats.append(g.current_seat)
        throw(g, v)
        assert types(g.last_events) == ["thrown", "move-forfeited", "turn-passed"]
        assert g.phase is Phase.THROW and g.in_opening
    assert seats == [0, 1, 0, 1]
    assert g.counters(0) == [1, 3, 5, 7, 9] and g.counters(1) == [2, 4, 6, 8, 10]


def test_b_first_seat_throws_first():
    """Decision: The first seat of the new-game setup throws first (in this
    rule set the seats get their colours only when the opening ends)."""
    assert State(B, 99).current_seat == 0


@pytest.mark.parametrize("seat_throwing_1", [0, 1])
def test_b_first_to_throw_1_becomes_jackals_and_moves_10_to_11(seat_throwing_1):
    """the first to throw a 1 becomes the Jackals (white) and at once moves a
    Jackal one house. Decision: the Jackals hold houses 2, 4, 6, 8, 10 and
    the opening move takes the counter on 10 to 11; the Hounds hold 1, 3, 5,
    7, 9."""
    g = State(B, 1)
    if seat_throwing_1 == 1:
        throw(g, 2)
    throw(g, 1)
    assert types(g.last_events) == ["thrown", "colours-assigned"]
    ca = g.last_events[1]
    assert (ca.jackals_seat, ca.hounds_seat) == (seat_throwing_1, 1 - seat_throwing_1)
    assert g.side_of_seat(seat_throwing_1) == SIDE_TWO
    assert g.seat_of_side(SIDE_ONE) == 1 - seat_throwing_1
    assert g.current_side == SIDE_TWO and side_colour(g.current_side) == "white"
    assert side_name(RULESET_B, SIDE_TWO) == "Jackals" and side_name(RULESET_B, SIDE_ONE) == "Hounds"
    ms = g.legal_moves()
    assert [(m.from_house, m.to_house, m.kind) for m in ms] == [(10, 11, MoveKind.OPENING)]
    apply(g, ms[0])
    assert g.board[11] == SIDE_TWO and g.board[10] is None


def test_b_opening_1_earns_further_throw_with_multiple_rolls():
    """After the opening move play continues as in the race (the opening 1
    earns a further throw when Multiple Rolls is on, like any 1)."""
    g = State(B, 1)
    throw(g, 1)
    ev = apply(g, (10, 11))
    assert ev[-1].type == "extra-throw" and g.current_side == SIDE_TWO
    g = State(B1, 1)
    throw(g, 1)
    ev = apply(g, (10, 11))
    assert ev[-1].type == "turn-passed" and g.current_side == SIDE_ONE


# ------------------------------------------------------------- the race

def test_b_advance_exactly_the_throw():
    """The race: throw, then advance one counter exactly the throw."""
    g = P({5: 0, 20: 1})
    throw(g, 3)
    assert [(m.from_house, m.to_house) for m in g.legal_moves()] == [(5, 8)]
    g = P({5: 0, 20: 1}, side=SIDE_TWO)
    throw(g, 6)
    assert [(m.from_house, m.to_house) for m in g.legal_moves()] == [(20, 26)]


def test_b_landing_on_own_counter_forbidden():
    """Landing on one's own counter is forbidden."""
    g = P({5: 0, 8: 0, 20: 1})
    throw(g, 3)
    assert targets(g, 5) == []
    assert targets(g, 8) == [11]


def test_b_capture_swaps_by_default():
    """Landing on an opponent's counter captures it ... by default it swaps
    houses with the capturer (option Harsh captures off)."""
    g = P({5: 0, 8: 1})
    throw(g, 3)
    m = g.find_move(5, 8)
    assert m.kind == MoveKind.CAPTURE and m.displaced == (8, 5)
    ev = apply(g, m)
    assert g.board[8] == SIDE_ONE and g.board[5] == SIDE_TWO
    c = [e for e in ev if e.type == "captured"][0]
    assert (c.side, c.from_house, c.to_house, c.by_side, c.harsh) == (1, 8, 5, 0, False)


def test_b_harsh_capture_sends_to_house_1_or_first_empty_after():
    """with Harsh captures on it goes back to house 1, or the first empty
    house after 1."""
    g = P({5: 0, 8: 1}, options=HARSH)
    throw(g, 3)
    apply(g, (5, 8))
    assert g.board[1] == SIDE_TWO and g.board[8] == SIDE_ONE and g.board[5] is None
    g = P({1: 0, 2: 1, 3: 0, 5: 0, 8: 1}, options=HARSH)
    throw(g, 3)
    m = g.find_move(5, 8)
    assert m.displaced == (8, 4)
    ev = apply(g, m)
    c = [e for e in ev if e.type == "captured"][0]
    assert c.to_house == 4 and c.harsh


def test_b_neighbour_protects_from_capture():
    """a counter with a neighbouring counter of its own colour (previous or
    next house) is protected."""
    for other in (7, 9):
        g = P({5: 0, 8: 1, other: 1})
        throw(g, 3)
        assert 8 not in targets(g, 5)
        assert all(m.backward for m in g.legal_moves())


@pytest.mark.parametrize("house", [26, 28, 29, 30])
def test_b_counters_on_26_28_29_30_are_protected(house):
    """a counter on 26, 28, 29 or 30 is protected."""
    frm = {26: 24, 28: 26, 29: 26, 30: 26}[house]
    g = P({frm: 0, house: 1, 1: 0})
    throw(g, house - frm)
    assert house not in targets(g, frm)


def test_b_blockade_of_three_cannot_be_passed_by_opponent():
    """Three or more adjacent counters of one colour form a blockade that the
    opponent may not pass; the owner may."""
    g = P({5: 0, 6: 1, 7: 1, 8: 1, 20: 1})
    throw(g, 4)
    assert targets(g, 5) == [1] and g.find_move(5, 1).backward
    g = P({5: 0, 6: 1, 7: 1, 20: 1})   # a pair can be passed
    throw(g, 4)
    assert targets(g, 5) == [9]
    g = P({5: 0, 6: 0, 7: 0, 20: 1})   # own blockade
    throw(g, 4)
    assert targets(g, 5) == [9]


def test_b_house_27_cursed_back_to_1_or_first_empty():
    """House 27 is cursed: a counter landing there goes back to house 1, or
    the first empty house after 1."""
    g = P({24: 0, 1: 1, 2: 0})
    throw(g, 3)
    m = g.find_move(24, 27)
    assert m.kind == MoveKind.TO_WATER and m.final_house == 3
    ev = apply(g, m)
    assert g.board[3] == SIDE_ONE and g.board[27] is None and g.board[24] is None
    sb = [e for e in ev if e.type == "sent-back"][0]
    assert (sb.from_house, sb.to_house, sb.reason) == (27, 3, "curse")


def test_b_must_move_backwards_when_no_counter_can_advance():
    """If no counter can advance, the player must move a counter backwards by
    the throw, with the same rules for landing, capture and blockades."""
    # Hounds on 28, 29, 30 (occupy off, not all in last row because of 12?)
    g = P({12: 0, 13: 1, 14: 1, 15: 1, 29: 0, 30: 0}, options=B1)
    throw(g, 3)   # 12 -> 15 own... blocked by blockade; 29/30 can't advance
    ms = g.legal_moves()
    assert ms and all(m.backward for m in ms)
    assert g.find_move(30, 27).kind == MoveKind.TO_WATER  # backward onto 27 is cursed too
    assert sorted((m.from_house, m.to_house) for m in ms) == [(12, 9), (29, 26), (30, 27)]
    ev = apply(g, (29, 26))
    assert types(ev)[:2] == ["forced-backward", "counter-moved"]
    assert ev[1].path == (28, 27, 26)


def test_b_backward_blocked_by_blockade_and_own_counter():
    """... with the same rules for landing, capture and blockades."""
    g = P({10: 0, 11: 1, 12: 1, 13: 1, 6: 1, 29: 0, 30: 0, 26: 0}, options=B1)
    throw(g, 4)   # 10->14 passes blockade 11-13; 26->30 own; 29,30 can't
    ms = {(m.from_house, m.to_house) for m in g.legal_moves()}
    assert ms == {(10, 6), (26, 22), (29, 25)}  # 30->26 own; 10->6 captures
    assert g.find_move(10, 6).displaced == (6, 10)


def test_b_no_move_forward_or_backward_ends_turn():
    """If that is impossible too, the turn ends."""
    g = P({1: 0, 2: 0, 3: 0, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1}, options=B1)
    throw(g, 3)
    assert g.legal_moves() == []
    assert types(g.last_events) == ["thrown", "move-forfeited", "turn-passed"]
    assert g.current_side == SIDE_TWO


def test_b_advance_judged_over_all_counters():
    """"Advance" is judged over all the player's counters."""
    g = P({12: 0, 13: 1, 14: 1, 15: 1, 20: 0})
    throw(g, 3)
    assert [(m.from_house, m.to_house) for m in g.legal_moves()] == [(20, 23)]


def test_b_bearing_off_and_moving_onto_27_count_as_advancing():
    """bearing off and moving onto 27 count as advancing."""
    g = P({24: 0, 30: 1, 29: 1, 28: 1})
    throw(g, 3)
    assert [m.kind for m in g.legal_moves()] == [MoveKind.TO_WATER]
    g = P({29: 0, 30: 1, 26: 1}, options=NOOCC)
    throw(g, 2)
    assert [m.kind for m in g.legal_moves()] == [MoveKind.BEAR_OFF]


def test_b_backward_capture_swaps_forward():
    """A counter captured by a backward move swaps forward to the capturer's
    house (or, with Harsh captures, goes to house 1 as usual)."""
    board = {20: 0, 16: 1, 21: 1, 22: 1, 23: 1, 29: 0, 30: 0}
    g = P(board)
    throw(g, 4)
    m = g.find_move(20, 16)
    assert m.backward and m.displaced == (16, 20)
    ev = apply(g, m)
    assert g.board[20] == SIDE_TWO and g.board[16] == SIDE_ONE
    assert "captured" in types(ev) and "forced-backward" in types(ev)
    g = P(board, options=HARSH)
    throw(g, 4)
    assert g.find_move(20, 16).displaced == (16, 1)


def test_b_lookup_after_mover_has_left():
    """"House 1, or the first empty house after 1" is looked up after the
    moving counter has left its house."""
    g = P({1: 0, 4: 1, 2: 1, 20: 0}, options=HARSH)
    throw(g, 3)
    m = g.find_move(1, 4)
    assert m.displaced == (4, 1)   # house 1 is empty once the mover left it
    apply(g, m)
    assert g.board[1] == SIDE_TWO and g.board[4] == SIDE_ONE


# ------------------------------------------------------------- bearing off

def test_b_no_bearing_off_until_all_in_last_row():
    """Bearing off: no counter leaves the board until all of the player's
    counters still on the board are in the last row (21-30)."""
    g = P({28: 0, 20: 0, 1: 1}, options=NOOCC)
    throw(g, 3)
    assert targets(g, 28) == []
    g = P({28: 0, 21: 0, 1: 1}, options=NOOCC)
    throw(g, 3)
    assert targets(g, 28) == [OFF]


def test_b_occupy_leave_only_by_landing_exactly_on_30():
    """Option Occupy 30th house (on by default): a counter leaves only by
    landing exactly on 30."""
    assert B.occupy_30
    g = P({26: 0, 22: 0, 1: 1})
    throw(g, 4)
    m = g.find_move(26, 30)
    assert m.kind == MoveKind.BEAR_OFF and m.final_house == OFF
    ev = apply(g, m)
    assert g.board[30] is None and g.borne_off[0] == 4
    assert types(ev)[:2] == ["counter-moved", "borne-off"]
    for v in (2, 3, 4, 6):   # past 30: never, whatever the throw
        h = P({29: 0, 1: 1})
        throw(h, v)
        assert all(m.to_house < 30 for m in h.legal_moves())


def test_b_occupy_counter_waits_on_30_then_leaves_automatically():
    """If the player's other counters are not all in the last row yet, the
    counter waits on 30 and leaves automatically as soon as they are
    (checked after every move, by either player)."""
    g = P({26: 0, 18: 0, 1: 1}, options=B1)
    throw(g, 4)
    m = g.find_move(26, 30)
    assert m.kind == MoveKind.WAIT_ON_30
    ev = apply(g, m)
    assert "waiting-on-30" in types(ev) and g.board[30] == SIDE_ONE
    throw(g, 2)           # Jackals 1 -> 3
    apply(g, (1, 3))
    assert g.board[30] == SIDE_ONE
    throw(g, 3)           # Hounds 18 -> 21: last row reached
    ev = apply(g, (18, 21))
    assert g.board[30] is None and g.borne_off[0] == 4
    bo = [e for e in ev if e.type == "borne-off"][0]
    assert bo.waited and bo.from_house == 30


def test_b_occupy_auto_leave_checked_after_opponent_move():
    """... (checked after every move, by either player)."""
    # Jackals' only move is backward 24->18 capturing the lone Hound, which
    # swaps forward to 24: now all Hounds are in the last row.
    board = {30: 0, 18: 0, 24: 1, 25: 0, 26: 0, 28: 0}
    g = P(board, side=SIDE_TWO, options=B1)
    throw(g, 6)
    ms = g.legal_moves()
    assert [(m.from_house, m.to_house) for m in ms] == [(24, 18)]
    ev = apply(g, ms[0])
    assert g.board[30] is None and g.borne_off[0] == 1
    assert any(e.type == "borne-off" and e.side == SIDE_ONE and e.waited for e in ev)


def test_b_occupy_off_leave_from_28_29_30_with_3_2_1():
    """Occupy off: a counter leaves from 28, 29 or 30 with the exact throw that
    takes it one house past 30 (3, 2 and 1 respectively). Otherwise no counter
    moves past 30."""
    for house, v in ((28, 3), (29, 2), (30, 1)):
        g = P({house: 0, 1: 1}, options=NOOCC)
        throw(g, v)
        assert targets(g, house) == [OFF]
    g = P({26: 0, 1: 1}, options=NOOCC)
    throw(g, 4)
    assert targets(g, 26) == [30] and g.find_move(26, 30).kind == MoveKind.ADVANCE
    g = P({29: 0, 1: 1}, options=NOOCC)
    throw(g, 3)
    assert targets(g, 29) == [26]  # forced backward; never past 30


# ------------------------------------------------------------- multiple rolls

@pytest.mark.parametrize("v,again", [(1, True), (2, False), (3, False), (4, True), (6, True)])
def test_b_multiple_rolls_1_4_6_throw_again(v, again):
    """Option Multiple rolls (on by default): after moving on a throw of 1, 4
    or 6 the same player throws again; after a 2 or 3 the turn passes."""
    g = P({5: 0, 20: 1}, options=B)
    throw(g, v)
    ev = apply(g, g.legal_moves()[0])
    assert g.current_side == (SIDE_ONE if again else SIDE_TWO)
    assert ev[-1].type == ("extra-throw" if again else "turn-passed")


def test_b_multiple_rolls_off_always_passes():
    """Multiple rolls off: one throw per turn."""
    for v in (1, 4, 6):
        g = P({5: 0, 20: 1}, options=B1)
        throw(g, v)
        apply(g, g.legal_moves()[0])
        assert g.current_side == SIDE_TWO


def test_b_decision_no_move_still_earns_extra_throw():
    """Decision: a throw that allows no move still earns the extra throw if it
    is 1, 4 or 6."""
    g = P({1: 0, 2: 0, 3: 0, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1}, options=B)
    throw(g, 4)   # 1->5,2->6,3->7 captures protected; backward impossible
    assert types(g.last_events) == ["thrown", "move-forfeited", "extra-throw"]
    assert g.current_side == SIDE_ONE and g.phase is Phase.THROW
    throw(g, 2)
    assert g.current_side == SIDE_ONE or types(g.last_events)[-1] == "turn-passed"
