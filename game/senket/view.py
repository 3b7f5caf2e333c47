"""Board geometry and cached layers of the Senket board scene.

Everything here derives from ``BoardView.layout(area, palette, scale)``:
the cell size is a whole number of pixels so that territory shading can be
built cell by cell with numpy and tiled exactly.

Layers (all cached, rebuilt only when their key changes):

* ``base`` — wood, grid and border; once per layout / palette.
* ``render(game, result, overlay)`` — base + territory shading + fences +
  posts + prisoner marks + group values, one opaque surface the scene blits
  each frame; rebuilt when ``game.version`` changes or the overlay toggles.

Territory shading: the scorer gives every territory as convex cell pieces
``(i, j, chord_mask, piece_rep)``.  For a cell size ``c`` we precompute, for
every chord mask, a ``c × c`` image saying which piece each pixel belongs to
(``piece_labels``).  A position is then shaded with three numpy gathers (red
territory, blue territory, neutral) at full resolution, no polygon drawing.
"""
from __future__ import annotations

import time
from functools import lru_cache

import numpy as np
import pygame

from .rules import BLUE, RED
from .scoring import PIECE_POLY, REPS, VALID_MASK
from ..ui.theme import Theme

NONE_CODE, RED_CODE, BLUE_CODE, NEUTRAL_CODE = 0, 1, 2, 3


@lru_cache(maxsize=8)
def piece_labels(c: int) -> np.ndarray:
    """``labels[mask, px, py]``: the piece rep holding pixel (px, py) of a
    ``c``-pixel cell cut by the chords in ``mask`` (screen y = board y).

    Pixel centres never lie on a chord (chords are ``a·x + b·y = k`` with
    ``a + b`` odd), so every pixel belongs to exactly one piece."""
    u = (np.arange(c) + 0.5) / c
    px, py = np.meshgrid(u, u, indexing="ij")
    out = np.zeros((256, c, c), dtype=np.uint8)
    for m in range(256):
        if not VALID_MASK[m]:
            continue
        reps = [int(r) for r in REPS[m] if r >= 0]
        if len(reps) == 1:
            out[m] = reps[0]
            continue
        lab = np.full((c, c), reps[-1], dtype=np.uint8)
        for r in reps[:-1]:
            poly = PIECE_POLY[(m, r)]
            inside = np.ones((c, c), dtype=bool)
            k = len(poly)
            area2 = sum(poly[i][0] * poly[(i + 1) % k][1] - poly[(i + 1) % k][0] * poly[i][1] for i in range(k))
            sign = 1.0 if area2 > 0 else -1.0
            for i in range(k):
                (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % k]
                cross = (x1 - x0) * (py - y0) - (y1 - y0) * (px - x0)
                inside &= cross * sign > 0
            lab[inside] = r
        out[m] = lab
    return out


def _darker(c, f=0.55):
    return tuple(int(v * f) for v in c)


def _lighter(c, f=0.35):
    return tuple(int(v + (255 - v) * f) for v in c)


