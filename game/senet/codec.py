"""Senet's version-1 record files ("senet-record") read into the version-2 envelope.

A v1 file recorded every throw with its sticks (or die faces) and whether it
was forced; unforced throws had to match the seed's ``random.Random`` stream.
``upgrade`` checks all of that exactly as the v1 loader did (so an edited v1
throw is still refused), replays the file through ``State`` to check seats
and move kinds, and keeps only what v2 records: each throw's value and each
move's ``[from, to]``. A v1 seed of 2^63 or more (v1 allowed up to 2^64 - 1)
is folded below 2^63: it only decides the throws of a game resumed later.
"""
from __future__ import annotations

import random
from typing import Any

from ..core.protocol import IllegalAction
from ..core.records import FORMAT, VERSION, RecordError
from .rules import OFF, RULESET_A, RULESET_B, Options, State

LEGACY_FORMATS = ("senet-record",)
_V1_FIELDS = {"format", "version", "ruleset", "options", "seed", "actions", "result", "meta", "start"}
_MAX_SEED = 1 << 64
_MAX_ACTIONS = 1_000_000


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def upgrade(data: dict) -> dict:
    """The v2 envelope of a v1 Senet record; ``RecordError`` (a sentence) for anything wrong."""
    if not isinstance(data, dict) or data.get("format") not in LEGACY_FORMATS:
        raise RecordError("This is not a Senet record.")
    if type(data.get("version")) is not int or data.get("version") != 1:
        raise RecordError(f"This Senet record is version {str(data.get('version'))[:20]}; "
                          "old Senet records are version 1.")
    extra = set(data) - _V1_FIELDS
    if extra:
        raise RecordError(f"This Senet record has a field the app does not know: {str(sorted(extra)[0])[:40]}.")
    ruleset = data.get("ruleset")
    if ruleset not in (RULESET_A, RULESET_B) or not isinstance(ruleset, str):
        raise RecordError("This Senet record names an unknown rule set (it must be A or B).")
    opts = data.get("options")
    if not isinstance(opts, dict):
        raise RecordError("The Senet record's options must be an object.")
    try:
        options = Options.from_dict({"ruleset": ruleset, **opts})
    except ValueError as exc:
        raise RecordError(f"The Senet record's options are not valid ({str(exc)[:80]}).") from None
    seed = data.get("seed")
    if not _is_int(seed) or not 0 <= seed < _MAX_SEED:
        raise RecordError("The Senet record's seed must be a whole number from 0 to 2^64 - 1.")
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise RecordError("The Senet record's actions must be a list.")
    if len(actions) > _MAX_ACTIONS:
        raise RecordError("The Senet record has too many actions.")
    for i, a in enumerate(actions):
        _check_action(i, a, options)
    result = data.get("result")
    if result is not None and (
            not isinstance(result, dict) or set(result) != {"winner_side", "winner_seat"}
            or not all(_is_int(v) and v in (0, 1) for v in result.values())):
        raise RecordError("The Senet record's result must be null or {winner_side, winner_seat}.")
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError("The Senet record's meta must be an object.")
    start = data.get("start")
    state = _start_state(start, options)
    start_json = None if start is None else state.to_json()
    out = _replay(state, actions, options, seed)
    if result is not None:
        got = state.outcome()
        if got is None or state.winner != result["winner_side"] or got.winner != result["winner_seat"]:
            raise RecordError("The Senet record's result does not match its moves.")
    return {"format": FORMAT, "version": VERSION, "game": "senet", "options": options.to_dict(),
            "seed": seed & ((1 << 63) - 1), "start": start_json, "actions": out,
            "result": None if result is None else state.outcome().to_json(), "meta": dict(meta)}


def _start_state(start: Any, options: Options) -> State:
    if start is None:
        return State.new(options, 0)
    if not isinstance(start, dict) or set(start) != {"houses", "borne_off", "current_side", "seat_of_side0"}:
        raise RecordError("The Senet record's start must be {houses, borne_off, current_side, seat_of_side0}.")
    houses, off = start["houses"], start["borne_off"]
    if (not isinstance(houses, list) or len(houses) != 30
            or not all(h is None or (_is_int(h) and h in (0, 1)) for h in houses)):
        raise RecordError("The Senet record's start houses must be 30 entries of null, 0 or 1.")
    if not isinstance(off, list) or len(off) != 2 or not all(_is_int(n) for n in off):
        raise RecordError("The Senet record's start borne_off must be two whole numbers.")
    for k in ("current_side", "seat_of_side0"):
        if not _is_int(start[k]) or start[k] not in (0, 1):
            raise RecordError(f"The Senet record's start {k} must be 0 or 1.")
    board = {i + 1: s for i, s in enumerate(houses) if s is not None}
    try:
        return State.from_position(options, board, current_side=start["current_side"],
                                   borne_off=tuple(off), seat_of_side0=start["seat_of_side0"])
    except ValueError as exc:
        raise RecordError(f"The Senet record's start is not a valid position ({str(exc)[:80]}).") from None


