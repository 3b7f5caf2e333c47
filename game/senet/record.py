"""Senet game records: plain JSON (format in docs/senet-files.md).

``record_from_game(game, meta=None) -> GameRecord``
``dumps(record) -> str`` / ``loads(text) -> GameRecord`` (validates syntax)
``save(record, path)`` (atomic) / ``load(path) -> GameRecord``
``replay(record) -> SenetGame`` -- replays every action and checks it
``replay_positions(record) -> list[position]`` -- ``game.position()`` before
the first action and after every action.

Every malformed input (bad JSON, wrong types, unknown options, a throw that
does not match the seed, an illegal move, a wrong seat, a wrong result...)
raises ``RecordError`` (a ``ValueError``) with a message saying what and
where.
"""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from typing import Any, Optional, Union

from .rules import (OFF, Phase, SenetError, SenetGame, SenetOptions, Throw,
                    RULESET_A, RULESET_B)

__all__ = ["RecordError", "GameRecord", "record_from_game", "dumps", "loads",
           "save", "load", "replay", "replay_positions", "FORMAT", "VERSION"]

FORMAT = "senet-record"
VERSION = 1
MAX_TEXT = 20_000_000
MAX_ACTIONS = 1_000_000
MAX_SEED = 1 << 64


class RecordError(ValueError):
    """A record is malformed or does not replay."""


@dataclass
class GameRecord:
    options: SenetOptions
    seed: int
    actions: list[dict] = field(default_factory=list)
    result: Optional[dict] = None   # {"winner_side": s, "winner_seat": seat}
    meta: dict = field(default_factory=dict)
    start: Optional[dict] = None    # custom start position (puzzles)

    def to_dict(self) -> dict:
        d = {"format": FORMAT, "version": VERSION,
             "ruleset": self.options.ruleset,
             "options": self.options.to_dict()["options"],
             "seed": self.seed,
             "actions": self.actions,
             "result": self.result}
        if self.meta:
            d["meta"] = self.meta
        if self.start is not None:
            d["start"] = self.start
        return d


def record_from_game(game: SenetGame, meta: Optional[dict] = None) -> GameRecord:
    actions: list[dict] = []
    for e in game.history:
        if e.kind == "throw":
            t = e.throw
            assert t is not None
            a: dict[str, Any] = {"act": "throw", "seat": e.seat, "value": t.value,
                                 "sticks": list(t.sticks) if t.sticks is not None else None,
                                 "die_faces": list(t.die_faces) if t.die_faces is not None else None}
            if t.forced:
                a["forced"] = True
        else:
            m = e.move
            assert m is not None
            a = {"act": "move", "seat": e.seat, "from": m.from_house,
                 "to": "off" if m.to_house == OFF else m.to_house, "kind": m.kind}
        actions.append(a)
    result = None
    if game.winner is not None:
        result = {"winner_side": game.winner, "winner_seat": game.winner_seat}
    start = None if game.start_position is None else dict(game.start_position)
    return GameRecord(game.options, game.seed, actions, result, dict(meta or {}),
                      start)


def dumps(record: GameRecord, indent: Optional[int] = None) -> str:
    return json.dumps(record.to_dict(), indent=indent)


# ----------------------------------------------------------- validation

def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _from_obj(obj: Any) -> GameRecord:
    if not isinstance(obj, dict):
        raise RecordError("a record must be a JSON object")
    if obj.get("format") != FORMAT:
        raise RecordError(f"not a Senet record (format must be {FORMAT!r})")
    if obj.get("version") != VERSION:
        raise RecordError(f"unsupported record version {obj.get('version')!r}")
    allowed = {"format", "version", "ruleset", "options", "seed", "actions",
               "result", "meta", "start"}
    extra = set(obj) - allowed
    if extra:
        raise RecordError(f"unknown record fields: {sorted(extra)}")
    ruleset = obj.get("ruleset")
    if ruleset not in (RULESET_A, RULESET_B):
        raise RecordError(f"unknown rule set {ruleset!r} (must be 'A' or 'B')")
    opts = obj.get("options")
    if not isinstance(opts, dict):
        raise RecordError("'options' must be an object")
    for k, v in opts.items():
        if not isinstance(v, bool):
            raise RecordError(f"option {k!r} must be true or false")
    try:
        options = SenetOptions.from_dict(ruleset, opts)
    except (ValueError, TypeError) as exc:
        raise RecordError(f"bad options: {exc}") from None
    seed = obj.get("seed")
    if not _is_int(seed) or not 0 <= seed < MAX_SEED:
        raise RecordError("'seed' must be an integer from 0 to 2**64-1")
    actions = obj.get("actions")
    if not isinstance(actions, list):
        raise RecordError("'actions' must be a list")
    if len(actions) > MAX_ACTIONS:
        raise RecordError("too many actions")
    for i, a in enumerate(actions):
        _check_action(i, a, options)
    result = obj.get("result")
    if result is not None:
        if (not isinstance(result, dict) or set(result) != {"winner_side", "winner_seat"}
                or result["winner_side"] not in (0, 1) or result["winner_seat"] not in (0, 1)
                or not all(_is_int(v) for v in result.values())):
            raise RecordError("'result' must be null or {winner_side, winner_seat}")
    meta = obj.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError("'meta' must be an object")
    start = obj.get("start")
    if start is not None:
        start = _check_start(start, options)
    return GameRecord(options, seed, [dict(a) for a in actions], result, dict(meta),
                      start)


