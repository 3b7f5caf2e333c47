"""The app's icon, drawn in code: the window's icon and the desktop launcher's picture.

Senket's emblem (posts and a fence) on a rounded tile in the theme's colours,
so the icon needs no image file and always matches the menu.
"""
from __future__ import annotations

import io

import pygame

from .theme import PALETTES


def draw_icon(size: int = 256) -> pygame.Surface:
    pal = PALETTES["classic"] if "classic" in PALETTES else next(iter(PALETTES.values()))
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    tile = pygame.Rect(0, 0, size, size)
    pygame.draw.rect(surf, (*pal.bg_bottom, 255), tile, border_radius=size // 6)
    pygame.draw.rect(surf, (*pal.accent, 255), tile, width=max(2, size // 32), border_radius=size // 6)
    from ..core import registry   # the game's picture, found the way every shared layer finds a game
    draw = registry.get("senket").module("emblem").draw
    inner = tile.inflate(-size // 3, -size // 3)
    draw(surf, inner, pal)
    return surf


def icon_png(size: int = 256) -> bytes:
    """The icon as PNG bytes (the desktop launcher's picture, written through the one atomic write);
    works without a window."""
    out = io.BytesIO()
    pygame.image.save(draw_icon(size), out, "icon.png")
    return out.getvalue()
