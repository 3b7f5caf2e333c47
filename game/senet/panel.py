"""The Senet scene's side panel: the heading, whose turn it is, what just happened, the chosen move in
words, the special houses, earlier turns and the controls line.

One cached surface, drawn again (in place, from the panel's empty card) when its key changes: the
position, the layout, the palette, the input device, a throw in the air, the review, the HUD focus.
"""
from __future__ import annotations

import pygame

from ..scenes.canvas import draw_changed_parts, panel_card
from ..ui.theme import SMALLEST_FIT, Theme
from . import text
from .rules import ExtraThrow, Phase
from .text import RULESET_INFO
from .view import blit_counter, side_display_colour


class SenetPanel:
    """The side panel (a mixin of ``SenetScene``, on its state)."""

    def _hint_lines(self, hint: str, rect: pygame.Rect) -> tuple[int, list[str]]:
        """(size, lines) of the controls line in ``rect``: smaller when it takes more than three lines (not
        under 13, read at 800x600 too), then as small as 12 where the room is less than its lines; lines
        that still do not fit are left out."""
        size = self.small_size
        lines = Theme.wrap(hint, size, rect.width)
        if len(lines) > 3:
            size = max(13, int(self.small_size * 0.85))
            lines = Theme.wrap(hint, size, rect.width)
        while size > SMALLEST_FIT and len(lines) * Theme.font(size).get_linesize() > rect.height:
            size -= 1
            lines = Theme.wrap(hint, size, rect.width)
        return size, lines[:rect.height // Theme.font(size).get_linesize()]

    def _message_lines(self, width: int, height: int) -> tuple[int, list[str]]:
        """(size, lines) of the message in ``width`` x ``height``: at the text size if all of it fits, else
        small, and only whole sentences, in order (one cut off mid-way says something else)."""
        size = self.text_size
        if sum(len(Theme.wrap(x, size, width)) for x in self.message) * Theme.font(size).get_linesize() > height:
            size = self.small_size
        step = Theme.font(size).get_linesize()
        lines: list[str] = []
        for sentence in self.message:
            block = Theme.wrap(sentence, size, width)
            if (len(lines) + len(block)) * step > height:
                break
            lines += block
        return size, lines

    def _draw_heading(self, surf: pygame.Surface, pad: int, y: int, inner_w: int, legend: str = "") -> None:
        """The title, the rule set and (heading 2) the options line, at the panel's top; ``legend``: the
        special houses in a line, in the options line's place (``_legend_up``)."""
        pal = self.palette
        title = Theme.text(text.TITLE, self.title_size, pal.accent, True)
        surf.blit(title, (pad, y))
        rs = RULESET_INFO[self.options.ruleset].display_name
        opts = legend or text.options_line(self.options)
        if self.compact:  # the rule set beside the title, the options under it
            room = inner_w - title.get_width() - pad
            t = Theme.text(rs, Theme.fit_size(rs, self.text_size, room), pal.text)
            surf.blit(t, (pad + title.get_width() + pad, y + title.get_height() - t.get_height() - 2))
        lines = () if self.heading < 2 else (opts,) if self.compact else (rs, opts)
        y += title.get_height() + 2
        for line in lines:
            t = Theme.text(line, Theme.fit_size(line, self.small_size, inner_w), pal.text if line == rs else pal.text_dim)
            surf.blit(t, (pad, y))
            y += Theme.font(self.small_size).get_linesize()

    def _legend_up(self, width: int) -> str:
        """The special houses in one line for the options line's place, or "": under the board in a small
        window with large text (800x600 at 150%) the message area has no room for them and a line of what
        just happened, and they were left out; the options line only repeats the setup's choices."""
        short = text.house_notes_short(self.options)
        if not (self.compact and self.heading == 2 and short):
            return ""
        sh = Theme.font(self.small_size).get_linesize()
        lines = Theme.wrap(short, self.small_size, width)
        if self.message_rect.height >= len(lines) * sh + int(6 * self.app.scale) + sh:
            return ""
        return short if Theme.fit_size(short, self.small_size, width) >= SMALLEST_FIT else ""

    # the side panel (cached)
    def _panel(self) -> pygame.Surface:
        """The side panel's picture: drawn whole for a new layout, palette or heading; after that only its parts
        (the turn box, the message, the controls line) whose look changed, each over its own area of the empty
        card (``_drawn_into``; issue 39: the whole panel was drawn again, and copied to the window, on every
        move)."""
        throwing = self.throw_tween is not None
        busy = self.anims.busy
        inner_w = self.panel.width - 2 * self.pad
        legend_up = self._legend_up(inner_w)
        key = (self.panel.size, tuple(self.panel), self.palette.name, legend_up, tuple(self.status_rect),
               tuple(self.message_rect), tuple(self.hint_rect))
        parts = {"status": (self.status_rect, (self._status, throwing, self.state.is_over or self._guide_done())),
                 "message": (self.message_rect, (self._state_version, self.app.input.last_device, throwing, busy,
                                                 self.reviewing, self.hud.focus)),
                 "hint": (self.hint_rect, (self.mode_hint(), self.app.input.last_device))}
        looks = {name: look for name, (_area, look) in parts.items()}
        if key == self._panel_key and looks == self._panel_looks:
            return self.panel_surf
        ox, oy = self.panel.topleft
        if key != self._panel_key or self.panel_surf is None:
            self._panel_key = key
            surf = self.panel_canvas(self._canvases[2], radius=14, alpha=225)
            if self.heading:
                self._draw_heading(surf, self.pad, self.title_y - oy, inner_w, legend_up)
            self._draw_status(surf, (ox, oy), throwing)
            self._draw_message(surf, (ox, oy), busy, legend_up)
            self._draw_hint(surf, (ox, oy))
        else:
            surf = self.panel_surf

            def draw(name, _look):
                if name == "status":
                    self._draw_status(surf, (ox, oy), throwing)
                elif name == "message":
                    self._draw_message(surf, (ox, oy), busy, legend_up)
                else:
                    self._draw_hint(surf, (ox, oy))
            self._drawn_into += draw_changed_parts(surf, (ox, oy), parts, self._panel_looks, draw,
                                                   panel_card(self.panel.size, self.palette, 14, 225))
        self._panel_looks = looks
        self.panel_surf = surf
        return surf

    _panel_looks: dict = {}

    def _draw_status(self, surf, origin, throwing: bool) -> None:
        """The turn box: whose turn, what to do."""
        pal = self.palette
        ox, oy = origin
        pad = self.pad
        sr = self.status_rect.move(-ox, -oy)
        pygame.draw.rect(surf, (*pal.bg_bottom, 150), sr, border_radius=10)
        line1, line2, side = self._status
        if throwing:
            line2 = text.THROWING
        icon = int(sr.height * 0.62)
        ix = sr.x + pad // 2 + icon // 2
        if side is not None:
            blit_counter(surf, (ix, sr.centery), icon, side, pal)
        else:
            blit_counter(surf, (ix - icon // 5, sr.centery), int(icon * 0.8), 0, pal)
            blit_counter(surf, (ix + icon // 5, sr.centery + 2), int(icon * 0.8), 1, pal)
        tx = sr.x + pad + icon
        tw = sr.right - tx - pad // 2
        if self.state.is_over or self._guide_done():
            col = pal.good
        else:
            col = side_display_colour(pal, side) if side is not None else pal.text
        size1 = Theme.fit_size(line1, int(self.text_size * 1.15), tw, True)
        t1 = Theme.text(line1, size1, pal.text, True)
        # the second line wraps to two lines at most, a little smaller where two would not hold it whole
        size2 = self.small_size
        while len(Theme.wrap(line2, size2, tw)) > 2 and size2 > self.small_size * 0.8:
            size2 -= 1
        t2_lines = Theme.wrap(line2, size2, tw)[:2]
        self.status_drawn = [(line1, size1)] + [(ln, size2) for ln in t2_lines]  # what a test checks
        h2 = len(t2_lines) * Theme.font(size2).get_linesize()
        top = sr.centery - (t1.get_height() + h2) // 2
        pygame.draw.rect(surf, col, (sr.x, sr.y + 6, 4, sr.height - 12), border_radius=2)
        surf.blit(t1, (tx, top))
        yy = top + t1.get_height()
        for ln in t2_lines:
            surf.blit(Theme.text(ln, size2, pal.text_dim), (tx, yy))
            yy += Theme.font(size2).get_linesize()

    def _draw_message(self, surf, origin, busy: bool, legend_up: str) -> None:
        """What just happened (engine sentences), the chosen move, the special houses, earlier turns."""
        pal, s = self.palette, self.app.scale
        ox, oy = origin
        # the message: what just happened (engine sentences), the chosen move, or the legend
        mr = self.message_rect.move(-ox, -oy)
        y = mr.y
        lh = Theme.font(self.text_size).get_linesize()
        sh = Theme.font(self.small_size).get_linesize()
        extra = (not busy and self.state.phase is Phase.THROW and self.state.last_events
                 and isinstance(self.state.last_events[-1], ExtraThrow))
        if extra:
            badge = Theme.text(text.EXTRA_THROW_BADGE, self.text_size, pal.bg_bottom, True)
            br = badge.get_rect(topleft=(mr.x, y)).inflate(16, 6)
            br.topleft = (mr.x, y)
            pygame.draw.rect(surf, pal.good, br, border_radius=8)
            surf.blit(badge, badge.get_rect(center=br.center))
            y = br.bottom + int(6 * s)
        move, firm = self.preview_move() if not busy else (None, False)
        if move is not None and firm:
            head = Theme.text(text.YOUR_MOVE, self.small_size, pal.text_dim, True)
            surf.blit(head, (mr.x, y))
            y += sh
            for ln in Theme.wrap(self.move_words(move), self.text_size, mr.width, True):
                surf.blit(Theme.text(ln, self.text_size, pal.accent, True), (mr.x, y))
                y += lh
            n = len(self.moves_of(self.selected))
            if n > 1:
                tip = text.destinations_tip(self.app.input.last_device, n)
                for ln in Theme.wrap(tip, self.small_size, mr.width):
                    surf.blit(Theme.text(ln, self.small_size, pal.text_dim), (mr.x, y))
                    y += sh
            y += int(6 * s)
        if self.message:  # kept while the sticks fly: the panel does not blink at every throw
            col = pal.bad if self.message_kind == "error" else pal.text
            size, lines = self._message_lines(mr.width, mr.bottom - y)
            for ln in lines:
                surf.blit(Theme.text(ln, size, col), (mr.x, y))
                y += Theme.font(size).get_linesize()
        # the special houses under what just happened (a little lower where it is short, so they stay put
        # turn after turn), in a line or two where the list has no room, never left out; then earlier turns,
        # newest first, down to the controls line (the list stood at the foot, above a large empty gap)
        notes = text.house_notes(self.options)
        need = (len(notes) + 1) * sh + int(10 * s)
        self.legend_drawn, self.legend_top = ([legend_up] if legend_up else []), None
        if not legend_up and notes and mr.bottom - y >= need:
            y = max(y, min(mr.y + 2 * lh, mr.bottom - need))
            ly = self.legend_top = y + int(10 * s)
            surf.blit(Theme.text(text.SPECIAL_HOUSES, self.small_size, pal.text_dim, True), (mr.x, ly))
            ly += sh
            for h, note in notes:
                line = f"{h}  {note}"
                surf.blit(Theme.text(line, Theme.fit_size(line, self.small_size, mr.width), pal.text_dim), (mr.x, ly))
                self.legend_drawn.append(line)
                ly += sh
            y = ly
        elif not legend_up and notes:
            short = Theme.wrap(text.house_notes_short(self.options), self.small_size, mr.width)
            if short and mr.bottom - y >= len(short) * sh + int(6 * s):
                ly = self.legend_top = y + int(6 * s)
                for ln in short:
                    surf.blit(Theme.text(ln, self.small_size, pal.text_dim), (mr.x, ly))
                    ly += sh
                self.legend_drawn, y = short, ly
        bottom = mr.bottom
        self.log_drawn = []
        if self.log and bottom - y >= 4 * sh:
            y += int(8 * s)
            pygame.draw.line(surf, pal.panel_edge, (mr.x, y), (mr.right - 1, y), 1)     # inside the message area
            y += int(6 * s)
            gap = max(2, int(5 * s))
            # earlier turns, newest first, as many whole entries as fit, under a caption that says the order
            # (read top-down without it, a throw seemed to come after the move it led to)
            caption = text.EARLIER_TURNS
            surf.blit(Theme.text(caption, Theme.fit_size(caption, self.small_size, mr.width), pal.text_dim, True),
                      (mr.x, y))
            self.log_drawn.append(caption)
            y += sh
            for entry in list(reversed(self.log))[:6]:
                block = [ln for sentence in entry for ln in Theme.wrap(sentence, self.small_size, mr.width)]
                if y + len(block) * sh > bottom:
                    break
                for ln in block:
                    surf.blit(Theme.text(ln, self.small_size, pal.text_dim), (mr.x, y))
                    self.log_drawn.append(ln)
                    y += sh
                y += gap

    def _draw_hint(self, surf, origin) -> None:
        """The controls line for the device in use."""
        pal = self.palette
        ox, oy = origin
        # hint for the device in use
        hr = self.hint_rect.move(-ox, -oy)
        hint = self.mode_hint() or text.HINTS[self.app.input.last_device]
        size, lines = self._hint_lines(hint, hr)
        hy = hr.bottom - len(lines) * Theme.font(size).get_linesize()
        for ln in lines:
            surf.blit(Theme.text(ln, size, pal.text_dim), (hr.x, hy))
            hy += Theme.font(size).get_linesize()
