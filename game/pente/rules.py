"""Pente rules engine (pure Python + numpy, no pygame, deterministic).

Implements ``/work/shared/rules/pente.md``: five (or more) in a row wins,
custodial pair captures (X O O X) with 10 captured stones winning, the
tournament opening restriction, and the Keryo-Pente and Gomoku variants.

Coordinates
-----------
A *point* is ``(x, y)`` in **board coordinates**: ``x`` is the column counted
from the left (0 .. size-1), ``y`` is the row counted from the **top**
(``y == 0`` is the top row, as drawn by the UI).  Notation rows count from the
bottom; :mod:`game.pente.notation` converts.

Stones: ``EMPTY = 0``, ``FIRST = 1``, ``SECOND = 2``.

Board representation
--------------------
For speed the engine keeps a flat Python ``list`` of small ints with a
one-cell border of ``OFF = 3`` sentinels around the board (row stride
``size + 2``), so the capture and line scans around a new stone are plain
list indexing with no bounds checks.  ``game.board`` is a **numpy int8 array
indexed** ``board[y, x]`` (row-major, y from the top), built lazily from the
flat list and cached until the next ``push``/``pop``; it is read-only (call
``.copy()`` if you need to modify it).  Use ``game.stone_at((x, y))`` for a
cheap single-point lookup.

API (python-chess style)
------------------------
::

    game = PenteGame(Options(size=19, variant="pente", tournament=True))
    game.to_move                   # FIRST (1) or SECOND (2): seat + 1
    game.check((x, y))             # -> Reason | None   (None = legal)
    res = game.push((x, y))        # -> MoveResult, raises IllegalMove(reason)
    res.captured                   # [[p, p], [p, p]]  grouped per direction
    res.win_lines                  # [[p, p, p, p, p], ...]  (five or more)
    res.winner                     # None, 1 or 2
    game.pop()                     # exact undo (restores captured stones)
    game.outcome()                 # None or Outcome(winner, termination, lines)
    game.winning_line              # points of the winning five (or None)
    game.last_move                 # (x, y) or None
    game.captured                  # {FIRST: stones the first player captured, SECOND: ...}
    game.moves                     # list of points played (do not mutate)
    game.history                   # list of MoveResult, one per move
    game.restricted_area()         # None or frozenset of forbidden points
    game.restriction()             # None or Restriction(kind, centre, box, ...)
    game.legal_moves()             # list of legal points
    game.copy()                    # independent copy
    PenteGame.from_moves(points, options)           # replay
    PenteGame.from_position(diagram_or_dict, options_with_tournament_off,
                            to_move=1, captured={1: 0, 2: 0})  # puzzles

Rule details (see docs/pente-decisions.md): a move's captures are removed
before the board is checked for fives; if a move both makes a five and reaches
the capture goal, the mover wins and ``termination == 'five'`` (the line is
highlighted; ``Outcome.capture_goal_reached`` is also True).  A full board with
no winner is a draw (``termination == 'full_board'``).
"""

from __future__ import annotations

import enum
import operator
from dataclasses import dataclass
from typing import Iterable, Optional

import numpy as np

from ..core.protocol import TERMINAL, IllegalAction, PositionError
from ..core.protocol import Outcome as GameOutcome

__all__ = [
    "EMPTY",
    "FIRST",
    "SECOND",
    "SIZES",
    "VARIANTS",
    "Options",
    "Reason",
    "IllegalMove",
    "MoveResult",
    "Outcome",
    "Restriction",
    "PenteGame",
    "opponent",
]

EMPTY = 0
FIRST = 1
SECOND = 2
OFF = 3  # sentinel border value in the flat board

SIZES = (19, 15, 13)
VARIANTS = ("pente", "keryo", "gomoku")

TERMINATIONS = ("five", "captures", "full_board")


def opponent(player: int) -> int:
    return 3 - player


