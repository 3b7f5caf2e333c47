"""A game being played: the state, who sits in each seat, redo, and a review cursor.

The one place that pushes actions during play, so that the board scenes,
autosave, the viewer and (next) computer players all see the same sequence.
``play`` hands the events to whoever listens; undo and redo are exact because
the state's ``pop`` is. No pygame here.
"""
from __future__ import annotations

from typing import Any, Callable, Hashable, Optional, Sequence

from . import records, registry
from .protocol import CHANCE, TERMINAL, Outcome

HUMAN = "human"

Listener = Callable[["Match", str, Any], None]
"""Called as ``listener(match, kind, payload)``; kinds: ``play`` (payload: (action, events)), ``undo``
(payload: the action taken back), ``redo`` (payload: (action, events)), ``review`` (payload: the index)."""


def _mover(state) -> Optional[int]:
    p = state.current_player()
    return p if p in (0, 1) else None


def seats_from_meta(value: Any) -> tuple[str, str]:
    """Seats from a record's meta, which a hostile file may fill with anything: a person, or a computer level."""
    from .players import LEVELS
    if isinstance(value, list) and len(value) == 2 and all(v == HUMAN or v in LEVELS for v in value):
        return (value[0], value[1])
    return (HUMAN, HUMAN)


class Match:
    def __init__(self, spec: registry.GameSpec, state, seats: Sequence[str] = (HUMAN, HUMAN),
                 start: Optional[dict] = None, meta: Optional[dict] = None):
        self.spec = spec
        self.state = state
        self.seats = tuple(seats)
        self.start = start  # JSON of the start position, or None for the standard start
        self.meta = dict(meta or {})
        self.actions: list[Hashable] = []
        self.movers: list[Optional[int]] = []   # the seat that made each action (None: a throw)
        self._redo: list[Hashable] = []
        self.review_index: Optional[int] = None  # None: at the live position
        self.listeners: list[Listener] = []
        self.keep = True   # kept by autosave while played (False: a record opened in the viewer)
        self.kept_at = None   # the library file holding this game, if any (a review made of it goes there)

    # ----- construction ---------------------------------------------------
    @classmethod
    def new(cls, game_id: str, options: Any = None, seed: Optional[int] = None,
            seats: Sequence[str] = (HUMAN, HUMAN)) -> "Match":
        spec = registry.get(game_id)
        return cls(spec, spec.new(options, seed), seats)

    @classmethod
    def from_state(cls, state, seats: Sequence[str] = (HUMAN, HUMAN)) -> "Match":
        """A match that starts at an arbitrary position (puzzles, setups, tests)."""
        spec = registry.get(records._game_id_of(state))
        return cls(spec, state, seats, start=state.to_json())

    @classmethod
    def from_record(cls, record: records.Record, seats: Optional[Sequence[str]] = None) -> "Match":
        state = record.start_state()
        m = cls(record.spec, state, seats or seats_from_meta(record.meta.get("players")), start=record.start,
                meta=record.meta)
        for data in record.actions:
            action = state.action_from_json(data)
            m.movers.append(_mover(state))
            state.push(action)
            m.actions.append(action)
        return m

    # ----- whose turn -------------------------------------------------------
    def to_play(self) -> int:
        return self.state.current_player()

    def seat_kind(self, seat: int) -> str:
        return self.seats[seat]

    def is_human_turn(self) -> bool:
        p = self.state.current_player()
        return p in (0, 1) and self.seats[p] == HUMAN

    def outcome(self) -> Optional[Outcome]:
        return self.state.outcome()

    @property
    def over(self) -> bool:
        return self.state.current_player() == TERMINAL

    # ----- playing ------------------------------------------------------------
    def play(self, action: Hashable) -> list:
        """Push an action (raises the game's IllegalAction, leaving everything as it was)."""
        self._leave_review()
        mover = _mover(self.state)
        events = self.state.push(action)
        self.actions.append(action)
        self.movers.append(mover)
        self._redo.clear()
        self._tell("play", (action, events))
        return events

    def throw(self) -> tuple[Hashable, list]:
        """Make the pending chance event happen for real, with the game's own seeded generator."""
        if self.state.current_player() != CHANCE:
            raise ValueError("no throw is pending")
        action = self.state.sample_chance()
        return action, self.play(action)

    def can_undo(self) -> bool:
        return bool(self.actions)

    def human_has_acted(self) -> bool:
        """Whether any action so far was a person's (against the computer, undo only ever takes back to one)."""
        return any(m is not None and self.seats[m] == HUMAN for m in self.movers)

    def undo(self) -> Hashable:
        self._leave_review()
        action = self.actions.pop()
        self.movers.pop()
        self.state.pop()
        self._redo.append(action)
        self._tell("undo", action)
        return action

    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def redo_depth(self) -> int:
        """Actions taken back that redo would play again."""
        return len(self._redo)

    def forget_redo(self) -> None:
        """Play goes on from here (the viewer's Play on): what was taken back is no longer ahead."""
        self._redo.clear()

    def redo(self) -> tuple[Hashable, list]:
        self._leave_review()
        action = self._redo.pop()
        mover = _mover(self.state)
        events = self.state.push(action)
        self.actions.append(action)
        self.movers.append(mover)
        self._tell("redo", (action, events))
        return action, events

    # ----- review -------------------------------------------------------------
    def review(self, index: Optional[int]) -> None:
        """Look at the position after ``index`` actions (``None``: back to the live position)."""
        if index is not None:
            index = max(0, min(len(self.actions), index))
            if index == len(self.actions):
                index = None
        self.review_index = index
        self._tell("review", index)

    def review_state(self):
        """The position being looked at: the live state, or a copy taken back to the review index."""
        if self.review_index is None:
            return self.state
        past = self.state.copy()
        for _ in range(len(self.actions) - self.review_index):
            past.pop()
        return past

    def _leave_review(self) -> None:
        if self.review_index is not None:
            self.review(None)

    # ----- record ---------------------------------------------------------------
    def record(self) -> records.Record:
        meta = {**self.meta, "players": list(self.seats)}
        return records.record_of(self.state, self.start, self.actions, meta=meta, game=self.spec.id)

    def whole_record(self) -> records.Record:
        """The whole game, the actions stepped back over in the viewer (the redo stack) included: what a
        review of the game looks at, wherever the board now stands."""
        if not self._redo:
            return self.record()
        ahead = self.state.copy()
        for action in reversed(self._redo):
            ahead.push(action)
        meta = {**self.meta, "players": list(self.seats)}
        return records.record_of(ahead, self.start, [*self.actions, *reversed(self._redo)], meta=meta,
                                 game=self.spec.id)

    def _tell(self, kind: str, payload: Any) -> None:
        for listener in list(self.listeners):
            listener(self, kind, payload)
