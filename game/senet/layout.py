"""Layout of the Senet board scene: where the board, the strip under it (throwing mat and trays) and
the side panel go at each window shape, and where a counter stands in a tray.

Wide windows put the board and the strip on the left and the panel on the right; narrower ones put the
board across the top, the sticks and trays under it beside the panel. The panel keeps room for the rows
of buttons of the moment (hud_rows / hud_columns: the shared BoardScene.place_hud lays them out).
"""
from __future__ import annotations

import pygame

from ..ui.backdrop import shadowed, shared_backdrop
from ..ui.theme import Theme
from . import text


class SenetLayout:
    """Where the board, the strip and the panel go (a mixin of ``SenetScene``, on its state)."""

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.app.scale
        m = max(10, int(16 * s))
        gap = max(8, int(14 * s))
        self.margin = m
        self.wide = w / h >= 1.45
        if self.wide:
            # board and the strip under it (sticks + trays) on the left, the panel on the right
            panel_w = max(210, min(int(340 * s), int(w * 0.3)))
            inset = self.top_inset()
            left = pygame.Rect(m, m + inset, w - panel_w - 3 * m, h - 2 * m - inset)
            self.panel = pygame.Rect(left.right + m, m, panel_w, h - 2 * m)
            self.view.fit(pygame.Rect(left.x, left.y, left.width, int(left.height * 0.56)))
            strip_h = min(left.height - self.view.rect.height - gap, int(self.view.cell * 3.0))
            total = self.view.rect.height + gap + strip_h
            top = left.y + (left.height - total) // 2
            self.view.fit(pygame.Rect(left.x, top, left.width, self.view.rect.height))
            strip = pygame.Rect(self.view.rect.x, self.view.rect.bottom + gap, self.view.rect.width, strip_h)
            tray_w = int(strip.width * 0.42)
            self.mat = pygame.Rect(strip.x, strip.y, strip.width - tray_w - gap, strip.height)
            tray_area = pygame.Rect(self.mat.right + gap, strip.y, tray_w, strip.height)
            th = (tray_area.height - gap) // 2
            self.trays = {0: pygame.Rect(tray_area.x, tray_area.y, tray_w, th),
                          1: pygame.Rect(tray_area.x, tray_area.y + th + gap, tray_w, th)}
        else:
            # narrower windows: the board across the top, below it sticks and trays | panel
            inset = self.top_inset()
            self.view.fit(pygame.Rect(m, m + inset, w - 2 * m, int((h - 2 * m - inset) * 0.5)))
            br = self.view.rect
            top = br.bottom + gap
            bottom_h = h - m - top
            left_w = int((br.width - gap) * 0.54)
            mat_h = int((bottom_h - gap) * 0.58)
            self.mat = pygame.Rect(br.x, top, left_w, mat_h)
            tw = (left_w - gap) // 2
            ty = self.mat.bottom + gap
            th = bottom_h - mat_h - gap
            self.trays = {0: pygame.Rect(br.x, ty, tw, th), 1: pygame.Rect(br.x + tw + gap, ty, left_w - tw - gap, th)}
            self.panel = pygame.Rect(self.mat.right + gap, top, br.right - self.mat.right - gap, bottom_h)
            strip = self.mat.union(self.trays[0]).union(self.trays[1])
        self.strip = strip
        self.view.build(self.palette, self.options)
        self._shadowed = None        # the old size's goes before the new one is made (a resize's memory peak)
        self._shadowed = shadowed(self.backdrop, self.view.rect)
        self._layout_panel()
        # a tray too narrow for even the side's bare name beside its count at the tray's size puts the count
        # under the name (at 640x480 with 150% text "Black" shrank to a sliver beside "0 / 5 off")
        self.tray_stacked = not self._title_fits_beside_count(lambda sd: text.tray_label(self.state.ruleset, sd, None))
        lines = 2 if self.tray_stacked else 1
        self.tray_label_h = lines * Theme.font(self._text_size()).get_linesize() + int(6 * s)
        tray = self.trays[1]
        self.slot = int(min((tray.width - int(16 * s)) / 5.2, (tray.height - self.tray_label_h - int(8 * s)) * 0.95))
        self.place_hud(self.button_row)
        self._counters_key = self._lower_key = self._panel_key = None

    @property
    def backdrop(self) -> pygame.Surface:
        """The shared backdrop at this size, not held: the board's shadow is on a picture of its own area
        (``_shadowed``). A window-sized copy with the shadow cast on it held 8 MB at 1920x1080 (issue 39)."""
        return shared_backdrop(self.size, self.palette)

    def _text_size(self) -> int:
        return max(14, int(24 * self.app.scale))

    def _layout_panel(self) -> None:
        s = self.app.scale
        p = self.panel
        pad = max(8, int(16 * s))
        self.pad = pad
        inner = p.inflate(-2 * pad, -2 * pad)
        self.title_size = int(40 * s)
        self.text_size = self._text_size()
        self.small_size = max(13, int(20 * s))
        sh = Theme.font(self.small_size).get_linesize()
        self.compact = not self.wide
        if self.compact:
            self.title_size = int(30 * s)
        self.title_y = inner.y
        # Throw, Hint, Undo, Redo, Menu: rows of two beside the board (five buttons had room for two rows
        # and were squeezed to 30 px), rows of three under it (five in one row left each label some 12 px)
        self.button_gap = gap = max(4, int(8 * s))
        # a short panel (a puzzle's or a lesson's plate above the board): lower rows; under the board the
        # options line, then the title, give way before the rows do (at 640x480 with 150% text one row left
        # the labels at size 13 of 21, where the title and the options only repeat the setup's choices and the
        # plate names the game); else one row, never over the turn box
        rows = self.hud_rows(self.hud_count())
        for heading in ((2, 1, 0) if self.compact else (2,)):
            status, bh = self._status_and_buttons(inner, heading, rows, gap)
            if bh:
                break
        else:
            heading, rows = 2, 1
            status, bh = self._status_and_buttons(inner, heading, rows, gap)
        self.heading, self.status_rect = heading, status
        y = self.status_rect.bottom + int(10 * s)
        self.button_h = bh
        self._laid_for_buttons = self.hud_count()
        area_h = rows * bh + (rows - 1) * gap
        self.button_row = pygame.Rect(inner.x, inner.bottom - area_h, inner.width, area_h)
        # the controls line takes three lines above the buttons where the message (what just happened) keeps
        # three lines too; else it gives its room to the message, which says what nothing else does (the
        # buttons and the Controls page say what the controls line says)
        room = max(0, self.button_row.y - int(8 * s) - y)
        hint_h = 3 * sh if room - 3 * sh - int(10 * s) >= 3 * sh else 0
        self.hint_rect = pygame.Rect(inner.x, max(self.status_rect.bottom, self.button_row.y - int(8 * s) - hint_h),
                                     inner.width, hint_h)
        self.message_rect = pygame.Rect(inner.x, min(y, self.hint_rect.y), inner.width,
                                        max(0, self.hint_rect.y - y - int(10 * s)))

    def _status_and_buttons(self, inner: pygame.Rect, heading: int, rows: int, gap: int):
        """The turn box under the heading (2: the title and the options, 1: the title, 0: none), and the
        buttons' height for ``rows`` rows in what is left: 0 if more than one row does not fit at a legible
        height (one row keeps its height)."""
        s = self.app.scale
        y = inner.y
        if heading:
            y += Theme.font(self.title_size, True).get_linesize() + int(8 * s)
        if heading == 2:
            y += (1 if self.compact else 2) * Theme.font(self.small_size).get_linesize()
        lh = Theme.font(self.text_size).get_linesize()
        status = pygame.Rect(inner.x, y, inner.width, int(lh * 2.3 + 16 * s))
        bh = max(30, int((36 if self.compact else 50) * s))
        free = inner.bottom - status.bottom - int(6 * s)
        if rows > 1 and rows * bh + (rows - 1) * gap > free:
            fit = (free - (rows - 1) * gap) // rows
            bh = fit if fit >= max(24, int(22 * s)) else 0
        return status, bh

    def hud_rows(self, n: int) -> int:
        """Rows of two buttons beside the board, of three under it: one row for up to three buttons
        (the review's). The panel makes room for as many rows as the buttons of the moment need."""
        return -(-n // self.hud_columns(n)) if n > 3 else 1

    def hud_columns(self, n: int) -> int:
        """A grid (two columns beside the board, three under it) for more than three buttons, else one row
        at the bottom of the button area (the review's Result and Menu, too)."""
        return 0 if n <= 3 else 3 if self.compact else 2

    def tray_slot(self, side: int, index: int) -> tuple[int, int]:
        tray = self.trays[side]
        step = (tray.width - int(16 * self.app.scale)) / 5
        x = tray.x + int(8 * self.app.scale) + step * (index + 0.5)
        y = tray.y + self.tray_label_h + (tray.height - self.tray_label_h) / 2
        return (int(x), int(y))

    def place_pos(self, place) -> tuple[int, int]:
        if isinstance(place, tuple):
            return self.tray_slot(place[1], place[2])
        return self.view.house_center(place)
