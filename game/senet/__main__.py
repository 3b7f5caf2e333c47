"""Command line: ``python -m game.senet suggest FILE [--level easy|medium|hard] [--seconds S]`` (game/core/suggest.py)."""
from __future__ import annotations

import argparse
import sys

from ..core import suggest


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] != "suggest":
        argparse.ArgumentParser(prog="python -m game.senet", usage="python -m game.senet suggest FILE [--level L] [--seconds S]"
                                ).error("the command is 'suggest'")
    return suggest.main("senet", argv[1:])


if __name__ == "__main__":
    sys.exit(main())
