"""Senet decisions with three counters a side, scored against a deep expectiminimax (the table below it).

    python -m bench.senet_three [--positions 300] [--rulesets A,B] [--depth 4] [--first-seed 1000000]
                                [--players hard,medium,greedy] [--trust 0]
    python -m bench.senet_three --wait-check 24 --rollouts 60 --players hard,hard_first_fit
    python -m bench.senet_three --players hard_budget_20000,hard_budget_40000 --cache /tmp/ref.json

The exact table (``game/senet/solver.py``) stops at two counters a side; three (12.2 M positions a
preset) do not fit in the 10 MB allowed. So the reference here is a search: every legal move valued by a
full-width expectiminimax ``--depth`` throws deep (no budget, no pruning at the root), whose leaves read
the exact table wherever both sides are down to two counters and the evaluation elsewhere. Its evaluation
is frozen (``REFERENCE_EVAL``: the weights as fitted in November 2026), so changing Hard's evaluation
never moves the yardstick it is measured by. With Hard's own weights (as now) the comparison measures
Hard's budgeted search (2-3 throws; 4 or more in most decisions with its endgame search since issue 34's
fourteenth session) against the deeper one; ``--trust`` measures the evaluation part.

Positions: games from ``--first-seed`` up (never used for fitting), a seeded mix of greedy and random
moves as in ``bench.senet_decisions``; from each game the first two decisions with exactly three
counters of each side on the board and at least two legal moves whose reference values differ by more
than ``TOL`` (a real choice). Each player chooses (a fresh one seeded by the game's seed) and is scored:
``optimal`` (within ``TOL`` of the reference's best), ``mean_loss`` (half the value gap: a win probability).

Hard's rows say how deep its search got (``by_depth``: decisions and optimal ones by the depth it finished);
``--compare-depth D`` scores the reference itself searched D throws deep, full width, against the D=``--depth``
one: where the two differ, only a search as deep as the reference can agree with it.

``--cache FILE`` keeps the reference's values (per rule set, depth, seed and position) in a JSON file and
reads them back on the next run, so several players (budgets) are scored against one reference without
searching it again; a value is found by the same search either way.

Rule set B's waiting on 30: ``wait30`` counts the decisions where a move onto 30 to wait there is legal,
how often each player took it, and how often the reference's best is that move.

``--trust N``: how far the reference itself can be trusted, measured where the truth is known: N
decisions of the exact table's positions (``bench.senet_decisions.positions``, the same seeds) scored
for the reference search with the table switched off (its evaluation alone at the leaves).
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from bench.senet_decisions import make as _make, positions
from bench.senet_tournament import RULESETS, GreedyPlayer
from game.core.protocol import CHANCE
from game.senet import solver
from game.senet.ai import Evaluator, _Search
from game.senet.rules import Options, State, WaitingOn30

TOL = 1e-6
PER_GAME = 2
REFERENCE_EVAL = {
    "A": {"hold26_weight": 0.63, "last_weight": -0.15, "parked_weight": 1.10, "scale": 2.37},
    # rule set B's as refitted in issue 34's second session (the first fit, ``backward_weight`` 0.6, waited
    # on 30 whenever it could and so did any search on it, however deep: on the table's positions the
    # depth-4 search with it took the wait in 127 of 128 decisions, best in 68)
    "B": {"backward_weight": 0.0, "lone_weight": 1.81, "company_weight": 0.90, "wait30_weight": 0.0,
          "parked_weight": -0.33, "scale": 17.11},
}


# rule set B's evaluation before issue 34's second session: ``--players hard_first_fit`` plays Hard with it
FIRST_FIT_B = {"backward_weight": 0.6, "wait30_weight": 1.75, "parked_weight": 0.43, "scale": 8.69,
               "lone_weight": 0.0, "company_weight": 0.0}


def make(name: str, seed: int):
    """``bench.senet_decisions``' players, ``hard_first_fit`` (Hard with ``FIRST_FIT_B`` in rule set B) and
    ``hard_budget_N`` (Hard with a budget of N pushes instead of 10,000: does a deeper search pay?) and
    ``hard_eval=K:V/K:V`` (Hard with those evaluation kwargs: a fit's candidate), ``hard_before_endgame`` (Hard
    without its endgame search) and ``hard_margin_M_N`` (its endgame search with margin M on N pushes)."""
    from game.senet.ai import Player
    if name == "hard_first_fit":
        return Player("hard", seed, eval=FIRST_FIT_B)
    if name == "hard_before_endgame":  # Hard as it was before issue 34's fourteenth session: no endgame search
        return Player("hard", seed, endgame=None)
    if name.startswith("hard_margin_"):  # e.g. hard_margin_0.05_200000: deeper only for moves near the best
        _, _, m, b = name.split("_")
        return Player("hard", seed, endgame={"A": {"budget": int(b), "margin": float(m)}})
    if name.startswith("hard_budget_"):  # e.g. hard_budget_40000: Hard with a larger budget of pushes
        return Player("hard", seed, budget=int(name.rsplit("_", 1)[1]))
    if name.startswith("hard_eval="):  # e.g. hard_eval=tempo:0.3/scale:2.2: Hard with other evaluation kwargs
        pairs = (x.split(":") for x in name.split("=", 1)[1].split("/"))
        return Player("hard", seed, eval={k: float(v) for k, v in pairs})
    return _make(name, seed)


def reference_values(g: State, rs: str, depth: int, table: bool = True) -> dict:
    """Each legal move's value in [-1, 1] for the seat to move: ``depth`` throws, table at the leaves."""
    ev = _reference_evaluator(g.options, rs)
    search = _Search(g.copy(), g.current_player(), ev, None, table)
    return search.root(list(g.legal_actions()), depth, None)


