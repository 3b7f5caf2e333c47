"""Focusable widgets shared by every menu-like screen.

A WidgetList owns the focus and turns Actions into widget calls, so every
list of buttons or options works the same with mouse, keyboard and pad:
up/down (or Tab) moves the focus, left/right changes an option, confirm or
a click activates, and the focused widget is always drawn with a ring.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from . import input as inp
from .theme import SMALLEST_FIT, Theme


def draw_panel(surface, rect, palette, focused=False, hovered=False, radius=12, alpha=235):
    fill = palette.panel if not hovered else tuple(min(255, c + 14) for c in palette.panel)
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*fill, alpha), panel.get_rect(), border_radius=radius)
    surface.blit(panel, rect.topleft)
    edge = palette.focus if focused else palette.panel_edge
    pygame.draw.rect(surface, edge, rect, width=3 if focused else 1, border_radius=radius)


class Widget:
    focusable = True
    enabled = True

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)

    def activate(self) -> None:
        pass

    def adjust(self, delta: int) -> bool:
        """Left/right on the focused widget; True if it used them."""
        return False

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    def draw(self, surface: pygame.Surface, palette, focused: bool, hovered: bool, scale: float) -> None:
        pass


class Button(Widget):
    DESCRIPTION_SIZE = 22       # the description's font size at scale 1, when it fits

    def __init__(self, label: str, on_press: Callable[[], None], description: str = "", enabled: bool = True,
                 name: str | None = None, icon: Callable | None = None) -> None:
        super().__init__()
        self.label, self.on_press, self.description, self.enabled = label, on_press, description, enabled
        self.name = name or label.lower()
        self.icon = icon  # draws an emblem at the right end: icon(surface, rect, palette)
        self.text_sizes: tuple[int, int] | None = None   # (title, description) shared with sibling rows
        self.descriptions: tuple[str, ...] = ()   # forms of the description, longest first (``fitted_sizes``)

    def _geometry(self, scale: float) -> tuple[int, int, pygame.Rect | None]:
        """(inner padding, width left for the text, where the emblem goes). A narrow button pads less: at
        large text a fixed padding left a board's small buttons a dozen pixels for their label."""
        pad = min(int(18 * scale), max(4, self.rect.width // 10))
        avail = self.rect.width - 2 * pad
        icon = None
        if self.icon is not None:
            ih = int(self.rect.height * 0.5)
            iw = int(ih * 2.1)
            icon = pygame.Rect(self.rect.right - pad - iw, self.rect.centery - ih // 2, iw, ih)
            avail -= iw + pad
        return pad, avail, icon

    def fitted_sizes(self, scale: float) -> tuple[int, int]:
        """The title and description sizes that fit this button alone (no description: size 0).

        With ``descriptions``, the longest form drawn at 80% of the usual size or more becomes the
        description (the shortest, shrunk as far as needed, if none is): at 640×480 with 150% text a line
        that names the computer's level would otherwise be drawn at half its size."""
        for text in self.descriptions:
            self.description = text
            sizes = self._fitted_sizes(scale)
            if sizes[1] >= 0.8 * int(self.DESCRIPTION_SIZE * scale):
                return sizes
        return self._fitted_sizes(scale)

    def _fitted_sizes(self, scale: float) -> tuple[int, int]:
        _, avail, _ = self._geometry(scale)
        if not self.description:
            return Theme.fit_size(self.label, int(32 * scale), avail, bold=True), 0
        title = Theme.fit_size(self.label, int(34 * scale), avail, bold=True)
        desc = Theme.fit_size(self.description, int(self.DESCRIPTION_SIZE * scale), avail)
        # both lines within the height too: a short row (four games' rows at 640x480) drew the title on its top edge
        room = self.rect.height - 2 * max(1, int(2 * scale)) - int(4 * scale)
        t0, d0 = title, desc
        while title > SMALLEST_FIT and (_drawn_height(self.label, title, True)
                                        + _drawn_height(self.description, desc, False) > room):
            title -= 1
            desc = min(desc, max(SMALLEST_FIT, round(d0 * title / t0)))
        return title, desc

    def activate(self) -> None:
        if self.enabled:
            self.on_press()

    def draw(self, surface, palette, focused, hovered, scale):
        draw_panel(surface, self.rect, palette, focused, hovered)
        color = palette.text if self.enabled else palette.text_dim
        pad, avail, icon = self._geometry(scale)
        if icon is not None:
            self.icon(surface, icon, palette)
        if self.description:
            size, dsize = self.text_sizes or self.fitted_sizes(scale)
            title = Theme.text(self.label, size, palette.accent if focused else color, True)
            desc = Theme.text(self.description, dsize, palette.text_dim)
            gap = int(4 * scale)
            top = self.rect.centery - (title.get_height() + gap + desc.get_height()) // 2
            surface.blit(title, (self.rect.x + pad, top))
            surface.blit(desc, (self.rect.x + pad, top + title.get_height() + gap))
        else:
            size = (self.text_sizes or self.fitted_sizes(scale))[0]
            title = Theme.text(self.label, size, palette.accent if focused else color, True)
            surface.blit(title, title.get_rect(center=self.rect.center))


def _drawn_height(text: str, size: int, bold: bool) -> int:
    """The height of the text as drawn: bold text renders a few pixels taller than its font's line."""
    return Theme.text(text, size, (255, 255, 255), bold).get_height()


def share_text_sizes(buttons: Sequence["Button"], scale: float) -> None:
    """Buttons that stand together (the menu's three games, a board's buttons) take one size, the
    smallest that fits each: a short label is not drawn larger than its neighbours'. Rows with a
    description share a title and a description size; plain buttons share a label size.
    Not for long lists, where one long title would shrink every row. Call after the buttons have their rects."""
    for group in ([b for b in buttons if b.description], [b for b in buttons if not b.description]):
        sized = [b.fitted_sizes(scale) for b in group]
        shared = (min(t for t, _ in sized), min(d for _, d in sized)) if sized else None
        for b in group:
            b.text_sizes = shared


class ChoiceRow(Widget):
    """A labelled value the player steps through with left/right, a click or confirm."""

    def __init__(self, label: str, choices: Sequence[tuple[object, str]], get: Callable[[], object],
                 set: Callable[[object], None], explain: str | Callable[[], str] = "", name: str | None = None,
                 ordered: bool = False) -> None:
        """``ordered``: the choices run from least to most (volume, text size): the ends stop instead of
        wrapping round (one click past 150% text made it 80%)."""
        super().__init__()
        self.label, self.choices, self.get, self.set, self._explain = label, list(choices), get, set, explain
        self.name = name or label.lower()
        self.ordered = ordered
        self.inline_explain = True  # the explanation under the label; off where the row has room for one line

    @property
    def explain(self) -> str:
        return self._explain() if callable(self._explain) else self._explain

    def index(self) -> int:
        values = [v for v, _ in self.choices]
        return values.index(self.get()) if self.get() in values else 0

    def adjust(self, delta: int) -> bool:
        i = self.index() + delta
        if self.ordered and not 0 <= i < len(self.choices):
            return True                   # at the end: it stays (and the key is still this row's)
        self.set(self.choices[i % len(self.choices)][0])
        return True

    def activate(self) -> None:
        self.adjust(1)

    def click(self, pos) -> None:
        """A click on the left arrow steps back; anywhere else on the row steps on."""
        self.adjust(-1 if self._left_arrow.collidepoint(pos) else 1)

    _left_arrow = pygame.Rect(0, 0, 0, 0)

    EXPLAIN_SIZE = 19       # at scale 1
    EXPLAIN_LEAST = 13      # never smaller where the width allows it (at 80% text the lines were size 11)

    def explain_size(self, scale: float) -> int:
        """The explanation's size: 19 at scale 1, not below 13 while it fits the row (the setup's rows are laid
        out for that), never below 12."""
        pad = int(16 * scale)
        return Theme.fit_size(self.explain, max(self.EXPLAIN_LEAST, int(self.EXPLAIN_SIZE * scale)),
                              self.rect.width - 2 * pad, minimum=12)

    def draw(self, surface, palette, focused, hovered, scale):
        draw_panel(surface, self.rect, palette, focused, hovered, radius=10)
        pad = int(16 * scale)
        text_size = int(28 * scale)
        explain = self.explain if self.inline_explain else ""
        label = Theme.text(self.label, Theme.fit_size(self.label, text_size, self.rect.width // 2 - pad), palette.text, True)
        # every value at one size in one slot: the arrows either side stay where they are as the value
        # changes (the left arrow moved from under the pointer as "80%" became "100%")
        texts = [t for _, t in self.choices]
        vsize = min(Theme.fit_size(t, text_size, self.rect.width // 2 - 4 * pad, True) for t in texts)
        slot_w = max(Theme.font(vsize, True).size(t)[0] for t in texts)
        value_text = self.choices[self.index()][1]
        value = Theme.text(value_text, vsize, palette.accent if focused else palette.text, True)
        if explain:
            small = Theme.text(explain, self.explain_size(scale), palette.text_dim)
            top = self.rect.y + (self.rect.height - label.get_height() - small.get_height() - 2) // 2
            surface.blit(small, (self.rect.x + pad, top + label.get_height() + 2))
        else:
            top = self.rect.centery - label.get_height() // 2
        surface.blit(label, (self.rect.x + pad, top))
        slot = pygame.Rect(0, top, slot_w, value.get_height())
        slot.right = self.rect.right - pad - int(22 * scale)
        surface.blit(value, value.get_rect(centerx=slot.centerx, top=top))
        # arrows either side of the value say "this steps left and right"
        h = label.get_height()
        ay = top + h // 2
        s = max(4, int(7 * scale))
        col = palette.accent if focused else palette.text_dim
        lx = slot.left - int(12 * scale)
        rx = slot.right + int(12 * scale)
        pygame.draw.polygon(surface, col, [(lx - s, ay), (lx + s // 2, ay - s), (lx + s // 2, ay + s)])
        self._left_arrow = pygame.Rect(lx - 3 * s, self.rect.y, 4 * s, self.rect.height)
        pygame.draw.polygon(surface, col, [(rx + s, ay), (rx - s // 2, ay - s), (rx - s // 2, ay + s)])


class WidgetList:
    """Focus, hover and activation for a column of widgets."""

    def __init__(self, widgets: Sequence[Widget] = (), same_size: bool = False) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus = self._first_focusable()
        self.hover: int | None = None
        self._pressed: int | None = None
        self.same_size = same_size        # buttons that stand together: one label size (``share_text_sizes``)
        self._sized_for: tuple | None = None

    def _first_focusable(self) -> int:
        for i, w in enumerate(self.widgets):
            if w.focusable:
                return i
        return 0

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.focus] if self.widgets else None

    def focus_on(self, name: str) -> None:
        for i, w in enumerate(self.widgets):
            if getattr(w, "name", None) == name:
                self.focus = i
                return
        raise KeyError(name)

    def move(self, step: int) -> None:
        n = len(self.widgets)
        for k in range(1, n + 1):
            i = (self.focus + step * k) % n
            if self.widgets[i].focusable:
                self.focus = i
                return

    def forget_press(self) -> None:
        """The press in progress is used up elsewhere: its release clicks nothing."""
        self._pressed = None

    def at(self, pos) -> int | None:
        for i, w in enumerate(self.widgets):
            if w.focusable and w.rect.collidepoint(pos):
                return i
        return None

    def handle(self, action: inp.Action) -> bool:
        """Apply an action; True if the list used it."""
        k = action.kind
        if k in (inp.UP, inp.PREV):
            self.move(-1)
        elif k in (inp.DOWN, inp.NEXT):
            self.move(1)
        elif k in (inp.FIRST, inp.PAGE_UP, inp.LAST, inp.PAGE_DOWN) and self.widgets:  # a menu is one page
            self.focus = self._first_focusable()
            if k in (inp.LAST, inp.PAGE_DOWN):
                self.move(-1)          # one back from the first wraps round to the last
        elif k in (inp.LEFT, inp.RIGHT):
            w = self.focused
            return bool(w and w.adjust(-1 if k == inp.LEFT else 1))
        elif k == inp.CONFIRM:
            if self.focused:
                self.focused.activate()
        elif k == inp.POINTER_MOVE:
            self.hover = self.at(action.pos)
            if self.hover is not None:
                self.focus = self.hover
            return self.hover is not None
        elif k == inp.POINTER_DOWN and action.button == 1:
            self._pressed = self.at(action.pos)
            if self._pressed is not None:
                self.focus = self._pressed
            return self._pressed is not None
        elif k == inp.POINTER_UP and action.button == 1:
            i = self.at(action.pos)
            pressed, self._pressed = self._pressed, None
            if i is not None and i == pressed:
                self.widgets[i].click(action.pos)
                return True
            return False
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface, palette, scale: float, show_focus: bool = True) -> None:
        if self.same_size:
            self._share_sizes(scale)
        for i, w in enumerate(self.widgets):
            w.draw(surface, palette, show_focus and i == self.focus, i == self.hover, scale)

    def _share_sizes(self, scale: float) -> None:
        """``share_text_sizes`` over the buttons, found again only when a label, a button's size or the
        scale changes (Senket's Pass becomes End turn; a window resize)."""
        buttons = [w for w in self.widgets if isinstance(w, Button)]
        key = (scale, tuple((id(b), b.label, b.descriptions or b.description, b.rect.size) for b in buttons))
        if key != self._sized_for:
            share_text_sizes(buttons, scale)
            self._sized_for = key
