"""Random-play benchmark of the Senet rules engine.

Plays random games through the game protocol (real throws from
``sample_chance()``, a
uniformly random legal move each time) for every rule set and every
combination of that rule set's options, and reports games, moves, throws,
errors and time.  ``run(quick=True)`` plays a few games per combination
(well under 5 s); ``run()`` plays 10,000 per combination.

    python -m bench.senet_random_games [--quick] [--games N] [--processes P]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
import traceback
from typing import Optional

from game.core.protocol import CHANCE
from game.senet.rules import Options, State
from game.senet.text import describe_options

FULL_GAMES = 10_000
QUICK_GAMES = 8
MAX_ACTIONS = 200_000  # a game longer than this counts as an error


def _check(game: State) -> None:
    b = game.board
    off = game.borne_off
    for s in (0, 1):
        if b.count(s) + off[s] != 5:
            raise AssertionError(f"side {s} does not have five counters")


def _play_combo(args: tuple) -> dict:
    ruleset, opts_dict, games, seed_base = args
    options = Options.from_dict({"ruleset": ruleset, **opts_dict})
    t0 = time.perf_counter()
    moves = throws = errors = unfinished = 0
    wins = [0, 0]
    first_errors: list[str] = []
    for i in range(games):
        seed = seed_base + i
        chooser = random.Random(seed * 7919 + 1)
        try:
            g = State.new(options, seed)
            n = 0
            while g.outcome() is None and n < MAX_ACTIONS:
                if g.current_player() == CHANCE:
                    g.push(g.sample_chance())
                    throws += 1
                else:
                    ms = g.legal_actions()
                    g.push(ms[chooser.randrange(len(ms))])
                    moves += 1
                n += 1
            _check(g)
            if g.winner is None:
                unfinished += 1
                errors += 1
                if len(first_errors) < 3:
                    first_errors.append(f"seed {seed}: unfinished after {n} actions")
            else:
                wins[g.winner] += 1
        except Exception:  # noqa: BLE001 - counted and reported
            errors += 1
            if len(first_errors) < 3:
                first_errors.append(f"seed {seed}: {traceback.format_exc(limit=3)}")
    dt = time.perf_counter() - t0
    return {"ruleset": ruleset, "options": opts_dict, "description": describe_options(options),
            "games": games, "moves": moves, "throws": throws, "errors": errors,
            "unfinished": unfinished, "wins_side0": wins[0], "wins_side1": wins[1],
            "seconds": round(dt, 3),
            "moves_per_game": round(moves / games, 1) if games else 0.0,
            "error_samples": first_errors}


def run(quick: bool = False, games: Optional[int] = None,
        processes: Optional[int] = None) -> dict:
    if games is None:
        games = QUICK_GAMES if quick else FULL_GAMES
    tasks = []
    for ruleset in ("A", "B"):
        for opts in Options.all_combinations(ruleset):
            d = opts.to_dict()
            del d["ruleset"]
            tasks.append((ruleset, d, games, 1000))
    if processes is None:
        processes = 1 if quick else max(1, min(os.cpu_count() or 1, 4))
    t0 = time.perf_counter()
    if processes > 1:
        import multiprocessing as mp
        with mp.get_context("spawn" if sys.platform == "win32" else "fork").Pool(processes) as pool:
            # longest tasks (rule set B) first for better packing
            order = sorted(range(len(tasks)), key=lambda i: tasks[i][0] != "B")
            res = pool.map(_play_combo, [tasks[i] for i in order], chunksize=1)
            results = [None] * len(tasks)
            for i, r in zip(order, res):
                results[i] = r
    else:
        results = [_play_combo(t) for t in tasks]
    wall = time.perf_counter() - t0
    total = {k: sum(r[k] for r in results) for k in ("games", "moves", "throws", "errors")}
    return {"benchmark": "senet_random_games", "quick": quick,
            "games_per_combination": games, "combinations": len(results),
            "processes": processes, **total,
            "cpu_seconds": round(sum(r["seconds"] for r in results), 2),
            "wall_seconds": round(wall, 2),
            "moves_per_second": round(total["moves"] / max(wall, 1e-9)),
            "results": results}


def main(argv: Optional[list] = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true")
    p.add_argument("--games", type=int)
    p.add_argument("--processes", type=int)
    a = p.parse_args(argv)
    out = run(quick=a.quick, games=a.games, processes=a.processes)
    print(json.dumps(out, indent=1))
    return 1 if out["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
