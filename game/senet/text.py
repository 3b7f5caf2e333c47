"""Every word of Senet the player sees: option and rule set names, side names, event sentences, refusals.

The rules module speaks in codes (seats, sides, ``Reason``, event fields) so
that a translation or a rewording never touches a rule.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .rules import (OFF, OPTION_RULESET, RULESET_A, RULESET_B, BorneOff, Captured, ColoursAssigned,
                    CounterMoved, Event, ExtraThrow, ForcedBackward, GameWon, MoveForfeited, Options, Reason,
                    SentBack, Swapped, Thrown, TurnPassed, WaitingOn30)


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


def describe_event(event: Event, ruleset: str) -> str:
    """One sentence for the status line / screen reader."""
    n = lambda s: side_name(ruleset, s)  # noqa: E731
    who = lambda e: n(e.side) if e.side is not None else seat_label(e.seat)  # noqa: E731
    if isinstance(event, Thrown):
        t = event.throw
        if t.die_faces is not None:
            return f"{who(event)} rolls {', '.join(map(str, t.die_faces))}: {t.value}."
        n_up = t.marked_up
        return f"{who(event)} throws {t.value} ({n_up} marked side{'' if n_up == 1 else 's'} up)."
    if isinstance(event, ColoursAssigned):
        return (f"{seat_label(event.jackals_seat)} threw a 1 and plays the Jackals; "
                f"{seat_label(event.hounds_seat)} plays the Hounds.")
    if isinstance(event, CounterMoved):
        dest = "off the board" if event.to_house == OFF else f"to house {event.to_house}"
        return f"{n(event.side)} moves from house {event.from_house} {dest}."
    if isinstance(event, Swapped):
        return (f"{n(event.by_side)} swaps with {n(event.side)}, who goes back "
                f"from house {event.from_house} to house {event.to_house}.")
    if isinstance(event, Captured):
        how = "is sent back" if event.harsh else "swaps back"
        return (f"{n(event.by_side)} captures {n(event.side)} on house "
                f"{event.from_house}; it {how} to house {event.to_house}.")
    if isinstance(event, SentBack):
        what = "the House of Water" if event.reason == "water" else "the cursed house"
        return f"{n(event.side)} falls into {what} and goes back to house {event.to_house}."
    if isinstance(event, BorneOff):
        extra = " after waiting on house 30" if event.waited else ""
        return f"{n(event.side)} bears a counter off{extra}."
    if isinstance(event, WaitingOn30):
        return f"{n(event.side)} waits on house 30 until the rest reach the last row."
    if isinstance(event, ForcedBackward):
        return f"{n(event.side)} cannot advance and must move backwards {event.value}."
    if isinstance(event, ExtraThrow):
        return f"{who(event)} threw a {event.value} and throws again."
    if isinstance(event, MoveForfeited):
        why = _FORFEIT_B if (event.reason == Reason.NO_MOVE and ruleset == RULESET_B) else reason_text(event.reason)
        return f"{who(event)} cannot move with a {event.value}: {why}."
    if isinstance(event, TurnPassed):
        return f"{who(event)} to throw."
    if isinstance(event, GameWon):
        return f"{n(event.side)} wins!"
    return event.type
