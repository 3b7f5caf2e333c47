"""Senket's emblem for the menu button, drawn in code (the menu asks each game for its own)."""
from __future__ import annotations

import pygame


def draw(surface: pygame.Surface, rect: pygame.Rect, pal) -> None:
    """Posts on a lattice joined by knight-step fences into a closed diamond."""
    step = rect.height / 4
    ox, oy = rect.x + step / 2, rect.y + step / 2
    def pt(x, y):
        return (int(ox + x * step), int(oy + y * step))
    for x in range(int(rect.width / step)):
        for y in range(4):
            pygame.draw.circle(surface, pal.text_dim, pt(x, y), max(1, int(step / 10)))
    red = [(1, 1), (3, 0), (4, 2), (2, 3)]
    for a, b in zip(red, red[1:] + red[:1]):
        pygame.draw.line(surface, pal.player1, pt(*a), pt(*b), max(2, int(step / 6)))
    for p in red:
        pygame.draw.circle(surface, pal.player1, pt(*p), max(3, int(step / 4)))
    blue = [(5, 0), (6, 2), (5, 3)]
    pygame.draw.line(surface, pal.player2, pt(*blue[0]), pt(*blue[1]), max(2, int(step / 6)))
    for p in blue:
        pygame.draw.circle(surface, pal.player2, pt(*p), max(3, int(step / 4)))