# --------------------------------------------------------------------------
# Options
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    """Game options. ``size`` 19/15/13, ``variant`` 'pente'|'keryo'|'gomoku',
    ``tournament`` (opening restriction, default on)."""

    size: int = 19
    variant: str = "pente"
    tournament: bool = True

    SIZES = SIZES
    VARIANTS = VARIANTS

    def __post_init__(self):
        if type(self.size) is not int or self.size not in SIZES:
            raise ValueError(f"size must be one of {SIZES}, not {self.size!r}")
        if self.variant not in VARIANTS:
            raise ValueError(f"variant must be one of {VARIANTS}, not {self.variant!r}")
        if type(self.tournament) is not bool:
            raise ValueError(f"tournament must be True or False, not {self.tournament!r}")

    def to_dict(self) -> dict:
        return {"size": self.size, "variant": self.variant, "tournament": self.tournament}

    @classmethod
    def from_dict(cls, d: dict) -> "Options":
        """Strict: unknown keys, wrong types and values outside the rules are refused (ValueError)."""
        if not isinstance(d, dict):
            raise ValueError("options must be an object")
        unknown = set(d) - {"size", "variant", "tournament"}
        if unknown:
            raise ValueError(f"unknown option {sorted(map(str, unknown))[0]!r}")
        variant = d.get("variant", "pente")
        if not isinstance(variant, str):
            raise ValueError("variant must be a string")
        return cls(size=d.get("size", 19), variant=variant, tournament=d.get("tournament", True))

    @classmethod
    def presets(cls) -> dict:
        """Named presets, the default first: the variants, a small board, and the free opening."""
        return {"pente": cls(), "keryo": cls(variant="keryo"), "gomoku": cls(variant="gomoku"),
                "pente_13": cls(size=13), "free_opening": cls(tournament=False)}

    # --- derived rule parameters ---
    @property
    def centre(self) -> tuple[int, int]:
        c = self.size // 2
        return (c, c)

    @property
    def capture_lengths(self) -> tuple[int, ...]:
        """Lengths of enemy lines that can be captured by flanking."""
        return {"pente": (2,), "keryo": (2, 3), "gomoku": ()}[self.variant]

    @property
    def capture_goal(self) -> Optional[int]:
        """Captured stones needed to win (None: captures are off)."""
        return {"pente": 10, "keryo": 15, "gomoku": None}[self.variant]


# --------------------------------------------------------------------------
# Reasons, results
# --------------------------------------------------------------------------


class Reason(enum.Enum):
    """Why a move is refused: a code. The sentence a player reads is ``text.refusal(reason)``."""

    OCCUPIED = "occupied"
    OFF_BOARD = "off_board"
    TOURNAMENT_CENTRE = "tournament_centre"
    TOURNAMENT_BOX = "tournament_box"
    GAME_OVER = "game_over"

    def __str__(self) -> str:
        return self.value


class IllegalMove(IllegalAction):
    """Raised by :meth:`PenteGame.push`; ``.reason`` is a :class:`Reason`."""

    def __init__(self, reason: Reason, point=None):
        ValueError.__init__(self, reason.value)
        self.reason = reason
        self.detail = "" if point is None else str(point)
        self.point = point


@dataclass(frozen=True)
class Outcome:
    """Result of a finished game.

    ``winner`` is 1, 2 or None (draw); ``termination`` is 'five', 'captures'
    or 'full_board'; ``lines`` are the winning lines (lists of points) for a
    'five'; ``capture_goal_reached`` is True when the winner also reached the
    capture goal with the final move (or won by it)."""

    winner: Optional[int]
    termination: str
    lines: tuple = ()
    capture_goal_reached: bool = False

    @property
    def draw(self) -> bool:
        return self.winner is None

    @property
    def result(self) -> str:
        return {FIRST: "1-0", SECOND: "0-1"}.get(self.winner, "1/2-1/2")


