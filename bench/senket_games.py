"""Senket tournament games kept move by move, to find the games a level loses and replay them.

``bench/senket_tournament.py`` reports counts only; this plays the same pairings under the same seeds
(``seed0 + g``, seats alternating, the same random opening of 2-3 turns) and keeps each game: its seed,
the seat of player A, the winner, the final totals, every action and, after every whole turn, the exact
score difference for player A (the game's trajectory: where it turned).  The per-turn CPU of each side
(``time.process_time``) is kept too, so the JSON also measures what a game costs and who spends it.

    python -m bench.senket_games --size 11 --pairing hard-greedy_block --games 24 [--seed0 S] [--first G]
    python -m bench.senket_games --replay FILE --game SEED     (prints the trajectory of one kept game)
    python -m bench.senket_games ... --into FILE.jsonl [--summary]   (each game appended as it ends; resumes)

Output: JSON on stdout (``games``: one record each; ``summary``: wins, a 95% Wilson interval, CPU).
"""
from __future__ import annotations

import argparse
import json
import sys
import time

from bench.common import wilson
from bench.senket_tournament import PAIRINGS, _Timed, make
from game.core import registry
from game.core.protocol import CHANCE
from game.senket.rules import Options
from game.senket.scoring import score


def play(size: int, a: str, b: str, seed: int, a_seat: int, scoring: str = "area") -> dict:
    """One game of the pairing (A in ``a_seat``), kept move by move."""
    spec = registry.get("senket")
    cpu = {0: [], 1: []}
    pa = _Timed(make(a, True)(seed), cpu[a_seat])
    pb = _Timed(make(b, True)(seed + 10_000), cpu[1 - a_seat])
    players = [pa, pb] if a_seat == 0 else [pb, pa]
    state = spec.new(Options(size=size, scoring=scoring), seed=seed)
    traj = []
    t0 = time.process_time()
    while state.outcome() is None:
        seat = state.current_player()
        if seat == CHANCE:
            state.push(state.sample_chance())
            continue
        act = players[seat].choose(state.copy())
        state.push(act)
        if act in (state.END, state.PASS):
            t = score(state, state.scoring).totals
            d = t[1] - t[2]
            traj.append(d if a_seat == 0 else -d)
    out = state.outcome()
    t = score(state, state.scoring).totals
    winner = None if out.winner is None else ("a" if out.winner == a_seat else "b")
    return {"seed": seed, "a_seat": a_seat, "winner": winner, "totals": [t[1], t[2]],
            "turns": len(traj), "actions": list(state.actions), "a_diff": traj,
            "cpu_s": {"a": round(sum(cpu[a_seat]), 2), "b": round(sum(cpu[1 - a_seat]), 2),
                      "game": round(time.process_time() - t0, 2)}}


def run(size: int, a: str, b: str, games: int, seed0: int = 0, first: int = 0, into: str | None = None) -> dict:
    """Games ``first`` .. ``first + games - 1`` of the pairing.  ``into``: a JSON-lines file that keeps each
    finished game (one line, with the game's index) as soon as it ends; games already in it are not played
    again, so a stopped run resumes where it stopped, and the summary covers every game in the file."""
    base = 1000 * PAIRINGS.index((a, b)) + 7 + seed0
    kept: dict = {}
    if into:
        try:
            with open(into) as fh:
                for line in fh:
                    if line.strip():
                        r = json.loads(line)
                        if r.get("size") == size and r.get("pairing") == f"{a}-{b}" and r.get("seed0") == seed0:
                            kept[r["game"]] = r
        except FileNotFoundError:
            pass
    recs = []
    for g in range(first, first + games):
        if g in kept:
            continue
        r = play(size, a, b, base + g, g % 2)
        recs.append(r)
        print(f"game {g} seed {r['seed']} winner {r['winner']} totals {r['totals']} turns {r['turns']} "
              f"cpu {r['cpu_s']}", file=sys.stderr, flush=True)
        if into:
            kept[g] = {"size": size, "pairing": f"{a}-{b}", "seed0": seed0, "game": g, **r}
            with open(into, "a") as fh:
                fh.write(json.dumps(kept[g]) + "\n")
    if into:
        recs = [kept[g] for g in sorted(kept)]
    return {"size": size, "pairing": f"{a}-{b}", "seed0": seed0, "first": first, "games": recs,
            "summary": summary(recs)}


def summary(recs: list) -> dict:
    n = len(recs)
    wa = sum(r["winner"] == "a" for r in recs)
    dr = sum(r["winner"] is None for r in recs)
    return {"games": n, "a_wins": wa, "b_wins": n - wa - dr, "draws": dr,
            "a_rate": round((wa + dr / 2) / max(1, n), 3), "a_rate_95": wilson(wa + dr / 2, n),
            "cpu_s_per_game": round(sum(r["cpu_s"]["game"] for r in recs) / max(1, n), 2),
            "a_cpu_share": round(sum(r["cpu_s"]["a"] for r in recs) /
                                 max(1e-9, sum(r["cpu_s"]["game"] for r in recs)), 3),
            "lost_seeds": [r["seed"] for r in recs if r["winner"] == "b"]}


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.senket_games")
    ap.add_argument("--size", type=int, default=11)
    ap.add_argument("--pairing", default="hard-greedy_block")
    ap.add_argument("--games", type=int, default=24)
    ap.add_argument("--seed0", type=int, default=0)
    ap.add_argument("--first", type=int, default=0, help="first game index (to continue a run)")
    ap.add_argument("--replay", default=None)
    ap.add_argument("--into", default=None, help="JSON-lines file: each game kept as it ends; a rerun resumes")
    ap.add_argument("--summary", action="store_true", help="with --into: print only the summary")
    ap.add_argument("--game", type=int, default=None)
    args = ap.parse_args(argv)
    if args.replay:
        data = json.load(open(args.replay))
        for r in data["games"]:
            if args.game is None or r["seed"] == args.game:
                print(r["seed"], r["a_seat"], r["winner"], r["totals"], r["a_diff"])
        return 0
    a, b = args.pairing.split("-")
    out = run(args.size, a, b, args.games, args.seed0, args.first, args.into)
    if args.summary:
        out = {k: v for k, v in out.items() if k != "games"}
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
