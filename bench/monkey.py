"""Monkey test: random input of every kind across every scene, counting exceptions, frame times and memory.

Mouse moves, clicks and drags, keys (with modifiers), pad buttons and stick
axes, window resizes (small to huge), focus loss and pad hot-plug events go
through pygame's queue into the real app, headless, exactly as a player's
would. The run is split into segments that each start in one scene (the
menu, each game's setup, board, a puzzle and its lesson, the games and puzzle
lists, the lessons, rules, settings) so every scene gets its share; when the monkey quits the app, a new one starts.

    python -m bench.monkey [--quick] [--events N] [--seed S] [--size WxH] [--largest WxH] [--peaks]

Prints JSON: events, exceptions (with the first few tracebacks), events per
second, frame time p95/max (ms), RSS at start, end, settled and the peak (MB; the peak is the OS's
high-water mark for the whole process, random resizes to huge windows included).
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import random
import resource
import sys
import tempfile
import time
import traceback
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout is JSON only

import pygame  # noqa: E402

from bench.common import stats  # noqa: E402
from game.cli import LaunchOptions  # noqa: E402
from game.ui import input as inp  # noqa: E402
from game.ui.app import App  # noqa: E402

FULL_EVENTS = 50_000
QUICK_EVENTS = 3_000
EVENTS_PER_FRAME = 4
START_SIZE = (1024, 700)


def rss_mb() -> float:
    """Resident memory now (Linux /proc), else the peak the OS reports."""
    try:
        with open("/proc/self/statm") as fh:
            return round(int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20, 1)
    except (OSError, ValueError, IndexError):
        return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def start_scenes(app: App) -> dict:
    """Where segments begin: a factory per scene name."""
    from game.core.match import Match
    from game.core.registry import games
    from game.scenes.games_list import GamesScene
    from game.scenes.rules_scene import RulesScene
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.puzzle_play import open_puzzle
    from game.scenes.puzzles import PuzzleListScene, collection_of
    from game.scenes.tutorial_play import LessonList, lesson_for, open_lesson
    out = {"menu": lambda: None, "games list": lambda: GamesScene(app), "rules": lambda: RulesScene(app),
           "settings": lambda: SettingsScene(app), "puzzle list": lambda: PuzzleListScene(app),
           "lessons": lambda: LessonList(app)}
    for spec in games():
        out[f"{spec.id} setup"] = lambda spec=spec: spec.open_setup(app)
        out[f"{spec.id} board"] = lambda spec=spec: spec.open_match(app, Match.new(spec.id, seed=3))
        out[f"{spec.id} puzzle"] = lambda spec=spec: open_puzzle(app, collection_of(app).of_game(spec.id)[0])
        out[f"{spec.id} lesson"] = lambda spec=spec: open_lesson(app, lesson_for(spec.id))
    return out


def random_event(rng: random.Random, size: tuple[int, int],
                 largest: tuple[int, int] | None = None) -> pygame.event.Event:
    w, h = size
    pos = (rng.randrange(-20, w + 20), rng.randrange(-20, h + 20))
    r = rng.random()
    if r < 0.25:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(rng.random() < 0.2, 0, 0),
                                  touch=False)
    if r < 0.40:
        return pygame.event.Event(rng.choice((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)), pos=pos,
                                  button=rng.choice((1, 1, 1, 2, 3, 4, 5)), touch=False)
    if r < 0.43:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False,
                                  precise_x=0.0, precise_y=1.0, touch=False)
    if r < 0.70:
        name = rng.choice(list(inp.KEY_NAMES))
        mod = rng.choice((0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT))
        ch = name if len(name) == 1 else ""
        return pygame.event.Event(rng.choice((pygame.KEYDOWN, pygame.KEYDOWN, pygame.KEYUP)),
                                  key=inp.KEY_NAMES[name], mod=mod, unicode=ch, scancode=0)
    if r < 0.85:
        button = rng.choice(list(inp.PAD_BUTTON_NAMES.values()))
        return pygame.event.Event(rng.choice((pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP)),
                                  instance_id=rng.choice((-1, 0, 7)), button=button)
    if r < 0.93:
        return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=rng.choice((-1, 0)),
                                  axis=rng.randrange(0, 6), value=rng.randrange(-32768, 32768))
    if r < 0.96:
        big = rng.random() < 0.2
        size = (rng.randrange(200, 30000), rng.randrange(150, 20000)) if big else \
            (rng.randrange(640, 2000), rng.randrange(480, 1200))
        if largest is not None:
            size = (min(size[0], largest[0]), min(size[1], largest[1]))
        return pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    if r < 0.98:
        return pygame.event.Event(rng.choice((pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED)), window=None)
    return pygame.event.Event(rng.choice((pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED,
                                          pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED)),
                              device_index=rng.randrange(0, 4), instance_id=rng.randrange(0, 4))


def peak_rss_mb() -> float:
    """The most resident memory this process has had (the OS's high-water mark)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (2 ** 20 if sys.platform == "darwin" else 1024), 1)


class PeakWatch:
    """Where the high-water mark rose: after each of the app's calls named in ``CALLS`` (the outermost only),
    when the OS's peak RSS rose by at least ``STEP_MB``, what was on the stack and the window's size. The
    peak is then placed in the call that made it (``--peaks``), not guessed from the RSS between frames, which
    misses what a frame made and let go (issue 39: the pause menu opened over a 31x31 Senket board)."""

    CALLS = ("step", "dispatch", "apply_stack_changes", "resize", "shutdown")
    STEP_MB = 0.5

    def __init__(self) -> None:
        self.rises: list[dict] = []
        self._peak = 0.0
        self._depth = 0
        self._saved = {name: getattr(App, name) for name in self.CALLS}
        for name, real in self._saved.items():
            setattr(App, name, self._watched(name, real))

    def _watched(self, name, real):
        def call(app, *args, **kwargs):
            self._depth += 1
            try:
                return real(app, *args, **kwargs)
            finally:
                self._depth -= 1
                peak = peak_rss_mb()
                if peak >= self._peak + self.STEP_MB:
                    self._peak = peak
                    self.rises.append({"peak_mb": peak, "in": name, "depth": self._depth, "rss_after_mb": rss_mb(),
                                       "stack": [type(sc).__name__ for sc in getattr(app, "stack", ())],
                                       "window": self._window(app)})
        return call

    @staticmethod
    def _window(app) -> list[int] | None:
        try:
            return list(app.screen.get_size())
        except (AttributeError, pygame.error):      # no window yet, or closed by shutdown
            return None

    def close(self) -> list[dict]:
        for name, real in self._saved.items():
            setattr(App, name, real)
        return self.rises[-8:]


def run(quick: bool = False, events: int | None = None, seed: int = 0, size: tuple[int, int] = START_SIZE,
        largest: tuple[int, int] | None = None, peaks: bool = False) -> dict:
    """``largest``: resizes asked for are cut to it (None: anything, up to 30,000 pixels a side, which the app
    cuts to a 4K screen). ``peaks``: also report the last rises of the high-water mark (``PeakWatch``)."""
    watch = PeakWatch() if peaks else None
    try:
        out = _run(quick, events, seed, size, largest)
    finally:
        rises = watch.close() if watch is not None else None
    if rises is not None:
        out["peak_rises"] = rises
    return out


def _run(quick: bool, events: int | None, seed: int, size: tuple[int, int],
         largest: tuple[int, int] | None) -> dict:
    total = events or (QUICK_EVENTS if quick else FULL_EVENTS)
    rng = random.Random(seed)
    errors: list[str] = []
    frame_times: list[float] = []
    rss_start = None
    sent = restarts = 0
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as data:
        app = None
        names: list[str] = []
        segment = max(200, total // 40)
        while sent < total:
            if app is None or not app.running:
                if app is not None:
                    app.shutdown()
                    restarts += 1
                    app = factories = None       # the old app is garbage before the new one is made
                    gc.collect()
                app = App(LaunchOptions(headless=True, data_dir=Path(data), size=size, seed=seed))
                from game.scenes.menu import MainMenu
                app.push(MainMenu(app))
                app.step()
                factories = start_scenes(app)
                names = list(factories)
            if rss_start is None:
                rss_start = rss_mb()
            name = names[(sent // segment) % len(names)]
            try:
                app.pop_to_root()
                app.apply_stack_changes()
                scene = factories[name]()
                if scene is not None:
                    app.push(scene)
                app.step()
            except Exception:
                errors.append(f"opening {name}: {traceback.format_exc()}")
            end = min(total, sent + segment)
            while sent < end and app.running:
                for _ in range(EVENTS_PER_FRAME):
                    pygame.event.post(random_event(rng, app.screen.get_size(), largest))
                    sent += 1
                f0 = time.perf_counter()
                try:
                    app.step()
                except Exception:
                    errors.append(f"in {name} ({type(app.top).__name__}): {traceback.format_exc()}")
                    pygame.event.clear()
                frame_times.append(time.perf_counter() - f0)
        rss_end = rss_mb()
        # what stays: back at the menu in the window the run began with, garbage collected. The last frame
        # may have left a 3840x2400 window with a board and a dialog (some 400 MB of surfaces): that is the
        # size, not a leak, and an end figure alone would bound a test by where the random input stopped.
        scene = None                 # the monkey's own hold on the segment's first scene
        if app.running:
            app.pop_to_root()
            app.apply_stack_changes()
            app.resize(size)
            app.step()
        gc.collect()
        rss_settled = rss_mb()
        app.shutdown()
    elapsed = time.perf_counter() - t0
    return {"events": sent, "exceptions": len(errors), "first_tracebacks": errors[:3],
            "events_per_second": round(sent / elapsed), "frame_ms": stats(frame_times, 1000),
            "rss_mb": {"start": rss_start, "end": rss_end, "settled": rss_settled, "peak": peak_rss_mb()},
            "size": f"{size[0]}x{size[1]}", "largest_resize": None if largest is None else f"{largest[0]}x{largest[1]}",
            "app_restarts": restarts, "seed": seed}


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.monkey")
    p.add_argument("--quick", action="store_true")
    p.add_argument("--events", type=int)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--size", default=f"{START_SIZE[0]}x{START_SIZE[1]}", help="the window the run starts in, WxH")
    p.add_argument("--largest", help="cut every resize to at most WxH (default: up to a 4K screen)")
    p.add_argument("--peaks", action="store_true", help="also report where the high-water mark last rose (the "
                   "app call, the scenes on the stack, the window's size)")
    a = p.parse_args(argv)

    def size_of(flag: str, text: str) -> tuple[int, int]:
        try:
            w, h = (int(v) for v in text.lower().split("x"))
            return w, h
        except ValueError:
            p.error(f"{flag} {text!r}: write it as WIDTHxHEIGHT, e.g. 1920x1080")
    out = run(a.quick, a.events, a.seed, size_of("--size", a.size), a.largest and size_of("--largest", a.largest),
              a.peaks)
    print(json.dumps(out, indent=2))
    return 1 if out["exceptions"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
