"""Puzzle mode's entry point. The puzzle collection arrives in a later update."""
from __future__ import annotations

from .dialog import Dialog


def puzzles_scene(app, puzzle_id: str | None = None):
    if puzzle_id:
        text = (f"Puzzle '{puzzle_id}' cannot be opened: puzzle mode, with Senket's puzzle of the week, "
                "arrives in a coming update.")
    else:
        text = "Puzzle mode, with Senket's puzzle of the week, arrives in a coming update."
    return Dialog(app, "Puzzles are not ready yet", text)
