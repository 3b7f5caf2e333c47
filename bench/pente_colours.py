"""What the colour is worth on bench.pente_strength's openings (issue 35): one player as Black, one as White.

``bench.pente_strength`` plays opening ``k`` twice (games ``2k`` and ``2k + 1``, the new Hard as Black, then
as White) against the frozen Hard.  This bench plays the same openings with any two players and records who
wins by colour, so the strength bench's "as White" figure has a reference: what White scores when both
sides are the same engine.  Players: ``new`` (Hard as shipped), ``frozen`` (``bench/pente_frozen_hard``),
or ``new:{json}`` (Hard with its level dict patched, e.g. ``new:{"nodes": 28000}``).  Seeds as in the
strength bench: the Black player of opening ``k`` gets ``1000 + 2k``, the White player ``2000 + 2k + 1``.
Bounded by nodes, so the games do not depend on the machine.  One JSON line per game to ``--log``; the summary
(Black's wins, White's wins, with 95% Wilson intervals) is printed as JSON.

    python -m bench.pente_colours --black new --white new --openings 50 [--first 0] [--log out.jsonl]
    python -m bench.pente_colours --summary out.jsonl
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

from bench.common import wilson
from bench.pente_frozen_hard import FrozenHard
from bench.pente_strength import played_out
from game.pente.ai import Player
from game.pente.rules import Options


def make(spec: str, seed: int):
    """A player from its name: ``new``, ``frozen`` or ``new:{json patch of Hard's level dict}``."""
    if spec == "frozen":
        return FrozenHard(seed)
    if spec == "new":
        return Player("hard", seed)
    if spec.startswith("new:"):
        p = Player("hard", seed)
        p.cfg.update(json.loads(spec[4:]))
        if "play_qcaps" in p.cfg:
            p.cfg["qcaps"] = p.cfg["play_qcaps"]
        return p
    raise ValueError(f"unknown player {spec!r}")


def play(k: int, black: str, white: str, options: Options) -> dict:
    """Opening ``k`` played out by ``black`` and ``white``."""
    players = [make(black, 1000 + 2 * k), make(white, 2000 + 2 * k + 1)]
    s, cpu, _, _ = played_out(players, options, k)
    out = s.outcome()
    winner = None if out is None else out.winner
    return {"opening": k, "black": black, "white": white, "winner": winner,
            "termination": None if out is None else out.termination, "plies": s.ply,
            "black_cpu_s": [round(x, 3) for x in cpu[0]], "white_cpu_s": [round(x, 3) for x in cpu[1]]}


def summary(rows: list) -> dict:
    n = len(rows)
    b = sum(r["winner"] == 0 for r in rows)
    w = sum(r["winner"] == 1 for r in rows)
    cpu = [t for r in rows for t in r["black_cpu_s"] + r["white_cpu_s"]]
    return {"pairings": sorted({f"{r['black']} (Black) v {r['white']} (White)" for r in rows}), "games": n,
            "black_wins": b, "white_wins": w, "draws": n - b - w,
            "white_share": round(w / n, 3) if n else None, "white_interval95": wilson(w, n),
            "cpu_per_move": {"median_s": round(statistics.median(cpu), 3), "max_s": round(max(cpu), 3)} if cpu else None,
            "openings": sorted(r["opening"] for r in rows)}


def main(argv: list) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.pente_colours")
    ap.add_argument("--black", default="new")
    ap.add_argument("--white", default="new")
    ap.add_argument("--openings", type=int, default=50)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--log", default="")
    ap.add_argument("--summary", default="", help="only summarise the games of this log")
    args = ap.parse_args(argv)
    if args.summary:
        rows = [json.loads(line) for line in Path(args.summary).read_text().splitlines() if line.strip()]
        print(json.dumps(summary(rows), indent=1))
        return 0
    options = Options()
    rows = []
    for k in range(args.first, args.first + args.openings):
        r = play(k, args.black, args.white, options)
        rows.append(r)
        if args.log:
            with open(args.log, "a") as f:
                f.write(json.dumps(r) + "\n")
        print(f"opening {k}: {'Black' if r['winner'] == 0 else 'White' if r['winner'] == 1 else 'draw'}"
              f" ({r['plies']} plies)", file=sys.stderr, flush=True)
    print(json.dumps(summary(rows), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
