"""Scripted input for tests and checks (`--script FILE`).

A script is a JSON list of steps. Each step happens at a frame number
(`"frame": N`, counted from 0) and does one thing; see docs/script-format.md.
Steps become real pygame events posted to the queue, so a script drives the
same input layer a player does. Validation happens up front so a bad file
fails with one line before any window opens.
"""
from __future__ import annotations

import json
import math
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


MAX_STEPS = 100_000
MAX_FRAME = 10 ** 8
MAX_COORD = 100_000          # far outside any window, still a pixel SDL can carry
MAX_SCRIPT_BYTES = 8 * 1024 * 1024


def _show(v, limit: int = 40) -> str:
    try:
        text = repr(v)
    except Exception:
        text = type(v).__name__
    return text if len(text) <= limit else text[:limit] + "…"


def _point(v, where: str):
    # the bound before isfinite: a 400-digit integer has no float, and isfinite would overflow on it
    if (isinstance(v, list) and len(v) == 2
            and all(type(c) in (int, float) and abs(c) <= MAX_COORD and math.isfinite(c) for c in v)):
        return (int(v[0]), int(v[1]))
    raise ScriptError(f"{where}: expected [x, y] with numbers within ±{MAX_COORD}, got {_show(v)}")


def _name(v, names, what: str, where: str) -> str:
    if not isinstance(v, str) or v not in names:
        raise ScriptError(f"{where}: unknown {what} {_show(v)}")
    return v


def parse_steps(data: object, source: str = "script") -> list[Step]:
    from .input import ACTION_NAMES, KEY_NAMES, PAD_BUTTON_NAMES  # late: input imports pygame
    if not isinstance(data, list):
        raise ScriptError(f"{source}: expected a JSON list of steps")
    if len(data) > MAX_STEPS:
        raise ScriptError(f"{source}: more than {MAX_STEPS} steps")
    steps: list[Step] = []
    for i, item in enumerate(data):
        where = f"{source} step {i}"
        if not isinstance(item, dict):
            raise ScriptError(f"{where}: expected an object")
        frame = item.get("frame")
        if type(frame) is not int or not 0 <= frame <= MAX_FRAME:
            raise ScriptError(f"{where}: 'frame' must be a whole number from 0 to {MAX_FRAME}")
        kinds = [k for k in KINDS if k in item]
        unknown = set(item) - set(KINDS) - {"frame", "mods", "button"}
        if unknown:
            raise ScriptError(f"{where}: unknown field {_show(sorted(unknown)[0])}")
        if len(kinds) != 1:
            raise ScriptError(f"{where}: needs exactly one of {', '.join(KINDS)}")
        kind = kinds[0]
        value = item[kind]
        mods = item.get("mods", [])
        if not isinstance(mods, list) or any(not isinstance(m, str) or m not in ("ctrl", "shift", "alt") for m in mods):
            raise ScriptError(f"{where}: 'mods' must be a list of ctrl/shift/alt")
        button = item.get("button", 1)
        if type(button) is not int or button not in (1, 2, 3):
            raise ScriptError(f"{where}: 'button' must be 1, 2 or 3")
        if kind == "key":
            _name(value, KEY_NAMES, "key", where)
        elif kind in ("click", "move"):
            value = _point(value, where)
        elif kind == "drag":
            if not isinstance(value, list) or not 2 <= len(value) <= 1000:
                raise ScriptError(f"{where}: drag needs a list of 2 to 1000 [x, y] points")
            value = tuple(_point(p, where) for p in value)
        elif kind == "pad":
            _name(value, PAD_BUTTON_NAMES, "pad button", where)
        elif kind == "action":
            _name(value, ACTION_NAMES, "action", where)
        elif kind == "screenshot":
            if not isinstance(value, str) or not value.lower().endswith(".png") or len(value) > 1000:
                raise ScriptError(f"{where}: screenshot needs a path ending in .png")
        elif kind == "resize":
            value = _point(value, where)
        elif kind == "quit":
            if value is not True:
                raise ScriptError(f"{where}: quit must be true")
        steps.append(Step(frame, kind, value, tuple(mods), button))
    steps.sort(key=lambda s: s.frame)
    return steps


def load_script(path: Path) -> list[Step]:
    """Read and check a script; every problem is one ScriptError sentence (the file is only read)."""
    from ..storage.files import read_small_file
    name = _show(str(path), 60)
    try:
        raw = read_small_file(Path(path), MAX_SCRIPT_BYTES)
    except OSError as exc:
        raise ScriptError(f"cannot read script {name}: {exc.strerror or exc}")
    if raw is None:
        raise ScriptError(f"cannot read script {name}: there is no such file")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ScriptError(f"script {name} is not UTF-8 text")
    except json.JSONDecodeError as exc:
        raise ScriptError(f"script {name} is not valid JSON: {exc.msg} at line {exc.lineno}")
    except ValueError as exc:     # e.g. an integer of thousands of digits
        raise ScriptError(f"script {name} is not valid JSON: {_show(str(exc), 80)}")
    except RecursionError:
        raise ScriptError(f"script {name} is nested too deeply")
    try:
        return parse_steps(data, f"script {name}")
    except RecursionError:
        raise ScriptError(f"script {name} is nested too deeply")
