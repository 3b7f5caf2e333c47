"""The one shape every game's rules meet, so that shared layers never special-case a game.

Modelled on OpenSpiel's state API (chance is a player; nothing assumes strict
alternation) and python-chess's move stack (``push``/``pop``, exact and cheap).
Computer players, the match, records, puzzles and the viewer talk to a game
only through these names.

Seats are ``0`` and ``1`` everywhere in code. What a seat is called ("Black",
"Jackals", "Red") lives in each game's player-facing ``text`` module.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Optional, Protocol, Sequence, runtime_checkable

CHANCE = -1
"""``current_player()`` while a throw (or other chance event) is pending."""

TERMINAL = -2
"""``current_player()`` once the game is over."""

SEATS = (0, 1)


@dataclass(frozen=True)
class Outcome:
    """How a game ended.

    ``winner`` is a seat or ``None`` for a draw; ``termination`` is one of the
    game's documented ``TERMINATIONS``; ``scores`` is a tuple indexed by seat
    (Senket's points, Pente's captured stones, Senet's counters borne off).
    """

    winner: Optional[int]
    termination: str
    scores: tuple

    def to_json(self) -> dict:
        return {"winner": self.winner, "termination": self.termination, "scores": list(self.scores)}


class IllegalAction(ValueError):
    """``push`` was handed an action that is not legal here.

    ``reason`` is a machine-readable code (an Enum member or short string);
    the game's ``text`` module turns it into a sentence for the player.
    """

    def __init__(self, reason: Any, detail: str = ""):
        super().__init__(f"{reason}: {detail}" if detail else str(reason))
        self.reason = reason
        self.detail = detail


class PositionError(ValueError):
    """A position or action in JSON form is malformed or not a legal position."""


@runtime_checkable
class GameState(Protocol):
    """A position plus the stack of actions that led to it.

    - ``current_player()`` -> ``0``, ``1``, ``CHANCE`` or ``TERMINAL``.
    - ``legal_actions()`` -> the actions ``push`` accepts now (while
      ``CHANCE``: the chance outcomes' actions; while ``TERMINAL``: ``[]``).
    - ``chance_outcomes()`` -> ``[(action, probability), ...]`` summing to 1
      while ``CHANCE``, else ``[]``.
    - ``push(action)`` -> the list of events (plain frozen dataclasses, no
      text) the UI animates; raises ``IllegalAction``.
    - ``pop()`` -> takes back the last ``push`` exactly; cheap, never a replay.
    - ``outcome()`` -> ``None`` while the game goes on, else an ``Outcome``.
    - ``copy()`` -> an independent state; cost independent of game length.
    - ``key()`` -> hashable, maintained incrementally, equal for equal
      positions however reached (the action history is not part of it).
    - ``to_json()`` / ``from_json(data)`` (classmethod) for the position,
      without history; ``action_to_json(a)`` / ``action_from_json(j)``.
    - ``options`` (the game's frozen Options) and ``seed``.
    - ``sample_chance()`` -> an action drawn from the state's own seeded
      generator; used only when a real throw is made in play, never in search.
    """

    options: Any

    def current_player(self) -> int: ...
    def legal_actions(self) -> Sequence[Hashable]: ...
    def chance_outcomes(self) -> Sequence[tuple[Hashable, float]]: ...
    def push(self, action: Hashable) -> list: ...
    def pop(self) -> Hashable: ...
    def outcome(self) -> Optional[Outcome]: ...
    def copy(self) -> "GameState": ...
    def key(self) -> Hashable: ...
    def to_json(self) -> dict: ...
    def action_to_json(self, action: Hashable) -> Any: ...
    def action_from_json(self, data: Any) -> Hashable: ...
    def sample_chance(self) -> Hashable: ...