def _check_start(start: Any, options: SenetOptions) -> dict:
    if not isinstance(start, dict) or set(start) != {"houses", "borne_off",
                                                     "current_side", "seat_of_side0"}:
        raise RecordError("'start' must be {houses, borne_off, current_side, seat_of_side0}")
    houses, off = start["houses"], start["borne_off"]
    if (not isinstance(houses, list) or len(houses) != 30
            or not all(h is None or (_is_int(h) and h in (0, 1)) for h in houses)):
        raise RecordError("'start.houses' must be 30 entries of null, 0 or 1")
    if not isinstance(off, list) or len(off) != 2 or not all(_is_int(n) for n in off):
        raise RecordError("'start.borne_off' must be two integers")
    for k in ("current_side", "seat_of_side0"):
        if not _is_int(start[k]) or start[k] not in (0, 1):
            raise RecordError(f"'start.{k}' must be 0 or 1")
    try:
        _start_game(start, options, 0)
    except ValueError as exc:
        raise RecordError(f"bad start position: {exc}") from None
    return {"houses": list(houses), "borne_off": list(off),
            "current_side": start["current_side"], "seat_of_side0": start["seat_of_side0"]}


def _start_game(start: Optional[dict], options: SenetOptions, seed: int) -> SenetGame:
    if start is None:
        return SenetGame(options, seed)
    board = {i + 1: s for i, s in enumerate(start["houses"]) if s is not None}
    return SenetGame.from_position(options, board, current_side=start["current_side"],
                                   borne_off=tuple(start["borne_off"]), seed=seed,
                                   seat_of_side0=start["seat_of_side0"])


def _check_action(i: int, a: Any, options: SenetOptions) -> None:
    where = f"action {i}"
    if not isinstance(a, dict):
        raise RecordError(f"{where}: must be an object")
    act = a.get("act")
    if a.get("seat") not in (0, 1) or not _is_int(a.get("seat")):
        raise RecordError(f"{where}: 'seat' must be 0 or 1")
    if act == "throw":
        if set(a) - {"act", "seat", "value", "sticks", "die_faces", "forced"}:
            raise RecordError(f"{where}: unknown fields")
        if "forced" in a and not isinstance(a["forced"], bool):
            raise RecordError(f"{where}: 'forced' must be true or false")
        value = a.get("value")
        if not _is_int(value):
            raise RecordError(f"{where}: 'value' must be an integer")
        sticks, faces = a.get("sticks"), a.get("die_faces")
        if options.ruleset == RULESET_A and options.use_die:
            if sticks is not None:
                raise RecordError(f"{where}: a die game has no sticks")
            if (not isinstance(faces, list) or not faces or len(faces) > 10_000
                    or not all(_is_int(f) for f in faces)
                    or any(f != 6 for f in faces[:-1]) or not 1 <= faces[-1] <= 5):
                raise RecordError(f"{where}: 'die_faces' must be 6s then one face 1-5")
            if value != faces[-1]:
                raise RecordError(f"{where}: value {value} does not match the die")
        else:
            if faces is not None:
                raise RecordError(f"{where}: a sticks game has no die faces")
            if (not isinstance(sticks, list) or len(sticks) != 4
                    or not all(isinstance(s, bool) for s in sticks)):
                raise RecordError(f"{where}: 'sticks' must be four true/false values")
            n = sum(sticks)
            if value != (n if n else options.zero_value):
                raise RecordError(f"{where}: value {value} does not match the sticks")
    elif act == "move":
        if set(a) - {"act", "seat", "from", "to", "kind"}:
            raise RecordError(f"{where}: unknown fields")
        fh, th = a.get("from"), a.get("to")
        if not _is_int(fh) or not 1 <= fh <= 30:
            raise RecordError(f"{where}: 'from' must be a house 1-30")
        if not (th == "off" or (_is_int(th) and 1 <= th <= 30)):
            raise RecordError(f"{where}: 'to' must be a house 1-30 or \"off\"")
        if "kind" in a and not isinstance(a["kind"], str):
            raise RecordError(f"{where}: 'kind' must be a string")
    else:
        raise RecordError(f"{where}: 'act' must be \"throw\" or \"move\"")


