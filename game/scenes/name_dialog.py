"""Asking for a short name (saving a game): typed on the keyboard, or the suggested one taken with a pad."""
from __future__ import annotations

from typing import Callable

import pygame

from ..ui import input as inp
from ..ui.theme import Theme
from ..ui.widgets import draw_panel
from .dialog import Dialog

MAX_CHARS = 40
HELP = {   # by the device last used: a mouse user was told what a pad's A does
    inp.MOUSE: "Type a name, then click Save (or press Enter).",
    inp.KEYBOARD: "Type a name, then press Enter.",
    inp.PAD: "A saves under the name shown; a keyboard can type another.",
}


class NameDialog(Dialog):
    """A text field over the frozen board: Enter (A) saves, Esc (B) cancels, Backspace erases."""

    def wants_frames(self) -> bool:
        return True      # the caret blinks by the clock

    def __init__(self, app, title: str, suggested: str, on_done: Callable[[str], None]) -> None:
        self.name = suggested[:MAX_CHARS]
        self._fresh = True          # the first key typed replaces the suggestion
        self._on_done = on_done
        super().__init__(app, title, HELP.get(app.input.last_device, HELP[inp.KEYBOARD]),
                         [("Save", self._save), ("Cancel", None)])

    def _save(self) -> None:
        self._on_done(self.name.strip() or "Saved game")

    def handle(self, action: inp.Action) -> None:
        text = action.text if action.device == inp.KEYBOARD else ""
        if text == "\x08":
            self.name = "" if self._fresh else self.name[:-1]
            self._fresh = False
            return
        if text and text.isprintable():      # letters, digits, space (even where they mean something on a board)
            if self._fresh:
                self.name, self._fresh = "", False
            if len(self.name) < MAX_CHARS:
                self.name += text
            return
        if action.kind in (inp.FIRST, inp.LAST) and action.device == inp.KEYBOARD:
            return       # Home / End belong to the text (whose caret stays at its end), not to the buttons
        if action.kind == inp.CONFIRM and self.widgets.focused is not None and action.device != inp.MOUSE:
            self.widgets.focused.activate()
            return
        super().handle(action)

    def layout(self, size) -> None:
        super().layout(size)
        s = self.app.scale
        self.field = pygame.Rect(0, 0, self.panel.width - int(60 * s), int(52 * s))
        self.panel.height += self.field.height + int(16 * s)
        self.panel.center = (size[0] // 2, size[1] // 2)
        top = self.panel.y + int(80 * s) + len(self.lines) * Theme.font(int(26 * s)).get_linesize() + int(8 * s)
        self.field.midtop = (self.panel.centerx, top)
        bh = self.widgets.widgets[0].rect.height
        for w in self.widgets.widgets:
            w.rect.bottom = self.panel.bottom - int(24 * s)
            w.rect.height = bh

    def draw(self, surface) -> None:
        super().draw(surface)
        pal, s = self.palette, self.app.scale
        draw_panel(surface, self.field, pal, focused=True, radius=8)
        size = int(28 * s)
        caret = "|" if int(pygame.time.get_ticks() / 500) % 2 == 0 else " "
        shown = self.name + caret
        t = Theme.text(shown, Theme.fit_size(shown, size, self.field.width - int(24 * s)),
                       pal.text_dim if self._fresh else pal.text)
        surface.blit(t, t.get_rect(midleft=(self.field.x + int(12 * s), self.field.centery)))
