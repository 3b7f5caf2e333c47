"""The games the menu offers, and how to open each one's new-game setup.

A game whose scene module is not there yet is not ready; the menu then says
so instead of showing a fake board.
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass


@dataclass(frozen=True)
class GameEntry:
    id: str
    name: str
    tagline: str
    setup_module: str  # module with `SetupScene(app)`; the game is "not ready" while it does not exist

    @property
    def ready(self) -> bool:
        return importlib.util.find_spec(self.setup_module) is not None

    def open_setup(self, app):
        if not self.ready:
            return None
        return importlib.import_module(self.setup_module).SetupScene(app)


GAMES = (
    GameEntry("senket", "Senket", "Fence in territory with posts and knight-step fences", "game.senket.scene"),
    GameEntry("senet", "Senet", "The ancient Egyptian race, played with throwing sticks", "game.senet.scene"),
    GameEntry("pente", "Pente", "Five in a row, with pair captures", "game.pente.scene"),
)


def by_id(game_id: str) -> GameEntry:
    for g in GAMES:
        if g.id == game_id:
            return g
    raise KeyError(game_id)
