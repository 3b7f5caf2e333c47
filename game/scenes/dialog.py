"""A small overlay: a title, a sentence and buttons, over a dimmed frozen screen."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ..ui import backdrop, input as inp
from ..ui.scene import Scene
from ..ui.theme import Theme
from ..ui.widgets import Button, WidgetList, draw_panel


def outside(area: pygame.Rect, holes: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """Rectangles covering exactly the pixels of ``area`` in none of ``holes``, without overlap: the grid
    the holes' edges cut ``area`` into, its free cells joined along each row."""
    if not holes:
        return [pygame.Rect(area)]
    xs = sorted({area.left, area.right, *(min(max(x, area.left), area.right) for r in holes for x in (r.left, r.right))})
    ys = sorted({area.top, area.bottom, *(min(max(y, area.top), area.bottom) for r in holes for y in (r.top, r.bottom))})
    parts = []
    for y0, y1 in zip(ys, ys[1:]):
        run = None
        for x0, x1 in zip(xs, xs[1:]):
            free = not any(r.left <= x0 and x1 <= r.right and r.top <= y0 and y1 <= r.bottom for r in holes)
            if free and run is not None and run.right == x0:
                run.width += x1 - x0
            elif free:
                run = pygame.Rect(x0, y0, x1 - x0, y1 - y0)
                parts.append(run)
            else:
                run = None
    return [p for p in parts if p.width and p.height]


