"""Pente's emblem for the menu button, drawn in code (the menu asks each game for its own)."""
from __future__ import annotations

import pygame


def draw(surface: pygame.Surface, rect: pygame.Rect, pal) -> None:
    """A capture in progress: X O O X on a small grid."""
    step = rect.width / 4.2
    y = rect.centery
    for i in range(4):
        x = int(rect.x + step / 2 + i * step)
        pygame.draw.line(surface, pal.text_dim, (x, rect.y), (x, rect.bottom), 1)
    pygame.draw.line(surface, pal.text_dim, (rect.x, y), (rect.right, y), 1)
    colours = [(20, 20, 24), (236, 236, 230), (236, 236, 230), (20, 20, 24)]
    for i, c in enumerate(colours):
        x = int(rect.x + step / 2 + i * step)
        pygame.draw.circle(surface, c, (x, y), int(step * 0.44))
        pygame.draw.circle(surface, pal.text_dim, (x, y), int(step * 0.44), 1)