_EVALS: dict = {}


def _reference_evaluator(options: Options, rs: str) -> Evaluator:
    if options not in _EVALS:
        _EVALS[options] = Evaluator(options, **REFERENCE_EVAL[rs])
    return _EVALS[options]


def _sampled(options: Options, count: int, first_seed: int, keep) -> list:
    """``(seed, State)`` pairs with a throw in hand where ``keep(state)`` holds, at most ``PER_GAME`` a game,
    from games half greedy, half random (seeded per game), past the opening."""
    out: list = []
    seed = first_seed
    greedy = GreedyPlayer()
    while len(out) < count:
        rng = random.Random(f"senet-three/{seed}")
        g = State.new(options, seed)
        kept = 0
        while not g.is_over and kept < PER_GAME:
            if g.current_player() == CHANCE:
                g.push(g.sample_chance())
                continue
            actions = list(g.legal_actions())
            if len(actions) > 1 and not g.in_opening and keep(g):
                out.append((seed, g.copy()))
                kept += 1
            g.push(greedy.pick(g, actions) if rng.random() < 0.5 else rng.choice(actions))
        seed += 1
    return out[:count]


def three_counter_positions(options: Options, count: int, first_seed: int) -> list:
    """``(seed, State)`` pairs with a throw in hand, three counters of each side on the board."""
    return _sampled(options, count, first_seed, lambda g: g.borne_off == (2, 2))


def wait_move(g: State):
    """The move that puts a counter on 30 to wait there, if one is legal."""
    side = g.side_of_seat(g.current_player())
    for a in g.legal_actions():
        events = g.push(a)
        g.pop()
        if any(isinstance(e, WaitingOn30) and e.side == side for e in events):
            return a
    return None


def wait_positions(options: Options, count: int, first_seed: int) -> list:
    """``(seed, State)``: decisions the table does not cover (a side has three counters or more) where a move
    onto 30 to wait there is legal, from the same kind of games; at most ``PER_GAME`` a game."""
    return _sampled(options, count, first_seed, lambda g: not solver.covers(g) and wait_move(g) is not None)


