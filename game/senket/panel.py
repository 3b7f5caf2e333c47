"""The Senket scene's side panel: title, whose turn and what stage of it, the score if the game ended
now (a click on it says why), the message, the overlay's legend, the controls line and the buttons.

Drawn again only when what it shows changes (kept as a picture otherwise); the legend is drawn once per
layout.
"""
from __future__ import annotations

import pygame

from ..ui import input as inp
from ..ui.theme import Theme
from .rules import SECOND, FIRST
from .value_marks import fmt_num
from .view import draw_post


SMALLEST_TEXT = 14      # no text on the board's panel is smaller (font size), whatever the window
HINT_TEXT_SIZE = 16     # the controls line under the panel: read once, but it must be readable at 800×600

HINTS = {
    inp.MOUSE: "Click a point: post · click or drag from your post to a knight-step post: fence · "
               "right-click: cancel · click the score: why",
    inp.KEYBOARD: "Arrows: move · Enter: post / pick fence ends · X: all fences · P: end turn or pass · "
                  "Ctrl+Z: undo · T: overlay · I: why this score · Esc: cancel / pause",
    inp.PAD: "A: post / pick fence ends · B: cancel · X: all fences · Back: end turn or pass · "
             "Y: undo · LB/RB: buttons · Start: pause, why this score",
}

# With the overlay on and too little room for both its legend and the whole controls line (a 1366×768 laptop
# at 150% text), the controls shrink to a turn's moves and the way to the pause menu, so that the legend fits
# too; where even that leaves no room, the controls stay whole and the legend waits (a newcomer needs them more)
SHORT_HINTS = {
    inp.MOUSE: "Click: post · drag from your post: fence · right-click: cancel",
    inp.KEYBOARD: "Enter: post / fence · P: end turn · T: overlay · Esc: pause",
    inp.PAD: "A: post / fence · B: cancel · Back: end turn · Start: pause",
}


