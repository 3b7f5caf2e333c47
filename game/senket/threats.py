"""Threat map for Senket search: the turns that can change the score next, and the points that stop them.

Fences alone make regions, so a turn changes the exact score only when its fences **close** a region (a
new fence joins two posts already connected through the player's fences or through the board edge) or
**join** two of the player's fence networks (their territories then score as one group, a square of the
sum).  A post that draws neither changes only the post's own point (a prisoner, or one empty point less),
which never helps its owner.  So the replies a two-ply search must try are the ones listed here, and
everything else is at most as good for the opponent as passing.

A threat is stopped by a post on its point, or by a fence of the defender that crosses one of the
fences the threat needs (the block can be well away from the threat's point: any empty point a
knight step from a defender's post whose fence would cross the missing fence), or by territory that voids
the threatened region (the defender's own closures, listed by the same map).

Reads the rules only through ``State``'s public faces plus ``rules.tables`` (the per-size fence slots).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .rules import tables

Point = tuple[int, int]


@dataclass(frozen=True)
class Threat:
    """A point where ``colour``'s next post could change the score: its legal fences (the fences the turn
    still needs), how many of them close a region and how many distinct networks they touch."""

    post: Point
    partners: tuple[Point, ...]
    closes: int
    joins: int


@lru_cache(maxsize=None)
def crossing_slots(n: int) -> tuple:
    """Per fence slot of an n×n board: the slots of every fence that cannot be drawn beside it (crosses it
    or meets it at a cell side's midpoint), from the rules' own per-cell chord conflicts."""
    t = tables(n)
    by_cell: dict = {}
    for s, info in enumerate(t.slots):
        if info is not None:
            _, _, c1, b1, _, c2, b2, _ = info
            by_cell.setdefault(c1, []).append((s, b1))
            by_cell.setdefault(c2, []).append((s, b2))
    out = [()] * len(t.slots)
    for s, info in enumerate(t.slots):
        if info is None:
            continue
        _, _, c1, _, k1, c2, _, k2 = info
        cross = {s2 for s2, b in by_cell[c1] if b & k1} | {s2 for s2, b in by_cell[c2] if b & k2}
        cross.discard(s)
        out[s] = tuple(sorted(cross))
    return tuple(out)


def networks(s, colour: int):
    """``find(point index)``: union-find roots over ``colour``'s posts joined by fences; posts on the board
    edge are joined to the node -1 (the edge closes a region like a fence does)."""
    n = s.size
    parent: dict = {-1: -1}

    def find(x):
        root = x
        while parent.setdefault(root, root) != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    for f in s.fences:
        if int(f.owner) != colour:
            continue
        ra, rb = find(f.a[0] * n + f.a[1]), find(f.b[0] * n + f.b[1])
        if ra != rb:
            parent[ra] = rb
    posts = s.posts
    for x in range(n):
        for y in (0, n - 1):
            for p in ((x, y), (y, x)):
                if posts[p] == colour:
                    ra, rb = find(p[0] * n + p[1]), find(-1)
                    if ra != rb:
                        parent[ra] = rb
    return find


def point_info(s, colour: int, points, find=None) -> dict:
    """For each empty point: ``(partners, closures, networks touched)`` if ``colour`` posted there."""
    n = s.size
    find = find or networks(s, colour)
    out = {}
    for p in points:
        partners = tuple(s.fence_partners(p, colour))
        if not partners:
            out[p] = ((), 0, 0)
            continue
        border = p[0] in (0, n - 1) or p[1] in (0, n - 1)
        comps = {find(q[0] * n + q[1]) for q in partners}
        if border:
            comps.add(find(-1))
        out[p] = (partners, len(partners) + border - len(comps), len(comps))
    return out


def threat_map(info: dict) -> list:
    """The threats in a ``point_info`` table: points whose fences close a region or join networks,
    most closures first (ties: most networks, then the point)."""
    out = [Threat(p, parts, c, j) for p, (parts, c, j) in info.items() if c > 0 or j >= 2]
    out.sort(key=lambda t: (-t.closes, -t.joins, t.post))
    return out


def block_points(s, threat: Threat, colour: int) -> set:
    """Empty points where ``colour``'s post, with one legal fence to one of its posts, crosses a fence the
    threat needs (the threat's own point is added by the caller)."""
    n = s.size
    t = tables(n)
    cross = crossing_slots(n)
    posts = s.posts
    out = set()
    for r in threat.partners:
        slot = t.slot_of(threat.post, r)
        if slot < 0:
            continue
        for s2 in cross[slot]:
            a, b = t.slots[s2][0], t.slots[s2][1]
            pa, pb = t.points[a], t.points[b]
            for u, v in ((pa, pb), (pb, pa)):
                if posts[u] == colour and posts[v] == 0 and u in s.fence_partners(v, colour):
                    out.add(v)
    return out
