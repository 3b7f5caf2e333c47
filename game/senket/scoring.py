"""Exact Senket scorer (area and post scoring), as ``rules/senket.md`` says.

``score(game_or_position, method="area" | "posts") -> ScoreResult``

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
position is scored with a few numpy passes plus small Python loops over
regions.  Areas are kept in eighths (integers): exact.

Holes: for one player build the graph OUTSIDE - regions - fence networks
(a region is joined to every network with a fence on its boundary; OUTSIDE
to every region holding board edge and every network with a post on the
edge).  A region S lies in a hole of candidate R exactly when R separates S
from OUTSIDE in that graph, i.e. R dominates S; one depth-first search with
low-links gives every candidate's enclosed area (region + holes).

``ScoreResult`` (frozen): ``method``, ``totals`` {RED: int, BLUE: int},
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
from .rules import BLUE, RED, Player

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


_BOARDS: dict[int, _Board] = {}


def _board(n: int) -> _Board:
    b = _BOARDS.get(n)
    if b is None:
        b = _BOARDS[n] = _Board(n)
    return b


def _components(n: int, u: np.ndarray, v: np.ndarray) -> np.ndarray:
    """Connected-component labels (smallest node id) of n nodes and edges u-v."""
    lab = np.arange(n, dtype=np.int64)
    if len(u) == 0:
        return lab
    while True:
        lu, lv = lab[u], lab[v]
        d = lu != lv
        if not d.any():
            return lab
        lu, lv = lu[d], lv[d]
        lo, hi = np.minimum(lu, lv), np.maximum(lu, lv)
        np.minimum.at(lab, hi, lo)
        while True:
            nl = lab[lab]
            if np.array_equal(nl, lab):
                break
            lab = nl


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
    label_point: tuple[float, float]
    enclosed_area: int             # area with holes filled (the ordering key)
    _pieces: tuple = field(repr=False, compare=False, default=())

    @cached_property
    def polygons(self) -> tuple[Polygon, ...]:
        """Convex polygons (board coords) whose union is exactly the territory:
        one per cell piece."""
        return tuple(tuple((x + i, y + j) for x, y in PIECE_POLY[(mk, r)]) for i, j, mk, r in self._pieces)


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
    _neutral: tuple = field(repr=False, compare=False, default=())
    neutral_area: int = 0

    @cached_property
    def neutral_polygons(self) -> tuple[Polygon, ...]:
        """Hatched area: inside some candidate but no one's territory."""
        return tuple(tuple((x + i, y + j) for x, y in PIECE_POLY[(mk, r)]) for i, j, mk, r in self._neutral)

    @property
    def winner(self) -> Player | None:
        r, b = self.totals[RED], self.totals[BLUE]
        return RED if r > b else BLUE if b > r else None

    def territories_of(self, player: Player) -> tuple[Territory, ...]:
        return tuple(t for t in self.territories if t.owner == player)

    def groups_of(self, player: Player) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.owner == player)

    def to_json(self) -> dict:
        out = {"method": self.method, "size": self.size,
               "totals": {p.label: _num(self.totals[p]) for p in (RED, BLUE)}}
        w = self.winner
        out["winner"] = w.label if w else None
        players = {}
        for p in (RED, BLUE):
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


