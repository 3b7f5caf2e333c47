"""Board geometry and cached layers of the Senket board scene.

Everything here derives from ``BoardView.layout(area, palette, scale)``:
the cell size is a whole number of pixels so that territory shading can be
built cell by cell with numpy and tiled exactly.

Layers (all cached, rebuilt only when their key changes):

* ``base`` and ``grid`` — wood and border, grid lines; once per layout / palette.
* the *under* layer — base + territory shading + grid; rebuilt only when the
  shading changes (``_shading`` is keyed on the scorer's territory pieces, so
  a move that changes no territory keeps it).
* the *pieces* layer — every fence, then every post, on a transparent
  surface in **premultiplied** alpha (pygame's antialiased drawing onto a
  transparent pixel leaves premultiplied colour, so composing it with
  ``BLEND_PREMULTIPLIED`` gives the picture drawing straight onto the board
  would). It is patched, not redrawn, when the only changes since the last
  render are posts and fences *added* (the usual move): each new piece's
  box is cleared and every fence, then every post, touching it is redrawn
  there in the full drawing order, so the result is the full rebuild's
  pixel for pixel (tests/senket/test_view.py checks it). A removal (undo),
  another game object, a new layout / palette, or many changes at once
  rebuild it whole.
* ``render(game, result, overlay)`` — under + pieces (a copy and one blit)
  + prisoner marks and group values on top; another surface whenever the
  picture changes (the scene recognises a new picture by identity): one of
  two kept surfaces, drawn again in place (``game.scenes.canvas``).

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

from .colours import darker, lighter
from .rules import SECOND, FIRST
from .scoring import PIECE_POLY, REPS, VALID_MASK
from ..scenes.canvas import Canvas
from .value_marks import ValueMarks

NONE_CODE, FIRST_CODE, SECOND_CODE, NEUTRAL_CODE = 0, 1, 2, 3


@lru_cache(maxsize=2)   # the cell size shown and the one before it: each is 256·c² bytes (10 MB at c=200)
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


class BoardView(ValueMarks):
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
        self.changes: list = []    # rectangles of the picture drawn into since ``take_changes`` (``render``)
        self.render_kind = ""      # how the last changed render was made: "full", "patch" or "compose"
        self._pieces: pygame.Surface | None = None
        self._under: pygame.Surface | None = None
        self._sig = self._codes = None
        # the picture and the pieces layer are drawn again in place (issue 39: a new board-sized surface cost
        # more than the drawing); the picture alternates between two, so a new picture is a new object
        self._pictures, self._pieces_canvas = Canvas(buffers=2), Canvas()
        self._dirty: list[pygame.Rect] = []    # the layers' rectangles changed since the picture was composed
        self._marks: list = []     # the marks in the picture (``_plan_marks``)
        self._places: dict = {}    # a badge's places by its territory's pieces (``_badge_places``)
        self._places_now: dict = {}    # the same by the territory object: (id, size) -> (territory, places)
        self._crosses: dict = {}   # prisoners' crosses and badges' cards, drawn once (``_cross``, ``_pill``)
        self._pills: dict = {}

    # ----- geometry -------------------------------------------------------------
    def layout(self, area: pygame.Rect, palette, scale: float, backed: bool = False) -> None:
        """Fit the board (square) into ``area``, centred; cache the base layer (``backed``: a ``back_with``
        follows and builds it, once: each build makes several board-sized surfaces)."""
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
        self._key = self._surface = self._pieces = None
        self._dirty, self._dirty_all, self._marks = [], True, []
        # the old size's layers and picture go before the new ones are built (a resize's peak held both, issue 39)
        self.base = self.grid = self._under = None
        self._pictures, self._pieces_canvas = Canvas(buffers=2), Canvas()
        self._places_now.clear()      # kept by territory object only: its places hold this layout's pixels
        piece_labels(c)  # the per-cell tables for this cell size, now rather than mid-game
        if not backed:
            self._build_base()
        span = c * (n - 1)
        xs = np.arange(span)
        period = max(7, round(c / 2.6))
        diag = (xs[:, None] + xs[None, :]) % period
        self._hatch = diag < (2 if c >= 30 else 1) + (1 if c >= 60 else 0)

    def release(self, picture: bool = False) -> None:
        """Let go of the four board-sized layers the picture is made from while an opaque scene covers the
        board (``Scene.covered``); the picture is kept, so the same position needs none of them (``shows``).
        ``back_with`` builds them again. ``picture``: the picture too (a new size is coming)."""
        if picture:
            self._key = self._surface = None
            self._pictures = Canvas(buffers=2)
        self.base = self.grid = self._under = self._pieces = None
        self._dirty, self._dirty_all = [], True
        self._pieces_canvas = Canvas()
        self._sig = self._codes = None
        self._places_now.clear()

    @property
    def released(self) -> bool:
        return self.base is None

    def shows(self, game, result, overlay: bool) -> bool:
        """Whether ``render`` would give the picture it gave last, without drawing."""
        on = bool(overlay and result is not None)
        return self._surface is not None and self._key == (game.version, id(game), on, id(result) if on else None)

    def back_with(self, backdrop: pygame.Surface | None) -> None:
        """Compose the board over ``backdrop`` (what the window shows behind it, window coordinates; None: a
        transparent board as before). Its pictures are then opaque and replace the board's rectangle of the
        screen with one plain blit: a scene had blitted the backdrop there and blended the board over it
        (issue 39: 1.6 ms of a 31x31 move frame at 1920x1080). Call it after ``layout``."""
        backing = self._backing(backdrop)
        self._key = None
        # its surfaces took the old base's format; an opaque picture, blitted whole every frame and never told
        # apart by identity, is drawn again into one surface, not two (3.5 MB at 1920x1080: issue 39's peak)
        self._pictures = Canvas(buffers=2 if backing is None else 1)
        self._build_base(backing)

    def _backing(self, backdrop: pygame.Surface | None) -> pygame.Surface | None:
        if backdrop is not None and backdrop.get_rect().contains(self.rect):
            return backdrop.subsurface(self.rect)
        return None

    def rebuild(self, backdrop: pygame.Surface | None, game, result, overlay: bool):
        """The layers ``release`` let go (the picture kept), built again over ``backdrop`` a part at a time: a
        generator whose every step does one part of a few ms (the wood, the grid, a share of the shading, the
        shading composed, the pieces). Built at once they were 57 ms after the flip of the frame that showed
        the board again (Resume over a dense 31x31 board at 1920x1080), so the next frame came that late
        (issue 39). The picture on show stays as it is: ``render`` of the same position gives it until it is
        asked for another. Exhausted, the view is what ``back_with`` and ``render`` would have made."""
        yield from self._base_parts(self._backing(backdrop))
        on = bool(overlay and result is not None)
        yield from self._under_steps(game, result if on else None)
        yield from self._pieces_parts(game)

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
    def _build_base(self, backing: pygame.Surface | None = None) -> None:
        """Wood (under everything), grid (over the shading) and post sprites; ``backing``: the window's picture
        behind the board (``back_with``)."""
        for _ in self._base_parts(backing):
            pass

    def _base_parts(self, backing: pygame.Surface | None):
        """``_build_base`` as steps (``rebuild``): the wood's parts (each a new board-sized surface: ~2 ms of
        page faults at 1048 px), the grid, the sprites."""
        pal, c, n = self.palette, self.cell, self.n
        size = self.rect.size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(6, c // 2)
        pygame.draw.rect(surf, darker(pal.wood_dark, 0.8), surf.get_rect(), border_radius=radius)
        inner = surf.get_rect().inflate(-4, -4)
        yield
        wood = pygame.transform.smoothscale(self._gradient(), inner.size)
        yield
        wood = wood.convert_alpha()
        yield
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius - 2)
        yield
        wood.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(wood, inner.topleft)
        del wood, mask      # two board-sized surfaces: gone before the layers below are made (issue 39's peaks)
        yield
        if backing is not None and backing.get_size() == size:
            # the window's picture behind the board under the wood: every layer above is then opaque
            opaque = backing.copy()
            opaque.blit(surf, (0, 0))
            surf = opaque
        self.base = surf
        yield
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
        yield
        r = self.post_r
        self.sprites = {}
        for owner in (FIRST, SECOND):
            spr = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
            draw_post(spr, pal, int(owner), (r + 2, r + 2), r, self.distinct_shapes)
            self.sprites[int(owner)] = spr
        # the same sprites premultiplied, for the premultiplied pieces layer
        self._psprites = {k: spr.premul_alpha() for k, spr in self.sprites.items()}
        self._shade_key = None
        self._sig = self._codes = None
        self._under = None

    def _gradient(self) -> pygame.Surface:
        pal = self.palette
        strip = pygame.Surface((2, 2))
        strip.set_at((0, 0), lighter(pal.wood, 0.12))
        strip.set_at((1, 0), pal.wood)
        strip.set_at((0, 1), pal.wood)
        strip.set_at((1, 1), darker(pal.wood, 0.92))
        return strip

    # ----- the position -----------------------------------------------------------------
    # How many added pieces are patched in place; more than this rebuilds the layer.
    PATCH_LIMIT = 24

    def render(self, game, result, overlay: bool) -> pygame.Surface:
        """Base + shading + grid + fences + posts + marks, cached on (version, overlay).

        A new surface whenever the picture changes (but for a board composed over its backdrop,
        ``back_with``: its one opaque picture is drawn again in place); built from the cached
        under layer (one copy), the pieces layer (one premultiplied blit)
        and the marks."""
        overlay = bool(overlay and result is not None)
        key = (game.version, id(game), overlay, id(result) if overlay else None)
        if key == self._key and self._surface is not None:
            return self._surface
        t0 = time.perf_counter()
        pieces_changed = self._update_pieces(game)
        under = self._under_layer(game, result if overlay else None)
        if (not pieces_changed and self._surface is not None
                and self._key is not None and self._key[1:] == key[1:] and self._under_rev == self._composed_rev):
            # nothing visible changed (the end of a turn or a pass, or its undo: the same posts, fences and
            # score): the same picture
            self._key = key
            return self._surface
        marks = self._plan_marks(result, game.posts) if overlay else []
        surf = self._surface
        if (self._dirty_all or surf is None or not self._pictures.reuses(surf)
                or under.get_flags() & pygame.SRCALPHA):
            surf = self._pictures.copy_of(under)
            surf.blit(self._pieces, (0, 0), special_flags=pygame.BLEND_PREMULTIPLIED)
            surf.fblits([b for _, blits, _ in marks for b in blits])
            self._changed([surf.get_rect()])
        else:
            self._patch_picture(surf, under, marks)
        self._marks, self._dirty, self._dirty_all = marks, [], False
        self._surface, self._key, self._composed_rev = surf, key, self._under_rev
        self.render_ms = (time.perf_counter() - t0) * 1000
        return surf

    # what changed in the layers since the picture was last composed: rectangles of the board (``_dirty``), or
    # everything (``_dirty_all``: a layer built whole, a new layout)
    _dirty_all = True
    _marks: list = []

    def _patch_picture(self, surf: pygame.Surface, under: pygame.Surface, marks: list) -> None:
        """Draw again, in the picture on show, only what changed: the layers' changed rectangles, the marks
        that came or went, and every mark touching what is drawn again (drawn whole, in the full picture's
        order). The pixels are the full composition's (tests/senket/test_view.py), without a board-sized copy
        and premultiplied blit on every move (~1.5 ms of a 31x31 move frame at 1920x1080, issue 39)."""
        old_keys = {k for k, _, _ in self._marks}
        new_keys = {k for k, _, _ in marks}
        dirty = list(self._dirty)
        dirty += [r for k, _, r in self._marks if k not in new_keys]
        redraw = [k not in old_keys for k, _, _ in marks]
        dirty += [r for (_, _, r), again in zip(marks, redraw) if again]
        grew = True
        while grew:             # a mark touching an area drawn again is drawn again whole, and its area with it
            grew = False
            for i, (_, _, r) in enumerate(marks):
                if not redraw[i] and r.collidelist(dirty) != -1:
                    redraw[i] = grew = True
                    dirty.append(r)
        bounds = surf.get_rect()
        for r in dirty:
            r = r.clip(bounds)
            if r.width and r.height:
                surf.blit(under, r, r)
                surf.blit(self._pieces, r, r, special_flags=pygame.BLEND_PREMULTIPLIED)
                self._changed([r])
        again = [b for (_, blits, _), again in zip(marks, redraw) if again for b in blits]
        surf.fblits(again)
        self._changed([pygame.Rect(at, mark.get_size()) for mark, at in again])

    def take_changes(self) -> list:
        """The window rectangles of the picture drawn into since the last call (the scene draws them again)."""
        out = [r.move(self.rect.topleft) for r in self.changes]
        self.changes = []
        return out

    def _changed(self, rects) -> None:
        """Note rectangles of the picture drawn into; a view nobody takes them from (a diagram's) keeps a few."""
        self.changes += rects
        if len(self.changes) > 64:
            self.changes = [self.changes[0].unionall(self.changes[1:])]

    _under_rev = 0       # counts changes of the under layer
    _composed_rev = -1   # the under layer's revision in the last picture

    # ----- the under layer: base + shading + grid ---------------------------------------
    TILE = 6   # cells per side of the tiles the under layer is recomposed by

    def _under_layer(self, game, result) -> pygame.Surface:
        """Base + territory tint + neutral hatching + grid, kept up to date cell by cell.

        Nothing is done while the scorer's territories stay the same (keyed on
        their pieces); otherwise only the cells whose pieces or fences changed
        are shaded again and only the tiles holding them recomposed."""
        for _ in self._under_steps(game, result):
            pass
        return self._under

    # chunks of 64 cells shaded in one step of ``rebuild`` (~1.4 ms each on a dense 31x31 board at 1048 px)
    SHADE_CHUNKS_A_STEP = 2

    def _under_steps(self, game, result):
        """``_under_layer`` as steps (``rebuild``): a whole board's shading a few chunks at a time, then composed."""
        if result is not None and (result.territories or result.neutral_pieces):
            key = (tuple((int(t.owner), t.pieces) for t in result.territories), result.neutral_pieces)
        else:
            key = None
        if self._under is not None and key == self._shade_key:
            return
        sig = self._cell_signature(game, result, key)
        m = self.n - 1
        if self._under is None or self._sig is None:
            changed = np.ones((m, m), dtype=bool)
        else:
            changed = (sig != self._sig).any(axis=2)
        self._sig, self._shade_key = sig, key
        if self._under is None or changed.sum() * 2 > m * m:
            yield
            k = 0
            for k, _ in enumerate(self._shade_parts(game, sig, np.ones((m, m), dtype=bool)), 1):
                if k % self.SHADE_CHUNKS_A_STEP == 0:
                    yield
            if k % self.SHADE_CHUNKS_A_STEP:
                yield
            yield from self._compose_whole()
            yield
        elif changed.any():
            self._shade_cells(game, sig, changed)
            t = self.TILE
            ti, tj = np.nonzero(changed)
            tiles = np.unique((ti // t) * m + tj // t)
            for k in tiles.tolist():
                i, j = divmod(k, m)
                self._compose_under((i * t, j * t, min(m, (i + 1) * t), min(m, (j + 1) * t)))

    def _cell_signature(self, game, result, key) -> np.ndarray:
        """Per cell: the shading code of each of its 8 pieces for red, blue and neutral,
        and the chord masks each is cut by: a cell is shaded again when this changes."""
        m = self.n - 1
        sig = np.zeros((m, m, 27), dtype=np.uint8)
        if key is None:
            return sig
        masks = game.fence_masks
        groups = ([pc for t in result.territories if t.owner == FIRST for pc in t.pieces],
                  [pc for t in result.territories if t.owner == SECOND for pc in t.pieces],
                  list(result.neutral_pieces))
        for k, (pieces, code) in enumerate(zip(groups, (FIRST_CODE, SECOND_CODE, NEUTRAL_CODE))):
            if pieces:
                arr = np.asarray(pieces, dtype=np.int64)
                sig[arr[:, 0], arr[:, 1], 9 * k + arr[:, 3]] = code
            sig[:, :, 9 * k + 8] = masks[(FIRST, SECOND, 0)[k]]
        return sig

    def _shade_cells(self, game, sig, cells) -> None:
        """The territory codes (0 none, 1 red, 2 blue, 3 neutral) of the pixels of ``cells``,
        into ``self._codes`` and the tint and hatching surfaces."""
        for _ in self._shade_parts(game, sig, cells):
            pass

    def _shade_parts(self, game, sig, cells):
        """``_shade_cells`` a chunk of 64 cells a step."""
        n, c = self.n, self.cell
        m = n - 1
        span = m * c
        if self._codes is None:
            self._codes = np.zeros((span, span), dtype=np.uint8)
            pal = self.palette
            tint = pygame.Surface((span, span), depth=8)
            tint.set_palette([(0, 0, 0), territory_tint(pal, FIRST), territory_tint(pal, SECOND)] + [(0, 0, 0)] * 253)
            tint.set_colorkey(0)
            hatch = pygame.Surface((span, span), depth=8)
            hatch.set_palette([(0, 0, 0), darker(pal.neutral, 0.7)] + [(0, 0, 0)] * 254)
            hatch.set_colorkey(0)
            hatch.set_alpha(170)
            self._tint, self._hatch_surf = tint, hatch
        labels, (every_i, every_j) = piece_labels(c), np.nonzero(cells)
        # 64 cells at a time: the per-pixel index array is 8 bytes a pixel, 8 MB for a 31x31 board's every cell
        for at in range(0, len(every_i), 64):
            ui, uj = every_i[at:at + 64], every_j[at:at + 64]
            blocks = np.zeros((len(ui), c * c), dtype=np.uint8)
            cs = sig[ui, uj]                                                 # (k, 27)
            for k in range(3):
                table = cs[:, 9 * k:9 * k + 8]
                if not table.any():
                    continue
                lab = labels[cs[:, 9 * k + 8]].reshape(len(ui), -1)          # (k, c*c) piece rep per pixel
                np.maximum(blocks, np.take_along_axis(table, lab.astype(np.intp), axis=1), out=blocks)
            blocks = blocks.reshape(len(ui), c, c)
            codes4 = self._codes.reshape(m, c, m, c)
            codes4[ui, :, uj, :] = blocks
            neutral = blocks == NEUTRAL_CODE
            tint4 = pygame.surfarray.pixels2d(self._tint).reshape(m, c, m, c)
            tint4[ui, :, uj, :] = np.where(neutral, NONE_CODE, blocks)
            hatch4 = pygame.surfarray.pixels2d(self._hatch_surf).reshape(m, c, m, c)
            hatch4[ui, :, uj, :] = neutral & self._hatch.reshape(m, c, m, c)[ui, :, uj, :]
            del tint4, hatch4
            yield

    def _compose_under(self, cells) -> None:
        """Base, tint, hatching and grid, over the whole board (``cells`` None) or a block of
        cells ``(i0, j0, i1, j1)`` (the grid lines and guide dots on its edges included)."""
        if cells is None or self._under is None:
            for _ in self._compose_whole():
                pass
            return
        self._under_rev += 1
        c, mg = self.cell, self.margin
        i0, j0, i1, j1 = cells
        r = pygame.Rect(mg + i0 * c, mg + j0 * c, (i1 - i0) * c, (j1 - j0) * c)
        under = self._under
        dst = pygame.surfarray.pixels2d(under)
        dst[r.left:r.right, r.top:r.bottom] = pygame.surfarray.pixels2d(self.base)[r.left:r.right, r.top:r.bottom]
        del dst
        inner = r.move(-mg, -mg)
        under.blit(self._tint, r.topleft, inner)
        under.blit(self._hatch_surf, r.topleft, inner)
        under.blit(self.grid, r.topleft, r)
        self._dirty.append(r)

    def _compose_whole(self):
        """``_compose_under`` over the whole board, as two steps (``rebuild``): the base copied, the rest over it."""
        self._under_rev += 1
        self._dirty_all = True
        self._under = None          # the old layer goes before its replacement is made (4 MB at 1080 high)
        under = self.base.copy()
        yield
        under.blit(self._tint, (self.margin, self.margin))
        under.blit(self._hatch_surf, (self.margin, self.margin))
        under.blit(self.grid, (0, 0))
        self._under = under

    # ----- the pieces layer: fences, then posts, premultiplied ------------------------------
    def _update_pieces(self, game) -> bool:
        """Bring the pieces layer up to ``game``; True when it changed."""
        posts, masks = game.posts, game.fence_masks
        if self._pieces is None or game is not self._pieces_game or posts.shape != self._seen_posts.shape:
            self._rebuild_pieces(game)
            return True
        old_posts, old_masks = self._seen_posts, self._seen_masks
        same_fences = np.array_equal(masks, old_masks)
        if same_fences and np.array_equal(posts, old_posts):
            self.render_kind = "compose"
            return False
        changed = posts != old_posts
        if old_posts[changed].any() or (old_masks & ~masks).any():
            return self._take_away(game, changed)   # a post or fence went away (undo)
        old = self._seen_fences
        if same_fences:
            fences = old                      # (reading game.fences rebuilds it: not for a post alone)
        else:
            fences = game.fences
            k = len(old)
            # no chord bit went away, so the old fences are all still drawn; fences are taken
            # back last first, so checking the last old one catches a reordering
            if len(fences) < k or (k and fences[k - 1] != old[-1]):
                self._rebuild_pieces(game)    # the same pieces in another order
                return True
        new_posts = np.argwhere(changed).tolist()
        new_fences = fences[len(old):]
        if len(new_posts) + len(new_fences) > self.PATCH_LIMIT:
            self._rebuild_pieces(game)
            return True
        self._seen_posts, self._seen_masks, self._seen_fences = posts.copy(), masks.copy(), fences
        if new_fences:
            self._fence_boxes = np.concatenate([self._fence_boxes, self._boxes_of(new_fences)])
            self._fence_cols.extend(self._fence_colour(f) for f in new_fences)
        dirty = [pygame.Rect(*self._post_box(x, y)) for x, y in new_posts]
        dirty += [pygame.Rect(x0, y0, x1 - x0, y1 - y0) for x0, y0, x1, y1 in self._boxes_of(new_fences).tolist()]
        for rect in dirty:
            self._patch(game, rect)
        self._dirty += dirty
        self.render_kind = "patch"
        return True

    def _take_away(self, game, changed) -> bool:
        """Undo: when pieces only went away, and fences last-drawn first, patch their boxes; else redraw all."""
        posts, masks = game.posts, game.fence_masks
        old = self._seen_fences
        fences = game.fences
        k = len(fences)
        only_removed = not posts[changed].any() and not (masks & ~self._seen_masks).any()
        if (not only_removed or k > len(old) or (k and fences[k - 1] != old[k - 1])
                or int(np.count_nonzero(changed)) + len(old) - k > self.PATCH_LIMIT):
            self._rebuild_pieces(game)
            return True
        gone_posts = np.argwhere(changed).tolist()
        gone_boxes = self._fence_boxes[k:].tolist()
        self._fence_boxes = self._fence_boxes[:k]
        del self._fence_cols[k:]
        self._seen_posts, self._seen_masks, self._seen_fences = posts.copy(), masks.copy(), fences
        dirty = [pygame.Rect(*self._post_box(x, y)) for x, y in gone_posts]
        dirty += [pygame.Rect(x0, y0, x1 - x0, y1 - y0) for x0, y0, x1, y1 in gone_boxes]
        for rect in dirty:
            self._patch(game, rect)
        self._dirty += dirty
        self.render_kind = "patch"
        return True

    def _fence_colour(self, f):
        pal = self.palette
        return darker(pal.player1, 0.85) if f.owner == FIRST else darker(pal.player2, 0.85)

    def _boxes_of(self, fences) -> np.ndarray:
        """``[x0, y0, x1, y1)`` per fence: every pixel its antialiased line may touch."""
        if not fences:
            return np.zeros((0, 4), dtype=np.int64)
        pts = np.array([(f.a, f.b) for f in fences], dtype=np.int64)     # (k, 2 ends, xy)
        px = self.margin + pts * self.cell
        pad = self.fence_w + 2
        lo = px.min(axis=1) - pad
        hi = px.max(axis=1) + pad + 1
        return np.concatenate([lo, hi], axis=1)

    def _post_box(self, x: int, y: int) -> tuple[int, int, int, int]:
        off, size = self.post_r + 2, 2 * self.post_r + 4
        return (self.margin + x * self.cell - off, self.margin + y * self.cell - off, size, size)

    # fences drawn in one step of ``rebuild`` (~16 µs each on 31x31 at 1048 px)
    FENCES_A_STEP = 100

    def _rebuild_pieces(self, game) -> None:
        for _ in self._pieces_parts(game):
            pass

    def _pieces_parts(self, game):
        """The pieces layer drawn whole, as steps (``rebuild``): the fences a hundred at a time, then the posts."""
        surf = self._pieces_canvas.blank(self.rect.size)
        fences = game.fences
        boxes, cols = self._boxes_of(fences), [self._fence_colour(f) for f in fences]
        w = self.fence_w
        lp = self.local_px
        for k, (f, col) in enumerate(zip(fences, cols), 1):
            draw_fence(surf, col, lp(f.a), lp(f.b), w)
            if k % self.FENCES_A_STEP == 0:
                yield
        yield
        self._fence_boxes, self._fence_cols = boxes, cols
        self._blit_posts(surf, game.posts, 0, 0, (0, 0))
        self._pieces, self._pieces_game = surf, game
        self._seen_posts, self._seen_masks, self._seen_fences = game.posts.copy(), game.fence_masks.copy(), fences
        self._dirty_all = True
        self.render_kind = "full"

    def _blit_posts(self, surf, posts, x0: int, y0: int, shift) -> None:
        """Every post of ``posts`` (a window whose first point is ``(x0, y0)``), premultiplied,
        in the full layer's order (``np.nonzero``: by x, then y)."""
        xs, ys = np.nonzero(posts)
        vals = posts[xs, ys]
        m, c = self.margin, self.cell
        ox, oy = m - self.post_r - 2 - shift[0], m - self.post_r - 2 - shift[1]
        sprites = self._psprites
        surf.fblits([(sprites[v], (ox + (x0 + x) * c, oy + (y0 + y) * c))
                     for x, y, v in zip(xs.tolist(), ys.tolist(), vals.tolist())],
                    pygame.BLEND_PREMULTIPLIED)

    def _patch(self, game, rect: pygame.Rect) -> None:
        """Redraw the pieces layer inside ``rect`` exactly as a full rebuild draws it.

        Every piece touching ``rect`` is drawn whole onto a scratch surface
        wide enough that none of them is clipped (clipped antialiased lines
        differ by a pixel now and then), in the full order; then the
        scratch's ``rect`` replaces the layer's."""
        rect = rect.clip(self._pieces.get_rect())
        if not rect.w or not rect.h:
            return
        c, w = self.cell, self.fence_w
        reach = 2 * c + 2 * w + 8          # the widest piece's box
        area = rect.inflate(2 * reach, 2 * reach)
        scratch = pygame.Surface(area.size, pygame.SRCALPHA)
        shift = area.topleft
        boxes = self._fence_boxes
        hit = np.nonzero((boxes[:, 0] < rect.right) & (boxes[:, 2] > rect.left)
                         & (boxes[:, 1] < rect.bottom) & (boxes[:, 3] > rect.top))[0]
        if len(hit):
            fences, cols = self._seen_fences, self._fence_cols
            sx, sy = shift
            m = self.margin
            for i in hit.tolist():
                f = fences[i]
                draw_fence(scratch, cols[i], (m + f.a[0] * c - sx, m + f.a[1] * c - sy),
                           (m + f.b[0] * c - sx, m + f.b[1] * c - sy), w)
        # posts whose sprite may touch rect
        off, size, m, n = self.post_r + 2, 2 * self.post_r + 4, self.margin, self.n
        x0 = max(0, (rect.left - m + off - size) // c)
        x1 = min(n, (rect.right - m + off) // c + 1)
        y0 = max(0, (rect.top - m + off - size) // c)
        y1 = min(n, (rect.bottom - m + off) // c + 1)
        if x1 > x0 and y1 > y0:
            self._blit_posts(scratch, game.posts[x0:x1, y0:y1], x0, y0, shift)
        dst = pygame.surfarray.pixels2d(self._pieces)
        src = pygame.surfarray.pixels2d(scratch)
        lx, ly = rect.x - shift[0], rect.y - shift[1]
        dst[rect.left:rect.right, rect.top:rect.bottom] = src[lx:lx + rect.w, ly:ly + rect.h]
        del dst, src

    def territory_codes(self, game, result) -> np.ndarray:
        """``codes[X, Y]`` over the grid's pixels: 0 none, 1 red, 2 blue, 3 neutral."""
        n, c = self.n, self.cell
        m = n - 1
        labels = piece_labels(c)
        masks = game.fence_masks
        img = np.zeros((m, m, c * c), dtype=np.uint8)
        for code, player in ((FIRST_CODE, FIRST), (SECOND_CODE, SECOND)):
            pieces = [pc for t in result.territories if t.owner == player for pc in t.pieces]
            if pieces:
                self._gather(img, labels, masks[int(player)], pieces, code)
        if result.neutral_pieces:
            self._gather(img, labels, masks[0], result.neutral_pieces, NEUTRAL_CODE)
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

    @property
    def distinct_shapes(self) -> bool:
        """Blue posts are squares in every palette: which side a post is never rests on colour alone."""
        return self.palette is not None


def territory_tint(pal, owner) -> tuple:
    """The owner's colour seen through a light wash (what a semi-transparent
    tint over pale paper gives), kept clear of the wood's orange so blue
    territory reads blue, not grey."""
    col = pal.player1 if owner == FIRST else pal.player2
    paper = (246, 236, 218)
    t = 0.42
    return tuple(int(p + (c - p) * t) for p, c in zip(paper, col))


def draw_fence(surf, col, a, b, width: int) -> None:
    pygame.draw.aaline(surf, col, a, b, width)


def draw_post(surf, pal, owner: int, pos, r: int, shapes: bool, alpha: int = 255) -> None:
    """A post: a disc for seat 0, a square for seat 1 where shapes must differ (every palette now)."""
    col = pal.player1 if owner == FIRST else pal.player2
    edge = darker(col, 0.5)
    x, y = pos
    if alpha < 255:
        col, edge = (*col, alpha), (*edge, alpha)
    if owner == SECOND and shapes:
        rect = pygame.Rect(0, 0, 2 * r, 2 * r)
        rect.center = pos
        pygame.draw.rect(surf, col, rect, border_radius=max(1, r // 3))
        pygame.draw.rect(surf, edge, rect, width=max(1, r // 5), border_radius=max(1, r // 3))
        return
    pygame.draw.circle(surf, col, pos, r)
    pygame.draw.aacircle(surf, edge, pos, r, max(1, r // 5))
    if r >= 6:
        pygame.draw.circle(surf, lighter(col if alpha == 255 else col[:3], 0.45), (x - r // 3, y - r // 3), max(1, r // 4))
