"""Does meeting the other side take points off the better player's edge? Two counters a side, exactly.

    python -m bench.senet_meeting [--races 200000] [--ruleset B]

``docs/computer-players.md`` once read the race bound (``bench.senet_race_bound``: each side racing
alone) as if meeting the other side could only cost the better racer. With two counters a side the
endgame table (``game/senet/solver.py``) gives the exact answer for real play: the optimal player (the
table's best move at every decision) against a uniformly random one, by policy evaluation over the same
engine transitions the table was built from, averaged over who throws first. Racing alone, the same
starts, is ``bench.senet_race_bound``'s (optimal racing against random racing, compared in turns, a tie
counting half; ``--races`` sampled races per policy and start).
"""
from __future__ import annotations

import argparse
import json
import sys

import numpy as np

from bench.senet_race_bound import first_wins, race_tables, race_turns
from bench.senet_tournament import RULESETS
from game.senet import solver
from game.senet.rules import Options

STARTS = {"back": ((1, 3), (2, 4)), "front": ((7, 9), (8, 11))}   # the two backmost / frontmost of each start


def optimal_v_random(options: Options, tol: float = 1e-12) -> tuple:
    """(Vo, Vr): the optimal player's win probability when it throws next / when random does, by index."""
    tr = solver.transitions(options)
    V = solver._table(options)
    kind, target = tr["o_kind"], tr["o_target"]
    starts = np.flatnonzero(np.r_[True, tr["o_group"][1:] != tr["o_group"][:-1]])
    ends = np.r_[starts[1:], len(kind)]
    counts = ends - starts
    # the optimal player's choice in each group: the option with the table's best value (first of equals)
    star = np.select([kind == 0, kind == 1, kind == 2], [V[target], 1.0 - V[target], 1.0], 0.0)
    group_of = np.repeat(np.arange(len(starts)), counts)
    best = np.maximum.reduceat(star, starts)
    first_best = np.zeros(len(kind), bool)
    is_best = star >= best[group_of] - 1e-12
    idx = np.flatnonzero(is_best)
    _, first = np.unique(group_of[idx], return_index=True)
    first_best[idx[first]] = True
    Vo = np.full(solver.SIZE, 0.5)
    Vr = np.full(solver.SIZE, 0.5)
    for _ in range(100_000):
        # optimal moving: same seat again -> Vo, other seat (random) -> Vr, won 1, lost 0
        o_val = np.select([kind == 0, kind == 1, kind == 2], [Vo[target], Vr[target], 1.0], 0.0)
        # random moving: same seat again -> Vr, other (optimal) -> Vo, random won -> 0, lost -> 1
        r_val = np.select([kind == 0, kind == 1, kind == 3], [Vr[target], Vo[target], 1.0], 0.0)
        go = np.bincount(group_of, weights=o_val * first_best)
        gr = np.add.reduceat(r_val, starts) / counts
        new_o = np.bincount(tr["g_state"], weights=tr["g_prob"] * go, minlength=solver.SIZE)
        new_r = np.bincount(tr["g_state"], weights=tr["g_prob"] * gr, minlength=solver.SIZE)
        delta = max(np.abs(new_o - Vo).max(), np.abs(new_r - Vr).max())
        Vo, Vr = new_o, new_r
        if delta < tol:
            break
    return Vo, Vr


def run(ruleset: str, races: int) -> dict:
    options = Options.preset(RULESETS[ruleset])
    Vo, Vr = optimal_v_random(options)
    tables = race_tables(options, counters=2)
    rng = np.random.default_rng(1)
    extra = frozenset((1, 4, 6)) if ruleset == "B" and options.multiple_rolls else frozenset()
    out = {"options": options.to_dict(), "races": races, "starts": {}}
    for name, (s0, s1) in STARTS.items():
        # real play, exact: the optimal player on s0 or s1, throwing first or second, averaged
        plays = []
        for mine, theirs in ((s0, s1), (s1, s0)):
            plays.append(Vo[solver.index_of(mine, theirs)])            # optimal throws first
            plays.append(Vr[solver.index_of(theirs, mine)])               # random throws first
        alone = [race_turns(tables, s, pol, races, rng, extra) for s in (s0, s1) for pol in ("optimal", "random")]
        o0, r0, o1, r1 = alone
        racing = (first_wins(o0, r1) + first_wins(o1, r0)) / 2
        out["starts"][name] = {"houses": [list(s0), list(s1)],
                               "real_play_optimal_v_random": round(float(np.mean(plays)), 4),
                               "racing_alone_optimal_v_random": round(racing, 4)}
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="bench.senet_meeting")
    ap.add_argument("--ruleset", default="B")
    ap.add_argument("--races", type=int, default=200_000)
    args = ap.parse_args(argv)
    print(json.dumps(run(args.ruleset, args.races), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