class BoardView:
    """Geometry and cached pictures of one board."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.cell = 20
        self.rect = pygame.Rect(0, 0, 0, 0)   # the wooden board, window coords
        self.origin = (0, 0)                   # window pixel of point (0, 0)
        self.base: pygame.Surface | None = None
        self._key = None
        self._surface: pygame.Surface | None = None
        self._hatch: np.ndarray | None = None
        self.palette = None
        self.render_ms = 0.0

    # ----- geometry -------------------------------------------------------------
    def layout(self, area: pygame.Rect, palette, scale: float) -> None:
        """Fit the board (square) into ``area``, centred; cache the base layer."""
        n = self.n
        side = min(area.width, area.height)
        c = max(6, int(side / (n - 1 + 1.7)))
        margin = max(10, (side - c * (n - 1)) // 2)
        full = c * (n - 1) + 2 * margin
        self.cell, self.margin = c, margin
        self.rect = pygame.Rect(0, 0, full, full)
        self.rect.center = area.center
        self.origin = (self.rect.x + margin, self.rect.y + margin)
        self.palette, self.scale = palette, scale
        self.post_r = max(3, round(c * 0.27))
        self.fence_w = max(2, round(c * 0.13))
        self._key = None
        piece_labels(c)  # the per-cell tables for this cell size, now rather than mid-game
        self._build_base()
        span = c * (n - 1)
        xs = np.arange(span)
        period = max(7, round(c / 2.6))
        diag = (xs[:, None] + xs[None, :]) % period
        self._hatch = diag < (2 if c >= 30 else 1) + (1 if c >= 60 else 0)

    def to_px(self, p) -> tuple[int, int]:
        return (self.origin[0] + int(round(p[0] * self.cell)), self.origin[1] + int(round(p[1] * self.cell)))

    def local_px(self, p) -> tuple[int, int]:
        """Pixel of a board point inside the board surface."""
        return (self.margin + int(round(p[0] * self.cell)), self.margin + int(round(p[1] * self.cell)))

    def point_at(self, pos, tolerance: float = 0.5) -> tuple[int, int] | None:
        """The lattice point nearest to a window pixel, if within ``tolerance`` cells."""
        fx = (pos[0] - self.origin[0]) / self.cell
        fy = (pos[1] - self.origin[1]) / self.cell
        x, y = int(round(fx)), int(round(fy))
        if not (0 <= x < self.n and 0 <= y < self.n):
            return None
        if (fx - x) ** 2 + (fy - y) ** 2 > tolerance ** 2:
            return None
        return (x, y)

    # ----- base layers --------------------------------------------------------------
    def _build_base(self) -> None:
        """Wood (under everything), grid (over the shading) and post sprites."""
        pal, c, n = self.palette, self.cell, self.n
        size = self.rect.size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(6, c // 2)
        pygame.draw.rect(surf, _darker(pal.wood_dark, 0.8), surf.get_rect(), border_radius=radius)
        inner = surf.get_rect().inflate(-4, -4)
        wood = pygame.transform.smoothscale(self._gradient(), inner.size).convert_alpha()
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius - 2)
        wood.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(wood, inner.topleft)
        self.base = surf
        m = self.margin
        span = c * (n - 1)
        grid = pygame.Surface(size, pygame.SRCALPHA)
        line = pal.grid
        thin = (*line, 150)
        for k in range(n):
            x = m + k * c
            pygame.draw.line(grid, thin, (x, m), (x, m + span))
            pygame.draw.line(grid, thin, (m, x), (m + span, x))
        pygame.draw.rect(grid, line, (m - 1, m - 1, span + 3, span + 3), width=2)
        # faint guide dots every few points help counting at 17x17 and up
        step = 5 if n >= 25 else 4 if n >= 17 else 0
        if step:
            lo = (n - 1) // 2 % step or step
            for x in range(lo, n - 1, step):
                for y in range(lo, n - 1, step):
                    pygame.draw.circle(grid, (*line, 200), (m + x * c, m + y * c), max(2, c // 9))
        self.grid = grid
        r = self.post_r
        self.sprites = {}
        for owner in (RED, BLUE):
            spr = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
            draw_post(spr, pal, int(owner), (r + 2, r + 2), r, self.distinct_shapes)
            self.sprites[int(owner)] = spr
        self._shade_key = None
        self._shade = None

    def _gradient(self) -> pygame.Surface:
        pal = self.palette
        strip = pygame.Surface((2, 2))
        strip.set_at((0, 0), _lighter(pal.wood, 0.12))
        strip.set_at((1, 0), pal.wood)
        strip.set_at((0, 1), pal.wood)
        strip.set_at((1, 1), _darker(pal.wood, 0.92))
        return strip

    # ----- the position -----------------------------------------------------------------
    def render(self, game, result, overlay: bool) -> pygame.Surface:
        """Base + shading + grid + fences + posts + marks, cached on (version, overlay)."""
        key = (game.version, id(game), overlay, id(result) if overlay else None)
        if key == self._key and self._surface is not None:
            return self._surface
        t0 = time.perf_counter()
        surf = self.base.copy()
        if overlay and result is not None:
            for layer in self._shading(game, result) or ():
                surf.blit(layer, (self.margin, self.margin))
        surf.blit(self.grid, (0, 0))
        self._draw_fences(surf, game)
        self._draw_posts(surf, game)
        if overlay and result is not None:
            self._draw_marks(surf, result)
        self._surface, self._key = surf, key
        self.render_ms = (time.perf_counter() - t0) * 1000
        return surf

    def territory_codes(self, game, result) -> np.ndarray:
        """``codes[X, Y]`` over the grid's pixels: 0 none, 1 red, 2 blue, 3 neutral."""
        n, c = self.n, self.cell
        m = n - 1
        labels = piece_labels(c)
        masks = game.fence_masks
        img = np.zeros((m, m, c * c), dtype=np.uint8)
        for code, player in ((RED_CODE, RED), (BLUE_CODE, BLUE)):
            pieces = [pc for t in result.territories if t.owner == player for pc in t._pieces]
            if pieces:
                self._gather(img, labels, masks[int(player)], pieces, code)
        if result._neutral:
            self._gather(img, labels, masks[0], result._neutral, NEUTRAL_CODE)
        return img.reshape(m, m, c, c).transpose(0, 2, 1, 3).reshape(m * c, m * c)

    @staticmethod
    def _gather(img, labels, mask, pieces, code) -> None:
        arr = np.asarray(pieces, dtype=np.int64)
        ci, cj, reps = arr[:, 0], arr[:, 1], arr[:, 3]
        m = img.shape[0]
        table = np.zeros((m, m, 8), dtype=np.uint8)
        table[ci, cj, reps] = code
        cells = np.unique(ci * m + cj)
        ui, uj = cells // m, cells % m
        lab = labels[mask[ui, uj]].reshape(len(cells), -1)           # (k, c*c)
        vals = np.take_along_axis(table[ui, uj], lab.astype(np.intp), axis=1)
        img[ui, uj] = np.maximum(img[ui, uj], vals)

    def _shading(self, game, result):
        """Territory tint and neutral hatching: two 8-bit colour-keyed
        surfaces (the hatching drawn half-transparent), cached on the
        territories' pieces, so a post placed elsewhere leaves them as they are."""
        if not result.territories and not result._neutral:
            return None
        key = (tuple((int(t.owner), t._pieces) for t in result.territories), result._neutral)
        if key == self._shade_key:
            return self._shade
        pal = self.palette
        codes = self.territory_codes(game, result)
        span = codes.shape[0]
        tint = pygame.Surface((span, span), depth=8)
        tint.set_palette([(0, 0, 0), territory_tint(pal, RED), territory_tint(pal, BLUE)] + [(0, 0, 0)] * 253)
        neutral = codes == NEUTRAL_CODE
        pixels = pygame.surfarray.pixels2d(tint)
        pixels[...] = codes
        pixels[neutral] = NONE_CODE
        del pixels
        tint.set_colorkey(0)
        layers = [tint]
        if neutral.any():
            hatch = pygame.Surface((span, span), depth=8)
            hatch.set_palette([(0, 0, 0), _darker(pal.neutral, 0.7)] + [(0, 0, 0)] * 254)
            pygame.surfarray.pixels2d(hatch)[...] = neutral & self._hatch
            hatch.set_colorkey(0)
            hatch.set_alpha(170)
            layers.append(hatch)
        self._shade, self._shade_key = layers, key
        return layers

    def _draw_fences(self, surf, game) -> None:
        pal = self.palette
        cols = {RED: _darker(pal.player1, 0.85), BLUE: _darker(pal.player2, 0.85)}
        w = self.fence_w
        for f in game.fences:
            draw_fence(surf, cols[f.owner], self.local_px(f.a), self.local_px(f.b), w)

    def _draw_posts(self, surf, game) -> None:
        xs, ys = np.nonzero(game.posts)
        vals = game.posts[xs, ys]
        m, c = self.margin, self.cell
        off = self.post_r + 2
        sprites = self.sprites
        surf.fblits([(sprites[v], (m + x * c - off, m + y * c - off))
                     for x, y, v in zip(xs.tolist(), ys.tolist(), vals.tolist())])

    @property
    def distinct_shapes(self) -> bool:
        """Blue posts are squares in palettes meant to work without colour."""
        return self.palette is not None and self.palette.name != "classic"

    def _draw_marks(self, surf, result) -> None:
        pal = self.palette
        r = self.post_r
        for t in result.territories:
            col = pal.player1 if t.owner == RED else pal.player2
            for q in t.prisoners:
                x, y = self.local_px(q)
                k = r + max(1, r // 3)
                wdt = max(2, r // 3)
                for a, b in (((x - k, y - k), (x + k, y + k)), ((x - k, y + k), (x + k, y - k))):
                    pygame.draw.line(surf, (255, 255, 255), a, b, wdt + 2)
                    pygame.draw.line(surf, col, a, b, wdt)
        # one value label per group, on its largest territory
        by_group: dict[int, object] = {}
        for t in result.territories:
            best = by_group.get(t.group)
            if best is None or t.area > best.area:
                by_group[t.group] = t
        size = max(15, min(int(self.cell * 0.8), int(30 * self.scale)))
        values = {g.id: g.value for g in result.groups}
        for gid, t in by_group.items():
            text = fmt_num(values[gid])
            col = _darker(pal.player1 if t.owner == RED else pal.player2, 0.55)
            label = Theme.text(text, size, (255, 255, 255), True)
            cx, cy = self.local_px(t.label_point)
            box = label.get_rect(center=(cx, cy)).inflate(max(8, size // 2), max(2, size // 6))
            pill = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(pill, (*col, 235), pill.get_rect(), border_radius=box.height // 2)
            pygame.draw.rect(pill, (255, 255, 255, 220), pill.get_rect(), width=max(1, size // 12),
                             border_radius=box.height // 2)
            surf.blit(pill, box)
            surf.blit(label, label.get_rect(center=box.center))


def territory_tint(pal, owner) -> tuple:
    """The owner's colour seen through a light wash (what a semi-transparent
    tint over pale paper gives), kept clear of the wood's orange so blue
    territory reads blue, not grey."""
    col = pal.player1 if owner == RED else pal.player2
    paper = (246, 236, 218)
    t = 0.42
    return tuple(int(p + (c - p) * t) for p, c in zip(paper, col))


def fmt_num(v) -> str:
    try:
        if v == int(v):
            return str(int(v))
    except (TypeError, ValueError):
        pass
    return str(v)


def draw_fence(surf, col, a, b, width: int) -> None:
    pygame.draw.aaline(surf, col, a, b, width)


def draw_post(surf, pal, owner: int, pos, r: int, shapes: bool, alpha: int = 255) -> None:
    """A post: a disc (red) or a disc / square (blue when shapes must differ)."""
    col = pal.player1 if owner == RED else pal.player2
    edge = _darker(col, 0.5)
    x, y = pos
    if alpha < 255:
        col, edge = (*col, alpha), (*edge, alpha)
    if owner == BLUE and shapes:
        rect = pygame.Rect(0, 0, 2 * r, 2 * r)
        rect.center = pos
        pygame.draw.rect(surf, col, rect, border_radius=max(1, r // 3))
        pygame.draw.rect(surf, edge, rect, width=max(1, r // 5), border_radius=max(1, r // 3))
        return
    pygame.draw.circle(surf, col, pos, r)
    pygame.draw.aacircle(surf, edge, pos, r, max(1, r // 5))
    if r >= 6:
        pygame.draw.circle(surf, _lighter(col if alpha == 255 else col[:3], 0.45), (x - r // 3, y - r // 3), max(1, r // 4))
