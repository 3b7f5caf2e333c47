"""Start-up time: our first menu frame beside a bare pygame-ce window.

Both are measured as whole fresh processes (interpreter start included),
median of several runs, with the dummy drivers so the figure does not
depend on a display.
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BARE = ("import os; os.environ['PYGAME_HIDE_SUPPORT_PROMPT']='1'; import pygame; pygame.init(); "
        "s = pygame.display.set_mode((1280, 800)); s.fill((0, 0, 0)); pygame.display.flip(); pygame.quit()")


def _time(cmd: list[str], runs: int) -> list[float]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(cmd, cwd=ROOT, env=env, check=True, capture_output=True)
        out.append(time.perf_counter() - t0)
    return out


def run(quick: bool = False) -> dict:
    runs = 2 if quick else 9
    with tempfile.TemporaryDirectory() as data:
        ours = _time([sys.executable, "main.py", "--headless", "--frames", "1", "--data-dir", data], runs)
    bare = _time([sys.executable, "-c", BARE], runs)
    o, b = statistics.median(ours), statistics.median(bare)
    return {"startup_to_first_menu_frame_s": round(o, 4), "bare_pygame_window_s": round(b, 4),
            "ratio": round(o / b, 2), "target_ratio": 2.0, "runs": runs}


if __name__ == "__main__":
    print(json.dumps(run("--quick" in sys.argv), indent=2))
