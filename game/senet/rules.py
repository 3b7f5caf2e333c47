"""Senet rules: the two rule sets of ``/work/shared/rules/senet.md`` behind the game protocol.

Pure Python, no pygame, no player-facing text (``game/senet/text.py`` holds
every name and sentence). ``State`` meets ``game.core.protocol.GameState``:

* **Seats and sides are separate.** Every protocol call speaks of *seats*
  (0 throws or moves first). A *side* is a set of counters: side 0 always
  starts on houses 1, 3, 5, 7, 9 and side 1 on 2, 4, 6, 8, 10, so a board
  owner value means the same colour in both rule sets. In rule set A seat n
  plays side n; in rule set B no seat has a side until someone throws the
  first 1 (``side_of_seat`` is ``None`` until then) and that seat plays side
  1, the Jackals. ``board``/``borne_off`` are by side, ``Outcome.scores`` by
  seat.
* **The throw is a chance action**: its value, an int (1-6). While a throw is
  awaited ``current_player()`` is ``CHANCE`` and ``chance_outcomes()`` gives
  the exact odds (sticks 4/16, 6/16, 4/16, 1/16, 1/16; the die 1/5 each, its
  6s being thrown again). The stick pattern is not part of the action: the
  pattern only shows the value, and 16 patterns instead of 5 values would
  multiply every chance node of a search by three. Events carry a canonical
  pattern (the first n sticks marked) that the scene may shuffle for show.
* **A move is the pair ``(from_house, to_house)``**, ``to_house`` being
  ``OFF`` (31) for a counter borne straight off. A throw that allows no move
  is forfeited inside its own push (``MoveForfeited``), so a move action is
  never a pass; an extra throw keeps ``current_player()`` on the same seat.
* **The generator is only for real throws.** ``sample_chance()`` derives the
  throw from ``(seed, throws made)`` with splitmix64: no generator object to
  copy or re-seed, an undone throw comes out the same when thrown again (undo
  cannot re-roll), and a record replays to the same generator position.
  ``push`` and search never draw.
* ``pop()`` restores a snapshot taken by ``push`` (the 31-house board as a
  tuple plus a few scalars): exact by construction and O(1). Undo entries
  live in a persistent linked stack, so ``copy()`` shares it.
* ``push`` returns the events that describe it, for the screen; a search works
  on ``copy(events=False)``, whose pushes make the same changes and describe
  nothing (the descriptions were half a search's push).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any, ClassVar, Iterator, Optional, Sequence

from ..core.protocol import CHANCE, TERMINAL, IllegalAction, Outcome, PositionError

__all__ = [
    "OFF", "HOUSES", "RULESET_A", "RULESET_B", "SIDE_ONE", "SIDE_TWO",
    "TERMINATIONS", "Phase", "MoveKind", "Reason", "Options", "PRESETS", "Throw", "Move", "Event",
    "Thrown", "ColoursAssigned", "CounterMoved", "Swapped", "Captured", "SentBack", "BorneOff",
    "WaitingOn30", "ForcedBackward", "ExtraThrow", "MoveForfeited", "TurnPassed", "GameWon",
    "State", "SenetError", "IllegalMoveError", "PhaseError", "house_cell", "canonical_sticks",
]

OFF = 31
HOUSES = 30
RULESET_A = "A"
RULESET_B = "B"
SIDE_ONE = 0  # houses 1,3,5,7,9; in rule set B the side that does not open (text: the Hounds)
SIDE_TWO = 1  # houses 2,4,6,8,10; in rule set B the side that opens with a 1 (text: the Jackals)

TERMINATIONS = ("borne_off",)
"""How a game of Senet ends: a side bore off all five counters (there is no draw or resignation)."""

_LEAVE_A = frozenset((26, 28, 29, 30))      # houses a counter may leave from (A)
_SAFE_A_BASE = frozenset((15, 26, 28, 29))  # never swappable (A)
_PROTECTED_B = frozenset((26, 28, 29, 30))  # never capturable (B)
_LEAVE_B_NO_OCCUPY = frozenset((28, 29, 30))
_EXTRA_THROW_VALUES = (1, 4, 6)
_SEED_LIMIT = 1 << 63


class Reason(str, Enum):
    """Why ``push`` refused an action (``text.REASONS`` words them), and why a throw was forfeited."""
    NOT_AN_ACTION = "not_an_action"
    THROW_EXPECTED = "throw_expected"
    MOVE_EXPECTED = "move_expected"
    GAME_OVER = "game_over"
    IMPOSSIBLE_THROW = "impossible_throw"
    ILLEGAL_MOVE = "illegal_move"
    NO_MOVE = "no_move"                # forfeits: the throw allows no move
    OPENING_NEEDS_ONE = "opening_needs_one"


class SenetError(IllegalAction):
    """Base of the engine's refusals; ``reason`` is a ``Reason``."""


class IllegalMoveError(SenetError):
    """The action is not among the legal ones here."""


class PhaseError(SenetError):
    """A move while a throw is awaited, a throw while a move is, or anything after the end."""


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

A_KEYS = ("exact_throws", "special_houses", "traps", "use_die")
B_KEYS = ("multiple_rolls", "occupy_30", "harsh_captures")
_DEFAULTS = {"exact_throws": False, "special_houses": True, "traps": False, "use_die": False,
             "multiple_rolls": True, "occupy_30": True, "harsh_captures": False}
