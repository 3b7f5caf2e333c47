"""Nodes per CPU second of Pente's Hard, the frozen Hard of 1aa559a beside today's, on the same positions.

The positions are fixed (seeded Medium-v-Medium games from random 4-ply openings, cut at plies 12 to 40, kept
where the frozen Hard runs its whole alpha-beta budget, not a quick forced line);
on each, the two players choose a move in turn, frozen then new, so both meet the same machine load.
A node is one ``tick`` of the search (an alpha-beta node, a VCF node, a reply tried at the horizon; a
capture played out at the horizon where ``qcaps`` allows one, which Hard's own play does not since
29abf4b).  CPU time is ``time.process_time``.

    python -m bench.pente_nodes [--positions 12]

Prints JSON: per player the total nodes, CPU seconds and nodes per second, the ratio, and the machine
baseline (bench.common) timed between the rounds.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from bench.common import baseline_workload
from bench.pente_frozen_hard import FrozenHard
from bench.pente_strength import opening
from game.core import registry
from game.pente.ai import Player
from game.pente.rules import Options


def positions(count: int, options: Options = Options()) -> list:
    spec = registry.get("pente")
    out = []
    seed = 0
    while len(out) < count:
        s = spec.new(options, seed=seed)
        for p in opening(seed, options):
            s.push(p)
        stop = 12 + (seed * 7) % 29
        players = [Player("medium", seed), Player("medium", seed + 1)]
        while s.outcome() is None and s.ply < stop:
            s.push(players[s.current_player()].choose(s.copy()))
        if s.outcome() is None and _full_search(s):
            out.append(s)
        seed += 1
    return out


def _full_search(s) -> bool:
    """A position where the frozen Hard runs its whole alpha-beta (no forced line cuts it short)."""
    p = FrozenHard(0)
    p.choose(s.copy())
    return p.nodes >= 7000


def run(count: int = 12) -> dict:
    states = positions(count)
    tot = {"frozen": [0, 0.0], "new": [0, 0.0]}
    base = []
    for i, s in enumerate(states):
        for name, make in (("frozen", FrozenHard), ("new", lambda seed: Player("hard", seed))):
            p = make(i)
            t = time.process_time()
            p.choose(s.copy())
            tot[name][1] += time.process_time() - t
            tot[name][0] += p.nodes
        t = time.process_time()
        baseline_workload()
        base.append(time.process_time() - t)
    out = {"benchmark": "pente_nodes", "positions": len(states)}
    for name, (n, cpu) in tot.items():
        out[name] = {"nodes": n, "cpu_s": round(cpu, 3), "nodes_per_s": round(n / cpu) if cpu else None,
                     "cpu_per_move_s": round(cpu / len(states), 3)}
    out["ratio_nodes_per_s"] = round(out["new"]["nodes_per_s"] / out["frozen"]["nodes_per_s"], 2)
    out["baseline_ms"] = round(statistics.median(base) * 1000, 3)
    return out


def main(argv: list) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.pente_nodes")
    ap.add_argument("--positions", type=int, default=12)
    args = ap.parse_args(argv)
    print(json.dumps(run(args.positions), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
