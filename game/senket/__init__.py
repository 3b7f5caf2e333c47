"""Senket: rules engine (``rules``), exact scorer (``scoring``), records (``record``).

No pygame here.  See ``rules.py`` and ``scoring.py`` docstrings for the API.
"""
from .rules import (BLUE, BOARD_SIZES, DEFAULT_SIZE, RED, SYMMETRIES, Fence, IllegalMove, Outcome,
                    Pending, Player, Point, Position, Reason, SenketGame, Turn, is_knight_step,
                    segments_cross, transform_point, transform_position)
from .scoring import Group, ScoreResult, Territory, score

__all__ = [
    "BLUE", "BOARD_SIZES", "DEFAULT_SIZE", "RED", "SYMMETRIES", "Fence", "IllegalMove", "Outcome",
    "Pending", "Player", "Point", "Position", "Reason", "SenketGame", "Turn", "is_knight_step",
    "segments_cross", "transform_point", "transform_position", "Group", "ScoreResult", "Territory",
    "score",
]
