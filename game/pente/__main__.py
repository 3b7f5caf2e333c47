"""Command line: ``python -m game.pente suggest FILE [--level L] [--seconds S]`` and
``python -m game.pente review FILE [--level L] [--json]`` (game/core/commands.py)."""
from __future__ import annotations

import sys

from ..core import commands

if __name__ == "__main__":
    sys.exit(commands.main("pente"))