OPTION_RULESET = {**{k: RULESET_A for k in A_KEYS}, **{k: RULESET_B for k in B_KEYS}}


@dataclass(frozen=True)
class Options:
    """Immutable rule settings. Options of the other rule set stay at their
    defaults (they do not apply); ``with_ruleset`` resets them, so one
    rule set's choices never leak into a game of the other."""

    ruleset: str = RULESET_A
    exact_throws: bool = False
    special_houses: bool = True
    traps: bool = False
    use_die: bool = False
    multiple_rolls: bool = True
    occupy_30: bool = True
    harsh_captures: bool = False

    def __post_init__(self) -> None:
        if self.ruleset not in (RULESET_A, RULESET_B) or not isinstance(self.ruleset, str):
            raise ValueError(f"unknown rule set {self.ruleset!r}")
        for key in A_KEYS + B_KEYS:
            val = getattr(self, key)
            if not isinstance(val, bool):
                raise ValueError(f"option {key} must be a bool, got {val!r}")
            if OPTION_RULESET[key] != self.ruleset and val != _DEFAULTS[key]:
                raise ValueError(f"option {key} belongs to rule set {OPTION_RULESET[key]}")

    # presets ----------------------------------------------------------
    @classmethod
    def kendall_bell(cls) -> "Options":
        return cls(ruleset=RULESET_A)

    @classmethod
    def hounds_and_jackals(cls) -> "Options":
        return cls(ruleset=RULESET_B)

    @classmethod
    def presets(cls) -> dict[str, "Options"]:
        """Few on purpose: the conformance suite plays 200 games of each."""
        return dict(PRESETS)

    @classmethod
    def preset(cls, name: str) -> "Options":
        try:
            return PRESETS[name]
        except KeyError:
            raise ValueError(f"unknown preset {name!r}") from None

    # builders ---------------------------------------------------------
    def with_ruleset(self, ruleset: str) -> "Options":
        if ruleset == self.ruleset:
            return self
        return Options(ruleset=ruleset)

    def with_option(self, key: str, value: bool) -> "Options":
        if key not in OPTION_RULESET:
            raise ValueError(f"unknown option {key!r}")
        return replace(self, **{key: value})

    def with_exact_throws(self, value: bool = True) -> "Options":
        return self.with_option("exact_throws", value)

    def with_special_houses(self, value: bool = True) -> "Options":
        return self.with_option("special_houses", value)

    def with_traps(self, value: bool = True) -> "Options":
        return self.with_option("traps", value)

    def with_use_die(self, value: bool = True) -> "Options":
        return self.with_option("use_die", value)

    def with_multiple_rolls(self, value: bool = True) -> "Options":
        return self.with_option("multiple_rolls", value)

    def with_occupy_30(self, value: bool = True) -> "Options":
        return self.with_option("occupy_30", value)

    def with_harsh_captures(self, value: bool = True) -> "Options":
        return self.with_option("harsh_captures", value)

    # introspection ------------------------------------------------------
    def option_keys(self) -> tuple[str, ...]:
        return A_KEYS if self.ruleset == RULESET_A else B_KEYS

    def to_dict(self) -> dict:
        """``{"ruleset": "A"|"B", <that rule set's options>: bool, ...}``."""
        return {"ruleset": self.ruleset, **{k: getattr(self, k) for k in self.option_keys()}}

    @classmethod
    def from_dict(cls, data: Any) -> "Options":
        """Strict: records and settings files are untrusted."""
        if not isinstance(data, dict):
            raise ValueError("options must be an object")
        ruleset = data.get("ruleset", RULESET_A)
        if not isinstance(ruleset, str) or ruleset not in (RULESET_A, RULESET_B):
            raise ValueError(f"unknown rule set {ruleset!r}")
        keys = A_KEYS if ruleset == RULESET_A else B_KEYS
        values = {}
        for k, v in data.items():
            if k == "ruleset":
                continue
            if k not in keys:
                raise ValueError(f"{k!r} is not an option of rule set {ruleset}")
            if not isinstance(v, bool):
                raise ValueError(f"option {k} must be true or false")
            values[k] = v
        return cls(ruleset=ruleset, **values)

    @staticmethod
    def all_combinations(ruleset: str) -> list["Options"]:
        keys = A_KEYS if ruleset == RULESET_A else B_KEYS
        return [Options(ruleset=ruleset, **{k: bool(mask >> i & 1) for i, k in enumerate(keys)})
                for mask in range(1 << len(keys))]

    @property
    def zero_value(self) -> int:
        """Value of a throw with no marked side up."""
        return 5 if self.ruleset == RULESET_A else 6

    @property
    def dice(self) -> bool:
        return self.ruleset == RULESET_A and self.use_die

    @property
    def throw_values(self) -> tuple[int, ...]:
        return (1, 2, 3, 4, 5) if self.dice else (1, 2, 3, 4, self.zero_value)


PRESETS: dict[str, Options] = {
    "kendall_bell": Options(ruleset=RULESET_A),
    "kendall_bell_die": Options(ruleset=RULESET_A, use_die=True),
    "kendall_bell_challenge": Options(ruleset=RULESET_A, exact_throws=True, traps=True),
    "hounds_and_jackals": Options(ruleset=RULESET_B),
    "hounds_and_jackals_harsh": Options(ruleset=RULESET_B, multiple_rolls=False, occupy_30=False,
                                        harsh_captures=True),
}


