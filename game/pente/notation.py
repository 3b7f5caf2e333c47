"""Pente move notation.

Points are written the usual Pente way: a column letter ``A``–``T`` **skipping
I** (19 letters on 19×19, the first 15/13 of them on smaller boards) followed
by the row number counted **from the bottom** (1 .. size).  ``K10`` is the
centre of 19×19, ``H8`` of 15×15 and ``G7`` of 13×13.  Engine points are
``(x, y)`` with ``y == 0`` the top row, so ``row = size - y``.

Move lists are exported in the PGN-style layout used for Pente game
downloads (tag pairs, then numbered move pairs, Black's move first)::

    [Game "Pente"]
    [Variant "pente"]
    [Size "19"]
    [Tournament "yes"]
    [Result "1-0"]

    1. K10 L9
    2. O10 K11
    ...
    1-0

:func:`parse_moves` is lenient: case-insensitive; ignores move numbers
(``1.``, ``1...``, ``12)``), ``[Tag "value"]`` lines, ``{comments}``, ``;``
line comments, commas, and result tokens (``1-0``, ``0-1``, ``1/2-1/2``,
``*``).  Anything else that is not a valid point raises :class:`NotationError`
naming the token.  Moves may be on one line or one per line.
"""

from __future__ import annotations

import re
from typing import Iterable, Optional

__all__ = [
    "NotationError",
    "COLUMNS",
    "columns",
    "point_to_str",
    "str_to_point",
    "format_moves",
    "parse_moves",
    "parse_tags",
]

COLUMNS = "ABCDEFGHJKLMNOPQRST"  # 19 letters, no I


class NotationError(ValueError):
    """A token could not be read as a Pente point (``.token`` holds it)."""

    def __init__(self, message: str, token: Optional[str] = None):
        self.token = token
        super().__init__(message)


def columns(size: int) -> str:
    if not 1 <= size <= len(COLUMNS):
        raise NotationError(f"board size {size} is not supported by the notation")
    return COLUMNS[:size]


def point_to_str(point, size: int = 19) -> str:
    """``(x, y)`` (y from the top) → e.g. ``'K10'``."""
    x, y = point
    if not (0 <= x < size and 0 <= y < size):
        raise NotationError(f"point {point!r} is off a {size}×{size} board")
    return f"{COLUMNS[x]}{size - y}"


_POINT_RE = re.compile(r"([A-Za-z])(\d{1,2})")


def str_to_point(token: str, size: int = 19):
    """``'K10'`` / ``'k10'`` → ``(x, y)`` with y from the top.
    Raises NotationError naming the token."""
    t = token.strip()
    m = _POINT_RE.fullmatch(t)
    if not m:
        raise NotationError(f"{token!r} is not a board point (expected a letter and a number, like K10)", token)
    letter = m.group(1).upper()
    if letter == "I":
        raise NotationError(f"{token!r}: column I is not used in Pente notation (columns skip from H to J)", token)
    cols = columns(size)
    x = cols.find(letter)
    if x < 0:
        raise NotationError(f"{token!r}: column {letter} is off a {size}×{size} board (columns {cols[0]}–{cols[-1]}, no I)", token)
    row = int(m.group(2))
    if not 1 <= row <= size:
        raise NotationError(f"{token!r}: row {row} is off a {size}×{size} board (rows 1–{size})", token)
    return (x, size - row)


def format_moves(
    moves: Iterable,
    size: int = 19,
    *,
    tags: Optional[dict] = None,
    result: Optional[str] = None,
) -> str:
    """Export points as text: optional tag pairs, then ``N. black white``
    lines, then the result token (if given)."""
    out = []
    if tags:
        for k, v in tags.items():
            v = str(v).replace("\\", "\\\\").replace('"', '\\"')
            out.append(f'[{k} "{v}"]')
        out.append("")
    ms = [point_to_str(p, size) for p in moves]
    for i in range(0, len(ms), 2):
        out.append(f"{i // 2 + 1}. " + " ".join(ms[i : i + 2]))
    if result:
        out.append(result)
    return "\n".join(out) + "\n"


_TAG_RE = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]')
_IGNORED_RE = re.compile(
    r"""
      \[[^\]]*\]          # tag pairs
    | \{[^}]*\}           # brace comments
    | ;[^\n]*             # line comments
    """,
    re.VERBOSE,
)
_MOVE_NUMBER_RE = re.compile(r"\d+(\.+|\))")
_RESULTS = {"1-0", "0-1", "1/2-1/2", "½-½", "*"}


def parse_tags(text: str) -> dict:
    """The ``[Key "value"]`` tag pairs found in ``text``."""
    return {k: re.sub(r"\\(.)", r"\1", v) for k, v in _TAG_RE.findall(text)}


def parse_moves(text: str, size: int = 19) -> list:
    """Parse a move list (see module docstring) into points.
    Raises NotationError naming the first bad token."""
    if not isinstance(text, str):
        raise NotationError(f"expected text, got {type(text).__name__}")
    body = _IGNORED_RE.sub(" ", text)
    body = body.replace(",", " ")
    points = []
    for tok in body.split():
        # "12.K10" (number glued to a move) -> strip the leading number
        m = _MOVE_NUMBER_RE.match(tok)
        if m:
            tok = tok[m.end():]
            if not tok:
                continue
        if tok in _RESULTS:
            continue
        if tok.isdigit():  # bare move number like "12"
            continue
        points.append(str_to_point(tok, size))
    return points
