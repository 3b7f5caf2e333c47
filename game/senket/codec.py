"""Senket's version-1 files (format ``"senket"``) read as the shared record envelope.

Version 1 stored ``size`` and ``scoring`` at the top, an optional ``setup``
position with colour names, and whole ``turns`` (a post and its fences, or
``null`` for a pass). ``upgrade`` checks every field as the v1 loader did,
builds the setup through the rules (so an impossible position is refused
here) and spells each turn as protocol actions: the post, its fences, then
``"end"``; a pass is ``"pass"``. The replay in ``game.core.records`` checks
the actions' legality.
"""
from __future__ import annotations

import json
from typing import Any

from ..core.records import FORMAT, VERSION, RecordError
from .rules import SECOND, FIRST, IllegalMove, Options, State

LEGACY_FORMATS = ("senket",)
_TOP_KEYS = {"format", "version", "size", "scoring", "setup", "turns", "meta"}
_SETUP_KEYS = {"posts", "fences", "to_move"}
_TURN_KEYS = {"post", "fences"}
_COLOURS = {"red": FIRST, "blue": SECOND}


def _fail(msg: str):
    raise RecordError(msg)


def _show(v: Any) -> str:
    try:
        return json.dumps(v)[:40]
    except (TypeError, ValueError, RecursionError):
        return "?"


def _int(v: Any, what: str) -> int:
    if type(v) is not int:
        _fail(f"{what}: expected an integer, got {_show(v)}")
    return v


def _point(v: Any, size: int, what: str) -> list[int]:
    if not isinstance(v, list) or len(v) != 2:
        _fail(f"{what}: expected a point [x, y], got {_show(v)}")
    x, y = _int(v[0], what), _int(v[1], what)
    if not (0 <= x < size and 0 <= y < size):
        _fail(f"{what}: point [{x}, {y}] is off the {size}x{size} board")
    return [x, y]


def _fence(v: Any, size: int, what: str) -> list[int]:
    if not isinstance(v, list) or len(v) != 2:
        _fail(f"{what}: expected a fence [[x, y], [x, y]], got {_show(v)}")
    return _point(v[0], size, what) + _point(v[1], size, what)


def _list(v: Any, what: str) -> list:
    if not isinstance(v, list):
        _fail(f"{what}: expected a list")
    return v


def upgrade(data: dict) -> dict:
    """The v2 envelope of a v1 Senket file; ``RecordError`` (one line) for anything wrong."""
    extra = set(data) - _TOP_KEYS
    if extra:
        _fail(f"record: unknown key {_show(sorted(map(str, extra))[0])}")
    if type(data.get("version")) is not int or data.get("version") != 1:
        _fail(f"record: unsupported version {_show(data.get('version'))} (expected 1)")
    if "size" not in data:
        _fail("record: missing 'size'")
    try:
        options = Options(_int(data["size"], "size"), data.get("scoring", "area"))
    except ValueError as exc:
        _fail(f"record: {exc}")
    size = options.size
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        _fail("meta: expected an object")
    start = None
    if data.get("setup") is not None:
        start = _setup(data["setup"], options)
    actions: list = []
    for k, t in enumerate(_list(data.get("turns", []), "turns")):
        what = f"turns[{k}]"
        if not isinstance(t, dict):
            _fail(f"{what}: expected an object")
        extra = set(t) - _TURN_KEYS
        if extra:
            _fail(f"{what}: unknown key {_show(sorted(map(str, extra))[0])}")
        if "post" not in t:
            _fail(f"{what}: missing 'post' (null for a pass)")
        fences = [_fence(v, size, f"{what}.fences[{j}]")
                  for j, v in enumerate(_list(t.get("fences", []), f"{what}.fences"))]
        if t["post"] is None:
            if fences:
                _fail(f"{what}: a pass draws no fences")
            actions.append("pass")
        else:
            actions.append(["post", *_point(t["post"], size, f"{what}.post")])
            actions += [["fence", *f] for f in fences]
            actions.append("end")
    return {"format": FORMAT, "version": VERSION, "game": "senket", "options": options.to_dict(), "seed": None,
            "start": start, "actions": actions, "result": None, "meta": dict(meta)}


def _setup(setup: Any, options: Options) -> dict:
    size = options.size
    if not isinstance(setup, dict):
        _fail("setup: expected an object")
    extra = set(setup) - _SETUP_KEYS
    if extra:
        _fail(f"setup: unknown key {_show(sorted(map(str, extra))[0])}")
    posts_obj = setup.get("posts", {})
    if not isinstance(posts_obj, dict) or set(posts_obj) - set(_COLOURS):
        _fail("setup.posts: expected an object with 'red' and/or 'blue' lists")
    posts: dict = {}
    for name, colour in _COLOURS.items():
        for k, v in enumerate(_list(posts_obj.get(name, []), f"setup.posts.{name}")):
            p = tuple(_point(v, size, f"setup.posts.{name}[{k}]"))
            if p in posts:
                _fail(f"setup.posts.{name}[{k}]: point {list(p)} has two posts")
            posts[p] = colour
    fences = [_fence(v, size, f"setup.fences[{k}]") for k, v in enumerate(_list(setup.get("fences", []), "setup.fences"))]
    to_move = setup.get("to_move", "red")
    if not isinstance(to_move, str) or to_move not in _COLOURS:
        _fail("setup.to_move: must be 'red' or 'blue'")
    try:
        state = State.from_position(size, posts, [((f[0], f[1]), (f[2], f[3])) for f in fences],
                                    _COLOURS[to_move], options.scoring)
    except IllegalMove as exc:
        _fail(f"setup: illegal position: {exc}")
    return state.to_json()
