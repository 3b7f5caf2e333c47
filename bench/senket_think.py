"""What a Senket computer player's turns cost, and which moves it played: time a fixed stretch of play.

Three stretches, each played from the empty board with the tournament's
players (``bench.senket_tournament.make``): the first 40 turns of a 17×17
Hard–Medium game (seed 3), the first 80 turns of a 31×31 Easy–random
game (seed 5) and the first 40 turns of a 31×31 Hard–Easy game (seed 5).  For each seat: the CPU
seconds its whole turns took in all (``time.process_time``, so other work on the machine does not
count), the median turn and the slowest turn (ms).  ``moves`` is a fingerprint of every action played,
so a change meant only to be faster can show it plays the same moves: run
this script on the old and the new checkout in turn (``PYTHONPATH``), a few
rounds interleaved, and compare.

    python -m bench.senket_think [--quick]
    python -m bench.senket_think --dense     (Hard's turns on dense random 17x17 and 31x31 positions)
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time

from bench.senket_tournament import make
from game.core import registry
from game.senket.rules import Options

STRETCHES = ((17, "hard", "medium", 3, 40), (31, "easy", "random", 5, 80), (31, "hard", "easy", 5, 40))


def stretch(size: int, a: str, b: str, seed: int, turns: int) -> dict:
    spec = registry.get("senket")
    state = spec.new(Options(size=size), seed=seed)
    players = [make(a)(seed), make(b)(seed + 1)]
    spent = [[], []]
    acc = [0.0, 0.0]
    actions = []
    while state.outcome() is None and sum(map(len, spent)) < turns:
        seat = state.current_player()
        view = state.copy()
        t0 = time.process_time()
        action = players[seat].choose(view)
        acc[seat] += time.process_time() - t0
        state.push(action)
        actions.append(action)
        if action in (state.END, state.PASS):
            spent[seat].append(acc[seat])
            acc[seat] = 0.0
    fingerprint = hashlib.sha1(json.dumps(actions).encode()).hexdigest()[:10]
    return {"game": f"{size}x{size} {a} v {b}, seed {seed}", "turns": sum(map(len, spent)), "moves": fingerprint,
            **{name: {"seconds": round(sum(t), 3), "slowest_turn_ms": round(max(t, default=0) * 1000, 1),
                      "median_turn_ms": round(sorted(t)[len(t) // 2] * 1000, 1) if t else None}
               for name, t in ((f"{a} (seat 1)", spent[0]), (f"{b} (seat 2)", spent[1]))}}


def dense(sizes=(17, 31), seeds=(1, 2, 3)) -> dict:
    """Hard's whole turn, CPU, on dense random positions (``bench.senket_positions.random_game``: a third,
    five twelfths and half of the points posted, fences drawn at a rate of 0.7 so some are held back),
    the worst case for the threat map and the fork search."""
    from bench.senket_positions import random_game
    from bench.senket_replies import played_turn
    from game.senket.ai import Player

    out = {}
    for n in sizes:
        times, nodes = [], []
        for seed in seeds:
            for share in (1 / 3, 5 / 12, 1 / 2):
                posts = int(n * n * share)
                g = random_game(n, posts, posts // 2, seed=seed, fence_rate=0.7)
                if g.is_over:
                    continue
                p = Player("hard", seed)
                _, secs = played_turn(p, g)
                times.append(secs)
                nodes.append(p.nodes)
        times.sort()
        out[f"{n}x{n}"] = {"positions": len(times), "median_turn_ms": round(times[len(times) // 2] * 1000, 1),
                           "slowest_turn_ms": round(times[-1] * 1000, 1), "max_nodes": max(nodes)}
    return out


def run(quick: bool = False) -> dict:
    chosen = [(n, a, b, s, t // 4 if quick else t) for n, a, b, s, t in STRETCHES]
    return {"stretches": [stretch(*c) for c in chosen]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.senket_think")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--dense", action="store_true", help="Hard's turns on dense random positions instead")
    args = ap.parse_args(argv)
    print(json.dumps(dense() if args.dense else run(quick=args.quick), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
