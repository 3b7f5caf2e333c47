"""Command line: ``python -m game.senket score FILE [--method area|posts]``.

Prints the score breakdown as JSON on stdout.  A missing or malformed file
gives one line on stderr and exit code 2 (argparse usage errors also exit 2).
"""
from __future__ import annotations

import argparse
import json
import sys

from .record import RecordError, load
from .scoring import score


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.senket", description="Senket tools")
    sub = ap.add_subparsers(dest="command", required=True)
    sp = sub.add_parser("score", help="score a position or game record (JSON)")
    sp.add_argument("file")
    sp.add_argument("--method", choices=("area", "posts"), default=None,
                    help="scoring method (default: the file's 'scoring', else area)")
    args = ap.parse_args(argv)
    try:
        game = load(args.file)
    except RecordError as e:
        print(f"senket: {args.file}: {e}", file=sys.stderr)
        return 2
    result = score(game, args.method or game.scoring)
    json.dump(result.to_json(), sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