def _replay(state: State, actions: list, options: Options, seed: int) -> list:
    """v2 actions; checks what only a v1 file says: seats, kinds and unforced throws against the seed."""
    rng = random.Random(seed)
    out: list = []
    for i, a in enumerate(actions):
        where = f"Action {i + 1} of the Senet record"
        if state.is_over:
            raise RecordError(f"{where} comes after the end of the game.")
        if a["seat"] != state.current_seat:
            raise RecordError(f"{where} is by seat {a['seat'] + 1}, but it is seat {state.current_seat + 1}'s turn.")
        if a["act"] == "throw":
            if not a.get("forced"):
                if options.dice:
                    faces = []
                    while True:
                        f = rng.randint(1, 6)
                        faces.append(f)
                        if f != 6:
                            break
                    ok = a["die_faces"] == faces
                else:
                    bits = rng.getrandbits(4)
                    ok = a["sticks"] == [bool(bits >> k & 1) for k in range(4)]
                if not ok:
                    raise RecordError(f"{where}: the throw does not match the seed.")
            action: Any = a["value"]
        else:
            action = (a["from"], OFF if a["to"] == "off" else a["to"])
            m = state.find_move(*action)
            if m is not None and "kind" in a and a["kind"] != m.kind:
                raise RecordError(f"{where}: move kind {a['kind']!r} should be {m.kind!r}.")
        try:
            state.push(action)
        except IllegalAction:
            what = "a throw" if a["act"] == "throw" else f"the move {a['from']} -> {a['to']}"
            raise RecordError(f"{where} cannot be played ({what}).") from None
        out.append(state.action_to_json(action))
    return out


def _check_action(i: int, a: Any, options: Options) -> None:
    where = f"action {i}"
    if not isinstance(a, dict):
        raise RecordError(f"Senet record {where}: must be an object")
    act = a.get("act")
    if a.get("seat") not in (0, 1) or not _is_int(a.get("seat")):
        raise RecordError(f"Senet record {where}: 'seat' must be 0 or 1")
    if act == "throw":
        if set(a) - {"act", "seat", "value", "sticks", "die_faces", "forced"}:
            raise RecordError(f"Senet record {where}: unknown fields")
        if "forced" in a and not isinstance(a["forced"], bool):
            raise RecordError(f"Senet record {where}: 'forced' must be true or false")
        value = a.get("value")
        if not _is_int(value):
            raise RecordError(f"Senet record {where}: 'value' must be an integer")
        sticks, faces = a.get("sticks"), a.get("die_faces")
        if options.ruleset == RULESET_A and options.use_die:
            if sticks is not None:
                raise RecordError(f"Senet record {where}: a die game has no sticks")
            if (not isinstance(faces, list) or not faces or len(faces) > 10_000
                    or not all(_is_int(f) for f in faces)
                    or any(f != 6 for f in faces[:-1]) or not 1 <= faces[-1] <= 5):
                raise RecordError(f"Senet record {where}: 'die_faces' must be 6s then one face 1-5")
            if value != faces[-1]:
                raise RecordError(f"Senet record {where}: value {value} does not match the die")
        else:
            if faces is not None:
                raise RecordError(f"Senet record {where}: a sticks game has no die faces")
            if (not isinstance(sticks, list) or len(sticks) != 4
                    or not all(isinstance(s, bool) for s in sticks)):
                raise RecordError(f"Senet record {where}: 'sticks' must be four true/false values")
            n = sum(sticks)
            if value != (n if n else options.zero_value):
                raise RecordError(f"Senet record {where}: value {value} does not match the sticks")
    elif act == "move":
        if set(a) - {"act", "seat", "from", "to", "kind"}:
            raise RecordError(f"Senet record {where}: unknown fields")
        fh, th = a.get("from"), a.get("to")
        if not _is_int(fh) or not 1 <= fh <= 30:
            raise RecordError(f"Senet record {where}: 'from' must be a house 1-30")
        if not (th == "off" or (_is_int(th) and 1 <= th <= 30)):
            raise RecordError(f"Senet record {where}: 'to' must be a house 1-30 or \"off\"")
        if "kind" in a and not isinstance(a["kind"], str):
            raise RecordError(f"Senet record {where}: 'kind' must be a string")
    else:
        raise RecordError(f"Senet record {where}: 'act' must be \"throw\" or \"move\"")


