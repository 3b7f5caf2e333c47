"""Pictures for the rules screen (``[diagram NAME]`` in assets/rules/senket.txt).

Each diagram is a real position built with the rules module
(``State.from_position``: it refuses anything illegal), scored by the
game's scorer and drawn by the board scene's own ``BoardView`` (shading,
hatching, prisoner marks and value labels included). A diagram shows a
window of the board: the view is laid out large enough that the window
fills the picture, and the window is cut out. Only the marks that are no
position (a fence that may not be drawn, a tick on a legal one) are drawn
here on top.

``draw(name, (w, h), palette)`` returns a transparent surface of that size;
``CAPTIONS[name]`` is the line shown under it.
"""
from __future__ import annotations

import dataclasses
import math

import pygame

from ..ui.marks import cross, rounded_cut, tick
from .rules import SECOND, FIRST, State
from .scoring import score
from .view import BoardView

CAPTIONS: dict[str, str] = {
    "fences": "Green ticks: fences a knight's move apart. Crossed out: a fence over another fence, "
              "and a join that is not a knight's move.",
    "shapes": "Red's shapes: areas 1, 2, 2, 3, 4 and 5. Each label is the shape's value: its area squared.",
    "joining": "Top: two areas of 3, apart: 9 + 9 = 18. Bottom: the same areas joined by one fence: "
               "(3 + 3)² = 36.",
    "neutral-ring": "Blue's loop surrounds Red's territory: the ring between (hatched) counts for nobody, "
                    "and the posts in it are nobody's prisoners.",
    "seed-000": "A finished game. Red: 28² + 10² + 2² = 888 (the cross marks a prisoner). "
                "Blue joined its two areas: (19 + 12)² = 961. Blue wins.",
}

ASPECT: dict[str, float] = {}   # all square
SCALE: dict[str, float] = {"seed-000": 1.45}   # the whole 19×19 game: larger than the others


def chain(pts, closed: bool = False) -> list:
    pts = list(pts) + ([pts[0]] if closed else [])
    return list(zip(pts, pts[1:]))


def build(size: int, red=(), blue=(), fences=()) -> State:
    posts = {p: FIRST for p in red}
    posts.update({p: SECOND for p in blue})
    return State.from_position(size, posts, fences)


# ----- the positions ---------------------------------------------------------------------------

# fences: legal ones drawn; illegal ones only marked (the rules module refuses them)
FENCE_RED = [(1, 1), (3, 2), (2, 4), (5, 1), (4, 3), (1, 6), (3, 6)]
FENCE_BLUE = [(4, 1), (5, 3)]
FENCE_LEGAL = [((1, 1), (3, 2)), ((3, 2), (2, 4))]
FENCE_CROSSING = ((5, 1), (4, 3))        # over Blue's fence (4,1)-(5,3)
FENCE_NOT_KNIGHT = ((1, 6), (3, 6))      # two points straight apart


def fences_position() -> State:
    return build(11, FENCE_RED, FENCE_BLUE, FENCE_LEGAL + [tuple(FENCE_BLUE)])


# the shapes of the rules page, all on one board; Blue's far corner keeps the rest of the board
# from being Red's (tests/senket/test_scoring.py checks each value on its own)
SHAPES = [
    ([(1, 0), (0, 2)], False),                           # corner triangle, 1
    ([(3, 0), (5, 1), (7, 0)], False),                   # narrow side triangle, 2
    ([(8, 0), (9, 2), (10, 0)], False),                  # wide side triangle, 2
    ([(1, 4), (3, 5), (4, 7), (2, 6)], True),            # thin diamond, 3
    ([(5, 4), (7, 3), (9, 4), (7, 5)], True),            # long diamond, 4
    ([(5, 7), (7, 6), (8, 8), (6, 9)], True),            # square diamond, 5
]
SHAPES_BLUE = [(9, 10), (10, 8)]


def shapes_position() -> State:
    red = [p for pts, _ in SHAPES for p in pts]
    fences = [f for pts, closed in SHAPES for f in chain(pts, closed)] + chain(SHAPES_BLUE)
    return build(11, red, SHAPES_BLUE, fences)


JOIN_APART = ([(1, 1), (3, 2), (4, 4), (2, 3)], [(5, 1), (7, 2), (8, 4), (6, 3)])
JOIN_JOINED = ([(1, 6), (3, 7), (4, 9), (2, 8)], [(5, 6), (7, 7), (8, 9), (6, 8)])
JOIN_BRIDGE = ((3, 7), (5, 6))


