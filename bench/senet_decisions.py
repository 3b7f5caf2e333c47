"""Senet decisions measured against the exact endgame table: how often each player picks an optimal move.

    python -m bench.senet_decisions [--positions 2000] [--rulesets A,B] [--first-seed 1000000]
                                    [--players hard,hard_search,medium,easy,greedy,random] [--timing 200]

Positions: games from seed ``--first-seed`` on (seeds from 1,000,000 up are never used to fit the
evaluation: ``bench/senet_fit.py`` draws below that), played by a seeded mix of the greedy yardstick and
random moves (half each, decided per move) so that they reach many different endgames; from each game the
first four decisions that the table covers and where the moves' exact values differ (a real choice) are
kept, until ``--positions`` per rule set. Each player then chooses at every kept position (a fresh player
seeded by the game's seed, so the levels' nudges are reproducible) and is scored by the table:

* ``optimal``: share of decisions where the chosen move's win probability is within 1e-9 of the best;
* ``mean_loss``: mean of (best - chosen), in win probability; ``max_loss`` the worst single decision.

``hard`` is the shipped Hard (the table decides where it applies); ``hard_search`` is Hard with the table
switched off, its search and evaluation alone (``hard_search_budget_N``: the same with a budget of N
pushes; ``hard_search_eval_K_X``: the same with the evaluation's weight K set to X); ``easy_noise_X`` / ``medium_noise_X``: that level with a nudge of X in rule set A. ``--timing N``: Hard's CPU time (``time.process_time``) per decision on N positions per rule set
taken from the same games *before* the endgame (the search's real work) and on the endgame positions, as
median and max in ms.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from bench.senet_tournament import RULESETS, GreedyPlayer
from game.core.players import RandomPlayer
from game.core.protocol import CHANCE
from game.senet import solver
from game.senet.ai import Player
from game.senet.rules import Options, State

TOL = 1e-9
PLAYERS = ("hard", "hard_search", "medium", "easy", "greedy", "random")
PER_GAME = 4


def make(name: str, seed: int):
    if name == "random":
        return RandomPlayer(seed)
    if name == "greedy":
        return GreedyPlayer(seed)
    if name == "hard_search":
        return Player("hard", seed, table=False)
    if name.startswith(("easy_noise_", "medium_noise_")):  # e.g. easy_noise_0.12: that level, another nudge in A
        level, _, x = name.split("_")
        return Player(level, seed, noise={**Player(level).settings["noise"], "A": float(x)})
    if name.startswith("hard_search_eval_"):  # e.g. hard_search_eval_hold26_weight_1.0: one evaluation weight changed
        key, value = name[len("hard_search_eval_"):].rsplit("_", 1)
        return Player("hard", seed, table=False, eval={key: float(value)})
    if name.startswith("hard_search_budget_"):  # e.g. hard_search_budget_40000: the search alone, more pushes
        return Player("hard", seed, table=False, budget=int(name.rsplit("_", 1)[1]))
    return Player(name, seed)


def positions(options: Options, count: int, first_seed: int, midgame: int = 0) -> tuple[list, list]:
    """(endgame decisions, midgame decisions): ``(seed, State)`` pairs, each state with a throw in hand."""
    ends: list = []
    mids: list = []
    seed = first_seed
    greedy = GreedyPlayer()
    while len(ends) < count:
        rng = random.Random(f"senet-decisions/{seed}")
        pick = random.Random(f"senet-decisions/timing/{seed}")  # its own: timing never changes the positions
        g = State.new(options, seed)
        kept = 0
        while not g.is_over and kept < PER_GAME:
            if g.current_player() == CHANCE:
                g.push(g.sample_chance())
                continue
            actions = list(g.legal_actions())
            if len(actions) > 1:
                if solver.covers(g):
                    vals = solver.move_values(g)
                    if max(vals.values()) - min(vals.values()) > TOL:
                        ends.append((seed, g.copy()))
                        kept += 1
                elif len(mids) < midgame and not g.in_opening and pick.random() < 0.05:
                    mids.append((seed, g.copy()))
            a = greedy.pick(g, actions) if rng.random() < 0.5 else rng.choice(actions)
            g.push(a)
        seed += 1
    return ends[:count], mids


def score(name: str, ends: list) -> dict:
    losses = []
    for seed, g in ends:
        vals = solver.move_values(g)
        a = make(name, seed).choose(g.copy())
        losses.append(max(vals.values()) - vals[a])
    n = len(losses)
    return {"decisions": n, "optimal": round(100.0 * sum(x <= TOL for x in losses) / n, 1),
            "mean_loss": round(sum(losses) / n, 4), "max_loss": round(max(losses), 3)}


def think(items: list) -> dict:
    times = []
    for seed, g in items:
        p = Player("hard", seed)
        t0 = time.process_time()
        p.choose(g.copy())
        times.append(time.process_time() - t0)
    if not times:
        return {}
    return {"decisions": len(times), "median_ms": round(statistics.median(times) * 1000, 1),
            "max_ms": round(max(times) * 1000, 1)}


def run(count: int, rulesets: list, first_seed: int, players: list, timing: int) -> dict:
    out: dict = {"first_seed": first_seed, "tolerance": TOL, "rulesets": {}}
    for rs in rulesets:
        options = Options.preset(RULESETS[rs])
        if not solver.available(options):
            out["rulesets"][rs] = {"error": f"no endgame table: {solver.status()}"}
            continue
        ends, mids = positions(options, count, first_seed, timing)
        res: dict = {"preset": RULESETS[rs], "positions": len(ends),
                     "seeds": [ends[0][0], ends[-1][0]], "players": {}}
        for name in players:
            res["players"][name] = score(name, ends)
            print(json.dumps({rs: {name: res["players"][name]}}), file=sys.stderr, flush=True)
        if timing:
            res["hard_cpu_per_decision"] = {"midgame": think(mids), "endgame": think(ends[:timing])}
        out["rulesets"][rs] = res
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="bench.senet_decisions")
    ap.add_argument("--positions", type=int, default=2000)
    ap.add_argument("--rulesets", default="A,B")
    ap.add_argument("--first-seed", type=int, default=1_000_000)
    ap.add_argument("--players", default=",".join(PLAYERS))
    ap.add_argument("--timing", type=int, default=200)
    args = ap.parse_args(argv)
    print(json.dumps(run(args.positions, args.rulesets.split(","), args.first_seed,
                         args.players.split(","), args.timing), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
