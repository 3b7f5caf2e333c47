"""Pente rules engine (no pygame). See :mod:`game.pente.rules` for the API,
:mod:`game.pente.notation` for K10-style notation, :mod:`game.pente.text` for
every word a player reads and :mod:`game.pente.codec` for version-1 record
files (records themselves are :mod:`game.core.records`)."""

from .rules import (
    FIRST,
    EMPTY,
    SIZES,
    VARIANTS,
    SECOND,
    IllegalMove,
    MoveResult,
    Options,
    Outcome,
    PenteGame,
    Reason,
    Restriction,
    opponent,
)
from .notation import NotationError, format_moves, parse_moves, point_to_str, str_to_point
from .text import player_name

__all__ = [
    "FIRST",
    "EMPTY",
    "SECOND",
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
]
