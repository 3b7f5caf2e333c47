"""Pictures for the rules screen (``[diagram NAME]`` in assets/rules/senet.txt).

Each diagram is a real position set up with the rules module
(``State.from_position``) and drawn by the game's own ``BoardView`` (the
wooden board with its house numbers and special-house symbols, then the
counters layer). Where a diagram shows a move, the move is asked of the
rules module (``legal_moves_for``): a drawn arrow is a legal move, a
crossed-out arrow one the rules refuse. Arrows, boxes and tags are drawn
here on top.

``draw(name, (w, h), palette)`` returns a transparent surface of that size;
``CAPTIONS[name]`` is the line shown under it; ``ASPECT[name]`` is the
width / height the picture would like (the board is wide).
"""
from __future__ import annotations

import math

import pygame

from ..ui.marks import cross
from ..ui.theme import Theme
from .rules import Options, State
from .view import BoardView

CAPTIONS: dict[str, str] = {
    "path": "The counters run along a backwards S: 1–10 left to right, 11–20 right to left, "
            "21–30 left to right, then off the board.",
    "swap": "A throw of 3 takes the cone on 11 exactly onto the spool on 14: they swap places "
            "(in Hounds and Jackals this is a capture).",
    "protect": "Two spools side by side protect each other: the cone on 11 may not land on 14 with a 3.",
    "blockade": "Three spools in a row block the way: with a 4 the cone on 11 can neither pass them "
                "nor land on them.",
    "special": "15: restart house. 26: stop here exactly before going on. 27: water, back to 15. "
               "28, 29, 30: leave the board with exactly 3, 2 or 1.",
}

ASPECT: dict[str, float] = {name: 2.6 for name in CAPTIONS}
ASPECT["special"] = 2.4

OPTIONS = Options()   # Kendall/Bell with the special houses, the default game

# name -> (side 0 houses, side 1 houses, throw shown, (from, to) shown)
POSITIONS = {
    "path": None,                                                            # the starting position
    "swap": ((2, 6, 11, 18, 22), (4, 9, 14, 20, 24), 3, (11, 14)),
    "protect": ((2, 6, 11, 18, 22), (4, 9, 13, 14, 24), 3, (11, 14)),
    "blockade": ((2, 6, 11, 18, 22), (4, 12, 13, 14, 24), 4, (11, 15)),
    "special": ((3, 8, 13, 19, 22), (5, 10, 18, 21, 24), None, None),
}


def position(name: str) -> State:
    spec = POSITIONS[name]
    if spec is None:
        return State.new(OPTIONS, seed=0)
    side0, side1, _, _ = spec
    board = {h: 0 for h in side0}
    board.update({h: 1 for h in side1})
    return State.from_position(OPTIONS, board, current_side=0)


def shown_move(name: str):
    """The move the diagram shows, as the rules module sees it: (from, to, Move or None if refused)."""
    spec = POSITIONS[name]
    if spec is None or spec[3] is None:
        return None
    game = position(name)
    a, b = spec[3]
    found = [m for m in game.legal_moves_for(spec[2], 0) if m.action == (a, b)]
    return a, b, (found[0] if found else None)


# ----- marks ----------------------------------------------------------------------------------

def _bezier(a, b, bulge: float, steps: int = 24):
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1
    # the control point: off the middle, to the left of a->b for bulge > 0 in screen terms (up for a
    # left-to-right arrow)
    cx, cy = mx + dy / length * bulge, my - dx / length * bulge
    if dx < 0:
        cx, cy = mx - dy / length * bulge, my + dx / length * bulge
    pts = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        pts.append((u * u * a[0] + 2 * u * t * cx + t * t * b[0], u * u * a[1] + 2 * u * t * cy + t * t * b[1]))
    return pts


