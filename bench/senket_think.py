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


def run(quick: bool = False) -> dict:
    chosen = [(n, a, b, s, t // 4 if quick else t) for n, a, b, s, t in STRETCHES]
    return {"stretches": [stretch(*c) for c in chosen]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.senket_think")
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args(argv)
    print(json.dumps(run(quick=args.quick), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
