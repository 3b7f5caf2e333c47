"""What search costs in Senet: push+pop of moves and of throws, copy(), a whole random game.

Positions are sampled from seeded random games (rule set A and B defaults);
each figure is a rate or a time with the machine baseline interleaved
(``bench.common``). Run on an older checkout (``PYTHONPATH=/tmp/base``), the
same figures are measured through the version-1 API (``throw``/``apply``/
``undo``), so "before" and "after" come from one script.

    python -m bench.senet_search [--quick]
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from bench.common import interleaved, rate_with_baseline

try:
    from game.senet.rules import Options, State
    NEW_API = True
except ImportError:  # the version-1 engine
    from game.senet.rules import Phase, SenetGame, SenetOptions
    NEW_API = False

from game.core.protocol import CHANCE  # noqa: E402  (exists in both versions' core)


def _positions(options, n_games: int, every: int = 7) -> tuple[list, list]:
    """States waiting for a move and states waiting for a throw, from random games."""
    moves, throws = [], []
    for seed in range(n_games):
        rng = random.Random(seed)
        g = State.new(options, seed)
        i = 0
        while g.outcome() is None:
            chance = g.current_player() == CHANCE
            if i % every == 0:
                (throws if chance else moves).append(g.copy())
            g.push(g.sample_chance() if chance else rng.choice(g.legal_actions()))
            i += 1
    return moves, throws


def _random_game(options, seed: int) -> int:
    g = State.new(options, seed)
    rng = random.Random(seed)
    n = 0
    while g.outcome() is None:
        g.push(g.sample_chance() if g.current_player() == CHANCE else rng.choice(g.legal_actions()))
        n += 1
    return n


def _run_new(quick: bool) -> dict:
    out = {}
    rounds = 3 if quick else 10
    for name, options in (("A", Options.kendall_bell()), ("B", Options.hounds_and_jackals())):
        moves, throws = _positions(options, 2 if quick else 10)

        def push_pop_moves() -> int:
            n = 0
            for s in moves:
                for a in s.legal_actions():
                    s.push(a)
                    s.pop()
                    n += 1
            return n

        def push_pop_throws() -> int:
            n = 0
            for s in throws:
                for a in s.legal_actions():
                    s.push(a)
                    s.pop()
                    n += 1
            return n

        pool = moves + throws

        def copies() -> int:
            for s in pool:
                s.copy()
            return len(pool)

        copy_rate = rate_with_baseline(copies, rounds)
        seeds = iter(range(10_000))
        game = interleaved(lambda: _random_game(options, next(seeds)), rounds=rounds)
        out[name] = {
            "push_pop_moves": rate_with_baseline(push_pop_moves, rounds),
            "push_pop_throws": rate_with_baseline(push_pop_throws, rounds),
            "copy_us": round(1e6 / copy_rate["per_second"], 3),
            "random_game_ms": round(statistics.median(game["work_s"]) * 1000, 3),
            "baseline_ms": round(statistics.median(game["baseline_s"]) * 1000, 3),
        }
    return out


def _run_old(quick: bool) -> dict:
    """The same figures through the version-1 API: apply+undo_move, throw+undo(1), copy()."""
    out = {}
    rounds = 3 if quick else 10
    for name, options in (("A", SenetOptions.kendall_bell()), ("B", SenetOptions.hounds_and_jackals())):
        moves, throws = [], []
        for seed in range(2 if quick else 10):
            rng = random.Random(seed)
            g = SenetGame(options, seed)
            i = 0
            while g.phase is not Phase.OVER:
                if i % 7 == 0 and len(g.history) < 150:
                    (throws if g.phase is Phase.THROW else moves).append(g.copy())
                if g.phase is Phase.THROW:
                    g.throw()
                else:
                    g.apply(rng.choice(g.legal_moves()))
                i += 1
        moves, throws = moves[:40], throws[:40]

        def push_pop_moves() -> int:
            n = 0
            for s in moves:
                for m in s.legal_moves():
                    s.apply(m)
                    s.undo(1)
                    n += 1
            return n

        def push_pop_throws() -> int:
            n = 0
            for s in throws:
                for v, _ in s.throw_outcomes():
                    s.throw(v)
                    s.undo(1)
                    n += 1
            return n

        pool = moves + throws

        def copies() -> int:
            for s in pool:
                s.copy()
            return len(pool)

        def game(seed: int) -> None:
            g = SenetGame(options, seed)
            rng = random.Random(seed)
            while g.phase is not Phase.OVER:
                if g.phase is Phase.THROW:
                    g.throw()
                else:
                    g.apply(rng.choice(g.legal_moves()))

        copy_rate = rate_with_baseline(copies, rounds)
        seeds = iter(range(10_000))
        timed = interleaved(lambda: game(next(seeds)), rounds=rounds)
        out[name] = {
            "push_pop_moves": rate_with_baseline(push_pop_moves, rounds),
            "push_pop_throws": rate_with_baseline(push_pop_throws, rounds),
            "copy_us": round(1e6 / copy_rate["per_second"], 3),
            "random_game_ms": round(statistics.median(timed["work_s"]) * 1000, 3),
            "baseline_ms": round(statistics.median(timed["baseline_s"]) * 1000, 3),
            "note": "v1 API: apply+undo(1) and throw+undo(1) replay the history; positions from the first 150 actions",
        }
    return out


def run(quick: bool = False) -> dict:
    t0 = time.perf_counter()
    figures = _run_new(quick) if NEW_API else _run_old(quick)
    return {"benchmark": "senet_search", "api": "protocol" if NEW_API else "v1", "quick": quick,
            "figures": figures, "seconds": round(time.perf_counter() - t0, 2)}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true")
    a = p.parse_args(argv)
    print(json.dumps(run(quick=a.quick), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
