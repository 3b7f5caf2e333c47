"""The two sides of Senket, below both the rules and the scorer.

Both need them and the rules need the scorer, so they live here rather than
in ``rules`` (which re-exports them): the scorer imports this, not the rules.
"""
from __future__ import annotations

from enum import IntEnum


class Player(IntEnum):
    FIRST = 1
    SECOND = 2

    @property
    def other(self) -> "Player":
        return Player.SECOND if self is Player.FIRST else Player.FIRST

    @property
    def label(self) -> str:
        """The word Senket position and score files use for this side (docs/senket-files.md, after the
        seed's own files): a file-format key, not a name shown to players (those are in ``text``)."""
        return ("red", "blue")[self - 1]


FIRST = Player.FIRST
SECOND = Player.SECOND
