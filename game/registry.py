"""The games the menu offers, and how to open each one's new-game setup.

A game whose setup is not built yet has `open_setup = None`; the menu then
says so instead of showing a fake board.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class GameEntry:
    id: str
    name: str
    tagline: str
    setup_module: str | None  # module with `SetupScene(app)`, or None while not ready

    def open_setup(self, app):
        if self.setup_module is None:
            return None
        return importlib.import_module(self.setup_module).SetupScene(app)


GAMES = (
    GameEntry("senket", "Senket", "Fence in territory with posts and knight-step fences", None),
    GameEntry("senet", "Senet", "The ancient Egyptian race, played with throwing sticks", None),
    GameEntry("pente", "Pente", "Five in a row, with pair captures", None),
)


def by_id(game_id: str) -> GameEntry:
    for g in GAMES:
        if g.id == game_id:
            return g
    raise KeyError(game_id)
