"""Exact Senket scorer (area and post scoring), as ``rules/senket.md`` says.

``score(state_or_position, method="area" | "posts") -> ScoreResult``

Method.  Every fence is a knight segment, and in each unit cell it is a
chord from a corner to the midpoint of a side not touching that corner.
Fences never cross, so the chords of a cell never cross: they cut the cell
into convex pieces whose vertices lie on the 8 perimeter positions (corners
and side midpoints) and whose areas are multiples of 1/8.  Each piece owns
some of the cell's 8 half-sides, and pieces of neighbouring cells meet
along half-sides.  For a player P the pieces cut by P's chords only,
connected across half-sides, are P's regions; the pieces cut by both
players' chords ("refined pieces") tell which red and blue regions overlap.
All cell shapes are precomputed for the 256 possible chord sets, so a
position is scored with a few numpy passes over compactly numbered pieces
(one node per piece, not per half-side) plus a Python loop over the
candidates that overlap an opponent candidate.  Areas are kept in eighths
(integers): exact.

Holes, by nesting.  A fence network (posts joined by fences) that does not
touch the board edge has an outside: the region just left of its
lowest-leftmost post (half-side 4 of the cell below-left of that post; no
fence can pass between).  Every other region next to the network lies
inside it and has the network as its outer boundary.  A region that does not
touch the board edge has exactly one such outer network.  So regions and
networks form a tree (region -> outer network -> that network's outside
region), and a candidate's enclosed area is its own area plus that of every
region below it in the tree (its holes).  This equals the graph definition
(the candidate separates the region from the board edge in the graph
edge - regions - networks), which the slow reference path
:func:`score_reference` still computes with a depth-first search; the tests
compare the two on random games.

Only the totals, groups and territory figures are computed eagerly; the
pieces of each territory (``Territory.pieces``, ``polygons``,
``label_point``) and the neutral pieces (``ScoreResult.neutral_pieces``,
``neutral_polygons``) are built on first use.

``ScoreResult`` (frozen): ``method``, ``totals`` {FIRST: int, SECOND: int},
``territories`` (tuple of :class:`Territory`), ``groups`` (tuple of
:class:`Group`), ``neutral_polygons``, ``to_json()``.
"""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Mapping

import numpy as np

from .geometry import CHORDS, CONFLICT_MASK, POS4
from .sides import SECOND, FIRST, Player

Polygon = tuple[tuple[float, float], ...]

# ---------------------------------------------------------------------------
# Per-cell tables for every chord set (bitmask over CHORDS)
# ---------------------------------------------------------------------------


def _orient(p, q, r) -> int:
    v = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return (v > 0) - (v < 0)