def loads(text: Union[str, bytes]) -> GameRecord:
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError("record is not UTF-8 text") from None
    if not isinstance(text, str):
        raise RecordError("record must be text")
    if len(text) > MAX_TEXT:
        raise RecordError("record is too large")
    try:
        obj = json.loads(text)
    except (json.JSONDecodeError, RecursionError, ValueError) as exc:
        raise RecordError(f"record is not valid JSON: {exc}") from None
    return _from_obj(obj)


def from_dict(obj: Any) -> GameRecord:
    return _from_obj(obj)


def save(record: GameRecord, path: Union[str, os.PathLike]) -> None:
    """Atomic write: temp file in the same folder, then rename."""
    path = os.fspath(path)
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".senet-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(dumps(record, indent=1))
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def load(path: Union[str, os.PathLike]) -> GameRecord:
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_TEXT + 1)
    except OSError as exc:
        raise RecordError(f"cannot read record: {exc}") from None
    return loads(data)


# --------------------------------------------------------------- replay

def _replay(record: GameRecord, positions: Optional[list]) -> SenetGame:
    game = _start_game(record.start, record.options, record.seed)
    if positions is not None:
        positions.append(game.position())
    for i, a in enumerate(record.actions):
        where = f"action {i}"
        if game.phase is Phase.OVER:
            raise RecordError(f"{where}: the game is already over")
        if a["seat"] != game.current_seat:
            raise RecordError(f"{where}: it is seat {game.current_seat}'s turn, "
                              f"not seat {a['seat']}'s")
        try:
            if a["act"] == "throw":
                if game.phase is not Phase.THROW:
                    raise RecordError(f"{where}: a move was expected, not a throw")
                if a.get("forced"):
                    forced = (tuple(a["die_faces"]) if a["die_faces"] is not None
                              else tuple(a["sticks"]))
                    game.throw(forced)
                else:
                    t = game.throw()
                    rec = Throw(a["value"],
                                tuple(a["sticks"]) if a["sticks"] is not None else None,
                                tuple(a["die_faces"]) if a["die_faces"] is not None else None)
                    if (t.value, t.sticks, t.die_faces) != (rec.value, rec.sticks, rec.die_faces):
                        raise RecordError(f"{where}: the throw does not match the seed")
            else:
                if game.phase is not Phase.MOVE:
                    raise RecordError(f"{where}: a throw was expected, not a move")
                to = OFF if a["to"] == "off" else a["to"]
                m = game.find_move(a["from"], to)
                if m is None:
                    raise RecordError(f"{where}: illegal move {a['from']} -> {a['to']}")
                if "kind" in a and a["kind"] != m.kind:
                    raise RecordError(f"{where}: move kind {a['kind']!r} should be {m.kind!r}")
                game.apply(m)
        except SenetError as exc:
            raise RecordError(f"{where}: {exc}") from None
        except ValueError as exc:  # a bad forced throw
            if isinstance(exc, RecordError):
                raise
            raise RecordError(f"{where}: {exc}") from None
        if positions is not None:
            positions.append(game.position())
    if record.result is not None:
        if game.winner is None:
            raise RecordError("the record claims a result but the game is not over")
        if (record.result["winner_side"] != game.winner
                or record.result["winner_seat"] != game.winner_seat):
            raise RecordError("the recorded result does not match the replay")
    return game


def replay(record: GameRecord) -> SenetGame:
    return _replay(record, None)


def replay_positions(record: GameRecord) -> list:
    positions: list = []
    _replay(record, positions)
    return positions
