"""Senet: rules engine (``rules``) and game records (``record``)."""
from .rules import *  # noqa: F401,F403
from .rules import __all__ as _rules_all
from .record import (RecordError, GameRecord, record_from_game, dumps, loads,
                     save, load, replay, replay_positions)

__all__ = list(_rules_all) + [
    "RecordError", "GameRecord", "record_from_game", "dumps", "loads", "save",
    "load", "replay", "replay_positions"]
