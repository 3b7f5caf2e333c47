"""Frames per second while a computer seat thinks, at 1920x1080, with the worker process the app uses.

Every registered game that has a computer player is opened with Hard in
both seats (so the computer is thinking nearly all the time) and run for a
fixed wall-clock time at the app's own 60 fps pace; the figure is the frame
rate reached and the frame-time percentiles, with the share of frames during
which an answer was awaited (proof that thinking really overlapped the
drawing) and the number of computer moves made. Target (issue 10): >= 55 fps.

    python -m bench.thinking [--quick]
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.cli import LaunchOptions  # noqa: E402
from game.core import registry  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.thinking import Thinker  # noqa: E402
from game.ui.app import App  # noqa: E402

SIZE = (1920, 1080)
TARGET_FPS = 55


def measure(app: App, spec, seconds: float) -> dict:
    scene = spec.open_match(app, Match.new(spec.id, seed=1, seats=("hard", "hard")))
    app.pop_to_root()
    app.apply_stack_changes()
    app.push(scene)
    app.apply_stack_changes()
    times, waiting = [], 0
    start = time.perf_counter()
    moves0 = len(scene.match.actions)
    while time.perf_counter() - start < seconds and not scene.match.over:
        t0 = time.perf_counter()
        app.step()                              # paced by the app's own 60 fps clock
        times.append(time.perf_counter() - t0)
        waiting += app.thinker.busy
    elapsed = time.perf_counter() - start
    ms = sorted(t * 1000 for t in times)
    pct = lambda q: round(ms[min(len(ms) - 1, int(q * (len(ms) - 1)))], 2)  # noqa: E731
    return {"fps": round(len(times) / elapsed, 1), "frames": len(times), "p50_ms": pct(0.5), "p99_ms": pct(0.99),
            "max_ms": round(ms[-1], 2), "thinking_share": round(waiting / max(1, len(times)), 2),
            "actions_played": len(scene.match.actions) - moves0, "target_fps": TARGET_FPS}


def run(quick: bool = False) -> dict:
    out = {}
    with tempfile.TemporaryDirectory() as data:
        app = App(LaunchOptions(headless=True, data_dir=Path(data), size=SIZE))
        app.fixed_dt = None                      # real time, as in a window
        app.thinker = Thinker(in_process=False)  # the worker process, as in a window
        try:
            for spec in registry.games():
                if spec.has_computer:
                    out[spec.id] = measure(app, spec, 3.0 if quick else 15.0)
        finally:
            app.thinker.close()
            app.shutdown()
    return out


if __name__ == "__main__":
    print(json.dumps(run("--quick" in sys.argv[1:]), indent=2))
