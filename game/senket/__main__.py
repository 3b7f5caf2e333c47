"""Command line: ``python -m game.senket score FILE [--method area|posts]``, and the commands every game
answers, ``suggest`` and ``review`` (game/core/commands.py).

FILE is a game record (``docs/records.md``; version-1 ``"senket"`` files
too). Prints the score breakdown of its last position as JSON on stdout. A
missing or malformed file gives one line on stderr and exit code 2
(argparse usage errors also exit 2).
"""
from __future__ import annotations

import argparse
import json
import sys

from ..core import records
from .scoring import score


def main(argv: list[str] | None = None) -> int:
    from ..core import commands
    return commands.main("senket", argv, extra={"score": score_command})


def score_command(game_id: str, argv: list[str] | None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.senket score", description="Score the last position of a game record (JSON)")
    ap.add_argument("file")
    ap.add_argument("--method", choices=("area", "posts"), default=None,
                    help="scoring method (default: the record's scoring option)")
    args = ap.parse_args(argv)
    try:
        record = records.load(args.file)
        if record.game != "senket":
            raise records.RecordError(f"this is a {record.spec.name} record, not a Senket one")
        state = record.replay()
    except records.RecordError as e:
        print(f"senket: {args.file}: {e}", file=sys.stderr)
        return 2
    result = score(state, args.method or state.scoring)
    json.dump(result.to_json(), sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
