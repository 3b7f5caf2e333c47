"""Command line: ``python -m game.senet suggest FILE [--level L] [--seconds S]`` and
``python -m game.senet review FILE [--level L] [--json]`` (game/core/commands.py)."""
from __future__ import annotations

import sys

from ..core import commands

if __name__ == "__main__":
    sys.exit(commands.main("senet"))
