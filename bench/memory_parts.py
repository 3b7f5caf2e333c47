"""Issue 39's memory peaks, part by part: what a part makes at once, and what the transitions cost.

    python -m bench.memory_parts

Prints JSON. Each memory part runs in a fresh process (its peak is that process's VmHWM, read from /proc: Linux
only) with the app's malloc settings, at 1920x1080:
- ``backdrop``: the shared backdrop drawn (``backdrop._draw_backdrop``): the rise of the peak over what the process
  held before (MB), and its thread CPU (ms, median of 15 draws);
- ``shading``: a score's territories shaded on every cell of a 31x31 Senket board at 1048 px
  (``BoardView._under_layer``): the rise, and the CPU of that one shading.
And in this process, the pause menu over a dense 31x31 Senket board (``pause``): the frame that opens it, a frame
under it, the Resume frame, the work done after Resume's flip and the slowest frame after Resume until the board's
layers are all back (thread CPU ms, median of 12 cycles; ``pause_cost``). ``bench.monkey --peaks`` places the
whole run's peaks; these are the parts it found there (docs/performance.md, "Issue 39, sixth session").
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

_START = """
import json, os, time
os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
import pygame
pygame.display.init(); pygame.font.init(); pygame.display.set_mode((1920, 1080))
from game.ui.app import prepare_environment
prepare_environment(True)          # the app's malloc settings: window-sized blocks are mmapped, freed at once
from game.ui.theme import PALETTES
def held():
    return int(open("/proc/self/statm").read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20
def peak():
    return next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:")) / 1024
"""

BACKDROP = _START + """
from game.ui import backdrop
backdrop._draw_backdrop((640, 480), PALETTES["classic"])     # imports and first-use allocations out of the way
before = held()
made = backdrop._draw_backdrop((1920, 1080), PALETTES["classic"])
rise = peak() - before
del made
times = []
for _ in range(15):
    t = time.thread_time()
    backdrop._draw_backdrop((1920, 1080), PALETTES["classic"])
    times.append((time.thread_time() - t) * 1000)
print(json.dumps({"rise_mb": round(rise, 1), "ms": round(sorted(times)[7], 1)}))
"""

SHADING = _START + """
from bench.senket_scoring import build_position
from game.senket.scoring import score
from game.senket.view import BoardView
view = BoardView(31)
view.layout(pygame.Rect(100, 16, 1048, 1048), PALETTES["classic"], 1.35, backed=True)
view.back_with(pygame.Surface((1920, 1080)).convert())
game = build_position(31, 150, 150)
result = score(game)
assert result.territories
view._under_layer(game, None)
before = held()
t = time.thread_time()
view._under_layer(game, result)      # every cell shaded, the under layer composed whole
ms = (time.thread_time() - t) * 1000
print(json.dumps({"rise_mb": round(peak() - before, 1), "ms": round(ms, 1), "territories": len(result.territories)}))
"""


def part(code: str) -> dict:
    """Run one part's ``code`` in a fresh process from the repository's root; its JSON line."""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300,
                         check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def pause_cost(cycles: int = 12, game: str = "senket") -> dict:
    """The pause menu opened over a dense 31x31 Senket board (300 posts and fences a side or more, the scorer's
    bench position; ``game``: or a new Pente or Senet game) at 1920x1080 and closed (Resume), ``cycles`` times,
    with the objects alive after the first frame frozen out of the collections as ``main.settle_memory`` does.
    Per cycle (thread CPU, ms): the frame that opens the menu to its flip, the work after that flip (its frozen
    picture kept), a frame under it, the Resume frame to its flip,
    the work after that flip, and the slowest of the frames after Resume (16, and more while a Senket board's
    layers are still being built again a part after each frame; each with the work after its flip)."""
    import gc
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from bench.common import baseline_workload
    from bench.senket_scoring import build_position
    from game.cli import LaunchOptions
    from game.core.match import Match
    from game.core.registry import get
    from game.scenes.game_common import PauseMenu
    from game.scenes.menu import MainMenu
    from game.ui.app import App
    with tempfile.TemporaryDirectory() as data:
        app = App(LaunchOptions(headless=True, data_dir=Path(data), size=(1920, 1080), seed=0))
        try:
            app.push(MainMenu(app))
            app.step()
            gc.collect()
            gc.freeze()
            if game == "senket":
                match = Match.from_state(build_position(31, min_posts=300, min_fences=300))
            else:
                match = Match.new(game, seed=3)
            board = get(game).open_match(app, match)
            app.push(board)
            for _ in range(3):
                app.step()
            opens, after_open, under, resumes, after, worst, base, restored = [], [], [], [], [], [], [], []
            for _ in range(cycles):
                t = time.perf_counter()
                baseline_workload()         # the machine baseline, between the cycles
                base.append((time.perf_counter() - t) * 1000)
                app.push(PauseMenu(app, game))
                t = time.thread_time()
                app.step()
                opens.append((app.shown_at[1] - t) * 1000)          # to its flip; what follows it on its own
                after_open.append((time.thread_time() - app.shown_at[1]) * 1000)
                t = time.thread_time()
                app.step()
                under.append((time.thread_time() - t) * 1000)
                app.pop()
                t = time.thread_time()
                app.step()
                total = (time.thread_time() - t) * 1000
                resumes.append((app.shown_at[1] - t) * 1000)
                after.append(total - resumes[-1])
                frames = [total]
                for _ in range(60):      # 16 frames, and on while the board's layers are being built again
                    if len(frames) > 16 and getattr(board, "_restoring", None) is None:
                        break
                    t = time.thread_time()
                    app.step()
                    frames.append((time.thread_time() - t) * 1000)
                worst.append(max(frames))
                restored.append(len(frames) - 1)
        finally:
            app.shutdown()
            gc.unfreeze()
    med = lambda xs: round(statistics.median(xs), 1)      # noqa: E731
    where = "bench.senket_scoring.build_position(31, min_posts=300, min_fences=300)" if game == "senket" else "a new game"
    return {"game": game, "position": where,
            "open_frame_ms": med(opens), "after_open_flip_ms": med(after_open), "frame_under_menu_ms": med(under), "resume_frame_ms": med(resumes),
            "after_resume_flip_ms": med(after), "worst_frame_after_resume_ms": med(worst),
            "frames_after_resume": max(restored), "cycles": cycles,
            "baseline_ms": round(statistics.median(base), 3)}


def run(quick: bool = False) -> dict:
    """For ``python -m bench --doc``: the pause menu's transitions (the memory parts need fresh processes and
    /proc: ``main``)."""
    return {"pause": pause_cost(4 if quick else 12)}


def main() -> int:
    out = {"size": "1920x1080"}
    if sys.platform.startswith("linux"):
        out["backdrop"] = part(BACKDROP)
        out["shading"] = part(SHADING)
    out["pause"] = pause_cost()
    out["pause_pente"] = pause_cost(game="pente")
    out["pause_senet"] = pause_cost(game="senet")
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
