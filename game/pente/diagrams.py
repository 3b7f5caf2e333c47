"""Pictures for the rules screen (``[diagram NAME]`` in assets/rules/pente.txt).

Each diagram is a real game played with the rules module (a position set
up with ``PenteGame.from_position`` or replayed ``from_moves``, then the
move shown is pushed, so what it captures is what the rules capture) and
drawn by the board scene's own ``BoardView.render_position`` (stones, the
last-move mark, the tournament rule's forbidden box). Most diagrams show a
window of a 13×13 board around the action: the view is laid out large
enough for the window to fill the picture, and the window is cut out.
Marks that are no position (the captured stones' ghosts, crosses, rings)
are drawn here on top.

``draw(name, (w, h), palette)`` returns a transparent surface of that size;
``CAPTIONS[name]`` is the line shown under it.
"""
from __future__ import annotations

import math

import pygame

from ..ui.marks import cross, ring, rounded_cut
from .rules import FIRST, SECOND, Options, PenteGame
from .view import BoardView, ghost_sprite, stone_outline

CAPTIONS: dict[str, str] = {
    "capture": "Black plays the marked stone: the two white stones between it and the other black "
               "stone are captured (crossed out) and taken off.",
    "no-self-capture": "White plays the marked stone into the gap between two black stones: that is safe, "
                       "nothing is taken.",
    "tournament": "Black's second stone: not in the shaded box around the centre. The ringed point "
                  "is allowed, the crossed one is not.",
    "keryo": "Keryo-Pente: three stones in a line between two of yours are captured too.",
}

N = 13
FREE = Options(size=N, tournament=False)
KERYO = Options(size=N, variant="keryo", tournament=False)

# name -> (options, stones before, side to move, the move shown, window (x0, y0, x1, y1))
POSITIONS = {
    "capture": (FREE, {(3, 7): FIRST, (4, 6): SECOND, (5, 5): SECOND, (5, 6): FIRST, (7, 7): SECOND,
                       (4, 8): SECOND},
                FIRST, (6, 4), (2, 3, 8, 9)),
    "no-self-capture": (FREE, {(3, 6): FIRST, (4, 6): SECOND, (6, 6): FIRST, (5, 4): SECOND, (6, 8): SECOND,
                               (4, 7): FIRST},
                        SECOND, (5, 6), (2, 3, 8, 9)),
    "keryo": (KERYO, {(2, 6): FIRST, (3, 6): SECOND, (4, 6): SECOND, (5, 6): SECOND, (4, 4): FIRST,
                      (7, 5): SECOND, (5, 8): FIRST},
              FIRST, (6, 6), (1, 3, 7, 9)),
    # the tournament rule: the moves from the empty board, Black to play the second stone
    "tournament": (Options(size=N), None, FIRST, None, (2, 1, 11, 10)),
}
TOURNAMENT_MOVES = [(6, 6), (7, 5)]
TOURNAMENT_GOOD, TOURNAMENT_BAD = (9, 6), (4, 8)


def game_for(name: str) -> tuple[PenteGame, PenteGame | None]:
    """(the position shown, the position before the move shown or None)."""
    options, stones, to_move, move, _ = POSITIONS[name]
    if stones is None:
        return PenteGame.from_moves(TOURNAMENT_MOVES, options), None
    before = PenteGame.from_position(stones, options, to_move=to_move)
    after = before.copy()
    after.push(move)
    return after, before


def render_window(game: PenteGame, window, size, palette) -> tuple[pygame.Surface, BoardView, tuple]:
    """The window of the board (points, plus half a cell around; the wooden edge where it is the
    board's edge) drawn by the view and centred in a transparent surface of ``size``.

    Returns the picture, the view and ``(ox, oy, cell)``: the picture pixel of point (0, 0) and
    the cell size, for marks on top."""
    x0, y0, x1, y1 = window
    w, h = size
    n = game.size
    whole = window == (0, 0, n - 1, n - 1)
    pad = 0.6
    cols, rows = x1 - x0 + 2 * pad, y1 - y0 + 2 * pad
    view = BoardView(n)
    if whole:
        side = min(w, h)
    else:
        cell = min(w / cols, h / rows)
        side = cell * (n - 1 + 2 * view.MARGIN)
    view.fit(pygame.Rect(0, 0, int(math.ceil(side)), int(math.ceil(side))))
    view.build(palette)
    board = view.render_position(game, palette)
    c = view.cell
    if whole:
        crop = board.get_rect()
    else:
        left, top = view.local((x0 - pad, y0 - pad))
        right, bottom = view.local((x1 + pad, y1 + pad))
        crop = pygame.Rect(int(left), int(top), int(right - left), int(bottom - top)).clip(board.get_rect())
    pic = board.subsurface(crop)
    out = pygame.Surface(size, pygame.SRCALPHA)
    at = pic.get_rect(center=(w // 2, h // 2))
    if not whole:   # rounded corners, as the board's own
        pic = rounded_cut(pic, max(4, int(c * 0.25)))
        frame = pygame.Rect(at)
        out.blit(pic, at)
        pygame.draw.rect(out, palette.wood_dark, frame, max(2, int(c * 0.08)), border_radius=max(4, int(c * 0.25)))
    else:
        out.blit(pic, at)
    ox, oy = view.local((0, 0))
    return out, view, (at.x - crop.x + ox, at.y - crop.y + oy, c)


def _px(geo, p) -> tuple[int, int]:
    ox, oy, c = geo
    return (int(round(ox + p[0] * c)), int(round(oy + p[1] * c)))






def draw(name: str, size: tuple[int, int], palette) -> pygame.Surface:
    """The diagram ``name`` as a transparent surface of ``size``; KeyError for an unknown name."""
    game, before = game_for(name)
    window = POSITIONS[name][4]
    surf, view, geo = render_window(game, window, size, palette)
    r = view.radius
    if before is not None:
        result = game.last_result
        for p in result.captured_points:
            victim = before.stone_at(p)
            spr = ghost_sprite(r, victim, stone_outline(palette, victim))
            surf.blit(spr, spr.get_rect(center=_px(geo, p)))
            cross(surf, _px(geo, p), max(5, int(r * 0.6)), palette)
    if name == "tournament":
        assert game.check(TOURNAMENT_GOOD) is None and game.check(TOURNAMENT_BAD) is not None
        spr = ghost_sprite(r, FIRST, stone_outline(palette, FIRST))
        for p in (TOURNAMENT_GOOD, TOURNAMENT_BAD):
            surf.blit(spr, spr.get_rect(center=_px(geo, p)))
        ring(surf, _px(geo, TOURNAMENT_GOOD), r + max(2, r // 4), palette.good)
        cross(surf, _px(geo, TOURNAMENT_BAD), max(5, int(r * 0.7)), palette)
    return surf
