"""Senket rules: the position, turns built from actions, fence legality with reasons, exact undo.

Pure Python + numpy, no pygame. The binding rules are
``/work/shared/rules/senket.md``; every refusal carries a :class:`Reason`
code; the sentence a player reads is ``text.refusal(reason)``, like every
other word on screen.

Actions (the game protocol, ``game.core.protocol``)
----------------------------------------------------
A turn is several actions by the same seat, so search, records and the UI
share one granularity (documented in ``docs/senket-decisions.md``):

* a **post** on an empty point: the int ``x * size + y``;
* a **fence** between two of the mover's posts, allowed once this turn's
  post is down: ``size² + slot`` where ``slot = (x * size + y) * 4 + d`` for
  its left end ``(x, y)`` and the direction ``KNIGHT_STEPS[d]``, ``d < 4``;
* **end** of the turn (after the post): ``5 * size²``;
* **pass** (nothing placed this turn): ``5 * size² + 1``.

``post_action``, ``fence_action``, ``END``/``PASS`` attributes and
``decode(action)`` translate; JSON forms are ``["post", x, y]``,
``["fence", x1, y1, x2, y2]``, ``"end"`` and ``"pass"``.

The position lives in flat bytearrays (posts, chord bitmasks per cell, fence
owners) so that a push or pop is a few byte writes plus a Zobrist update,
a copy is three ``bytearray`` copies, and the scorer and view read the same
memory through zero-copy numpy views (``posts``, ``fence_masks``). The
undo log is an immutable linked list shared by copies: copying costs the
same early and late in a game.

Seats are ``0`` (moves first) and ``1``; on the board a post is
``Player.FIRST`` (1) or ``Player.SECOND`` (2), the seat plus one.
"""
from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache
from typing import Any, Iterable, Mapping

import numpy as np

from ..core.protocol import TERMINAL, IllegalAction, Outcome, PositionError
from .scoring import score as _score
from .sides import FIRST, SECOND, Player  # noqa: F401  (re-exported: the rules' names for the sides)
from .geometry import (CHORD_INDEX, CHORDS, CONFLICT_MASK, CORNER_POS, KNIGHT_STEPS, POS4,  # noqa: F401  (re-exported)
                       fence_cells, is_knight_step, segments_cross)

Point = tuple[int, int]

BOARD_SIZES = (11, 13, 17, 19, 25, 31)
DEFAULT_SIZE = 17
_ROW_SYMBOLS = bytes.maketrans(b"\x00\x01\x02", b".01")   # a board byte (empty, seat 0, seat 1) as JSON writes it
EMPTY = 0


class Reason(Enum):
    """Why an action was refused: a code. The sentence a player reads is ``text.refusal(reason)``."""

    OFF_BOARD = "off_board"
    OCCUPIED = "occupied"
    NOT_KNIGHT_STEP = "not_knight_step"
    NOT_A_POST = "not_a_post"
    NOT_YOUR_POST = "not_your_post"
    CROSSES_FENCE = "crosses_fence"
    ALREADY_DRAWN = "already_drawn"
    NO_POST_THIS_TURN = "no_post_this_turn"
    POST_ALREADY_PLACED = "post_already_placed"
    TURN_IN_PROGRESS = "turn_in_progress"
    GAME_OVER = "game_over"
    NOTHING_TO_UNDO = "nothing_to_undo"
    BAD_SIZE = "bad_size"
    NOT_AN_ACTION = "not_an_action"
    NO_CHANCE = "no_chance"


class IllegalMove(IllegalAction):
    """An action refused by the rules; ``.reason`` says why."""

    def __init__(self, reason: Reason, detail: str = ""):
        super().__init__(reason, detail)
        self.args = (reason.value + (f" ({detail})" if detail else ""),)

    def __str__(self) -> str:
        return self.args[0]


@dataclass(frozen=True, order=True)
class Fence:
    a: Point
    b: Point
    owner: Player = field(compare=False)

    @staticmethod
    def make(a: Point, b: Point, owner: Player) -> "Fence":
        a, b = (tuple(a), tuple(b))
        if b < a:
            a, b = b, a
        return Fence(a, b, Player(owner))

    @property
    def key(self) -> tuple[Point, Point]:
        return (self.a, self.b)


def fence_key(a: Point, b: Point) -> tuple[Point, Point]:
    a, b = (int(a[0]), int(a[1])), (int(b[0]), int(b[1]))
    return (a, b) if a <= b else (b, a)


@dataclass(frozen=True)
class Turn:
    """One committed turn: ``post=None`` is a pass."""

    post: Point | None
    fences: tuple[tuple[Point, Point], ...] = ()

    @property
    def is_pass(self) -> bool:
        return self.post is None

    @staticmethod
    def pass_() -> "Turn":
        return Turn(None, ())


@dataclass(frozen=True)
class Pending:
    post: Point | None
    fences: tuple[tuple[Point, Point], ...]

    @property
    def empty(self) -> bool:
        return self.post is None and not self.fences


