"""The shared backdrop: a gradient with faint game motifs, drawn once per size."""
from __future__ import annotations

import math

import pygame

from .scene import Scene
from .theme import vertical_gradient


_last: tuple = (None, None)     # (size and palette, the backdrop): menus and boards share one size


# One window-sized surface kept from the last dialog closed, for the next one's frozen picture: a new one is
# fresh memory, 4 ms of page faults at 1920x1080 on the frame the dialog opens (the result panel's frame was
# 15 ms, issue 39). Let go when the window takes a new size (``shared_backdrop``), where it would only add
# to a resize's memory peak.
_SPARE: list = []


def keep_spare(surface: pygame.Surface) -> None:
    """Keep ``surface`` (opaque, window-sized, no longer shown) for the next ``window_sized``."""
    _SPARE[:] = [surface]


def let_go_of_spare() -> None:
    """Drop the kept spare: a new opaque scene or a board building its layers makes surfaces of its own, and the
    spare held beside them was 8 MB at 1920x1080 in the memory peaks of ``bench.monkey`` seeds 1 and 2 (issue
    39). It only serves a dialog opened again over the scene it was closed over."""
    _SPARE.clear()


def window_sized(size, *kept: "pygame.Surface | None") -> pygame.Surface:
    """An opaque surface of ``size`` (what ``pygame.Surface(size)`` gives, its pixels to be overwritten):
    one of ``kept`` or the spare if one has that size, else a new one."""
    for surf in (*kept, *_SPARE):
        if surf is not None and surf.get_size() == tuple(size):
            if surf in _SPARE:
                _SPARE.clear()
            return surf
    _SPARE.clear()
    return pygame.Surface(size)


def shared_backdrop(size: tuple[int, int], palette) -> pygame.Surface:
    """The one kept backdrop for this size and palette, for pages that only blit it.

    Never draw on it: every page shares it (at 3840×2400 a copy is 37 MB, and
    the main menu stays under every scene).
    """
    global _last
    key = (tuple(size), palette.name, pygame.display.get_surface() is not None)
    if _last[0] != key:
        _last = (None, None)    # let go of the old size first: drawing the new one makes three window-sized surfaces
        if _SPARE and _SPARE[0].get_size() != tuple(size):
            _SPARE.clear()
        _last = (key, _draw_backdrop(size, palette))
    return _last[1]


def make_backdrop(size: tuple[int, int], palette) -> pygame.Surface:
    """A scene's own copy of the backdrop, for boards that draw their shadow or panel on it."""
    return shared_backdrop(size, palette).copy()


def cast_shadow(backdrop: pygame.Surface, rect: pygame.Rect) -> None:
    """A soft drop shadow under a board at ``rect``, drawn once on the scene's backdrop copy (not per frame)."""
    shadow = pygame.Surface(rect.inflate(24, 24).size, pygame.SRCALPHA)
    for i in range(12):
        pygame.draw.rect(shadow, (0, 0, 0, 14), shadow.get_rect().inflate(-2 * i, -2 * i), border_radius=14)
    backdrop.blit(shadow, rect.move(6, 8).inflate(24, 24).topleft)


def shadow_ring(backdrop: pygame.Surface, rect: pygame.Rect) -> list[tuple[pygame.Rect, pygame.Surface]]:
    """The pixels ``cast_shadow(backdrop copy, rect)`` gives around ``rect``, as (area, picture) strips.

    A board whose opaque picture covers ``rect`` shows its shadow only around it: the shared backdrop and
    these strips blitted over it show what the scene's own window-sized copy with the shadow cast on it
    showed, pixel for pixel, without the copy (8 MB at 1920x1080; issue 39, where the memory peak is a
    board under the pause menu)."""
    area, local = shadowed(backdrop, rect)
    if local is None:
        return []
    inner = rect.clip(area)
    strips = [pygame.Rect(area.left, area.top, area.width, inner.top - area.top),
              pygame.Rect(area.left, inner.bottom, area.width, area.bottom - inner.bottom),
              pygame.Rect(area.left, inner.top, inner.left - area.left, inner.height),
              pygame.Rect(inner.right, inner.top, area.right - inner.right, inner.height)]
    return [(r, local.subsurface(r.move(-area.x, -area.y)).copy()) for r in strips if r.width > 0 and r.height > 0]


