"""Pente's version-1 record files ("pente-record") read as the shared record envelope.

Version 1 stored ``size``, ``variant`` and ``tournament`` at the top, the
moves as notation strings (or ``[x, y]`` pairs) and a result written for
information; it had no start position, seed or seats. The result is not
carried over (the replay makes it again), but as version 1 promised, a result
that is given must be what the moves produce.
"""
from __future__ import annotations

from ..core.protocol import IllegalAction
from ..core.records import FORMAT, VERSION, RecordError
from .notation import NotationError, str_to_point
from .rules import TERMINATIONS, Options, State

LEGACY_FORMATS = ("pente-record",)


def upgrade(data: dict) -> dict:
    version = data.get("version", 1)
    if type(version) is not int or version != 1:
        raise RecordError("This Pente record's version is not one this app reads.")
    opts = {k: data[k] for k in ("size", "variant", "tournament") if k in data}
    try:
        options = Options.from_dict(opts)
    except (ValueError, TypeError) as exc:
        raise RecordError(f"The Pente record's options are not valid ({exc}).") from None
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise RecordError("The Pente record's moves must be a list.")
    actions = []
    for i, m in enumerate(moves):
        try:
            x, y = str_to_point(m, options.size) if isinstance(m, str) else m
        except (NotationError, TypeError, ValueError):
            raise RecordError(f"Move {i + 1} of the Pente record is not a point ({str(m)[:20]}).") from None
        actions.append([x, y])
    if "result" in data:
        _check_result(data["result"], options, actions)
    meta = {k: v for k, v in data.items() if k in ("players", "date", "event") and isinstance(v, (str, list))}
    return {"format": FORMAT, "version": VERSION, "game": "pente", "options": options.to_dict(), "seed": None,
            "start": None, "actions": actions, "result": None, "meta": meta}


def _check_result(result, options: Options, actions: list) -> None:
    """A v1 result (winner 1, 2 or null by stone; termination) must match the replay; null: unfinished."""
    if result is not None and not (isinstance(result, dict) and set(result) == {"winner", "termination"}
                                   and result["winner"] in (1, 2, None) and type(result["winner"]) is not bool
                                   and result["termination"] in TERMINATIONS):
        raise RecordError("The Pente record's result must be null or have a winner (1, 2 or null) and an ending.")
    state = State.new(options)
    for x, y in actions:
        try:
            state.push((x, y))
        except (IllegalAction, TypeError, ValueError):
            return  # the loader replays the moves again and says which one cannot be played
    got = state.detail()
    if (None if got is None else {"winner": got.winner, "termination": got.termination}) != result:
        raise RecordError("The Pente record's result does not match its moves.")
