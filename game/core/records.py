"""One record format for every game: a versioned JSON envelope (``docs/records.md``).

A record is the options, the seed, the start (standard or a position) and
every action pushed, throws included; replaying it through the protocol
reproduces the game exactly. It is written only through storage's atomic
write, and read by one loader that checks every field and raises only
``RecordError`` (a sentence for the player), whatever the file holds:
JSON nested 100,000 deep, integers of thousands of digits, wrong types,
unknown versions, actions that are not legal. Version-1 files of each game
still load: the game's ``codec.upgrade`` turns them into an envelope first.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Optional

from . import registry
from .files import atomic_write_text, parse_json_document, read_document
from .protocol import IllegalAction, Outcome, PositionError

FORMAT = "senket-senet-pente/record"
VERSION = 2
MAX_BYTES = 8 * 1024 * 1024
MAX_ACTIONS = 100_000
SEED_LIMIT = 2 ** 63
_KEYS = ("format", "version", "game", "options", "seed", "start", "actions", "result", "meta")


class RecordError(ValueError):
    """A record could not be read, checked or replayed; ``str()`` is a sentence for the player."""


@dataclass(frozen=True)
class Record:
    game: str
    options: dict
    seed: Optional[int] = None
    start: Optional[dict] = None
    actions: tuple = ()
    result: Optional[dict] = None
    meta: dict = field(default_factory=dict)

    @property
    def spec(self) -> registry.GameSpec:
        return registry.get(self.game)

    def to_json(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "game": self.game, "options": self.options,
                "seed": self.seed, "start": self.start, "actions": list(self.actions),
                "result": self.result, "meta": self.meta}

    def start_state(self):
        """The state before the first action: the standard start, or the recorded position."""
        spec = self.spec
        try:
            if self.start is None:
                return spec.new(spec.options_type.from_dict(self.options), self.seed)
            state = spec.state_from_json(self.start)
        except (PositionError, ValueError, TypeError, KeyError) as exc:
            raise RecordError(f"The {spec.name} record's start is not a valid position ({_short(exc)}).") from exc
        if self.seed is not None:
            state.seed = self.seed
        return state

    def replay(self, upto: Optional[int] = None):
        """The state after the first ``upto`` actions (all by default), checking each is legal."""
        return self._replay(upto)[1]

    @cached_property
    def summary(self) -> tuple[int, Optional[Outcome]]:
        """(turns completed, outcome or None), from the one checking replay ``loads`` makes (the games list
        replayed each record twice). A turn ends when the seat to move changes: the same count in every
        game, a Pente stone, a Senket turn of posts and fences, a Senet move with its throws."""
        turns, state = self._replay()
        return turns, state.outcome()

    def _replay(self, upto: Optional[int] = None):
        from .protocol import CHANCE
        state = self.start_state()
        turns, last = 0, state.current_player()
        if last == CHANCE:
            last = None         # a throw opens the game: the first seat to move is on turn 1
        actions = self.actions if upto is None else self.actions[:upto]
        for i, data in enumerate(actions):
            try:
                state.push(state.action_from_json(data))
            except (IllegalAction, PositionError) as exc:
                raise RecordError(f"Action {i + 1} of the {self.spec.name} record cannot be played "
                                  f"({_short(_why(self.spec, exc), 160)}).") from exc
            now = state.current_player()
            if now != CHANCE:
                if now != last and last is not None:
                    turns += 1
                last = now
        if upto is None and self.result is not None:
            got = state.outcome()
            if got is None or got.to_json() != self.result:
                raise RecordError(f"The {self.spec.name} record's result does not match its moves.")
        return turns, state


def record_of(state, start, actions, meta: Optional[dict] = None, game: Optional[str] = None) -> Record:
    """The record of a game: ``start`` is the state's start position JSON or ``None`` for the standard start.

    ``actions`` are protocol actions (converted here with the state's own codec).
    """
    game_id = game or _game_id_of(state)
    outcome: Optional[Outcome] = state.outcome()
    return Record(game=game_id, options=state.options.to_dict(), seed=getattr(state, "seed", None),
                  start=start, actions=tuple(state.action_to_json(a) for a in actions),
                  result=outcome.to_json() if outcome else None, meta=dict(meta or {}))


def _game_id_of(state) -> str:
    module = type(state).__module__
    for spec in registry.games():
        if module.startswith(spec.package + "."):
            return spec.id
    raise ValueError(f"{type(state).__name__} belongs to no registered game")


# ----- text -----------------------------------------------------------------

def dumps(record: Record) -> str:
    """The record as JSON text: one line per envelope key, each value written by the C encoder.

    ``json.dumps(..., indent=1)`` runs the pure-Python encoder (the C one takes no indent in Python 3.11): on
    a 2,500-action 31×31 Senket game 2.9 ms on a quiet machine and ~15 ms on a busy one, on the writer
    thread after every move, holding the interpreter lock while the frames wait for it. Each value without
    an indent goes through the C encoder: 0.5 ms (issue 39, ``python -m bench.record_text``)."""
    data = record.to_json()
    return "{\n" + ",\n".join(f" {json.dumps(key)}: {json.dumps(value)}" for key, value in data.items()) + "\n}\n"


def loads(text: str | bytes) -> Record:
    """Parse and check a record (v2 envelope, or a game's v1 file). Never raises anything but RecordError."""
    return from_json(parse_json_document(text, MAX_BYTES, RecordError, "a game record"))


def from_json(data: Any) -> Record:
    return checked(data)[0]


def checked(data: Any) -> tuple[Record, Any]:
    """A record read from JSON and checked, with the state its checking replay ends in: for a caller that
    needs the position too (the thinking worker, at every computer move) without replaying it twice."""
    try:
        return _from_json(data)
    except RecordError:
        raise
    except RecursionError as exc:
        raise RecordError("This record is nested too deeply to read.") from exc
    except Exception as exc:  # a game's codec or options raising something unexpected on hostile data
        raise RecordError(f"This record could not be read ({_short(exc)}).") from exc


def _from_json(data: Any) -> tuple[Record, Any]:
    if not isinstance(data, dict):
        raise RecordError("This file is not a game record (expected a JSON object).")
    fmt = data.get("format")
    if fmt != FORMAT:
        for spec in registry.games():
            codec = spec.codec
            if codec is not None and isinstance(fmt, str) and fmt in codec.LEGACY_FORMATS:
                return _from_json(codec.upgrade(data))
        raise RecordError("This file is not a game record (unknown format).")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise RecordError(f"This record is version {_short(version)}, which this version of the app cannot read "
                          f"(it reads version {VERSION}).")
    unknown = set(data) - set(_KEYS)
    if unknown:
        raise RecordError(f"This record has a field the app does not know: {_short(sorted(unknown)[0])}.")
    game = data.get("game")
    ids = [s.id for s in registry.games()]
    if game not in ids:
        raise RecordError(f"This record is for an unknown game ({_short(game)}).")
    spec = registry.get(game)
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise RecordError(f"The {spec.name} record's options must be an object.")
    try:
        spec.options_type.from_dict(options)
    except (ValueError, TypeError, KeyError) as exc:
        raise RecordError(f"The {spec.name} record's options are not valid ({_short(exc)}).") from exc
    seed = data.get("seed")
    if seed is not None and (type(seed) is not int or not 0 <= seed < SEED_LIMIT):
        raise RecordError(f"The {spec.name} record's seed must be a whole number from 0 to 2^63 - 1.")
    start = data.get("start")
    if start is not None and not isinstance(start, dict):
        raise RecordError(f"The {spec.name} record's start must be a position object or null.")
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise RecordError(f"The {spec.name} record's actions must be a list.")
    if len(actions) > MAX_ACTIONS:
        raise RecordError(f"The {spec.name} record has too many actions.")
    result = data.get("result")
    if result is not None:
        result = _check_result(result, spec)
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError(f"The {spec.name} record's meta must be an object.")
    record = Record(game=game, options=options, seed=seed, start=start, actions=tuple(actions),
                    result=result, meta=meta)
    turns, state = record._replay()  # every action legal, the result (if given) what they produce
    record.__dict__["summary"] = (turns, state.outcome())    # where ``cached_property`` keeps it
    return record, state


def _check_result(result: Any, spec) -> dict:
    if not isinstance(result, dict) or set(result) != {"winner", "termination", "scores"}:
        raise RecordError(f"The {spec.name} record's result must have winner, termination and scores.")
    if result["winner"] not in (0, 1, None) or type(result["winner"]) is bool:
        raise RecordError(f"The {spec.name} record's winner must be 0, 1 or null.")
    if result["termination"] not in spec.terminations:
        raise RecordError(f"The {spec.name} record's result has an unknown ending.")
    if not isinstance(result["scores"], list):
        raise RecordError(f"The {spec.name} record's scores must be a list.")
    return result


def _why(spec, exc: Exception) -> str:
    """A refusal in the game's own words (its text module's ``refusal``), else the error's text."""
    reason = getattr(exc, "reason", None)
    refusal = getattr(spec.module("text"), "refusal", None)
    if reason is not None and refusal is not None:
        try:
            return refusal(reason).rstrip(".")
        except (KeyError, TypeError, ValueError):
            pass
    return str(exc)


def _short(value: Any, limit: int = 80) -> str:
    try:
        text = value if isinstance(value, str) else str(value)
    except Exception:  # a str() that fails: say so rather than crash
        text = type(value).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"


# ----- files ------------------------------------------------------------------

def save(path: Path | str, record: Record) -> None:
    """Write a record atomically (storage's one atomic write)."""
    atomic_write_text(Path(path), dumps(record))


def read_file(path: Path | str) -> bytes:
    """A record file's bytes, read only if it is a regular file of a sane size (a FIFO would hang us)."""
    return read_document(path, MAX_BYTES, RecordError)


def load(path: Path | str) -> Record:
    """Read a record file; the file is never changed."""
    return loads(read_file(path))