@dataclass(frozen=True)
class Position:
    size: int
    posts: tuple[tuple[Point, Player], ...]
    fences: tuple[Fence, ...]
    to_move: Player = FIRST

    @property
    def fence_masks(self) -> np.ndarray:
        """Chord bitmasks per unit cell, as ``State.fence_masks``."""
        m = self.size - 1
        masks = np.zeros((3, m, m), dtype=np.uint8)
        for f in self.fences:
            for i, j, k in fence_cells(f.a, f.b):
                masks[0, i, j] |= 1 << k
                masks[int(f.owner), i, j] |= 1 << k
        return masks

    def posts_array(self) -> np.ndarray:
        posts = np.zeros((self.size, self.size), dtype=np.int8)
        for p, c in self.posts:
            posts[p] = int(c)
        return posts

    def transform(self, sym: str) -> "Position":
        return transform_position(self, sym)


# ---------------------------------------------------------------------------
# Symmetries
# ---------------------------------------------------------------------------

SYMMETRIES = ("identity", "rot90", "rot180", "rot270", "flip_x", "flip_y", "transpose", "anti_transpose")


def transform_point(p: Point, sym: str, size: int) -> Point:
    x, y = p
    m = size - 1
    if sym == "identity":
        return (x, y)
    if sym == "rot90":
        return (m - y, x)
    if sym == "rot180":
        return (m - x, m - y)
    if sym == "rot270":
        return (y, m - x)
    if sym == "flip_x":
        return (m - x, y)
    if sym == "flip_y":
        return (x, m - y)
    if sym == "transpose":
        return (y, x)
    if sym == "anti_transpose":
        return (m - y, m - x)
    raise ValueError(f"unknown symmetry {sym!r}")


def transform_position(position: "Position", sym: str) -> "Position":
    n = position.size
    posts = tuple(sorted((transform_point(p, sym, n), c) for p, c in position.posts))
    fences = tuple(
        Fence.make(transform_point(f.a, sym, n), transform_point(f.b, sym, n), f.owner)
        for f in position.fences
    )
    return Position(n, posts, fences, position.to_move)


# ---------------------------------------------------------------------------
# Options
# ---------------------------------------------------------------------------

SCORING_METHODS = ("area", "posts")
TERMINATIONS = ("two_passes",)
"""How a Senket game ends: both players pass in succession; the score decides."""


@dataclass(frozen=True)
class Options:
    """Rule settings: the board size and the scoring method."""

    size: int = DEFAULT_SIZE
    scoring: str = "area"

    def __post_init__(self) -> None:
        if type(self.size) is not int or self.size not in BOARD_SIZES:
            raise ValueError(f"board size must be one of {BOARD_SIZES}, not {self.size!r}")
        if self.scoring not in SCORING_METHODS:
            raise ValueError("Scoring must be 'area' or 'posts'.")

    def to_dict(self) -> dict:
        return {"size": self.size, "scoring": self.scoring}

    @classmethod
    def from_dict(cls, data: Any) -> "Options":
        if not isinstance(data, dict) or not set(data) <= {"size", "scoring"}:
            raise ValueError("Senket options are an object with 'size' and 'scoring'")
        return cls(**data)

    @classmethod
    def presets(cls) -> dict[str, "Options"]:
        """Few on purpose: the conformance suite plays 200 games of each. The first is the default."""
        return {"standard": cls(), "quick": cls(size=11), "posts": cls(scoring="posts"),
                "official": cls(size=31)}


# ---------------------------------------------------------------------------
# Events (what the UI animates; no text)
# ---------------------------------------------------------------------------

@dataclass(frozen=True)
class PostPlaced:
    seat: int
    point: Point


@dataclass(frozen=True)
class FenceDrawn:
    seat: int
    a: Point
    b: Point


@dataclass(frozen=True)
class TurnEnded:
    seat: int


@dataclass(frozen=True)
class Passed:
    seat: int


# ---------------------------------------------------------------------------
# Per-size tables
# ---------------------------------------------------------------------------

