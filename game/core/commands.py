"""``python -m game.<id> COMMAND ...``: the one dispatcher every game's ``__main__`` uses.

Every game answers ``suggest`` (the computer's move, ``game/core/suggest.py``) and ``review`` (where a
game was won and lost, ``game/core/review.py``); a game adds its own (Senket's ``score``).
"""
from __future__ import annotations

import argparse
import sys
from typing import Callable, Optional

Command = Callable[[str, Optional[list]], int]


def main(game_id: str, argv: Optional[list[str]] = None, extra: Optional[dict[str, Command]] = None) -> int:
    from . import review, suggest
    commands: dict[str, Command] = {"suggest": suggest.main, "review": review.main, **(extra or {})}
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] not in commands:
        names = " | ".join(sorted(commands))
        argparse.ArgumentParser(prog=f"python -m game.{game_id}", usage=f"python -m game.{game_id} {{{names}}} FILE ..."
                                ).error(f"the command is one of: {', '.join(sorted(commands))}")
    return commands[argv[0]](game_id, argv[1:])