class Dialog(Scene):
    transparent = True
    BESIDE_MIN_WIDTH = 300      # the narrowest band beside the area to avoid that takes the dialog (at scale 1)

    def wants_frames(self) -> bool:
        return False     # buttons over a frozen picture: still until input

    def __init__(self, app, title: str, text: str, buttons: Sequence[tuple[str, Callable[[], None] | None]] = (("OK", None),),
                 cancel: Callable[[], None] | None = None, stay: Sequence[str] = (),
                 avoid: Callable[[], pygame.Rect | None] | None = None,
                 within: Callable[[], pygame.Rect | None] | None = None) -> None:
        """``stay``: labels of buttons that open something over the dialog and come back to it (Rules).
        ``avoid``: the area the dialog must leave visible (a board showing how the game ended), asked at
        each layout; the dialog then stands beside it where there is room.
        ``within``: the side panel beside that board: a dialog standing beside the board stays inside it,
        at its foot, over its buttons (wider, it covered the panel's edges and cut the turn box's
        "Retry or another puzzle: in the menu")."""
        super().__init__(app)
        self.title, self.text = title, text
        self._avoid = avoid
        self._within = within
        self._cancel = cancel
        self.widgets = WidgetList([Button(label, self._wrap(fn, label in stay)) for label, fn in buttons], same_size=True)
        self.backdrop: pygame.Surface | None = None
        self._on_screen = False        # the window holds its frozen picture already (made there: ``_freeze``)
        self._was_covered = False      # its frozen picture was let go under an opaque scene (``covered``)
        self.title_size, self.text_size, self.text_top = 38, 26, 80    # at scale 1; a tight panel lowers them

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
            # uncovered (``covered``): the screen shows the scene that stood over this one, not the scene below
            self._freeze(from_screen=self._avoid is None and not self._was_covered)
        self._was_covered = False

    def covers_window(self) -> bool:
        """Its frozen picture fills the window: what stands below is not drawn under it."""
        return self.backdrop is not None or self._keeping

    def covered(self) -> None:
        """An opaque scene over the dialog (Rules or Settings over the pause menu): its frozen picture is let
        go, not kept as the spare, and drawn again from the scene below when the dialog is on top again. It
        was a window-sized surface held under the rules page while that page built its pictures (issue 39:
        the peak of ``bench.monkey --seed 1``); a resize meanwhile no longer draws it again either."""
        if self.backdrop is not None:
            self.backdrop = None
            self._was_covered = True

    def _freeze(self, from_screen: bool = False) -> None:
        """Picture of the scenes below, dimmed: drawn once, blitted every frame.

        Once a frame has been shown, the screen holds exactly that picture: a copy
        costs far less than drawing the scene again. On a new window size the screen may show a
        scene opened over this one (Settings from the pause menu), so the scene
        below is drawn afresh."""
        below = [s for s in self.app.stack if s is not self]
        from_window = from_screen and self.app.frame > 0 and bool(below)
        if from_window and self.app.stack_settled and self.app.top is self:
            # the window already shows the scene below: it is dimmed where it is, the dialog drawn over it, and
            # the picture kept after this frame's flip (``_keep_window``): a window-sized surface made and
            # copied inside the frame that opens the dialog held it ~5 ms at 1920x1080 (issue 39). Not while
            # another change of the stack waits in this frame: a second dialog frozen from the window would
            # dim it twice
            self._dim(self.app.screen)
            self.app.window_touched()
            self.backdrop, self._on_screen, self._keeping, self._under_panel = None, True, True, None
            self.app.after_flip(self._keep_window)
            return
        for s in below[-1:]:
            s.under_picture()   # what the scene below keeps only for its changes goes before the picture is made
        old, self.backdrop = self.backdrop, None
        if old is not None and old.get_size() != self.app.screen.get_size():
            old = None           # a new window size: the old picture goes before the new one is made
        shot = backdrop.window_sized(self.app.screen.get_size(), old)
        if from_window:
            shot.blit(self.app.screen, (0, 0))
        else:
            shot.fill((0, 0, 0))
            for s in below[-1:]:
                s.draw(shot)
        self._dim(shot)
        self.backdrop, self._on_screen, self._keeping = shot, False, False
        for s in below[-1:]:
            s.under_picture()       # again: drawing it may have needed them (``Scene.under_picture``)

    _keeping = False            # the window holds the dimmed picture; it is kept after this frame's flip
    _under_panel = None         # (the dimmed pixels under the panel, where) while ``_keeping``

    def _dim(self, surface: pygame.Surface) -> None:
        """The same as black at alpha 150 over ``surface`` (c * 105 / 255), in one multiply instead of a
        full-screen alpha blend; the board the dialog stands beside stays bright (it is the point): only the
        parts outside it are multiplied (copying the board out and back cost ~3 ms, issue 39)."""
        keep = [r.clip(surface.get_rect()) for r in self._avoid_rects()] if self._beside() is not None else []
        for part in outside(surface.get_rect(), [r for r in keep if r.width and r.height]):
            surface.fill((105, 105, 105), part, special_flags=pygame.BLEND_MULT)

    def _keep_window(self) -> None:
        """After the flip of the frame that opened the dialog: its frozen picture is the window as it was then,
        with the dimmed pixels under the panel put back (the dialog was drawn over them)."""
        if not self._keeping:
            return
        self._keeping = False
        under, self._under_panel = self._under_panel, None
        if self not in self.app.stack:
            return
        if under is None or self.app.screen.get_size() != tuple(self.size) or self.app.toasts_shown:
            # not drawn on this window as it was frozen, or toasts over it that would stay in the picture after
            # they are gone: drawn again from the scene below
            self._freeze()
            return
        below = [s for s in self.app.stack if s is not self]
        for s in below[-1:]:
            s.under_picture()
        shot = backdrop.window_sized(self.app.screen.get_size())
        shot.blit(self.app.screen, (0, 0))
        shot.blit(under[0], under[1])
        self.backdrop = shot
        for s in below[-1:]:
            s.under_picture()

    def close(self) -> None:
        """The frozen picture is kept for the next dialog (``backdrop.window_sized``)."""
        super().close()
        if self.backdrop is not None:
            backdrop.keep_spare(self.backdrop)
            self.backdrop = None

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
        self.place(beside)
        n = len(self.widgets.widgets)
        bw = min(int(220 * s), (self.panel.width - int(48 * s)) // n - int(12 * s))
        total = n * bw + (n - 1) * int(16 * s)
        x = self.panel.centerx - total // 2
        for wdg in self.widgets.widgets:
            wdg.rect = pygame.Rect(x, self.panel.bottom - bh - int(24 * s), bw, bh)
            x += bw + int(16 * s)
        if self.backdrop is not None:
            self._freeze()

    def title_px(self) -> int:
        """The title's size: as large as the layout gives, smaller where a long title would run out of the
        panel ("Learn Senet (Kendall/Bell): done!" ran out of its dialog and the window)."""
        s = self.app.scale
        return Theme.fit_size(self.title, int(self.title_size * s), self.panel.width - int(32 * s), True)

    def _avoid_rects(self) -> list[pygame.Rect]:
        """The areas to leave in view: ``avoid`` gives one rectangle or several (a board and, apart from
        it, the trays holding the counters borne off)."""
        area = self._avoid() if self._avoid is not None else None
        if area is None:
            return []
        return [pygame.Rect(area)] if isinstance(area, pygame.Rect) else [pygame.Rect(r) for r in area]

    def _beside(self) -> pygame.Rect | None:
        """The largest free rectangle beside (above, under, between) the areas to avoid, if one can hold a
        dialog (``free_band``); within it, the side panel (``within``) where the dialog fits there."""
        s = self.app.scale
        min_w, min_h = int(self.BESIDE_MIN_WIDTH * s), int(260 * s)
        band = free_band(self.size, self._avoid_rects(), min_w, min_h)
        room = self._within() if band is not None and self._within is not None else None
        if room is not None:
            inside = band.clip(pygame.Rect(room))
            if inside.width >= min_w and inside.height >= min_h and self._holds(inside):
                return inside
        return band if band is not None and self._holds(band) else None

    def _holds(self, band: pygame.Rect) -> bool:
        """Whether the dialog fits that band (a dialog with a column of buttons may not)."""
        return True

    def _on_side_panel(self, band: pygame.Rect | None) -> bool:
        """The band is the side panel (``within``), not the whole free band."""
        room = self._within() if band is not None and self._within is not None else None
        return room is not None and pygame.Rect(room).contains(band)

    def place(self, band: pygame.Rect | None) -> None:
        """The panel (its size set) where it stands: centred in the window, or in the band beside the board;
        on a side panel at its foot, over its buttons (nothing there is pressed under a dialog), so the
        panel's top (the game, whose turn or the result, the score) stays readable."""
        if band is None:
            self.panel.center = (self.size[0] // 2, self.size[1] // 2)
        elif self._on_side_panel(band):
            margin = max(0, min(int(12 * self.app.scale), (band.height - self.panel.height) // 2))
            self.panel.midbottom = (band.centerx, band.bottom - margin)
        else:
            self.panel.center = band.center

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
        if self.backdrop is not None and not (self._on_screen and surface is self.app.screen):
            surface.blit(self.backdrop, (0, 0))
        if self._keeping and surface is self.app.screen and self._under_panel is None:
            area = self.panel.clip(surface.get_rect())
            self._under_panel = (surface.subsurface(area).copy(), area.topleft)
        self._on_screen = False
        pal, s = self.palette, self.app.scale
        draw_panel(surface, self.panel, pal, radius=16, alpha=250)
        title = Theme.text(self.title, self.title_px(), pal.accent, True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, self.panel.y + int(self.title_size * s * 0.63))))
        y = self.panel.y + int(self.text_top * s)
        for line in self.lines:
            t = Theme.text(line, max(12, int(self.text_size * s)), pal.text)
            surface.blit(t, t.get_rect(midtop=(self.panel.centerx, y)))
            y += Theme.font(max(12, int(self.text_size * s))).get_linesize()
        self.widgets.draw(surface, pal, s)


class ColumnDialog(Dialog):
    """A dialog whose buttons stand in a column (menus of several choices: pause, lessons)."""

    # (title, text, button height, gap, text top, buttons below the text by) at scale 1: as drawn
    # centred, then tighter for a short band beside a board (a lesson step under 800x600 Senet's board)
    SIZES = ((38, 26, 54, 10, 80, 6), (30, 20, 40, 6, 58, 4), (26, 16, 32, 4, 48, 4))

    def _column(self, width: int, sizes) -> tuple[list[str], int, int]:
        """(wrapped lines, height of the text, height of the whole panel) at this width and these sizes."""
        s = self.app.scale
        _, text, bh, gap, top, below = sizes
        n = len(self.widgets.widgets)
        text_px = max(12, int(text * s))
        line_h = Theme.font(text_px).get_linesize()
        lines = Theme.wrap(self.text, text_px, width - int(48 * s)) if self.text else []
        text_h = len(lines) * line_h + (int(12 * s) if lines else 0)
        height = int((top + below) * s) + text_h + n * (int(bh * s) + int(gap * s)) + int(24 * s)
        return lines, text_h, height

    def _width(self, band: pygame.Rect | None) -> int:
        return min(self.size[0] - 40, int(460 * self.app.scale), band.width - int(24 * self.app.scale) if band else 10 ** 6)

    def _fitting(self, band: pygame.Rect | None):
        """The first sizes at which the whole column fits the band (None: the window, centred), or None."""
        room = band.height - int(16 * self.app.scale) if band is not None else self.size[1] - 20
        for sizes in self.SIZES:
            if self._column(self._width(band), sizes)[2] <= room:
                return sizes
        return None

    def _holds(self, band: pygame.Rect) -> bool:
        """A band that cannot hold the whole column even at the tighter sizes is not used (the dialog is
        centred instead)."""
        return self._fitting(band) is not None

    def layout(self, size) -> None:
        super().layout(size)
        s = self.app.scale
        beside = self._beside()
        sizes = self._fitting(beside) or self.SIZES[-1]    # centred in a small window: tighter too
        self.title_size, self.text_size, bh, gap, self.text_top, below = sizes
        bh, gap = int(bh * s), int(gap * s)
        width = self._width(beside)
        self.lines, text_h, height = self._column(width, sizes)
        self.panel.height = min(self.size[1] - 20, height)
        self.panel.width = width
        self.place(beside)
        y = self.panel.y + int((self.text_top + below) * s) + text_h
        for w in self.widgets.widgets:
            w.rect = pygame.Rect(self.panel.x + int(30 * s), y, self.panel.width - int(60 * s), bh)
            y += bh + gap

    def handle(self, action: inp.Action) -> None:
        if action.kind in (inp.UP, inp.DOWN):
            self.widgets.move(-1 if action.kind == inp.UP else 1)
        else:
            super().handle(action)


class NoteBeside(ColumnDialog):
    """A column dialog explaining the board it stands beside (Senket's "Why this score"): it takes a band as
    narrow as the result panel does, so on an 800x600 window it stands on the side panel rather than over
    the territories it names (300 at scale 1 left it centred on the board)."""

    BESIDE_MIN_WIDTH = 200


def free_band(size: tuple[int, int], rects: list[pygame.Rect], min_w: int, min_h: int) -> pygame.Rect | None:
    """The largest rectangle of a window of ``size`` that overlaps none of ``rects`` and is at least
    ``min_w`` by ``min_h``: every rectangle whose edges are the window's or the rectangles' edges is tried
    (a handful). None if there are no rectangles to avoid or no such room."""
    if not rects:
        return None
    w, h = size
    xs = sorted({0, w, *(min(w, max(0, x)) for r in rects for x in (r.left, r.right))})
    ys = sorted({0, h, *(min(h, max(0, y)) for r in rects for y in (r.top, r.bottom))})
    best = None
    for i, x0 in enumerate(xs):
        for x1 in xs[i + 1:]:
            if x1 - x0 < min_w:
                continue
            for j, y0 in enumerate(ys):
                for y1 in ys[j + 1:]:
                    band = pygame.Rect(x0, y0, x1 - x0, y1 - y0)
                    if (band.height >= min_h and band.collidelist(rects) == -1
                            and (best is None or band.width * band.height > best.width * best.height)):
                        best = band
    return best
