"""Marks drawn over a board picture (the rules' diagrams): 'not allowed', 'allowed', 'look here', and a window cut from it."""
from __future__ import annotations

import pygame

WHITE = (255, 255, 255)


def cross(surf, centre, r: int, palette) -> None:
    """A red cross with a white rim: 'not allowed'."""
    x, y = centre
    w = max(3, r // 3)
    strokes = (((x - r, y - r), (x + r, y + r)), ((x - r, y + r), (x + r, y - r)))
    for a, b in strokes:
        pygame.draw.line(surf, WHITE, a, b, w + 4)
    for a, b in strokes:
        pygame.draw.line(surf, palette.bad, a, b, w)


def tick(surf, centre, r: int, palette) -> None:
    """A green tick on a white disc: 'allowed'."""
    x, y = centre
    pygame.draw.circle(surf, WHITE, centre, r + 2)
    pygame.draw.circle(surf, palette.good, centre, r, max(2, r // 4))
    pts = [(x - r * 0.5, y + r * 0.02), (x - r * 0.12, y + r * 0.42), (x + r * 0.55, y - r * 0.4)]
    pygame.draw.lines(surf, palette.good, False, pts, max(3, r // 3))


def ring(surf, centre, r: int, col) -> None:
    """A ring with a white rim around a point: 'look here'."""
    pygame.draw.circle(surf, WHITE, centre, r + 2, max(2, r // 5) + 3)
    pygame.draw.circle(surf, col, centre, r, max(2, r // 5))


def rounded_cut(picture: pygame.Surface, radius: int) -> pygame.Surface:
    """A window cut out of a board picture, with rounded corners as the board's own (a diagram)."""
    rounded = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    rounded.blit(picture, (0, 0))
    mask = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    rounded.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return rounded
