"""Start-up time: our first menu frame beside a bare pygame-ce window.

Both are measured as whole fresh processes (interpreter start included),
median of several runs interleaved with the bare window's, wall clock and
the child's CPU time, with the dummy drivers, after one start that writes the
compiled modules (as every start after a player's first finds them; where
PYTHONDONTWRITEBYTECODE is set, as on this machine, every start compiles ~35
modules, ~0.13 s), so that the figure does not depend on a display.
"""
from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BARE = ("import os; os.environ['PYGAME_HIDE_SUPPORT_PROMPT']='1'; import pygame; pygame.init(); "
        "s = pygame.display.set_mode((1280, 800)); s.fill((0, 0, 0)); pygame.display.flip(); pygame.quit()")


def _time_once(cmd: list[str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the child) for one fresh process; CPU time is what a busy machine
    disturbs least."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)   # a player's Python keeps its compiled modules between starts
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, env=env, check=True, capture_output=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def run(quick: bool = False) -> dict:
    """Ours and the bare window interleaved, run by run, so that a change in the machine's load falls on both."""
    runs = 2 if quick else 9
    ours, bare = [], []
    with tempfile.TemporaryDirectory() as data:
        _time_once([sys.executable, "main.py", "--headless", "--frames", "1", "--data-dir", data])  # writes .pyc
        for _ in range(runs):
            ours.append(_time_once([sys.executable, "main.py", "--headless", "--frames", "1", "--data-dir", data]))
            bare.append(_time_once([sys.executable, "-c", BARE]))
    o, b = (statistics.median(w for w, _ in ours), statistics.median(w for w, _ in bare))
    oc, bc = (statistics.median(c for _, c in ours), statistics.median(c for _, c in bare))
    return {"startup_to_first_menu_frame_s": round(o, 4), "bare_pygame_window_s": round(b, 4),
            "ratio": round(o / b, 2), "cpu_s": round(oc, 4), "bare_cpu_s": round(bc, 4),
            "cpu_ratio": round(oc / bc, 2), "target_ratio": 1.5, "runs": runs, "interleaved": True}


if __name__ == "__main__":
    print(json.dumps(run("--quick" in sys.argv), indent=2))
