"""Where Pente's Hard lost its games as White (issue 35): the opponent's forced win after each of its moves.

Reads a ``bench.pente_strength`` log whose lines hold the moves (``"moves"``, since ``af5fe8d``) and, for every
game the new Hard lost, replays it and asks after each of Hard's moves (from its first after the 4-ply
opening) whether the winner can now force a win by threats: its VCF (fours and capture threats, deepening to
12 moves) and its VCT (threes too, deepening to ``--depth`` moves), each on ``--budget`` nodes, with
``game.pente.ai``'s own searches.  A move's status: ``lost`` (a forced win found), ``safe`` (both searches ended
without one) or ``unknown`` (a budget ran out).

For each game it prints the first of Hard's moves after which the win is forced (``first_lost``), whether any
empty point near the stones would have been safe there instead (``saving_points``: every such point tried, not
only Hard's fourteen candidates), and for the three moves before it which of Hard's candidates were safe
(``safe_before``): how narrow the path was before the loss became visible to a threat search.

    python -m bench.pente_white_losses LOG.jsonl [--budget 20000] [--depth 3] [--games 3,5]

Prints JSON.  Slow: about a minute of CPU a game.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

from game.core import registry
from game.pente.ai import Player, _Budget, _Search
from game.pente.rules import Options


def status(S: _Search, q: int, opp: int, budget: int, depth: int) -> str:
    """After ``q``: can ``opp`` force a win by threats?"""
    S.push(q)
    try:
        S.nodes, S.budget = 0, budget
        try:
            if S.vcf_shortest(opp, 12) is not None:
                return "lost"
            st = "safe"
        except _Budget:
            st = "unknown"
        S.budget = S.nodes + budget
        try:
            if S.vct_shortest(opp, depth) is not None:
                return "lost"
        except _Budget:
            st = "unknown"
        return st
    finally:
        S.pop()


def searcher(state) -> _Search:
    return _Search(state, dict(Player("hard", 1).cfg), random.Random(0), None)


def candidates(S: _Search, me: int) -> list:
    """Hard's root moves: the stops when the opponent threatens a win in one, else its fourteen candidates."""
    if S.has_win(3 - me):
        return [q for q in S.stops(me) if S.legal(q)]
    return S.candidates(me, Player("hard", 1).cfg["root_width"])


def audit(row: dict, budget: int, depth: int) -> dict:
    moves = [tuple(m) for m in row["moves"]]
    seat = row["new_seat"]
    me, opp = seat + 1, 2 - seat
    options = Options()
    before = []                                  # (ply, state before Hard's move) for each of Hard's moves
    s = registry.get("pente").new(options, seed=row["game"] // 2)
    for i, m in enumerate(moves):
        if i >= 4 and s.current_player() == seat:
            before.append((i, s.copy()))
        s.push(m)
    played = {}
    first_lost = None
    for i, st in before:
        S = searcher(st)
        played[i] = status(S, S.index(moves[i]), opp, budget, depth)
        if played[i] == "lost" and first_lost is None:
            first_lost = i
    out = {"game": row["game"], "plies": row["plies"], "played": {str(i): v for i, v in played.items()},
           "first_lost": first_lost}
    if first_lost is None:
        return out
    states = dict(before)
    S = searcher(states[first_lost])
    near = S.near()
    saving = [S.pts[q] for q in near if S.legal(q) and status(S, q, opp, budget, depth) != "lost"]
    out["near_points"] = len(near)
    out["saving_points"] = saving
    out["safe_before"] = {}
    for i in (first_lost - 6, first_lost - 4, first_lost - 2):
        if i not in states:
            continue
        S = searcher(states[i])
        cands = candidates(S, me)
        out["safe_before"][str(i)] = {"played": list(moves[i]), "candidates": len(cands),
                                     "safe": [S.pts[q] for q in cands if status(S, q, opp, budget, depth) == "safe"]}
    return out


def main(argv: list) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.pente_white_losses")
    ap.add_argument("log")
    ap.add_argument("--budget", type=int, default=20000)
    ap.add_argument("--depth", type=int, default=3)
    ap.add_argument("--games", default="", help="comma-separated game numbers (default: every game Hard lost)")
    args = ap.parse_args(argv)
    rows = [json.loads(line) for line in Path(args.log).read_text().splitlines() if line.strip()]
    only = {int(g) for g in args.games.split(",")} if args.games else None
    out = []
    for r in rows:
        if r["result"] != "frozen" or (only and r["game"] not in only):
            continue
        out.append(audit(r, args.budget, args.depth))
        print(f"game {r['game']}: first lost after ply {out[-1]['first_lost']}", file=sys.stderr, flush=True)
    lost = [a for a in out if a["first_lost"] is not None]
    head = {"budget": args.budget, "vct_depth": args.depth, "games": len(out), "lost_by_threats": len(lost),
            "no_saving_point_at_first_lost": sum(not a["saving_points"] for a in lost),
            "played_safe_before_first_lost": sum(all(v != "lost" for k, v in a["played"].items()
                                                     if int(k) < a["first_lost"]) for a in lost)}
    # one line a game
    print(json.dumps(head, indent=1)[:-2] + ',\n "per_game": [\n  ' + ',\n  '.join(json.dumps(a) for a in out)
          + '\n ]\n}')
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
