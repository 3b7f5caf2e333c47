"""Where Senet's Hard and Medium choose differently, which choice is better? Judged by rollouts, not by either.

    python -m bench.senet_disagree [--rulesets A,B] [--positions N] [--rollouts R]

A tournament between two close levels needs thousands of games to tell them
apart, because the throws decide most of each game. This looks only where the
levels differ: positions from games of Hard against Medium (seeds from
500,000 on, so they are not the tournament's) in which Hard and Medium choose
different moves. Each of the two moves is then played out ``R`` times by the
greedy yardstick for both sides, with the same throws for both moves (common
random numbers: rollout ``i`` of either move uses seed ``base + i``). The mean
of the rollouts is the move's value for the side that made it; a greedy
rollout is a judge neither level wrote, though not a perfect one.

Prints JSON per rule set: positions, mean rollout value of Hard's and of
Medium's moves, how often each was the better one, and the depths Hard reached.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time

from bench.senet_tournament import RULESETS, GreedyPlayer
from game.core import registry
from game.core.protocol import CHANCE
from game.senet.ai import Player
from game.senet.rules import Options

FIRST_SEED = 500_000


def disagreements(options: Options, count: int, sample: float = 0.3, seed: int = 11) -> list:
    """(state, Hard's move, Medium's move, Hard's depth) at ``count`` positions of Hard-v-Medium games."""
    spec = registry.get("senet")
    hard, medium = Player("hard", 1), Player("medium", 1)
    rng = random.Random(seed)
    found: list = []
    game_seed = FIRST_SEED
    while len(found) < count:
        state = spec.new(options, seed=game_seed)
        players = [hard, medium] if game_seed % 2 else [medium, hard]
        game_seed += 1
        while state.outcome() is None and len(found) < count:
            seat = state.current_player()
            if seat == CHANCE:
                state.push(state.sample_chance())
                continue
            if len(state.legal_actions()) > 1 and rng.random() < sample:
                h, m = hard.choose(state.copy()), medium.choose(state.copy())
                if h != m:
                    found.append((state.copy(), h, m, hard.last_info.get("depth")))
            state.push(players[seat].choose(state.copy()))
    return found


def rollout_value(state, action, rollouts: int, base: int) -> float:
    """The share of greedy play-outs after ``action`` won by the seat that plays it."""
    seat = state.current_player()
    greedy = GreedyPlayer()
    wins = 0
    for i in range(rollouts):
        g = state.copy()
        g.seed = base + i
        g.push(action)
        while g.outcome() is None:
            g.push(g.sample_chance() if g.current_player() == CHANCE else greedy.choose(g))
        wins += g.outcome().winner == seat
    return wins / rollouts


def run(rulesets: str = "A,B", positions: int = 60, rollouts: int = 300) -> dict:
    out: dict = {"positions": positions, "rollouts": rollouts}
    for rs in [r.strip() for r in rulesets.split(",") if r.strip()]:
        if rs not in RULESETS:
            raise ValueError(f"unknown rule set {rs!r}")
        t0 = time.perf_counter()
        rows = []
        for k, (state, h, m, depth) in enumerate(disagreements(Options.preset(RULESETS[rs]), positions)):
            base = 10 ** 6 * (k + 1)
            rows.append((rollout_value(state, h, rollouts, base), rollout_value(state, m, rollouts, base), depth))
        n = max(1, len(rows))
        out[rs] = {"hard_mean": round(sum(r[0] for r in rows) / n, 4),
                   "medium_mean": round(sum(r[1] for r in rows) / n, 4),
                   "hard_better": sum(r[0] > r[1] for r in rows), "medium_better": sum(r[1] > r[0] for r in rows),
                   "hard_depths": sorted({r[2] for r in rows if r[2] is not None}),
                   "seconds": round(time.perf_counter() - t0, 1)}
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.senet_disagree")
    ap.add_argument("--rulesets", default="A,B")
    ap.add_argument("--positions", type=int, default=60)
    ap.add_argument("--rollouts", type=int, default=300)
    args = ap.parse_args(argv)
    if args.positions < 1 or args.rollouts < 1:
        ap.error("--positions and --rollouts must be at least 1")
    try:
        print(json.dumps(run(args.rulesets, args.positions, args.rollouts), indent=2))
    except ValueError as exc:
        ap.error(str(exc))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