def shadowed(backdrop: pygame.Surface, rect: pygame.Rect) -> tuple[pygame.Rect, "pygame.Surface | None"]:
    """(area, picture): the only part of a copy of ``backdrop`` that ``cast_shadow(copy, rect)`` changes, with
    the shadow on it (None where the area is off the window). Blitted over the backdrop it shows what the copy
    showed, for a board whose picture is not wholly opaque (Senet's rounded frame): the picture is the board's
    size and a little more, not the window's (issue 39)."""
    area = rect.move(6, 8).inflate(24, 24).clip(backdrop.get_rect())
    if not area.width or not area.height:
        return area, None
    local = backdrop.subsurface(area).copy()
    cast_shadow(local, rect.move(-area.x, -area.y))
    return area, local


def forget() -> None:
    """Drop the kept backdrop (the display it was converted for is closing)."""
    global _last
    _last = (None, None)
    _SPARE.clear()


# Rows of the motif drawn at a time (``_draw_backdrop``): the motif's transparent layer is a band this high plus
# the tallest shape above and below it, not a second window-sized surface.
MOTIF_BAND = 96


def _motif(size: tuple[int, int], palette) -> list[tuple]:
    """The motif's shapes in drawing order, each (top row, bottom row, draw function, colour, arguments)."""
    w, h = size
    shapes = []
    step = max(24, min(w, h) // 18)
    # A lattice of posts and knight-step fences (Senket) fading across the screen.
    faint, dot = (*palette.text, 14), max(2, step // 12)
    for gx in range(0, w + step, step):
        for gy in range(0, h + step, step):
            shapes.append((gy - dot, gy + dot, pygame.draw.circle, faint, (gx, gy), dot))
    width = max(2, step // 10)
    for i in range(0, w // step + 2, 3):
        for j in range(0, h // step + 2, 4):
            a = (i * step, j * step)
            b = ((i + 1) * step, (j + 2) * step)
            shapes.append((a[1] - width, b[1] + width, pygame.draw.line, (*palette.accent, 22), a, b, width))
    # A large ring of pente stones in a corner.
    cx, cy, r = int(w * 0.9), int(h * 0.85), int(min(w, h) * 0.28)
    stone = max(6, step // 2)
    for k in range(12):
        ang = k / 12 * math.tau
        y = cy + int(r * math.sin(ang))
        shapes.append((y - stone, y + stone, pygame.draw.circle, (*palette.text, 10 if k % 2 else 18),
                       (cx + int(r * math.cos(ang)), y), stone))
    return shapes


def _draw_backdrop(size: tuple[int, int], palette) -> pygame.Surface:
    """The gradient with the motif's translucent shapes over it, one window-sized surface at a time.

    It was the gradient, the motif on a transparent window-sized layer and the ``convert()``ed copy: three
    window-sized surfaces at once, 24 MB at 1920x1080 inside a resize (issue 39, the memory peak of
    ``bench.monkey --seed 4``). The gradient is now scaled from a strip already in the display's format, and
    the motif drawn band by band onto a layer of a band's height: each band's layer holds every shape that
    reaches into the band whole (the tallest shape's height above and below it), drawn in the same order at
    the same place, clipped only where the window clips it, so each pixel is what the whole layer held."""
    w, h = size
    surf = vertical_gradient(size, palette.bg_top, palette.bg_bottom, pygame.display.get_surface() is not None)
    shapes = _motif(size, palette)
    reach = max((bottom - top for top, bottom, *_ in shapes), default=0) + 2
    layer = pygame.Surface((max(1, w), min(h, MOTIF_BAND + 2 * reach)), pygame.SRCALPHA)
    for y0 in range(0, h, MOTIF_BAND):
        y1 = min(h, y0 + MOTIF_BAND)
        lo, hi = max(0, y0 - reach), min(h, y1 + reach)
        band = layer.subsurface((0, 0, max(1, w), hi - lo))
        band.fill((0, 0, 0, 0))
        for top, bottom, draw, colour, *args in shapes:
            if bottom >= lo and top < hi:
                draw(band, colour, *(_moved(arg, -lo) for arg in args))
        surf.blit(band, (0, y0), pygame.Rect(0, y0 - lo, w, y1 - y0))
    return surf


def _moved(arg, dy: int):
    """A shape's argument moved ``dy`` rows: points (x, y) are, sizes are not."""
    return (arg[0], arg[1] + dy) if isinstance(arg, tuple) else arg


class BackdropScene(Scene):
    """A full-window page (menu, rules, settings) over the shared backdrop, which follows its layout.

    A palette picked in Settings reaches it the same way: ``App.apply_settings``
    lays out every scene on the stack again.
    """

    backdrop: "pygame.Surface | None" = None

    def layout(self, size) -> None:
        super().layout(size)
        self.backdrop = None      # the old size's goes before the new one is drawn (the memory peak of a resize)
        self.backdrop = shared_backdrop(size, self.palette)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop, (0, 0))