def arrow(surf, pts, col, width: int, dashed: bool = False) -> None:
    """A thick arrow along the polyline ``pts`` with a dark rim, head at the end."""
    head = width * 2.6
    (x0, y0), (x1, y1) = pts[-2], pts[-1]
    ang = math.atan2(y1 - y0, x1 - x0)
    tip = (x1, y1)
    back = (x1 - head * math.cos(ang), y1 - head * math.sin(ang))
    left = (back[0] + head * 0.55 * math.sin(ang), back[1] - head * 0.55 * math.cos(ang))
    right = (back[0] - head * 0.55 * math.sin(ang), back[1] + head * 0.55 * math.cos(ang))
    # stop the shaft under the head
    shaft = [p for p in pts if math.hypot(p[0] - x1, p[1] - y1) > head * 0.8] or pts[:1]
    shaft = shaft + [back]
    rim = (30, 22, 16)
    segs = list(zip(shaft, shaft[1:]))
    if dashed:
        segs = segs[::2]
    for p, q in segs:
        pygame.draw.line(surf, rim, p, q, width + 4)
        pygame.draw.circle(surf, rim, p, (width + 4) // 2)
    pygame.draw.polygon(surf, rim, [tip, left, right], 0)
    pygame.draw.polygon(surf, rim, [tip, left, right], 3)
    for p, q in segs:
        pygame.draw.line(surf, col, p, q, width)
        pygame.draw.circle(surf, col, p, width // 2)
    pygame.draw.polygon(surf, col, [tip, left, right])




def box(surf, rect: pygame.Rect, col, width: int) -> None:
    """A highlighted box: a translucent wash and a bold frame."""
    wash = pygame.Surface(rect.size, pygame.SRCALPHA)
    wash.fill((*col, 50))
    surf.blit(wash, rect)
    pygame.draw.rect(surf, (20, 16, 12), rect.inflate(2, 2), width + 2, border_radius=max(3, width * 2))
    pygame.draw.rect(surf, col, rect, width, border_radius=max(3, width * 2))


def tag(surf, text: str, centre, size: int, col) -> pygame.Rect:
    """A small label in a dark pill."""
    label = Theme.text(text, size, (255, 255, 255), True)
    r = label.get_rect(center=centre).inflate(size // 2 + 4, size // 5 + 2)
    pygame.draw.rect(surf, (30, 24, 18), r, border_radius=r.height // 2)
    pygame.draw.rect(surf, col, r, max(1, size // 10), border_radius=r.height // 2)
    surf.blit(label, label.get_rect(center=r.center))
    return r


def span(view: BoardView, first: int, last: int) -> pygame.Rect:
    r = view.house_rect(first).union(view.house_rect(last))
    return r.inflate(-max(2, view.cell // 14), -max(2, view.cell // 14))


# ----- drawing ----------------------------------------------------------------------------------

SS = 2   # marks are drawn at twice the size and smoothed down: clean curves without antialiased primitives


class Marks:
    """A transparent layer for arrows, crosses, boxes and tags, in picture pixels, supersampled."""

    def __init__(self, size) -> None:
        self.size = size
        self.surf = pygame.Surface((size[0] * SS, size[1] * SS), pygame.SRCALPHA)

    @staticmethod
    def _p(p):
        return (p[0] * SS, p[1] * SS)

    def arrow(self, pts, col, width: int, dashed: bool = False) -> None:
        arrow(self.surf, [self._p(q) for q in pts], col, width * SS, dashed)

    def cross(self, centre, r: int, palette) -> None:
        cross(self.surf, self._p(centre), r * SS, palette)

    def box(self, rect: pygame.Rect, col, width: int) -> None:
        box(self.surf, pygame.Rect(rect.x * SS, rect.y * SS, rect.w * SS, rect.h * SS), col, width * SS)

    def tag(self, text: str, centre, size: int, col) -> None:
        tag(self.surf, text, self._p(centre), size * SS, col)

    def onto(self, out: pygame.Surface) -> None:
        out.blit(pygame.transform.smoothscale(self.surf, self.size), (0, 0))


def draw(name: str, size: tuple[int, int], palette) -> pygame.Surface:
    """The diagram ``name`` as a transparent surface of ``size``; KeyError for an unknown name."""
    game = position(name)
    w, h = size
    out = pygame.Surface(size, pygame.SRCALPHA)
    view = BoardView()
    band = int(min(w / 40, h / 9)) * 2 if name == "special" else 0   # room for the tags under the board
    view.fit(pygame.Rect(0, 0, w, h - band))
    view.fit(pygame.Rect(0, (h - band - view.rect.height) // 2, w, h - band))
    out.blit(view.build(palette, OPTIONS), view.rect.topleft)
    c = view.cell
    lw = max(3, c // 10)
    counters = view.render_counters(game.board, palette)
    marks = Marks(size)
    under = Marks(size)      # marks under the counters
    if name == "path":
        _path(under, view, palette, lw)
    elif name == "special":
        _special(marks, view, palette, lw)
    else:
        _move(name, marks, under, view, palette, lw)
    under.onto(out)
    out.blit(counters, view.rect.topleft)
    marks.onto(out)
    return out


def _move(name, marks: Marks, under: Marks, view: BoardView, palette, lw: int) -> None:
    c = view.cell
    if name == "protect":
        under.box(span(view, 13, 14), palette.good, max(2, lw - 1))
    if name == "blockade":
        under.box(span(view, 12, 14), palette.bad, max(2, lw - 1))
    a, b, move = shown_move(name)
    pa, pb = view.house_center(a), view.house_center(b)

    def top(p):   # arrows leave from above the counters
        return (p[0], p[1] - c * 0.3)

    pts = _bezier(top(pa), top(pb), c * 0.5)
    mid = pts[len(pts) // 2] if move is not None else pts[len(pts) * 3 // 10]
    if move is not None:
        marks.arrow(pts, palette.good, lw)
        if move.displaced is not None:
            q0, q1 = (view.house_center(h) for h in move.displaced)
            marks.arrow(_bezier((q0[0], q0[1] + c * 0.36), (q1[0], q1[1] + c * 0.36), -c * 0.4), palette.player2, lw)
    else:
        marks.arrow(pts, palette.bad, lw, dashed=True)
        marks.cross(pts[len(pts) * 3 // 4], max(7, int(c * 0.17)), palette)
    marks.tag(f"throw {POSITIONS[name][2]}", mid, max(12, int(c * 0.22)), palette.accent)


def _path(marks: Marks, view: BoardView, palette, lw: int) -> None:
    """The backwards S through the houses (under the counters), a head at the end of each stretch."""
    c = view.cell
    dy = c * 0.34    # along the bottom of each house, under the counters' feet
    col = palette.accent

    def at(h, dx=0.0):
        x, y = view.house_center(h)
        return (x + dx * c, y + dy)

    marks.arrow([at(1, -0.38), at(10)], col, lw)
    marks.arrow([at(10), at(11)], col, lw)
    marks.arrow([at(11), at(20)], col, lw)
    marks.arrow([at(20), at(21)], col, lw)
    marks.arrow([at(21, -0.38), (view.rect.right - 2, at(30)[1])], col, lw)


def _special(marks: Marks, view: BoardView, palette, lw: int) -> None:
    c = view.cell
    good, bad, acc = palette.good, palette.bad, palette.accent
    bw = max(2, lw - 1)
    marks.box(span(view, 15, 15), good, bw)
    marks.box(span(view, 26, 26), acc, bw)
    marks.box(span(view, 27, 27), bad, bw)
    marks.box(span(view, 28, 30), acc, bw)
    a = view.house_center(27)
    b = view.house_center(15)
    marks.arrow(_bezier((a[0] - c * 0.1, a[1] - c * 0.2), (b[0] + c * 0.3, b[1] + c * 0.05), -c * 0.3), bad, lw)
    size = max(13, int(c * 0.26))
    y = view.rect.bottom + size * 0.75
    for text, houses, col in (("stop", (26,), acc), ("water", (27,), bad), ("leave with 3, 2, 1", (28, 30), acc)):
        x = (view.house_center(houses[0])[0] + view.house_center(houses[-1])[0]) / 2
        marks.tag(text, (x, y), size, col)
    r = span(view, 15, 15)
    marks.tag("restart", (r.left - c * 0.45, r.centery), size, good)
