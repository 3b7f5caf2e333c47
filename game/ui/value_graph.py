"""The review's graph: the position's value across a game, from the first seat's side (docs/review.md).

As on lichess, the area between the curve and the middle line is filled in the colour of the side it
favours, so who was ahead reads at a glance; marked decisions are dots on the curve (an inaccuracy, a
mistake, a blunder growing in size and warmth), and the move on the board is a vertical line. Win
probability runs from 0 to 1 around 0.5; points around 0, scaled to the largest swing of the game.
The curve is drawn once per size, palette and game (a cached surface); a frame adds only the line
for the current move. Clicking a point asks for that move (``index_at``).
"""
from __future__ import annotations

from typing import Optional, Sequence

import pygame

from .theme import Theme

MARK_SIZES = {"inaccuracy": 3, "mistake": 4, "blunder": 6}


class ValueGraph:
    def __init__(self, values: Sequence[Optional[float]], unit: str, marks: Optional[dict[int, str]] = None,
                 start: float | None = None) -> None:
        """``values[i]``: the value after action ``i`` (None where it has none of its own: carried over);
        ``marks``: action index -> "inaccuracy" | "mistake" | "blunder"; ``start``: the value before the
        first action."""
        self.unit = unit
        self.middle = 0.5 if unit == "win" else 0.0
        first = self.middle if start is None else start
        self.values: list[float] = []
        last = first
        for v in values:
            last = last if v is None else float(v)
            self.values.append(last)
        self.start = first
        self.marks = dict(marks or {})
        swing = max([abs(v - self.middle) for v in [first, *self.values]] + [1e-9])
        self.half_range = 0.5 if unit == "win" else swing * 1.1
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._cache: tuple | None = None

    # ----- geometry ---------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def _x(self, i: int) -> int:
        """x of the point after action ``i`` (-1: the start)."""
        n = max(1, len(self.values))
        return self.rect.x + round((i + 1) * (self.rect.width - 1) / n)

    def _y(self, v: float) -> int:
        t = (v - self.middle) / self.half_range          # -1 .. 1, first seat ahead above
        t = max(-1.0, min(1.0, t))
        return self.rect.y + round((1 - t) * (self.rect.height - 1) / 2)

    def index_at(self, pos: tuple[int, int]) -> Optional[int]:
        """The action index whose point is nearest ``pos`` across (-1: the start), or None outside."""
        if not self.rect.collidepoint(pos):
            return None
        n = max(1, len(self.values))
        i = round((pos[0] - self.rect.x) * n / max(1, self.rect.width - 1)) - 1
        return max(-1, min(len(self.values) - 1, i))

    # ----- drawing ----------------------------------------------------------------------------------
    def _curve(self, palette, first_colour, second_colour) -> pygame.Surface:
        key = (self.rect.size, palette.name, first_colour, second_colour)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        w, h = self.rect.size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.fill((*palette.panel, 235))
        ox, oy = self.rect.topleft
        mid = self._y(self.middle) - oy
        pts = [(self._x(-1) - ox, self._y(self.start) - oy)] + \
              [(self._x(i) - ox, self._y(v) - oy) for i, v in enumerate(self.values)]
        # the area on each side of the middle line, in the colour of the side it favours
        for colour, above in ((first_colour, True), (second_colour, False)):
            clipped = [(x, min(y, mid) if above else max(y, mid)) for x, y in pts]
            poly = [(pts[0][0], mid), *clipped, (pts[-1][0], mid)]
            if len(poly) >= 3:
                pygame.draw.polygon(surf, (*colour, 150), poly)
        pygame.draw.line(surf, palette.text_dim, (0, mid), (w, mid), 1)
        if len(pts) >= 2:
            pygame.draw.lines(surf, palette.text, False, pts, 2)
        for i, mark in self.marks.items():
            if 0 <= i < len(self.values):
                colour = palette.bad if mark == "blunder" else palette.accent if mark == "mistake" else palette.neutral
                r = max(2, round(MARK_SIZES.get(mark, 3) * max(1.0, h / 160)))
                pygame.draw.circle(surf, colour, pts[i + 1], r)
                pygame.draw.circle(surf, palette.bg_bottom, pts[i + 1], r, 1)
        pygame.draw.rect(surf, palette.panel_edge, surf.get_rect(), 1)
        self._cache = (key, surf)
        return surf

    def draw(self, surface: pygame.Surface, palette, current: Optional[int], scale: float = 1.0,
             first_colour=None, second_colour=None) -> None:
        """The graph with a line at the position after action ``current`` (-1: the start; None: no line)."""
        if self.rect.width < 8 or self.rect.height < 8:
            return
        surface.blit(self._curve(palette, first_colour or palette.player1, second_colour or palette.player2),
                     self.rect.topleft)
        if current is not None:
            x = self._x(max(-1, min(len(self.values) - 1, current)))
            pygame.draw.line(surface, palette.focus, (x, self.rect.y), (x, self.rect.bottom - 1), max(2, round(2 * scale)))
        size = max(12, round(16 * scale))
        if self.unit == "win":
            top, bottom = "100%", "0%"
        else:
            top, bottom = f"+{self.half_range:,.0f}", f"-{self.half_range:,.0f}"
        for text, y in ((top, self.rect.y + 2), (bottom, self.rect.bottom - 2 - Theme.font(size).get_linesize())):
            label = Theme.text(text, size, palette.text_dim)
            if label.get_width() < self.rect.width // 3:
                surface.blit(label, (self.rect.x + 4, y))
