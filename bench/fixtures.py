"""Scenes and input drivers for the frame benchmark (production modules hold no bench fixtures).

A driver is a generator: each ``next()`` gives the input steps to post
before one frame, as ``(kind, value, mods, button)`` tuples of
``game.ui.script.Step`` (key, move, click, drag). Drivers play legal moves
chosen from the position through the protocol, so the frames measured are
frames where the game really changes.
"""
from __future__ import annotations

import random
from typing import Callable, Iterator

Steps = Iterator[tuple]


def played_count(scene) -> int:
    """Actions played so far in a board scene (0 for other screens): a change marks a move frame."""
    match = getattr(scene, "match", None)
    return len(match.actions) if match is not None else 0


def _idle(n: int) -> Steps:
    for _ in range(n):
        yield ()


def undo_then_redo() -> Steps:
    """Ctrl+Z, a few frames, Ctrl+Y: what a player checking a move does (the drivers do it every few moves)."""
    yield (("key", "z", ("ctrl",), 1),)
    yield from _idle(3)
    yield (("key", "y", ("ctrl",), 1),)
    yield from _idle(3)


def _glide(a, b, n: int) -> Steps:
    """Pointer motion from a to b over n frames: what drives hover previews."""
    for i in range(1, n + 1):
        t = i / n
        yield (("move", (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t)), (), 1),)


# ----- shell screens ----------------------------------------------------------------------

def _menu(app):
    from game.scenes.menu import MainMenu
    return MainMenu(app)


def _settings(app):
    from game.scenes.settings_scene import SettingsScene
    return SettingsScene(app)


def _rules(app):
    from game.scenes.rules_scene import RulesScene
    return RulesScene(app)


def _arrows(app, rng: random.Random) -> Steps:
    while True:
        yield (("key", rng.choice(["up", "down"]), (), 1),)
        yield from _idle(5)
        yield (("move", (rng.randrange(200, 1700), rng.randrange(100, 1000)), (), 1),)
        yield from _idle(5)


def _rules_driver(app, rng: random.Random) -> Steps:
    while True:
        yield (("key", rng.choice(["down", "down", "up", "tab"]), (), 1),)
        yield from _idle(4)


# ----- games --------------------------------------------------------------------------------

def frame_scenarios() -> dict[str, tuple[Callable, Callable]]:
    scenarios = {"menu": (_menu, _arrows), "settings": (_settings, _arrows), "rules": (_rules, _rules_driver)}
    for module in ("bench.pente_fixtures", "bench.senet_fixtures", "bench.senket_fixtures"):
        try:
            mod = __import__(module, fromlist=["frame_scenarios"])
        except ModuleNotFoundError:
            continue
        scenarios.update(getattr(mod, "frame_scenarios", dict)())
    return scenarios