_HS_MID4 = tuple(((POS4[h][0] + POS4[(h + 1) % 8][0]) // 2, (POS4[h][1] + POS4[(h + 1) % 8][1]) // 2)
                 for h in range(8))


def _build_tables():
    valid = np.zeros(256, dtype=bool)
    piece = np.zeros((256, 8), dtype=np.int64)      # half-side -> rep half-side of its piece
    reps = np.full((256, 8), -1, dtype=np.int64)     # list of reps, padded
    area8 = np.zeros((256, 8), dtype=np.int64)       # [mask, rep] -> area in eighths
    sides = np.zeros((256, 8, 2), dtype=np.int64)    # [mask, chord] -> (rep one side, rep other side)
    polys: dict[tuple[int, int], tuple[tuple[float, float], ...]] = {}
    centroid: dict[tuple[int, int], tuple[float, float]] = {}
    for m in range(256):
        chords = [k for k in range(8) if m >> k & 1]
        if any(CONFLICT_MASK[k] & (m & ~(1 << k)) for k in chords):
            continue
        valid[m] = True
        sig = []
        for h in range(8):
            q = _HS_MID4[h]
            sig.append(tuple(_orient(POS4[CHORDS[k][0]], POS4[CHORDS[k][1]], q) for k in chords))
        first: dict[tuple, int] = {}
        for h in range(8):
            first.setdefault(sig[h], h)
            piece[m, h] = first[sig[h]]
        rlist = sorted(set(first.values()))
        assert len(rlist) == len(chords) + 1
        reps[m, :len(rlist)] = rlist
        for r in rlist:
            s = sig[r]
            verts = [POS4[q] for q in range(8)
                     if all(_orient(POS4[CHORDS[k][0]], POS4[CHORDS[k][1]], POS4[q]) * s[t] >= 0
                            for t, k in enumerate(chords))]
            v2 = [(x // 2, y // 2) for x, y in verts]
            s2 = sum(v2[i][0] * v2[(i + 1) % len(v2)][1] - v2[(i + 1) % len(v2)][0] * v2[i][1]
                     for i in range(len(v2)))
            assert s2 > 0
            area8[m, r] = s2
            polys[(m, r)] = tuple((x / 4, y / 4) for x, y in verts)
            # polygon centroid (unit coords)
            cx = cy = 0.0
            for i in range(len(v2)):
                x0, y0 = v2[i]
                x1, y1 = v2[(i + 1) % len(v2)]
                cr = x0 * y1 - x1 * y0
                cx += (x0 + x1) * cr
                cy += (y0 + y1) * cr
            centroid[(m, r)] = (cx / (3 * s2) / 2, cy / (3 * s2) / 2)
        for t, k in enumerate(chords):
            a, b = CHORDS[k]
            mid = ((POS4[a][0] + POS4[b][0]) // 2, (POS4[a][1] + POS4[b][1]) // 2)
            base = [_orient(POS4[CHORDS[k2][0]], POS4[CHORDS[k2][1]], mid) for k2 in chords]
            for side_i, sgn in enumerate((1, -1)):
                want = list(base)
                want[t] = sgn
                want = tuple(want)
                (r,) = [r for r in rlist if sig[r] == want]
                sides[m, k, side_i] = r
    assert area8[valid].sum(axis=1).tolist() == [8] * int(valid.sum())
    return valid, piece, reps, area8, sides, polys, centroid


VALID_MASK, PIECE, REPS, AREA8, CHORD_SIDES, PIECE_POLY, PIECE_CENTROID = _build_tables()


def _build_compact_tables():
    """Pieces numbered 0..k within a cell, in the order of their representative half-side."""
    npiece = np.zeros(256, dtype=np.int64)
    pidx = np.zeros((256, 8), dtype=np.int64)        # [mask, half-side] -> piece number
    parea = np.zeros((256, 8), dtype=np.int64)       # [mask, piece number] -> area in eighths
    pside = np.zeros((2, 256, 8), dtype=np.int64)    # [side, mask, chord] -> piece number
    for m in np.nonzero(VALID_MASK)[0].tolist():
        rl = [r for r in REPS[m].tolist() if r >= 0]
        num = {r: i for i, r in enumerate(rl)}
        npiece[m] = len(rl)
        for h in range(8):
            pidx[m, h] = num[int(PIECE[m, h])]
        for i, r in enumerate(rl):
            parea[m, i] = AREA8[m, r]
        for k in range(8):
            if m >> k & 1:
                pside[0, m, k] = num[int(CHORD_SIDES[m, k, 0])]
                pside[1, m, k] = num[int(CHORD_SIDES[m, k, 1])]
    prep = np.where(REPS >= 0, REPS, 0)
    return npiece, pidx.ravel(), parea.ravel(), pside[0].ravel(), pside[1].ravel(), prep.ravel()


# flat tables, indexed [mask * 8 + half-side / piece number / chord]
NPIECE, PIDX8, PAREA8, PSIDE0_8, PSIDE1_8, PREP8 = _build_compact_tables()
AREA8_FLAT = AREA8.ravel()
BITS = ((np.arange(256)[:, None] >> np.arange(8)[None, :]) & 1).astype(bool)

# fence endpoints of each chord relative to its cell: corner post, far post
_CORNER_UNIT = {0: (0, 0), 2: (1, 0), 4: (1, 1), 6: (0, 1)}
_MID2 = {1: (1, 0), 3: (2, 1), 5: (1, 2), 7: (0, 1)}  # doubled coords
CHORD_CORNER = np.array([_CORNER_UNIT[a] for a, _ in CHORDS], dtype=np.int64)
CHORD_FAR = np.array([(_MID2[b][0] - _CORNER_UNIT[a][0], _MID2[b][1] - _CORNER_UNIT[a][1])
                      for a, b in CHORDS], dtype=np.int64)
_BITS = np.arange(8, dtype=np.uint8)


class _Board:
    """Static index arrays for one board size."""

    def __init__(self, n: int):
        m = n - 1
        self.n, self.m, self.ncell = n, m, m * m
        ci = np.arange(self.ncell).reshape(m, m)  # [i, j] -> cell index (i = x, j = y)
        a, b = [], []
        # right neighbour: (i,j).2 ~ (i+1,j).7 ; (i,j).3 ~ (i+1,j).6
        left, right = ci[:-1, :].ravel(), ci[1:, :].ravel()
        a += [left * 8 + 2, left * 8 + 3]
        b += [right * 8 + 7, right * 8 + 6]
        # top neighbour: (i,j).5 ~ (i,j+1).0 ; (i,j).4 ~ (i,j+1).1
        low, up = ci[:, :-1].ravel(), ci[:, 1:].ravel()
        a += [low * 8 + 5, low * 8 + 4]
        b += [up * 8 + 0, up * 8 + 1]
        self.ea = np.concatenate(a)
        self.eb = np.concatenate(b)
        edge = [ci[:, 0] * 8 + 0, ci[:, 0] * 8 + 1, ci[:, -1] * 8 + 4, ci[:, -1] * 8 + 5,
                ci[0, :] * 8 + 6, ci[0, :] * 8 + 7, ci[-1, :] * 8 + 2, ci[-1, :] * 8 + 3]
        self.edge_hs = np.concatenate(edge)
        # a half-side touching each lattice point
        php = np.zeros((n, n), dtype=np.int64)
        for x in range(n):
            for y in range(n):
                if x < m and y < m:
                    php[x, y] = ci[x, y] * 8 + 0
                elif x == m and y < m:
                    php[x, y] = ci[x - 1, y] * 8 + 2
                elif y == m and x < m:
                    php[x, y] = ci[x, y - 1] * 8 + 6
                else:
                    php[x, y] = ci[x - 1, y - 1] * 8 + 4
        self.point_hs = php.ravel()
        self.cell_x = np.repeat(np.arange(m), m)
        self.cell_y = np.tile(np.arange(m), m)
        border = np.zeros((n, n), dtype=bool)
        border[0, :] = border[-1, :] = border[:, 0] = border[:, -1] = True
        self.border_point = border.ravel()
        # the same index arrays split into (cell, half-side), for compact piece numbering
        self.ea_c, self.ea_h = self.ea // 8, self.ea % 8
        self.eb_c, self.eb_h = self.eb // 8, self.eb % 8
        self.edge_c, self.edge_h = self.edge_hs // 8, self.edge_hs % 8
        self.pt_c, self.pt_h = self.point_hs // 8, self.point_hs % 8
        # end posts (x * n + y) of every chord slot c * 8 + k: its corner and the fence's far end
        cx, cy = self.cell_x[:, None], self.cell_y[:, None]
        self.chord_corner = ((cx + CHORD_CORNER[None, :, 0]) * n + cy + CHORD_CORNER[None, :, 1]).ravel()
        fx = np.clip(cx + CHORD_FAR[None, :, 0], 0, m)
        fy = np.clip(cy + CHORD_FAR[None, :, 1], 0, m)
        self.chord_far = (fx * n + fy).ravel()  # clipped slots never hold a chord
        self.arange = np.arange(max(8 * self.ncell, n * n) + 1, dtype=np.int64)


_BOARDS: dict[int, _Board] = {}


def _board(n: int) -> _Board:
    b = _BOARDS.get(n)
    if b is None:
        b = _BOARDS[n] = _Board(n)
    return b


def _components(n: int, u: np.ndarray, v: np.ndarray) -> np.ndarray:
    """Connected-component labels (smallest node id) of n nodes and edges u-v.

    Hook every edge's larger root under its smaller one, jump pointers to the
    roots, drop the edges now inside one component, repeat."""
    lab = np.arange(n, dtype=np.int64)
    while len(u):
        lu, lv = lab[u], lab[v]
        d = lu != lv
        if not d.any():
            break
        u, v = u[d], v[d]
        lu, lv = lu[d], lv[d]
        np.minimum.at(lab, np.maximum(lu, lv), np.minimum(lu, lv))
        while True:
            nl = lab[lab]
            if (nl == lab).all():
                break
            lab = nl
    return lab


# ---------------------------------------------------------------------------
# Result objects
# ---------------------------------------------------------------------------


def _num(v):
    return int(v) if isinstance(v, int) or (isinstance(v, Fraction) and v.denominator == 1) else float(v)


@dataclass(frozen=True)
class Territory:
    id: int
    owner: Player
    area: int                      # exact (an int on every legal position)
    prisoners: tuple[tuple[int, int], ...]
    empty_points: int
    group: int
    enclosed_area: int             # area with holes filled (the ordering key)
    _detail: object = field(repr=False, compare=False, default=None)
    _region: int = field(repr=False, compare=False, default=-1)

    @cached_property
    def pieces(self) -> tuple:
        """The territory's pieces ``(i, j, owner's cell mask, representative half-side)``, cell by cell."""
        return self._detail.pieces(self._region) if self._detail is not None else ()

    @cached_property
    def label_point(self) -> tuple[float, float]:
        """Where the value label goes: the centre of the territory's most central big piece."""
        return _label_point(self.pieces)

    @cached_property
    def polygons(self) -> tuple[Polygon, ...]:
        """Convex polygons (board coords) whose union is exactly the territory:
        one per cell piece."""
        return tuple(tuple((x + i, y + j) for x, y in PIECE_POLY[(mk, r)]) for i, j, mk, r in self.pieces)


@dataclass(frozen=True)
class Group:
    id: int
    owner: Player
    territory_ids: tuple[int, ...]
    area: int
    prisoners: int
    empty_points: int
    value: int


@dataclass(frozen=True)
class ScoreResult:
    method: str
    size: int
    totals: Mapping[Player, int]
    territories: tuple[Territory, ...]
    groups: tuple[Group, ...]
    _detail: object = field(repr=False, compare=False, default=None)
    neutral_area: int = 0

    @cached_property
    def neutral_pieces(self) -> tuple:
        """Hatched pieces ``(i, j, cell mask, representative half-side)`` of the refined cut."""
        return self._detail.neutral() if self._detail is not None else ()

    @cached_property
    def neutral_polygons(self) -> tuple[Polygon, ...]:
        """Hatched area: inside some candidate but no one's territory."""
        return tuple(tuple((x + i, y + j) for x, y in PIECE_POLY[(mk, r)]) for i, j, mk, r in self.neutral_pieces)

    def totals_after_post(self, point, colour) -> dict:
        """The totals if ``colour`` put a post on the empty ``point`` and drew no fence, without a rescore.

        Fences alone make the regions, territories and groups, so a lone post changes only the
        territory holding its point: there it is a prisoner (the other side's territory) or one empty
        point fewer (its own; only post scoring counts empty points).  Search asks this for every
        opponent's reply post; it equals ``score()`` of that position (tested on random positions)."""
        totals = dict(self.totals)
        d = self._detail
        if d is None or d.point_region is None:
            raise ValueError("this result cannot be updated in place")
        x, y = point
        nn = self.size * self.size
        i = x * self.size + y
        regions = (int(d.point_region[i]), int(d.point_region[nn + i]))
        found = [t for t, r in enumerate(d.terr_ids.tolist()) if r in regions]
        if not found:
            return totals
        terr = self.territories[found[0]]
        g = self.groups[terr.group]
        prisoners, empty = g.prisoners + (terr.owner != colour), g.empty_points - 1
        value = (g.area + prisoners) ** 2 if self.method == "area" else (empty + 2 * prisoners) ** 2
        totals[terr.owner] += _exact_value(value) - g.value
        return totals

    @property
    def winner(self) -> Player | None:
        r, b = self.totals[FIRST], self.totals[SECOND]
        return FIRST if r > b else SECOND if b > r else None

    def territories_of(self, player: Player) -> tuple[Territory, ...]:
        return tuple(t for t in self.territories if t.owner == player)

    def groups_of(self, player: Player) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.owner == player)

    def to_json(self) -> dict:
        out = {"method": self.method, "size": self.size,
               "totals": {p.label: _num(self.totals[p]) for p in (FIRST, SECOND)}}
        w = self.winner
        out["winner"] = w.label if w else None
        players = {}
        for p in (FIRST, SECOND):
            groups = []
            for g in self.groups_of(p):
                terrs = [t for t in self.territories if t.id in g.territory_ids]
                groups.append({
                    "id": g.id, "area": _num(g.area), "prisoners": g.prisoners,
                    "empty_points": g.empty_points, "value": _num(g.value),
                    "territories": [{"id": t.id, "area": _num(t.area),
                                     "prisoners": [list(q) for q in t.prisoners],
                                     "empty_points": t.empty_points} for t in terrs],
                })
            players[p.label] = {"total": _num(self.totals[p]), "groups": groups}
        out["players"] = players
        out["neutral_area"] = _num(self.neutral_area)
        return out


# ---------------------------------------------------------------------------
# Scoring
# ---------------------------------------------------------------------------

_CACHE: "OrderedDict[tuple, ScoreResult]" = OrderedDict()
_CACHE_SIZE = 32


def _arrays(obj) -> tuple[int, np.ndarray, np.ndarray]:
    """(size, posts[x, y] int8, masks[3, m, m] uint8) of a game or position, through their public faces."""
    posts = obj.posts_array() if callable(getattr(obj, "posts_array", None)) else obj.posts
    return obj.size, posts, obj.fence_masks


def score(obj, method: str = "area") -> ScoreResult:
    """Score a :class:`State` or :class:`Position` "if the game ended now"."""
    if method not in ("area", "posts"):
        raise ValueError(f"unknown scoring method {method!r}")
    n, posts, masks = _arrays(obj)
    key = (n, method, posts.tobytes(), masks.tobytes())
    hit = _CACHE.get(key)
    if hit is not None:
        _CACHE.move_to_end(key)
        return hit
    res = _score(n, posts, masks, method)
    _CACHE[key] = res
    if len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return res


def clear_cache() -> None:
    _CACHE.clear()


class _Detail:
    """What the lazy parts of a result (pieces, neutral pieces) are built from."""

    __slots__ = ("m", "node_cell", "node_mask", "node_rep", "node_reg", "terr", "neutral_cell", "neutral_mask",
                 "neutral_rep", "_by_region", "point_region", "terr_ids")

    def __init__(self, m, node_cell, node_mask, node_rep, node_reg, terr, neutral_cell, neutral_mask, neutral_rep):
        self.m = m
        self.node_cell, self.node_mask, self.node_rep, self.node_reg = node_cell, node_mask, node_rep, node_reg
        self.terr = terr
        self.neutral_cell, self.neutral_mask, self.neutral_rep = neutral_cell, neutral_mask, neutral_rep
        self._by_region = None
        self.point_region = None   # each point's region under each colour's fences (first colour, then second)
        self.terr_ids = None       # the region of each territory, by territory id

    def pieces(self, region: int) -> tuple:
        if self._by_region is None:
            nodes = np.nonzero(self.terr[self.node_reg])[0]          # node order = cell order, then half-side
            regs = self.node_reg[nodes]
            nodes = nodes[np.argsort(regs, kind="stable")]
            regs = regs[np.argsort(regs, kind="stable")]
            m = self.m
            cells = self.node_cell[nodes].tolist()
            items = [(c // m, c % m, mk, r) for c, mk, r in
                     zip(cells, self.node_mask[nodes].tolist(), self.node_rep[nodes].tolist())]
            by: dict[int, tuple] = {}
            starts = np.flatnonzero(np.r_[True, regs[1:] != regs[:-1]]).tolist() + [len(items)]
            rl = regs.tolist()
            for s, e in zip(starts, starts[1:]):
                by[rl[s]] = tuple(items[s:e])
            self._by_region = by
        return self._by_region.get(region, ())

    def neutral(self) -> tuple:
        m = self.m
        return tuple((c // m, c % m, mk, r) for c, mk, r in
                     zip(self.neutral_cell.tolist(), self.neutral_mask.tolist(), self.neutral_rep.tolist()))


def _score(n: int, posts: np.ndarray, masks: np.ndarray, method: str) -> ScoreResult:
    B = _board(n)
    nc, m, nn = B.ncell, B.m, n * n
    ar = B.arange
    m0 = masks[0].ravel()
    if not VALID_MASK[m0].all():
        raise ValueError("crossing fences in position")
    m1 = masks[1].ravel()
    m2 = masks[2].ravel()
    # -- pieces of each player, numbered compactly: red nodes first, then blue
    np1, np2 = NPIECE[m1], NPIECE[m2]
    c1, c2 = np.cumsum(np1), np.cumsum(np2)
    t1 = int(c1[-1])
    N = t1 + int(c2[-1])
    off1 = c1 - np1
    off2 = c2 - np2 + t1
    m18, m28 = m1.astype(np.int64) * 8, m2.astype(np.int64) * 8
    ea_c, ea_h, eb_c, eb_h = B.ea_c, B.ea_h, B.eb_c, B.eb_h
    u = np.concatenate([off1[ea_c] + PIDX8[m18[ea_c] + ea_h], off2[ea_c] + PIDX8[m28[ea_c] + ea_h]])
    v = np.concatenate([off1[eb_c] + PIDX8[m18[eb_c] + eb_h], off2[eb_c] + PIDX8[m28[eb_c] + eb_h]])
    lab = _components(N, u, v)
    # regions: numbered by their smallest node, so red regions come first and
    # the numbering order is the one of the smallest half-side (cell * 8 + h)
    root = lab == ar[:N]
    rid = np.cumsum(root) - 1
    node_reg = rid[lab]
    nreg = int(rid[-1]) + 1
    nfirst = int(rid[t1 - 1]) + 1
    node_cell = np.concatenate([np.repeat(ar[:nc], np1), np.repeat(ar[:nc], np2)])
    node_off = np.concatenate([off1, off2])
    node_m8 = np.concatenate([m18, m28])[node_cell + np.where(ar[:N] < t1, 0, nc)]
    node_num = ar[:N] - node_off[node_cell + np.where(ar[:N] < t1, 0, nc)]
    reg_area = np.rint(np.bincount(node_reg, weights=PAREA8[node_m8 + node_num], minlength=nreg)).astype(np.int64)
    reg_owner = np.full(nreg, 2, dtype=np.int64)
    reg_owner[:nfirst] = 1

    # -- regions holding board edge; the open region of each player
    touch = np.zeros(nreg, dtype=bool)
    touch[node_reg[off1[B.edge_c] + PIDX8[m18[B.edge_c] + B.edge_h]]] = True
    touch[node_reg[off2[B.edge_c] + PIDX8[m28[B.edge_c] + B.edge_h]]] = True
    candidate = np.ones(nreg, dtype=bool)
    for lo, hi in ((0, nfirst), (nfirst, nreg)):
        te = np.flatnonzero(touch[lo:hi])
        if len(te) == 1:
            candidate[lo + te[0]] = False

    # -- fence networks (both colours at once: they share no post), labelled by
    #    their smallest post x * n + y, i.e. the lowest of the leftmost posts
    cc, kk = np.nonzero(BITS[m0])
    slot = cc * 8 + kk
    corner = B.chord_corner[slot]
    far = B.chord_far[slot]
    net_lab = _components(nn, corner, far)
    net = net_lab[corner]
    first_chord = BITS[m1[cc], kk]
    mown8 = np.where(first_chord, m18[cc], m28[cc])
    offown = np.where(first_chord, off1[cc], off2[cc])
    r1 = node_reg[offown + PSIDE0_8[mown8 + kk]]
    r2 = node_reg[offown + PSIDE1_8[mown8 + kk]]
    pair = np.unique(np.concatenate([r1, r2]) * nn + np.concatenate([net, net]))
    pr, pn = pair // nn, pair % nn                    # region - network incidences
    edge_net = np.zeros(nn, dtype=bool)
    edge_net[net[B.border_point[corner] | B.border_point[far]]] = True

    # -- nesting tree: outside region of each inner network, outer network of each inner region
    inner = ~edge_net[pn]
    px, py = pn // n, pn % n
    ocell = np.where(inner, (px - 1) * m + (py - 1), 0)
    second_net = posts.ravel()[pn] == 2
    onode = np.where(second_net, off2[ocell] + PIDX8[m28[ocell] + 4], off1[ocell] + PIDX8[m18[ocell] + 4])
    outside = node_reg[onode]
    hole = inner & (outside == pr)
    rout_net = np.full(nn, -1, dtype=np.int64)
    rout_net[pn[inner]] = outside[inner]
    outer = ~hole & ~touch[pr]
    gp = np.full(nreg, -1, dtype=np.int64)             # region -> region it is a hole of (tree parent)
    gp[pr[outer]] = rout_net[pn[outer]]
    enclosed = reg_area.astype(np.float64)
    anc = gp.copy()
    w = reg_area.astype(np.float64)
    for _ in range(nreg + 1):
        live = anc >= 0
        if not live.any():
            break
        enclosed += np.bincount(anc[live], weights=w[live], minlength=nreg)
        anc[live] = gp[anc[live]]
    else:  # pragma: no cover - the tree has no cycles on a legal position
        raise AssertionError("region nesting has a cycle")
    enclosed = np.rint(enclosed).astype(np.int64)

    # -- refined pieces (both colours' chords): which red and blue regions overlap
    R = REPS[m0]
    ci, sl = np.nonzero(R >= 0)
    rep = R[ci, sl]
    first_reg = node_reg[off1[ci] + PIDX8[m18[ci] + rep]]
    second_reg = node_reg[off2[ci] + PIDX8[m28[ci] + rep]]
    ov = np.unique(first_reg * nreg + second_reg)
    oa, ob = ov // nreg, ov % nreg
    keep = candidate[oa] & candidate[ob]
    oa, ob = oa[keep], ob[keep]

    # -- resolve from the inside out.  A candidate overlapping no opponent
    #    candidate is territory; the others are settled in order of enclosed area.
    territory = candidate.copy()
    if len(oa):
        involved = np.unique(np.concatenate([oa, ob]))
        territory[involved] = False
        adj: dict[int, list[int]] = {}
        for a, b in zip(oa.tolist(), ob.tolist()):
            adj.setdefault(a, []).append(b)
            adj.setdefault(b, []).append(a)
        order = involved[np.argsort(enclosed[involved], kind="stable")].tolist()
        encl = enclosed.tolist()
        won: set[int] = set()
        i, L = 0, len(order)
        while i < L:
            r = order[i]
            e = encl[r]
            j = i + 1
            while j < L and encl[order[j]] == e:
                j += 1
            if j == i + 1:
                if won.isdisjoint(adj[r]):
                    won.add(r)
            else:
                passes = {q for q in order[i:j] if won.isdisjoint(adj[q])}
                won.update([q for q in passes if passes.isdisjoint(adj[q])])
            i = j
        if won:
            territory[list(won)] = True

    # -- points: prisoners and empty points of each territory
    pflat = posts.ravel()
    pt_c, pt_h = B.pt_c, B.pt_h
    preg = np.concatenate([node_reg[off1[pt_c] + PIDX8[m18[pt_c] + pt_h]],
                           node_reg[off2[pt_c] + PIDX8[m28[pt_c] + pt_h]]])
    pval = np.concatenate([pflat, pflat])
    popp = np.concatenate([np.full(nn, 2, dtype=np.int8), np.full(nn, 1, dtype=np.int8)])
    in_t = territory[preg]
    empties = np.bincount(preg[in_t & (pval == 0)], minlength=nreg)
    pris_at = np.flatnonzero(in_t & (pval == popp))
    prisoners: dict[int, list] = {}
    for idx, r in zip(pris_at.tolist(), preg[pris_at].tolist()):
        idx %= nn
        prisoners.setdefault(r, []).append((idx // n, idx % n))

    # -- groups: territories sharing a fence network; a group is named by its smallest region
    tp = territory[pr]
    gr, gn = pr[tp], pn[tp]
    o = np.argsort(gn * nreg + gr, kind="stable")
    gr, gn = gr[o], gn[o]
    same = gn[1:] == gn[:-1]
    glab = _components(nreg, gr[:-1][same], gr[1:][same])
    terr_ids = np.flatnonzero(territory)
    roots = glab[terr_ids]
    groots, gid = np.unique(roots, return_inverse=True)
    ng = len(groots)
    g_area8 = np.bincount(gid, weights=reg_area[terr_ids], minlength=ng)
    n_pris = np.array([len(prisoners.get(r, ())) for r in terr_ids.tolist()], dtype=np.int64)
    g_pris = np.bincount(gid, weights=n_pris, minlength=ng)
    t_emp = empties[terr_ids]
    g_emp = np.bincount(gid, weights=t_emp, minlength=ng)

    # -- neutral refined pieces: inside some candidate, nobody's territory
    nsel = np.flatnonzero((candidate[first_reg] | candidate[second_reg]) & ~territory[first_reg] & ~territory[second_reg])
    neutral_area8 = int(AREA8_FLAT[m0[ci[nsel]].astype(np.int64) * 8 + rep[nsel]].sum())
    detail = _Detail(m, node_cell, (node_m8 // 8), PREP8[node_m8 + node_num], node_reg, territory,
                     ci[nsel], m0[ci[nsel]].astype(np.int64), rep[nsel])

    detail.point_region, detail.terr_ids = preg, terr_ids

    # -- result objects
    gid_l = gid.tolist()
    groups_members: list[list[int]] = [[] for _ in range(ng)]
    territories = []
    for t, (r, g, a8, e8, ne) in enumerate(zip(terr_ids.tolist(), gid_l, reg_area[terr_ids].tolist(),
                                               enclosed[terr_ids].tolist(), t_emp.tolist())):
        groups_members[g].append(t)
        territories.append(Territory(t, FIRST if r < nfirst else SECOND, _exact(a8), tuple(prisoners.get(r, ())), ne,
                                     g, _exact(e8), detail, r))
    groups = []
    totals = {FIRST: 0, SECOND: 0}
    for g, (root, a8, npris, nemp) in enumerate(zip(groots.tolist(), np.rint(g_area8).astype(np.int64).tolist(),
                                                     np.rint(g_pris).astype(np.int64).tolist(),
                                                     np.rint(g_emp).astype(np.int64).tolist())):
        area = _exact(a8)
        value = _exact_value((area + npris) ** 2 if method == "area" else (nemp + 2 * npris) ** 2)
        owner = FIRST if root < nfirst else SECOND
        groups.append(Group(g, owner, tuple(groups_members[g]), area, npris, nemp, value))
        totals[owner] += value
    return ScoreResult(method, n, totals, tuple(territories), tuple(groups), detail, _exact(neutral_area8))


def _exact(area8: int):
    return area8 // 8 if area8 % 8 == 0 else Fraction(area8, 8)


def _exact_value(v):
    if isinstance(v, Fraction) and v.denominator == 1:
        return int(v)
    return v


def _label_point(pieces) -> tuple[float, float]:
    """Centre of the territory's most central big piece."""
    if not pieces:
        return (0.0, 0.0)
    tot = 0
    sx = sy = 0.0
    cents = []
    for i, j, mk, r in pieces:
        a = int(AREA8[mk, r])
        cx, cy = PIECE_CENTROID[(mk, r)]
        cents.append((cx + i, cy + j, a))
        tot += a
        sx += a * (cx + i)
        sy += a * (cy + j)
    gx, gy = sx / tot, sy / tot
    best = max(cents, key=lambda t: (t[2], -((t[0] - gx) ** 2 + (t[1] - gy) ** 2)))
    return (round(best[0], 4), round(best[1], 4))


# ---------------------------------------------------------------------------
# Slow reference path (the scorer before it was made fast): kept so the tests
# can check the fast path against it on random games.  Not used in play.
# ---------------------------------------------------------------------------


def score_reference(obj, method: str = "area") -> ScoreResult:
    """The same result as :func:`score`, computed by the original, slower method (uncached)."""
    if method not in ("area", "posts"):
        raise ValueError(f"unknown scoring method {method!r}")
    n, posts, masks = _arrays(obj)
    return _score_reference(n, posts, masks, method)


class _FixedDetail:
    def __init__(self, pieces: dict, neutral: tuple):
        self._p, self._n = pieces, neutral

    def pieces(self, region: int) -> tuple:
        return self._p.get(region, ())

    def neutral(self) -> tuple:
        return self._n


def _score_reference(n: int, posts: np.ndarray, masks: np.ndarray, method: str) -> ScoreResult:
    B = _board(n)
    nc = B.ncell
    NH = nc * 8
    mk = [masks[0].ravel(), masks[1].ravel(), masks[2].ravel()]
    if not (VALID_MASK[mk[0]].all()):
        raise ValueError("crossing fences in position")
    base = (np.arange(nc, dtype=np.int64) * 8)[:, None]
    # half-side -> node (piece rep) per player; blue nodes offset by NH
    hs_node = {FIRST: (base + PIECE[mk[1]]).ravel(), SECOND: (base + PIECE[mk[2]]).ravel() + NH}
    u = np.concatenate([hs_node[FIRST][B.ea], hs_node[SECOND][B.ea]])
    v = np.concatenate([hs_node[FIRST][B.eb], hs_node[SECOND][B.eb]])
    lab = _components(2 * NH, u, v)

    # refined pieces (both players' chords)
    R = REPS[mk[0]]
    ci, slot = np.nonzero(R >= 0)
    rep = R[ci, slot]
    parea = AREA8[mk[0][ci], rep]
    first_reg = lab[ci * 8 + PIECE[mk[1][ci], rep]]
    second_reg = lab[ci * 8 + PIECE[mk[2][ci], rep] + NH]
    regs, inv = np.unique(np.concatenate([first_reg, second_reg]), return_inverse=True)
    nreg = len(regs)
    np_ = len(ci)
    first_id, second_id = inv[:np_], inv[np_:]
    reg_area = np.bincount(first_id, weights=parea, minlength=nreg) + np.bincount(second_id, weights=parea, minlength=nreg)
    reg_area = np.rint(reg_area).astype(np.int64)
    reg_owner = np.zeros(nreg, dtype=np.int64)
    reg_owner[first_id] = 1
    reg_owner[second_id] = 2

    def reg_of_nodes(nodes):
        return np.searchsorted(regs, lab[nodes])

    enclosed = np.zeros(nreg, dtype=np.int64)
    candidate = np.zeros(nreg, dtype=bool)
    incid: dict[int, list] = {}  # player -> (region ids, network ids) arrays
    for P in (FIRST, SECOND):
        mp = mk[int(P)]
        hsn = hs_node[P]
        edge_regs = np.unique(reg_of_nodes(hsn[B.edge_hs]))
        # chords of P
        bits = (mp[:, None] >> _BITS[None, :]) & 1
        cc, kk = np.nonzero(bits)
        cx, cy = B.cell_x[cc], B.cell_y[cc]
        corner = (cx + CHORD_CORNER[kk, 0]) * n + (cy + CHORD_CORNER[kk, 1])
        far = (cx + CHORD_FAR[kk, 0]) * n + (cy + CHORD_FAR[kk, 1])
        net_lab = _components(n * n, corner, far)
        net = net_lab[corner]
        side_reps = CHORD_SIDES[mp[cc], kk]  # (nchords, 2)
        off = NH if P == SECOND else 0
        r1 = reg_of_nodes(cc * 8 + side_reps[:, 0] + off)
        r2 = reg_of_nodes(cc * 8 + side_reps[:, 1] + off)
        rr = np.concatenate([r1, r2])
        nn = np.concatenate([net, net])
        pair = np.unique(rr * (n * n) + nn)
        pr, pn = pair // (n * n), pair % (n * n)
        incid[P] = (pr, pn)
        # networks touching the board edge
        end_pts = np.unique(np.concatenate([corner, far]))
        edge_nets = np.unique(net_lab[end_pts[B.border_point[end_pts]]])
        open_reg = int(edge_regs[0]) if len(edge_regs) == 1 else -1
        p_regs = np.nonzero(reg_owner == int(P))[0]
        enc = _enclosed_areas(p_regs, edge_regs, edge_nets, pr, pn, reg_area)
        for r in p_regs.tolist():
            if r != open_reg:
                candidate[r] = True
                enclosed[r] = enc[r]

    # overlaps between red and blue regions
    ov = np.unique(first_id * nreg + second_id)
    ovr, ovb = (ov // nreg).tolist(), (ov % nreg).tolist()
    overlaps: dict[int, list[int]] = {}
    for a, b in zip(ovr, ovb):
        if candidate[a] and candidate[b]:
            overlaps.setdefault(a, []).append(b)
            overlaps.setdefault(b, []).append(a)

    # resolve from the inside out
    cands = np.nonzero(candidate)[0]
    order = cands[np.argsort(enclosed[cands], kind="stable")].tolist()
    territory = np.zeros(nreg, dtype=bool)
    encl = enclosed.tolist()
    i = 0
    while i < len(order):
        e = encl[order[i]]
        j = i
        while j < len(order) and encl[order[j]] == e:
            j += 1
        block = order[i:j]
        passes = {}
        for r in block:
            passes[r] = not any(territory[o] and encl[o] < e for o in overlaps.get(r, ()))
        for r in block:
            if passes[r] and not any(encl[o] == e and passes.get(o, False) for o in overlaps.get(r, ())):
                territory[r] = True
        i = j

    # points
    pt_node_first = hs_node[FIRST][B.point_hs]
    pt_node_second = hs_node[SECOND][B.point_hs]
    pflat = posts.ravel()
    terr_ids = np.nonzero(territory)[0].tolist()
    tid_of = {r: t for t, r in enumerate(terr_ids)}
    prisoners: dict[int, list] = {r: [] for r in terr_ids}
    empties: dict[int, int] = {r: 0 for r in terr_ids}
    for P, nodes in ((FIRST, pt_node_first), (SECOND, pt_node_second)):
        preg = reg_of_nodes(nodes)
        in_t = territory[preg]
        opp = np.nonzero(in_t & (pflat == int(P.other)))[0]
        for idx in opp.tolist():
            prisoners[int(preg[idx])].append((idx // n, idx % n))
        emp = np.nonzero(in_t & (pflat == 0))[0]
        if len(emp):
            cnt = np.bincount(preg[emp], minlength=nreg)
            for r in np.nonzero(cnt)[0].tolist():
                empties[r] = int(cnt[r])

    # groups: territories sharing a fence network
    parent = {r: r for r in terr_ids}

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for P in (FIRST, SECOND):
        pr, pn = incid[P]
        first_of_net: dict[int, int] = {}
        for r, k in zip(pr.tolist(), pn.tolist()):
            if territory[r]:
                if k in first_of_net:
                    a, b = find(first_of_net[k]), find(r)
                    if a != b:
                        parent[max(a, b)] = min(a, b)
                else:
                    first_of_net[k] = r

    # pieces of each territory (player pieces) and neutral refined pieces
    terr_pieces: dict[int, list] = {r: [] for r in terr_ids}
    for P in (FIRST, SECOND):
        mp = mk[int(P)]
        Rp = REPS[mp]
        pc, ps = np.nonzero(Rp >= 0)
        prep = Rp[pc, ps]
        preg = reg_of_nodes(pc * 8 + prep + (NH if P == SECOND else 0))
        sel = np.nonzero(territory[preg])[0]
        for c, r, g in zip(pc[sel].tolist(), prep[sel].tolist(), preg[sel].tolist()):
            terr_pieces[g].append((c // B.m, c % B.m, int(mp[c]), r))
    neutral_sel = np.nonzero((candidate[first_id] | candidate[second_id]) & ~territory[first_id] & ~territory[second_id])[0]
    neutral = tuple((c // B.m, c % B.m, int(mk[0][c]), r)
                    for c, r in zip(ci[neutral_sel].tolist(), rep[neutral_sel].tolist()))
    neutral_area8 = int(parea[neutral_sel].sum())

    # build result objects
    groups_members: dict[int, list[int]] = {}
    for r in terr_ids:
        groups_members.setdefault(find(r), []).append(r)
    group_id_of_root = {root: gi for gi, root in enumerate(sorted(groups_members, key=lambda r: (reg_owner[r], min(groups_members[r]))))}
    fixed = _FixedDetail({r: tuple(terr_pieces[r]) for r in terr_ids}, neutral)
    territories = []
    for r in terr_ids:
        territories.append(Territory(
            id=tid_of[r], owner=Player(int(reg_owner[r])), area=_exact(int(reg_area[r])),
            prisoners=tuple(sorted(prisoners[r])), empty_points=empties[r],
            group=group_id_of_root[find(r)],
            enclosed_area=_exact(int(enclosed[r])), _detail=fixed, _region=r))
    groups = []
    totals = {FIRST: 0, SECOND: 0}
    for root, gi in sorted(group_id_of_root.items(), key=lambda kv: kv[1]):
        mem = groups_members[root]
        area8 = sum(int(reg_area[r]) for r in mem)
        npris = sum(len(prisoners[r]) for r in mem)
        nemp = sum(empties[r] for r in mem)
        area = _exact(area8)
        if method == "area":
            value = (area + npris) ** 2
        else:
            value = (nemp + 2 * npris) ** 2
        value = _exact_value(value)
        owner = Player(int(reg_owner[root]))
        groups.append(Group(gi, owner, tuple(sorted(tid_of[r] for r in mem)), area, npris, nemp, value))
        totals[owner] += value
    return ScoreResult(method, n, totals, tuple(territories), tuple(groups), fixed, _exact(neutral_area8))


def _enclosed_areas(p_regs, edge_regs, edge_nets, pr, pn, reg_area) -> dict[int, int]:
    """Enclosed area (eighths) of every region of one player: its own area
    plus the regions it separates from OUTSIDE (its holes)."""
    OUT = ("o",)
    adj: dict = {OUT: []}
    for r in p_regs.tolist():
        adj[("r", r)] = []
    for r in edge_regs.tolist():
        adj[OUT].append(("r", r))
        adj[("r", r)].append(OUT)
    for k in edge_nets.tolist():
        adj.setdefault(("n", k), []).append(OUT)
        adj[OUT].append(("n", k))
    for r, k in zip(pr.tolist(), pn.tolist()):
        adj[("r", r)].append(("n", k))
        adj.setdefault(("n", k), []).append(("r", r))
    area = {}
    for r in p_regs.tolist():
        area[("r", r)] = int(reg_area[r])
    disc: dict = {OUT: 0}
    low: dict = {OUT: 0}
    sub: dict = {OUT: 0}
    enc: dict = {}
    counter = 1
    stack = [(OUT, None, iter(adj[OUT]))]
    while stack:
        node, parent, it = stack[-1]
        advanced = False
        for w in it:
            if w not in disc:
                disc[w] = low[w] = counter
                counter += 1
                sub[w] = area.get(w, 0)
                if w[0] == "r":
                    enc[w] = area[w]
                stack.append((w, node, iter(adj[w])))
                advanced = True
                break
            elif w != parent:
                if disc[w] < low[node]:
                    low[node] = disc[w]
        if advanced:
            continue
        stack.pop()
        if parent is not None:
            sub[parent] += sub[node]
            if low[node] < low[parent]:
                low[parent] = low[node]
            if parent[0] == "r" and low[node] >= disc[parent]:
                enc[parent] += sub[node]
    out = {}
    for r in p_regs.tolist():
        out[r] = enc.get(("r", r), int(reg_area[r]))
    return out
