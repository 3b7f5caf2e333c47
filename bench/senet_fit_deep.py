"""Fit Senet's evaluation beyond the endgame table: to a deeper search's values (issue 34).

    pypy3 -m bench.senet_fit_deep collect --into FILE.jsonl --first-seed S --decisions N [--depth 4]
    python -m bench.senet_fit_deep fit --train A.jsonl,B.jsonl --held-out C.jsonl [--objective squares]
    pypy3 -m bench.senet_fit_deep score --files C.jsonl --first-seeds S [--eval '{"scale": 2.2}']

The exact table (``game/senet/solver.py``) covers two counters a side; ``bench.senet_fit`` fits the
evaluation's new terms to it. Beyond it, with three to five counters a side, the evaluation's older
weights (tempo, threats, blockades) were set by hand against the greedy yardstick. Here every weight and
the squash's scale are fitted to what a search four throws deeper says: each legal move's value by the
full-width expectiminimax of ``bench.senet_three`` (its frozen evaluation at the leaves, the exact table
wherever both sides are down to two counters), as a TD-leaf step would; a shallow search whose leaves
agree with the deep one plays as if it saw further.

``collect`` (pure Python, run it under PyPy) samples decisions the table does not cover from games of a
seeded mix of moves (the one-ply Medium, greedy, random; ``sample``), past the opening, and writes one
JSON line a decision: per legal move the evaluation's terms (``Evaluator.terms``) after it, its total race,
and the reference's value. Seeds of the fit and the held-out set are the caller's (the docs name them);
both stay away from the tournaments' seeds (0-1,999) and the decision benches' (1,000,000 up).

``fit`` (CPython: numpy, scipy) fits with ``bench.senet_fit``'s least squares on each decision's
differences plus a little of the level, then its softmax decisions, and prints JSON: the weights now and
fitted, and for each the root mean square error and the one-ply player's agreement with the reference's
best move and mean loss (half the value gap) on the fit and the held-out set. ``score`` plays Hard (or Hard
with ``--eval`` kwargs) on collected decisions against the reference.

Issue 34's thirteenth session (``bench/results/senet_issue34/deep-fit/``: fit seeds 2,000,000 and 2,500,000,
held out 3,000,000 and 3,500,000, 500 decisions each file): the fit lowered Hard's held-out loss against the
deep search (0.00100 -> 0.00082) but scored worse on the three-counter bench (89.3% against 91.3%) and
against greedy (577 of 680 games against 592), so it was not shipped (docs/computer-players.md).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time

from bench.senet_tournament import RULESETS, GreedyPlayer
from game.core.protocol import CHANCE, TERMINAL
from game.senet import solver
from game.senet.rules import Options, State

KEEP = 0.12  # the chance a decision is kept
PER_GAME = 5
TOL = 1e-6
# the terms fitted (the race's weight is the unit); rule set B's forced-move terms are zero in rule set A.
# Not the tempo: the side to move is the same after every move of a decision, so only the values' level
# sees it, and the decisions' step lets it drift anywhere (a free fit gave -2.06, one throw and a half
# *behind* for having the throw); it stays as set against greedy.
FREE = {"A": ("threat_now", "threat_later", "blockade", "hold26", "last", "parked"),
        "B": ("threat_now", "threat_later", "blockade", "wait30", "parked", "back_lone", "back_company")}


def sample(options: Options, count: int, first_seed: int):
    """Yield ``(seed, ply, State)``: decisions with a throw in hand that the table does not cover, past the
    opening, with two legal moves or more; each game's moves a seeded mix of the one-ply Medium (half),
    greedy (three in ten) and random."""
    from game.senet.ai import Player
    greedy = GreedyPlayer()
    found = 0
    seed = first_seed
    while found < count:
        rng = random.Random(f"senet-fit-deep/{seed}")
        medium = Player("medium", seed)
        g = State.new(options, seed)
        kept = ply = 0
        while not g.is_over and kept < PER_GAME and found < count:
            if g.current_player() == CHANCE:
                g.push(g.sample_chance())
                continue
            actions = list(g.legal_actions())
            ply += 1
            if len(actions) > 1 and not g.in_opening and not solver.covers(g) and rng.random() < KEEP:
                yield seed, ply, g.copy()
                kept += 1
                found += 1
            r = rng.random()
            if r < 0.5:
                a = medium.choose(g.copy())
            elif r < 0.8:
                a = greedy.pick(g, actions)
            else:
                a = rng.choice(actions)
            g.push(a)
        seed += 1


def collect(path: str, rs: str, first_seed: int, count: int, depth: int) -> None:
    from bench.senet_three import reference_values
    from game.senet.ai import Evaluator
    options = Options.preset(RULESETS[rs])
    ev = Evaluator(options)  # the terms do not depend on the weights
    with open(path, "a", encoding="utf-8") as out:
        for seed, ply, g in sample(options, count, first_seed):
            t0 = time.process_time()
            ref = reference_values(g, rs, depth)
            side = g.side_of_seat(g.current_player())
            moves = []
            for a, v in ref.items():
                g.push(a)
                if g.current_player() == TERMINAL:
                    moves.append({"action": list(a), "over": True, "ref": v})
                else:
                    t, total = ev.terms(g, side)
                    moves.append({"action": list(a), "terms": t, "total": total, "ref": v})
                g.pop()
            out.write(json.dumps({"ruleset": rs, "depth": depth, "seed": seed, "ply": ply, "key": repr(g.key()),
                                  "counters": [5 - g.borne_off[0], 5 - g.borne_off[1]],
                                  "cpu_s": round(time.process_time() - t0, 3), "moves": moves}) + "\n")
            out.flush()


def _lines(path: str) -> list:
    """A collected file's decisions; ``.gz`` files (as kept in ``bench/results``) are read through gzip."""
    import gzip
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def load(paths: list, names: list) -> dict:
    """``bench.senet_fit``'s dataset shape from collected lines (reference values as targets)."""
    import numpy as np
    rows, totals, target, groups, over, seen = [], [], [], [], [], set()
    for path in paths:
        for d in _lines(path):
            if d["key"] in seen:
                continue
            refs = [m["ref"] for m in d["moves"]]
            if max(refs) - min(refs) <= TOL:
                continue
            seen.add(d["key"])
            start = len(rows)
            for m in d["moves"]:
                if m.get("over"):
                    rows.append([0.0] * len(names))
                    totals.append(0.0)
                    over.append(m["ref"])
                else:
                    rows.append([m["terms"].get(k, 0.0) for k in names])
                    totals.append(m["total"])
                    over.append(0.0)
                target.append(m["ref"])
            groups.append((start, len(rows)))
    y = np.array(target)
    return {"names": names, "X": np.array(rows), "total": np.array(totals), "y": y, "p": (y + 1) / 2,
            "groups": groups, "over": np.array(over), "waits": [-1] * len(groups)}