def house_cell(house: int) -> tuple[int, int]:
    """(row, column) of a house on the 3x10 board, rows top to bottom,
    columns left to right, numbered along a backwards S: 1-10 left to right,
    11-20 right to left, 21-30 left to right."""
    if not 1 <= house <= HOUSES:
        raise ValueError(f"no house {house}")
    row, i = divmod(house - 1, 10)
    return (row, 9 - i if row == 1 else i)


# ----------------------------------------------------------------- throws

@dataclass(frozen=True)
class Throw:
    """What a throw showed. ``sticks``: four bools (marked side up) or ``None``
    with the die; ``die_faces``: the face(s) with the die, else ``None``."""

    value: int
    sticks: Optional[tuple[bool, bool, bool, bool]] = None
    die_faces: Optional[tuple[int, ...]] = None

    @property
    def marked_up(self) -> Optional[int]:
        return None if self.sticks is None else sum(self.sticks)

    def to_dict(self) -> dict:
        return {"value": self.value,
                "sticks": list(self.sticks) if self.sticks is not None else None,
                "die_faces": list(self.die_faces) if self.die_faces is not None else None}


def canonical_sticks(value: int, zero: int) -> tuple[bool, bool, bool, bool]:
    """The pattern events carry for a value: the first n sticks marked side up."""
    n = 0 if value == zero else value
    return tuple(i < n for i in range(4))  # type: ignore[return-value]


_THROWS = {(v, False, z): Throw(v, canonical_sticks(v, z), None)
           for z in (5, 6) for v in (1, 2, 3, 4, z)}
_THROWS.update({(v, True, 5): Throw(v, None, (v,)) for v in range(1, 6)})


# ------------------------------------------------------------------ moves

@dataclass(frozen=True)
class Move:
    """A legal move, described for the UI (the action itself is ``action``).

    ``final_house`` is where the mover ends (after water/curse; ``OFF`` when
    borne off, also for B's Occupy-30 bear-off whose ``to_house`` is 30).
    ``displaced_from`` / ``displaced_to``: the opponent counter swapped or
    captured, if any.
    """

    from_house: int
    to_house: int
    kind: str
    final_house: int
    displaced_from: Optional[int] = None
    displaced_to: Optional[int] = None
    backward: bool = False

    @property
    def action(self) -> tuple[int, int]:
        return (self.from_house, self.to_house)

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
        """Houses entered, in order, ending with ``to_house`` (``OFF`` last when bearing straight off)."""
        return _path(self.from_house, self.to_house, self.backward)

    def to_dict(self) -> dict:
        return {"from": self.from_house, "to": self.to_house, "kind": self.kind}


def _path(h: int, t: int, backward: bool) -> tuple[int, ...]:
    if backward:
        return tuple(range(h - 1, t - 1, -1))
    return tuple(range(h + 1, t + 1))


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
    """First event of every throw."""
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
    """The mover travelled along ``path`` (houses entered in order; ``OFF`` last when it left)."""
    type: ClassVar[str] = "counter-moved"
    side: int
    from_house: int
    to_house: int
    path: tuple[int, ...]
    kind: str


@dataclass(frozen=True)
class Swapped(Event):
    """Rule set A swap: the opponent counter went to the mover's old house."""
    type: ClassVar[str] = "swapped"
    side: int
    from_house: int
    to_house: int
    by_side: int


@dataclass(frozen=True)
class Captured(Event):
    """Rule set B capture; ``harsh``: sent back towards house 1 rather than swapped."""
    type: ClassVar[str] = "captured"
    side: int
    from_house: int
    to_house: int
    by_side: int
    harsh: bool


@dataclass(frozen=True)
class SentBack(Event):
    """A counter that landed on 27 went back (``reason`` "water" in A, "curse" in B)."""
    type: ClassVar[str] = "sent-back"
    side: int
    from_house: int
    to_house: int
    reason: str


@dataclass(frozen=True)
class BorneOff(Event):
    """A counter left the board; ``waited``: it left house 30 on its own (B, Occupy 30th house)."""
    type: ClassVar[str] = "borne-off"
    side: int
    from_house: int
    waited: bool


@dataclass(frozen=True)
class WaitingOn30(Event):
    """B, Occupy 30th house: the counter waits on 30 until the rest of its side is in the last row."""
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
    """B, Multiple rolls: the same seat throws again after ``value``."""
    type: ClassVar[str] = "extra-throw"
    seat: int
    side: Optional[int]
    value: int


@dataclass(frozen=True)
class MoveForfeited(Event):
    """The throw allowed no move (``reason`` a ``Reason``); followed by ``ExtraThrow`` or ``TurnPassed``."""
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


# ------------------------------------------------------------------ keys

def _zobrist() -> tuple:
    """Fixed seed: keys must be the same in every process (worker pools, saved tables)."""
    rng = random.Random(0x5E7E7)
    r = lambda: rng.getrandbits(64)  # noqa: E731
    board = [[r(), r()] for _ in range(OFF + 1)]
    off = [[r() for _ in range(6)] for _ in range(2)]
    seat = r()
    sides = {None: r(), (0, 1): r(), (1, 0): r()}
    throw = [0] + [r() for _ in range(6)]
    opening = r()
    return board, off, seat, sides, throw, opening


_Z_BOARD, _Z_OFF, _Z_SEAT, _Z_SIDES, _Z_THROW, _Z_OPENING = _zobrist()

