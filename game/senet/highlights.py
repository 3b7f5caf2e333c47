"""What the Senet board shows over its cached layers each frame: the lit counters, the chosen move
(its path, where it lands, what it swaps, captures or sends into the water), the keyboard cursor, and the
counter travelling along its path during a move's animation.

Drawn straight onto the frame (they follow the pointer and the animation); the board and the counters
under them are the view's cached layers.
"""
from __future__ import annotations

import math

import pygame

from ..ui import input as inp
from ..ui.anim import along_path
from .rules import OFF
from .view import blit_counter


class SenetHighlights:
    """The marks drawn over the board each frame (a mixin of ``SenetScene``, on its state)."""

    # highlights: rings on movable counters, the chosen move's path, target and victims
    def _draw_highlights_under(self, surface) -> None:
        movable = self.movable()
        if not movable:
            return
        pal = self.palette
        c = self.view.cell
        w = max(2, c // 22)
        for h in movable:
            r = self.view.house_rect(h).inflate(-w * 2, -w * 2)
            col = pal.accent if h == self.selected else pal.focus
            pygame.draw.rect(surface, col, r, w * (2 if h == self.selected else 1), border_radius=max(3, c // 10))
            if h == self.selected:
                self.view.number_over(surface, h)

    def _draw_highlights_over(self, surface) -> None:
        pal = self.palette
        c = self.view.cell
        move, firm = self.preview_move()
        if move is not None:
            side = self.state.current_side
            size = self.view.counter_size
            w = max(2, c // 22)
            if firm:
                pts = [self.view.house_center(h) for h in move.path if h != OFF]
                for p in pts[:-1]:
                    pygame.draw.circle(surface, pal.accent, p, max(3, c // 14))
            if move.to_house == OFF:
                dest = self.tray_slot(side, min(4, self.shown_off[side]))
                rad = int(self.slot * 0.5)
                pygame.draw.circle(surface, pal.good, dest, rad, w)
                blit_counter(surface, dest, int(self.slot * 0.9), side, pal, 150)
            else:
                dr = self.view.house_rect(move.to_house)
                pygame.draw.rect(surface, pal.good, dr.inflate(-w * 2, -w * 2), w * 2, border_radius=max(3, c // 10))
                self.view.number_over(surface, move.to_house)    # the house chosen: its number stays readable
                if self.shown_board[move.to_house] is None:
                    blit_counter(surface, dr.center, size, side, pal, 150 if firm else 110)
                if move.final_house not in (move.to_house, OFF):   # water / curse: falls back
                    self._arrow(surface, dr.center, self.view.house_center(move.final_house), pal.bad, w)
                    blit_counter(surface, self.view.house_center(move.final_house), size, side, pal, 110)
                elif move.final_house == OFF and move.to_house != OFF:  # lands on 30 and leaves
                    self._arrow(surface, dr.center, self.tray_slot(side, min(4, self.shown_off[side])), pal.good, w)
            if move.displaced_from is not None:
                vr = self.view.house_rect(move.displaced_from)
                pygame.draw.rect(surface, pal.bad, vr.inflate(-w * 5, -w * 5), w * 2, border_radius=max(3, c // 10))
                self.view.number_over(surface, move.displaced_from)
                if firm:
                    to = self.view.house_center(move.displaced_to)
                    self._arrow(surface, (vr.centerx, vr.centery + c // 5), (to[0], to[1] + c // 5), pal.bad, w)
                    if move.displaced_to != move.from_house:
                        blit_counter(surface, to, size, 1 - side, pal, 120)
        # keyboard / pad cursor: corner brackets on the counter (or the chosen destination)
        if self.app.input.last_device in (inp.KEYBOARD, inp.PAD) and self.hud.focus < 0 and self.movable():
            if self.selected is not None and move is not None:
                if move.to_house == OFF:
                    p = self.tray_slot(self.state.current_side, min(4, self.shown_off[self.state.current_side]))
                    r = pygame.Rect(0, 0, self.slot + 8, self.slot + 8)
                    r.center = p
                else:
                    r = self.view.house_rect(move.to_house)
            elif self.cursor is not None:
                r = self.view.house_rect(self.cursor)
            else:
                return
            self._brackets(surface, r.inflate(6, 6), pal.focus)

    def _brackets(self, surface, r, col) -> None:
        arm = max(5, r.width // 4)
        w = 3
        for (cx, cy, sx, sy) in ((r.left, r.top, 1, 1), (r.right, r.top, -1, 1),
                                 (r.left, r.bottom, 1, -1), (r.right, r.bottom, -1, -1)):
            pygame.draw.line(surface, col, (cx, cy), (cx + sx * arm, cy), w)
            pygame.draw.line(surface, col, (cx, cy), (cx, cy + sy * arm), w)

    def _arrow(self, surface, a, b, col, w) -> None:
        dx, dy = b[0] - a[0], b[1] - a[1]
        d = math.hypot(dx, dy)
        if d < 4:
            return
        ux, uy = dx / d, dy / d
        head = max(8, self.view.cell // 6)
        end = (b[0] - ux * head * 0.6, b[1] - uy * head * 0.6)
        pygame.draw.line(surface, col, a, end, w)
        left = (b[0] - ux * head - uy * head * 0.55, b[1] - uy * head + ux * head * 0.55)
        right = (b[0] - ux * head + uy * head * 0.55, b[1] - uy * head - ux * head * 0.55)
        pygame.draw.polygon(surface, col, [b, left, right])

    def _draw_legs(self, surface) -> None:
        if not self.legs or self.leg_index >= len(self.legs):
            return
        leg = self.legs[self.leg_index]
        if leg.tween is None or leg.tween.done:
            return
        t = leg.tween.t
        pts = [self.place_pos(p) for p in leg.places]  # looked up each frame: a resize mid-move stays right
        x, y = along_path(pts, t)
        lift = self.view.cell * 0.18 * math.sin(math.pi * t)
        end_is_tray = isinstance(leg.places[-1], tuple)
        size = self.view.counter_size
        if end_is_tray:
            size = int(size + (self.slot * 0.9 - size) * t)
        blit_counter(surface, (x, y - lift), size, leg.side, self.palette)
