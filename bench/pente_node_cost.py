"""Where a node of Pente's Hard spends its time: CPU per search node beside the cost of a move alone.

On the positions of ``bench.pente_nodes`` (where the frozen Hard runs its whole budget): Hard's CPU time per
node over whole moves, then, on the same positions, every empty point near the stones put on the search's
mirror and taken back (``set_cell`` / ``take_back``: the window tables) and played and taken back as a search
node does (``push`` / ``pop``: the tables plus the move's bookkeeping, captures, the key, the side to move; the
rules engine's push and pop until the search played on the mirror alone).  The two rows say how much of a node
is the mirror's own floor and how much the bookkeeping beside it.  One untimed round first, so the line tables
the positions need are filled before the clock runs.  CPU time is ``time.process_time``.

    python -m bench.pente_node_cost [--positions 12] [--rounds 20]

Prints JSON (microseconds).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time

from bench.pente_nodes import positions
from game.pente.ai import LEVELS, Player, _Search


def run(count: int = 12, rounds: int = 20) -> dict:
    states = positions(count)
    nodes, cpu = 0, 0.0
    for i, s in enumerate(states):
        p = Player("hard", i)
        t = time.process_time()
        p.choose(s.copy())
        cpu += time.process_time() - t
        nodes += p.nodes
    mirror = played = 0.0
    moves = 0
    for s in states:
        S = _Search(s, dict(LEVELS["hard"]), random.Random(0), None)
        near = S.near()
        me = S.to_move
        for q in near:
            S.take_back(q, S.set_cell(q, me))
            S.push(q)
            S.pop()
        for _ in range(rounds):
            t = time.process_time()
            for q in near:
                S.take_back(q, S.set_cell(q, me))
            mirror += time.process_time() - t
            t = time.process_time()
            for q in near:
                S.push(q)
                S.pop()
            played += time.process_time() - t
            moves += len(near)
    per_node = cpu / nodes * 1e6
    return {"benchmark": "pente_node_cost", "positions": len(states), "search_nodes": nodes,
            "search_us_per_node": round(per_node, 2),
            "mirror_move_and_back_us": round(mirror / moves * 1e6, 2),
            "push_and_pop_us": round(played / moves * 1e6, 2),
            "bookkeeping_share_of_a_node": round((played - mirror) / moves * 1e6 / per_node, 3),
            "mirror_share_of_a_node": round(mirror / moves * 1e6 / per_node, 3)}


def main(argv: list) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.pente_node_cost")
    ap.add_argument("--positions", type=int, default=12)
    ap.add_argument("--rounds", type=int, default=20)
    args = ap.parse_args(argv)
    print(json.dumps(run(args.positions, args.rounds), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
