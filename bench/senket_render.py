"""Drawing a Senket move into the board's picture: ``BoardView.render`` per action, as the scene draws it.

    python -m bench.senket_render

A 31x31 board at 1048 px (its size in a 1920x1080 window) composed over a backdrop, the overlay on (territory
shading, prisoners' crosses, value badges), from a sparse and a dense seeded position; 20 random turns are
played (``senket_positions.play_turn``: a post, a few fences, the end) and each action's render is timed in
thread CPU, the machine baseline (``bench/common.py``) between the turns. Prints JSON: per position the median,
p90 and max ms of the renders, and the baseline's median.
"""
from __future__ import annotations

import json
import os
import random
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from bench.common import baseline_workload  # noqa: E402
from bench.senket_positions import play_turn, random_game  # noqa: E402
from game.senket.view import BoardView  # noqa: E402
from game.ui.theme import PALETTES  # noqa: E402

POSITIONS = {"sparse": (60, 40), "dense": (300, 300)}
AREA = pygame.Rect(189, 16, 1048, 1048)


def measure(posts: int, fences: int, turns: int = 20) -> dict:
    g = random_game(31, posts, fences, seed=5)
    backdrop = pygame.Surface((1920, 1080))
    backdrop.fill((40, 60, 80))
    view = BoardView(31)
    view.layout(AREA, PALETTES["classic"], 1.0, backed=True)
    view.back_with(backdrop)
    view.render(g, g.score(), True)
    rng = random.Random(1)
    times, base = [], []
    for _ in range(turns):
        for _action in play_turn(g, rng):
            result = g.score()
            t = time.thread_time()
            view.render(g, result, True)
            times.append((time.thread_time() - t) * 1000)
        t = time.perf_counter()
        baseline_workload()
        base.append((time.perf_counter() - t) * 1000)
    times.sort()
    return {"posts": int((g.posts != 0).sum()), "renders": len(times), "median_ms": round(statistics.median(times), 2),
            "p90_ms": round(times[int(0.9 * (len(times) - 1))], 2), "max_ms": round(times[-1], 2),
            "baseline_ms": round(statistics.median(base), 3)}


def run(quick: bool = False) -> dict:
    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    return {name: measure(*sizes, turns=5 if quick else 20) for name, sizes in POSITIONS.items()}


def main() -> int:
    print(json.dumps(run("--quick" in sys.argv), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
