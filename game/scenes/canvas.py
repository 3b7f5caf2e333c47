"""Layer surfaces drawn again in place instead of made anew (issue 39).

A board scene keeps its slow-changing pictures (the board with its pieces, the side panel, Senet's
strip) as cached surfaces redrawn when what they show changes. Making a new full-size surface for
each redraw cost more than the drawing: at 1920×1080 a board-sized ``Surface()`` or ``copy()`` is
fresh memory, 1.5–3 ms of page faults at best and over 15 ms on a busy machine, against ~0.1 ms to
clear or overwrite a surface that already exists. A ``Canvas`` hands back the same surface (or one
of two, where a caller recognises a new picture by identity), cleared to exactly what a new
surface or a copy would hold, so the picture drawn on it is the same pixel for pixel.
"""
from __future__ import annotations

from collections import OrderedDict

import pygame

from ..ui.widgets import draw_panel


class Canvas:
    """One (or, with ``buffers=2``, alternately two) reusable surfaces of one size and format."""

    def __init__(self, buffers: int = 1) -> None:
        self._surfaces: list[pygame.Surface] = []
        self._buffers = buffers
        self._turn = 0

    def _next(self, size, make) -> pygame.Surface:
        self._surfaces = [s for s in self._surfaces if s.get_size() == tuple(size)]
        if len(self._surfaces) < self._buffers:
            surf = make()
            self._surfaces.append(surf)
            self._turn = len(self._surfaces) - 1
            return surf
        self._turn = (self._turn + 1) % self._buffers
        return self._surfaces[self._turn]

    def reuses(self, surface: pygame.Surface) -> bool:
        """Whether the next surface handed out is ``surface`` (one buffer, holding it): what is drawn on it
        may then be drawn again in part instead of whole."""
        return self._buffers == 1 and len(self._surfaces) == 1 and self._surfaces[0] is surface

    def blank(self, size) -> pygame.Surface:
        """A transparent surface with per-pixel alpha: what ``pygame.Surface(size, SRCALPHA)`` gives."""
        made = []
        surf = self._next(size, lambda: made.append(pygame.Surface(size, pygame.SRCALPHA)) or made[0])
        if not made:
            surf.fill((0, 0, 0, 0))
        return surf

    def copy_of(self, source: pygame.Surface) -> pygame.Surface:
        """A surface holding ``source``'s pixels: what ``source.copy()`` gives (same format, same alpha)."""
        made = []
        surf = self._next(source.get_size(), lambda: made.append(source.copy()) or made[0])
        if not made:
            if source.get_flags() & pygame.SRCALPHA:
                surf.fill((0, 0, 0, 0))     # max(0, src) on every channel: the source's pixels, alpha included
                surf.blit(source, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
            elif source.get_colorkey() is None and source.get_alpha() in (None, 255):
                surf.blit(source, (0, 0))     # opaque onto opaque: a plain copy
            else:
                surf = self._surfaces[self._turn] = source.copy()
        return surf


# The cards kept, newest last, bounded in bytes: a side panel's card is ~2 MB at 1920x1080, and after random
# resizes 33 cards of old sizes held 24 MB (bench.monkey, issue 39). The newest few stay whatever their size, so
# that a screen's own cards (a panel and two trays) are never made again each frame; no more than those: 8 MB
# of older sizes were held at bench.monkey's late peaks, and bench.frames made the same 3 cards in 8,400
# frames of every scene with them or without them.
CARD_CACHE_BYTES = 0
CARDS_ALWAYS_KEPT = 4
_CARDS: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()


def _card_bytes(card: pygame.Surface) -> int:
    return card.get_width() * card.get_height() * 4


def panel_card(size, palette, radius: int = 12, alpha: int = 235) -> pygame.Surface:
    """``draw_panel`` on a new transparent surface of ``size``, made once per size, palette and shape.

    Blitted onto a transparent area it gives the pixels ``draw_panel`` would draw there (a source pixel
    over a transparent one is copied as it is), without the panel-sized surface ``draw_panel`` makes
    each time. Do not draw on it: it is shared."""
    key = (tuple(size), palette.name, radius, alpha)
    card = _CARDS.get(key)
    if card is not None:
        _CARDS.move_to_end(key)
        return card
    card = pygame.Surface(key[0], pygame.SRCALPHA)
    draw_panel(card, card.get_rect(), palette, radius=radius, alpha=alpha)
    _CARDS[key] = card
    while len(_CARDS) > CARDS_ALWAYS_KEPT and sum(_card_bytes(c) for c in _CARDS.values()) > CARD_CACHE_BYTES:
        _CARDS.popitem(last=False)
    return card


def draw_changed_parts(surf: pygame.Surface, origin, parts: dict, shown: dict, draw, card=None) -> list:
    """Draw again, on a picture standing at window position ``origin``, each part (name -> (window area, look))
    whose look is not ``shown[name]``: its area cleared (to transparent, or to ``card``'s pixels there: the empty
    panel), then ``draw(name, look)`` clipped to it. The window areas drawn (issue 39: a move drew a whole
    picture again for one part). A part drawn whole with the picture is clipped the same way, so the two agree."""
    drawn = []
    for name, (area, look) in parts.items():
        if shown.get(name) == look:
            continue
        local = area.move(-origin[0], -origin[1])
        surf.set_clip(local)
        surf.fill((0, 0, 0, 0))
        if card is not None:
            surf.blit(card, local, local, special_flags=pygame.BLEND_RGBA_MAX)
        draw(name, look)
        surf.set_clip(None)
        drawn.append(area.copy())
    return drawn
