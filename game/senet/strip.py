"""The strip under the Senet board: the throwing mat with its sticks (at rest, in the air, the value
they give) and the two trays of counters borne off.

The strip at rest is one cached surface, drawn again (in place) when what it shows changes; only sticks in
the air are drawn per frame. A tray's title keeps the longest form of the side's name that fits beside
its count at one size for both trays.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ..scenes.canvas import draw_changed_parts, panel_card
from ..ui.theme import SMALLEST_FIT, Theme
from . import text
from .rules import Phase
from .view import StickThrow, blit_counter, die_sprite, side_display_colour, stick_sprite


@lru_cache(maxsize=8)
def _rotated(sprite: pygame.Surface, angle: float) -> pygame.Surface:
    """A stick at rest at its landing tilt: the same four for every redraw of the strip until the next throw."""
    return pygame.transform.rotate(sprite, angle)


class SenetStrip:
    """The mat, the sticks and the trays (a mixin of ``SenetScene``, on its state)."""

    # the strip under the board: mat at rest + trays (cached)
    def _lower(self) -> pygame.Surface:
        """The strip's picture: drawn whole for a new layout or palette; after that only its parts (the mat,
        each tray) whose look changed, each over its own area (``_drawn_into``; issue 39: the whole strip was
        drawn again, and copied to the window, when only the mat's prompt came or went). Each part is drawn
        clipped to its area, whole or alone, so the picture is the same either way."""
        key = (self.strip.size, tuple(self.mat), tuple(self.trays[0]), tuple(self.trays[1]), self.palette.name)
        parts = self._strip_parts()
        whole = key != self._lower_key or self.lower_surf is None
        if whole:
            self._lower_key = key
            surf = self._canvases[1].blank(self.strip.size)
        else:
            surf = self.lower_surf
        ox, oy = self.strip.topleft

        def draw(name, look):
            if name == "mat":
                self._draw_mat(surf, look[0], look[1], (ox, oy))
            else:
                self._draw_tray(surf, look[0], (ox, oy))
        drawn = draw_changed_parts(surf, (ox, oy), parts, {} if whole else self._strip_drawn, draw)
        if not whole:
            self._drawn_into += drawn
        self._strip_drawn = {name: look for name, (_area, look) in parts.items()}
        self.lower_surf = surf
        return surf

    _strip_drawn: dict = {}

    def _strip_parts(self) -> dict:
        """The strip's parts drawn again on their own: name -> (window area, what it shows)."""
        throwing = self.throw_tween is not None
        awaiting = (self.state.phase is Phase.THROW and self.human_to_act and not throwing and not self.reviewing)
        look = self.stick_look
        mat = (awaiting, throwing, self.shown_throw, None if look is None else tuple(look.tilt),
               self.app.input.last_device if awaiting else None)
        return {"mat": (self.mat, mat),
                "tray0": (self.trays[0], (0, self.shown_off[0], self.tray_title(0))),
                "tray1": (self.trays[1], (1, self.shown_off[1], self.tray_title(1)))}

    def _draw_mat(self, surf, awaiting: bool, throwing: bool, origin) -> None:
        pal, s = self.palette, self.app.scale
        ox, oy = origin
        mat = self.mat.move(-ox, -oy)
        pygame.draw.rect(surf, (*pal.wood_dark, 235), mat, border_radius=14)
        pygame.draw.rect(surf, tuple(max(0, v - 30) for v in pal.wood_dark), mat.inflate(-10, -10), 2, border_radius=10)
        pygame.draw.rect(surf, pal.focus if awaiting else pal.panel_edge, mat, 3 if awaiting else 1, border_radius=14)
        if not throwing:
            self._draw_sticks_at_rest(surf, (ox, oy), stale=awaiting)
        if awaiting:
            prompt = text.THROW_PROMPT[self.app.input.last_device]
            size = Theme.fit_size(prompt, self._text_size(), mat.width - 20, True)
            t = Theme.text(prompt, size, pal.focus, True)
            surf.blit(t, t.get_rect(midbottom=(mat.centerx, mat.bottom - int(8 * s))))

    def _tray_text_size(self, side: int) -> int:
        return self.text_size if self.trays[side].width > 260 * self.app.scale else self.small_size

    def _tray_rooms(self, stacked: bool) -> dict:
        """Per tray: (title size, width for the title, the width of two spaces at that size)."""
        s = self.app.scale
        pad, icon = int(8 * s), int(self.text_size * 1.1)
        out = {}
        for sd in (0, 1):
            size = self._tray_text_size(sd)
            font = Theme.font(size, True)
            widest = 0 if stacked else font.size(text.off_count(5))[0]
            out[sd] = (size, max(0, self.trays[sd].width - widest - 3 * pad - icon), font.size("  ")[0])
        return out

    def _title_fits_beside_count(self, form) -> bool:
        rooms = self._tray_rooms(False)
        return all(Theme.font(rooms[sd][0], True).size(form(sd))[0] <= rooms[sd][1] for sd in (0, 1))

    def tray_title(self, side: int) -> tuple[str, int]:
        """A tray's title and the width it has (beside the widest count, or the whole tray where the count
        stands under it): "Hounds · seat 1", else "Hounds · 1", else "Hounds", the two trays always in the
        same form (the first that fits both, at the tray's size or, failing that, shrunk to the smallest)."""
        stacked = getattr(self, "tray_stacked", False)
        rs = self.state.ruleset
        key = (side, stacked, rs, self.state.seat_of_side(0), self.state.seat_of_side(1), self.trays[0].size,
               self.trays[1].size, self.text_size, self.small_size)
        kept = getattr(self, "_tray_titles", None)
        if kept is None:
            kept = self._tray_titles = {}
        if key not in kept:         # font sizes measured once per layout, not on every move (~0.5 ms a tray)
            if len(kept) > 16:
                kept.clear()
            kept[key] = self._fit_tray_title(side, stacked, rs)
        return kept[key]

    def _fit_tray_title(self, side: int, stacked: bool, rs) -> tuple[str, int]:
        rooms = self._tray_rooms(stacked)
        forms = [lambda sd: text.tray_label(rs, sd, self.state.seat_of_side(sd)),
                 lambda sd: text.tray_label(rs, sd, self.state.seat_of_side(sd), short=True),
                 lambda sd: text.tray_label(rs, sd, None)]

        def room(title: str, sd: int) -> int:
            # a title ending in a seat number keeps two spaces from the count: "Black · 1" against
            # "0 / 5 off" read "Black · 10 / 5 off"
            _, width, gap = rooms[sd]
            return width - gap if title[-1:].isdigit() and not stacked else width

        def fits(form, at_size) -> bool:
            return all(Theme.font(at_size(sd), True).size(form(sd))[0] <= room(form(sd), sd) for sd in (0, 1))
        form = next((f for f in forms if fits(f, lambda sd: rooms[sd][0])), None) or \
            next((f for f in forms if fits(f, lambda sd: SMALLEST_FIT)), forms[-1])
        title = form(side)
        return title, max(0, room(title, side))

    def _draw_tray(self, surf, side: int, origin) -> None:
        pal, s = self.palette, self.app.scale
        ox, oy = origin
        tray = self.trays[side].move(-ox, -oy)
        surf.blit(panel_card(tray.size, pal, radius=10, alpha=215), tray.topleft)    # draw_panel, made once
        n = self.shown_off[side]
        pad = int(8 * s)
        icon = int(self.text_size * 1.1)
        size = self._tray_text_size(side)
        count = Theme.text(text.off_count(n), size, pal.good if n == 5 else pal.text, True)
        if self.tray_stacked:  # under the title
            below_title = tray.y + pad // 2 + 2 + Theme.font(size, True).get_linesize()
            count_at = count.get_rect(topleft=(tray.x + 2 * pad + icon, below_title))
        else:
            count_at = count.get_rect(topright=(tray.right - pad, tray.y + pad // 2 + 2))
        surf.blit(count, count_at)
        blit_counter(surf, (tray.x + pad + icon // 2, tray.y + pad // 2 + icon // 2), icon, side, pal)
        name, room = self.tray_title(side)
        label = Theme.text(name, Theme.fit_size(name, size, room, True), side_display_colour(pal, side), True)
        surf.blit(label, (tray.x + 2 * pad + icon, tray.y + pad // 2 + 2), pygame.Rect(0, 0, room, label.get_height()))
        size = int(self.slot * 0.9)
        for i in range(5):
            cx, cy = self.tray_slot(side, i)
            cx, cy = cx - ox, cy - oy
            if i < n:
                blit_counter(surf, (cx, cy), size, side, pal)
            else:
                socket = pygame.Rect(0, 0, int(size * 0.7), max(4, int(size * 0.22)))
                socket.center = (cx, cy + int(size * 0.36))
                pygame.draw.ellipse(surf, pal.panel_edge, socket, 1)

    def _stick_geometry(self):
        mat = self.mat
        length = int(min(mat.height * 0.5, mat.width * 0.4))
        width = max(6, int(length * 0.14))
        area_w = mat.width * 0.62
        gap = area_w / 4
        xs = [mat.x + mat.width * 0.06 + gap * (i + 0.5) for i in range(4)]
        cy = mat.y + mat.height * 0.46
        return length, width, xs, cy

    def _draw_sticks_at_rest(self, surf, origin, stale: bool = False) -> None:
        ox, oy = origin
        t = self.shown_throw
        pal = self.palette
        hc = pal.name == "high contrast"
        length, width, xs, cy = self._stick_geometry()
        if t is not None and t.die_faces is not None:
            self._draw_die(surf, t.die_faces[-1], 0.0, (xs[1] + xs[2]) / 2 - ox, cy - oy, length * 0.55, hc)
        else:
            look = self.stick_look
            for i, x in enumerate(xs):
                marked = bool(t.sticks[i]) if t is not None and t.sticks is not None else False
                spr = stick_sprite(length, width, marked, hc)
                angle = look.tilt[i] if look is not None else (i - 1.5) * 3
                spr = _rotated(spr, angle)
                if stale:
                    spr = spr.copy()
                    spr.set_alpha(150)
                surf.blit(spr, spr.get_rect(center=(int(x - ox), int(cy - oy))))
        self._draw_value(surf, (ox, oy), 1.0, stale)

    def _draw_die(self, surf, face, spin, x, y, size, hc) -> None:
        spr = die_sprite(int(size), face, hc)
        if spin:
            spr = pygame.transform.rotate(spr, spin)
        surf.blit(spr, spr.get_rect(center=(int(x), int(y))))

    def _draw_value(self, surf, origin, pop: float, stale: bool = False) -> None:
        """The throw's value at the right of the mat (pop: 0..1 scale-in; stale: the last
        turn's throw, shown dimmed while the next throw is awaited)."""
        ox, oy = origin
        pal = self.palette
        t = self.shown_throw
        mat = self.mat.move(-ox, -oy)
        area = pygame.Rect(mat.x + int(mat.width * 0.7), mat.y, int(mat.width * 0.28), mat.height)
        cy = mat.y + mat.height * 0.4
        if t is None:
            label = Theme.text(text.MAT_LABEL, self.small_size, pal.text_dim, True)
            surf.blit(label, label.get_rect(center=(area.centerx, int(cy))))
            return
        full = max(20, int(min(area.width * 0.9, mat.height * 0.5)))
        big = max(20, int(min(area.width * 0.9, mat.height * 0.5) * (0.5 + 0.5 * pop)))
        v = Theme.text(str(t.value), full, pal.text_dim if stale else pal.accent, True)
        if big < full:
            # growing in: the value drawn once at its full size and scaled, not drawn again at each frame's
            # size (a font and a text of ~200 px made on every frame of the pop, ~1 ms each, and the text
            # cache filled with sizes never seen again: issue 39)
            v = pygame.transform.smoothscale_by(v, big / full)
        surf.blit(v, v.get_rect(center=(area.centerx, int(cy))))
        top = int(cy + big * 0.38)
        self.caption_drawn = []      # (line, size, its rect on the screen): what a test can check
        for line, size in self._caption_lines(text.throw_caption(t, stale), area.width + 10, mat.bottom - top):
            c = Theme.text(line, size, pal.text_dim if stale else pal.text, False)
            r = surf.blit(c, c.get_rect(midtop=(area.centerx, top)))
            self.caption_drawn.append((line, size, r.move(ox, oy)))
            top += Theme.font(size).get_linesize()

    def _caption_lines(self, caption: str, width: int, room: int) -> list[tuple[str, int]]:
        """The caption under the throw's value: one line, shrunk to fit, or two where one would shrink below
        80% of the panel's small text and two fit the mat (at 640x480 with 150% text "no marked side up" was
        drawn at size 13 of 21, a line 10 pixels high, in the lesson that teaches it)."""
        size = Theme.fit_size(caption, self.small_size, width)
        if size < self.small_size * 0.8:
            lines = Theme.wrap(caption, self.small_size, width)
            two = min(Theme.fit_size(line, self.small_size, width) for line in lines)
            if len(lines) == 2 and two > size and 2 * Theme.font(two).get_linesize() <= room:
                return [(line, two) for line in lines]
        return [(caption, size)]

    def _draw_sticks(self, surface) -> None:
        """Sticks in the air (per frame, only while a throw animates)."""
        tw = self.throw_tween
        if tw is None or self.shown_throw is None:
            return
        t = min(1.0, tw.elapsed / tw.duration) if tw.duration > 0 else 1.0
        pal = self.palette
        hc = pal.name == "high contrast"
        length, width, xs, cy = self._stick_geometry()
        throw = self.shown_throw
        look = self.stick_look
        air = StickThrow.AIR
        rise = self.mat.height * 0.2
        if throw.die_faces is not None:
            u = min(1.0, t / air)
            faces = throw.die_faces
            if u < 1.0:
                k = int(u * 9)
                face = (k * 5 + 3) % 6 + 1 if k < 8 else faces[-1]
                if len(faces) > 1 and 0.45 < u < 0.6:
                    face = 6
            else:
                face = faces[-1]
            lift = rise * math.sin(math.pi * min(1.0, u * 1.1)) if u < 0.9 else 0
            spin = (1 - u) * 540
            self._draw_die(surface, face, spin, (xs[1] + xs[2]) / 2, cy - lift, length * 0.55, hc)
        else:
            for i, x in enumerate(xs):
                dx, lift, angle, marked = look.pose(i, t)
                spr = stick_sprite(length, width, marked, hc)
                spr = pygame.transform.rotate(spr, angle)
                surface.blit(spr, spr.get_rect(center=(int(x + dx * width * 4), int(cy - lift * rise))))
        if t >= air:
            pop = min(1.0, (t - air) / (1 - air) * 1.6)
            self._draw_value(surface, (0, 0), pop)
