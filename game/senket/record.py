"""Senket positions and game records as JSON (format: ``docs/senket-files.md``).

``loads(text) -> SenketGame``, ``load(path) -> SenketGame``,
``to_dict(game) -> dict``, ``dumps(game) -> str``, ``save(game, path)``
(atomic: temp file then rename), ``from_dict(obj) -> SenketGame``.

Every malformed input (bad JSON, wrong types, unknown keys, out-of-range
points, illegal setups or moves) raises :class:`RecordError` (a
``ValueError``) with one clear line of text.
"""
from __future__ import annotations

import json
import os
import tempfile
from typing import Any

from .rules import BLUE, BOARD_SIZES, RED, IllegalMove, Player, SenketGame, Turn

FORMAT = "senket"
VERSION = 1
_TOP_KEYS = {"format", "version", "size", "scoring", "setup", "turns", "meta"}
_SETUP_KEYS = {"posts", "fences", "to_move"}
_TURN_KEYS = {"post", "fences"}
_PLAYERS = {"red": RED, "blue": BLUE}


class RecordError(ValueError):
    """A malformed or illegal Senket file."""


def _fail(msg: str):
    raise RecordError(msg)


def _int(v, what: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        _fail(f"{what}: expected an integer, got {json.dumps(v)[:40]}")
    return v


def _point(v, size: int, what: str) -> tuple[int, int]:
    if not isinstance(v, list) or len(v) != 2:
        _fail(f"{what}: expected a point [x, y], got {json.dumps(v)[:40]}")
    x, y = _int(v[0], what), _int(v[1], what)
    if not (0 <= x < size and 0 <= y < size):
        _fail(f"{what}: point [{x}, {y}] is off the {size}x{size} board")
    return (x, y)


def _fence(v, size: int, what: str):
    if not isinstance(v, list) or len(v) != 2:
        _fail(f"{what}: expected a fence [[x, y], [x, y]], got {json.dumps(v)[:40]}")
    return (_point(v[0], size, what), _point(v[1], size, what))


def _list(v, what: str) -> list:
    if not isinstance(v, list):
        _fail(f"{what}: expected a list")
    return v


def from_dict(obj: Any) -> SenketGame:
    if not isinstance(obj, dict):
        _fail("record: expected a JSON object at the top level")
    extra = set(obj) - _TOP_KEYS
    if extra:
        _fail(f"record: unknown key {sorted(extra)[0]!r}")
    if obj.get("format") != FORMAT:
        _fail(f"record: 'format' must be {FORMAT!r}")
    if obj.get("version") != VERSION:
        _fail(f"record: unsupported version {json.dumps(obj.get('version'))} (expected {VERSION})")
    if "size" not in obj:
        _fail("record: missing 'size'")
    size = _int(obj["size"], "size")
    if size not in BOARD_SIZES:
        _fail(f"size: {size} is not one of {', '.join(map(str, BOARD_SIZES))}")
    scoring = obj.get("scoring", "area")
    if scoring not in ("area", "posts"):
        _fail(f"scoring: must be 'area' or 'posts', got {json.dumps(scoring)[:40]}")
    if "meta" in obj and not isinstance(obj["meta"], dict):
        _fail("meta: expected an object")
    setup = obj.get("setup")
    try:
        if setup is None:
            game = SenketGame(size, scoring)
        else:
            if not isinstance(setup, dict):
                _fail("setup: expected an object")
            extra = set(setup) - _SETUP_KEYS
            if extra:
                _fail(f"setup: unknown key {sorted(extra)[0]!r}")
            posts_obj = setup.get("posts", {})
            if not isinstance(posts_obj, dict) or set(posts_obj) - set(_PLAYERS):
                _fail("setup.posts: expected an object with 'red' and/or 'blue' lists")
            posts: dict = {}
            for name, pl in _PLAYERS.items():
                for k, v in enumerate(_list(posts_obj.get(name, []), f"setup.posts.{name}")):
                    p = _point(v, size, f"setup.posts.{name}[{k}]")
                    if p in posts:
                        _fail(f"setup.posts.{name}[{k}]: point {list(p)} has two posts")
                    posts[p] = pl
            fences = [_fence(v, size, f"setup.fences[{k}]")
                      for k, v in enumerate(_list(setup.get("fences", []), "setup.fences"))]
            tm = setup.get("to_move", "red")
            if tm not in _PLAYERS:
                _fail("setup.to_move: must be 'red' or 'blue'")
            try:
                game = SenketGame.from_position(size, posts, fences, _PLAYERS[tm], scoring)
            except IllegalMove as e:
                _fail(f"setup: illegal position: {e}")
        for k, t in enumerate(_list(obj.get("turns", []), "turns")):
            what = f"turns[{k}]"
            if not isinstance(t, dict):
                _fail(f"{what}: expected an object")
            extra = set(t) - _TURN_KEYS
            if extra:
                _fail(f"{what}: unknown key {sorted(extra)[0]!r}")
            if "post" not in t:
                _fail(f"{what}: missing 'post' (null for a pass)")
            post = None if t["post"] is None else _point(t["post"], size, f"{what}.post")
            fences = tuple(_fence(v, size, f"{what}.fences[{j}]")
                           for j, v in enumerate(_list(t.get("fences", []), f"{what}.fences")))
            try:
                game.push(Turn(post, fences))
            except IllegalMove as e:
                _fail(f"{what}: illegal move: {e}")
    except IllegalMove as e:  # pragma: no cover - defensive
        _fail(f"record: {e}")
    return game


def loads(text: str | bytes) -> SenketGame:
    try:
        obj = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise RecordError(f"not valid JSON: {e}") from None
    return from_dict(obj)


def load(path) -> SenketGame:
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise RecordError(f"cannot read {os.fspath(path)}: {e.strerror or e}") from None
    return loads(data)


def _pt(p) -> list[int]:
    return [int(p[0]), int(p[1])]


def to_dict(game: SenketGame, meta: dict | None = None) -> dict:
    """The record of a game's committed turns (a pending turn is not saved)."""
    out: dict = {"format": FORMAT, "version": VERSION, "size": game.size, "scoring": game.scoring}
    if game.setup is not None:
        s = game.setup
        out["setup"] = {
            "posts": {name: [_pt(p) for p, c in s.posts if c == pl] for name, pl in _PLAYERS.items()},
            "fences": [[_pt(f.a), _pt(f.b)] for f in s.fences],
            "to_move": Player(s.to_move).label,
        }
    out["turns"] = [{"post": None} if t.post is None else
                    {"post": _pt(t.post), "fences": [[_pt(a), _pt(b)] for a, b in t.fences]}
                    for t in game.turns]
    if meta:
        out["meta"] = meta
    return out


def dumps(game: SenketGame, meta: dict | None = None) -> str:
    return json.dumps(to_dict(game, meta), indent=1)


def save(game: SenketGame, path, meta: dict | None = None) -> None:
    """Atomic write: temp file in the same folder, then rename."""
    path = os.fspath(path)
    d = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".senket-", suffix=".tmp", dir=d)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(dumps(game, meta))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
