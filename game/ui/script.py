"""Scripted input for tests and checks (`--script FILE`).

A script is a JSON list of steps. Each step happens at a frame number
(`"frame": N`, counted from 0) and does one thing; see docs/script-format.md.
Steps become real pygame events posted to the queue, so a script drives the
same input layer a player does. Validation happens up front so a bad file
fails with one line before any window opens.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path


class ScriptError(ValueError):
    pass


KINDS = ("key", "click", "move", "drag", "pad", "action", "screenshot", "quit", "resize")


@dataclass(frozen=True)
class Step:
    frame: int
    kind: str
    value: object
    mods: tuple[str, ...] = ()
    button: int = 1


def _point(v, where: str):
    if (isinstance(v, list) and len(v) == 2 and all(isinstance(c, (int, float)) and not isinstance(c, bool) for c in v)):
        return (int(v[0]), int(v[1]))
    raise ScriptError(f"{where}: expected [x, y], got {v!r}")


def parse_steps(data: object, source: str = "script") -> list[Step]:
    from .input import ACTION_NAMES, KEY_NAMES, PAD_BUTTON_NAMES  # late: input imports pygame
    if not isinstance(data, list):
        raise ScriptError(f"{source}: expected a JSON list of steps")
    steps: list[Step] = []
    for i, item in enumerate(data):
        where = f"{source} step {i}"
        if not isinstance(item, dict):
            raise ScriptError(f"{where}: expected an object")
        frame = item.get("frame")
        if not isinstance(frame, int) or isinstance(frame, bool) or frame < 0:
            raise ScriptError(f"{where}: 'frame' must be a whole number >= 0")
        kinds = [k for k in KINDS if k in item]
        unknown = set(item) - set(KINDS) - {"frame", "mods", "button"}
        if unknown:
            raise ScriptError(f"{where}: unknown field {sorted(unknown)[0]!r}")
        if len(kinds) != 1:
            raise ScriptError(f"{where}: needs exactly one of {', '.join(KINDS)}")
        kind = kinds[0]
        value = item[kind]
        mods = item.get("mods", [])
        if not isinstance(mods, list) or any(m not in ("ctrl", "shift", "alt") for m in mods):
            raise ScriptError(f"{where}: 'mods' must be a list of ctrl/shift/alt")
        button = item.get("button", 1)
        if button not in (1, 2, 3):
            raise ScriptError(f"{where}: 'button' must be 1, 2 or 3")
        if kind == "key":
            if value not in KEY_NAMES:
                raise ScriptError(f"{where}: unknown key {value!r}")
        elif kind in ("click", "move"):
            value = _point(value, where)
        elif kind == "drag":
            if not isinstance(value, list) or len(value) < 2:
                raise ScriptError(f"{where}: drag needs a list of at least two [x, y] points")
            value = tuple(_point(p, where) for p in value)
        elif kind == "pad":
            if value not in PAD_BUTTON_NAMES:
                raise ScriptError(f"{where}: unknown pad button {value!r}")
        elif kind == "action":
            if value not in ACTION_NAMES:
                raise ScriptError(f"{where}: unknown action {value!r}")
        elif kind == "screenshot":
            if not isinstance(value, str) or not value:
                raise ScriptError(f"{where}: screenshot needs a file path")
        elif kind == "resize":
            value = _point(value, where)
        elif kind == "quit":
            if value is not True:
                raise ScriptError(f"{where}: quit must be true")
        steps.append(Step(frame, kind, value, tuple(mods), button))
    steps.sort(key=lambda s: s.frame)
    return steps


def load_script(path: Path) -> list[Step]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ScriptError(f"cannot read script {path}: {exc.strerror or exc}")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ScriptError(f"script {path} is not valid JSON: {exc.msg} at line {exc.lineno}")
    return parse_steps(data, f"script {path}")
