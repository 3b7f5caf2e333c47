"""Benchmark of the Senket scorer on a 31x31 end position.

``run(quick=False) -> dict`` builds a deterministic position (a seeded random
legal game: each post is placed, usually a knight step from an own post, and
every legal fence from it is drawn) with at least 400 posts and 600 fences,
then times ``score()`` (cache cleared before every run, so each run is a full
computation) and legal-fence generation.  ``python -m bench.senket_scoring
[--quick]`` prints the figures as JSON.
"""
from __future__ import annotations

import json
import statistics
import sys
import time

from game.senket.rules import State
from bench.senket_positions import random_game
from game.senket import scoring


def build_position(size: int = 31, min_posts: int = 400, min_fences: int = 600, seed: int = 20240531) -> State:
    """A dense end position: the same seeded random legal game the UI's bench scene uses."""
    return random_game(size, min_posts, min_fences, seed=seed)


def _percentile(xs, q):
    xs = sorted(xs)
    k = min(len(xs) - 1, max(0, int(round(q * (len(xs) - 1)))))
    return xs[k]


def run(quick: bool = False) -> dict:
    t0 = time.perf_counter()
    g = build_position()
    build_s = time.perf_counter() - t0
    runs = 30 if quick else 200
    times = []
    res = None
    scoring.score(g)  # warm up (tables, board index arrays)
    for _ in range(runs):
        scoring.clear_cache()
        t = time.perf_counter()
        res = scoring.score(g)
        times.append((time.perf_counter() - t) * 1000)
    t = time.perf_counter()
    hit_runs = 200
    for _ in range(hit_runs):
        scoring.score(g)
    cached_ms = (time.perf_counter() - t) * 1000 / hit_runs
    # polygons for drawing (lazily built once per result)
    t = time.perf_counter()
    npoly = sum(len(tr.polygons) for tr in res.territories) + len(res.neutral_polygons)
    poly_ms = (time.perf_counter() - t) * 1000
    # legal fence generation: every legal fence from every own post, and check_fence hover calls
    g2 = g.copy()
    empty = [(x, y) for x in range(g.size) for y in range(g.size) if g.post_at((x, y)) == 0]
    g2.place_post(empty[len(empty) // 2])
    t = time.perf_counter()
    lf_runs = 5 if quick else 20
    for _ in range(lf_runs):
        legal = g2.legal_fences()
    legal_ms = (time.perf_counter() - t) * 1000 / lf_runs
    mine = [(x, y) for x in range(g.size) for y in range(g.size) if g2.post_at((x, y)) == int(g2.to_move)]
    t = time.perf_counter()
    for p in mine:
        g2.legal_fences_from(p)
    from_ms = (time.perf_counter() - t) * 1000 / max(1, len(mine))
    return {
        "size": g.size,
        "posts": int((g.posts != 0).sum()),
        "fences": len(g.fences),
        "turns": len(g.turns),
        "build_position_s": round(build_s, 3),
        "score_runs": runs,
        "score_median_ms": round(statistics.median(times), 3),
        "score_p95_ms": round(_percentile(times, 0.95), 3),
        "score_min_ms": round(min(times), 3),
        "score_cached_ms": round(cached_ms, 4),
        "polygons": npoly,
        "polygons_ms": round(poly_ms, 3),
        "territories": len(res.territories),
        "groups": len(res.groups),
        "totals": {p.label: int(v) for p, v in res.totals.items()},
        "legal_fences_all_ms": round(legal_ms, 3),
        "legal_fences_count": len(legal),
        "legal_fences_from_post_ms": round(from_ms, 4),
    }


if __name__ == "__main__":
    print(json.dumps(run(quick="--quick" in sys.argv[1:]), indent=2))
