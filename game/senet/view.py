"""Drawing Senet: board geometry, the cached board, counters, sticks and die.

Everything expensive is drawn once and cached: the wooden board with its
house numbers and special-house symbols once per (size, palette, options),
the counters on it once per position (``render_counters``), and the counter,
stick and die sprites per size and palette (lru caches). The scene draws per
frame only what moves: sticks in the air, a travelling counter, highlights.

Houses are engine house numbers 1..30 placed with ``rules.house_cell`` (the
backwards S). Side 0 (Black / Hounds) are cones, side 1 (White / Jackals)
spools, as on the seed's board: the shapes differ, not only the colours.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from ..ui.theme import Theme
from .rules import HOUSES, RULESET_A, house_cell

FRAME = 0.34   # wooden frame around the houses, in cells

# --------------------------------------------------------------------------------------
# Which houses are special under these options (display only: the engine decides)
# --------------------------------------------------------------------------------------


def special_houses(options) -> dict[int, bool]:
    """House -> whether its mark means something under these options.

    A mark is drawn strongly when the house plays differently from an
    ordinary house in this rule set (safe, a leaving house, forced stop,
    water or curse), faintly when it is only decoration.
    """
    if options.ruleset == RULESET_A:
        special = options.special_houses
        return {15: True, 26: True, 27: special, 28: True, 29: True, 30: True}
    return {15: False, 26: True, 27: True, 28: True, 29: True, 30: True}


# --------------------------------------------------------------------------------------
# Colours that work in every palette
# --------------------------------------------------------------------------------------
INK = (58, 38, 22)
CONE_TONES = ((26, 25, 30), (58, 56, 66), (104, 102, 116))      # base, facet, highlight
SPOOL_TONES = ((226, 216, 190), (246, 240, 224), (170, 158, 130))  # base, light, shade


def counter_outline(palette, side: int):
    if palette.name == "high contrast":
        return (255, 255, 255) if side == 0 else (0, 0, 0)
    return (8, 8, 10) if side == 0 else (92, 78, 60)


def side_band(palette, side: int):
    return palette.player1 if side == 0 else palette.player2


def side_display_colour(palette, side: int | None):
    """The colour used for a side in text accents and banners."""
    if side is None:
        return palette.accent
    return side_band(palette, side)


# --------------------------------------------------------------------------------------
# Sprites
# --------------------------------------------------------------------------------------
def _band_quad(xl0, xr0, y0, xl1, xr1, y1):
    return [(xl0, y0), (xr0, y0), (xr1, y1), (xl1, y1)]


@lru_cache(maxsize=64)
def counter_sprite(size: int, side: int, palette_key: tuple) -> pygame.Surface:
    """A cone (side 0) or a spool (side 1), seen from the side, with a soft shadow.

    ``palette_key`` = (name, band colour) so caches follow the palette.
    """
    name, band = palette_key
    size = max(8, int(size))
    ss = 3
    S = size * ss
    surf = pygame.Surface((S, S), pygame.SRCALPHA)
    w = S * 0.84
    x0 = (S - w) / 2
    hc = name == "high contrast"
    outline = ((255, 255, 255) if side == 0 else (0, 0, 0)) if hc else ((8, 8, 10) if side == 0 else (92, 78, 60))
    ow = max(ss, int(S * (0.045 if hc else 0.025)))
    # shadow
    pygame.draw.ellipse(surf, (0, 0, 0, 70), (x0 + w * 0.06, S * 0.84, w * 0.96, S * 0.13))
    if side == 0:
        base, facet, hi = CONE_TONES
        apex = (S / 2, S * 0.06)
        bl, br = (x0 + w * 0.08, S * 0.88), (x0 + w * 0.92, S * 0.88)
        body = [bl, apex, br]
        pygame.draw.ellipse(surf, base, (bl[0], S * 0.82, br[0] - bl[0], S * 0.12))
        pygame.draw.polygon(surf, base, body)
        pygame.draw.polygon(surf, facet, [bl, apex, (S * 0.42, S * 0.9)])
        pygame.draw.polygon(surf, hi, [(bl[0] + w * 0.1, S * 0.8), (apex[0] - S * 0.02, S * 0.16),
                                       (S * 0.3, S * 0.8)])

        def xs(y):  # left and right edge of the cone at height y
            t = (y - apex[1]) / (bl[1] - apex[1])
            return apex[0] + (bl[0] - apex[0]) * t, apex[0] + (br[0] - apex[0]) * t
        y0, y1 = S * 0.56, S * 0.68
        l0, r0 = xs(y0)
        l1, r1 = xs(y1)
        pygame.draw.polygon(surf, band, _band_quad(l0, r0, y0, l1, r1, y1))
        pygame.draw.polygon(surf, outline, body, ow)
        pygame.draw.arc(surf, outline, (bl[0], S * 0.82, br[0] - bl[0], S * 0.12), math.pi, 2 * math.pi, ow)
        pygame.draw.circle(surf, hi, (apex[0] - S * 0.01, apex[1] + S * 0.07), S * 0.035)
    else:
        base, light, shade = SPOOL_TONES
        top = pygame.Rect(int(x0), int(S * 0.06), int(w), int(S * 0.2))
        bottom = pygame.Rect(int(x0), int(S * 0.68), int(w), int(S * 0.2))
        waist_l, waist_r = S / 2 - w * 0.2, S / 2 + w * 0.2
        body = [(top.x + w * 0.1, top.centery), (top.right - w * 0.1, top.centery),
                (waist_r, S * 0.47), (bottom.right - w * 0.1, bottom.centery),
                (bottom.x + w * 0.1, bottom.centery), (waist_l, S * 0.47)]
        pygame.draw.polygon(surf, base, body)
        pygame.draw.polygon(surf, outline, body, ow)
        pygame.draw.rect(surf, base, bottom, border_radius=int(S * 0.06))
        pygame.draw.rect(surf, shade, bottom.inflate(-w * 0.5, -S * 0.1).move(w * 0.18, S * 0.03),
                         border_radius=int(S * 0.04))
        pygame.draw.rect(surf, outline, bottom, ow, border_radius=int(S * 0.06))
        pygame.draw.rect(surf, base, top, border_radius=int(S * 0.06))
        pygame.draw.ellipse(surf, light, top.inflate(-w * 0.16, -S * 0.08))
        pygame.draw.rect(surf, outline, top, ow, border_radius=int(S * 0.06))
        band_rect = pygame.Rect(0, 0, int(w * 0.5), int(S * 0.1))
        band_rect.center = (int(S / 2), int(S * 0.47))
        pygame.draw.rect(surf, band, band_rect, border_radius=int(S * 0.03))
        pygame.draw.rect(surf, outline, band_rect, max(1, ow // 2), border_radius=int(S * 0.03))
    return pygame.transform.smoothscale(surf, (size, size))


def palette_key(palette, side: int) -> tuple:
    return (palette.name, side_band(palette, side))


def blit_counter(surface, center, size: int, side: int, palette, alpha: int = 255) -> None:
    spr = counter_sprite(int(size), side, palette_key(palette, side))
    if alpha < 255:
        spr = ghost(spr, alpha)
    surface.blit(spr, spr.get_rect(center=(round(center[0]), round(center[1]))))


@lru_cache(maxsize=32)
def ghost(sprite: pygame.Surface, alpha: int) -> pygame.Surface:
    g = sprite.copy()
    g.set_alpha(alpha)
    return g


@lru_cache(maxsize=16)
def stick_sprite(length: int, width: int, marked: bool, hc: bool) -> pygame.Surface:
    """One throwing stick, vertical: the painted (marked) side or the plain rounded side."""
    length, width = max(12, int(length)), max(4, int(width))
    ss = 3
    L, W = length * ss, width * ss
    surf = pygame.Surface((W, L), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, W, L)
    r = W // 2
    edge = (255, 255, 255) if hc else (60, 40, 22)
    if marked:
        pygame.draw.rect(surf, (34, 26, 22), rect, border_radius=r)
        # painted chevrons on the flat side
        col = (236, 208, 120)
        n = 5
        for i in range(n):
            y = L * (0.16 + 0.68 * i / (n - 1))
            pygame.draw.lines(surf, col, False, [(W * 0.2, y + W * 0.22), (W * 0.5, y - W * 0.1),
                                                  (W * 0.8, y + W * 0.22)], max(ss, W // 9))
        pygame.draw.rect(surf, edge, rect, max(ss, W // 12), border_radius=r)
    else:
        pygame.draw.rect(surf, (214, 170, 106), rect, border_radius=r)
        pygame.draw.rect(surf, (240, 208, 150), rect.inflate(-W * 0.55, -L * 0.1).move(-W * 0.12, 0),
                         border_radius=r)
        for i in range(3):  # grain
            x = W * (0.62 + 0.1 * i)
            pygame.draw.line(surf, (176, 130, 74), (x, L * 0.1), (x, L * 0.9), max(1, ss // 2))
        pygame.draw.rect(surf, edge, rect, max(ss, W // 12), border_radius=r)
    return pygame.transform.smoothscale(surf, (width, length))


_PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
         4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
         6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


@lru_cache(maxsize=16)
def die_sprite(size: int, face: int, hc: bool) -> pygame.Surface:
    size = max(10, int(size))
    ss = 3
    S = size * ss
    surf = pygame.Surface((S, S), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, S, S)
    pygame.draw.rect(surf, (246, 240, 226), rect, border_radius=S // 6)
    pygame.draw.rect(surf, (255, 255, 255) if hc else (90, 70, 50), rect, max(ss, S // 24), border_radius=S // 6)
    for dx, dy in _PIPS[face]:
        pygame.draw.circle(surf, (30, 24, 20), (S / 2 + dx * S * 0.26, S / 2 + dy * S * 0.26), S * 0.085)
    return pygame.transform.smoothscale(surf, (size, size))


# --------------------------------------------------------------------------------------
# Special-house symbols (simple strokes in ink)
# --------------------------------------------------------------------------------------
def draw_symbol(surf, house: int, r: pygame.Rect, col, lw: int) -> None:
    cx, w, h = r.centerx, r.width, r.height
    if house == 15:   # ankh: loop, crossbar, stem
        loop = pygame.Rect(0, 0, int(w * 0.3), int(h * 0.32))
        loop.midbottom = (cx, int(r.y + h * 0.5))
        pygame.draw.ellipse(surf, col, loop, lw)
        y = int(r.y + h * 0.52)
        pygame.draw.line(surf, col, (cx - w * 0.24, y), (cx + w * 0.24, y), lw)
        pygame.draw.line(surf, col, (cx, y), (cx, r.y + h * 0.88), lw)
    elif house == 26:  # nefer: heart with a windpipe and crossbar
        rad = int(w * 0.15)
        cy = int(r.y + h * 0.68)
        pygame.draw.circle(surf, col, (cx, cy), rad, lw)
        pygame.draw.line(surf, col, (cx, cy - rad), (cx, r.y + h * 0.2), lw)
        for k in (0.3, 0.4):
            y = r.y + h * k
            pygame.draw.line(surf, col, (cx - w * 0.12, y), (cx + w * 0.12, y), lw)
    elif house == 27:  # water: three zigzags
        for k in (0.38, 0.55, 0.72):
            y = r.y + h * k
            pts = []
            n = 6
            for i in range(n + 1):
                x = r.x + w * (0.18 + 0.64 * i / n)
                pts.append((x, y + (h * 0.05 if i % 2 else -h * 0.05)))
            pygame.draw.lines(surf, col, False, pts, lw)
    elif house in (28, 29):  # three / two strokes
        n = 3 if house == 28 else 2
        gap = w * 0.16
        x0 = cx - gap * (n - 1) / 2
        for i in range(n):
            x = x0 + i * gap
            pygame.draw.line(surf, col, (x, r.y + h * 0.32), (x, r.y + h * 0.78), lw + 1)
    elif house == 30:  # eye of Horus: almond, pupil, tear and tail
        ew, eh = w * 0.62, h * 0.26
        cy = r.y + h * 0.44
        upper, lower = [], []
        for i in range(13):
            t = i / 12
            x = cx - ew / 2 + ew * t
            upper.append((x, cy - eh / 2 * math.sin(math.pi * t)))
            lower.append((x, cy + eh / 2.6 * math.sin(math.pi * t)))
        pygame.draw.lines(surf, col, False, upper, lw)
        pygame.draw.lines(surf, col, False, lower, lw)
        pygame.draw.circle(surf, col, (int(cx), int(cy)), max(2, int(eh * 0.34)))
        pygame.draw.line(surf, col, (cx - ew * 0.5, cy - eh * 0.62), (cx + ew * 0.45, cy - eh * 0.7), lw)  # brow
        tx = cx - ew * 0.05
        pygame.draw.line(surf, col, (tx, cy + eh * 0.35), (tx - ew * 0.08, r.y + h * 0.82), lw)  # tear
        tail = [(cx + ew * 0.1, cy + eh * 0.35), (cx + ew * 0.18, r.y + h * 0.72), (cx + ew * 0.34, r.y + h * 0.8),
                (cx + ew * 0.42, r.y + h * 0.72)]
        pygame.draw.lines(surf, col, False, tail, lw)


# --------------------------------------------------------------------------------------
# The board
# --------------------------------------------------------------------------------------
class BoardView:
    """Geometry of the 3×10 board inside a rect and its cached layers."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)    # the whole board with its frame (screen)
        self.grid = pygame.Rect(0, 0, 0, 0)    # the 30 houses (screen)
        self.cell = 1
        self.board: pygame.Surface | None = None
        self._board_key = None
        self._active: dict = {}              # the special houses of the options last built

    def fit(self, area: pygame.Rect) -> None:
        cell = int(min(area.width / (10 + 2 * FRAME), area.height / (3 + 2 * FRAME)))
        self.cell = max(12, cell)
        fr = int(self.cell * FRAME)
        self.rect = pygame.Rect(0, 0, self.cell * 10 + 2 * fr, self.cell * 3 + 2 * fr)
        self.rect.midtop = (area.centerx, area.y)
        self.grid = pygame.Rect(self.rect.x + fr, self.rect.y + fr, self.cell * 10, self.cell * 3)
        self._board_key = None

    @property
    def counter_size(self) -> int:
        return int(self.cell * 0.78)

    def house_rect(self, house: int) -> pygame.Rect:
        row, col = house_cell(house)
        return pygame.Rect(self.grid.x + col * self.cell, self.grid.y + row * self.cell, self.cell, self.cell)

    def house_center(self, house: int) -> tuple[int, int]:
        return self.house_rect(house).center

    def house_at(self, pos) -> int | None:
        if not self.grid.collidepoint(pos):
            return None
        col = (pos[0] - self.grid.x) // self.cell
        row = (pos[1] - self.grid.y) // self.cell
        if not (0 <= row < 3 and 0 <= col < 10):
            return None
        i = 9 - col if row == 1 else col
        return int(row * 10 + i + 1)

    # --- the wooden board, drawn once per layout/palette/options
    def build(self, palette, options) -> pygame.Surface:
        key = (self.rect.size, palette.name, options)
        if key == self._board_key and self.board is not None:
            return self.board
        self._board_key = key
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        full = surf.get_rect()
        c = self.cell
        fr = self.grid.x - self.rect.x
        # frame: dark wood with a lighter inner bevel
        pygame.draw.rect(surf, palette.wood_dark, full, border_radius=max(4, c // 6))
        rng = random.Random(7)
        for _ in range(40):  # grain on the frame
            y = rng.randrange(full.height)
            col = tuple(max(0, v - rng.randrange(8, 22)) for v in palette.wood_dark)
            pygame.draw.line(surf, col, (fr // 3, y), (full.width - fr // 3, y + rng.randrange(-3, 4)), 1)
        inner = pygame.Rect(fr, fr, c * 10, c * 3)
        pygame.draw.rect(surf, tuple(max(0, v - 40) for v in palette.wood_dark), inner.inflate(8, 8), border_radius=4)
        active = self._active = special_houses(options)
        lw = max(2, c // 26)
        for h in range(1, HOUSES + 1):
            row, col = house_cell(h)
            r = pygame.Rect(inner.x + col * c, inner.y + row * c, c, c)
            base = palette.wood
            if h in active and active[h]:
                base = tuple(max(0, v - 22) for v in palette.wood)
                if h == 27:
                    base = (base[0] - 30, base[1] - 6, min(255, base[2] + 26))
            pygame.draw.rect(surf, base, r)
            # a faint bevel: lighter top-left, darker bottom-right
            pygame.draw.line(surf, tuple(min(255, v + 24) for v in base), r.topleft, (r.right - 1, r.y), 2)
            pygame.draw.line(surf, tuple(min(255, v + 24) for v in base), r.topleft, (r.x, r.bottom - 1), 2)
            pygame.draw.line(surf, tuple(max(0, v - 36) for v in base), (r.x, r.bottom - 1), (r.right - 1, r.bottom - 1), 2)
            pygame.draw.line(surf, tuple(max(0, v - 36) for v in base), (r.right - 1, r.y), (r.right - 1, r.bottom - 1), 2)
            if h in active:
                ink = INK if active[h] else (*INK, 70)
                sym = pygame.Surface(r.size, pygame.SRCALPHA)
                draw_symbol(sym, h, sym.get_rect(), ink, lw)
                surf.blit(sym, r.topleft)
            self._draw_number(surf, h, r, active)
        # grid lines
        for i in range(11):
            x = inner.x + i * c
            pygame.draw.line(surf, palette.grid, (x, inner.y), (x, inner.bottom), max(1, c // 40))
        for j in range(4):
            y = inner.y + j * c
            pygame.draw.line(surf, palette.grid, (inner.x, y), (inner.right, y), max(1, c // 40))
        # the backwards S: turn arrows in the frame and an exit arrow after 30
        arrow_col = tuple(min(255, v + 70) for v in palette.wood_dark)
        aw = max(2, c // 18)
        mid = fr // 2
        for (y0, y1, x) in ((inner.y + c // 2, inner.y + c + c // 2, inner.right + mid),
                            (inner.y + c + c // 2, inner.y + 2 * c + c // 2, inner.x - mid)):
            pygame.draw.line(surf, arrow_col, (x, y0), (x, y1), aw)
            d = max(3, fr // 3)
            pygame.draw.polygon(surf, arrow_col, [(x, y1 + 2), (x - d, y1 - d), (x + d, y1 - d)])
        y = inner.y + 2 * c + c // 2
        x = inner.right + mid
        d = max(3, fr // 3)
        pygame.draw.polygon(surf, arrow_col, [(x + d, y), (x - d // 2, y - d), (x - d // 2, y + d)])
        self.board = surf
        return surf

    def _draw_number(self, surface: pygame.Surface, house: int, r: pygame.Rect, active: dict) -> None:
        """A house's number in its top-left corner: bold ink, faded on a house with no power."""
        c = self.cell
        num = Theme.text(str(house), max(12, int(c * 0.22)), INK, True)
        if house not in active or not active[house]:
            num = ghost(num, 170)
        surface.blit(num, (r.x + max(3, c // 16), r.y + max(2, c // 20)))

    def number_over(self, surface: pygame.Surface, house: int) -> None:
        """The house's number again, over a highlight frame drawn across it (the board layer has it below)."""
        self._draw_number(surface, house, self.house_rect(house), self._active)

    # --- counters on the board: a second layer, drawn again where the position changes
    def render_counters(self, board, palette, canvas=None) -> pygame.Surface:
        """The counters of ``board`` on a transparent layer (``canvas``'s surface where one is given)."""
        surf = canvas.blank(self.rect.size) if canvas is not None else pygame.Surface(self.rect.size, pygame.SRCALPHA)
        for h in range(1, HOUSES + 1):
            self._place_counter(surf, board, h, palette)
        return surf

    def _place_counter(self, surf, board, house: int, palette) -> None:
        side = board[house]
        if side is not None:
            cx, cy = self.house_center(house)
            blit_counter(surf, (cx - self.rect.x, cy - self.rect.y + self.cell * 0.07), self.counter_size, side,
                         palette)

    def counter_rect(self, house: int) -> pygame.Rect:
        """The window rectangle a counter on ``house`` draws into, with the house itself (where a ring under
        it goes): what changes when the counter comes or goes."""
        size = max(8, int(self.counter_size))
        cx, cy = self.house_center(house)
        sprite = pygame.Rect(0, 0, size, size)
        sprite.center = (round(cx), round(cy + self.cell * 0.07))
        return sprite.union(self.house_rect(house))

    def patch_counters(self, surf: pygame.Surface, board, palette, houses) -> list[pygame.Rect]:
        """Bring ``surf`` (a ``render_counters`` layer) to ``board`` where ``houses`` changed: each house's
        rectangle cleared and every counter reaching into it drawn again, clipped, in the full render's order
        (the same pixels as a full render; issue 39: a move drew the whole layer and the whole board again).
        The window rectangles drawn into."""
        out = []
        for house in houses:
            area = self.counter_rect(house)
            local = area.move(-self.rect.x, -self.rect.y)
            surf.set_clip(local)
            surf.fill((0, 0, 0, 0))
            for h in range(1, HOUSES + 1):
                if board[h] is not None and self.counter_rect(h).colliderect(area):
                    self._place_counter(surf, board, h, palette)
            surf.set_clip(None)
            out.append(area)
        return out


# --------------------------------------------------------------------------------------
# Sticks in the air
# --------------------------------------------------------------------------------------
class StickThrow:
    """The look of one throw: per-stick spin and landing tilt, seeded per throw.

    ``sides(u)`` gives which side of each stick shows at progress u in [0, 1];
    at u = 1 it is exactly the throw's sticks (marked side up = True).
    """

    AIR = 0.72  # fraction of the animation the sticks are tumbling

    def __init__(self, sticks, seed: int) -> None:
        rng = random.Random(seed)
        self.sticks = tuple(bool(s) for s in sticks)
        self.flips = [rng.randrange(5, 10) for _ in range(4)]
        self.spin = [rng.uniform(-540, 540) for _ in range(4)]
        self.tilt = [rng.uniform(-9, 9) for _ in range(4)]
        self.drift = [rng.uniform(-0.25, 0.25) for _ in range(4)]
        self.height = [rng.uniform(0.75, 1.0) for _ in range(4)]

    def pose(self, i: int, t: float) -> tuple[float, float, float, bool]:
        """(dx in stick widths, lift 0..1, angle in degrees, marked side up) at progress t."""
        u = min(1.0, t / self.AIR)
        remaining = self.flips[i] * (1 - u)
        shown = self.sticks[i] if int(remaining) % 2 == 0 else not self.sticks[i]
        lift = self.height[i] * (math.sin(math.pi * min(1.0, u * 1.15)) if u < 0.87 else
                                 0.12 * math.sin(math.pi * (u - 0.87) / 0.13))
        ease = 1 - (1 - u) ** 2
        angle = self.tilt[i] + self.spin[i] * (1 - ease)
        dx = self.drift[i] * (1 - ease)
        return dx, max(0.0, lift), angle, shown
