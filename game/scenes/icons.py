"""Small emblems of the three games, drawn in code for the menu buttons."""
from __future__ import annotations

import pygame


def senket_icon(surface: pygame.Surface, rect: pygame.Rect, pal) -> None:
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


def senet_icon(surface: pygame.Surface, rect: pygame.Rect, pal) -> None:
    """Four throwing sticks, two showing their marked side."""
    n = 4
    w = rect.width / (n * 1.7)
    for i in range(n):
        r = pygame.Rect(int(rect.x + i * w * 1.7), rect.y + 2, int(w), rect.height - 4)
        pygame.draw.rect(surface, pal.wood, r, border_radius=int(w / 2))
        if i in (1, 2):
            pygame.draw.rect(surface, pal.grid, r.inflate(-int(w * 0.4), -int(w * 0.6)), border_radius=int(w / 3))
        pygame.draw.rect(surface, pal.wood_dark, r, width=2, border_radius=int(w / 2))


def pente_icon(surface: pygame.Surface, rect: pygame.Rect, pal) -> None:
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


ICONS = {"senket": senket_icon, "senet": senet_icon, "pente": pente_icon}