def joining_position() -> State:
    loops = JOIN_APART + JOIN_JOINED
    fences = [f for pts in loops for f in chain(pts, True)] + [JOIN_BRIDGE]
    return build(11, [p for pts in loops for p in pts], (), fences)


# a neutral ring: Blue's loop around Red's square diamond; one post of each colour in the ring
RING_BLUE = [(2, 5), (3, 3), (5, 2), (7, 3), (8, 5), (7, 7), (5, 8), (3, 7)]
RING_RED = [(3, 4), (5, 3), (6, 5), (4, 6)]
RING_IN_RING = {(6, 7): FIRST, (4, 3): SECOND}


def neutral_ring_position() -> State:
    posts = {p: SECOND for p in RING_BLUE}
    posts.update({p: FIRST for p in RING_RED})
    posts.update(RING_IN_RING)
    return State.from_position(11, posts, chain(RING_BLUE, True) + chain(RING_RED, True))


# the completed game of seed 000 (the same construction as tests/senket/test_scoring.py's seed000)
RED_UL = [(0, 12), (2, 13), (4, 14), (5, 16), (7, 17), (9, 18)]          # upper left, 27
BLUE_UR = [(13, 18), (14, 16), (15, 14), (17, 13), (18, 11)]             # upper right, 19
BLUE_LL = [(0, 6), (1, 4), (2, 2), (4, 1), (6, 0)]                       # lower left, 12
BLUE_LINK = [(15, 14), (13, 13), (11, 12), (10, 10), (8, 9), (7, 7), (5, 6), (3, 5), (1, 4)]
RED_LOOP = [(8, 3), (10, 2), (12, 1), (13, 3), (11, 4), (9, 5)]          # lower left, 10
RED_TRI = [(18, 2), (16, 3), (18, 4)]                                    # lower right, 2
BLUE_ENCL = [(13, 0), (14, 2), (15, 4), (16, 6), (18, 7)]                # encloses RED_TRI
PRISONER = (2, 16)
RING_POSTS = {(15, 1): FIRST, (17, 5): SECOND}


def seed000() -> State:
    posts = {}
    for p in RED_UL + RED_LOOP + RED_TRI:
        posts[p] = FIRST
    for p in BLUE_UR + BLUE_LL + BLUE_LINK + BLUE_ENCL + [PRISONER]:
        posts[p] = SECOND
    posts.update(RING_POSTS)
    fences = (chain(RED_UL) + chain(RED_LOOP, True) + chain(RED_TRI) + chain(BLUE_UR) + chain(BLUE_LL)
              + chain(BLUE_LINK) + chain(BLUE_ENCL))
    return State.from_position(19, posts, fences)


# name -> (position builder, window (x0, y0, x1, y1) in board points, hide the hatching)
POSITIONS = {
    "fences": (fences_position, (1, 1, 6, 6), False),
    "shapes": (shapes_position, (0, 0, 10, 10), True),
    "joining": (joining_position, (1, 1, 8, 9), False),
    "neutral-ring": (neutral_ring_position, (1, 1, 9, 9), False),
    "seed-000": (seed000, (0, 0, 18, 18), False),
}


def position(name: str) -> State:
    return POSITIONS[name][0]()


# ----- drawing ------------------------------------------------------------------------------------

