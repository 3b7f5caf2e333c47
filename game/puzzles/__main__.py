"""``python -m game.puzzles prove [ID ...] [--game GAME]``: prove the shipped puzzles (all, or those named),
print what was proved about each and in how long (then one line of JSON: counts and CPU seconds per game),
and exit 1 if any puzzle fails (or a file is broken)."""
from __future__ import annotations

import argparse
import json
import sys
import time

from .collection import load_collection
from .prove import prove, report_line


def main(argv: "list[str] | None" = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.puzzles")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("prove", help="prove the puzzles (all, or the ids given)")
    p.add_argument("ids", nargs="*")
    p.add_argument("--game", choices=("senket", "senet", "pente"))
    args = parser.parse_args(argv)
    found = load_collection()
    failed = 0
    for name, why in found.problems:
        print(f"BROKEN {name}: {why}")
        failed += 1
    puzzles = found.puzzles
    if args.ids:
        unknown = set(args.ids) - {q.id for q in puzzles}
        for pid in sorted(unknown):
            print(f"UNKNOWN {pid}")
            failed += 1
        puzzles = [q for q in puzzles if q.id in args.ids]
    if args.game:
        puzzles = [q for q in puzzles if q.game == args.game]
    began = time.process_time()
    games: dict = {}
    for q in puzzles:
        r = prove(q)
        print(report_line(r), flush=True)
        failed += not r.ok
        g = games.setdefault(q.game, {"puzzles": 0, "proved": 0, "cpu_seconds": 0.0})
        g["puzzles"] += 1
        g["proved"] += r.ok
        g["cpu_seconds"] = round(g["cpu_seconds"] + r.seconds, 2)
    total = time.process_time() - began
    print(f"{len(puzzles) - failed} of {len(puzzles)} puzzles proved in {total:.1f} s of CPU time")
    print(json.dumps({"puzzles": len(puzzles), "failed": failed, "cpu_seconds": round(total, 1), "games": games}))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
