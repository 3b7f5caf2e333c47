"""Pente rules engine (no pygame). See :mod:`game.pente.rules` for the API,
:mod:`game.pente.notation` for K10-style notation and
:mod:`game.pente.record` for JSON records."""

from .rules import (
    BLACK,
    EMPTY,
    SIZES,
    VARIANTS,
    WHITE,
    IllegalMove,
    MoveResult,
    Options,
    Outcome,
    PenteGame,
    Reason,
    Restriction,
    opponent,
    player_name,
)
from .notation import NotationError, format_moves, parse_moves, point_to_str, str_to_point
from .record import RecordError

__all__ = [
    "BLACK",
    "EMPTY",
    "WHITE",
    "SIZES",
    "VARIANTS",
    "IllegalMove",
    "MoveResult",
    "Options",
    "Outcome",
    "PenteGame",
    "Reason",
    "Restriction",
    "opponent",
    "player_name",
    "NotationError",
    "format_moves",
    "parse_moves",
    "point_to_str",
    "str_to_point",
    "RecordError",
]
