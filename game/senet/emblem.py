"""Senet's emblem for the menu button, drawn in code (the menu asks each game for its own)."""
from __future__ import annotations

import pygame


def draw(surface: pygame.Surface, rect: pygame.Rect, pal) -> None:
    """Four throwing sticks, two showing their marked side."""
    n = 4
    w = rect.width / (n * 1.7)
    for i in range(n):
        r = pygame.Rect(int(rect.x + i * w * 1.7), rect.y + 2, int(w), rect.height - 4)
        pygame.draw.rect(surface, pal.wood, r, border_radius=int(w / 2))
        if i in (1, 2):
            pygame.draw.rect(surface, pal.grid, r.inflate(-int(w * 0.4), -int(w * 0.6)), border_radius=int(w / 3))
        pygame.draw.rect(surface, pal.wood_dark, r, width=2, border_radius=int(w / 2))
