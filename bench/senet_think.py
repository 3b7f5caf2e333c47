"""Senet Hard's thinking over whole games, in CPU time: the median and the longest decision.

    python -m bench.senet_think [--games 10] [--rulesets A,B] [--budgets 10000,40000] [--first-seed 0]
                                [--opponent greedy]

The issue's limit is per decision: at most 0.5 s median and 1.5 s at the longest, in CPU time. Positions
picked for a bench (``bench.senet_three``) need not hold a game's longest decision, so here Hard plays
whole games against ``--opponent`` (greedy, medium, easy or random), colours alternating, seeds from
``--first-seed``; every decision Hard is asked with more than one legal move is timed with
``time.process_time`` (CPU of this process: the same on a loaded machine, give or take the cache), table
decisions included. Per budget (pushes, ``LEVEL_SETTINGS['hard']['budget']`` overridden) and rule set:
decisions, median, 90th and 99th percentile, max (ms) and the depth and nodes of the longest, and where
it was (seed, move number) so it can be replayed; and the process's peak resident memory so far (the
search's tables grow with the budget). The games are the same for every budget only until the
first move a budget changes.
"""
from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import time

from bench.senet_tournament import RULESETS, GreedyPlayer
from game.core.players import RandomPlayer
from game.core.protocol import CHANCE
from game.senet.ai import Player
from game.senet.rules import Options, State


def _opponent(name: str, seed: int):
    if name == "greedy":
        return GreedyPlayer(seed)
    if name == "random":
        return RandomPlayer(seed)
    return Player(name, seed)


def play(rs: str, budget: int, seed: int, opponent: str) -> list:
    """One game, Hard in seat ``seed % 2``: ``[(cpu_s, depth, nodes, move_number)]`` per Hard decision."""
    g = State.new(Options.preset(RULESETS[rs]), seed)
    hard_seat = seed % 2
    players = {hard_seat: Player("hard", seed, budget=budget), 1 - hard_seat: _opponent(opponent, seed)}
    out, n = [], 0
    while not g.is_over:
        seat = g.current_player()
        if seat == CHANCE:
            g.push(g.sample_chance())
            continue
        n += 1
        if seat == hard_seat and len(list(g.legal_actions())) > 1:
            p = players[seat]
            t = time.process_time()
            a = p.choose(g.copy())
            dt = time.process_time() - t
            out.append((dt, p.last_info.get("depth"), p.last_info.get("nodes"), n))
        else:
            a = players[seat].choose(g.copy())
        g.push(a)
    return out


def run(games: int, rulesets: list, budgets: list, first_seed: int, opponent: str) -> dict:
    res: dict = {"games": games, "first_seed": first_seed, "opponent": opponent, "cpu": "time.process_time",
                 "rulesets": {}}
    for rs in rulesets:
        for budget in budgets:
            rows = []
            for seed in range(first_seed, first_seed + games):
                rows += [(dt, d, nodes, seed, n) for dt, d, nodes, n in play(rs, budget, seed, opponent)]
            times = sorted(r[0] for r in rows)
            worst = max(rows)
            q = statistics.quantiles(times, n=100)
            row = {"decisions": len(rows), "median_ms": round(statistics.median(times) * 1000, 1),
                   "p90_ms": round(q[89] * 1000, 1), "p99_ms": round(q[98] * 1000, 1),
                   "max_ms": round(worst[0] * 1000, 1),
                   "longest": {"depth": worst[1], "nodes": worst[2], "seed": worst[3], "move": worst[4]}}
            row["max_rss_mb_so_far"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
            res["rulesets"].setdefault(rs, {})[str(budget)] = row
            print(json.dumps({rs: {budget: row}}), file=sys.stderr, flush=True)
    return res


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="bench.senet_think")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--rulesets", default="A,B")
    ap.add_argument("--budgets", default="10000")
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--opponent", default="greedy", choices=("greedy", "random", "easy", "medium", "hard"))
    args = ap.parse_args(argv)
    print(json.dumps(run(args.games, args.rulesets.split(","), [int(b) for b in args.budgets.split(",")],
                         args.first_seed, args.opponent), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
