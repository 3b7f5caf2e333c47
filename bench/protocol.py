"""What search pays per node in every registered game, through the game protocol only.

For each game and each options preset: push+pop per second of legal actions
on positions sampled from seeded random playouts (early, middle and late),
``copy()`` in microseconds early and late in a game (it must not grow with the
game), ``legal_actions()`` in microseconds, and ``key()`` equality after the
push/pop. The machine baseline is interleaved with every figure
(``bench.common``). Nothing here knows a game by name: a new game in the
registry is measured the same way.

    python -m bench.protocol [--quick]
"""
from __future__ import annotations

import json
import random
import statistics
import sys
import time

from bench.common import interleaved, rate_with_baseline
from game.core import registry
from game.core.protocol import CHANCE


def _pick(state, rng: random.Random):
    if state.current_player() == CHANCE:
        r, acc = rng.random(), 0.0
        for action, p in state.chance_outcomes():
            acc += p
            if r < acc:
                return action
        return state.chance_outcomes()[-1][0]
    return rng.choice(state.legal_actions())


def sample_positions(spec, options, games: int, every: int = 5) -> list:
    """Copies of positions along seeded random playouts, each with its ply index."""
    out = []
    for seed in range(games):
        rng = random.Random(seed)
        state = spec.new(options, seed=seed)
        ply = 0
        while state.outcome() is None and ply < 3000:
            if ply % every == 0:
                out.append((ply, state.copy()))
            state.push(_pick(state, rng))
            ply += 1
    return out


def _push_pop_rate(positions, rng: random.Random, rounds: int) -> dict:
    jobs = []
    for _, s in positions:
        acts = [a for a, _ in s.chance_outcomes()] if s.current_player() == CHANCE else list(s.legal_actions())
        rng.shuffle(acts)
        jobs.append((s, acts[:40]))

    def work() -> int:
        n = 0
        for s, acts in jobs:
            for a in acts:
                s.push(a)
                s.pop()
            n += len(acts)
        return n
    return rate_with_baseline(work, rounds)


def _micro(fn, states, rounds: int) -> dict:
    res = interleaved(lambda: [fn(s) for s in states], rounds=rounds)
    per = statistics.median(res["work_s"]) / max(1, len(states))
    return {"us": round(per * 1e6, 2), "baseline_ms": round(statistics.median(res["baseline_s"]) * 1000, 3)}


def measure(spec, options, quick: bool) -> dict:
    rng = random.Random(1)
    positions = sample_positions(spec, options, games=3 if quick else 8)
    rounds = 3 if quick else 10
    plies = sorted(p for p, _ in positions)
    late_cut = plies[int(len(plies) * 0.75)] if plies else 0
    early = [s for p, s in positions if p < 10][:50]
    late = [s for p, s in positions if p >= late_cut][:50]
    return {
        "positions": len(positions),
        "push_pop": _push_pop_rate(positions, rng, rounds),
        "copy_early": _micro(lambda s: s.copy(), early, rounds),
        "copy_late": _micro(lambda s: s.copy(), late, rounds),
        "legal_actions": _micro(lambda s: s.legal_actions(), [s for _, s in positions][:200], rounds),
        "late_ply": late_cut,
    }


def run(quick: bool = False) -> dict:
    out = {}
    t0 = time.perf_counter()
    for spec in registry.games():
        for name, options in spec.presets().items():
            out[f"{spec.id}-{name}"] = measure(spec, options, quick)
    out["seconds"] = round(time.perf_counter() - t0, 1)
    return out


if __name__ == "__main__":
    print(json.dumps(run(quick="--quick" in sys.argv[1:]), indent=2))