def rollout_values(g: State, rollouts: int, policy) -> dict:
    """Each legal move's win probability for the seat to move, by ``rollouts`` games played on by ``policy``
    for both seats until the table covers the position (then its exact value; a game won is 1 or 0). Every
    move meets the same throws (rollout ``i`` draws from one seeded generator whatever the move): common
    random numbers, so the differences between moves are far less noisy than the values."""
    seat = g.current_player()
    out = {}
    for a in g.legal_actions():
        total = 0.0
        for i in range(rollouts):
            rng = random.Random(f"rollout/{i}")
            s = g.copy()
            s.push(a)
            while True:
                if s.is_over:
                    total += 1.0 if s.outcome().winner == seat else 0.0
                    break
                p = s.current_player()
                if p == CHANCE:
                    if solver.covers(s):
                        total += solver.win_probability(s, seat)
                        break
                    outcomes = s.chance_outcomes()
                    r = rng.random()
                    for v, q in outcomes:
                        r -= q
                        if r <= 0:
                            break
                    s.push(v)
                else:
                    s.push(policy.choose(s.copy()))
        out[a] = total / rollouts
    return out


def wait_check(rs: str, count: int, first_seed: int, rollouts: int, players: list) -> dict:
    """Rule set B's waiting on 30 beyond the table, judged by rollouts (``rollout_values``) played by the
    one-ply player with the table at hand (Hard's evaluation, no noise): per player, how often it waits, its
    mean loss against the rollouts' best, and how often waiting is the rollouts' best."""
    from game.senet.ai import Player
    options = Options.preset(RULESETS[rs])
    policy = Player("medium", 0, noise=0.0, table=True)
    items = [(seed, g, wait_move(g), rollout_values(g, rollouts, policy))
             for seed, g in wait_positions(options, count, first_seed)]
    res: dict = {"decisions": len(items), "rollouts_per_move": rollouts,
                 "wait_best": sum(v[w] >= max(v.values()) for _, _, w, v in items), "players": {}}
    for name in players:
        took, loss = 0, 0.0
        for seed, g, w, v in items:
            a = make(name, seed).choose(g.copy())
            took += a == w
            loss += max(v.values()) - v[a]
        res["players"][name] = {"waits": took, "mean_loss": round(loss / max(1, len(items)), 4)}
    return res


def _load_cache(path) -> dict:
    if not path:
        return {}
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) and data.get("reference_eval") == REFERENCE_EVAL else {}


def _cached_reference(cache: dict, g: State, rs: str, depth: int, seed: int) -> dict:
    """``reference_values`` through ``cache`` (``{"values": {key: [[action, value], ...]}}``)."""
    store = cache.setdefault("values", {})
    k = f"{rs}/{depth}/{seed}/{g.key()}"
    if k in store:
        return {tuple(a): v for a, v in store[k]}
    vals = reference_values(g, rs, depth)
    store[k] = [[list(a), v] for a, v in vals.items()]
    return vals


