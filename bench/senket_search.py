"""What search costs in Senket: the exact score and the cheap evaluation, on dense positions.

Positions are the seeded random legal games of the scoring bench
(``bench.senket_positions.random_game``, via ``bench.senket_scoring``): a dense
17x17 and the dense 31x31 end position.  Each figure is timed in rounds with
the machine baseline of ``bench.common`` interleaved, and reported as
medians beside that baseline.

* ``score_ms``: ``scoring.score()`` with its cache cleared before each call
  (totals, groups, territories with prisoners);
* ``score_full_ms``: the same plus what the scorer used to build eagerly and
  now builds on first use (every territory's pieces and label point, the
  neutral pieces), i.e. what a board view reads; polygons stay lazy in both;
* ``evaluate_us``: ``evaluate.evaluate(state, 0)``.

:func:`protocol_figures`: push+pop per second of posts and of fences, and
the legal fences of a new post, on the same positions.  Run on
an older checkout (``PYTHONPATH=/tmp/base``) without ``game.senket.evaluate``,
the evaluation figures are reported as missing, so "before" and "after"
come from this one script.

    python -m bench.senket_search [--quick]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from bench.common import interleaved, rate_with_baseline
from bench.senket_scoring import build_position
from game.senket import scoring

try:
    from game.senket.evaluate import evaluate
except ImportError:  # an older checkout: no evaluation yet
    evaluate = None

POSITIONS = {
    # name: (size, min posts, min fences, seed)
    "17": (17, 120, 180, 20240531),
    "31": (31, 400, 600, 20240531),
}


def positions() -> dict:
    """The dense positions the figures are measured on, by board size."""
    return {name: build_position(size, posts, fences, seed) for name, (size, posts, fences, seed) in POSITIONS.items()}


def _median(xs: list[float], scale: float) -> float:
    return round(statistics.median(xs) * scale, 3)


def score_figures(state, rounds: int, per_round: int) -> dict:
    """Exact scorer on one position: plain and with the lazy parts a view reads."""
    def plain() -> None:
        scoring.clear_cache()
        scoring.score(state)

    def full() -> None:
        scoring.clear_cache()
        res = scoring.score(state)
        for t in res.territories:
            t.label_point  # builds the territory's pieces too
        res.neutral_pieces

    plain()
    a = interleaved(plain, rounds=rounds, per_round=per_round)
    b = interleaved(full, rounds=rounds, per_round=per_round)
    res = scoring.score(state)
    return {"score_ms": _median(a["work_s"], 1e3), "score_full_ms": _median(b["work_s"], 1e3),
            "baseline_ms": _median(a["baseline_s"] + b["baseline_s"], 1e3),
            "totals": {p.label: int(v) for p, v in res.totals.items()}, "territories": len(res.territories)}


def evaluate_figures(state, rounds: int, per_round: int) -> dict:
    if evaluate is None:
        return {"evaluate_us": None, "note": "game.senket.evaluate not present"}
    evaluate(state, 0)
    e = interleaved(lambda: evaluate(state, 0), rounds=rounds, per_round=per_round)
    return {"evaluate_us": _median(e["work_s"], 1e6), "baseline_ms": _median(e["baseline_s"], 1e3),
            "evaluate_red_minus_blue": round(evaluate(state, 0), 1)}


def protocol_figures(states: dict, quick: bool) -> dict:
    """Per-action costs on the same dense positions: push+pop of every legal action, and the
    legal fences of a new post (placed where the most fences can go, so the work happens)."""
    rounds = 3 if quick else 10
    out = {}
    for name, st in states.items():
        st = st.copy()
        posts = [a for a in st.legal_actions() if a not in (st.PASS, st.END)]
        while len(posts) < 20 and st.turns:      # a full board: go back to where posts still go
            st.pop_turn()
            posts = [a for a in st.legal_actions() if a not in (st.PASS, st.END)]

        def push_pop() -> int:
            for a in posts:
                st.push(a)
                st.pop()
            return len(posts)

        fig = {"post_push_pop": rate_with_baseline(push_pop, rounds)}

        def fences_after(a) -> int:
            st.push(a)
            n = len(st.legal_fences_from(st.decode(a)[1]))
            st.pop()
            return n
        best = max(posts, key=fences_after)
        st.push(best)
        post = st.decode(best)[1]
        fences = [a for a in st.legal_actions() if a != st.END]

        def fence_push_pop() -> int:
            for a in fences:
                st.push(a)
                st.pop()
            return len(fences)
        fig["fence_push_pop"] = rate_with_baseline(fence_push_pop, rounds) if fences else None
        lf = interleaved(lambda: st.legal_fences_from(post), rounds=rounds, per_round=200)
        fig["legal_fences_of_new_post_us"] = _median(lf["work_s"], 1e6)
        fig["fences_from_that_post"] = len(st.legal_fences_from(post))
        out[name] = fig
    return out


def run(quick: bool = False) -> dict:
    t0 = time.perf_counter()
    states = positions()
    build_s = time.perf_counter() - t0
    rounds = 5 if quick else 20
    out: dict = {"benchmark": "senket_search", "quick": quick, "build_positions_s": round(build_s, 2)}
    for name, st in states.items():
        fig = {"size": st.size, "posts": int((st.posts != 0).sum()), "fences": len(st.fences)}
        fig["score"] = score_figures(st, rounds, per_round=3 if quick else 10)
        fig["evaluate"] = evaluate_figures(st, rounds, per_round=50 if quick else 300)
        out[name] = fig
    # the per-action figures also on a mid-game, where a new post has several legal fences
    from bench.senket_positions import random_game
    from game.senket.rules import KNIGHT_STEPS, FIRST, State
    star = State.from_position(17, {(8 + dx, 8 + dy): FIRST for dx, dy in KNIGHT_STEPS})  # (8, 8): 8 fences
    mid = {"17-midgame": random_game(17, 60, 45, seed=11, fence_rate=0.7), "17-star": star}
    out["protocol"] = protocol_figures({**states, **mid}, quick)
    out["seconds"] = round(time.perf_counter() - t0, 2)
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true")
    a = p.parse_args(argv)
    print(json.dumps(run(quick=a.quick), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