@dataclass(frozen=True, slots=True)
class MoveResult:
    """What one :meth:`PenteGame.push` did.

    - ``point``: (x, y) played; ``player``: 1 or 2; ``ply``: 0-based move index
    - ``captured``: list of groups (one per direction), each a list of the
      captured points ordered from the new stone outwards
    - ``captured_count``: total stones removed by this move
    - ``win_lines``: lists of points of each line of five or more through the
      new stone (empty if none), ordered along the line
    - ``winner``: 1/2 if this move ended the game with a win, else None
    - ``outcome``: the game's :class:`Outcome` if this move ended it, else None
    """

    point: tuple
    player: int
    ply: int
    captured: list
    captured_count: int
    win_lines: list
    winner: Optional[int]
    outcome: Optional[Outcome]

    @property
    def captured_points(self) -> list:
        return [p for group in self.captured for p in group]


@dataclass(frozen=True)
class Restriction:
    """The opening restriction in force for the player to move.

    ``kind`` is 'centre' (only the centre point is allowed) or 'box' (points
    inside ``box`` are forbidden).  ``box`` is (x0, y0, x1, y1) inclusive in
    board coordinates (for 'centre' it is just the centre point).
    ``forbidden`` is the frozenset of forbidden points."""

    kind: str
    centre: tuple
    box: tuple
    forbidden: frozenset
    reason: Reason


# --------------------------------------------------------------------------
# The game
# --------------------------------------------------------------------------