def run(count: int, rulesets: list, depth: int, first_seed: int, players: list, trust: int,
        cache_path=None, compare_depths: tuple = ()) -> dict:
    out: dict = {"first_seed": first_seed, "depth": depth, "tolerance": TOL, "reference_eval": REFERENCE_EVAL,
                 "rulesets": {}}
    cache = _load_cache(cache_path)
    cache["reference_eval"] = REFERENCE_EVAL
    for rs in rulesets:
        options = Options.preset(RULESETS[rs])
        t0 = time.process_time()
        items = []
        for seed, g in three_counter_positions(options, count * 2, first_seed):
            vals = _cached_reference(cache, g, rs, depth, seed)
            if max(vals.values()) - min(vals.values()) > TOL:
                items.append((seed, g, vals))
            if len(items) == count:
                break
        ref_cpu = time.process_time() - t0
        if cache_path:
            with open(cache_path, "w", encoding="utf-8") as f:
                json.dump(cache, f)
        res: dict = {"preset": RULESETS[rs], "decisions": len(items), "seeds": [items[0][0], items[-1][0]],
                     "reference_cpu_s": round(ref_cpu, 1), "players": {}}
        waits = [(seed, g, vals, wait_move(g)) for seed, g, vals in items]
        waits = [w for w in waits if w[3] is not None]
        wait_row = {"decisions": len(waits),
                    "reference_best": sum(vals[w] >= max(vals.values()) - TOL for _, _, vals, w in waits)}
        for name in players:
            losses, cpu, took, depths = [], [], 0, {}
            for seed, g, vals in items:
                p = make(name, seed)
                t = time.process_time()
                a = p.choose(g.copy())
                cpu.append(time.process_time() - t)
                losses.append((max(vals.values()) - vals[a]) / 2)
                d = getattr(p, "last_info", {}).get("depth")
                if d is not None:  # [decisions, optimal] by the depth the search finished
                    row = depths.setdefault(str(d), [0, 0])
                    row[0] += 1
                    row[1] += losses[-1] <= TOL
            for seed, g, vals, w in waits:
                took += make(name, seed).choose(g.copy()) == w
            n = len(losses)
            res["players"][name] = {"optimal": round(100.0 * sum(x <= TOL for x in losses) / n, 1),
                                    "mean_loss": round(sum(losses) / n, 4), "max_loss": round(max(losses), 3),
                                    "cpu_ms_median": round(statistics.median(cpu) * 1000, 1),
                                    "cpu_ms_max": round(max(cpu) * 1000, 1)}
            if depths and name not in ("medium", "easy"):
                res["players"][name]["by_depth"] = dict(sorted(depths.items()))
            wait_row[f"{name}_waits"] = took
            print(json.dumps({rs: {name: res["players"][name]}}), file=sys.stderr, flush=True)
        res["wait30"] = wait_row
        for d in compare_depths:
            # the reference against itself one depth shallower (full width too): how much one throw of
            # look-ahead moves its choice, the most any search shallower than it can be expected to agree
            agree = 0
            for seed, g, vals in items:
                shallow = reference_values(g, rs, d)
                agree += (max(vals.values()) - vals[max(shallow, key=shallow.get)]) / 2 <= TOL
            res[f"reference_depth{d}_optimal"] = round(100.0 * agree / len(items), 1)
        if trust:
            ends, _ = positions(options, trust, first_seed)
            losses = []
            for seed, g in ends:
                exact = solver.move_values(g)
                vals = reference_values(g, rs, depth, table=False)
                a = max(vals, key=vals.get)
                losses.append(max(exact.values()) - exact[a])
            res["reference_trust_on_table_positions"] = {
                "decisions": len(losses), "optimal": round(100.0 * sum(x <= 1e-9 for x in losses) / len(losses), 1),
                "mean_loss": round(sum(losses) / len(losses), 4)}
        out["rulesets"][rs] = res
        print(json.dumps({rs: {k: v for k, v in res.items() if k != "players"}}), file=sys.stderr, flush=True)
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="bench.senet_three")
    ap.add_argument("--positions", type=int, default=300)
    ap.add_argument("--rulesets", default="A,B")
    ap.add_argument("--depth", type=int, default=4)
    ap.add_argument("--first-seed", type=int, default=1_000_000)
    ap.add_argument("--players", default="hard,medium,greedy")
    ap.add_argument("--trust", type=int, default=0)
    ap.add_argument("--compare-depth", type=int, action="append", default=[], metavar="D",
                    help="also score the reference searched only D throws deep (full width) against itself")
    ap.add_argument("--cache", default=None, metavar="FILE",
                    help="keep the reference's values in FILE and read them back (several players, one reference)")
    ap.add_argument("--wait-check", type=int, default=0, metavar="N",
                    help="instead: N rule set B decisions beyond the table where waiting on 30 is legal, judged "
                         "by --rollouts games a move")
    ap.add_argument("--rollouts", type=int, default=200)
    args = ap.parse_args(argv)
    if args.wait_check:
        print(json.dumps(wait_check("B", args.wait_check, args.first_seed, args.rollouts,
                                    args.players.split(",")), indent=1))
        return 0
    print(json.dumps(run(args.positions, args.rulesets.split(","), args.depth, args.first_seed,
                         args.players.split(","), args.trust, args.cache, tuple(args.compare_depth)), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