class _Tables:
    """Everything about an N×N board that does not depend on the position."""

    def __init__(self, n: int) -> None:
        self.n, self.n2, m = n, n * n, n - 1
        self.m = m
        # fence slots: slot -> (a, b, cell1, bit1, conflict1, cell2, bit2, conflict2), None off the board
        self.slots: list[tuple | None] = [None] * (4 * n * n)
        for x in range(n):
            for y in range(n):
                for d, (dx, dy) in enumerate(KNIGHT_STEPS[:4]):
                    bx, by = x + dx, y + dy
                    if 0 <= bx < n and 0 <= by < n:
                        (i1, j1, k1), (i2, j2, k2) = fence_cells((x, y), (bx, by))
                        self.slots[(x * n + y) * 4 + d] = (
                            x * n + y, bx * n + by,
                            i1 * m + j1, 1 << k1, CONFLICT_MASK[k1],
                            i2 * m + j2, 1 << k2, CONFLICT_MASK[k2])
        # per point: every fence slot it ends, as (slot, other end)
        self.around: list[list[tuple[int, int]]] = [[] for _ in range(n * n)]
        for s, info in enumerate(self.slots):
            if info is not None:
                self.around[info[0]].append((s, info[1]))
                self.around[info[1]].append((s, info[0]))
        # the slots whose other end is a later point, in ``around``'s order: listing the legal fences
        # visits each pair of posts once (a quarter of the soak's time went to that listing)
        self.ahead = [[(s, q) for s, q in lst if q > p] for p, lst in enumerate(self.around)]
        # the same by the other end's point (``legal_fences_from`` order; ``around`` keeps the order of
        # ``legal_actions``, which seeded random players depend on)
        self.around_by_point = [sorted(lst, key=lambda sq: sq[1]) for lst in self.around]
        self.points = tuple((p // n, p % n) for p in range(n * n))
        # per slot: the fence as JSON writes it, both ends' coordinates (None where no fence fits)
        self.slot_json = [None if info is None else (*self.points[info[0]], *self.points[info[1]])
                          for info in self.slots]
        # per slot: its place in the order JSON lists fences (by those coordinates), to sort by an int
        fitting = sorted((j, s) for s, j in enumerate(self.slot_json) if j is not None)
        self.slot_rank = [0] * len(self.slots)
        for rank, (_, s) in enumerate(fitting):
            self.slot_rank[s] = rank
        # one Fence object per (slot, owner colour), shared by every position: [slot * 3 + colour]
        self.fence_objects: list = [None] * (3 * 4 * n * n)
        for s, info in enumerate(self.slots):
            if info is not None:
                for colour in (1, 2):
                    self.fence_objects[s * 3 + colour] = Fence(self.points[info[0]], self.points[info[1]],
                                                               Player(colour))
        rng = random.Random(f"senket-zobrist-{n}")
        bits = lambda: rng.getrandbits(64)  # noqa: E731
        self.z_post = [bits() for _ in range(3 * n * n)]     # [p * 3 + colour]
        self.z_fence = [bits() for _ in range(4 * n * n)]
        self.z_second = bits()        # seat 1 to move
        self.z_pending = bits()       # this turn's post is down
        self.z_passes = (0, bits(), bits())

    def slot_of(self, a: Point, b: Point) -> int:
        """The slot of fence a-b, or -1 when it is not a knight step on the board."""
        n = self.n
        (ax, ay), (bx, by) = a, b
        if not (0 <= ax < n and 0 <= ay < n and 0 <= bx < n and 0 <= by < n):
            return -1
        if bx < ax:
            ax, ay, bx, by = bx, by, ax, ay
        try:
            d = KNIGHT_STEPS.index((bx - ax, by - ay))
        except ValueError:
            return -1
        return (ax * n + ay) * 4 + d if d < 4 else -1


@lru_cache(maxsize=None)
def tables(n: int) -> _Tables:
    return _Tables(n)


# ---------------------------------------------------------------------------
# The game
# ---------------------------------------------------------------------------

class State:
    """A Senket position plus the log of actions that led to it (see the module docstring)."""

    def __init__(self, size: int = DEFAULT_SIZE, scoring: str = "area", *, seed: int | None = None):
        try:
            self.options = Options(size, scoring)
        except ValueError:
            raise IllegalMove(Reason.BAD_SIZE, f"got {size!r}") if scoring in SCORING_METHODS else \
                ValueError(f"unknown scoring method {scoring!r}") from None
        self.seed = seed
        t = self._t = tables(size)
        self.size = size
        n2 = t.n2
        self.END, self.PASS = 5 * n2, 5 * n2 + 1
        self._board = bytearray(n2)
        self._cells = bytearray(3 * t.m * t.m)   # chord bitmasks: [both | seat 0 | seat 1] x cells
        self._fown = bytearray(4 * n2)            # owner (seat + 1) per fence slot
        self._posts_of: list[list[int]] = [[], [], []]   # point indices per owner (seat + 1), in placing order
        self._mover = 1
        self.passes_in_a_row = 0
        self._pending = -1                         # this turn's post, or -1
        self._log: tuple | None = None             # (previous, action, undo info)
        self._fence_order: list[int] = []          # slots in drawing order (erased last-drawn first)
        self._hash = 0
        self._version = 0
        self._np_posts = self._np_masks = None
        self._cache: dict = {}

    @classmethod
    def new(cls, options: Options | None = None, seed: int | None = None) -> "State":
        options = options or Options()
        return cls(options.size, options.scoring, seed=seed)

    # ----- construction from a position ----------------------------------
    @classmethod
    def from_position(cls, size: int, posts: Mapping[Point, int] | Iterable[tuple[Point, int]] = (),
                      fences: Iterable = (), to_move: int = FIRST, scoring: str = "area") -> "State":
        """Build a position directly (puzzles, tests, saved setups).

        ``fences`` items are ``(a, b)`` pairs or :class:`Fence`; the owner is
        the colour of the posts. Raises :class:`IllegalMove` when a post is
        off the board or doubled, or a fence is not a knight step between
        two posts of one colour, is doubled, or crosses another fence."""
        g = cls(size, scoring)
        items = posts.items() if isinstance(posts, Mapping) else posts
        for p, c in items:
            p = (int(p[0]), int(p[1]))
            if not g.on_board(p):
                raise IllegalMove(Reason.OFF_BOARD, str(p))
            i = p[0] * size + p[1]
            if g._board[i]:
                raise IllegalMove(Reason.OCCUPIED, str(p))
            c = int(Player(c))
            g._board[i] = c
            g._posts_of[c].append(i)
            g._hash ^= g._t.z_post[i * 3 + c]
        drawn = []
        for f in fences:
            a, b = (f.a, f.b) if isinstance(f, Fence) else f
            a, b = (int(a[0]), int(a[1])), (int(b[0]), int(b[1]))
            owner = g.post_at(a)
            r = g._fence_reason(a, b, owner or int(FIRST))
            if r is not None:
                raise IllegalMove(r, f"{a}-{b}")
            if isinstance(f, Fence) and f.owner != owner:
                raise IllegalMove(Reason.NOT_YOUR_POST, f"{a}-{b}")
            s = g._t.slot_of(a, b)
            g._draw(s, owner)
            drawn.append(s)
        g._set_mover(int(Player(to_move)))
        return g

    @classmethod
    def from_position_obj(cls, pos: Position, scoring: str = "area") -> "State":
        return cls.from_position(pos.size, pos.posts, pos.fences, pos.to_move, scoring)

    def _set_mover(self, colour: int) -> None:
        if colour != self._mover:
            self._hash ^= self._t.z_second
            self._mover = colour

    def copy(self) -> "State":
        g = State.__new__(State)
        g.__dict__.update(self.__dict__)
        g._board = bytearray(self._board)
        g._cells = bytearray(self._cells)
        g._fown = bytearray(self._fown)
        g._posts_of = [[], self._posts_of[1][:], self._posts_of[2][:]]
        g._fence_order = self._fence_order[:]
        g._np_posts = g._np_masks = None
        g._cache = {}
        return g

    # ----- the protocol ---------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.passes_in_a_row >= 2 else self._mover - 1

    def legal_actions(self) -> list[int]:
        if self.passes_in_a_row >= 2:
            return []
        board = self._board
        if self._pending < 0:
            out = [i for i, v in enumerate(board) if not v]
            out.append(self.PASS)
            return out
        out = self._legal_fence_slots()
        n2 = self._t.n2
        out = [n2 + s for s in out]
        out.append(self.END)
        return out

    def is_legal(self, action) -> bool:
        """``action in legal_actions()``, without listing them: a player that draws fences one by one asks
        this after each, and listing them all scans every post of the mover (on 31×31, hundreds)."""
        if type(action) is not int or self.passes_in_a_row >= 2:
            return False
        n2 = self._t.n2
        if 0 <= action < n2:
            return self._pending < 0 and not self._board[action]
        if n2 <= action < 5 * n2:
            s = action - n2
            return (self._pending >= 0 and self._t.slots[s] is not None
                    and self._slot_reason(s, self._mover) is None)
        if action == self.END:
            return self._pending >= 0
        return action == self.PASS and self._pending < 0

    def _legal_fence_slots(self) -> list[int]:
        board, fown, cells, slots, ahead = self._board, self._fown, self._cells, self._t.slots, self._t.ahead
        c = self._mover
        out = []
        for p in self._posts_of[c]:
            for s, q in ahead[p]:
                if board[q] == c and not fown[s]:
                    _, _, c1, _, k1, c2, _, k2 = slots[s]
                    if not (cells[c1] & k1 or cells[c2] & k2):
                        out.append(s)
        return out

    def chance_outcomes(self) -> list:
        return []

    def sample_chance(self):
        raise IllegalMove(Reason.NO_CHANCE)

    def push(self, action) -> list:
        """Play one action (see the module docstring); returns the events to animate."""
        if type(action) is not int:
            raise IllegalMove(Reason.NOT_AN_ACTION, str(action)[:40])
        if self.passes_in_a_row >= 2:
            raise IllegalMove(Reason.GAME_OVER)
        t = self._t
        n2 = t.n2
        c = self._mover
        if 0 <= action < n2:
            if self._pending >= 0:
                raise IllegalMove(Reason.POST_ALREADY_PLACED)
            if self._board[action]:
                raise IllegalMove(Reason.OCCUPIED, str(t.points[action]))
            self._board[action] = c
            self._posts_of[c].append(action)
            self._pending = action
            self._hash ^= t.z_post[action * 3 + c] ^ t.z_pending
            self._log = (self._log, action, None)
            self._version += 1
            return [PostPlaced(c - 1, t.points[action])]
        if n2 <= action < 5 * n2:
            s = action - n2
            info = t.slots[s]
            if info is None:
                raise IllegalMove(Reason.OFF_BOARD)
            if self._pending < 0:
                raise IllegalMove(Reason.NO_POST_THIS_TURN)
            r = self._slot_reason(s, c)
            if r is not None:
                raise IllegalMove(r, f"{t.points[info[0]]}-{t.points[info[1]]}")
            self._draw(s, c)
            self._log = (self._log, action, None)
            return [FenceDrawn(c - 1, t.points[info[0]], t.points[info[1]])]
        if action == self.END:
            if self._pending < 0:
                raise IllegalMove(Reason.NO_POST_THIS_TURN)
            self._log = (self._log, action, (self.passes_in_a_row, self._pending))
            self._hash ^= t.z_pending ^ t.z_passes[self.passes_in_a_row]
            self._pending = -1
            self.passes_in_a_row = 0
            self._set_mover(3 - c)
            self._version += 1
            return [TurnEnded(c - 1)]
        if action == self.PASS:
            if self._pending >= 0:
                raise IllegalMove(Reason.TURN_IN_PROGRESS)
            k = self.passes_in_a_row
            self._log = (self._log, action, k)
            self._hash ^= t.z_passes[k] ^ t.z_passes[k + 1]
            self.passes_in_a_row = k + 1
            self._set_mover(3 - c)
            self._version += 1
            return [Passed(c - 1)]
        raise IllegalMove(Reason.NOT_AN_ACTION, str(action))

    def pop(self) -> int:
        """Take back the last action exactly."""
        if self._log is None:
            raise IllegalMove(Reason.NOTHING_TO_UNDO)
        self._log, action, info = self._log
        t = self._t
        n2 = t.n2
        if action < n2:
            c = self._board[action]
            self._board[action] = 0
            self._posts_of[c].pop()
            self._pending = -1
            self._hash ^= t.z_post[action * 3 + c] ^ t.z_pending
            self._version += 1
        elif action < 5 * n2:
            self._erase(action - n2)
        elif action == self.END:
            passes, post = info
            self._set_mover(3 - self._mover)
            self._hash ^= t.z_pending ^ t.z_passes[passes]
            self._pending = post
            self.passes_in_a_row = passes
            self._version += 1
        else:
            self._set_mover(3 - self._mover)
            self._hash ^= t.z_passes[self.passes_in_a_row] ^ t.z_passes[info]
            self.passes_in_a_row = info
            self._version += 1
        return action

    def key(self) -> int:
        """Zobrist hash of posts, fences, the mover, whether this turn's post is down, and passes."""
        return self._hash

    def outcome(self) -> Outcome | None:
        """The result once both players have passed in succession, else None (exact score)."""
        if self.passes_in_a_row < 2:
            return None
        res = self.score()
        r, b = res.totals[FIRST], res.totals[SECOND]
        return Outcome(0 if r > b else 1 if b > r else None, "two_passes", (r, b))

    def detail(self) -> "ScoreOutcome | None":
        """The outcome with the full score breakdown (territories, groups) for the result screen."""
        if self.passes_in_a_row < 2:
            return None
        res = self.score()
        r, b = res.totals[FIRST], res.totals[SECOND]
        return ScoreOutcome(res.totals, FIRST if r > b else SECOND if b > r else None, res.method, res)

    # ----- actions <-> points ---------------------------------------------------
    def post_action(self, p: Point) -> int:
        return int(p[0]) * self.size + int(p[1])

    def fence_action(self, a: Point, b: Point) -> int:
        """The action for fence a-b; raises IllegalMove when it is not a knight step on the board."""
        s = self._t.slot_of(a, b)
        if s < 0:
            raise IllegalMove(Reason.NOT_KNIGHT_STEP if self.on_board(a) and self.on_board(b)
                              else Reason.OFF_BOARD, f"{a}-{b}")
        return self._t.n2 + s

    def decode(self, action: int) -> tuple:
        """``("post", p)``, ``("fence", a, b)``, ``("end",)`` or ``("pass",)``."""
        t = self._t
        if 0 <= action < t.n2:
            return ("post", t.points[action])
        if t.n2 <= action < 5 * t.n2 and t.slots[action - t.n2] is not None:
            info = t.slots[action - t.n2]
            return ("fence", t.points[info[0]], t.points[info[1]])
        if action == self.END:
            return ("end",)
        if action == self.PASS:
            return ("pass",)
        raise IllegalMove(Reason.NOT_AN_ACTION, str(action))

    def action_to_json(self, action: int):
        d = self.decode(action)
        if d[0] == "post":
            return ["post", *d[1]]
        if d[0] == "fence":
            return ["fence", *d[1], *d[2]]
        return d[0]

    def action_from_json(self, data):
        if data == "end":
            return self.END
        if data == "pass":
            return self.PASS
        if isinstance(data, list) and data and all(type(v) is int for v in data[1:]):
            if data[0] == "post" and len(data) == 3 and self.on_board(tuple(data[1:])):
                return self.post_action(data[1:])
            if data[0] == "fence" and len(data) == 5:
                s = self._t.slot_of(tuple(data[1:3]), tuple(data[3:5]))
                if s >= 0:
                    return self._t.n2 + s
        raise PositionError(f"not a Senket action: {str(data)[:40]}")

    # ----- positions as JSON ------------------------------------------------------
    def to_json(self) -> dict:
        """The position without its history: rows of '.', '0', '1' (row y lists x = 0..N-1)."""
        n, board, t, fown = self.size, self._board, self._t, self._fown
        rows = [board[y::n].translate(_ROW_SYMBOLS).decode() for y in range(n)]   # board[x * n + y]
        drawn = sorted(itertools.compress(range(len(fown)), fown), key=t.slot_rank.__getitem__)
        fences = [list(t.slot_json[s]) for s in drawn]
        return {"options": self.options.to_dict(), "board": rows, "fences": fences,
                "to_move": self._mover - 1, "passes": self.passes_in_a_row,
                "post_this_turn": None if self._pending < 0 else list(t.points[self._pending])}

    @classmethod
    def from_json(cls, data) -> "State":
        """A position from ``to_json``; anything malformed or impossible raises PositionError."""
        keys = {"options", "board", "fences", "to_move", "passes", "post_this_turn"}
        if not isinstance(data, dict) or set(data) != keys:
            raise PositionError(f"a Senket position has exactly the fields {sorted(keys)}")
        try:
            options = Options.from_dict(data["options"])
        except (ValueError, TypeError) as exc:
            raise PositionError(f"bad options: {exc}") from None
        n = options.size
        rows, fences, to_move = data["board"], data["fences"], data["to_move"]
        passes, post = data["passes"], data["post_this_turn"]
        if not isinstance(rows, list) or len(rows) != n or not all(
                isinstance(r, str) and len(r) == n and set(r) <= set(".01") for r in rows):
            raise PositionError(f"board must be {n} rows of {n} characters from '.01'")
        if type(to_move) is not int or to_move not in (0, 1):
            raise PositionError("to_move must be 0 or 1")
        if type(passes) is not int or passes not in (0, 1, 2):
            raise PositionError("passes must be 0, 1 or 2")
        if not isinstance(fences, list) or len(fences) > 4 * n * n or not all(
                isinstance(f, list) and len(f) == 4 and all(type(v) is int for v in f) for f in fences):
            raise PositionError("fences must be a list of [x1, y1, x2, y2]")
        posts = [((x, y), int(rows[y][x]) + 1) for y in range(n) for x in range(n) if rows[y][x] != "."]
        try:
            g = cls.from_position(n, posts, [((f[0], f[1]), (f[2], f[3])) for f in fences],
                                  to_move + 1, options.scoring)
        except IllegalMove as exc:
            raise PositionError(f"not a legal Senket position: {exc}") from None
        if post is not None:
            if not (isinstance(post, list) and len(post) == 2 and all(type(v) is int for v in post)
                    and g.post_at(tuple(post)) == to_move + 1):
                raise PositionError("post_this_turn must be null or a post of the side to move")
            if passes == 2:
                raise PositionError("nothing is placed after the game has ended")
            g._pending = g.post_action(post)
            g._hash ^= g._t.z_pending
        if passes:
            g.passes_in_a_row = passes
            g._hash ^= g._t.z_passes[passes]
        return g

    # ----- read-only state ------------------------------------------------
    @property
    def scoring(self) -> str:
        return self.options.scoring

    @property
    def to_move(self) -> Player:
        return Player(self._mover)

    @property
    def posts(self) -> np.ndarray:
        """``posts[x, y]``: 0 empty, 1 seat 0, 2 seat 1; a read-only view of the live board."""
        if self._np_posts is None:
            v = np.frombuffer(self._board, dtype=np.int8).reshape(self.size, self.size)
            v.flags.writeable = False
            self._np_posts = v
        return self._np_posts

    @property
    def fence_masks(self) -> np.ndarray:
        """Chord bitmasks per unit cell, ``[owner, i, j]`` (owner 0 = both, 1, 2): what the scorer and view cut with."""
        if self._np_masks is None:
            m = self._t.m
            v = np.frombuffer(self._cells, dtype=np.uint8).reshape(3, m, m)
            v.flags.writeable = False
            self._np_masks = v
        return self._np_masks

    def post_at(self, p: Point) -> int:
        return self._board[int(p[0]) * self.size + int(p[1])] if self.on_board(p) else EMPTY

    def _cached(self, name: str, build):
        hit = self._cache.get(name)
        if hit is None or hit[0] != self._version:
            hit = (self._version, build())
            self._cache[name] = hit
        return hit[1]

    def _log_actions(self) -> list:
        out, node = [], self._log
        while node is not None:
            out.append(node[1])
            node = node[0]
        out.reverse()
        return out

    @property
    def actions(self) -> tuple[int, ...]:
        """Every action pushed since the start position, in order."""
        return tuple(self._log_actions())

    @property
    def fences(self) -> tuple[Fence, ...]:
        """Every fence on the board, in drawing order (a pending turn's included)."""
        def build():
            made, fown = self._t.fence_objects, self._fown
            return tuple(made[s * 3 + fown[s]] for s in self._fence_order)
        return self._cached("fences", build)

    @property
    def last_post(self) -> Point | None:
        """The post of the latest committed turn that placed one (passes skipped), else None."""
        node, n2, ended = self._log, self._t.n2, False
        while node is not None:
            a = node[1]
            if a == self.END:
                ended = True
            elif a < n2 and ended:
                return self._t.points[a]
            node = node[0]
        return None

    def has_fence(self, a: Point, b: Point) -> bool:
        s = self._t.slot_of(a, b)
        return s >= 0 and bool(self._fown[s])

    def fences_at(self, p: Point) -> list[Point]:
        """Posts joined to ``p`` by a fence."""
        if not self.on_board(p):
            return []
        t = self._t
        return sorted(t.points[q] for s, q in t.around[self.post_action(p)] if self._fown[s])

    @property
    def turns(self) -> tuple[Turn, ...]:
        """The committed turns since the start position (a pending turn is not one yet)."""
        def build():
            out, post, fences = [], None, []
            for a in self._log_actions():
                kind = self.decode(a)
                if kind[0] == "post":
                    post, fences = kind[1], []
                elif kind[0] == "fence":
                    fences.append((kind[1], kind[2]))
                elif kind[0] == "end":
                    out.append(Turn(post, tuple(fences)))
                else:
                    out.append(Turn(None, ()))
            return tuple(out)
        return self._cached("turns", build)

    @property
    def is_over(self) -> bool:
        return self.passes_in_a_row >= 2

    @property
    def pending(self) -> Pending:
        """This turn's post (if down) and the fences drawn after it."""
        if self._pending < 0:
            return Pending(None, ())
        t, n2 = self._t, self._t.n2
        fences, node = [], self._log
        while node is not None and n2 <= node[1] < 5 * n2:
            info = t.slots[node[1] - n2]
            fences.append((t.points[info[0]], t.points[info[1]]))
            node = node[0]
        return Pending(t.points[self._pending], tuple(reversed(fences)))

    @property
    def version(self) -> int:
        """Changes on every change of the board; a cheap cache key."""
        return self._version

    def on_board(self, p) -> bool:
        try:
            x, y = p
        except (TypeError, ValueError):
            return False
        if isinstance(x, bool) or isinstance(y, bool):
            return False
        if not isinstance(x, (int, np.integer)) or not isinstance(y, (int, np.integer)):
            return False
        return 0 <= x < self.size and 0 <= y < self.size

    def position(self) -> Position:
        t = self._t
        posts = tuple(sorted((t.points[i], Player(v)) for i, v in enumerate(self._board) if v))
        return Position(self.size, posts, self.fences, self.to_move)

    # ----- low level board edits -------------------------------------------
    def _slot_reason(self, s: int, colour: int) -> Reason | None:
        _, _, c1, _, k1, c2, _, k2 = info = self._t.slots[s]
        board = self._board
        ca, cb = board[info[0]], board[info[1]]
        if not ca or not cb:
            return Reason.NOT_A_POST
        if ca != colour or cb != colour:
            return Reason.NOT_YOUR_POST
        if self._fown[s]:
            return Reason.ALREADY_DRAWN
        if self._cells[c1] & k1 or self._cells[c2] & k2:
            return Reason.CROSSES_FENCE
        return None

    def _fence_reason(self, a: Point, b: Point, colour: int) -> Reason | None:
        if not self.on_board(a) or not self.on_board(b):
            return Reason.OFF_BOARD
        if not is_knight_step(a, b):
            return Reason.NOT_KNIGHT_STEP
        return self._slot_reason(self._t.slot_of(a, b), int(colour))

    def _draw(self, s: int, owner: int) -> None:
        t = self._t
        _, _, c1, b1, _, c2, b2, _ = t.slots[s]
        cells, off = self._cells, owner * t.m * t.m
        cells[c1] |= b1
        cells[c2] |= b2
        cells[off + c1] |= b1
        cells[off + c2] |= b2
        self._fown[s] = owner
        self._fence_order.append(s)
        self._hash ^= t.z_fence[s]
        self._version += 1

    def _erase(self, s: int) -> None:
        t = self._t
        _, _, c1, b1, _, c2, b2, _ = t.slots[s]
        owner = self._fown[s]
        cells, off = self._cells, owner * t.m * t.m
        cells[c1] &= ~b1
        cells[c2] &= ~b2
        cells[off + c1] &= ~b1
        cells[off + c2] &= ~b2
        self._fown[s] = 0
        self._fence_order.pop()
        self._hash ^= t.z_fence[s]
        self._version += 1

    # ----- building a turn from points (the UI's words for the actions above) ----
    def check_post(self, p: Point) -> Reason | None:
        if self.is_over:
            return Reason.GAME_OVER
        if not self.on_board(p):
            return Reason.OFF_BOARD
        if self._pending >= 0:
            return Reason.POST_ALREADY_PLACED
        if self._board[self.post_action(p)]:
            return Reason.OCCUPIED
        return None

    def place_post(self, p: Point) -> list:
        r = self.check_post(p)
        if r is not None:
            raise IllegalMove(r, str(p))
        return self.push(self.post_action(p))

    def check_fence(self, a: Point, b: Point) -> Reason | None:
        """Reason the mover may not draw fence a-b now, or None if legal."""
        if self.is_over:
            return Reason.GAME_OVER
        if not self.on_board(a) or not self.on_board(b):
            return Reason.OFF_BOARD
        if self._pending < 0:
            return Reason.NO_POST_THIS_TURN
        return self._fence_reason((int(a[0]), int(a[1])), (int(b[0]), int(b[1])), self._mover)

    def add_fence(self, a: Point, b: Point) -> list:
        r = self.check_fence(a, b)
        if r is not None:
            raise IllegalMove(r, f"{tuple(a)}-{tuple(b)}")
        return self.push(self.fence_action(a, b))

    def legal_fences_from(self, p: Point) -> list[tuple[Point, Point]]:
        """Every fence the mover could draw now from post ``p`` (as (p, q))."""
        if not self.on_board(p) or self._pending < 0 or self.is_over:
            return []
        t, i, c = self._t, self.post_action(p), self._mover
        if self._board[i] != c:
            return []
        pp = t.points[i]
        return [(pp, t.points[q]) for s, q in t.around_by_point[i]
                if self._slot_reason(s, c) is None]

    def fence_partners(self, p: Point, colour) -> list[Point]:
        """The posts ``q`` that a fence p-q could join for ``colour`` if ``p`` held its post now: ``q`` is
        ``colour``'s, p-q is not drawn and crosses no fence.  A player asks this of every point it might
        post on, so it needs no push and no pop; for this turn's post it is ``legal_fences_from``."""
        if not self.on_board(p):
            return []
        t, c = self._t, int(colour)
        i = self.post_action(p)
        if self._board[i] not in (0, c):
            return []
        board, fown, cells, slots = self._board, self._fown, self._cells, t.slots
        out = []
        for s, q in t.around_by_point[i]:
            if board[q] == c and not fown[s]:
                _, _, c1, _, k1, c2, _, k2 = slots[s]
                if not (cells[c1] & k1 or cells[c2] & k2):
                    out.append(t.points[q])
        return out

    def legal_fences(self) -> list[tuple[Point, Point]]:
        """Every fence the mover could draw now (each once, normalised)."""
        if self._pending < 0 or self.is_over:
            return []
        t = self._t
        return sorted((t.points[t.slots[s][0]], t.points[t.slots[s][1]]) for s in self._legal_fence_slots())

    def end_turn(self) -> Turn:
        """Commit the pending turn (it must have its post)."""
        if self.is_over:
            raise IllegalMove(Reason.GAME_OVER)
        pending = self.pending
        self.push(self.END)
        turn = Turn(pending.post, pending.fences)
        return turn

    def pass_turn(self) -> Turn:
        if self.is_over:
            raise IllegalMove(Reason.GAME_OVER)
        self.push(self.PASS)
        return Turn(None, ())

    def undo_action(self) -> None:
        """Take back the last fence of the pending turn, else its post."""
        if self._pending < 0:
            raise IllegalMove(Reason.NOTHING_TO_UNDO)
        self.pop()

    def cancel_pending(self) -> None:
        while self._pending >= 0:
            self.pop()

    def undo_turn(self) -> Turn | None:
        """Take back the pending actions if any (returns None), else the whole
        last committed turn (returned)."""
        if self._pending >= 0:
            self.cancel_pending()
            return None
        return self.pop_turn()

    # ----- whole turns -----------------------------------------------------
    def turn_actions(self, turn: Turn) -> list[int]:
        """The actions that play a whole turn."""
        if turn.post is None:
            if turn.fences:
                raise IllegalMove(Reason.NO_POST_THIS_TURN)
            return [self.PASS]
        if not self.on_board(turn.post):
            raise IllegalMove(Reason.OFF_BOARD, str(turn.post))
        return [self.post_action(turn.post), *(self.fence_action(a, b) for a, b in turn.fences), self.END]

    def check_turn(self, turn: Turn) -> Reason | None:
        """Reason a whole turn is illegal now, or None."""
        g = self.copy()
        try:
            g.push_turn(turn)
        except IllegalMove as e:
            return e.reason
        return None

    def push_turn(self, turn: Turn) -> None:
        """Play a whole turn; on refusal the game is left unchanged."""
        if self._pending >= 0:
            raise IllegalMove(Reason.TURN_IN_PROGRESS)
        actions = self.turn_actions(turn)
        done = 0
        try:
            for a in actions:
                self.push(a)
                done += 1
        except IllegalMove:
            for _ in range(done):
                self.pop()
            raise

    def pop_turn(self) -> Turn:
        """Take back the last committed turn."""
        if self._pending >= 0:
            raise IllegalMove(Reason.TURN_IN_PROGRESS)
        if self._log is None:
            raise IllegalMove(Reason.NOTHING_TO_UNDO)
        turn = self.turns[-1] if self.turns else None
        if self.pop() == self.END:
            self.cancel_pending()
        if turn is None:  # pragma: no cover - the log and the turns agree
            raise IllegalMove(Reason.NOTHING_TO_UNDO)
        return turn

    # ----- results -----------------------------------------------------------
    def score(self, method: str | None = None):
        """The exact score "if the game ended now" (the final count uses the same function)."""
        return _score(self, method or self.scoring)

    def __repr__(self) -> str:
        return (f"State(size={self.size}, to_move={self.to_move.name}, posts={sum(1 for v in self._board if v)}, "
                f"fences={sum(1 for v in self._fown if v)}, over={self.is_over})")


@dataclass(frozen=True)
class ScoreOutcome:
    """The end of a game with its score breakdown (``State.detail()``)."""

    scores: Mapping[Player, int]
    winner: Player | None  # None = tie
    method: str
    result: object  # ScoreResult

    @property
    def is_tie(self) -> bool:
        return self.winner is None
