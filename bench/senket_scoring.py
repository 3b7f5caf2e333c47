"""Benchmark of the Senket scorer on a 31x31 end position.

``run(quick=False) -> dict`` builds a deterministic position (a seeded random
legal game: each post is placed, usually a knight step from an own post, and
every legal fence from it is drawn) with at least 400 posts and 600 fences,
then times ``score()`` (cache cleared before every run, so each run is a full
computation) in rounds interleaved with the machine baseline (``bench/common.py``,
printed beside it), and legal-fence generation for a new post that has eight
legal fences (``star_position``). The positions timed are printed with the figures.  ``python -m bench.senket_scoring
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
from bench.common import interleaved


def build_position(size: int = 31, min_posts: int = 400, min_fences: int = 600, seed: int = 20240531) -> State:
    """A dense end position: the same seeded random legal game the UI's bench scene uses."""
    return random_game(size, min_posts, min_fences, seed=seed)


def star_position(size: int = 31) -> tuple[State, tuple[int, int]]:
    """A seeded sparse 31x31 game (90 posts) where the mover then posts at the centre of eight of its own."""
    from game.senket.rules import KNIGHT_STEPS
    g = build_position(size, min_posts=90, min_fences=60)
    def free(p):
        return 0 <= p[0] < size and 0 <= p[1] < size and g.check_post(p) is None
    centre = next((x, y) for x in range(2, size - 2) for y in range(2, size - 2)
                  if free((x, y)) and all(free((x + dx, y + dy)) for dx, dy in KNIGHT_STEPS))
    elsewhere = iter([(x, y) for x in range(size) for y in range(size) if free((x, y))
                      and max(abs(x - centre[0]), abs(y - centre[1])) > 4][::-1])
    me = g.to_move
    for dx, dy in KNIGHT_STEPS:
        g.place_post((centre[0] + dx, centre[1] + dy))
        g.end_turn()
        g.place_post(next(p for p in elsewhere if g.check_post(p) is None))   # the other side, far away
        g.end_turn()
    assert g.to_move == me
    g.place_post(centre)
    return g, centre


def _percentile(xs, q):
    xs = sorted(xs)
    k = min(len(xs) - 1, max(0, int(round(q * (len(xs) - 1)))))
    return xs[k]


def run(quick: bool = False) -> dict:
    t0 = time.perf_counter()
    g = build_position()
    build_s = time.perf_counter() - t0
    runs = 30 if quick else 200
    scoring.score(g)  # warm up (tables, board index arrays)
    res = None

    def full_score():
        nonlocal res
        scoring.clear_cache()
        res = scoring.score(g)
    rounds = interleaved(full_score, rounds=runs)   # the machine baseline timed between the scores
    times = [t * 1000 for t in rounds["work_s"]]
    baseline_ms = statistics.median(rounds["baseline_s"]) * 1000
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
    # legal fences: a new post among eight of its own at knight steps, none fenced yet (every fence it may
    # draw is legal: 8), set into a sparser position of the same kind so that the crossing checks have
    # fences to look at (on the dense position a new post has 2 legal fences at most, on random games too)
    g2, busiest = star_position()
    sparse = g2
    t = time.perf_counter()
    lf_runs = 5 if quick else 20
    for _ in range(lf_runs):
        legal = g2.legal_fences()
    legal_ms = (time.perf_counter() - t) * 1000 / lf_runs
    mine = [(x, y) for x in range(g2.size) for y in range(g2.size) if g2.post_at((x, y)) == int(g2.to_move)]
    t = time.perf_counter()
    for p in mine:
        g2.legal_fences_from(p)
    from_ms = (time.perf_counter() - t) * 1000 / max(1, len(mine))
    return {
        "position": {"what": "a seeded random legal 31x31 game (bench/senket_positions.random_game, seed 20240531)",
                     "key": str(g.key()), "legal_fences_position": {"posts": int((sparse.posts != 0).sum()),
                                                            "fences": len(sparse.fences), "key": str(sparse.key()),
                                                            "new_post": list(busiest)}},
        "baseline_ms": round(baseline_ms, 3),
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