def _score(n: int, posts: np.ndarray, masks: np.ndarray, method: str) -> ScoreResult:
    B = _board(n)
    nc = B.ncell
    NH = nc * 8
    mk = [masks[0].ravel(), masks[1].ravel(), masks[2].ravel()]
    if not (VALID_MASK[mk[0]].all()):
        raise ValueError("crossing fences in position")
    base = (np.arange(nc, dtype=np.int64) * 8)[:, None]
    # half-side -> node (piece rep) per player; blue nodes offset by NH
    hs_node = {RED: (base + PIECE[mk[1]]).ravel(), BLUE: (base + PIECE[mk[2]]).ravel() + NH}
    u = np.concatenate([hs_node[RED][B.ea], hs_node[BLUE][B.ea]])
    v = np.concatenate([hs_node[RED][B.eb], hs_node[BLUE][B.eb]])
    lab = _components(2 * NH, u, v)

    # refined pieces (both players' chords)
    R = REPS[mk[0]]
    ci, slot = np.nonzero(R >= 0)
    rep = R[ci, slot]
    parea = AREA8[mk[0][ci], rep]
    red_reg = lab[ci * 8 + PIECE[mk[1][ci], rep]]
    blue_reg = lab[ci * 8 + PIECE[mk[2][ci], rep] + NH]
    regs, inv = np.unique(np.concatenate([red_reg, blue_reg]), return_inverse=True)
    nreg = len(regs)
    np_ = len(ci)
    red_id, blue_id = inv[:np_], inv[np_:]
    reg_area = np.bincount(red_id, weights=parea, minlength=nreg) + np.bincount(blue_id, weights=parea, minlength=nreg)
    reg_area = np.rint(reg_area).astype(np.int64)
    reg_owner = np.zeros(nreg, dtype=np.int64)
    reg_owner[red_id] = 1
    reg_owner[blue_id] = 2

    def reg_of_nodes(nodes):
        return np.searchsorted(regs, lab[nodes])

    enclosed = np.zeros(nreg, dtype=np.int64)
    candidate = np.zeros(nreg, dtype=bool)
    incid: dict[int, list] = {}  # player -> (region ids, network ids) arrays
    for P in (RED, BLUE):
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
        off = NH if P == BLUE else 0
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
    ov = np.unique(red_id * nreg + blue_id)
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
    pt_node_red = hs_node[RED][B.point_hs]
    pt_node_blue = hs_node[BLUE][B.point_hs]
    pflat = posts.ravel()
    terr_ids = np.nonzero(territory)[0].tolist()
    tid_of = {r: t for t, r in enumerate(terr_ids)}
    prisoners: dict[int, list] = {r: [] for r in terr_ids}
    empties: dict[int, int] = {r: 0 for r in terr_ids}
    for P, nodes in ((RED, pt_node_red), (BLUE, pt_node_blue)):
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

    for P in (RED, BLUE):
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
    for P in (RED, BLUE):
        mp = mk[int(P)]
        Rp = REPS[mp]
        pc, ps = np.nonzero(Rp >= 0)
        prep = Rp[pc, ps]
        preg = reg_of_nodes(pc * 8 + prep + (NH if P == BLUE else 0))
        sel = np.nonzero(territory[preg])[0]
        for c, r, g in zip(pc[sel].tolist(), prep[sel].tolist(), preg[sel].tolist()):
            terr_pieces[g].append((c // B.m, c % B.m, int(mp[c]), r))
    neutral_sel = np.nonzero((candidate[red_id] | candidate[blue_id]) & ~territory[red_id] & ~territory[blue_id])[0]
    neutral = tuple((c // B.m, c % B.m, int(mk[0][c]), r)
                    for c, r in zip(ci[neutral_sel].tolist(), rep[neutral_sel].tolist()))
    neutral_area8 = int(parea[neutral_sel].sum())

    # build result objects
    groups_members: dict[int, list[int]] = {}
    for r in terr_ids:
        groups_members.setdefault(find(r), []).append(r)
    group_id_of_root = {root: gi for gi, root in enumerate(sorted(groups_members, key=lambda r: (reg_owner[r], min(groups_members[r]))))}
    territories = []
    for r in terr_ids:
        pcs = terr_pieces[r]
        territories.append(Territory(
            id=tid_of[r], owner=Player(int(reg_owner[r])), area=_exact(int(reg_area[r])),
            prisoners=tuple(sorted(prisoners[r])), empty_points=empties[r],
            group=group_id_of_root[find(r)], label_point=_label_point(pcs),
            enclosed_area=_exact(int(enclosed[r])), _pieces=tuple(pcs)))
    groups = []
    totals = {RED: 0, BLUE: 0}
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
    return ScoreResult(method, n, totals, tuple(territories), tuple(groups), neutral, _exact(neutral_area8))


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