def fit_files(rs: str, train_paths: list, held_paths: list, objective: str = "decisions") -> dict:
    from bench.senet_fit import KWARG, calibrate, fit, quality
    from game.senet.ai import Player
    options = Options.preset(RULESETS[rs])
    ev = Player("hard").evaluator(options)  # Hard's as shipped
    now, scale = ev.weights(), ev.scale
    names = list(now)
    train, test = load(train_paths, names), load(held_paths, names)
    w, s = fit(train, FREE[rs], now, scale, objective)
    s = calibrate(train, w, s)
    return {"ruleset": rs, "objective": objective, "train_decisions": len(train["groups"]),
            "held_out_decisions": len(test["groups"]),
            "now": {"weights": now, "scale": scale, "fit_set": quality(train, now, scale),
                    "held_out": quality(test, now, scale)},
            "fitted": {"weights": {k: round(v, 4) for k, v in w.items()}, "scale": round(s, 4),
                       "evaluator_kwargs": {KWARG[k]: round(v, 4) for k, v in w.items()
                                            if k in KWARG and (k in FREE[rs] or v)} | {"scale": round(s, 4)},
                       "fit_set": quality(train, w, s), "held_out": quality(test, w, s)}}


def score(paths: list, rs: str, weights: dict, first_seeds: list) -> dict:
    """Hard as shipped (its budget, the table at its leaves; the decisions are beyond the table) with the
    evaluation's kwargs ``weights`` on the collected decisions, against the deep search's values: share
    of the reference's best moves, mean loss (half the value gap), CPU per decision. Each file's decisions
    are played again from the seed it was collected from (``first_seeds``, one a file); the decisions are
    ``load``'s (each position once, only real choices)."""
    import statistics
    from game.senet.ai import Player
    if len(paths) != len(first_seeds):
        raise ValueError(f"{len(paths)} files but {len(first_seeds)} first seeds: one seed a file")
    options = Options.preset(RULESETS[rs])
    losses, cpu, seen = [], [], set()
    for path, first in zip(paths, first_seeds):
        lines = _lines(path)
        for d, (seed, _, g) in zip(lines, sample(options, len(lines), first)):
            if repr(g.key()) != d["key"]:
                raise ValueError(f"{path}: decision {d['seed']}/{d['ply']} does not replay from seed {first}")
            refs = {tuple(m["action"]): m["ref"] for m in d["moves"]}
            if d["key"] in seen or max(refs.values()) - min(refs.values()) <= TOL:
                continue  # as ``load``: each position once, only real choices
            seen.add(d["key"])
            p = Player("hard", seed, **({"eval": weights} if weights else {}))
            t0 = time.process_time()
            a = p.choose(g.copy())
            cpu.append(time.process_time() - t0)
            losses.append((max(refs.values()) - refs[a]) / 2)
    n = len(losses)
    return {"decisions": n, "optimal": round(100.0 * sum(x <= TOL for x in losses) / max(1, n), 1),
            "mean_loss": round(sum(losses) / max(1, n), 5),
            "cpu_ms_median": round(1000 * statistics.median(cpu), 1) if cpu else None,
            "cpu_ms_max": round(1000 * max(cpu), 1) if cpu else None}


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="bench.senet_fit_deep")
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--into", required=True)
    c.add_argument("--ruleset", default="A")
    c.add_argument("--first-seed", type=int, required=True)
    c.add_argument("--decisions", type=int, required=True)
    c.add_argument("--depth", type=int, default=4)
    f = sub.add_parser("fit")
    f.add_argument("--ruleset", default="A")
    f.add_argument("--train", required=True, help="collected files, comma-separated")
    f.add_argument("--held-out", required=True, help="collected files, comma-separated")
    f.add_argument("--objective", choices=("decisions", "squares"), default="decisions",
                   help="squares: bench.senet_fit's least squares alone, without the decisions' step")
    s = sub.add_parser("score")
    s.add_argument("--ruleset", default="A")
    s.add_argument("--files", required=True, help="collected files, comma-separated")
    s.add_argument("--first-seeds", required=True, help="the first seed each file was collected from")
    s.add_argument("--eval", default="{}", help="the evaluation's kwargs for Hard, JSON (default: shipped)")
    args = ap.parse_args(argv)
    try:
        if args.cmd == "score":
            print(json.dumps(score(args.files.split(","), args.ruleset, json.loads(args.eval),
                                   [int(x) for x in args.first_seeds.split(",")])))
        elif args.cmd == "collect":
            collect(args.into, args.ruleset, args.first_seed, args.decisions, args.depth)
        else:
            print(json.dumps(fit_files(args.ruleset, args.train.split(","), args.held_out.split(","),
                                       args.objective), indent=1))
    except (OSError, ValueError, KeyError) as e:  # a missing or foreign file, bad --eval JSON
        print(f"bench.senet_fit_deep: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