def render_window(game: State, result, window, size, palette) -> tuple[pygame.Surface, BoardView, tuple]:
    """The board's ``window`` (board points, a half cell of wood around it, the wooden edge
    included where it is the board's edge), drawn by the game's view and fitted into ``size``.

    Returns the picture, the view and the picture pixel of board point (0, 0) and the cell size
    as ``(ox, oy, cell)`` for marks on top."""
    n = game.size
    x0, y0, x1, y1 = window
    w, h = size
    pad = 0.55   # cells of board shown around the window
    cols, rows = x1 - x0 + 2 * pad, y1 - y0 + 2 * pad
    c = max(6, int(min(w / cols, h / rows)))
    view = BoardView(n)
    # BoardView.layout picks cell int(side / (n - 1 + 1.7)): lay it out so that cell is c
    side = int(math.ceil(c * (n - 1 + 1.7))) + 1
    view.layout(pygame.Rect(0, 0, side, side), palette, max(0.7, min(h, w) / 300))
    c = view.cell
    board = view.render(game, result, result is not None)
    left = view.margin + (x0 - pad) * c
    top = view.margin + (y0 - pad) * c
    right = view.margin + (x1 + pad) * c
    bottom = view.margin + (y1 + pad) * c
    # at the board's edge show the whole wooden rim
    if x0 == 0:
        left = 0
    if y0 == 0:
        top = 0
    if x1 == n - 1:
        right = board.get_width()
    if y1 == n - 1:
        bottom = board.get_height()
    crop = pygame.Rect(int(left), int(top), int(right - left), int(bottom - top)).clip(board.get_rect())
    out = pygame.Surface(size, pygame.SRCALPHA)
    pic = board.subsurface(crop)
    if pic.get_width() > w or pic.get_height() > h:   # never larger than asked
        k = min(w / pic.get_width(), h / pic.get_height())
        pic = pygame.transform.smoothscale(pic, (max(1, int(pic.get_width() * k)), max(1, int(pic.get_height() * k))))
        c *= k
        crop = pygame.Rect(crop.x * k, crop.y * k, pic.get_width(), pic.get_height())
        margin = view.margin * k
    else:
        margin = view.margin
    at = pic.get_rect(center=(w // 2, h // 2))
    inside = (x0, y0, x1, y1) != (0, 0, n - 1, n - 1)
    if inside:   # a window cut out of the board: rounded corners and a rim, as the board's own
        radius = max(6, int(c // 2))
        pic = rounded_cut(pic, radius)
    out.blit(pic, at)
    if inside:
        pygame.draw.rect(out, tuple(int(v * 0.8) for v in palette.wood_dark), at, 3, border_radius=radius)
    origin = (at.x - crop.x + margin, at.y - crop.y + margin)
    return out, view, (origin[0], origin[1], c)


def _px(geo, p) -> tuple[int, int]:
    ox, oy, c = geo
    return (int(round(ox + p[0] * c)), int(round(oy + p[1] * c)))


def _dashed(surf, col, a, b, width: int, dash: int) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    k = max(1, int(length // dash))
    for i in range(0, k, 2):
        t0, t1 = i / k, min(1.0, (i + 1) / k)
        pygame.draw.line(surf, col, (a[0] + dx * t0, a[1] + dy * t0), (a[0] + dx * t1, a[1] + dy * t1), width)






def _marks_fences(surf, geo, palette) -> None:
    c = geo[2]
    r = max(6, int(c * 0.26))
    for a, b in FENCE_LEGAL:
        pa, pb = _px(geo, a), _px(geo, b)
        tick(surf, ((pa[0] + pb[0]) // 2, (pa[1] + pb[1]) // 2), r, palette)
    col = tuple(int(v * 0.85) for v in palette.player1)
    for a, b in (FENCE_CROSSING, FENCE_NOT_KNIGHT):
        pa, pb = _px(geo, a), _px(geo, b)
        _dashed(surf, col, pa, pb, max(2, round(c * 0.13)), max(5, int(c * 0.18)))
    # the crossing fence: the cross where it meets Blue's fence; the straight join: in its middle
    cx = _px(geo, (4.5, 2.0))
    cross(surf, cx, r, palette)
    pa, pb = _px(geo, FENCE_NOT_KNIGHT[0]), _px(geo, FENCE_NOT_KNIGHT[1])
    cross(surf, ((pa[0] + pb[0]) // 2, (pa[1] + pb[1]) // 2), r, palette)
    # posts on top of the dashed lines again
    from .view import draw_post
    for p in (FENCE_CROSSING + FENCE_NOT_KNIGHT):
        draw_post(surf, palette, int(FIRST), _px(geo, p), max(3, round(c * 0.27)), True)


def draw(name: str, size: tuple[int, int], palette) -> pygame.Surface:
    """The diagram ``name`` as a transparent surface of ``size``; KeyError for an unknown name."""
    build_position, window, hide_neutral = POSITIONS[name]
    game = build_position()
    result = score(game)
    if hide_neutral:
        # the rest of the board, voided by Blue's far corner, is left plain so the shapes stand out
        result = dataclasses.replace(result, _detail=None)
    surf, view, geo = render_window(game, result, window, size, palette)
    if name == "fences":
        _marks_fences(surf, geo, palette)
    return surf