_M64 = (1 << 64) - 1


def _mix(x: int) -> int:
    """splitmix64's finaliser: a stateless generator keyed by (seed, throw number)."""
    x = (x + 0x9E3779B97F4A7C15) & _M64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _M64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _M64
    return x ^ (x >> 31)


# internal move tuples: (from, to, kind, final, displaced_from, displaced_to, backward)
_F, _T, _KIND, _FINAL, _DFROM, _DTO, _BACK = range(7)
_OPENING_MOVE = (10, 11, MoveKind.OPENING, 11, None, None, False)

_START = tuple([None] + [SIDE_ONE if h % 2 else SIDE_TWO for h in range(1, 11)] + [None] * 20)


class State:
    """A game of Senet: position plus the stack of pushed actions. See the module docstring."""

    __slots__ = ("options", "seed", "_a", "_board", "_off", "_seat", "_sides", "_throw",
                 "_opening", "_throws", "_key", "_undo", "_legal", "_events", "_quiet")

    def __init__(self, options: Optional[Options] = None, seed: Optional[int] = None) -> None:
        if options is None:
            options = Options()
        if not isinstance(options, Options):
            raise TypeError("options must be a senet Options")
        if seed is None:
            seed = random.SystemRandom().randrange(_SEED_LIMIT)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError("seed must be an int")
        self.options = options
        self.seed = seed
        self._a = options.ruleset == RULESET_A
        self._board = list(_START)
        self._off = (0, 0)
        self._seat = 0
        self._sides: Optional[tuple[int, int]] = (0, 1) if self._a else None
        self._throw = 0             # value in hand (a move is awaited), 0 while a throw is
        self._opening = False       # B: colours just assigned, the 10 -> 11 move is due
        self._throws = 0            # throws made: the generator's position
        self._undo: Optional[tuple] = None
        self._legal: Optional[dict] = None
        self._events: list = []
        self._quiet = False         # a search's copy: pushes make no events (``copy(events=False)``)
        self._key = self._full_key()

    # ------------------------------------------------------------ protocol
    @classmethod
    def new(cls, options: Optional[Options] = None, seed: Optional[int] = None) -> "State":
        return cls(options, seed)

    def current_player(self) -> int:
        if self._off[0] == 5 or self._off[1] == 5:
            return TERMINAL
        return CHANCE if self._throw == 0 else self._seat

    def legal_actions(self) -> list:
        if self._throw:
            return list(self._legal)  # type: ignore[arg-type]
        if self._off[0] == 5 or self._off[1] == 5:
            return []
        return list(self.options.throw_values)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self._throw or self._off[0] == 5 or self._off[1] == 5:
            return []
        if self.options.dice:
            return [(v, 0.2) for v in range(1, 6)]
        return [(1, 4 / 16), (2, 6 / 16), (3, 4 / 16), (4, 1 / 16), (self.options.zero_value, 1 / 16)]

    def sample_chance(self) -> int:
        """A real throw's value, drawn from ``(seed, throws made)`` (see the module docstring)."""
        return self.sample_throw().value

    def sample_throw(self) -> Throw:
        """The throw ``sample_chance`` draws, with the sticks (or die faces, 6s included) that produced it.

        The scene shows these and pushes ``.value``: the action stays the value.
        """
        if self.current_player() != CHANCE:
            raise PhaseError(Reason.MOVE_EXPECTED, "no throw is due")
        if self.seed is None:  # a position read from JSON, played on without a record's seed
            self.seed = random.SystemRandom().randrange(_SEED_LIMIT)
        x = _mix((self.seed & _M64) ^ _mix(self._throws))
        if not self.options.dice:
            sticks = tuple(bool(x >> i & 1) for i in range(4))
            return Throw(sum(sticks) or self.options.zero_value, sticks, None)  # type: ignore[arg-type]
        faces = []
        while True:  # a fair die from 3-bit draws (7 and 8 are no face); a 6 is thrown again
            for shift in range(0, 63, 3):
                f = ((x >> shift) & 7) + 1
                if f <= 6:
                    faces.append(f)
                    if f < 6:
                        return Throw(f, None, tuple(faces))
            x = _mix(x)

    def push(self, action) -> list:
        if self._throw:
            return self._push_move(action)
        if self._off[0] == 5 or self._off[1] == 5:
            raise PhaseError(Reason.GAME_OVER, "the game is over")
        return self._push_throw(action)

    def pop(self):
        entry = self._undo
        if entry is None:
            raise IndexError("no action to take back")
        (action, board, self._off, self._seat, self._sides, self._throw, self._opening,
         self._throws, self._key, self._legal, self._undo) = entry[:11]
        if board is not None:
            self._board = list(board)
        self._events = entry[11]
        return action

    def outcome(self) -> Optional[Outcome]:
        off = self._off
        if off[0] != 5 and off[1] != 5:
            return None
        side = 0 if off[0] == 5 else 1
        s = self._sides or (0, 1)
        return Outcome(s.index(side), TERMINATIONS[0], (off[s[0]], off[s[1]]))

    def copy(self, events: Optional[bool] = None) -> "State":
        """An independent state at the same position, sharing its history.

        ``events=False`` gives a search's copy: its pushes change the position exactly as
        ``push`` does but describe nothing (they return ``[]``, ``last_events`` is empty), since
        building the events is about half of what a search's push costs and no search reads them.
        By default a copy describes its pushes as the original does.
        """
        g = State.__new__(State)
        g.options = self.options
        g.seed = self.seed
        g._a = self._a
        g._board = self._board[:]
        g._off = self._off
        g._seat = self._seat
        g._sides = self._sides
        g._throw = self._throw
        g._opening = self._opening
        g._throws = self._throws
        g._key = self._key
        g._undo = self._undo
        g._legal = self._legal      # never mutated once built
        g._events = self._events
        g._quiet = self._quiet if events is None else not events
        return g

    def key(self) -> int:
        return self._key

    # ------------------------------------------------------------ JSON
    def to_json(self) -> dict:
        """The position, without history; ``throws`` is the generator's position."""
        return {"options": self.options.to_dict(), "houses": self._board[1:],
                "borne_off": list(self._off), "seat": self._seat,
                "sides": None if self._sides is None else list(self._sides),
                "throw": self._throw or None, "opening": self._opening, "throws": self._throws}

    @classmethod
    def from_json(cls, data: Any) -> "State":
        try:
            return cls._from_json(data)
        except PositionError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as exc:
            raise PositionError(f"not a Senet position: {exc}") from None

    @classmethod
    def _from_json(cls, data: Any) -> "State":
        if not isinstance(data, dict):
            raise PositionError("a Senet position is an object")
        expected = {"options", "houses", "borne_off", "seat", "sides", "throw", "opening", "throws"}
        if set(data) != expected:
            raise PositionError(f"a Senet position has exactly the fields {sorted(expected)}")
        options = Options.from_dict(data["options"])
        houses, off, seat = data["houses"], data["borne_off"], data["seat"]
        sides, throw, opening, throws = data["sides"], data["throw"], data["opening"], data["throws"]
        if not isinstance(houses, list) or len(houses) != HOUSES or any(
                h is not None and (type(h) is not int or h not in (0, 1)) for h in houses):
            raise PositionError("houses must be 30 entries of null, 0 or 1")
        if (not isinstance(off, list) or len(off) != 2
                or any(type(n) is not int or not 0 <= n <= 5 for n in off)):
            raise PositionError("borne_off must be two counts 0..5")
        for s in (0, 1):
            if houses.count(s) + off[s] != 5:
                raise PositionError(f"side {s} must have five counters")
        if off[0] == 5 and off[1] == 5:
            raise PositionError("both sides cannot have won")
        if type(seat) is not int or seat not in (0, 1):
            raise PositionError("seat must be 0 or 1")
        if sides is not None and (sides not in ([0, 1], [1, 0]) or any(type(s) is not int for s in sides)):
            raise PositionError("sides must be null, [0, 1] or [1, 0]")
        if type(opening) is not bool:
            raise PositionError("opening must be true or false")
        if type(throws) is not int or not 0 <= throws < _SEED_LIMIT:
            raise PositionError("throws must be a count")
        if throw is not None and (type(throw) is not int or throw not in options.throw_values):
            raise PositionError("throw must be null or a value this rule set throws")
        a = options.ruleset == RULESET_A
        if houses[26] is not None and (not a or options.special_houses):
            raise PositionError("no counter can stay on house 27")
        if a and sides != [0, 1]:
            raise PositionError("in rule set A seat n plays side n")
        if sides is None or opening:
            if list(houses) != list(_START[1:]) or off != [0, 0]:
                raise PositionError("the opening is played from the start position")
        if opening and (sides is None or throw != 1 or sides[seat] != SIDE_TWO):
            raise PositionError("the opening move belongs to the Jackals, on their throw of 1")
        if sides is None and throw is not None:
            raise PositionError("no throw is in hand during the opening's throws for a 1")
        if throw is not None and 5 in off:
            raise PositionError("no throw is in hand once the game is over")
        g = cls(options, 0)
        g.seed = None  # a position carries no seed: the record's envelope does
        g._board = [None] + list(houses)
        g._off = (off[0], off[1])
        g._seat = seat
        g._sides = None if sides is None else (sides[0], sides[1])
        g._opening = opening
        g._throws = throws
        if throw is not None:
            g._throw = throw
            g._legal = {(10, 11): _OPENING_MOVE} if opening else g._moves(throw)
            if not g._legal:
                raise PositionError("a throw in hand must allow a move (else it is forfeited)")
        g._key = g._full_key()
        return g

    def action_to_json(self, action) -> Any:
        """A throw is its value (``3``); a move is ``[from, to]`` with ``"off"`` for ``OFF``."""
        if type(action) is int:
            return action
        h, t = action
        return [h, "off" if t == OFF else t]

    def action_from_json(self, data: Any):
        if type(data) is int:
            if 1 <= data <= 6:
                return data
        elif type(data) is list and len(data) == 2:
            h, t = data
            if t == "off":
                t = OFF
            if type(h) is int and type(t) is int and 1 <= h <= HOUSES and 1 <= t <= OFF:
                return (h, t)
        raise PositionError(f"not a Senet action: {str(data)[:40]}")

    # ------------------------------------------------------------ reading (UI, tests, AI)
    @property
    def ruleset(self) -> str:
        return self.options.ruleset

    @property
    def phase(self) -> Phase:
        if self._off[0] == 5 or self._off[1] == 5:
            return Phase.OVER
        return Phase.MOVE if self._throw else Phase.THROW

    @property
    def is_over(self) -> bool:
        return self._off[0] == 5 or self._off[1] == 5

    @property
    def board(self) -> tuple:
        """31 entries indexed by house (``[0]`` unused): the owning side or ``None``."""
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
        """By side."""
        return self._off

    @property
    def in_opening(self) -> bool:
        return self._sides is None

    @property
    def opening_move_due(self) -> bool:
        return self._opening

    @property
    def current_seat(self) -> int:
        """The seat to throw or move (also meaningful at ``CHANCE``); the winner's seat is not implied."""
        return self._seat

    @property
    def current_side(self) -> Optional[int]:
        return None if self._sides is None else self._sides[self._seat]

    def side_of_seat(self, seat: int) -> Optional[int]:
        return None if self._sides is None else self._sides[seat]

    def seat_of_side(self, side: int) -> Optional[int]:
        return None if self._sides is None else self._sides.index(side)

    @property
    def winner(self) -> Optional[int]:
        """The winning side (see ``outcome()`` for the seat)."""
        off = self._off
        return 0 if off[0] == 5 else 1 if off[1] == 5 else None

    @property
    def throw_in_hand(self) -> Optional[int]:
        return self._throw or None

    @property
    def last_throw(self) -> Optional[Throw]:
        """The latest throw made (what the sticks show), or ``None`` before any.

        A position read with a throw in hand (a puzzle, a tutorial step) made its throw before its
        history began: while that throw is still in hand it is shown by its value's usual sticks; once
        it is used, with no throw in the history yet, there is none to show (``None``)."""
        e = self._undo
        while e is not None:
            if type(e[0]) is int:
                return self._throw_look(e[0])
            e = e[10]
        return self._throw_look(self._throw) if self._throw else None

    @property
    def last_events(self) -> list:
        return list(self._events)

    def history(self) -> list:
        """The actions pushed, oldest first (walks the stack: for the UI, not for search)."""
        out = []
        e = self._undo
        while e is not None:
            out.append(e[0])
            e = e[10]
        out.reverse()
        return out

    def position(self) -> tuple:
        """Hashable snapshot of the position (what ``key()`` hashes)."""
        return (self.ruleset, tuple(self._board[1:]), self._off, self.phase.value, self._seat,
                self._sides, self._throw or None, self.winner, self._opening)

    def legal_moves(self) -> list[Move]:
        """The legal moves as ``Move``s, sorted by (from, to): the UI's view of ``legal_actions``."""
        if not self._throw:
            return []
        return [Move(*m) for m in self._legal.values()]  # type: ignore[union-attr]

    def legal_moves_for(self, value: int, side: Optional[int] = None) -> list[Move]:
        """Moves a throw of ``value`` would allow ``side`` (default: the side to play) here."""
        if side is None:
            side = self.current_side
        if side is None or (self._opening and side == SIDE_TWO):
            return [Move(*_OPENING_MOVE)] if value == 1 else []
        return [Move(*m) for m in self._generate(side, value)]

    def find_move(self, from_house: int, to_house: int) -> Optional[Move]:
        if not self._throw:
            return None
        m = self._legal.get((from_house, to_house))  # type: ignore[union-attr]
        return None if m is None else Move(*m)

    def moves_from(self, house: int) -> list[Move]:
        return [m for m in self.legal_moves() if m.from_house == house]

    def movable_houses(self) -> list[int]:
        return sorted({a[0] for a in self._legal}) if self._throw else []  # type: ignore[union-attr]

    @classmethod
    def from_position(cls, options: Options, board: dict, current_side: int = 0,
                      borne_off: Sequence[int] = (0, 0), seed: int = 0, seat_of_side0: int = 0) -> "State":
        """A position set up by hand (tests, puzzles): ``board`` maps house -> side, a throw is awaited.

        Rule set B starts after the opening, with side 0 (Hounds) in seat ``seat_of_side0``.
        """
        if current_side not in (0, 1) or seat_of_side0 not in (0, 1):
            raise ValueError("current_side and seat_of_side0 must be 0 or 1")
        if options.ruleset == RULESET_A and seat_of_side0 != 0:
            raise ValueError("in rule set A seat n plays side n")
        houses = [None] * HOUSES
        for h, s in board.items():
            if type(h) is not int or not 1 <= h <= HOUSES or s not in (0, 1):
                raise ValueError(f"bad board entry {h}: {s}")
            houses[h - 1] = s
        sides = [0, 1] if seat_of_side0 == 0 else [1, 0]
        try:
            g = cls._from_json({"options": options.to_dict(), "houses": houses,
                                "borne_off": list(borne_off), "seat": sides.index(current_side),
                                "sides": sides, "throw": None, "opening": False, "throws": 0})
        except (PositionError, TypeError) as exc:
            raise ValueError(str(exc)) from None
        g.seed = seed
        return g

    def __repr__(self) -> str:
        cells = "".join("." if o is None else "xo"[o] for o in self._board[1:])
        return (f"<senet.State {self.ruleset} {self.phase.value} seat={self._seat} "
                f"side={self.current_side} off={self._off} {cells}>")

    # ------------------------------------------------------------ internals
    def _full_key(self) -> int:
        k = 0
        b = self._board
        for h in range(1, HOUSES + 1):
            if b[h] is not None:
                k ^= _Z_BOARD[h][b[h]]
        k ^= _Z_OFF[0][self._off[0]] ^ _Z_OFF[1][self._off[1]]
        if self._seat:
            k ^= _Z_SEAT
        k ^= _Z_SIDES[self._sides] ^ _Z_THROW[self._throw]
        if self._opening:
            k ^= _Z_OPENING
        return k

    def _throw_look(self, value: int) -> Throw:
        o = self.options
        return _THROWS[(value, o.dice, o.zero_value)]

    def _save(self, action, board) -> None:
        self._undo = (action, board, self._off, self._seat, self._sides, self._throw, self._opening,
                      self._throws, self._key, self._legal, self._undo, self._events)

    def _push_throw(self, action) -> list:
        if type(action) is not int or action not in self.options.throw_values:
            if isinstance(action, tuple):
                raise PhaseError(Reason.THROW_EXPECTED, "a throw is due, not a move")
            raise IllegalMoveError(Reason.IMPOSSIBLE_THROW, f"a throw of {action!r} is impossible here")
        v = action
        seat = self._seat
        sides = self._sides
        side = None if sides is None else sides[seat]
        self._save(action, None)
        self._throws += 1
        quiet = self._quiet
        events: list = [] if quiet else [Thrown(seat, side, self._throw_look(v))]
        if sides is None:                       # B opening: throw for a 1
            if v == 1:
                self._sides = (SIDE_TWO, SIDE_ONE) if seat == 0 else (SIDE_ONE, SIDE_TWO)
                if not quiet:
                    events.append(ColoursAssigned(seat, 1 - seat))
                self._legal = {(10, 11): _OPENING_MOVE}
                self._opening = True
                self._throw = 1
                self._key ^= _Z_SIDES[None] ^ _Z_SIDES[self._sides] ^ _Z_OPENING ^ _Z_THROW[1]
            else:
                self._seat = 1 - seat
                self._key ^= _Z_SEAT
                if not quiet:
                    events += (MoveForfeited(seat, None, v, Reason.OPENING_NEEDS_ONE),
                               TurnPassed(self._seat, None))
        else:
            legal = self._moves(v)
            if legal:
                self._legal = legal
                self._throw = v
                self._key ^= _Z_THROW[v]
            else:
                self._legal = None
                if not quiet:
                    events.append(MoveForfeited(seat, side, v, Reason.NO_MOVE))
                self._end_turn(events, v)
        self._events = events
        return events

    def _push_move(self, action) -> list:
        m = self._legal.get(action) if isinstance(action, tuple) else None  # type: ignore[union-attr]
        if m is None:
            if type(action) is int:
                raise PhaseError(Reason.MOVE_EXPECTED, "a move is due, not a throw")
            raise IllegalMoveError(Reason.ILLEGAL_MOVE, f"{action!r} is not a legal move")
        b = self._board
        self._save(action, tuple(b))
        seat = self._seat
        side = self._sides[seat]  # type: ignore[index]
        opp = 1 - side
        value = self._throw
        zb = _Z_BOARD
        k = self._key ^ _Z_THROW[value]
        off = list(self._off)
        quiet = self._quiet
        events: list = [] if quiet else self._move_events(m, side, value)
        h, t, kind, final, dfrom, dto, backward = m
        b[h] = None
        k ^= zb[h][side]
        if dfrom is not None:
            b[t] = side
            b[dto] = opp
            k ^= zb[t][opp] ^ zb[t][side] ^ zb[dto][opp]
        elif final == OFF:
            off[side] += 1
        else:
            b[final] = side
            k ^= zb[final][side]
        if not self._a and self.options.occupy_30:
            for s in (side, opp):
                if b[HOUSES] == s and not any(b[j] == s for j in range(1, 21)):
                    b[HOUSES] = None
                    k ^= zb[HOUSES][s]
                    off[s] += 1
                    if not quiet:
                        events.append(BorneOff(s, HOUSES, True))
        if off[0] != self._off[0]:
            k ^= _Z_OFF[0][self._off[0]] ^ _Z_OFF[0][off[0]]
        if off[1] != self._off[1]:
            k ^= _Z_OFF[1][self._off[1]] ^ _Z_OFF[1][off[1]]
        if self._opening:
            k ^= _Z_OPENING
            self._opening = False
        self._off = (off[0], off[1])
        self._throw = 0
        self._legal = None
        self._key = k
        winner = side if off[side] == 5 else opp if off[opp] == 5 else None
        if winner is not None:
            if not quiet:
                events.append(GameWon(winner, self._sides.index(winner)))  # type: ignore[union-attr]
        else:
            self._end_turn(events, value)
        self._events = events
        return events

    def _move_events(self, m: tuple, side: int, value: int) -> list:
        """What moving ``m`` shows, up to the counters that leave from 30 (``_push_move`` adds the rest)."""
        h, t, kind, final, dfrom, dto, backward = m
        opp = 1 - side
        events: list = [ForcedBackward(side, value)] if backward else []
        events.append(CounterMoved(side, h, t, _path(h, t, backward), kind))
        if dfrom is not None:
            if self._a:
                events.append(Swapped(opp, t, dto, side))
            else:
                events.append(Captured(opp, t, dto, side, self.options.harsh_captures))
        if kind == MoveKind.TO_WATER:
            events.append(SentBack(side, t, final, "water" if self._a else "curse"))
        elif kind == MoveKind.BEAR_OFF:
            events.append(BorneOff(side, h if t == OFF else t, False))
        elif kind == MoveKind.WAIT_ON_30:
            events.append(WaitingOn30(side))
        return events

    def _end_turn(self, events: list, value: int) -> None:
        if not self._a and self.options.multiple_rolls and value in _EXTRA_THROW_VALUES:
            if not self._quiet:
                events.append(ExtraThrow(self._seat, self.current_side, value))
            return
        self._seat = 1 - self._seat
        self._key ^= _Z_SEAT
        if not self._quiet:
            events.append(TurnPassed(self._seat, self.current_side))

    def _moves(self, v: int) -> dict:
        return {(m[0], m[1]): m for m in self._generate(self._sides[self._seat], v)}  # type: ignore[index]

    def _generate(self, side: int, v: int) -> list:
        return self._moves_a(side, v) if self._a else self._moves_b(side, v)

    @staticmethod
    def _blockades(b: list, side: int) -> list:
        """``blk[h]``: house h holds a counter of ``side`` in a run of three or more."""
        blk = [False] * (OFF + 1)
        h = 1
        while h <= HOUSES:
            if b[h] == side:
                j = h
                while j <= HOUSES and b[j] == side:
                    j += 1
                if j - h >= 3:
                    for x in range(h, j):
                        blk[x] = True
                h = j
            else:
                h += 1
        return blk

    # rule set A ---------------------------------------------------------
    def _moves_a(self, side: int, v: int) -> list:
        b = self._board
        opt = self.options
        special = opt.special_houses
        traps = opt.traps
        exact = opt.exact_throws
        opp = 1 - side
        blk = self._blockades(b, opp)
        moves = []
        for h in range(1, HOUSES + 1):
            if b[h] != side:
                continue
            trapped = traps and h in _LEAVE_A
            for d in range(1, v + 1):
                t = h + d
                if d > 1:  # the move passes house t - 1
                    j = t - 1
                    if blk[j] or (special and j == 26):
                        break
                if t == OFF:
                    if d == v and h in _LEAVE_A:
                        moves.append((h, OFF, MoveKind.BEAR_OFF, OFF, None, None, False))
                    break
                if exact and d != v:
                    continue
                if trapped:
                    continue
                if special and t == 26 and d != v:
                    continue
                occ = b[t]
                if occ is None:
                    if special and t == 27:
                        dest = next(j for j in range(15, 0, -1) if b[j] is None or j == h)
                        moves.append((h, t, MoveKind.TO_WATER, dest, None, None, False))
                    else:
                        moves.append((h, t, MoveKind.ADVANCE if d == v else MoveKind.STOP_SHORT,
                                      t, None, None, False))
                elif occ == opp and d == v and not (
                        t in _SAFE_A_BASE or (special and t == 30)
                        or b[t - 1] == opp or (t < HOUSES and b[t + 1] == opp)):
                    moves.append((h, t, MoveKind.SWAP, t, t, h, False))
        return moves

    # rule set B ---------------------------------------------------------
    def _moves_b(self, side: int, v: int) -> list:
        b = self._board
        opt = self.options
        occupy = opt.occupy_30
        harsh = opt.harsh_captures
        opp = 1 - side
        blk = self._blockades(b, opp)
        mine = [h for h in range(1, HOUSES + 1) if b[h] == side]
        behind = sum(1 for h in mine if h <= 20)  # counters not yet in the last row
        moves = []
        for h in mine:
            t = h + v
            if t > HOUSES:
                if (not occupy and t == OFF and h in _LEAVE_B_NO_OCCUPY and behind == 0
                        and not any(blk[h + 1:OFF])):
                    moves.append((h, OFF, MoveKind.BEAR_OFF, OFF, None, None, False))
                continue
            if any(blk[h + 1:t]):
                continue
            m = self._land_b(b, side, h, t, harsh, occupy, False, behind)
            if m is not None:
                moves.append(m)
        if moves:
            return moves
        for h in mine:
            t = h - v
            if t < 1 or any(blk[t + 1:h]):
                continue
            m = self._land_b(b, side, h, t, harsh, occupy, True, behind)
            if m is not None:
                moves.append(m)
        moves.sort(key=lambda m: (m[0], m[1]))
        return moves

    @staticmethod
    def _land_b(b: list, side: int, h: int, t: int, harsh: bool, occupy: bool, backward: bool,
                behind: int) -> Optional[tuple]:
        occ = b[t]
        if occ == side:
            return None
        if occ is not None:
            if t in _PROTECTED_B or b[t - 1] == occ or (t < HOUSES and b[t + 1] == occ):
                return None
            if harsh:  # "house 1 or the first empty after it", once the mover has left and landed
                dest = next(j for j in range(1, HOUSES + 1) if j != t and (b[j] is None or j == h))
            else:
                dest = h
            return (h, t, MoveKind.BACKWARD if backward else MoveKind.CAPTURE, t, t, dest, backward)
        if t == 27:
            dest = next(j for j in range(1, HOUSES + 1) if b[j] is None or j == h)
            return (h, t, MoveKind.TO_WATER, dest, None, None, backward)
        if backward:
            return (h, t, MoveKind.BACKWARD, t, None, None, True)
        if t == HOUSES and occupy:
            if behind - (h <= 20) == 0:
                return (h, t, MoveKind.BEAR_OFF, OFF, None, None, False)
            return (h, t, MoveKind.WAIT_ON_30, t, None, None, False)
        return (h, t, MoveKind.ADVANCE, t, None, None, False)
