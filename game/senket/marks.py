"""What the Senket scene draws over its cached board picture each frame: the post just played (or this
turn's), ripples, where a fence from the chosen post could go, the fence being drawn with its legality
(and a refusal's reason beside it), the hover ghost and the keyboard cursor.
"""
from __future__ import annotations

import pygame

from ..ui import input as inp
from ..ui.theme import Theme
from ..ui.widgets import draw_panel
from .text import refusal
from .sides import SECOND
from .view import draw_post


class SenketMarks:
    """The marks drawn over the board each frame (a mixin of ``SenketScene``, on its state)."""

    def _draw_marks(self, surface) -> None:
        g, v, pal = self.state, self.view, self.palette
        r = v.post_r
        ring = max(2, r // 3)
        # this turn's post, or the last turn's post
        pend = g.pending.post
        if pend is not None:
            self._ring(surface, pal.focus, pend, ring + 1, ring)
        else:
            last = g.last_post
            if last is not None:
                self._ring(surface, pal.text, last, ring, max(1, ring - 1))
        for t in self.ripples:
            rad = int(r + t.t * v.cell * 0.7)
            col = self._colour(g.post_at(t.data) or int(g.to_move))
            pygame.draw.circle(surface, col, v.to_px(t.data), rad, max(1, int(ring * (1 - t.t)) + 1))
        for q in self._targets:
            self._ring(surface, pal.good, q, ring + 1, ring)
        if self.fence_start is not None:
            self._ring(surface, pal.accent, self.fence_start, 2 * ring, ring + 1)
        if self.preview is not None:
            a, b, reason = self.preview
            col = pal.good if reason is None else pal.bad
            pygame.draw.line(surface, col, v.to_px(a), v.to_px(b), v.fence_w + 2)
            pygame.draw.circle(surface, col, v.to_px(b), max(3, r // 2))
            if reason is not None:
                self._tooltip(surface, refusal(reason), v.to_px(a), v.to_px(b), col)
        device = self.app.input.last_device
        if self.accepting and device == inp.MOUSE and self.hover is not None and self.preview is None \
                and g.pending.post is None and g.post_at(self.hover) == 0 and self.drag_from is None:
            ghost = pygame.Surface((4 * r, 4 * r), pygame.SRCALPHA)
            draw_post(ghost, pal, int(g.to_move), (2 * r, 2 * r), r, v.distinct_shapes, alpha=130)
            surface.blit(ghost, ghost.get_rect(center=v.to_px(self.hover)))
        if device in (inp.KEYBOARD, inp.PAD) and not self.reviewing and not self.viewing:
            cx, cy = v.to_px(self.cursor)
            half = max(r + ring + 3, v.cell // 2 - 1)
            rect = pygame.Rect(cx - half, cy - half, 2 * half, 2 * half)
            pygame.draw.rect(surface, (0, 0, 0), rect.inflate(2, 2), 4, border_radius=4)
            pygame.draw.rect(surface, pal.focus, rect, 2, border_radius=4)

    def _ring(self, surface, colour, p, gap: int, width: int) -> None:
        """A mark around the post at ``p``, ``gap`` beyond its edge, in the post's own shape. A circle around a
        square post covered the square's corners: Blue's last post read as a disc, Red's shape, to a player who
        tells the sides by shape (seen on a 31x31 board at 1920x1080)."""
        v = self.view
        r = v.post_r + gap
        if self.state.post_at(p) == SECOND and v.distinct_shapes:
            rect = pygame.Rect(0, 0, 2 * r, 2 * r)
            rect.center = v.to_px(p)
            pygame.draw.rect(surface, colour, rect, width, border_radius=max(1, r // 3))
        else:
            pygame.draw.circle(surface, colour, v.to_px(p), r, width)

    def _tooltip(self, surface, text: str, a, b, col) -> None:
        """The refusal reason beside the fence's far end, clear of the fence."""
        s = self.app.scale
        size = max(15, int(22 * s))
        lines = Theme.wrap(text, size, int(self.view.rect.width * 0.5))
        surfs = [Theme.text(line, size, self.palette.text) for line in lines]
        w = max(t.get_width() for t in surfs) + int(20 * s)
        h = sum(t.get_height() for t in surfs) + int(12 * s)
        gap = self.view.post_r + int(10 * s)
        box = pygame.Rect(0, 0, w, h)
        candidates = []
        for place in ("above", "below", "right", "left"):
            if place == "above":
                box.midbottom = (b[0], b[1] - gap)
            elif place == "below":
                box.midtop = (b[0], b[1] + gap)
            elif place == "right":
                box.midleft = (b[0] + gap, b[1])
            else:
                box.midright = (b[0] - gap, b[1])
            trial = box.clamp(self.view.rect)
            clear = not trial.clipline(a, b) and not trial.inflate(gap, gap).collidepoint(b)
            candidates.append((not clear, trial))
            if clear:
                break
        box = min(candidates, key=lambda c: c[0])[1]
        draw_panel(surface, box, self.palette, radius=8, alpha=240)
        pygame.draw.rect(surface, col, box, 2, border_radius=8)
        y = box.y + int(6 * s)
        for t in surfs:
            surface.blit(t, (box.x + int(10 * s), y))
            y += t.get_height()