class PenteGame:
    """A Pente game. See the module docstring for the API."""

    __slots__ = (
        "options",
        "size",
        "_w",
        "_cells",
        "_pts",
        "_dirs",
        "_axes",
        "_keryo",
        "_caps_on",
        "_goal",
        "_tournament",
        "_centre_idx",
        "to_move",
        "captured",
        "moves",
        "history",
        "_stones",
        "_outcome",
        "_board_cache",
        "_ply0",
    )

    def __init__(self, options: Optional[Options] = None):
        if options is None:
            options = Options()
        self.options = options
        n = options.size
        w = n + 2
        self.size = n
        self._w = w
        cells = [OFF] * (w * w)
        pts = [None] * (w * w)
        for y in range(n):
            for x in range(n):
                i = (y + 1) * w + x + 1
                cells[i] = EMPTY
                pts[i] = (x, y)
        self._cells = cells
        self._pts = pts
        self._axes = (1, w, w + 1, w - 1)  # E, S, SE, SW
        self._dirs = (1, -1, w, -w, w + 1, -w - 1, w - 1, -w + 1)
        self._keryo = options.variant == "keryo"
        self._caps_on = options.variant != "gomoku"
        self._goal = options.capture_goal or 0
        self._tournament = options.tournament
        c = n // 2
        self._centre_idx = (c + 1) * w + c + 1
        self.to_move = FIRST
        self.captured = {FIRST: 0, SECOND: 0}
        self.moves: list = []
        self.history: list = []
        self._stones = 0
        self._outcome: Optional[Outcome] = None
        self._board_cache = None
        self._ply0 = 0  # plies before the first move of ``moves`` (a game set up mid-way)

    # ---------------- construction helpers ----------------

    @classmethod
    def from_moves(cls, moves: Iterable, options: Optional[Options] = None) -> "PenteGame":
        """Replay ``moves`` (points); raises IllegalMove on the first bad one."""
        g = cls(options)
        for p in moves:
            g.push(p)
        return g

    @classmethod
    def from_position(
        cls,
        position,
        options: Optional[Options] = None,
        to_move: int = FIRST,
        captured: Optional[dict] = None,
    ) -> "PenteGame":
        """Set up a position (puzzles, tests) without move history.

        ``position`` is a diagram string (``size`` rows, top row first;
        ``X``/``B`` black, ``O``/``W`` white, ``.``/``+``/``-`` empty; spaces
        ignored) or a mapping ``{(x, y): 1|2}``.  The tournament rule only
        governs a game played from the empty board, so ``options.tournament``
        must be False here (ValueError otherwise).  ``pop()`` cannot go back
        before the set-up position."""
        if options is None:
            options = Options(tournament=False)
        if options.tournament:
            raise ValueError("from_position needs options with tournament=False")
        if to_move not in (FIRST, SECOND):
            raise ValueError(f"to_move must be 1 or 2, not {to_move!r}")
        g = cls(options)
        n = g.size
        if isinstance(position, str):
            rows = [r.replace(" ", "") for r in position.strip().splitlines() if r.strip()]
            if len(rows) != n or any(len(r) != n for r in rows):
                raise ValueError(f"diagram must be {n} rows of {n} points")
            stones = {}
            for y, r in enumerate(rows):
                for x, ch in enumerate(r):
                    if ch in "XxBb":
                        stones[(x, y)] = FIRST
                    elif ch in "OoWw":
                        stones[(x, y)] = SECOND
                    elif ch not in ".+-":
                        raise ValueError(f"bad diagram character {ch!r}")
        else:
            stones = dict(position)
        for p, v in stones.items():
            if v not in (FIRST, SECOND):
                raise ValueError(f"bad stone {v!r} at {p!r}")
            g._cells[g.index(p)] = v
        g._stones = len(stones)
        g.to_move = to_move
        if captured:
            g.captured = {FIRST: int(captured.get(FIRST, 0)), SECOND: int(captured.get(SECOND, 0))}
        return g

    def copy(self) -> "PenteGame":
        g = PenteGame.__new__(PenteGame)
        g.options = self.options
        g.size = self.size
        g._w = self._w
        g._cells = self._cells[:]
        g._pts = self._pts  # immutable table, shared
        g._dirs = self._dirs
        g._axes = self._axes
        g._keryo = self._keryo
        g._caps_on = self._caps_on
        g._goal = self._goal
        g._tournament = self._tournament
        g._centre_idx = self._centre_idx
        g.to_move = self.to_move
        g.captured = dict(self.captured)
        g.moves = self.moves[:]
        g.history = self.history[:]
        g._stones = self._stones
        g._outcome = self._outcome
        g._board_cache = None
        g._ply0 = self._ply0
        return g

    __copy__ = copy

    # ---------------- coordinates ----------------

    def index(self, point) -> int:
        """Flat index of ``point``; raises IllegalMove(OFF_BOARD)."""
        try:
            x, y = point
            x = operator.index(x)
            y = operator.index(y)
        except (TypeError, ValueError):
            raise IllegalMove(Reason.OFF_BOARD, point) from None
        n = self.size
        if 0 <= x < n and 0 <= y < n:
            return (y + 1) * self._w + x + 1
        raise IllegalMove(Reason.OFF_BOARD, point)

    def on_board(self, point) -> bool:
        try:
            self.index(point)
        except IllegalMove:
            return False
        return True

    @property
    def centre(self) -> tuple:
        return self._pts[self._centre_idx]

    # ---------------- the flat board, for fast readers (search, puzzle checks) ----------------
    # Read only: the live lists themselves, so a search loop pays no copy; change the position only
    # through push / pop.

    @property
    def cells(self) -> list:
        """``cells[index(point)]``: EMPTY, FIRST or SECOND, with a border of OFF round the board."""
        return self._cells

    @property
    def row_width(self) -> int:
        """Index step from a point to the one below it (the board's size plus the border)."""
        return self._w

    @property
    def axes(self) -> tuple:
        """The four line directions as index steps: E, S, SE, SW."""
        return self._axes

    @property
    def directions(self) -> tuple:
        """The eight directions as index steps (each axis both ways)."""
        return self._dirs

    @property
    def points(self) -> list:
        """``points[i]``: the point ``(x, y)`` at flat index ``i``, None on the border."""
        return self._pts

    # ---------------- state queries ----------------

    @property
    def board(self) -> np.ndarray:
        """Read-only int8 array ``board[y, x]`` (0 empty, 1 FIRST, 2 SECOND)."""
        b = self._board_cache
        if b is None:
            w = self._w
            b = np.array(self._cells, dtype=np.int8).reshape(w, w)[1:-1, 1:-1].copy()
            b.flags.writeable = False
            self._board_cache = b
        return b

    def stone_at(self, point) -> int:
        return self._cells[self.index(point)]

    @property
    def ply(self) -> int:
        return self._ply0 + len(self.moves)

    @property
    def last_move(self):
        return self.moves[-1] if self.moves else None

    @property
    def last_result(self) -> Optional[MoveResult]:
        return self.history[-1] if self.history else None

    def outcome(self) -> Optional[Outcome]:
        return self._outcome

    def is_game_over(self) -> bool:
        return self._outcome is not None

    @property
    def winner(self) -> Optional[int]:
        return self._outcome.winner if self._outcome else None

    @property
    def winning_line(self):
        """Points of the five (or longer line) that won, else None.  If one
        move made several lines, this is the first; see ``outcome().lines``."""
        o = self._outcome
        if o is not None and o.lines:
            return list(o.lines[0])
        return None

    def stones_on_board(self, player: int) -> int:
        return self._cells.count(player)

    # ---------------- tournament restriction ----------------

    def _tournament_reason(self, idx: int) -> Optional[Reason]:
        ply = self._ply0 + len(self.moves)
        if ply == 0:
            if idx != self._centre_idx:
                return Reason.TOURNAMENT_CENTRE
        elif ply == 2:
            x, y = self._pts[idx]
            cx, cy = self._pts[self._centre_idx]
            if -3 < x - cx < 3 and -3 < y - cy < 3:
                return Reason.TOURNAMENT_BOX
        return None

    def restriction(self) -> Optional[Restriction]:
        """The opening restriction for the player to move now, or None."""
        if not self._tournament or self._outcome is not None:
            return None
        ply = self._ply0 + len(self.moves)
        cx, cy = self.centre
        n = self.size
        if ply == 0:
            forbidden = frozenset(
                (x, y) for y in range(n) for x in range(n) if (x, y) != (cx, cy)
            )
            return Restriction("centre", (cx, cy), (cx, cy, cx, cy), forbidden, Reason.TOURNAMENT_CENTRE)
        if ply == 2:
            box = (max(cx - 2, 0), max(cy - 2, 0), min(cx + 2, n - 1), min(cy + 2, n - 1))
            forbidden = frozenset(
                (x, y) for y in range(box[1], box[3] + 1) for x in range(box[0], box[2] + 1)
            )
            return Restriction("box", (cx, cy), box, forbidden, Reason.TOURNAMENT_BOX)
        return None

    def restricted_area(self) -> Optional[frozenset]:
        """None, or the frozenset of points the player to move may not use
        because of the tournament rule (occupied points are not included
        specially; they are refused anyway)."""
        r = self.restriction()
        return None if r is None else r.forbidden

    # ---------------- legality ----------------

    def check(self, point) -> Optional[Reason]:
        """None if ``point`` is a legal move now, else the :class:`Reason`."""
        if self._outcome is not None:
            return Reason.GAME_OVER
        try:
            idx = self.index(point)
        except IllegalMove as e:
            return e.reason
        if self._cells[idx] != EMPTY:
            return Reason.OCCUPIED
        if self._tournament and self._ply0 + len(self.moves) in (0, 2):
            return self._tournament_reason(idx)
        return None

    def is_legal(self, point) -> bool:
        return self.check(point) is None

    def legal_moves(self) -> list:
        """All legal points for the player to move (row-major order)."""
        if self._outcome is not None:
            return []
        cells = self._cells
        pts = self._pts
        if self._tournament:
            ply = self._ply0 + len(self.moves)
            if ply == 0:
                return [pts[self._centre_idx]] if cells[self._centre_idx] == EMPTY else []
            if ply == 2:
                cx, cy = self.centre
                return [
                    pts[i]
                    for i, v in enumerate(cells)
                    if v == EMPTY
                    and not (abs(pts[i][0] - cx) < 3 and abs(pts[i][1] - cy) < 3)
                ]
        return [pts[i] for i, v in enumerate(cells) if v == EMPTY]

    # ---------------- moves ----------------

    def push(self, point) -> MoveResult:
        """Play ``point`` for the player to move; raises IllegalMove."""
        if self._outcome is not None:
            raise IllegalMove(Reason.GAME_OVER, point)
        # fast path for plain int tuples
        try:
            x, y = point
        except (TypeError, ValueError):
            raise IllegalMove(Reason.OFF_BOARD, point) from None
        n = self.size
        if type(x) is int and type(y) is int and 0 <= x < n and 0 <= y < n:
            idx = (y + 1) * self._w + x + 1
        else:
            idx = self.index(point)
        cells = self._cells
        if cells[idx]:
            raise IllegalMove(Reason.OCCUPIED, point)
        moves = self.moves
        if self._tournament and self._ply0 + len(moves) in (0, 2):
            r = self._tournament_reason(idx)
            if r is not None:
                raise IllegalMove(r, point)

        me = self.to_move
        opp = 3 - me
        pts = self._pts
        cells[idx] = me
        self._board_cache = None

        # --- captures ---
        groups = []
        ncap = 0
        if self._caps_on:
            keryo = self._keryo
            for d in self._dirs:
                a = idx + d
                if cells[a] == opp:
                    b = a + d
                    if cells[b] == opp:
                        e = b + d
                        ce = cells[e]
                        if ce == me:
                            cells[a] = 0
                            cells[b] = 0
                            groups.append([pts[a], pts[b]])
                            ncap += 2
                        elif keryo and ce == opp and cells[e + d] == me:
                            cells[a] = 0
                            cells[b] = 0
                            cells[e] = 0
                            groups.append([pts[a], pts[b], pts[e]])
                            ncap += 3
        captured = self.captured
        if ncap:
            captured[me] += ncap
        self._stones += 1 - ncap

        # --- fives through the new stone (after captures are removed) ---
        lines = None
        for d in self._axes:
            f = idx + d
            while cells[f] == me:
                f += d
            b = idx - d
            while cells[b] == me:
                b -= d
            if (f - b) // d - 1 >= 5:
                if lines is None:
                    lines = []
                lines.append([pts[i] for i in range(b + d, f, d)])

        outcome = None
        goal_reached = bool(self._goal) and captured[me] >= self._goal
        if lines is not None:
            outcome = Outcome(me, "five", tuple(tuple(l) for l in lines), goal_reached)
        elif goal_reached:
            outcome = Outcome(me, "captures", (), True)
        elif self._stones == n * n:
            outcome = Outcome(None, "full_board")

        pt = pts[idx]
        res = MoveResult(
            pt,
            me,
            self._ply0 + len(moves),
            groups,
            ncap,
            lines if lines is not None else [],
            outcome.winner if outcome is not None else None,
            outcome,
        )
        moves.append(pt)
        self.history.append(res)
        self._outcome = outcome
        self.to_move = opp
        return res

    def pop(self) -> MoveResult:
        """Undo the last move exactly (restores captured stones and counts).
        Returns the MoveResult of the undone move; IndexError if none."""
        if not self.moves:
            raise IndexError("pop from empty move list")
        res = self.history.pop()
        self.moves.pop()
        cells = self._cells
        w = self._w
        me = res.player
        opp = 3 - me
        x, y = res.point
        cells[(y + 1) * w + x + 1] = EMPTY
        for group in res.captured:
            for (cx, cy) in group:
                cells[(cy + 1) * w + cx + 1] = opp
        if res.captured_count:
            self.captured[me] -= res.captured_count
        self._stones -= 1 - res.captured_count
        self._outcome = None
        self.to_move = me
        self._board_cache = None
        return res

    # ---------------- misc ----------------

    def state_key(self) -> tuple:
        """Hashable snapshot of the full state (for tests / repetition)."""
        return (
            self.options,
            tuple(self._cells),
            self.to_move,
            self.captured[FIRST],
            self.captured[SECOND],
            tuple(self.moves),
            self._outcome,
        )

    def __repr__(self) -> str:
        return (
            f"PenteGame({self.options!r}, ply={len(self.moves)}, to_move={self.to_move}, "
            f"captured={self.captured}, outcome={self._outcome})"
        )

    def __str__(self) -> str:
        sym = {EMPTY: ".", FIRST: "X", SECOND: "O"}
        rows = []
        for y in range(self.size):
            rows.append(" ".join(sym[self._cells[(y + 1) * self._w + x + 1]] for x in range(self.size)))
        return "\n".join(rows)


