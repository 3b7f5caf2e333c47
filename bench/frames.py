"""Frame time per scene at 1280×800 beside an empty clear-and-flip loop.

Each scene is stepped for 600 frames through the real App.step (events,
update, draw, flip) with the dummy driver. Games register extra scenes in
SCENES below as they land; a scene factory gets the app and returns the
scene to measure, already in a representative state.
"""
from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.ui.app import App  # noqa: E402
from game.cli import LaunchOptions  # noqa: E402


def _menu(app):
    from game.scenes.menu import MainMenu
    return MainMenu(app)


def _settings(app):
    from game.scenes.settings_scene import SettingsScene
    return SettingsScene(app)


def _rules(app):
    from game.scenes.rules_scene import RulesScene
    return RulesScene(app)


SCENES = {"menu": _menu, "settings": _settings, "rules": _rules}
TARGETS_MS = {"menu": 2.0}


def _register_games() -> None:
    """Game packages add benchmark scenes through a `bench_scenes()` in their scene module."""
    import importlib
    for mod in ("game.senket.scene", "game.senet.scene", "game.pente.scene"):
        try:
            m = importlib.import_module(mod)
        except ModuleNotFoundError:
            continue
        for name, (factory, target) in getattr(m, "bench_scenes", lambda: {})().items():
            SCENES[name] = factory
            if target is not None:
                TARGETS_MS[name] = target


def _stats(times: list[float]) -> dict:
    ms = sorted(t * 1000 for t in times)
    return {"p50_ms": round(statistics.median(ms), 3), "p95_ms": round(ms[int(len(ms) * 0.95) - 1], 3),
            "max_ms": round(ms[-1], 3)}


def empty_loop(frames: int) -> dict:
    screen = pygame.display.get_surface()
    times = []
    for _ in range(frames):
        t0 = time.perf_counter()
        pygame.event.get()
        screen.fill((0, 0, 0))
        pygame.display.flip()
        times.append(time.perf_counter() - t0)
    return _stats(times)


def measure(app: App, factory, frames: int) -> dict:
    app.pop_to_root()
    app.apply_stack_changes()
    while app.stack:
        app.stack.pop().close()
    app.running = True
    app.push(factory(app))
    app.apply_stack_changes()
    for _ in range(30):  # warm caches, as a player's first half second does
        app.step(dt=1 / 60)
    times = []
    for _ in range(frames):
        t0 = time.perf_counter()
        app.step(dt=1 / 60)
        times.append(time.perf_counter() - t0)
    return _stats(times)


def run(quick: bool = False, only: list[str] | None = None) -> dict:
    _register_games()
    frames = 60 if quick else 600
    with tempfile.TemporaryDirectory() as data:
        app = App(LaunchOptions(headless=True, data_dir=Path(data), size=(1280, 800)))
        try:
            result = {"frames": frames, "size": "1280x800", "empty_clear_flip": empty_loop(frames), "scenes": {}}
            for name, factory in SCENES.items():
                if only and name not in only:
                    continue
                fig = measure(app, factory, frames)
                if name in TARGETS_MS:
                    fig["target_p95_ms"] = TARGETS_MS[name]
                result["scenes"][name] = fig
        finally:
            app.shutdown()
    return result


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    print(json.dumps(run("--quick" in sys.argv, args or None), indent=2))
