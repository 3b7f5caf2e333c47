"""Senet rules engine: pure Python, no pygame, deterministic.

Implements the two rule sets of ``/work/shared/rules/senet.md``:

* rule set ``'A'`` -- "Kendall/Bell" (options ``exact_throws``,
  ``special_houses``, ``traps``, ``use_die``);
* rule set ``'B'`` -- "Hounds and Jackals" (options ``multiple_rolls``,
  ``occupy_30``, ``harsh_captures``).

Public API (what the UI / AI / records call)
--------------------------------------------
``SenetOptions``
    Frozen settings object.  Presets: ``SenetOptions.kendall_bell()``,
    ``SenetOptions.hounds_and_jackals()``, ``SenetOptions.preset(name)``
    (names in ``PRESETS``).  Builders return new objects:
    ``with_ruleset('B')``, ``with_exact_throws(True)``,
    ``with_special_houses(...)``, ``with_traps(...)``, ``with_use_die(...)``,
    ``with_multiple_rolls(...)``, ``with_occupy_30(...)``,
    ``with_harsh_captures(...)``, ``with_option(key, value)``.
    ``option_keys()`` lists the options that apply to its rule set;
    ``OPTION_INFO[key]`` gives ``display_name`` and ``explanation`` for the
    setup screen; ``RULESET_INFO[ruleset]`` the same for a rule set.

``SenetGame(options=None, seed=None)``
    ``phase``            -- ``Phase.THROW`` (waiting for a throw),
                            ``Phase.MOVE`` (waiting for a move),
                            ``Phase.OVER``.
    ``current_seat``     -- seat (0 or 1) whose turn it is; also ``current``.
    ``current_side``     -- side (colour) to play, ``None`` during rule set
                            B's opening (colours not assigned yet).
    ``in_opening``       -- True during rule set B's throw-for-a-1 phase.
    ``side_of_seat(seat)`` / ``seat_of_side(side)`` (``None`` while unknown).
    ``turn_info()``      -- ``TurnInfo(seat, side, side_name, colour, phase)``.
    ``board``            -- tuple of 31 entries indexed by house number
                            (``board[0]`` is unused, always ``None``); each
                            entry is the owning side (0/1) or ``None``.
                            ``houses()`` yields ``(house, owner)`` for 1..30.
    ``counters(side)``   -- sorted houses of that side's counters.
    ``borne_off``        -- tuple ``(side0_count, side1_count)``.
    ``last_throw``       -- the latest ``Throw`` (or ``None``).
    ``last_events``      -- events produced by the latest throw()/apply().
    ``winner``           -- winning side or ``None``; ``winner_seat``.
    ``history``          -- list of ``HistoryEntry`` (every throw and move).
    ``throw(forced=None) -> Throw``  -- ``forced`` may be a value (int), a
        tuple of four bools (sticks, marked side up), a tuple of die faces
        (die option: earlier faces must be 6) or a ``Throw``.  If the throw
        allows no move the turn is forfeited automatically (see events).
    ``legal_moves() -> list[Move]``  -- deterministic, complete, sorted by
        (from_house, to_house).
    ``legal_moves_for(value, side=None)`` -- the moves a hypothetical throw
        would allow (for AIs); ``find_move(from_house, to_house)``.
    ``apply(move) -> list[Event]``   -- ``move`` is a ``Move`` or a
        ``(from_house, to_house)`` pair.
    ``throw_outcomes() -> list[(value, probability)]`` -- chance node.
    ``copy()``, ``position()`` (hashable snapshot), ``describe(event)``.
    ``undo(n=1)`` takes back actions (generator restored: no re-rolls);
    ``undo_move()`` takes back the last move.
    ``moves_from(house)``, ``movable_houses()`` for highlighting.
    ``SenetGame.from_position(options, {house: side}, current_side, ...)``
        sets up any position (tests, puzzles).

Events (frozen dataclasses; ``.type`` string, ``.to_dict()``;
``describe_event(event, ruleset)`` / ``game.describe(event)`` give a sentence):
    ``Thrown(seat, side, throw)``            first event of every throw
    ``ColoursAssigned(jackals_seat, hounds_seat)``   B opening ends
    ``CounterMoved(side, from_house, to_house, path, kind)``  the mover;
        ``path`` = houses entered in order (``OFF`` last when leaving)
    ``Swapped(side, from_house, to_house, by_side)``  A: displaced counter
    ``Captured(side, from_house, to_house, by_side, harsh)``  B
    ``SentBack(side, from_house=27, to_house, reason 'water'|'curse')``
    ``BorneOff(side, from_house, waited)``   waited: auto-leave from 30 (B)
    ``WaitingOn30(side)``                    B, Occupy 30th house
    ``ForcedBackward(side, value)``          B: before a backward move
    ``MoveForfeited(seat, side, value, reason)``  throw allowed no move
    ``ExtraThrow(seat, side, value)``        B, Multiple rolls
    ``TurnPassed(seat, side)``               the new player to throw
    ``GameWon(side, seat)``
Order after a move: [ForcedBackward] CounterMoved [Swapped|Captured]
[SentBack|BorneOff|WaitingOn30] [BorneOff(waited) ...] then GameWon or
ExtraThrow or TurnPassed.  After a throw: Thrown, then ColoursAssigned (B
opening 1) or MoveForfeited + ExtraThrow/TurnPassed when nothing can move.

Helpers: ``house_cell(house) -> (row, col)``, ``side_name(ruleset, side)``,
``side_colour(side)``, ``describe_event(event, ruleset)``.

Sides: side 0 always starts on houses 1,3,5,7,9 and side 1 on 2,4,6,8,10.
Rule set A: side 0 is player one ("Black", moves first), side 1 "White";
seat 0 plays side 0.  Rule set B: side 0 = Hounds (black), side 1 = Jackals
(white); seat 0 throws first in the opening and whichever seat throws the
first 1 becomes the Jackals.

Houses are 1..30; ``OFF`` (31) is the to-house of a move that bears a counter
straight off the board.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import ClassVar, Iterator, Optional, Sequence, Union

__all__ = [
    "OFF", "RULESET_A", "RULESET_B", "HOUNDS", "JACKALS", "SIDE_ONE",
    "SIDE_TWO", "Phase", "MoveKind", "OptionInfo", "OPTION_INFO",
    "RULESET_INFO", "PRESETS", "SenetOptions", "Throw", "Move", "Event",
    "Thrown", "ColoursAssigned", "CounterMoved", "Swapped", "Captured",
    "SentBack", "BorneOff", "WaitingOn30", "ForcedBackward", "ExtraThrow",
    "MoveForfeited", "TurnPassed", "GameWon", "HistoryEntry", "TurnInfo",
    "SenetGame", "SenetError", "IllegalMoveError", "PhaseError",
    "side_name", "side_colour", "describe_event", "house_cell",
]

OFF = 31
HOUSES = 30
RULESET_A = "A"
RULESET_B = "B"
SIDE_ONE = 0  # houses 1,3,5,7,9
SIDE_TWO = 1  # houses 2,4,6,8,10
HOUNDS = 0
JACKALS = 1

_LEAVE_A = (26, 28, 29, 30)        # houses a counter may leave from (A)
_SAFE_A_BASE = (15, 26, 28, 29)    # never swappable (A)
_PROTECTED_B = (26, 28, 29, 30)    # never capturable (B)
_LEAVE_B_NO_OCCUPY = (28, 29, 30)
_EXTRA_THROW_VALUES = (1, 4, 6)


class SenetError(Exception):
    """Base class of engine errors."""


class IllegalMoveError(SenetError, ValueError):
    """The move is not among the legal moves."""


class PhaseError(SenetError, RuntimeError):
    """throw()/apply() called in the wrong phase."""


class Phase(str, Enum):
    THROW = "throw"   # waiting for a throw (chance node)
    MOVE = "move"     # waiting for the player to pick a legal move
    OVER = "over"     # game over


class MoveKind:
    ADVANCE = "advance"        # full throw forward onto an empty house
    STOP_SHORT = "stop-short"  # A: fewer houses than the throw
    SWAP = "swap"              # A: exchange with an opponent counter
    CAPTURE = "capture"        # B: land on an opponent counter
    BEAR_OFF = "bear-off"      # counter leaves the board
    WAIT_ON_30 = "wait-on-30"  # B occupy: lands on 30 and waits there
    TO_WATER = "to-water"      # lands on 27 and is sent back
    BACKWARD = "backward"      # B: forced backward move
    OPENING = "opening"        # B: the Jackals' opening 10 -> 11


# ---------------------------------------------------------------- options

@dataclass(frozen=True)
class OptionInfo:
    key: str
    ruleset: str
    display_name: str
    explanation: str
    default: bool


OPTION_INFO: dict[str, OptionInfo] = {
    "exact_throws": OptionInfo(
        "exact_throws", RULESET_A, "Exact throws",
        "A counter must move exactly the number thrown; no stopping short.",
        False),
    "special_houses": OptionInfo(
        "special_houses", RULESET_A, "Special houses",
        "Houses 15 (Life), 26 (Happiness: must stop there), 27 (Water: back "
        "to 15) and 30 (Horus: safe) have their powers.",
        True),
    "traps": OptionInfo(
        "traps", RULESET_A, "Traps",
        "A counter on house 26, 28, 29 or 30 can only leave the board with "
        "its exact throw; it cannot move on within the row.",
        False),
    "use_die": OptionInfo(
        "use_die", RULESET_A, "Use a die",
        "Throw a six-sided die instead of the sticks: 1 to 5, a 6 is thrown "
        "again.",
        False),
    "multiple_rolls": OptionInfo(
        "multiple_rolls", RULESET_B, "Multiple rolls",
        "A throw of 1, 4 or 6 earns another throw.",
        True),
    "occupy_30": OptionInfo(
        "occupy_30", RULESET_B, "Occupy 30th house",
        "Counters leave only by landing exactly on house 30, waiting there "
        "until the rest of their side reaches the last row.",
        True),
    "harsh_captures": OptionInfo(
        "harsh_captures", RULESET_B, "Harsh captures",
        "A captured counter goes back to house 1 instead of swapping places "
        "with its captor.",
        False),
}

RULESET_INFO: dict[str, OptionInfo] = {
    RULESET_A: OptionInfo(
        "A", RULESET_A, "Kendall/Bell",
        "Move up to the throw, swap with lone opponents, special houses near "
        "the end.", True),
    RULESET_B: OptionInfo(
        "B", RULESET_B, "Hounds and Jackals",
        "Throw a 1 to become the Jackals; capture, blockade and race off the "
        "board.", True),
}

_A_KEYS = ("exact_throws", "special_houses", "traps", "use_die")
_B_KEYS = ("multiple_rolls", "occupy_30", "harsh_captures")


@dataclass(frozen=True)
class SenetOptions:
    """Immutable rule settings.  Options of the other rule set must stay at
    their defaults (they are ignored); ``with_ruleset`` resets them."""

    ruleset: str = RULESET_A
    exact_throws: bool = False
    special_houses: bool = True
    traps: bool = False
    use_die: bool = False
    multiple_rolls: bool = True
    occupy_30: bool = True
    harsh_captures: bool = False

    def __post_init__(self) -> None:
        if self.ruleset not in (RULESET_A, RULESET_B):
            raise ValueError(f"unknown rule set {self.ruleset!r}")
        for key in _A_KEYS + _B_KEYS:
            val = getattr(self, key)
            if not isinstance(val, bool):
                raise ValueError(f"option {key} must be a bool, got {val!r}")
            if OPTION_INFO[key].ruleset != self.ruleset and val != OPTION_INFO[key].default:
                raise ValueError(
                    f"option {key} belongs to rule set {OPTION_INFO[key].ruleset}")

    # presets ----------------------------------------------------------
    @classmethod
    def kendall_bell(cls) -> "SenetOptions":
        return cls(ruleset=RULESET_A)

    @classmethod
    def hounds_and_jackals(cls) -> "SenetOptions":
        return cls(ruleset=RULESET_B)

    @classmethod
    def preset(cls, name: str) -> "SenetOptions":
        try:
            return PRESETS[name]
        except KeyError:
            raise ValueError(f"unknown preset {name!r}") from None

    # builders ---------------------------------------------------------
    def with_ruleset(self, ruleset: str) -> "SenetOptions":
        if ruleset == self.ruleset:
            return self
        return SenetOptions(ruleset=ruleset)

    def with_option(self, key: str, value: bool) -> "SenetOptions":
        if key not in OPTION_INFO:
            raise ValueError(f"unknown option {key!r}")
        return replace(self, **{key: value})

    def with_exact_throws(self, value: bool = True) -> "SenetOptions":
        return self.with_option("exact_throws", value)

    def with_special_houses(self, value: bool = True) -> "SenetOptions":
        return self.with_option("special_houses", value)

    def with_traps(self, value: bool = True) -> "SenetOptions":
        return self.with_option("traps", value)

    def with_use_die(self, value: bool = True) -> "SenetOptions":
        return self.with_option("use_die", value)

    def with_multiple_rolls(self, value: bool = True) -> "SenetOptions":
        return self.with_option("multiple_rolls", value)

    def with_occupy_30(self, value: bool = True) -> "SenetOptions":
        return self.with_option("occupy_30", value)

    def with_harsh_captures(self, value: bool = True) -> "SenetOptions":
        return self.with_option("harsh_captures", value)

    # introspection ------------------------------------------------------
    def option_keys(self) -> tuple[str, ...]:
        return _A_KEYS if self.ruleset == RULESET_A else _B_KEYS

    def to_dict(self) -> dict:
        """``{"ruleset": ..., "options": {key: bool}}`` (own options only)."""
        return {"ruleset": self.ruleset,
                "options": {k: getattr(self, k) for k in self.option_keys()}}

    @classmethod
    def from_dict(cls, ruleset: str, options: dict) -> "SenetOptions":
        if ruleset not in (RULESET_A, RULESET_B):
            raise ValueError(f"unknown rule set {ruleset!r}")
        keys = _A_KEYS if ruleset == RULESET_A else _B_KEYS
        for k in options:
            if k not in keys:
                raise ValueError(f"option {k!r} is not an option of rule set {ruleset}")
        return cls(ruleset=ruleset, **dict(options))

    @staticmethod
    def all_combinations(ruleset: str) -> list["SenetOptions"]:
        keys = _A_KEYS if ruleset == RULESET_A else _B_KEYS
        out = []
        for mask in range(1 << len(keys)):
            out.append(SenetOptions(ruleset=ruleset, **{
                k: bool(mask >> i & 1) for i, k in enumerate(keys)}))
        return out

    @property
    def zero_value(self) -> int:
        """Value of a throw with no marked side up."""
        return 5 if self.ruleset == RULESET_A else 6

    @property
    def throw_values(self) -> tuple[int, ...]:
        return (1, 2, 3, 4, self.zero_value)

    def describe(self) -> str:
        name = RULESET_INFO[self.ruleset].display_name
        on = [OPTION_INFO[k].display_name for k in self.option_keys() if getattr(self, k)]
        return f"{name} ({', '.join(on) if on else 'no options'})"


PRESETS: dict[str, SenetOptions] = {
    "kendall-bell": SenetOptions(ruleset=RULESET_A),
    "kendall-bell-basic": SenetOptions(ruleset=RULESET_A, special_houses=False),
    "kendall-bell-challenge": SenetOptions(ruleset=RULESET_A, exact_throws=True, traps=True),
    "hounds-and-jackals": SenetOptions(ruleset=RULESET_B),
    "hounds-and-jackals-harsh": SenetOptions(ruleset=RULESET_B, harsh_captures=True),
    "hounds-and-jackals-classic-exit": SenetOptions(ruleset=RULESET_B, occupy_30=False),
}


def side_name(ruleset: str, side: Optional[int]) -> str:
    """Display name of a side: A -> Black/White, B -> Hounds/Jackals."""
    if side is None:
        return "?"
    if ruleset == RULESET_B:
        return ("Hounds", "Jackals")[side]
    return ("Black", "White")[side]


def house_cell(house: int) -> tuple[int, int]:
    """(row, column) of a house on the 3x10 board, rows top to bottom,
    columns left to right, numbered along a backwards S: 1-10 left to right,
    11-20 right to left, 21-30 left to right."""
    if not 1 <= house <= HOUSES:
        raise ValueError(f"no house {house}")
    row, i = divmod(house - 1, 10)
    return (row, 9 - i if row == 1 else i)


def side_colour(side: Optional[int]) -> Optional[str]:
    """Counter colour: side 0 black, side 1 white (both rule sets)."""
    if side is None:
        return None
    return ("black", "white")[side]


# ----------------------------------------------------------------- throws

@dataclass(frozen=True)
class Throw:
    """One throw.  ``sticks``: four bools (marked side up) or ``None`` when a
    die was used; ``die_faces``: every face rolled, re-thrown 6s included, or
    ``None`` for sticks; ``value``: the number of houses."""

    value: int
    sticks: Optional[tuple[bool, bool, bool, bool]] = None
    die_faces: Optional[tuple[int, ...]] = None
    forced: bool = False

    @property
    def marked_up(self) -> Optional[int]:
        return None if self.sticks is None else sum(self.sticks)

    def to_dict(self) -> dict:
        d = {"value": self.value,
             "sticks": list(self.sticks) if self.sticks is not None else None,
             "die_faces": list(self.die_faces) if self.die_faces is not None else None}
        if self.forced:
            d["forced"] = True
        return d


def _sticks_value(sticks: Sequence[bool], zero: int) -> int:
    n = sum(1 for s in sticks if s)
    return n if n else zero


def _canonical_sticks(value: int, zero: int) -> tuple[bool, bool, bool, bool]:
    n = 0 if value == zero else value
    return tuple(i < n for i in range(4))  # type: ignore[return-value]


# ------------------------------------------------------------------ moves

@dataclass(frozen=True)
class Move:
    """A legal move.

    ``to_house`` is the house the player picks (1..30) or ``OFF`` (31) when
    the counter leaves straight off the board.  ``final_house`` is where the
    mover ends (after water/curse; ``OFF`` when borne off, also for B's
    Occupy-30 bear-off whose ``to_house`` is 30).  ``displaced_from`` /
    ``displaced_to``: the opponent counter swapped or captured, if any.
    """

    from_house: int
    to_house: int
    kind: str
    final_house: int
    displaced_from: Optional[int] = None
    displaced_to: Optional[int] = None
    backward: bool = False

    @property
    def displaced(self) -> Optional[tuple[int, int]]:
        if self.displaced_from is None:
            return None
        return (self.displaced_from, self.displaced_to)  # type: ignore[return-value]

    @property
    def distance(self) -> int:
        return abs(min(self.to_house, OFF) - self.from_house)

    @property
    def path(self) -> tuple[int, ...]:
        """Houses entered, in order, ending with ``to_house`` (``OFF`` last
        when bearing straight off)."""
        if self.backward:
            return tuple(range(self.from_house - 1, self.to_house - 1, -1))
        return tuple(range(self.from_house + 1, self.to_house + 1))

    def to_dict(self) -> dict:
        return {"from": self.from_house, "to": self.to_house, "kind": self.kind}


# ----------------------------------------------------------------- events

@dataclass(frozen=True)
class Event:
    type: ClassVar[str] = "event"

    def to_dict(self) -> dict:
        d = {"type": self.type}
        for f in fields(self):
            v = getattr(self, f.name)
            d[f.name] = v.to_dict() if hasattr(v, "to_dict") else v
        return d


@dataclass(frozen=True)
class Thrown(Event):
    """A throw was made (first event of every throw())."""
    type: ClassVar[str] = "thrown"
    seat: int
    side: Optional[int]
    throw: Throw


@dataclass(frozen=True)
class ColoursAssigned(Event):
    """Rule set B opening: ``jackals_seat`` threw the first 1."""
    type: ClassVar[str] = "colours-assigned"
    jackals_seat: int
    hounds_seat: int


@dataclass(frozen=True)
class CounterMoved(Event):
    """The mover's counter travelled along ``path`` (houses entered in order,
    last = ``to_house``; ``OFF`` when it left the board)."""
    type: ClassVar[str] = "counter-moved"
    side: int
    from_house: int
    to_house: int
    path: tuple[int, ...]
    kind: str


@dataclass(frozen=True)
class Swapped(Event):
    """Rule set A swap: the opponent counter went from ``from_house`` to
    ``to_house`` (the mover's old house)."""
    type: ClassVar[str] = "swapped"
    side: int
    from_house: int
    to_house: int
    by_side: int


@dataclass(frozen=True)
class Captured(Event):
    """Rule set B capture: the captured counter (``side``) went from
    ``from_house`` to ``to_house``; ``harsh`` = sent back towards house 1,
    otherwise it swapped with its captor."""
    type: ClassVar[str] = "captured"
    side: int
    from_house: int
    to_house: int
    by_side: int
    harsh: bool


@dataclass(frozen=True)
class SentBack(Event):
    """A counter that landed on 27 was sent back (``reason`` 'water' in A,
    'curse' in B)."""
    type: ClassVar[str] = "sent-back"
    side: int
    from_house: int
    to_house: int
    reason: str


@dataclass(frozen=True)
class BorneOff(Event):
    """A counter left the board.  ``waited``: it was waiting on house 30
    (B, Occupy 30th house) and left automatically."""
    type: ClassVar[str] = "borne-off"
    side: int
    from_house: int
    waited: bool


@dataclass(frozen=True)
class WaitingOn30(Event):
    """B, Occupy 30th house: the counter waits on 30 until the rest of its
    side is in the last row."""
    type: ClassVar[str] = "waiting-on-30"
    side: int


@dataclass(frozen=True)
class ForcedBackward(Event):
    """B: no counter could advance, so this move goes backwards."""
    type: ClassVar[str] = "forced-backward"
    side: int
    value: int


@dataclass(frozen=True)
class ExtraThrow(Event):
    """B, Multiple rolls: the same player throws again after ``value``."""
    type: ClassVar[str] = "extra-throw"
    seat: int
    side: Optional[int]
    value: int


@dataclass(frozen=True)
class MoveForfeited(Event):
    """The throw allowed no move (``reason`` in words).  Followed by
    ``ExtraThrow`` or ``TurnPassed``."""
    type: ClassVar[str] = "move-forfeited"
    seat: int
    side: Optional[int]
    value: int
    reason: str


@dataclass(frozen=True)
class TurnPassed(Event):
    """It is now ``seat``'s turn (``side`` None during B's opening)."""
    type: ClassVar[str] = "turn-passed"
    seat: int
    side: Optional[int]


@dataclass(frozen=True)
class GameWon(Event):
    type: ClassVar[str] = "game-won"
    side: int
    seat: int


REASON_NO_MOVE = "no legal move"
REASON_NO_MOVE_B = "no counter can move forwards or backwards"
REASON_OPENING = "the opening needs a 1"


def describe_event(event: Event, ruleset: str) -> str:
    """One sentence for the status line / screen reader."""
    n = lambda s: side_name(ruleset, s)  # noqa: E731
    seat = lambda s: f"Seat {s + 1}"  # noqa: E731
    if isinstance(event, Thrown):
        who = n(event.side) if event.side is not None else seat(event.seat)
        t = event.throw
        if t.die_faces is not None:
            return f"{who} rolls {', '.join(map(str, t.die_faces))}: {t.value}."
        n_up = t.marked_up
        return (f"{who} throws {t.value} ({n_up} marked side"
                f"{'' if n_up == 1 else 's'} up).")
    if isinstance(event, ColoursAssigned):
        return (f"{seat(event.jackals_seat)} threw a 1 and plays the Jackals; "
                f"{seat(event.hounds_seat)} plays the Hounds.")
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
        who = n(event.side) if event.side is not None else seat(event.seat)
        return f"{who} threw a {event.value} and throws again."
    if isinstance(event, MoveForfeited):
        who = n(event.side) if event.side is not None else seat(event.seat)
        return f"{who} cannot move with a {event.value}: {event.reason}."
    if isinstance(event, TurnPassed):
        who = n(event.side) if event.side is not None else seat(event.seat)
        return f"{who} to throw."
    if isinstance(event, GameWon):
        return f"{n(event.side)} wins!"
    return event.type


@dataclass(frozen=True)
class HistoryEntry:
    """One action: ``kind`` 'throw' (``throw`` set) or 'move' (``move``)."""
    kind: str
    seat: int
    side: Optional[int]
    throw: Optional[Throw]
    move: Optional[Move]
    events: tuple[Event, ...]


@dataclass(frozen=True)
class TurnInfo:
    seat: int
    side: Optional[int]
    side_name: str
    colour: Optional[str]
    phase: Phase
    in_opening: bool


# ------------------------------------------------------------------- game

MoveLike = Union[Move, tuple]
ForcedThrow = Union[None, int, Throw, Sequence]


class SenetGame:
    """A game of Senet.  See the module docstring for the API."""

    def __init__(self, options: Optional[SenetOptions] = None,
                 seed: Optional[int] = None) -> None:
        if options is None:
            options = SenetOptions()
        if not isinstance(options, SenetOptions):
            raise TypeError("options must be a SenetOptions")
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 62)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError("seed must be an int")
        self.options = options
        self.seed = seed
        self._rng = random.Random(seed)
        self._a = options.ruleset == RULESET_A
        b: list[Optional[int]] = [None] * (HOUSES + 1)
        for h in range(1, 11):
            b[h] = SIDE_ONE if h % 2 else SIDE_TWO
        self._board = b
        self._off = [0, 0]
        self.phase = Phase.THROW
        self.current_seat = 0
        # _seat_side[seat] -> side; None during B's opening
        self._seat_side: Optional[list[int]] = [0, 1] if self._a else None
        self.last_throw: Optional[Throw] = None
        self.last_events: list[Event] = []
        self.winner: Optional[int] = None
        self.history: list[HistoryEntry] = []
        self._legal: list[Move] = []
        self._opening_pending = False   # B: colours assigned, 10->11 to play
        self._initial = self._snapshot()
        # set by from_position(): the custom start, stored in records
        self.start_position: Optional[dict] = None

    # ------------------------------------------------------------ views
    @property
    def ruleset(self) -> str:
        return self.options.ruleset

    @property
    def board(self) -> tuple:
        return tuple(self._board)

    def owner(self, house: int) -> Optional[int]:
        if not 1 <= house <= HOUSES:
            raise ValueError(f"no house {house}")
        return self._board[house]

    def houses(self) -> Iterator[tuple[int, Optional[int]]]:
        for h in range(1, HOUSES + 1):
            yield h, self._board[h]

    def counters(self, side: int) -> list[int]:
        b = self._board
        return [h for h in range(1, HOUSES + 1) if b[h] == side]

    @property
    def borne_off(self) -> tuple[int, int]:
        return (self._off[0], self._off[1])

    @property
    def in_opening(self) -> bool:
        return self._seat_side is None

    @property
    def current(self) -> int:
        """The seat whose turn it is (same as ``current_seat``)."""
        return self.current_seat

    @property
    def current_side(self) -> Optional[int]:
        if self._seat_side is None:
            return None
        return self._seat_side[self.current_seat]

    def side_of_seat(self, seat: int) -> Optional[int]:
        return None if self._seat_side is None else self._seat_side[seat]

    def seat_of_side(self, side: int) -> Optional[int]:
        if self._seat_side is None:
            return None
        return self._seat_side.index(side)

    def side_name(self, side: Optional[int]) -> str:
        return side_name(self.ruleset, side)

    def turn_info(self) -> TurnInfo:
        side = self.current_side
        return TurnInfo(self.current_seat, side, side_name(self.ruleset, side),
                        side_colour(side), self.phase, self.in_opening)

    @property
    def winner_seat(self) -> Optional[int]:
        return None if self.winner is None else self.seat_of_side(self.winner)

    @property
    def awaiting_throw(self) -> bool:
        """True at a chance node: the next action is a throw."""
        return self.phase is Phase.THROW

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def describe(self, event: Event) -> str:
        return describe_event(event, self.ruleset)

    def position(self) -> tuple:
        """Hashable snapshot of everything that determines the future (except
        the generator state)."""
        return (self.ruleset, tuple(self._board[1:]), tuple(self._off),
                self.phase.value, self.current_seat,
                None if self._seat_side is None else tuple(self._seat_side),
                None if self.phase is not Phase.MOVE or self.last_throw is None
                else self.last_throw.value,
                self.winner, self._opening_pending)

    # ------------------------------------------------------------ chance
    def throw_outcomes(self) -> list[tuple[int, float]]:
        """Possible throw values with their probabilities (chance node)."""
        if self._a and self.options.use_die:
            return [(v, 0.2) for v in range(1, 6)]
        z = self.options.zero_value
        return [(1, 4 / 16), (2, 6 / 16), (3, 4 / 16), (4, 1 / 16), (z, 1 / 16)]

    def _make_throw(self, forced: ForcedThrow) -> Throw:
        die = self._a and self.options.use_die
        zero = self.options.zero_value
        values = (1, 2, 3, 4, 5) if die else (1, 2, 3, 4, zero)
        if forced is None:
            rng = self._rng
            if die:
                faces = []
                while True:
                    f = rng.randint(1, 6)
                    faces.append(f)
                    if f != 6:
                        break
                return Throw(faces[-1], None, tuple(faces))
            bits = rng.getrandbits(4)
            sticks = tuple(bool(bits >> i & 1) for i in range(4))
            return Throw(_sticks_value(sticks, zero), sticks, None)  # type: ignore[arg-type]
        if isinstance(forced, Throw):
            if die:
                return self._make_throw(forced.die_faces if forced.die_faces is not None
                                        else forced.value)
            return self._make_throw(forced.sticks if forced.sticks is not None
                                    else forced.value)
        if isinstance(forced, int) and not isinstance(forced, bool):
            if forced not in values:
                raise ValueError(f"a throw of {forced} is impossible here")
            if die:
                return Throw(forced, None, (forced,), True)
            return Throw(forced, _canonical_sticks(forced, zero), None, True)
        if isinstance(forced, (tuple, list)):
            items = tuple(forced)
            if not die:
                if len(items) != 4 or not all(isinstance(s, bool) for s in items):
                    raise ValueError("sticks must be four bools")
                return Throw(_sticks_value(items, zero), items, None, True)  # type: ignore[arg-type]
            if (not items or not all(isinstance(f, int) and not isinstance(f, bool)
                                     for f in items)
                    or any(f != 6 for f in items[:-1]) or not 1 <= items[-1] <= 5):
                raise ValueError("die faces must be 6s followed by one face 1..5")
            return Throw(items[-1], None, items, True)
        raise TypeError(f"cannot force a throw from {forced!r}")

    def throw(self, forced: ForcedThrow = None) -> Throw:
        """Throw the sticks (or die).  If no move is possible the turn is
        forfeited at once (events in ``last_events``)."""
        if self.phase is not Phase.THROW:
            raise PhaseError(f"cannot throw in phase {self.phase.value}")
        t = self._make_throw(forced)
        seat = self.current_seat
        side = self.current_side
        self.last_throw = t
        events: list[Event] = [Thrown(seat, side, t)]
        if self._seat_side is None:           # B opening
            if t.value == 1:
                self._seat_side = [JACKALS, HOUNDS] if seat == 0 else [HOUNDS, JACKALS]
                events.append(ColoursAssigned(seat, 1 - seat))
                self._legal = [Move(10, 11, MoveKind.OPENING, 11)]
                self._opening_pending = True
                self.phase = Phase.MOVE
            else:
                events.append(MoveForfeited(seat, None, t.value, REASON_OPENING))
                self.current_seat = 1 - seat
                events.append(TurnPassed(self.current_seat, None))
        else:
            moves = self._generate(side, t.value)  # type: ignore[arg-type]
            if moves:
                self._legal = moves
                self.phase = Phase.MOVE
            else:
                self._legal = []
                events.append(MoveForfeited(
                    seat, side, t.value, REASON_NO_MOVE if self._a else REASON_NO_MOVE_B))
                self._end_turn(events, t.value)
        self.history.append(HistoryEntry("throw", seat, side, t, None, tuple(events)))
        self.last_events = events
        return t

    # ------------------------------------------------------------ moves
    def legal_moves(self) -> list[Move]:
        if self.phase is not Phase.MOVE:
            return []
        return list(self._legal)

    def legal_moves_for(self, value: int, side: Optional[int] = None) -> list[Move]:
        """Moves a throw of ``value`` would allow ``side`` (default: the side
        to play) in the current position; no state change."""
        if side is None:
            side = self.current_side
        if side is None or (self._opening_pending and side == JACKALS):
            return [Move(10, 11, MoveKind.OPENING, 11)] if value == 1 else []
        return self._generate(side, value)

    def find_move(self, from_house: int, to_house: int) -> Optional[Move]:
        for m in self._legal if self.phase is Phase.MOVE else ():
            if m.from_house == from_house and m.to_house == to_house:
                return m
        return None

    def moves_from(self, house: int) -> list[Move]:
        return [m for m in self.legal_moves() if m.from_house == house]

    def movable_houses(self) -> list[int]:
        return sorted({m.from_house for m in self.legal_moves()})

    def _generate(self, side: int, v: int) -> list[Move]:
        return self._moves_a(side, v) if self._a else self._moves_b(side, v)

    def _run(self, h: int, side: int) -> int:
        """Length of the run of ``side`` counters through house h."""
        b = self._board
        n = 1
        j = h - 1
        while j >= 1 and b[j] == side:
            n += 1
            j -= 1
        j = h + 1
        while j <= HOUSES and b[j] == side:
            n += 1
            j += 1
        return n

    def _has_neighbour(self, h: int, side: int) -> bool:
        b = self._board
        return (h > 1 and b[h - 1] == side) or (h < HOUSES and b[h + 1] == side)

    def _first_empty_from_1(self) -> int:
        b = self._board
        for h in range(1, HOUSES + 1):
            if b[h] is None:
                return h
        raise AssertionError("board full")  # pragma: no cover

    def _water_target(self) -> int:
        b = self._board
        for h in range(15, 0, -1):
            if b[h] is None:
                return h
        raise AssertionError("no empty house before 15")  # pragma: no cover

    # rule set A ---------------------------------------------------------
    def _moves_a(self, side: int, v: int) -> list[Move]:
        b = self._board
        opt = self.options
        special = opt.special_houses
        traps = opt.traps
        opp = 1 - side
        moves: list[Move] = []
        dists = (v,) if opt.exact_throws else tuple(range(1, v + 1))
        for h in range(1, HOUSES + 1):
            if b[h] != side:
                continue
            trapped = traps and h in _LEAVE_A
            # jump check is incremental: blocked_at = first t that is blocked
            for d in dists:
                t = h + d
                if t > OFF:
                    break
                if self._jump_blocked_a(h, t, opp, special):
                    break
                if t == OFF:
                    if d == v and h in _LEAVE_A:
                        moves.append(Move(h, OFF, MoveKind.BEAR_OFF, OFF))
                    break
                if trapped:
                    continue
                occ = b[t]
                if special and t == 26 and d != v:
                    continue
                if occ is None:
                    if special and t == 27:
                        b[h] = None
                        dest = self._water_target()
                        b[h] = side
                        moves.append(Move(h, t, MoveKind.TO_WATER, dest))
                    else:
                        moves.append(Move(h, t, MoveKind.ADVANCE if d == v
                                          else MoveKind.STOP_SHORT, t))
                elif occ == opp and d == v and not self._safe_a(t, opp, special):
                    moves.append(Move(h, t, MoveKind.SWAP, t, t, h))
        return moves

    def _jump_blocked_a(self, h: int, t: int, opp: int, special: bool) -> bool:
        """True if moving from h to t (t may be OFF) jumps an opponent
        blockade or (Special houses) passes house 26 without stopping."""
        b = self._board
        for j in range(h + 1, min(t, OFF)):
            if special and j == 26:
                return True
            if b[j] == opp and self._run(j, opp) >= 3:
                return True
        return False

    def _safe_a(self, t: int, side: int, special: bool) -> bool:
        if t in _SAFE_A_BASE or (special and t == 30):
            return True
        return self._has_neighbour(t, side)

    # rule set B ---------------------------------------------------------
    def _all_in_last_row(self, side: int, except_house: int = 0) -> bool:
        b = self._board
        for h in range(1, 21):
            if b[h] == side and h != except_house:
                return False
        return True

    def _pass_blocked_b(self, lo: int, hi: int, opp: int) -> bool:
        """Any house strictly between lo and hi that belongs to an opponent
        blockade (3+ in a row)."""
        b = self._board
        for j in range(lo + 1, hi):
            if b[j] == opp and self._run(j, opp) >= 3:
                return True
        return False

    def _moves_b(self, side: int, v: int) -> list[Move]:
        b = self._board
        opt = self.options
        occupy = opt.occupy_30
        harsh = opt.harsh_captures
        opp = 1 - side
        mine = [h for h in range(1, HOUSES + 1) if b[h] == side]
        moves: list[Move] = []
        for h in mine:
            t = h + v
            if t > HOUSES:
                if (not occupy and t == OFF and h in _LEAVE_B_NO_OCCUPY
                        and self._all_in_last_row(side)
                        and not self._pass_blocked_b(h, OFF, opp)):
                    moves.append(Move(h, OFF, MoveKind.BEAR_OFF, OFF))
                continue
            if self._pass_blocked_b(h, t, opp):
                continue
            m = self._land_b(side, h, t, harsh, occupy, False)
            if m is not None:
                moves.append(m)
        if moves:
            return moves
        for h in mine:
            t = h - v
            if t < 1 or self._pass_blocked_b(t, h, opp):
                continue
            m = self._land_b(side, h, t, harsh, occupy, True)
            if m is not None:
                moves.append(m)
        moves.sort(key=lambda m: (m.from_house, m.to_house))
        return moves

    def _land_b(self, side: int, h: int, t: int, harsh: bool, occupy: bool,
                backward: bool) -> Optional[Move]:
        b = self._board
        occ = b[t]
        if occ == side:
            return None
        if occ is not None:
            if t in _PROTECTED_B or self._has_neighbour(t, occ):
                return None
            if harsh:
                b[h] = None
                b[t] = side
                dest = self._first_empty_from_1()
                b[h] = side
                b[t] = occ
            else:
                dest = h
            kind = MoveKind.BACKWARD if backward else MoveKind.CAPTURE
            return Move(h, t, kind, t, t, dest, backward)
        if t == 27:
            b[h] = None
            dest = self._first_empty_from_1()
            b[h] = side
            return Move(h, t, MoveKind.TO_WATER, dest, None, None, backward)
        if backward:
            return Move(h, t, MoveKind.BACKWARD, t, None, None, True)
        if t == HOUSES and occupy:
            if self._all_in_last_row(side, h):
                return Move(h, t, MoveKind.BEAR_OFF, OFF)
            return Move(h, t, MoveKind.WAIT_ON_30, t)
        return Move(h, t, MoveKind.ADVANCE, t)

    # ------------------------------------------------------------ apply
    def apply(self, move: MoveLike) -> list[Event]:
        """Make a legal move; returns the events to animate/announce."""
        if self.phase is not Phase.MOVE:
            raise PhaseError(f"cannot move in phase {self.phase.value}")
        if isinstance(move, Move):
            if move not in self._legal:
                raise IllegalMoveError(f"illegal move {move}")
        else:
            try:
                fh, th = move
            except (TypeError, ValueError):
                raise IllegalMoveError(f"not a move: {move!r}") from None
            found = self.find_move(fh, th)
            if found is None:
                raise IllegalMoveError(f"illegal move {fh} -> {th}")
            move = found
        seat = self.current_seat
        side = self.current_side
        assert side is not None
        opp = 1 - side
        value = self.last_throw.value  # type: ignore[union-attr]
        b = self._board
        events: list[Event] = []
        if move.backward:
            events.append(ForcedBackward(side, value))
        h, t = move.from_house, move.to_house
        path = move.path
        # the mover
        b[h] = None
        if move.displaced_from is not None:
            b[t] = side
            b[move.displaced_to] = opp  # type: ignore[index]
        elif move.final_house == OFF:
            self._off[side] += 1
        else:
            b[move.final_house] = side
        events.append(CounterMoved(side, h, t, path, move.kind))
        if move.displaced_from is not None:
            if self._a:
                events.append(Swapped(opp, t, move.displaced_to, side))  # type: ignore[arg-type]
            else:
                events.append(Captured(opp, t, move.displaced_to, side,  # type: ignore[arg-type]
                                       self.options.harsh_captures))
        if move.kind == MoveKind.TO_WATER:
            events.append(SentBack(side, t, move.final_house,
                                   "water" if self._a else "curse"))
        elif move.kind == MoveKind.BEAR_OFF:
            events.append(BorneOff(side, h if t == OFF else t, False))
        elif move.kind == MoveKind.WAIT_ON_30:
            events.append(WaitingOn30(side))
        if not self._a and self.options.occupy_30:
            for s in (side, opp):
                if b[HOUSES] == s and self._all_in_last_row(s):
                    b[HOUSES] = None
                    self._off[s] += 1
                    events.append(BorneOff(s, HOUSES, True))
        self._legal = []
        self._opening_pending = False
        for s in (side, opp):
            if self._off[s] == 5 and self.winner is None:
                self.winner = s
        if self.winner is not None:
            self.phase = Phase.OVER
            events.append(GameWon(self.winner, self.seat_of_side(self.winner)))  # type: ignore[arg-type]
        else:
            self._end_turn(events, value)
        self.history.append(HistoryEntry("move", seat, side, None, move, tuple(events)))
        self.last_events = events
        return events

    def _end_turn(self, events: list[Event], value: int) -> None:
        self.phase = Phase.THROW
        if (not self._a and self.options.multiple_rolls
                and value in _EXTRA_THROW_VALUES):
            events.append(ExtraThrow(self.current_seat, self.current_side, value))
            return
        self.current_seat = 1 - self.current_seat
        events.append(TurnPassed(self.current_seat, self.current_side))

    # ------------------------------------------------------------ misc
    def copy(self) -> "SenetGame":
        g = SenetGame.__new__(SenetGame)
        g.options = self.options
        g.seed = self.seed
        g._rng = random.Random()
        g._rng.setstate(self._rng.getstate())
        g._a = self._a
        g._board = list(self._board)
        g._off = list(self._off)
        g.phase = self.phase
        g.current_seat = self.current_seat
        g._seat_side = None if self._seat_side is None else list(self._seat_side)
        g.last_throw = self.last_throw
        g.last_events = list(self.last_events)
        g.winner = self.winner
        g.history = list(self.history)
        g._legal = list(self._legal)
        g._opening_pending = self._opening_pending
        g._initial = self._initial
        g.start_position = self.start_position
        return g

    @classmethod
    def from_position(cls, options: SenetOptions, board: dict,
                      current_side: int = 0, borne_off: Sequence[int] = (0, 0),
                      seed: int = 0, seat_of_side0: int = 0) -> "SenetGame":
        """Set up an arbitrary position (tests, puzzles): ``board`` maps house
        -> side.  Counters not on the board must be listed in ``borne_off``
        (five per side in total).  Rule set B starts after the opening, with
        side 0 (Hounds) in seat ``seat_of_side0``."""
        if current_side not in (0, 1) or seat_of_side0 not in (0, 1):
            raise ValueError("current_side and seat_of_side0 must be 0 or 1")
        if (len(borne_off) != 2 or not all(isinstance(n, int) and 0 <= n <= 5
                                           for n in borne_off)):
            raise ValueError("borne_off must be two counts 0..5")
        g = cls(options, seed)
        nb: list[Optional[int]] = [None] * (HOUSES + 1)
        for h, s in board.items():
            if not 1 <= h <= HOUSES or s not in (0, 1):
                raise ValueError(f"bad board entry {h}: {s}")
            if h == 27 and (options.ruleset == RULESET_B or options.special_houses):
                raise ValueError("no counter can stay on house 27")
            nb[h] = s
        for s in (0, 1):
            if nb.count(s) + borne_off[s] != 5:
                raise ValueError(f"side {s} must have five counters")
        g._board = nb
        g._off = list(borne_off)
        g._seat_side = [0, 1] if seat_of_side0 == 0 else [1, 0]
        g.current_seat = g._seat_side.index(current_side)
        for s in (0, 1):
            if g._off[s] == 5:
                g.winner = s
                g.phase = Phase.OVER
        g._initial = g._snapshot()
        g.start_position = {"houses": list(nb[1:]), "borne_off": list(g._off),
                            "current_side": current_side,
                            "seat_of_side0": seat_of_side0}
        return g

    # ------------------------------------------------------------ undo
    def _snapshot(self) -> tuple:
        return (tuple(self._board), tuple(self._off), self.phase, self.current_seat,
                None if self._seat_side is None else tuple(self._seat_side),
                self.winner, self._rng.getstate())

    def _restore(self, snap: tuple) -> None:
        board, off, phase, seat, seat_side, winner, rng_state = snap
        self._board = list(board)
        self._off = list(off)
        self.phase = phase
        self.current_seat = seat
        self._seat_side = None if seat_side is None else list(seat_side)
        self.winner = winner
        self._rng.setstate(rng_state)
        self.history = []
        self.last_throw = None
        self.last_events = []
        self._legal = []
        self._opening_pending = False

    def undo(self, n: int = 1) -> None:
        """Take back the last ``n`` actions (throws and moves count one each)
        by replaying the rest from the initial position.  The generator is
        restored as well, so an undone throw comes out the same when thrown
        again (undo cannot be used to re-roll)."""
        if not 0 <= n <= len(self.history):
            raise ValueError(f"cannot undo {n} of {len(self.history)} actions")
        keep = self.history[:len(self.history) - n]
        self._restore(self._initial)
        for e in keep:
            if e.kind == "throw":
                assert e.throw is not None
                self.throw(e.throw if e.throw.forced else None)
            else:
                assert e.move is not None
                self.apply(e.move)

    def undo_move(self) -> None:
        """Take back actions up to and including the last move (the throws
        after it too), leaving the game waiting for that move again."""
        for i in range(len(self.history) - 1, -1, -1):
            if self.history[i].kind == "move":
                self.undo(len(self.history) - i)
                return
        raise ValueError("no move to take back")

    def __repr__(self) -> str:
        cells = "".join("." if o is None else "xo"[o] for o in self._board[1:])
        return (f"<SenetGame {self.ruleset} {self.phase.value} seat={self.current_seat} "
                f"side={self.current_side} off={self._off} {cells}>")
