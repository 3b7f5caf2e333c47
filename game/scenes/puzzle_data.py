"""What the puzzle list and a puzzle's board both need, below both scenes so that neither imports the
other for it: the puzzles of ``levels/`` (read once per run) and the player's progress."""
from __future__ import annotations

from ..puzzles.collection import Collection, load_collection
from ..puzzles.progress import Progress


def collection_of(app) -> Collection:
    """The puzzles in ``levels/``, read once per run."""
    found = getattr(app, "_puzzle_collection", None)
    if found is None:
        found = app._puzzle_collection = load_collection()
    return found


def progress_of(app) -> Progress:
    progress = getattr(app, "_puzzle_progress", None)
    if progress is None:
        progress = app._puzzle_progress = Progress(app.storage)
        if progress.problem:
            app.notify(progress.problem, "error")
    return progress
