"""Senket rules: board state, turns, fence legality with reasons, undo.

Pure Python + numpy, no pygame.  The binding rules are
``/work/shared/rules/senket.md``; every refusal carries a :class:`Reason`.

Public API (all the UI needs)
-----------------------------
``Point`` = ``tuple[int, int]`` ``(x, y)``, ``0 <= x, y < size``.

``Player`` (IntEnum): ``RED = 1`` (moves first), ``BLUE = 2``; ``p.other``.

``Reason`` (Enum): why an action is refused; ``reason.message`` is a short
human sentence for the UI.  ``IllegalMove(ValueError)`` carries ``.reason``.

``Fence(a, b, owner)``: frozen, ``a < b`` (normalised); ``fence.key`` is the
ownerless ``(a, b)`` pair.  ``Turn(post, fences)``: frozen; ``post=None`` is a
pass; ``fences`` is a tuple of ``(Point, Point)`` pairs.

``SenketGame(size=17)``
  * state: ``size``, ``to_move``, ``posts`` (read-only numpy int8 array
    indexed ``posts[x, y]``: 0 empty, 1 red, 2 blue), ``post_at(p)``,
    ``fences`` (tuple of :class:`Fence`, in drawing order, pending ones
    included), ``turns`` (committed turns), ``is_over``,
    ``passes_in_a_row``, ``pending`` (:class:`Pending` with ``post`` and
    ``fences`` of the turn being built).
  * building a turn (UI): ``check_post(p)`` / ``check_fence(a, b)`` ->
    ``Reason | None``; ``place_post(p)``, ``add_fence(a, b)`` (raise
    ``IllegalMove``); ``legal_fences_from(p)``; ``undo_action()``;
    ``end_turn()`` (needs the post); ``pass_turn()`` (nothing pending);
    ``undo_turn()`` (pending actions if any, else the last committed turn).
  * whole turns: ``check_turn(turn)``, ``push(turn)``, ``pop() -> Turn``.
  * ``copy()``, ``position() -> Position``, ``outcome(method=None)``
    (``None`` until the game is over), ``score(method=None)``.
  * ``SenketGame.from_position(size, posts={p: Player}, fences=[(a, b)],
    to_move=RED)`` builds a validated position (fence owner = colour of its
    posts).  ``SenketGame.from_position_obj(position)``.

``Position``: frozen snapshot (``size``, ``posts`` as sorted ``(point,
player)`` pairs, ``fences``, ``to_move``); ``transform(sym)``.

Symmetries: ``SYMMETRIES`` (8 names), ``transform_point(p, sym, size)``,
``transform_position(position, sym)``.

``segments_cross(a, b, c, d)``: exact integer proper-intersection test (used
as a cross-check of the O(1) cell index the game uses).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum, IntEnum
from typing import Iterable, Mapping, Sequence

import numpy as np

from .geometry import (CHORD_INDEX, CHORDS, CONFLICT_MASK, CORNER_POS, KNIGHT_STEPS, POS4,  # noqa: F401  (re-exported)
                       fence_cells, is_knight_step, segments_cross)

Point = tuple[int, int]

BOARD_SIZES = (11, 13, 17, 19, 25, 31)
DEFAULT_SIZE = 17



class Player(IntEnum):
    RED = 1
    BLUE = 2

    @property
    def other(self) -> "Player":
        return Player.BLUE if self is Player.RED else Player.RED

    @property
    def label(self) -> str:
        return self.name.lower()


RED = Player.RED
BLUE = Player.BLUE
EMPTY = 0


class Reason(Enum):
    """Why an action was refused.  ``.message`` is shown to the player."""

    OFF_BOARD = "That point is off the board."
    OCCUPIED = "That point already has a post."
    NOT_KNIGHT_STEP = "A fence must join opposite corners of a 1\u00d72 rectangle."
    NOT_A_POST = "A fence must join two posts."
    NOT_YOUR_POST = "A fence may only join two of your own posts."
    CROSSES_FENCE = "That fence would cross an existing fence."
    ALREADY_DRAWN = "That fence is already drawn."
    NO_POST_THIS_TURN = "Place this turn's post before drawing fences."
    POST_ALREADY_PLACED = "You have already placed a post this turn."
    TURN_IN_PROGRESS = "Finish or undo the turn in progress first."
    GAME_OVER = "The game is over."
    NOTHING_TO_UNDO = "There is nothing to undo."
    BAD_SIZE = "Board size must be 11, 13, 17, 19, 25 or 31."

    @property
    def message(self) -> str:
        return self.value


class IllegalMove(ValueError):
    """An action refused by the rules; ``.reason`` says why."""

    def __init__(self, reason: Reason, detail: str = ""):
        self.reason = reason
        self.detail = detail
        super().__init__(reason.message + (f" ({detail})" if detail else ""))


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
    to_move: Player = RED

    @property
    def fence_masks(self) -> np.ndarray:
        """Chord bitmasks per unit cell, as ``SenketGame.fence_masks``."""
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
# The game
# ---------------------------------------------------------------------------

@dataclass
class _TurnRecord:
    post: Point | None
    fences: list[tuple[Point, Point]]
    prev_passes: int


class SenketGame:
    """A Senket game: committed turns plus an optional turn being built."""

    def __init__(self, size: int = DEFAULT_SIZE, scoring: str = "area", *, any_size: bool = False):
        if not isinstance(size, int) or isinstance(size, bool) or (
            size not in BOARD_SIZES and not (any_size and 5 <= size <= 63)
        ):
            raise IllegalMove(Reason.BAD_SIZE, f"got {size!r}")
        if scoring not in ("area", "posts"):
            raise ValueError(f"unknown scoring method {scoring!r}")
        self.size = size
        self.scoring = scoring
        self._posts = np.zeros((size, size), dtype=np.int8)
        m = size - 1
        # chord bitmasks per cell, per player (index 1, 2) and combined (0)
        self._masks = np.zeros((3, m, m), dtype=np.uint8)
        self._fences: dict[tuple[Point, Point], Fence] = {}  # insertion ordered
        self._adj: dict[Point, set[Point]] = {}
        self._history: list[_TurnRecord] = []
        self._turns: list[Turn] = []
        self.to_move: Player = RED
        self.passes_in_a_row = 0
        self._pending_post: Point | None = None
        self._pending_fences: list[tuple[Point, Point]] = []
        self.setup: Position | None = None  # starting position when built by from_position
        self._version = 0

    # ----- construction -------------------------------------------------
    @classmethod
    def from_position(
        cls,
        size: int,
        posts: Mapping[Point, int] | Iterable[tuple[Point, int]] = (),
        fences: Iterable = (),
        to_move: int = RED,
        scoring: str = "area",
        *,
        any_size: bool = False,
    ) -> "SenketGame":
        """Build a position directly (puzzles, tests, saved setups).

        ``fences`` items are ``(a, b)`` pairs or :class:`Fence`; the owner is
        the colour of the posts.  Raises :class:`IllegalMove` when a post is
        off the board or doubled, or a fence is not a knight step between
        two posts of one colour, is doubled, or crosses another fence."""
        g = cls(size, scoring, any_size=any_size)
        items = posts.items() if isinstance(posts, Mapping) else posts
        for p, c in items:
            p = (int(p[0]), int(p[1]))
            if not g.on_board(p):
                raise IllegalMove(Reason.OFF_BOARD, str(p))
            if g._posts[p] != EMPTY:
                raise IllegalMove(Reason.OCCUPIED, str(p))
            g._posts[p] = int(Player(c))
        for f in fences:
            a, b = (f.a, f.b) if isinstance(f, Fence) else f
            a, b = (int(a[0]), int(a[1])), (int(b[0]), int(b[1]))
            owner = g._posts[a] if g.on_board(a) else 0
            r = g._fence_reason(a, b, Player(owner) if owner else RED)
            if r is not None:
                raise IllegalMove(r, f"{a}-{b}")
            if isinstance(f, Fence) and f.owner != owner:
                raise IllegalMove(Reason.NOT_YOUR_POST, f"{a}-{b}")
            g._draw(a, b, Player(owner))
        g.to_move = Player(to_move)
        g.setup = g.position()
        return g

    @classmethod
    def from_position_obj(cls, pos: Position, scoring: str = "area", *, any_size: bool = False) -> "SenketGame":
        return cls.from_position(pos.size, pos.posts, pos.fences, pos.to_move, scoring, any_size=any_size)

    def copy(self) -> "SenketGame":
        g = SenketGame.__new__(SenketGame)
        g.size = self.size
        g.scoring = self.scoring
        g._posts = self._posts.copy()
        g._masks = self._masks.copy()
        g._fences = dict(self._fences)
        g._adj = {k: set(v) for k, v in self._adj.items()}
        g._history = [_TurnRecord(h.post, list(h.fences), h.prev_passes) for h in self._history]
        g._turns = list(self._turns)
        g.to_move = self.to_move
        g.passes_in_a_row = self.passes_in_a_row
        g._pending_post = self._pending_post
        g._pending_fences = list(self._pending_fences)
        g.setup = self.setup
        g._version = self._version
        return g

    # ----- read-only state ------------------------------------------------
    @property
    def posts(self) -> np.ndarray:
        v = self._posts.view()
        v.flags.writeable = False
        return v

    @property
    def fence_masks(self) -> np.ndarray:
        """Chord bitmasks per unit cell, ``[owner, i, j]`` (owner 0 = both, 1, 2): what the scorer and view cut with."""
        v = self._masks.view()
        v.flags.writeable = False
        return v

    def post_at(self, p: Point) -> int:
        return int(self._posts[p]) if self.on_board(p) else EMPTY

    @property
    def fences(self) -> tuple[Fence, ...]:
        return tuple(self._fences.values())

    def has_fence(self, a: Point, b: Point) -> bool:
        return fence_key(a, b) in self._fences

    def fences_at(self, p: Point) -> list[Point]:
        """Posts joined to ``p`` by a fence."""
        return sorted(self._adj.get(tuple(p), ()))

    @property
    def turns(self) -> tuple[Turn, ...]:
        return tuple(self._turns)

    @property
    def is_over(self) -> bool:
        return self.passes_in_a_row >= 2

    @property
    def pending(self) -> Pending:
        return Pending(self._pending_post, tuple(self._pending_fences))

    @property
    def version(self) -> int:
        """Increases (or changes) on every change of the board; cheap cache key."""
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
        xs, ys = np.nonzero(self._posts)
        posts = tuple(sorted(((int(x), int(y)), Player(int(self._posts[x, y]))) for x, y in zip(xs, ys)))
        return Position(self.size, posts, tuple(self._fences.values()), self.to_move)

    # ----- low level board edits -------------------------------------------
    def _fence_reason(self, a: Point, b: Point, player: Player) -> Reason | None:
        if not self.on_board(a) or not self.on_board(b):
            return Reason.OFF_BOARD
        if not is_knight_step(a, b):
            return Reason.NOT_KNIGHT_STEP
        ca, cb = self._posts[a], self._posts[b]
        if ca == EMPTY or cb == EMPTY:
            return Reason.NOT_A_POST
        if ca != player or cb != player:
            return Reason.NOT_YOUR_POST
        if fence_key(a, b) in self._fences:
            return Reason.ALREADY_DRAWN
        combined = self._masks[0]
        for i, j, c in fence_cells(a, b):
            if combined[i, j] & CONFLICT_MASK[c]:
                return Reason.CROSSES_FENCE
        return None

    def _draw(self, a: Point, b: Point, owner: Player) -> None:
        key = fence_key(a, b)
        self._fences[key] = Fence(key[0], key[1], owner)
        for i, j, c in fence_cells(a, b):
            self._masks[0, i, j] |= 1 << c
            self._masks[owner, i, j] |= 1 << c
        self._adj.setdefault(key[0], set()).add(key[1])
        self._adj.setdefault(key[1], set()).add(key[0])
        self._version += 1

    def _erase(self, a: Point, b: Point) -> None:
        key = fence_key(a, b)
        f = self._fences.pop(key)
        for i, j, c in fence_cells(a, b):
            self._masks[0, i, j] &= ~np.uint8(1 << c)
            self._masks[f.owner, i, j] &= ~np.uint8(1 << c)
        self._adj[key[0]].discard(key[1])
        self._adj[key[1]].discard(key[0])
        if not self._adj[key[0]]:
            del self._adj[key[0]]
        if not self._adj[key[1]]:
            del self._adj[key[1]]
        self._version += 1

    def _put_post(self, p: Point, c: Player) -> None:
        self._posts[p] = int(c)
        self._version += 1

    def _remove_post(self, p: Point) -> None:
        self._posts[p] = EMPTY
        self._version += 1

    # ----- building a turn ---------------------------------------------------
    def check_post(self, p: Point) -> Reason | None:
        if self.is_over:
            return Reason.GAME_OVER
        if not self.on_board(p):
            return Reason.OFF_BOARD
        if self._pending_post is not None:
            return Reason.POST_ALREADY_PLACED
        if self._posts[tuple(p)] != EMPTY:
            return Reason.OCCUPIED
        return None

    def place_post(self, p: Point) -> None:
        r = self.check_post(p)
        if r is not None:
            raise IllegalMove(r, str(p))
        p = (int(p[0]), int(p[1]))
        self._put_post(p, self.to_move)
        self._pending_post = p

    def check_fence(self, a: Point, b: Point) -> Reason | None:
        """Reason the mover may not draw fence a-b now, or None if legal."""
        if self.is_over:
            return Reason.GAME_OVER
        if not self.on_board(a) or not self.on_board(b):
            return Reason.OFF_BOARD
        if self._pending_post is None:
            return Reason.NO_POST_THIS_TURN
        return self._fence_reason((int(a[0]), int(a[1])), (int(b[0]), int(b[1])), self.to_move)

    def add_fence(self, a: Point, b: Point) -> None:
        r = self.check_fence(a, b)
        if r is not None:
            raise IllegalMove(r, f"{tuple(a)}-{tuple(b)}")
        a, b = (int(a[0]), int(a[1])), (int(b[0]), int(b[1]))
        self._draw(a, b, self.to_move)
        self._pending_fences.append(fence_key(a, b))

    def legal_fences_from(self, p: Point) -> list[tuple[Point, Point]]:
        """Every fence the mover could draw now from post ``p`` (as (p, q))."""
        if not self.on_board(p):
            return []
        p = (int(p[0]), int(p[1]))
        out = []
        for dx, dy in KNIGHT_STEPS:
            q = (p[0] + dx, p[1] + dy)
            if self.check_fence(p, q) is None:
                out.append((p, q))
        return out

    def legal_fences(self) -> list[tuple[Point, Point]]:
        """Every fence the mover could draw now (each once, normalised)."""
        if self._pending_post is None or self.is_over:
            return []
        xs, ys = np.nonzero(self._posts == int(self.to_move))
        out = []
        for x, y in zip(xs.tolist(), ys.tolist()):
            for dx, dy in KNIGHT_STEPS[:4]:
                q = (x + dx, y + dy)
                if self._fence_reason((x, y), q, self.to_move) is None:
                    out.append(fence_key((x, y), q))
        return out

    def undo_action(self) -> None:
        """Take back the last fence of the pending turn, else its post."""
        if self._pending_fences:
            a, b = self._pending_fences.pop()
            self._erase(a, b)
        elif self._pending_post is not None:
            self._remove_post(self._pending_post)
            self._pending_post = None
        else:
            raise IllegalMove(Reason.NOTHING_TO_UNDO)

    def end_turn(self) -> Turn:
        """Commit the pending turn (it must have its post)."""
        if self.is_over:
            raise IllegalMove(Reason.GAME_OVER)
        if self._pending_post is None:
            raise IllegalMove(Reason.NO_POST_THIS_TURN)
        turn = Turn(self._pending_post, tuple(self._pending_fences))
        self._history.append(_TurnRecord(turn.post, list(turn.fences), self.passes_in_a_row))
        self._turns.append(turn)
        self._pending_post = None
        self._pending_fences = []
        self.passes_in_a_row = 0
        self.to_move = self.to_move.other
        self._version += 1
        return turn

    def pass_turn(self) -> Turn:
        if self.is_over:
            raise IllegalMove(Reason.GAME_OVER)
        if self._pending_post is not None or self._pending_fences:
            raise IllegalMove(Reason.TURN_IN_PROGRESS)
        turn = Turn(None, ())
        self._history.append(_TurnRecord(None, [], self.passes_in_a_row))
        self._turns.append(turn)
        self.passes_in_a_row += 1
        self.to_move = self.to_move.other
        self._version += 1
        return turn

    def cancel_pending(self) -> None:
        while self._pending_post is not None or self._pending_fences:
            self.undo_action()

    def undo_turn(self) -> Turn | None:
        """Take back the pending actions if any (returns None), else the whole
        last committed turn (returned)."""
        if self._pending_post is not None or self._pending_fences:
            self.cancel_pending()
            return None
        return self.pop()

    # ----- whole turns -----------------------------------------------------
    def check_turn(self, turn: Turn) -> Reason | None:
        """Reason a whole turn is illegal now, or None."""
        g = self.copy()
        try:
            g.push(turn)
        except IllegalMove as e:
            return e.reason
        return None

    def push(self, turn: Turn) -> None:
        """Play a whole turn; on refusal the game is left unchanged."""
        if self._pending_post is not None or self._pending_fences:
            raise IllegalMove(Reason.TURN_IN_PROGRESS)
        if turn.post is None:
            if turn.fences:
                raise IllegalMove(Reason.NO_POST_THIS_TURN)
            self.pass_turn()
            return
        self.place_post(turn.post)
        try:
            for a, b in turn.fences:
                self.add_fence(a, b)
        except IllegalMove:
            self.cancel_pending()
            raise
        self.end_turn()

    def pop(self) -> Turn:
        """Take back the last committed turn."""
        if self._pending_post is not None or self._pending_fences:
            raise IllegalMove(Reason.TURN_IN_PROGRESS)
        if not self._history:
            raise IllegalMove(Reason.NOTHING_TO_UNDO)
        rec = self._history.pop()
        turn = self._turns.pop()
        for a, b in reversed(rec.fences):
            self._erase(a, b)
        if rec.post is not None:
            self._remove_post(rec.post)
        self.passes_in_a_row = rec.prev_passes
        self.to_move = self.to_move.other
        self._version += 1
        return turn

    # ----- results -----------------------------------------------------------
    def score(self, method: str | None = None):
        from .scoring import score

        return score(self, method or self.scoring)

    def outcome(self, method: str | None = None) -> "Outcome | None":
        """The result once the game is over (two passes in a row), else None."""
        if not self.is_over:
            return None
        res = self.score(method)
        r, b = res.totals[RED], res.totals[BLUE]
        winner = RED if r > b else BLUE if b > r else None
        return Outcome(res.totals, winner, res.method, res)

    def __repr__(self) -> str:
        return (f"SenketGame(size={self.size}, to_move={self.to_move.name}, posts={int(np.count_nonzero(self._posts))}, "
                f"fences={len(self._fences)}, turns={len(self._turns)}, over={self.is_over})")


@dataclass(frozen=True)
class Outcome:
    scores: Mapping[Player, int]
    winner: Player | None  # None = tie
    method: str
    result: object  # ScoreResult

    @property
    def is_tie(self) -> bool:
        return self.winner is None
