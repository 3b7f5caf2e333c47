"""Drawing the Pente board: geometry, the cached wooden board, stone sprites.

Everything here is made at layout time (or when the position changes) and
blitted per frame: the board with its grid, star points and coordinates is
one surface; the stones on it are a second surface rebuilt only after a
move; stone sprites are cached per radius and palette. The scene draws per
frame only what moves (ghost, cursor, flying captures).

Points are engine points ``(x, y)``, y counted from the top row.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from ..scenes.canvas import Canvas
from ..ui.theme import Theme
from .notation import COLUMNS
from .rules import FIRST, SECOND

# Stone colours are luminance opposites in every palette (never hue alone):
# (rim, base, highlight) for each side.
STONE_TONES = {
    FIRST: ((8, 8, 10), (28, 28, 34), (120, 124, 136)),
    SECOND: ((150, 150, 146), (214, 214, 208), (255, 255, 255)),
}


def star_points(n: int) -> list[tuple[int, int]]:
    """Hoshi for a Go-style board: the 4-4 points, the sides and the centre."""
    edge = 3
    mid = n // 2
    coords = (edge, mid, n - 1 - edge)
    return [(x, y) for x in coords for y in coords]


@lru_cache(maxsize=48)
def stone_sprite(radius: int, player: int, outline: tuple | None = None) -> pygame.Surface:
    """A shaded stone with a soft shadow; the stone's centre is the sprite's centre."""
    radius = max(3, int(radius))
    ss = 4  # supersampling, then smoothscale down for clean edges
    pad = max(2, radius // 5)
    size = (radius + pad) * 2
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    c = size * ss / 2
    R = radius * ss
    # shadow: a few translucent discs offset down-right
    off = R * 0.12
    for i in range(6):
        pygame.draw.circle(big, (0, 0, 0, 22), (c + off, c + off * 1.2), R * (1.04 - i * 0.012))
    rim, base, hi = STONE_TONES[player]
    pygame.draw.circle(big, rim, (c, c), R)
    steps = 28
    for i in range(steps):
        t = i / (steps - 1)
        r = R * (0.955 - 0.78 * t)
        shift = R * 0.36 * t
        k = t ** 1.6
        col = tuple(int(b + (h - b) * k) for b, h in zip(base, hi))
        pygame.draw.circle(big, col, (c - shift, c - shift), r)
    if outline is not None:
        pygame.draw.circle(big, outline, (c, c), R, max(1, ss * max(1, radius // 10)))
    return pygame.transform.smoothscale(big, (size, size))


@lru_cache(maxsize=16)
def ghost_sprite(radius: int, player: int, outline: tuple | None = None) -> pygame.Surface:
    s = stone_sprite(radius, player, outline).copy()
    s.set_alpha(130)
    return s


def blit_stone(surface: pygame.Surface, pos, radius: int, player: int, outline=None) -> None:
    spr = stone_sprite(radius, player, outline)
    surface.blit(spr, spr.get_rect(center=(round(pos[0]), round(pos[1]))))


def stone_outline(palette, player: int):
    """High contrast: a light rim on black stones, a dark one on white stones."""
    if palette.name == "high contrast":
        return (255, 255, 255) if player == FIRST else (0, 0, 0)
    return None


class BoardView:
    """Geometry and cached layers of one board of n×n points inside a rect."""

    MARGIN = 1.25   # cells between the outer grid line and the board's edge

    def __init__(self, n: int) -> None:
        self.n = n
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.cell = 1.0
        self.margin = 0.0
        self.radius = 1
        self.board: pygame.Surface | None = None
        self._glow = Canvas()

    # --- geometry --------------------------------------------------------------
    def fit(self, area: pygame.Rect) -> None:
        """Largest square board (grid plus a labelled margin) centred in area."""
        n = self.n
        side = min(area.width, area.height)
        # the margin holds the coordinates clear of a stone on the edge line (a stone reaches
        # 0.47 cell past the line; the labels sit in the 0.78 cell left between it and the board's edge)
        self.cell = side / (n - 1 + 2 * self.MARGIN)
        self.margin = self.cell * self.MARGIN
        total = int(round(self.cell * (n - 1) + 2 * self.margin))
        self.rect = pygame.Rect(0, 0, total, total)
        self.rect.center = area.center
        self.radius = max(3, int(self.cell * 0.47))

    def local(self, point) -> tuple[float, float]:
        x, y = point
        return (self.margin + x * self.cell, self.margin + y * self.cell)

    def pos_of(self, point) -> tuple[int, int]:
        """Screen pixel of an intersection."""
        lx, ly = self.local(point)
        return (int(round(self.rect.x + lx)), int(round(self.rect.y + ly)))

    def point_at(self, pos) -> tuple[int, int] | None:
        """The intersection under a screen pixel (within half a cell), else None."""
        if pos is None:
            return None
        fx = (pos[0] - self.rect.x - self.margin) / self.cell
        fy = (pos[1] - self.rect.y - self.margin) / self.cell
        x, y = int(round(fx)), int(round(fy))
        if 0 <= x < self.n and 0 <= y < self.n and abs(fx - x) <= 0.5 and abs(fy - y) <= 0.5:
            return (x, y)
        return None

    def label_offset(self) -> float:
        """How far in from the board's edge the coordinates are centred: halfway between the edge
        and the outside of a stone on the outer line."""
        return (self.margin - self.radius) / 2

    # --- the static board ------------------------------------------------------------
    def build(self, palette) -> None:
        """The wooden board, grid, star points and coordinates: drawn once per layout."""
        w = self.rect.width
        surf = pygame.Surface((w, w)).convert() if pygame.display.get_surface() else pygame.Surface((w, w))
        wood = palette.wood
        rng = random.Random(self.n * 7919 + w)
        # grain: one line per pixel row, its tone a sum of slow waves plus noise
        phases = [rng.uniform(0, math.tau) for _ in range(3)]
        for y in range(w):
            g = (math.sin(y * 0.045 + phases[0]) * 0.5 + math.sin(y * 0.13 + phases[1]) * 0.3
                 + math.sin(y * 0.011 + phases[2]) * 0.6 + rng.uniform(-0.25, 0.25))
            d = int(g * 7)
            pygame.draw.line(surf, tuple(max(0, min(255, v + d)) for v in wood), (0, y), (w, y))
        streak = tuple(max(0, v - 18) for v in wood)
        for _ in range(max(6, w // 40)):
            y0 = rng.uniform(0, w)
            amp, freq = rng.uniform(1, 5), rng.uniform(0.004, 0.012)
            pts = [(x, y0 + amp * math.sin(x * freq + y0)) for x in range(0, w + 16, 16)]
            pygame.draw.lines(surf, streak, False, pts, 1)
        # bevel: light top-left edge, dark bottom-right edge
        light = tuple(min(255, v + 30) for v in wood)
        dark = palette.wood_dark
        bw = max(2, int(self.cell * 0.1))
        pygame.draw.rect(surf, dark, surf.get_rect(), bw)
        pygame.draw.line(surf, light, (bw, bw), (w - bw, bw), 1)
        pygame.draw.line(surf, light, (bw, bw), (bw, w - bw), 1)
        # grid
        grid = palette.grid
        n = self.n
        lw = 2 if self.cell >= 34 else 1
        a = self.local((0, 0))
        b = self.local((n - 1, n - 1))
        for i in range(n):
            x, _ = self.local((i, 0))
            pygame.draw.line(surf, grid, (round(x), round(a[1])), (round(x), round(b[1])), lw)
            _, y = self.local((0, i))
            pygame.draw.line(surf, grid, (round(a[0]), round(y)), (round(b[0]), round(y)), lw)
        pygame.draw.rect(surf, grid, pygame.Rect(round(a[0]) - 1, round(a[1]) - 1,
                                                 round(b[0] - a[0]) + 3, round(b[1] - a[1]) + 3), lw + 1)
        star_r = max(2, int(self.cell * 0.11))
        for p in star_points(n):
            lx, ly = self.local(p)
            pygame.draw.circle(surf, grid, (round(lx), round(ly)), star_r)
        # coordinates in Pente notation: letters without I, rows from the bottom
        size = max(12, int(self.cell * 0.42))
        at = self.label_offset()
        for i in range(n):
            letter = Theme.text(COLUMNS[i], size, grid, True)
            x, _ = self.local((i, 0))
            surf.blit(letter, letter.get_rect(center=(round(x), round(at))))
            surf.blit(letter, letter.get_rect(center=(round(x), round(w - at))))
            num = Theme.text(str(n - i), size, grid, True)
            _, y = self.local((0, i))
            surf.blit(num, num.get_rect(center=(round(at), round(y))))
            surf.blit(num, num.get_rect(center=(round(w - at), round(y))))
        self.board = surf
        self._built = getattr(self, "_built", 0) + 1     # the layers cached on this board know it by number

    # --- dynamic layers (rebuilt when the position changes) -----------------------------
    def render_position(self, game, palette, canvas=None) -> pygame.Surface:
        """Board plus forbidden-area shading, stones, last-move mark and winning line; drawn on ``canvas``'s
        surface (``game.scenes.canvas``) where one is given, else on a new one."""
        surf = canvas.copy_of(self.board) if canvas is not None else self.board.copy()
        self._paint(surf, game, palette, None)
        self._shown = (game.board.copy(), game.last_move, _restriction_key(game.restriction()),
                       tuple(game.winning_line or ()), palette.name, self._built)
        self._shown_on = surf        # the picture ``_shown`` describes: only it may be patched
        return surf

    def _paint(self, surf: pygame.Surface, game, palette, region: pygame.Rect | None) -> None:
        """The position drawn over the board already in ``surf`` (``region`` None), or everything inside
        ``region`` (board-local) drawn again from the bare board up, in the same order, clipped: the same
        pixels there as a whole render (issue 39: a move, the tournament rule's shading coming or going, the
        winning line shown or taken back each draw only where they change)."""
        if region is not None:
            surf.set_clip(region)
            surf.blit(self.board, region.topleft, region)
        shade = self.shading(game.restriction(), palette)
        if shade is not None:  # under the stones, so they keep their true colours
            surf.blit(shade[0], shade[1].topleft)
        r = self.radius
        board = game.board
        outline = {p: stone_outline(palette, p) for p in (FIRST, SECOND)}
        ys, xs = board.nonzero()              # row by row, left to right
        if region is not None:
            reach = self._reach() + self.cell / 2
            lo_x = (region.left - self.margin - reach) / self.cell
            hi_x = (region.right - self.margin + reach) / self.cell
            lo_y = (region.top - self.margin - reach) / self.cell
            hi_y = (region.bottom - self.margin + reach) / self.cell
            near = (xs >= lo_x) & (xs <= hi_x) & (ys >= lo_y) & (ys <= hi_y)
            ys, xs = ys[near], xs[near]
        for y, x in zip(ys.tolist(), xs.tolist()):
            v = int(board[y][x])
            blit_stone(surf, self.local((x, y)), r, v, outline[v])
        line = game.winning_line
        if line and (region is None or region.colliderect(self._line_rect(line))):
            self._draw_line(surf, game, palette, line, outline)
        self._draw_last_mark(surf, game.board, game.last_move)
        if region is not None:
            surf.set_clip(None)

    def _draw_line(self, surf, game, palette, line, outline) -> None:
        """The winning line: a soft halo under a bright bar through the stones, and a ring on each; drawn on a
        kept surface the size of the line's rectangle (a board-sized one was ~2 ms of the frame that won)."""
        r = self.radius
        area = self._line_rect(line)
        glow = self._glow.blank(area.size)
        ox, oy = area.topleft

        def at(p):
            lx, ly = self.local(p)
            return lx - ox, ly - oy
        width = max(4, int(r * 0.5))
        for p in line:
            lx, ly = self.local(p)
            pygame.draw.circle(glow, (*palette.good, 90), (round(lx) - ox, round(ly) - oy), r + max(4, r // 3))
        surf.blit(glow, area.topleft)
        for p in line:
            blit_stone(surf, self.local(p), r, game.stone_at(p), outline[game.stone_at(p)])
        glow.fill((0, 0, 0, 0))
        pygame.draw.line(glow, (*palette.good, 200), at(line[0]), at(line[-1]), width)
        for p in line:
            lx, ly = self.local(p)
            pygame.draw.circle(glow, (*palette.good, 255), (round(lx) - ox, round(ly) - oy), r + 1, max(3, r // 6))
        surf.blit(glow, area.topleft)

    def _reach(self) -> int:
        """How far a stone's sprite reaches from its point."""
        return stone_sprite(self.radius, FIRST).get_width() // 2 + 1

    def _line_rect(self, line) -> pygame.Rect | None:
        """Board-local rectangle holding everything the winning line ``line`` draws (halo, bar, rings)."""
        if not line:
            return None
        r = self.radius
        reach = max(r + max(4, r // 3), self._reach(), max(4, int(r * 0.5))) + 2
        centres = [self.local(p) for p in line]
        xs = [c[0] for c in centres]
        ys = [c[1] for c in centres]
        left, top = math.floor(min(xs)) - reach, math.floor(min(ys)) - reach
        return pygame.Rect(left, top, math.ceil(max(xs)) + reach - left + 1, math.ceil(max(ys)) + reach - top + 1)

    def _draw_last_mark(self, surf, board, last) -> None:
        if last is None:
            return
        v = int(board[last[1]][last[0]])
        if v:
            r = self.radius
            col = (240, 240, 240) if v == FIRST else (24, 24, 24)
            lx, ly = self.local(last)
            pygame.draw.circle(surf, col, (round(lx), round(ly)), max(3, int(r * 0.38)), max(2, r // 7))

    def update_position(self, surf: pygame.Surface, game, palette, changes: list | None = None) -> bool:
        """Bring ``surf`` (this view's last ``render_position``) to ``game``'s position by drawing again only
        where it changed: each changed point's square (the stone played, the stones captured or given back,
        the last-move mark moved), the tournament rule's shading where it came or went, the winning line's
        rectangle where it was shown or taken back. A move frame then costs a few sprite blits instead of the
        whole board (issue 39); the result is the same picture, pixel for pixel, as a full render
        (``_paint``). False where only a full render will do (another board or palette, or ``surf`` not the
        picture this view drew last). ``changes``: each rectangle drawn again is added to it."""
        shown = getattr(self, "_shown", None)
        if shown is None or surf is not self._shown_on or shown[4] != palette.name or shown[5] != self._built:
            return False
        restriction = game.restriction()
        line = tuple(game.winning_line or ())
        old, old_last = shown[0], shown[1]
        board = game.board
        changed = {(int(x), int(y)) for y, x in zip(*(old != board).nonzero())}
        changed.update(p for p in (old_last, game.last_move) if p is not None)
        half = self._reach()
        regions = []
        for point in sorted(changed, key=lambda p: (p[1], p[0])):
            lx, ly = self.local(point)
            regions.append(pygame.Rect(round(lx) - half, round(ly) - half, 2 * half, 2 * half))
        key = _restriction_key(restriction)
        if shown[2] != key:
            for was in (self._shades.get((shown[2], palette.name)), self.shading(restriction, palette)):
                if was is not None:
                    regions.append(was[1].copy())
        if shown[3] != line:
            regions += [rect for rect in (self._line_rect(shown[3]), self._line_rect(line)) if rect is not None]
        bounds = surf.get_rect()
        for region in regions:
            region = region.clip(bounds)
            if region.width and region.height:
                self._paint(surf, game, palette, region)
                if changes is not None:
                    changes.append(region)
        self._shown = (board.copy(), game.last_move, key, line, palette.name, self._built)
        return True

    @property
    def _shades(self) -> dict:
        shades = self.__dict__.get("_shade_cache")
        if shades is None or shades.get("built") != self._built:
            shades = self._shade_cache = {"built": self._built}
        return shades

    def shading(self, restriction, palette) -> tuple[pygame.Surface, pygame.Rect] | None:
        """Where the tournament rule forbids a stone, shaded: (picture, board-local rectangle it covers),
        kept per rule and palette (a game's opening shows each of them more than once)."""
        if restriction is None:
            return None
        key = (_restriction_key(restriction), palette.name)
        shades = self._shades
        if key not in shades:
            shades[key] = self._draw_shading(restriction, palette)
        return shades[key]

    def _draw_shading(self, restriction, palette) -> tuple[pygame.Surface, pygame.Rect]:
        half = self.cell / 2
        if restriction.kind == "centre":
            # the one place the first stone may go, ringed: the whole board tinted red as forbidden read as
            # an error before anything was played (a stone elsewhere is refused with the rule's sentence)
            cx, cy = self.local(restriction.centre)
            ring = int(self.cell * 0.62)
            area = pygame.Rect(round(cx) - ring - 2, round(cy) - ring - 2, 2 * ring + 5, 2 * ring + 5)
            over = pygame.Surface(area.size, pygame.SRCALPHA)
            at = (round(cx) - area.x, round(cy) - area.y)
            pygame.draw.circle(over, (*palette.good, 70), at, ring)
            pygame.draw.circle(over, (*palette.good, 255), at, ring, max(2, int(self.cell * 0.09)))
            return over, area
        bad = palette.bad
        x0, y0, x1, y1 = restriction.box
        a = self.local((x0, y0))
        b = self.local((x1, y1))
        area = pygame.Rect(round(a[0] - half), round(a[1] - half), round(b[0] - a[0] + 2 * half),
                           round(b[1] - a[1] + 2 * half))
        over = pygame.Surface(area.size, pygame.SRCALPHA)
        box = over.get_rect()
        pygame.draw.rect(over, (*bad, 46), box)
        # diagonal hatching inside the box
        step = max(6, int(self.cell * 0.45))
        for k in range(-box.height, box.width, step):
            pygame.draw.line(over, (*bad, 70), (k, box.bottom), (k + box.height, 0), 1)
        pygame.draw.rect(over, (*bad, 210), box, max(2, int(self.cell * 0.08)))
        return over, area


def _restriction_key(restriction):
    """What of the tournament rule the shading shows (None: no shading)."""
    return None if restriction is None else (restriction.kind, restriction.centre, restriction.box)