class SenketPanel:
    """The side panel (a mixin of ``SenketScene``, on its state)."""

    def _legend(self, width: int, compact: bool = False) -> pygame.Surface:
        """What the overlay's marks mean: drawn once per layout, in two columns. ``compact``: one row, at the
        largest text down to two thirds of the usual that fits it, for a panel where the two rows leave no
        room (1280×800 at 150% text, where the legend used to give way to the controls line)."""
        s = self.app.scale
        size = max(SMALLEST_TEXT, int(19 * s))
        if not compact:
            return self._legend_grid(width, size, max(12, int(18 * s)), columns=2)
        sw, smallest = max(12, int(14 * s)), max(SMALLEST_TEXT, int(12 * s))
        while size > smallest and self._legend_row_width(size, sw) > width:
            size -= 1
        columns = 4 if self._legend_row_width(size, sw) <= width else 2
        return self._legend_grid(width, size, sw, columns)

    def _legend_items(self, size: int, sw: int) -> list[tuple[pygame.Surface, str]]:
        from .view import territory_tint
        pal = self.palette
        items = []
        # territory: half red, half blue tint
        sq = pygame.Surface((sw, sw), pygame.SRCALPHA)
        pygame.draw.rect(sq, territory_tint(pal, FIRST), (0, 0, sw // 2, sw))
        pygame.draw.rect(sq, territory_tint(pal, SECOND), (sw // 2, 0, sw - sw // 2, sw))
        items.append((sq, "Territory"))
        sq = pygame.Surface((sw, sw), pygame.SRCALPHA)
        sq.fill(pal.wood)
        for k in range(-sw, sw, max(4, sw // 3)):
            pygame.draw.line(sq, tuple(int(c * 0.7) for c in pal.neutral), (k, sw), (k + sw, 0), 2)
        items.append((sq, "Neutral"))
        sq = pygame.Surface((sw, sw), pygame.SRCALPHA)
        pygame.draw.circle(sq, pal.player2, (sw // 2, sw // 2), sw // 3)
        pygame.draw.line(sq, pal.player1, (2, 2), (sw - 3, sw - 3), max(2, sw // 6))
        pygame.draw.line(sq, pal.player1, (2, sw - 3), (sw - 3, 2), max(2, sw // 6))
        items.append((sq, "Prisoner"))
        num = Theme.text("25", max(12, size - 4), (255, 255, 255), True)
        sq = pygame.Surface((num.get_width() + 8, sw), pygame.SRCALPHA)
        pygame.draw.rect(sq, tuple(int(c * 0.55) for c in pal.player1), sq.get_rect(), border_radius=sw // 2)
        sq.blit(num, num.get_rect(center=sq.get_rect().center))
        items.append((sq, "Group value"))
        return items

    def _legend_row_width(self, size: int, sw: int) -> int:
        """The width of the four marks with their names in one row, each as wide as it needs."""
        gap = int(8 * self.app.scale)
        return sum(icon.get_width() + 2 * gap + Theme.font(size).size(text)[0]
                   for icon, text in self._legend_items(size, sw)) - gap

    def _legend_grid(self, width: int, size: int, sw: int, columns: int) -> pygame.Surface:
        s = self.app.scale
        gap = int(8 * s)
        items = self._legend_items(size, sw)
        line_h = max(sw, Theme.font(size).get_linesize()) + int(4 * s)
        if columns == len(items):      # one row: each mark as wide as its name, spread over the width
            widths = [icon.get_width() + gap + Theme.font(size).size(text)[0] for icon, text in items]
            spare = (width - sum(widths)) // (len(items) - 1)
            xs = [sum(widths[:i]) + i * spare for i in range(len(items))]
        else:
            xs = [(i % columns) * (width // columns) for i in range(len(items))]
        out = pygame.Surface((width, -(-len(items) // columns) * line_h), pygame.SRCALPHA)
        for i, (icon, text) in enumerate(items):
            x, y = xs[i], (i // columns) * line_h
            room = (width // columns if columns < len(items) else width) - icon.get_width() - 10
            out.blit(icon, (x, y + (line_h - icon.get_height()) // 2))
            t = Theme.text(text, Theme.fit_size(text, size, room), self.palette.text_dim)
            out.blit(t, (x + icon.get_width() + gap, y + (line_h - t.get_height()) // 2))
        return out

    def _legend_at(self, width: int, compact: bool = False) -> pygame.Surface:
        """The legend for this panel width, drawn again only when the layout changes."""
        if not self._legend_surface:
            self._legend_surface = {}
        if (width, compact) not in self._legend_surface:
            self._legend_surface[(width, compact)] = self._legend(width, compact)
        return self._legend_surface[(width, compact)]

    def _controls_and_legend(self, whole: list[str], short: list[str], line_h: int, space: int):
        """The controls line's lines and the legend (or None) for ``space`` pixels of panel: the whole controls
        and legend where both fit with room left for a message; else the short controls, then the compact
        legend beside the whole, then beside the short controls; where nothing fits, the controls stay whole
        and the legend waits (a newcomer needs the controls more)."""
        s, width = self.app.scale, self.info_rect.width
        full, compact = self._legend_at(width), self._legend_at(width, compact=True)
        for lines, legend in ((whole, full), (short, full), (whole, compact), (short, compact)):
            if space - len(lines) * line_h - int(10 * s) - legend.get_height() >= int(40 * s):
                return lines, legend
        return whole, None

    def _info_need(self, width: int) -> int:
        """The height ``hud_picture`` needs above the buttons for everything it shows in ``width``: the title,
        whose turn, the score, two lines of message, the legend and the longest controls line (at 150% text
        the buttons in one column left no room for the legend nor the controls line)."""
        s = self.app.scale
        head = (Theme.font(int(40 * s), True).get_linesize() + Theme.font(int(20 * s)).get_linesize() + int(10 * s)
                + 2 * int(13 * s) + int(8 * s) + Theme.font(int(22 * s)).get_linesize() + int(14 * s)
                + Theme.font(int(20 * s)).get_linesize() + int(4 * s) + 2 * int(30 * s) + int(12 * s))
        hsize = max(HINT_TEXT_SIZE, int(18 * s))
        hint = max(len(Theme.wrap(h, hsize, width)) for h in HINTS.values()) * Theme.font(hsize).get_linesize()
        legend = self._legend(width).get_height() + int(10 * s) if self.overlay else 0
        return head + hint + int(10 * s) + legend + 2 * Theme.font(int(22 * s)).get_linesize()

    @staticmethod
    def _message_lines(message: str, size: int, width: int, room: int) -> tuple[int, list[str]]:
        """(size, lines) of the message in ``room`` pixels: smaller (not under ``SMALLEST_TEXT``) until it
        fits whole; else the lines that fit, the last one ending in "…" (at 150% text the viewer's sentence
        stopped at "step through the")."""
        lines = Theme.wrap(message, size, width)
        while size > SMALLEST_TEXT and len(lines) * Theme.font(size).get_linesize() > room:
            size -= 1
            lines = Theme.wrap(message, size, width)
        fit = max(0, room // Theme.font(size).get_linesize())
        if len(lines) > fit:
            lines = lines[:fit]
            if lines:
                last = lines[-1]
                while last and Theme.font(size).size(last + "…")[0] > width:
                    last = last[:-1]
                lines[-1] = last.rstrip() + "…"
        return size, lines

    @staticmethod
    def _spaced_text(words: str, size: int, colour) -> pygame.Surface:
        """Small text with its spaces kept: the default font's space is a pixel or two wide at small sizes
        ("0groups"), so each word is drawn apart with a gap of a third of the size."""
        parts = [Theme.text(w, size, colour) for w in words.split(" ")]
        gap = max(3, size // 3)
        out = pygame.Surface((sum(p.get_width() for p in parts) + gap * (len(parts) - 1),
                              max(p.get_height() for p in parts)), pygame.SRCALPHA)
        x = 0
        for part in parts:
            out.blit(part, (x, 0))
            x += part.get_width() + gap
        return out

    _hud_picture = None     # (key, the panel's text over its backdrop), ``hud_picture``

    def layout(self, size) -> None:
        self._hud_picture = None      # drawn over the old backdrop; goes before the new one is made
        super().layout(size)

    def _hud_key(self) -> tuple:
        """Everything the panel's text and marks show, or are placed by (the backdrop under them is the
        layout's: a new layout drops the kept picture)."""
        g, res = self.state, self.score_result
        over = g.is_over
        return (tuple(self.info_rect), self.app.scale, id(self.palette), self.view.distinct_shapes, g.size,
                g.scoring, over, None if over else self.guide_status(), g.to_move, self.person_seat(),
                tuple(self.names[p] for p in (FIRST, SECOND)), self._stage_text(),
                None if res is None else (res.winner, tuple((fmt_num(res.totals[p]), len(res.groups_of(p)))
                                                            for p in (FIRST, SECOND))),
                self.mode_hint(), self.app.input.last_device, bool(self.overlay), self.message,
                self.message_bad)

    def hud_picture(self) -> tuple[pygame.Rect, pygame.Surface, tuple]:
        """The panel's text over its backdrop, as a picture: (window area, picture, key). Drawn again only when
        something it shows changed (issue 39: drawing its text again was ~40% of a frame while the computer
        thinks), off the window, so a frame that changes nothing on it does not draw it at all
        (``BoardScene.draw``)."""
        key = self._hud_key()
        area = self.info_rect.inflate(8, 8).clip(pygame.Rect((0, 0), self.size))
        kept = self._hud_picture
        if kept is not None and kept[0] == key and kept[1].get_size() == area.size:
            return area, kept[1], key
        picture = kept[1] if kept is not None and kept[1].get_size() == area.size else pygame.Surface(area.size)
        picture.blit(self.backdrop, (0, 0), area)
        picture.blit(self.panel_back, (self._panel_shown.x - area.x, self._panel_shown.y - area.y))
        info = self.info_rect
        self.info_rect = info.move(-area.x, -area.y)       # the text is placed by its rectangle: here, the picture's
        try:
            self._draw_hud_text(picture)
        finally:
            self.info_rect = info
        if self._score_rect is not None:
            self._score_rect = self._score_rect.move(area.topleft)    # a click on the window's score
        self._hud_picture = (key, picture)
        return area, picture, key

    def _draw_hud_text(self, surface) -> None:
        pal, s, g = self.palette, self.app.scale, self.state
        r = self.info_rect
        x, y = r.x, r.y
        title = Theme.text("Senket", int(40 * s), pal.accent, True)
        surface.blit(title, (x, y))
        sub = f"{g.size} × {g.size} board · {'area' if g.scoring == 'area' else 'post'} scoring"
        room = r.right - x - title.get_width() - int(12 * s)
        if Theme.font(int(20 * s)).size(sub)[0] <= room:
            st = Theme.text(sub, int(20 * s), pal.text_dim)
            surface.blit(st, (x + title.get_width() + int(12 * s), y + title.get_height() - st.get_height() - 3))
            y += title.get_height() + int(12 * s)
        else:
            y += title.get_height()
            st = Theme.text(sub, Theme.fit_size(sub, int(20 * s), r.width), pal.text_dim)
            surface.blit(st, (x, y))
            y += st.get_height() + int(10 * s)
        # whose turn
        icon_r = int(13 * s)
        done = None if g.is_over else self.guide_status()
        if g.is_over:
            who = self.score_result.winner
            turn_text = "A tie" if who is None else f"{self.names[who]} wins"
        elif done is not None:    # a solved puzzle, a lesson step done: the person's colour
            seat = self.person_seat()
            who = g.to_move if seat is None else (FIRST, SECOND)[seat]
            turn_text = done[0]
        else:
            who = g.to_move
            turn_text = f"{self.names[who]} to move"
        tx = x
        if who is not None:
            draw_post(surface, pal, int(who), (x + icon_r, y + icon_r + 2), icon_r, self.view.distinct_shapes)
            tx = x + 2 * icon_r + int(10 * s)
        tt = Theme.text(turn_text, Theme.fit_size(turn_text, int(34 * s), r.right - tx, True), pal.text, True)
        surface.blit(tt, (tx, y + icon_r + 2 - tt.get_height() // 2))
        y += 2 * icon_r + int(8 * s)
        stage = self._stage_text()
        self.status_drawn = (turn_text, stage)      # what a test checks
        sg = Theme.text(stage, Theme.fit_size(stage, int(22 * s), r.width), pal.text_dim)
        surface.blit(sg, (x, y))
        y += sg.get_height() + int(14 * s)
        # running totals
        res = self.score_result
        score_top = y
        cap = "Final score" if g.is_over else "Score if the game ended now"
        ct = Theme.text(cap, Theme.fit_size(cap, int(20 * s), r.width), pal.text_dim)
        surface.blit(ct, (x, y))
        y += ct.get_height() + int(4 * s)
        lead = res.winner if res is not None else None
        row_h = int(30 * s)
        for p in (FIRST, SECOND):
            draw_post(surface, pal, int(p), (x + int(9 * s), y + row_h // 2), int(8 * s), self.view.distinct_shapes)
            name = Theme.text(self.names[p], int(28 * s), pal.text, p == lead)
            surface.blit(name, (x + int(26 * s), y + (row_h - name.get_height()) // 2))
            val = fmt_num(res.totals[p]) if res is not None else "0"
            ngroups = len(res.groups_of(p)) if res is not None else 0
            detail = f"{ngroups} group{'s' if ngroups != 1 else ''}"
            vt = Theme.text(val, int(30 * s), pal.accent if p == lead else pal.text, True)
            surface.blit(vt, (r.right - vt.get_width(), y + (row_h - vt.get_height()) // 2))
            dt = self._spaced_text(detail, max(SMALLEST_TEXT, int(18 * s)), pal.text_dim)
            dx = r.right - vt.get_width() - dt.get_width() - int(10 * s)
            if dx > x + int(26 * s) + name.get_width() + int(6 * s):
                surface.blit(dt, (dx, y + (row_h - dt.get_height()) // 2 + 2))
            y += row_h
        self._score_rect = pygame.Rect(x, score_top, r.width, y - score_top)    # a click here: why this score
        y += int(12 * s)
        # from the bottom up: controls for the device in use, then the legend
        bottom = r.bottom
        mode_hint = self.mode_hint()
        device = self.app.input.last_device
        hint = mode_hint or HINTS.get(device, HINTS[inp.MOUSE])
        hsize = max(HINT_TEXT_SIZE, int(18 * s))
        hl = Theme.font(hsize).get_linesize()
        lines = Theme.wrap(hint, hsize, r.width)
        legend = self._legend_at(r.width) if self.overlay else None
        if self.overlay:
            short = lines if mode_hint else Theme.wrap(SHORT_HINTS.get(device, SHORT_HINTS[inp.MOUSE]), hsize, r.width)
            lines, legend = self._controls_and_legend(lines, short, hl, bottom - y)
        hy = bottom - len(lines) * hl
        self.panel_shown = {"hint": hy >= y + 2 * hl, "legend": False, "message": []}     # what a test checks
        if hy >= y + 2 * hl:
            for line in lines:
                surface.blit(Theme.text(line, hsize, pal.text_dim), (x, hy))
                hy += hl
            bottom -= len(lines) * hl + int(10 * s)
        if legend is not None and bottom - legend.get_height() >= y + int(40 * s):
            self.panel_shown["legend"] = "compact" if legend is self._legend_at(r.width, compact=True) else "whole"
            surface.blit(legend, (x, bottom - legend.get_height()))
            bottom -= legend.get_height() + int(10 * s)
        # the last reason or hint, in what is left between
        size = int(22 * s)
        line_h = Theme.font(size).get_linesize()
        self._message_room = (bottom - y, r.width, size)
        if self.message:
            col = pal.bad if self.message_bad else pal.text
            size, lines = self._message_lines(self.message, size, r.width, bottom - y)
            self.panel_shown["message"] = lines
            line_h = Theme.font(size).get_linesize()
            for line in lines:
                surface.blit(Theme.text(line, size, col), (x, y))
                y += line_h
