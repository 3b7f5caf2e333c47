"""Offering the kept game back: the menu's Continue entry and ``main.py --continue``."""
from __future__ import annotations

from typing import Optional

from ..core.match import Match
from ..storage import StorageError
from ..storage.autosave import Resumable


def kept_game(app) -> Optional[Resumable]:
    """The unfinished game kept by autosave, or None (a damaged file is said once and left as it is)."""
    try:
        return app.autosave.peek()
    except StorageError as exc:
        if getattr(app, "_said_damaged_autosave", None) != str(exc):
            app._said_damaged_autosave = str(exc)
            app.notify(str(exc), "error")
        return None


def open_kept(app, kept: Resumable):
    """The board scene of the kept game, exactly where it stopped (position, turn, throw, seats, generator)."""
    if "puzzle" in kept.record.meta:
        from .puzzle_play import resume_puzzle
        scene = resume_puzzle(app, kept.record)
        if scene is not None:
            return scene
    match = Match.from_record(kept.record)
    app.autosave.resumed(match)
    return kept.record.spec.open_match(app, match)
