"""Every word of Senet the player sees: option and rule set names, side names, event sentences, refusals,
and the board screen's words (hints, the turn box, move previews, the special-house legend, the result).

The rules module speaks in codes (seats, sides, ``Reason``, event fields) so
that a translation or a rewording never touches a rule.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .rules import (OFF, OPTION_RULESET, RULESET_A, RULESET_B, BorneOff, Captured, ColoursAssigned,
                    CounterMoved, Event, ExtraThrow, ForcedBackward, GameWon, MoveForfeited, MoveKind, Options,
                    Reason, SentBack, Swapped, Thrown, TurnPassed, WaitingOn30)


@dataclass(frozen=True)
class OptionInfo:
    key: str
    ruleset: str
    display_name: str
    explanation: str
    default: bool


_DEFAULT = Options()


def _info(key: str, name: str, explanation: str) -> OptionInfo:
    return OptionInfo(key, OPTION_RULESET[key], name, explanation, getattr(_DEFAULT, key))


OPTION_INFO: dict[str, OptionInfo] = {
    "exact_throws": _info("exact_throws", "Exact throws",
                          "A counter must move exactly the number thrown; no stopping short."),
    "special_houses": _info("special_houses", "Special houses",
                            "Houses 15 (Life), 26 (Happiness: must stop there), 27 (Water: back "
                            "to 15) and 30 (Horus: safe) have their powers."),
    "traps": _info("traps", "Traps",
                   "A counter on house 26, 28, 29 or 30 can only leave the board with "
                   "its exact throw; it cannot move on within the row."),
    "use_die": _info("use_die", "Use a die",
                     "Throw a six-sided die instead of the sticks: 1 to 5, a 6 is thrown again."),
    "multiple_rolls": _info("multiple_rolls", "Multiple rolls", "A throw of 1, 4 or 6 earns another throw."),
    "occupy_30": _info("occupy_30", "Occupy 30th house",
                       "Counters leave only by landing exactly on house 30, waiting there "
                       "until the rest of their side reaches the last row."),
    "harsh_captures": _info("harsh_captures", "Harsh captures",
                            "A captured counter goes back to house 1 instead of swapping places "
                            "with its captor."),
}

RULESET_INFO: dict[str, OptionInfo] = {
    RULESET_A: OptionInfo("A", RULESET_A, "Kendall/Bell",
                          "Move up to the throw, swap with lone opponents, special houses near the end.", True),
    RULESET_B: OptionInfo("B", RULESET_B, "Hounds and Jackals",
                          "Throw a 1 to become the Jackals; capture, blockade and race off the board.", True),
}

PRESET_NAMES = {
    "kendall_bell": "Kendall/Bell",
    "kendall_bell_die": "Kendall/Bell with a die",
    "kendall_bell_challenge": "Kendall/Bell challenge (exact throws, traps)",
    "hounds_and_jackals": "Hounds and Jackals",
    "hounds_and_jackals_harsh": "Hounds and Jackals, harsh (one throw a turn, harsh captures, classic exit)",
}

REASONS = {
    Reason.NOT_AN_ACTION: "That is not a throw or a move.",
    Reason.THROW_EXPECTED: "Throw the sticks first.",
    Reason.MOVE_EXPECTED: "The sticks are thrown: choose a counter to move first.",
    Reason.GAME_OVER: "The game is over.",
    Reason.IMPOSSIBLE_THROW: "That throw is impossible with these sticks.",
    Reason.ILLEGAL_MOVE: "That counter cannot move there.",
    Reason.NO_MOVE: "no legal move",
    Reason.OPENING_NEEDS_ONE: "the opening needs a 1",
}

_FORFEIT_B = "no counter can move forwards or backwards"


def side_name(ruleset: str, side: Optional[int]) -> str:
    """Rule set A: Black/White; rule set B: Hounds/Jackals (the seed's names)."""
    if side is None:
        return "?"
    if ruleset == RULESET_B:
        return ("Hounds", "Jackals")[side]
    return ("Black", "White")[side]


def _plural(ruleset: str, side: Optional[int]) -> bool:
    """Rule set B's sides are plural nouns (the Hounds win); rule set A's and the seats are singular."""
    return ruleset == RULESET_B and side is not None


def subject(ruleset: str, side: Optional[int], seat: Optional[int] = None, start: bool = True) -> str:
    """A side as a sentence's subject: 'Black', 'The Hounds' ('the Hounds' when not ``start``);
    'Seat 1' while the sides are not assigned."""
    if side is None and seat is not None:
        return seat_label(seat)
    if _plural(ruleset, side):
        return f"{'The' if start else 'the'} {side_name(ruleset, side)}"
    return side_name(ruleset, side)


def agree(ruleset: str, side: Optional[int], singular: str, plural: str) -> str:
    """The verb form that agrees with the side's name: 'moves' for Black, 'move' for the Hounds."""
    return plural if _plural(ruleset, side) else singular


def possessive(ruleset: str, side: Optional[int], start: bool = False) -> str:
    """Whose: "Black's", "the Hounds'" ("The Hounds'" at the ``start`` of a sentence)."""
    return f"{subject(ruleset, side, start=start)}'" + ("" if _plural(ruleset, side) else "s")


def counter_of(ruleset: str, side: Optional[int], start: bool = False) -> str:
    """One counter of a side: 'a Hound', 'a Black counter' ('A Hound' at the ``start`` of a sentence)."""
    one = side_name(ruleset, side)[:-1] if _plural(ruleset, side) else f"{side_name(ruleset, side)} counter"
    return f"{'A' if start else 'a'} {one}"


def side_colour(side: Optional[int]) -> Optional[str]:
    """Counter colour: side 0 black, side 1 white (both rule sets)."""
    if side is None:
        return None
    return ("black", "white")[side]


def seat_label(seat: int) -> str:
    return f"Seat {seat + 1}"


def describe_options(options: Options) -> str:
    name = RULESET_INFO[options.ruleset].display_name
    on = [OPTION_INFO[k].display_name for k in options.option_keys() if getattr(options, k)]
    return f"{name} ({', '.join(on) if on else 'no options'})"


def reason_text(reason) -> str:
    return REASONS.get(reason, str(reason))


def stepped_back(step: str) -> str:
    """The viewer stepped back over one step of a record (nothing is taken back: the record stays)."""
    return f"Back one step, to before: {step}" if step else "Back one step."


def die_roll(faces) -> str:
    """The die's faces in words, after the thrower's name: "rolls a 5"; a 6 is rolled again:
    "rolls a 6, rolls again and gets a 2" ("a 6 twice", "a 6 3 times")."""
    *sixes, last = faces
    if not sixes:
        return f"rolls a {last}"
    times = "" if len(sixes) == 1 else " twice" if len(sixes) == 2 else f" {len(sixes)} times"
    return f"rolls a 6{times}, rolls again and gets a {last}"


def describe_event(event: Event, ruleset: str) -> str:
    """One sentence for the status line / screen reader; verbs agree with rule set B's plural side names."""
    n = lambda s: side_name(ruleset, s)  # noqa: E731
    who = lambda e: subject(ruleset, e.side, e.seat)  # noqa: E731
    v = lambda s, one, many: agree(ruleset, s, one, many)  # noqa: E731
    if isinstance(event, Thrown):
        t = event.throw
        if t.die_faces is not None:  # the die is a rule set A option: Black and White are singular
            return f"{who(event)} {die_roll(t.die_faces)}."
        n_up = t.marked_up
        return (f"{who(event)} {v(event.side, 'throws', 'throw')} {t.value} "
                f"({n_up} marked side{'' if n_up == 1 else 's'} up).")
    if isinstance(event, ColoursAssigned):
        return (f"{seat_label(event.jackals_seat)} threw a 1 and plays the Jackals; "
                f"{seat_label(event.hounds_seat)} plays the Hounds.")
    if isinstance(event, CounterMoved):
        dest = "off the board" if event.to_house == OFF else f"to house {event.to_house}"
        return f"{subject(ruleset, event.side)} {v(event.side, 'moves', 'move')} from house {event.from_house} {dest}."
    if isinstance(event, Swapped):
        return (f"{n(event.by_side)} swaps with {n(event.side)}, who goes back "
                f"from house {event.from_house} to house {event.to_house}.")
    if isinstance(event, Captured):
        how = "is sent back" if event.harsh else "swaps back"
        return (f"{subject(ruleset, event.by_side)} {v(event.by_side, 'captures', 'capture')} "
                f"{counter_of(ruleset, event.side)} on house {event.from_house}; it {how} to house {event.to_house}.")
    if isinstance(event, SentBack):
        what = "the House of Water" if event.reason == "water" else "the cursed house"
        return f"{counter_of(ruleset, event.side, start=True)} falls into {what} and goes back to house {event.to_house}."
    if isinstance(event, BorneOff):
        extra = " after waiting on house 30" if event.waited else ""
        return f"{subject(ruleset, event.side)} {v(event.side, 'bears', 'bear')} a counter off{extra}."
    if isinstance(event, WaitingOn30):
        return f"{counter_of(ruleset, event.side, start=True)} waits on house 30 until the rest reach the last row."
    if isinstance(event, ForcedBackward):
        return f"{subject(ruleset, event.side)} cannot advance and must move backwards {event.value}."
    if isinstance(event, ExtraThrow):
        return f"{who(event)} threw a {event.value} and {v(event.side, 'throws', 'throw')} again."
    if isinstance(event, MoveForfeited):
        why = _FORFEIT_B if (event.reason == Reason.NO_MOVE and ruleset == RULESET_B) else reason_text(event.reason)
        return f"{who(event)} cannot move with a {event.value}: {why}."
    if isinstance(event, TurnPassed):
        return f"{who(event)} to throw."
    if isinstance(event, GameWon):
        return f"{subject(ruleset, event.side)} {v(event.side, 'wins', 'win')}!"
    return event.type


# --------------------------------------------------------------------------------------
# The new-game setup
# --------------------------------------------------------------------------------------
RULESET_ROW = "Rule set"
ON_OFF = [(True, "On"), (False, "Off")]


def seat_rows(ruleset: str) -> tuple[str, str]:
    """The setup's two seat rows (in rule set B the seats get their colours in the opening)."""
    if ruleset == RULESET_A:
        return ("Seat 1 (Black, moves first)", "Seat 2 (White)")
    return ("Seat 1 (throws first)", "Seat 2")


# --------------------------------------------------------------------------------------
# The board screen: legend, hints, the turn box, previews, the result
# --------------------------------------------------------------------------------------
SYMBOL_NAMES = {15: "Life", 26: "Happiness", 27: "Water", 28: "Three Truths", 29: "Two", 30: "Horus"}


def house_notes(options: Options) -> list[tuple[int, str]]:
    """One short line per meaningful special house, for the legend."""
    if options.ruleset == RULESET_A:
        if options.special_houses:
            # 15, 26, 28 and 29 are safe from swaps in rule set A whatever the options, as the lesson says
            return [(15, "Life: safe; restart after water"), (26, "Happiness: safe; stop here, exact"),
                    (27, "Water: back to 15"), (28, "safe, leave with 3"), (29, "safe, leave with 2"),
                    (30, "Horus: safe, leave with 1")]
        return [(15, "safe"), (26, "safe, leave with 5"), (28, "safe, leave with 3"),
                (29, "safe, leave with 2"), (30, "leave with 1")]
    notes = [(26, "safe"), (27, "cursed: back to 1"), (28, "safe"), (29, "safe")]
    notes.append((30, "safe; bear off here") if options.occupy_30 else (30, "safe, leave with 1"))
    return notes


def house_notes_short(options: Options) -> str:
    """The special houses in a sentence or two, for a panel with no room for the list (at 150% text the
    list was left out whole, and with it which houses are safe)."""
    notes = house_notes(options)
    safe = [str(h) for h, note in notes if "safe" in note]
    rest = [f"{h} {note.split(': ', 1)[-1]}" for h, note in notes if "safe" not in note]
    return " · ".join(([f"Safe: {', '.join(safe)}"] if safe else []) + rest)


# Keyed by the input device last used ("mouse", "keyboard", "pad").
HINTS = {
    "mouse": "Click the sticks to throw, a lit counter, then its new house. Right-click: cancel.",
    "keyboard": "Space: throw / pick / move. Arrows: counter, then destination. Esc: cancel. Ctrl+Z: undo.",
    "pad": "A: throw / pick / move. D-pad: counter, then destination. B: cancel. Y: undo.",
}
THROW_PROMPT = {"mouse": "Click the sticks to throw", "keyboard": "Press Space to throw", "pad": "Press A to throw"}


def destinations_tip(device: str, n: int) -> str:
    if device == "mouse":
        return "Click a green-ringed house to choose another destination."
    return f"{n} destinations: left / right to choose."


THROW_BUTTON = "Throw"
TITLE = "Senet"
NO_OPTIONS = "no options"
YOUR_MOVE = "Your move"
EXTRA_THROW_BADGE = "Extra throw!"
THROWING = "throwing…"
SPECIAL_HOUSES = "Special houses"
EARLIER_TURNS = "Earlier turns, newest first"
MAT_LABEL = "Throw"
LAST_THROW = "last throw"
NOTHING_TO_UNDO = "Nothing to take back."
NOTHING_TO_REDO = "Nothing to redo."
THROW_FIRST = "Throw the sticks first: click them."
REVIEWING = "Reviewing the final board. Esc or Result shows the result again."
REFUSALS = {"not_your_turn": "It is not your turn.", "game_over": REASONS[Reason.GAME_OVER]}


def refusal(reason) -> str:
    """A refusal from the rules (``Reason``) or from the shared turn loop (a short code)."""
    return REFUSALS.get(reason) if isinstance(reason, str) and reason in REFUSALS else reason_text(reason)


def cannot_move(house: int, value: int) -> str:
    return f"The counter on house {house} cannot move with a {value}."


def options_line(options: Options) -> str:
    on = [OPTION_INFO[k].display_name for k in options.option_keys() if getattr(options, k)]
    return ", ".join(on) if on else NO_OPTIONS


def seat_side_label(ruleset: str, seat: int, side: Optional[int]) -> str:
    """'Seat 1 · Black' (or 'Seat 1' while the colours are not assigned)."""
    return seat_label(seat) if side is None else f"{seat_label(seat)} · {side_name(ruleset, side)}"


def tray_label(ruleset: str, side: int, seat: Optional[int], short: bool = False) -> str:
    if seat is None:
        return side_name(ruleset, side)
    return f"{side_name(ruleset, side)} · {seat + 1}" if short else f"{side_name(ruleset, side)} · seat {seat + 1}"


def off_count(n: int) -> str:
    return f"{n} / 5 off"


def throw_caption(throw, stale: bool = False) -> str:
    """Under the throw's value on the mat."""
    if stale:
        return LAST_THROW
    if throw.die_faces is not None:
        return "rolled " + ", ".join(map(str, throw.die_faces)) if len(throw.die_faces) > 1 else "on the die"
    n = throw.marked_up
    return "no marked side up" if n == 0 else f"{n} marked up"


def status_lines(state) -> tuple[str, str]:
    """The turn box: who is to act and what they are to do (or who won)."""
    rs = state.ruleset
    if state.is_over:
        return (f"{side_name(rs, state.winner)} {agree(rs, state.winner, 'wins', 'win')}",
                f"Seat {state.outcome().winner + 1} bore off all five counters")
    seat = state.current_seat
    if state.in_opening:
        return (seat_side_label(rs, seat, None), "to throw for a 1: the first 1 plays the Jackals")
    if state.throw_in_hand:
        n = len(state.legal_moves())
        second = f"to move {state.last_throw.value}: " + ("one move" if n == 1 else f"{n} moves to choose from")
    elif state.last_events and isinstance(state.last_events[-1], ExtraThrow):
        second = "throws again"
    else:
        second = "to throw"
    return (seat_side_label(rs, seat, state.current_side), second)


def turn_banner(ruleset: str, seat: int, side: Optional[int]) -> str:
    if side is None:
        return f"Seat {seat + 1}: throw for a 1"
    return f"{possessive(ruleset, side, start=True)} turn · seat {seat + 1}"


def move_words(move, ruleset: str, side: Optional[int]) -> str:
    """A move in words (display of the Move's own fields)."""
    opp = side_name(ruleset, 1 - side) if side is not None else "the other side"
    if move.to_house == OFF or move.final_house == OFF:
        where = "bears off" if move.to_house == OFF else "lands on 30 and bears off"
        text = f"House {move.from_house}: {where}"
    elif move.kind == MoveKind.TO_WATER:
        text = f"House {move.from_house} to 27, falls back to {move.final_house}"
    elif move.kind == MoveKind.WAIT_ON_30:
        text = f"House {move.from_house} to 30, waits there"
    else:
        text = f"House {move.from_house} to {move.to_house}"
    if move.displaced_from is not None:
        verb = "swaps with" if ruleset == RULESET_A else "captures"
        text += f"; {verb} {opp} (to {move.displaced_to})"
    if move.backward:
        text += " (backwards)"
    return text


def took_back(ruleset: str, side: Optional[int], from_house: int, to_house: int, value: int) -> list[str]:
    dest = "off the board" if to_house == OFF else f"to house {to_house}"
    return [f"Took back {possessive(ruleset, side)} move from house {from_house} {dest}.",
            f"The throw of {value} stands: choose again."]


def result_text(ruleset: str, outcome, borne_off, seat_of_side, throws, moves, hits,
                opening: int) -> tuple[str, list[str], list[list[str]]]:
    """(title, lines, table rows) of the game-over panel; counts are by side."""
    winner = 0 if borne_off[0] == 5 else 1
    loser = 1 - winner
    name = lambda s: side_name(ruleset, s)  # noqa: E731
    title = f"{name(winner)} {agree(ruleset, winner, 'wins', 'win')}!"
    lines = [f"Seat {outcome.winner + 1} ({name(winner)}) bore off all five counters; "
             f"seat {seat_of_side[loser] + 1} ({name(loser)}) bore off {borne_off[loser]}."]
    if opening:
        lines.append(f"Plus {opening} throws in the opening.")
    hit_name = "Swaps made" if ruleset == RULESET_A else "Captures made"
    # the sentence above says each side's seat: the columns take just the names, and keep the panel's text
    # size beside the board (with "Black (seat 1)" over them the table was shrunk to fit there)
    rows = [["", name(0), name(1)],
            ["Borne off", str(borne_off[0]), str(borne_off[1])],
            ["Throws", str(throws[0]), str(throws[1])],
            ["Moves", str(moves[0]), str(moves[1])],
            [hit_name, str(hits[0]), str(hits[1])]]
    return title, lines, rows


def hint(from_house: int, to_house: int, off: bool) -> str:
    where = "off the board" if off else f"to house {to_house}"
    return f"Hint: move the counter on house {from_house} {where} (marked)."
