"""The window's frame rate while a game review is made beside it (issue 36: >= 55 fps at 1920x1080).

The real app (dummy video driver, 1920x1080) opens a finished game in the viewer and its review, made as
the app makes it when it has a window: ``ReviewJob`` with one process per core, beside the window's
process on the same cores. The window's own loop paces the frames (``App.step`` with its clock at 60 Hz)
and every frame is drawn; the frame rate is frames over wall time while the review runs, and the
intervals between frames are printed as p50/p99/max with the share of frames later than 1/55 s.

``python -m bench.review_fps [--quick] [game ...]`` prints JSON. ``--quick``: a shorter game.
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

from bench.review_times import CASES, game_of  # noqa: E402
from game.cli import LaunchOptions  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.review_worker import ReviewJob  # noqa: E402
from game.scenes.review_scene import LEVEL, ReviewScene  # noqa: E402
from game.ui.app import App  # noqa: E402

SIZE = (1920, 1080)
TARGET_FPS = 55.0


def measure(app: App, record) -> dict:
    match = Match.from_record(record)
    match.keep = False
    board = record.spec.open_match(app, match)
    app.pop_to_root()
    app.push(board)
    app.apply_stack_changes()
    board.start_viewing()
    for _ in range(10):
        app.step()
    scene = ReviewScene(app, board)              # headless: it would review in process; the window's way:
    if scene.job is not None:
        scene.job.cancel()
    scene.job = ReviewJob(scene.record, LEVEL, in_process=False)
    app.push(scene)
    starts = []
    cpu0, t0 = time.process_time(), time.perf_counter()
    while scene.review is None and scene.problem is None:
        starts.append(time.perf_counter())
        app.step()                               # events, update, draw, flip, paced at 60 Hz by the app's clock
    wall = time.perf_counter() - t0
    cpu = time.process_time() - cpu0
    gaps = sorted((b - a) * 1000 for a, b in zip(starts, starts[1:]))
    if not gaps:
        return {"problem": scene.problem or "the review was ready before the first frame"}

    def pct(q):
        return round(gaps[min(len(gaps) - 1, int(round(q * (len(gaps) - 1))))], 2)
    late = sum(1 for g in gaps if g > 1000 / TARGET_FPS)
    return {"actions": len(record.actions), "review_wall_s": round(wall, 2), "frames": len(starts),
            "fps": round(len(starts) / wall, 1), "window_cpu_s": round(cpu, 2),
            "frame_interval_ms": {"p50": round(statistics.median(gaps), 2), "p99": pct(0.99), "max": round(gaps[-1], 2)},
            "share_later_than_1_55_s": round(late / len(gaps), 4), "target_fps": TARGET_FPS,
            "meets_target": len(starts) / wall >= TARGET_FPS, "problem": scene.problem}


def run(quick: bool = False, only: list[str] | None = None) -> dict:
    out = {"size": f"{SIZE[0]}x{SIZE[1]}", "cores": os.cpu_count(), "games": {}}
    with tempfile.TemporaryDirectory() as data:
        app = App(LaunchOptions(headless=True, data_dir=Path(data), size=SIZE))
        app.fixed_dt = None                      # pace frames by the clock, as a window does
        try:
            for game in only or list(CASES):
                record, _ = game_of(game, quick)
                out["games"][game] = measure(app, record)
        finally:
            app.shutdown()
    return out


if __name__ == "__main__":
    names = [a for a in sys.argv[1:] if not a.startswith("--")]
    print(json.dumps(run("--quick" in sys.argv, names or None), indent=2))
