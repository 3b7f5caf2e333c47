"""The marks a Senket board's picture carries over its territories: each prisoner's cross and each group's
value badge, placed (a badge keeps clear of posts and of other badges; its places are kept with the
territory's pieces) and planned as blits in drawing order, so that ``BoardView`` draws them all or again only
those touching what a move changed (``BoardView._patch_picture``). Apart from ``view.py``, which holds the
layers (a scene or view module stays under 800 lines, issue 40)."""
from __future__ import annotations

import heapq

import numpy as np
import pygame

from .colours import darker
from .rules import FIRST
from ..ui.theme import Theme

BADGE_TRIES = 48     # places within a territory tried for its value badge, the most central first


def _centre(poly) -> tuple[float, float]:
    return sum(x for x, _ in poly) / len(poly), sum(y for _, y in poly) / len(poly)


def fmt_num(v) -> str:
    try:
        if v == int(v):
            return str(int(v))
    except (TypeError, ValueError):
        pass
    return str(v)


class ValueMarks:
    """The marks' part of ``BoardView`` (mixed into it): it uses the view's geometry (``cell``, ``margin``,
    ``post_r``, ``rect``, ``scale``, ``palette``, ``local_px``) and caches (``_places``, ``_places_now``,
    ``_crosses``, ``_pills``)."""

    def _badge_box(self, t, size: tuple[int, int], pts, taken: list, bounds: pygame.Rect) -> pygame.Rect:
        """Where a group's value badge goes: the territory's label point, else the nearest place in the
        territory where it covers no post and no other badge (badges sat over posts, hiding whose they were);
        where there is none, the place covering fewest. Every place is weighed against every post at once
        (``pts``: the posts' centres, ``_post_px``, or None).

        The answer is a function of the territory's places, the badges already placed and the posts near
        those places, so it is kept with the places (issue 39: placing every badge again after each move
        was most of a 31x31 move frame's marks; a move changes the posts near a few badges at most)."""
        boxes, edges, placed = self._badge_places(t, size, bounds)
        if pts is not None and len(pts):
            r = self._clearance()
            lo, hi = edges.min(axis=0), edges.max(axis=0)
            near = ((pts[:, 0] > lo[0] - r) & (pts[:, 0] < hi[2] + r)
                    & (pts[:, 1] > lo[1] - r) & (pts[:, 1] < hi[3] + r))
            pts = pts[near]           # only the posts near the places tried can be covered by one
        key = (tuple(tuple(b) for b in taken), None if pts is None else pts.tobytes())
        box = placed.get(key)
        if box is None:
            if len(placed) >= 16:
                placed.clear()
            box = placed[key] = self._place_badge(boxes, edges, pts, taken)
        return box.copy()

    def _place_badge(self, boxes, edges, pts, taken: list) -> pygame.Rect:
        """The search ``_badge_box`` keeps the answers of (``pts``: the posts near the places, or None)."""
        first = boxes[0]
        if first.collidelist(taken) < 0 and (pts is None or self._covers_px(first, pts) == 0):
            return first    # the usual case: the label point is clear, no other place is looked for
        cost = np.array([100 if b.collidelist(taken) >= 0 else 0 for b in boxes])
        if pts is not None and len(pts):
            r = self._clearance()
            px, py = pts[None, :, 0], pts[None, :, 1]
            nx = np.minimum(np.maximum(px, edges[:, 0:1]), edges[:, 2:3]) - px
            ny = np.minimum(np.maximum(py, edges[:, 1:2]), edges[:, 3:4]) - py
            cost = cost + np.count_nonzero(nx * nx + ny * ny < r * r, axis=1)
        return boxes[int(np.argmin(cost))]

    BADGE_PLACES_KEPT = 512

    def _badge_places(self, t, size: tuple[int, int], bounds: pygame.Rect):
        """The places a territory's badge of ``size`` may go, the label point first, their edges
        ``[left, top, right, bottom]`` and the answers of ``_badge_box`` found for them: a function of the territory's pieces, kept across frames and scores
        (issue 39: finding them again for every group at every picture was most of a move frame's marks).
        The boxes are the cache's own: ``_badge_box`` hands out a copy."""
        fast = self._places_now.get((id(t), size))
        if fast is not None and fast[0] is t:
            return fast[1]         # this territory's again (its result is shown on more than one picture)
        key = (t.pieces, size, tuple(bounds), self.cell, self.margin)
        cache = self._places
        hit = cache.get(key)
        if hit is None:
            home = t.label_point
            spots = [home] + heapq.nsmallest(BADGE_TRIES, {_centre(p) for p in t.polygons},
                                             key=lambda q: (q[0] - home[0]) ** 2 + (q[1] - home[1]) ** 2)
            boxes = []
            for q in spots:
                box = pygame.Rect((0, 0), size)
                box.center = self.local_px(q)
                boxes.append(box.clamp(bounds))
            hit = (boxes, np.array([(b.left, b.top, b.right, b.bottom) for b in boxes]), {})
            if len(cache) >= self.BADGE_PLACES_KEPT:
                del cache[next(iter(cache))]
            cache[key] = hit
        if len(self._places_now) >= 256:
            self._places_now.clear()
        self._places_now[(id(t), size)] = (t, hit)
        return hit

    def _clearance(self) -> int:
        """How near a post's centre a badge may come: the post and a prisoner's cross over it."""
        return self.post_r + max(1, self.post_r // 3) + 2

    def _covers(self, box: pygame.Rect, posts) -> int:
        """How many posts the badge ``box`` (board-surface pixels) touches, a prisoner's cross included."""
        return 0 if posts is None else self._covers_px(box, self._post_px(posts))

    def _post_px(self, posts) -> np.ndarray:
        """The posts' centres in board-surface pixels, one row each."""
        xs, ys = np.nonzero(posts)
        return np.stack([self.margin + xs * self.cell, self.margin + ys * self.cell], axis=1)

    def _covers_px(self, box: pygame.Rect, pts: np.ndarray) -> int:
        if not len(pts):
            return 0
        r = self._clearance()
        px, py = pts[:, 0], pts[:, 1]
        nx = np.minimum(np.maximum(px, box.left), box.right) - px
        ny = np.minimum(np.maximum(py, box.top), box.bottom) - py
        return int(np.count_nonzero(nx * nx + ny * ny < r * r))

    def _cross(self, col) -> tuple[pygame.Surface, int]:
        """A prisoner's cross in ``col`` (white under the colour), drawn once per colour and post size and then
        blitted: its pixels are opaque or untouched, so the blit leaves what drawing it in place does."""
        r = self.post_r
        k, wdt = r + max(1, r // 3), max(2, r // 3)
        key = (tuple(col), r)
        hit = self._crosses.get(key)
        if hit is None:
            o = k + wdt + 4
            spr = pygame.Surface((2 * o + 1, 2 * o + 1), pygame.SRCALPHA)
            for a, b in (((o - k, o - k), (o + k, o + k)), ((o - k, o + k), (o + k, o - k))):
                pygame.draw.line(spr, (255, 255, 255), a, b, wdt + 2)
                pygame.draw.line(spr, col, a, b, wdt)
            hit = self._crosses[key] = (spr, o)
        return hit

    def _pill(self, col, size: tuple[int, int], text_size: int) -> pygame.Surface:
        """A value badge's rounded card, made once per colour and size."""
        key = (tuple(col), size, text_size)
        pill = self._pills.get(key)
        if pill is None:
            pill = pygame.Surface(size, pygame.SRCALPHA)
            h = size[1]
            pygame.draw.rect(pill, (*col, 235), pill.get_rect(), border_radius=h // 2)
            pygame.draw.rect(pill, (255, 255, 255, 220), pill.get_rect(), width=max(1, text_size // 12),
                             border_radius=h // 2)
            if len(self._pills) >= 256:
                self._pills.clear()
            self._pills[key] = pill
        return pill

    def _draw_marks(self, surf, result, posts=None) -> None:
        surf.fblits([b for _, blits, _ in self._plan_marks(result, posts, surf.get_rect()) for b in blits])

    def _plan_marks(self, result, posts=None, bounds: pygame.Rect | None = None) -> list:
        """The prisoners' crosses, then one value badge per group, as drawn in this order: per mark
        ``(key, blits, rect)``, the key equal for a mark drawn the same way at the same place."""
        pal = self.palette
        marks = []
        for t in result.territories:
            if not t.prisoners:
                continue
            spr, o = self._cross(pal.player1 if t.owner == FIRST else pal.player2)
            for q in t.prisoners:
                x, y = self.local_px(q)
                at = (x - o, y - o)
                marks.append((("cross", id(spr), at), [(spr, at)], spr.get_rect(topleft=at)))
        # one value label per group, on its largest territory
        by_group: dict[int, object] = {}
        for t in result.territories:
            best = by_group.get(t.group)
            if best is None or t.area > best.area:
                by_group[t.group] = t
        size = max(15, min(int(self.cell * 0.8), int(30 * self.scale)))
        values = {g.id: g.value for g in result.groups}
        self.badges_drawn: list[tuple[str, pygame.Rect]] = []       # what a test checks
        pts = None if posts is None else self._post_px(posts)
        bounds = bounds if bounds is not None else pygame.Rect((0, 0), self.rect.size)
        for gid, t in sorted(by_group.items(), key=lambda kv: -kv[1].area):
            text = fmt_num(values[gid])
            col = darker(pal.player1 if t.owner == FIRST else pal.player2, 0.55)
            label = Theme.text(text, size, (255, 255, 255), True)
            box = self._badge_box(t, label.get_rect().inflate(max(8, size // 2), max(2, size // 6)).size, pts,
                                  [b for _, b in self.badges_drawn], bounds)
            self.badges_drawn.append((text, box))
            at = label.get_rect(center=box.center)
            # its place in the order is part of its key: badges drawn in another order may overlap otherwise
            marks.append((("badge", len(self.badges_drawn), text, col, size, tuple(box)),
                          [(self._pill(col, box.size, size), box.topleft), (label, at.topleft)], box.union(at)))
        return marks
