"""Fit Senet's evaluation (``game.senet.ai.Evaluator``) to the endgame table's exact values.

    python -m bench.senet_fit [--rulesets A,B] [--decisions 3000] [--held-out 2000]

The positions are those a player weighs: every position after each legal move at decisions the table
covers, from games of ``bench.senet_decisions.positions`` (greedy and random moves mixed). The fit set
comes from seeds 0 up (never above 999,999); the held-out set from seeds 1,000,000 up, the seeds the
decision bench scores on, and is never fitted. The model is the Evaluator's: ``tanh(figure / (scale *
sqrt(total race + 4)))`` with the figure the race lead plus each term (``Evaluator.terms``) times its
weight; ``scipy.optimize.least_squares`` fits the scale and the weights to 2 * win probability - 1.

Prints JSON per rule set: the weights now in ``ai.A_EVAL``/``ai.B_EVAL`` and the fitted ones, and for
each the root mean square error and the one-ply player's share of optimal decisions and mean loss on
the fit set and on the held-out set.
"""
from __future__ import annotations

import argparse
import json
import math
import sys

import numpy as np
from scipy.optimize import least_squares, minimize

from bench.senet_decisions import positions
from bench.senet_three import wait_move
from bench.senet_tournament import RULESETS
from game.core.protocol import TERMINAL
from game.senet import solver
from game.senet.ai import A_EVAL, B_EVAL, Evaluator
from game.senet.rules import Options

FIT_SEED, HELD_OUT_SEED = 0, 1_000_000
# Only the scale and the new terms are fitted: blockades (three in a row) never occur with two counters a
# side, and the tempo and threat weights, tuned against greedy over whole games, came out of a free fit on
# these endgames as nonsense that does not carry to five counters (rule set B: tempo 16, the later threat
# -15, for no gain on the held-out set).
FREE = {"A": ("hold26", "last", "parked"), "B": ("wait30", "parked", "back_lone", "back_company")}
LEVEL_WEIGHT = 0.3
BETA = 400.0
KWARG = {"tempo": "tempo", "threat_now": "threat_weight", "threat_later": "threat_weight_later",
         "blockade": "blockade_weight", "hold26": "hold26_weight", "last": "last_weight",
         "wait30": "wait30_weight", "parked": "parked_weight", "scale": "scale",
         "back_lone": "lone_weight", "back_company": "company_weight"}
# the evaluator the fit starts from, where it differs from the shipped one: rule set B's race without the
# forced bad moves (``backward_weight`` 0), which two new terms price by the counters that still move
START = {"A": {}, "B": {"backward_weight": 0.0, "lone_weight": 1.0, "company_weight": 0.6}}


def dataset(options: Options, ev: Evaluator, decisions: int, seed: int) -> dict:
    """Per successor: the terms, total race, target; and per decision the slice of its successors."""
    ends, _ = positions(options, decisions, seed)
    names = list(ev.weights())
    rows, totals, target, exact, groups, over, waits = [], [], [], [], [], [], []
    for _, g in ends:
        seat = g.current_player()
        side = g.side_of_seat(seat)
        start = len(rows)
        w = wait_move(g)
        waits.append(-1 if w is None else start + list(g.legal_actions()).index(w))
        for a in g.legal_actions():
            g.push(a)
            p = solver.win_probability(g, seat)
            if g.current_player() == TERMINAL:  # the evaluation says +-1 there: not fitted
                t, total = {k: 0.0 for k in names}, 0.0
                over.append(2 * p - 1)
            else:
                t, total = ev.terms(g, side)
                over.append(0.0)
            rows.append([t[k] for k in names])
            totals.append(total)
            target.append(2 * p - 1)
            exact.append(p)
            g.pop()
        groups.append((start, len(rows)))
    return {"names": names, "X": np.array(rows), "total": np.array(totals), "y": np.array(target),
            "p": np.array(exact), "groups": groups, "over": np.array(over), "waits": waits}


def predict(d: dict, w: dict, scale: float) -> np.ndarray:
    vec = np.array([w.get(k, 0.0) for k in d["names"]])
    return np.where(d["over"] != 0, d["over"], np.tanh((d["X"] @ vec) / (scale * np.sqrt(d["total"] + 4.0))))


def quality(d: dict, w: dict, scale: float) -> dict:
    pred = predict(d, w, scale)
    opt, loss = 0, 0.0
    wait = {"decisions": 0, "wait_best": 0, "one_ply_waits": 0, "loss": 0.0}
    for (lo, hi), w in zip(d["groups"], d["waits"]):
        i = lo + int(np.argmax(pred[lo:hi]))
        lost = float(d["p"][lo:hi].max() - d["p"][i])
        loss += lost
        opt += lost <= 1e-9
        if w >= 0:
            wait["decisions"] += 1
            wait["wait_best"] += bool(d["p"][w] >= d["p"][lo:hi].max() - 1e-9)
            wait["one_ply_waits"] += i == w
            wait["loss"] += lost
    n = len(d["groups"])
    wait["loss"] = round(wait["loss"] / max(1, wait["decisions"]), 4)
    return {"rmse": round(float(np.sqrt(np.mean((pred - d["y"]) ** 2))), 4),
            "one_ply_optimal": round(100.0 * opt / n, 1), "one_ply_mean_loss": round(loss / n, 4),
            "decisions": n, "positions": len(d["y"]), "wait30": wait}


