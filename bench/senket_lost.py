"""Senket games a level lost, replayed turn by turn against the exhaustive verifiers of ``bench/senket_replies.py``.

``bench/senket_games.py`` keeps every game's actions; this rebuilds the position at the start of each whole
turn and asks, for a turn of the level under study (player A of the record):

- ``--scan``: its exhaustive two-ply value (:func:`bench.senket_replies.two_ply`: every post with every
  fence set, and passing, for both sides) beside the best two-ply value, and what the opponent's next
  turn left (the best two-ply value at A's following turn).  A turn that is two-ply best but followed
  by a much lower value two plies later lost to something deeper (a fork: one post, two threats).
- ``--turn``: for one turn, the game's turn and the current player's turn (``Player(level)``), each with
  its exhaustive two-ply value and its worst fork (:func:`bench.senket_replies.after_forks`: every
  opponent post that draws a fence, with every legal fence, then the exhaustive two-ply).

    python -m bench.senket_lost --file 'bench/results/senket/issue33_oldforks_17x17_hard-greedy_block_*.jsonl' \\
        --scan 9034 --turns 103-115
    python -m bench.senket_lost --file ... --turn 9034:113 [--level hard]

Output: JSON lines on stdout (CPU seconds each).
"""
from __future__ import annotations

import argparse
import glob
import json
import sys
import time

from bench.senket_replies import after_forks, played_turn, two_ply
from game.core import registry
from game.core.protocol import CHANCE
from game.senket.rules import Options


def load(pattern: str, seed: int) -> dict:
    """The record of the game with ``seed`` in the JSON-lines files matching ``pattern``."""
    for name in sorted(glob.glob(pattern)):
        with open(name) as fh:
            for line in fh:
                if line.strip():
                    r = json.loads(line)
                    if r["seed"] == seed:
                        return r
    raise SystemExit(f"no game with seed {seed} in {pattern}")


def whole_turns(r: dict) -> list:
    """``[(position at the turn's start, seat to move, the turn's actions)]`` of a kept game (the opening's
    chance actions are replayed, not listed)."""
    spec = registry.get("senket")
    st = spec.new(Options(size=r["size"], scoring=r.get("scoring", "area")), seed=r["seed"])
    out, cur, start = [], [], None
    for a in r["actions"]:
        seat = st.current_player()
        if seat == CHANCE:
            st.push(a)
            continue
        if not cur:
            start = (st.copy(), seat)
        cur.append(a)
        st.push(a)
        if a in (st.END, st.PASS):
            out.append((start[0], start[1], cur))
            cur = []
    return out


def _turn_of(s, acts: list) -> tuple:
    """(post action or None, sorted fence actions) of a whole turn's actions."""
    if acts[0] == s.PASS:
        return None, ()
    return acts[0], tuple(sorted(a for a in acts[1:] if a not in (s.END,)))


def _show(s, turn: tuple):
    post, fences = turn
    if post is None:
        return "pass"
    return [list(divmod(post, s.size)), [list(s.decode(f)[1]) + list(s.decode(f)[2]) for f in fences]]


def _value(res: dict, turn: tuple):
    post, fences = turn
    for v, a, fs, _ in res["turns"]:
        if a == post and tuple(sorted(fs)) == tuple(fences):
            return v
    return None


def scan(r: dict, lo: int, hi: int):
    """Each of A's turns in ``lo``..``hi``: its two-ply value, the best, and the best at A's next turn."""
    ts = whole_turns(r)
    for i in range(lo, min(hi + 1, len(ts))):
        s, seat, acts = ts[i]
        if seat != r["a_seat"] or s.passes_in_a_row:
            continue
        t0 = time.process_time()
        res = two_ply(s)
        best = max(res["turns"], key=lambda t: t[0])
        turn = _turn_of(s, acts)
        yield {"seed": r["seed"], "turn": i, "played": _show(s, turn), "value": _value(res, turn),
               "best": best[0], "best_turn": _show(s, (best[1], best[2])),
               "pass": res["turns"][0][0], "cpu_s": round(time.process_time() - t0, 1)}


def turn_check(r: dict, i: int, level: str):
    """The game's turn ``i`` and ``level``'s turn now: exhaustive two-ply values and worst forks."""
    from game.senket.ai import Player

    s, seat, acts = whole_turns(r)[i]
    t0 = time.process_time()
    res = two_ply(s)
    game_turn = _turn_of(s, acts)
    now, cpu = played_turn(Player(level, r["seed"] if seat == r["a_seat"] else r["seed"] + 10_000), s)
    out = {"seed": r["seed"], "turn": i, "best_two_ply": max(t[0] for t in res["turns"]),
           "think_cpu_s": round(cpu, 2)}
    for name, turn in (("game", game_turn), (level, now)):
        f = after_forks(s, turn, drawing_only=True)
        out[name] = {"turn": _show(s, turn), "two_ply": _value(res, turn), "worst_fork": f["worst"],
                     "fork": f["reply"]}
    out["cpu_s"] = round(time.process_time() - t0, 1)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.senket_lost")
    ap.add_argument("--file", required=True, help="glob of bench.senket_games JSON-lines files")
    ap.add_argument("--scan", type=int, default=None, help="seed: scan A's turns")
    ap.add_argument("--turns", default="0-9999", help="with --scan: first-last turn index")
    ap.add_argument("--turn", action="append", default=[], help="SEED:I, repeatable")
    ap.add_argument("--level", default="hard")
    args = ap.parse_args(argv)
    if args.scan is not None:
        lo, hi = map(int, args.turns.split("-"))
        for row in scan(load(args.file, args.scan), lo, hi):
            print(json.dumps(row), flush=True)
    for spec in args.turn:
        seed, i = map(int, spec.split(":"))
        print(json.dumps(turn_check(load(args.file, seed), i, args.level)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
