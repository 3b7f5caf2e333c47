"""A small overlay: a title, a sentence and buttons, over a dimmed frozen screen."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ..ui import input as inp
from ..ui.scene import Scene
from ..ui.theme import Theme
from ..ui.widgets import Button, WidgetList, draw_panel


class Dialog(Scene):
    transparent = True
    BESIDE_MIN_WIDTH = 300      # the narrowest band beside the area to avoid that takes the dialog (at scale 1)

    def wants_frames(self) -> bool:
        return False     # buttons over a frozen picture: still until input

    def __init__(self, app, title: str, text: str, buttons: Sequence[tuple[str, Callable[[], None] | None]] = (("OK", None),),
                 cancel: Callable[[], None] | None = None, stay: Sequence[str] = (),
                 avoid: Callable[[], pygame.Rect | None] | None = None) -> None:
        """``stay``: labels of buttons that open something over the dialog and come back to it (Rules).
        ``avoid``: the area the dialog must leave visible (a board showing how the game ended), asked at
        each layout; the dialog then stands beside it where there is room."""
        super().__init__(app)
        self.title, self.text = title, text
        self._avoid = avoid
        self._cancel = cancel
        self.widgets = WidgetList([Button(label, self._wrap(fn, label in stay)) for label, fn in buttons])
        self.backdrop: pygame.Surface | None = None

    def _wrap(self, fn, stay: bool = False):
        def press():
            self.app.audio.play("click")
            if not stay:
                self.app.pop()
            if fn is not None:
                fn()
        return press

    def enter(self) -> None:
        """A panel standing beside a board (``avoid``: a result, a solved puzzle, a lesson step) draws that
        board afresh under it: the screen may still hold the frame before the last animation landed (a
        counter in its tray with the old count), and this picture stays up while the panel is open."""
        if self.backdrop is None:
            self._freeze(from_screen=self._avoid is None)

    def _freeze(self, from_screen: bool = False) -> None:
        """Picture of the scenes below, dimmed: drawn once, blitted every frame.

        Once a frame has been shown, the screen holds exactly that picture: a copy
        costs far less than drawing the scene again (opening a dialog at 1920x1080
        stays near a frame's budget). On a new window size the screen may show a
        scene opened over this one (Settings from the pause menu), so the scene
        below is drawn afresh."""
        below = [s for s in self.app.stack if s is not self]
        if from_screen and self.app.frame > 0 and below:
            shot = self.app.screen.copy()
        else:
            shot = pygame.Surface(self.app.screen.get_size())
            for s in below[-1:]:
                s.draw(shot)
        # the same as black at alpha 150 over it (c * 105 / 255), in one multiply instead of a
        # full-screen alpha blend
        keep = self._avoid() if self._avoid is not None and self._beside() is not None else None
        clear = shot.subsurface(keep.clip(shot.get_rect())).copy() if keep is not None else None
        shot.fill((105, 105, 105), special_flags=pygame.BLEND_MULT)
        if clear is not None:                # the board the dialog stands beside stays bright: it is the point
            shot.blit(clear, keep.clip(shot.get_rect()).topleft)
        self.backdrop = shot

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.app.scale
        self.panel = pygame.Rect(0, 0, min(int(w * 0.8), int(720 * s)), 0)
        beside = self._beside()
        if beside is not None:
            self.panel.width = min(self.panel.width, beside.width - int(24 * s))
        self.lines = Theme.wrap(self.text, int(26 * s), self.panel.width - int(48 * s))
        line_h = Theme.font(int(26 * s)).get_linesize()
        bh = int(56 * s)
        self.panel.height = int(90 * s) + len(self.lines) * line_h + bh + int(40 * s)
        self.panel.center = beside.center if beside is not None else (w // 2, h // 2)
        n = len(self.widgets.widgets)
        bw = min(int(220 * s), (self.panel.width - int(48 * s)) // n - int(12 * s))
        total = n * bw + (n - 1) * int(16 * s)
        x = self.panel.centerx - total // 2
        for wdg in self.widgets.widgets:
            wdg.rect = pygame.Rect(x, self.panel.bottom - bh - int(24 * s), bw, bh)
            x += bw + int(16 * s)
        if self.backdrop is not None:
            self._freeze()

    def _beside(self) -> pygame.Rect | None:
        """The widest free band beside (or under) the area to avoid, if one can hold a dialog."""
        area = self._avoid() if self._avoid is not None else None
        if area is None:
            return None
        w, h = self.size
        s = self.app.scale
        bands = [pygame.Rect(area.right, 0, w - area.right, h), pygame.Rect(0, 0, area.left, h),
                 pygame.Rect(0, area.bottom, w, h - area.bottom)]
        bands = [b for b in bands if b.width >= int(self.BESIDE_MIN_WIDTH * s) and b.height >= int(260 * s)]
        return max(bands, key=lambda b: b.width * b.height) if bands else None

    def handle(self, action: inp.Action) -> None:
        if action.kind in (inp.LEFT, inp.RIGHT):
            self.widgets.move(-1 if action.kind == inp.LEFT else 1)
        elif action.kind in (inp.BACK, inp.MENU):
            self.app.pop()
            if self._cancel:
                self._cancel()
        else:
            self.widgets.handle(action)

    def draw(self, surface) -> None:
        if self.backdrop is not None:
            surface.blit(self.backdrop, (0, 0))
        pal, s = self.palette, self.app.scale
        draw_panel(surface, self.panel, pal, radius=16, alpha=250)
        title = Theme.text(self.title, int(38 * s), pal.accent, True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, self.panel.y + int(24 * s))))
        y = self.panel.y + int(80 * s)
        for line in self.lines:
            t = Theme.text(line, int(26 * s), pal.text)
            surface.blit(t, t.get_rect(midtop=(self.panel.centerx, y)))
            y += Theme.font(int(26 * s)).get_linesize()
        self.widgets.draw(surface, pal, s)


class ColumnDialog(Dialog):
    """A dialog whose buttons stand in a column (menus of several choices: pause, lessons)."""

    def layout(self, size) -> None:
        super().layout(size)
        s = self.app.scale
        n = len(self.widgets.widgets)
        bh, gap = int(54 * s), int(10 * s)
        line_h = Theme.font(int(26 * s)).get_linesize()
        beside = self._beside()
        width = min(self.size[0] - 40, int(460 * s), beside.width - int(24 * s) if beside else 10 ** 6)
        self.lines = Theme.wrap(self.text, int(26 * s), width - int(48 * s)) if self.text else []
        text_h = len(self.lines) * line_h + (int(12 * s) if self.lines else 0)
        self.panel.height = min(self.size[1] - 20, int(90 * s) + text_h + n * (bh + gap) + int(20 * s))
        self.panel.width = width
        self.panel.center = beside.center if beside is not None else (size[0] // 2, size[1] // 2)
        y = self.panel.y + int(86 * s) + text_h
        for w in self.widgets.widgets:
            w.rect = pygame.Rect(self.panel.x + int(30 * s), y, self.panel.width - int(60 * s), bh)
            y += bh + gap

    def handle(self, action: inp.Action) -> None:
        if action.kind in (inp.UP, inp.DOWN):
            self.widgets.move(-1 if action.kind == inp.UP else 1)
        else:
            super().handle(action)