def fit(d: dict, free: tuple, start: dict, scale: float, objective: str = "decisions") -> tuple[dict, float]:
    x0 = [math.log(scale)] + [start.get(k, 0.0) for k in free]

    fitted = d["over"] == 0
    group = np.zeros(len(d["y"]), int)
    for i, (lo, hi) in enumerate(d["groups"]):
        group[lo:hi] = i
    counts = np.bincount(group)

    def centred(v):
        return v - (np.bincount(group, weights=v) / counts)[group]

    def resid(x):
        # what a decision weighs is the difference between its moves' values: the residual is mostly that,
        # with a little of the level (``LEVEL_WEIGHT``), which a search's averaging over throws needs too
        w = dict(start)
        w.update(zip(free, x[1:]))
        err = predict(d, w, math.exp(x[0])) - d["y"]
        return np.concatenate([centred(err), LEVEL_WEIGHT * err[fitted]])

    r = least_squares(resid, x0)
    x = r.x
    if objective == "decisions":
        # then the decisions themselves: the expected loss of a player choosing by a softmax of the values
        # (``BETA`` sharp), smooth enough for Nelder-Mead, started from the least-squares fit
        lo = np.array([a for a, _ in d["groups"]])
        p_best = np.maximum.reduceat(d["p"], lo)[group]

        def expected_loss(x):
            w = dict(start)
            w.update(zip(free, x[1:]))
            pred = predict(d, w, math.exp(x[0]))
            z = np.exp(BETA * (pred - np.maximum.reduceat(pred, lo)[group]))
            soft = z / np.bincount(group, weights=z)[group]
            return float(np.sum(soft * (p_best - d["p"])) / len(lo))

        x = minimize(expected_loss, x, method="Nelder-Mead",
                     options={"maxiter": 3000, "xatol": 1e-4, "fatol": 1e-7}).x
    w = dict(start)
    w.update({k: float(v) for k, v in zip(free, x[1:])})
    return w, float(math.exp(x[0]))


def calibrate(d: dict, w: dict, scale: float) -> float:
    """The squash's scale alone refitted to the values (least squares), the weights kept: the decisions'
    fit may buy a little at one ply with a scale far too sure of a lead, which a search averaging over
    throws (and mixing in the table's exact values) pays for."""
    from scipy.optimize import minimize_scalar
    fitted = d["over"] == 0

    def mse(log_s):
        return float(np.mean((predict(d, w, math.exp(log_s)) - d["y"])[fitted] ** 2))

    r = minimize_scalar(mse, bounds=(math.log(scale) - 3, math.log(scale) + 3), method="bounded")
    return float(math.exp(r.x))


def run(rulesets: list, decisions: int, held_out: int, free_terms=None, fixed=None) -> dict:
    out = {}
    for rs in rulesets:
        options = Options.preset(RULESETS[rs])
        kw = dict(A_EVAL if rs == "A" else B_EVAL)
        ev = Evaluator(options, **kw)
        now, scale = ev.weights(), ev.scale
        train = dataset(options, ev, decisions, FIT_SEED)
        test = dataset(options, ev, held_out, HELD_OUT_SEED)
        out[rs] = {"now": {"weights": now, "scale": scale, "fit_set": quality(train, now, scale),
                           "held_out": quality(test, now, scale)}}
        print(json.dumps({rs: out[rs]}), file=sys.stderr, flush=True)
        if START[rs] and any(kw.get(k) != v for k, v in START[rs].items()):
            ev = Evaluator(options, **{**kw, **START[rs]})
            train = dataset(options, ev, decisions, FIT_SEED)
            test = dataset(options, ev, held_out, HELD_OUT_SEED)
        start, scale = ev.weights(), ev.scale
        start.update(fixed or {})
        free = FREE[rs] if not free_terms else tuple(free_terms)
        w, s = fit(train, free, start, scale)
        s = calibrate(train, w, s)
        out[rs] = {**out[rs],
                   "fitted": {"weights": {k: round(v, 4) for k, v in w.items()}, "scale": round(s, 4),
                              "evaluator_kwargs": {KWARG[k]: round(v, 4) for k, v in w.items() if k in KWARG}
                              | {"scale": round(s, 4)} | {k: v for k, v in START[rs].items()
                                                         if k not in ("lone_weight", "company_weight")},
                              "fit_set": quality(train, w, s), "held_out": quality(test, w, s)}}
        print(json.dumps({rs: out[rs]}), file=sys.stderr, flush=True)
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="bench.senet_fit")
    ap.add_argument("--rulesets", default="A,B")
    ap.add_argument("--decisions", type=int, default=3000)
    ap.add_argument("--held-out", type=int, default=2000)
    ap.add_argument("--free", default=None, help="the terms to fit (default: FREE's), comma-separated")
    ap.add_argument("--fixed", default=None, help="terms held at a weight, e.g. wait30=0")
    args = ap.parse_args(argv)
    fixed = {k: float(v) for k, v in (x.split("=") for x in args.fixed.split(","))} if args.fixed else None
    print(json.dumps(run(args.rulesets.split(","), args.decisions, args.held_out,
                         args.free.split(",") if args.free else None, fixed), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
