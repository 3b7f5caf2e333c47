"""The games the app knows, as ``GameSpec``s: how every shared layer finds a game.

A spec names modules rather than importing them, so that listing the games
(the menu, ``--help``) stays cheap and the core never imports a UI module.

Each game package provides the same rooms:
- ``rules``: ``Options`` (frozen; ``to_dict``, ``from_dict``, ``presets()``),
  ``State`` (meets ``game.core.protocol.GameState``; classmethods
  ``new(options=None, seed=None)`` and ``from_json(data)``) and
  ``TERMINATIONS``;
- ``codec``: ``LEGACY_FORMATS`` and ``upgrade(data) -> envelope`` for the
  game's version-1 record files;
- ``text``: every word a player reads, by seat or code;
- ``scene``: ``SetupScene(app)`` and ``board_scene(app, match)``; ``view``: its drawing;
- ``emblem``: ``draw(surface, rect, palette)``, the game's picture on the menu;
- ``ai``: ``Player(level, seed)`` meeting ``game.core.players.ComputerPlayer``;
- ``review``: ``analyst(level)`` for the game review (``game.core.review``).
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from typing import Any, Optional


@dataclass(frozen=True)
class GameSpec:
    id: str
    name: str
    tagline: str
    package: str  # e.g. "game.pente"

    def module(self, room: str):
        return importlib.import_module(f"{self.package}.{room}")

    # ----- rules ----------------------------------------------------------
    @property
    def rules(self):
        return self.module("rules")

    @property
    def options_type(self):
        return self.rules.Options

    def presets(self) -> dict[str, Any]:
        """Named option presets, the default first."""
        return self.options_type.presets()

    def new(self, options: Any = None, seed: Optional[int] = None):
        """A new game in its standard start."""
        return self.rules.State.new(options, seed)

    def state_from_json(self, data: Any):
        return self.rules.State.from_json(data)

    @property
    def terminations(self) -> tuple[str, ...]:
        return tuple(self.rules.TERMINATIONS)

    @property
    def codec(self):
        """The game's record codec, or None for a game that has no older record format to read."""
        name = f"{self.package}.codec"
        return importlib.import_module(name) if importlib.util.find_spec(name) is not None else None

    # ----- how far a game went, in the game's own words -------------------------
    def progress(self, turns: int) -> str:
        """An unfinished game after ``turns`` turns, as its board counts ("turn 24"; Pente's panel and
        move list count a stone and its answer as one move: "move 12")."""
        fn = getattr(self.module("text"), "progress", None)
        return fn(turns) if fn is not None else f"turn {turns + 1}"

    def length(self, turns: int) -> str:
        """A finished game of ``turns`` turns ("23 turns"; Pente: "12 moves")."""
        fn = getattr(self.module("text"), "length", None)
        return fn(turns) if fn is not None else f"{turns} turn{'s' if turns != 1 else ''}"

    # ----- computer players ---------------------------------------------------
    def computer(self, level: str, seed: Optional[int] = None):
        """The game's computer player at ``level`` ("easy", "medium", "hard"); see game.core.players."""
        from .players import check_level
        level = check_level(level)
        return self.module("ai").Player(level, seed)

    @property
    def has_computer(self) -> bool:
        return importlib.util.find_spec(f"{self.package}.ai") is not None

    @property
    def has_review(self) -> bool:
        """The game has an analyst for the game review (``review``: ``analyst(level)``, game/core/review.py)."""
        return importlib.util.find_spec(f"{self.package}.review") is not None

    # ----- UI ---------------------------------------------------------------
    @property
    def scene_module(self) -> str:
        return f"{self.package}.scene"

    @property
    def ready(self) -> bool:
        """A game without a scene module yet is offered as "not ready"."""
        return importlib.util.find_spec(self.scene_module) is not None

    def open_setup(self, app):
        if not self.ready:
            return None
        return importlib.import_module(self.scene_module).SetupScene(app)

    def open_match(self, app, match):
        """The board scene playing ``match`` (a new game, a resumed one, a benchmark's)."""
        return importlib.import_module(self.scene_module).board_scene(app, match)


GAMES = (
    GameSpec("senket", "Senket", "Fence in territory with posts and knight-step fences", "game.senket"),
    GameSpec("senet", "Senet", "The ancient Egyptian race, played with throwing sticks", "game.senet"),
    GameSpec("pente", "Pente", "Five in a row, with pair captures", "game.pente"),
)


def games() -> tuple[GameSpec, ...]:
    return GAMES


def get(game_id: str) -> GameSpec:
    for g in GAMES:
        if g.id == game_id:
            return g
    raise KeyError(game_id)



