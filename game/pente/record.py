"""JSON game records for Pente.

Format (see docs/pente-files.md)::

    {
      "format": "pente-record",
      "version": 1,
      "size": 19,
      "variant": "pente",
      "tournament": true,
      "moves": ["K10", "L9", "O10", ...],
      "result": {"winner": 1, "termination": "five"}      # or null
    }

``moves`` are points in Pente notation (see :mod:`game.pente.notation`);
``[x, y]`` pairs in board coordinates (y from the top) are accepted on load
too.  ``result`` is written for information; on load it is optional but, if
present, must match what the replay produces.  ``format``/``version`` are
optional on load (if present they must be right); unknown extra keys
(e.g. ``"players"``) are ignored.

:func:`load` / :func:`loads` replay the moves and return a
:class:`~game.pente.rules.PenteGame`; any malformed input or illegal move
raises :class:`RecordError` (a ``ValueError``).
"""

from __future__ import annotations

import json
import os
from typing import Any, Union

from .notation import NotationError, point_to_str, str_to_point
from .rules import IllegalMove, Options, PenteGame, SIZES, VARIANTS

__all__ = ["RecordError", "FORMAT", "VERSION", "to_dict", "from_dict", "dumps", "loads", "save", "load"]

FORMAT = "pente-record"
VERSION = 1


class RecordError(ValueError):
    """A record could not be read (malformed JSON, bad field, illegal move)."""


def to_dict(game: PenteGame, **extra: Any) -> dict:
    o = game.options
    out = game.outcome()
    d = {
        "format": FORMAT,
        "version": VERSION,
        "size": o.size,
        "variant": o.variant,
        "tournament": o.tournament,
        "moves": [point_to_str(p, o.size) for p in game.moves],
        "result": None if out is None else {"winner": out.winner, "termination": out.termination},
    }
    d.update(extra)
    return d


def dumps(game: PenteGame, **extra: Any) -> str:
    return json.dumps(to_dict(game, **extra), indent=2, ensure_ascii=False) + "\n"


def save(game: PenteGame, path: Union[str, os.PathLike], **extra: Any) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(dumps(game, **extra))


def _move_point(m: Any, i: int, size: int):
    if isinstance(m, str):
        try:
            return str_to_point(m, size)
        except NotationError as e:
            raise RecordError(f"move {i + 1}: {e}") from None
    if isinstance(m, (list, tuple)) and len(m) == 2 and all(type(v) is int for v in m):
        return (m[0], m[1])
    raise RecordError(f"move {i + 1}: {m!r} is neither a point like \"K10\" nor an [x, y] pair")


def from_dict(d: Any) -> PenteGame:
    if not isinstance(d, dict):
        raise RecordError(f"a Pente record must be a JSON object, not {type(d).__name__}")
    if "format" in d and d["format"] != FORMAT:
        raise RecordError(f"not a Pente record (format is {d['format']!r}, expected {FORMAT!r})")
    if "version" in d and d["version"] != VERSION:
        raise RecordError(f"unsupported record version {d['version']!r} (this program reads version {VERSION})")
    for key in ("size", "variant", "tournament", "moves"):
        if key not in d:
            raise RecordError(f"record is missing the {key!r} field")
    size, variant, tournament, moves = d["size"], d["variant"], d["tournament"], d["moves"]
    if type(size) is not int or size not in SIZES:
        raise RecordError(f"size must be one of {list(SIZES)}, not {size!r}")
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise RecordError(f"variant must be one of {list(VARIANTS)}, not {variant!r}")
    if type(tournament) is not bool:
        raise RecordError(f"tournament must be true or false, not {tournament!r}")
    if not isinstance(moves, list):
        raise RecordError(f"moves must be a list, not {type(moves).__name__}")
    game = PenteGame(Options(size=size, variant=variant, tournament=tournament))
    for i, m in enumerate(moves):
        p = _move_point(m, i, size)
        try:
            game.push(p)
        except IllegalMove as e:
            shown = m if isinstance(m, str) else list(p)
            raise RecordError(f"move {i + 1} ({shown}) is illegal: {e.reason.message}") from None
    if "result" in d:
        _check_result(d["result"], game)
    return game


def _check_result(r: Any, game: PenteGame) -> None:
    out = game.outcome()
    if r is None:
        if out is not None:
            raise RecordError(f"record says the game is unfinished, but the moves end it: {out}")
        return
    if not isinstance(r, dict) or "winner" not in r or "termination" not in r:
        raise RecordError(f"result must be null or an object with 'winner' and 'termination', not {r!r}")
    if out is None:
        raise RecordError("record gives a result, but the moves do not finish the game")
    if r["winner"] != out.winner or r["termination"] != out.termination:
        raise RecordError(
            f"record result {r!r} does not match the replay "
            f"(winner {out.winner!r}, termination {out.termination!r})"
        )


def loads(text: Union[str, bytes]) -> PenteGame:
    try:
        d = json.loads(text)
    except (ValueError, TypeError, RecursionError) as e:
        raise RecordError(f"not valid JSON: {e}") from None
    return from_dict(d)


def load(path: Union[str, os.PathLike]) -> PenteGame:
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise RecordError(f"cannot read {os.fspath(path)!r}: {e.strerror or e}") from None
    return loads(data)