# --------------------------------------------------------------------------
# The game protocol (game.core.protocol.GameState)
# --------------------------------------------------------------------------
#
# ``State`` is the engine above seen through the protocol every shared layer
# uses: seats 0 (Black) and 1 (White) instead of stone codes 1 and 2, the
# core's Outcome, actions as (x, y) points, a Zobrist key kept as stones come
# and go, and JSON positions. The engine's own API stays for the board view
# (stone codes on ``board``, the rich ``detail()`` with winning lines).

def _zobrist_tables(size: int):
    import random as _random
    rng = _random.Random(f"pente-zobrist-{size}")
    w = size + 2
    stones = [(0, rng.getrandbits(64), rng.getrandbits(64)) for _ in range(w * w)]
    caps = [[rng.getrandbits(64) for _ in range(size * size + 1)] for _ in range(3)]
    return stones, caps, rng.getrandbits(64)


_ZOBRIST = {n: _zobrist_tables(n) for n in SIZES}


def zobrist_tables(size: int):
    """(stones, captures, side to move): the random numbers ``State.key()`` is made of, for a search that keeps the
    same key on a board of its own (``game.pente.ai``)."""
    return _ZOBRIST[size]


class State(PenteGame):
    __slots__ = ("seed", "_key")

    def __init__(self, options: Optional[Options] = None, seed: Optional[int] = None):
        super().__init__(options)
        self.seed = seed
        self._key = self._full_key()

    @classmethod
    def new(cls, options: Optional[Options] = None, seed: Optional[int] = None) -> "State":
        return cls(options, seed)

    # --- whose turn -------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self._outcome is not None else self.to_move - 1

    def legal_actions(self) -> list:
        return self.legal_moves()

    def chance_outcomes(self) -> list:
        return []

    def sample_chance(self):
        raise ValueError("Pente has no chance events")

    # --- moves --------------------------------------------------------------
    def push(self, point) -> list:
        res = PenteGame.push(self, point)
        self._key ^= self._move_key(res)
        return [res]

    def pop(self):
        res = PenteGame.pop(self)
        self._key ^= self._move_key(res)
        return res.point

    def pop_result(self) -> MoveResult:
        """Undo the last move and say what it had done (the board scene animates it back)."""
        res = PenteGame.pop(self)
        self._key ^= self._move_key(res)
        return res

    def _move_key(self, res: MoveResult) -> int:
        stones, caps, side = _ZOBRIST[self.size]
        w = self._w
        me = res.player
        x, y = res.point
        k = side ^ stones[(y + 1) * w + x + 1][me]
        if res.captured_count:
            opp = 3 - me
            for cx, cy in res.captured_points:
                k ^= stones[(cy + 1) * w + cx + 1][opp]
            now = self.captured[me]
            other = now - res.captured_count if self.to_move == opp else now + res.captured_count
            k ^= caps[me][now] ^ caps[me][other]
        return k

    def _full_key(self) -> int:
        stones, caps, side = _ZOBRIST[self.size]
        k = side if self.to_move == SECOND else 0
        for i, v in enumerate(self._cells):
            if v == FIRST or v == SECOND:
                k ^= stones[i][v]
        return k ^ caps[FIRST][self.captured[FIRST]] ^ caps[SECOND][self.captured[SECOND]]

    def key(self) -> int:
        return self._key

    # --- the end ----------------------------------------------------------------
    def outcome(self) -> Optional[GameOutcome]:
        o = self._outcome
        if o is None:
            return None
        return GameOutcome(None if o.winner is None else o.winner - 1, o.termination,
                           (self.captured[FIRST], self.captured[SECOND]))

    def detail(self) -> Optional[Outcome]:
        """The engine's outcome: stone codes, winning lines, whether the capture goal was also reached."""
        return self._outcome

    # --- copies ---------------------------------------------------------------------
    def copy(self) -> "State":
        g = State.__new__(State)
        for name in PenteGame.__slots__ + State.__slots__:
            setattr(g, name, getattr(self, name))
        g._cells = self._cells[:]
        g.captured = dict(self.captured)
        g.moves = self.moves[:]
        g.history = self.history[:]
        g._board_cache = None
        return g

    __copy__ = copy

    # --- JSON ---------------------------------------------------------------------------
    def to_json(self) -> dict:
        sym = {EMPTY: ".", FIRST: "x", SECOND: "o"}
        w = self._w
        rows = ["".join(sym[self._cells[(y + 1) * w + x + 1]] for x in range(self.size)) for y in range(self.size)]
        return {"options": self.options.to_dict(), "board": rows, "to_move": self.to_move - 1,
                "captured": [self.captured[FIRST], self.captured[SECOND]]}

    @classmethod
    def from_json(cls, data) -> "State":
        """A position from ``to_json``; anything malformed or impossible raises PositionError."""
        if not isinstance(data, dict) or set(data) != {"options", "board", "to_move", "captured"}:
            raise PositionError("a Pente position needs exactly options, board, to_move and captured")
        try:
            options = Options.from_dict(data["options"])
        except (ValueError, TypeError) as exc:
            raise PositionError(f"bad options: {exc}") from None
        n = options.size
        rows, to_move, captured = data["board"], data["to_move"], data["captured"]
        if not isinstance(rows, list) or len(rows) != n or not all(
                isinstance(r, str) and len(r) == n and set(r) <= set(".xo") for r in rows):
            raise PositionError(f"board must be {n} rows of {n} characters from '.xo'")
        if type(to_move) is not int or to_move not in (0, 1):
            raise PositionError("to_move must be 0 or 1")
        if not isinstance(captured, list) or len(captured) != 2 or not all(
                type(c) is int and 0 <= c <= n * n for c in captured):
            raise PositionError("captured must be two counts")
        g = cls(options)
        code = {".": EMPTY, "x": FIRST, "o": SECOND}
        stones = 0
        for y, row in enumerate(rows):
            for x, ch in enumerate(row):
                v = code[ch]
                if v:
                    g._cells[(y + 1) * g._w + x + 1] = v
                    stones += 1
        g._stones = stones
        g.captured = {FIRST: captured[0], SECOND: captured[1]}
        ply = stones + captured[0] + captured[1]
        if ply % 2 != to_move:
            raise PositionError("the player to move does not match the number of moves played")
        if not options.capture_goal and (captured[0] or captured[1]):
            raise PositionError("this variant has no captures")
        g._ply0 = ply
        g.to_move = to_move + 1
        g._outcome = g._outcome_from_board()
        g._key = g._full_key()
        return g

    def _outcome_from_board(self) -> Optional[Outcome]:
        """How a set-up position stands: only the player who moved last can have won."""
        last, other = 3 - self.to_move, self.to_move
        lines = {p: [] for p in (FIRST, SECOND)}
        cells, w, n = self._cells, self._w, self.size
        for y in range(n):
            for x in range(n):
                i = (y + 1) * w + x + 1
                v = cells[i]
                if v not in (FIRST, SECOND):
                    continue
                for d in self._axes:
                    if cells[i - d] == v:
                        continue  # not the start of a run
                    j = i
                    while cells[j] == v:
                        j += d
                    if (j - i) // d >= 5:
                        lines[v].append(tuple(self._pts[k] for k in range(i, j, d)))
        goal = self._goal
        if lines[other] or (goal and self.captured[other] >= goal):
            raise PositionError("the player to move has already won: not a reachable position")
        goal_reached = bool(goal) and self.captured[last] >= goal
        if lines[last]:
            return Outcome(last, "five", tuple(lines[last]), goal_reached)
        if goal_reached:
            return Outcome(last, "captures", (), True)
        if self._stones == n * n:
            return Outcome(None, "full_board")
        return None

    def action_to_json(self, point) -> list:
        return [point[0], point[1]]

    def action_from_json(self, data) -> tuple:
        if (isinstance(data, list) and len(data) == 2 and all(type(v) is int for v in data)
                and 0 <= data[0] < self.size and 0 <= data[1] < self.size):
            return (data[0], data[1])
        raise PositionError(f"not a point on the {self.size}x{self.size} board")
