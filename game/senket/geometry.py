"""Geometry of Senket's knight fences on the unit cells of the board.

Pure functions and tables shared by the rules (fence legality) and the scorer
(cell pieces), kept apart so that neither imports the other for them.
"""
from __future__ import annotations

Point = tuple[int, int]

KNIGHT_STEPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))

# ---------------------------------------------------------------------------
# Geometry of a unit cell.
#
# Cell (i, j) is the unit square [i, i+1] x [j, j+1].  Its perimeter carries
# 8 positions counter-clockwise: 0 BL corner, 1 bottom mid, 2 BR, 3 right mid,
# 4 TR, 5 top mid, 6 TL, 7 left mid.  Half-side k runs from position k to
# k+1 (mod 8).  A knight fence crosses exactly two cells; in each it is a
# chord from a corner to the midpoint of a side not touching that corner.
# ---------------------------------------------------------------------------

CHORDS = ((0, 3), (0, 5), (2, 5), (2, 7), (4, 7), (4, 1), (6, 1), (6, 3))
CHORD_INDEX = {c: i for i, c in enumerate(CHORDS)}
# positions in 4x cell coordinates (cell side = 4)
POS4 = ((0, 0), (2, 0), (4, 0), (4, 2), (4, 4), (2, 4), (0, 4), (0, 2))
CORNER_POS = {(0, 0): 0, (1, 0): 2, (1, 1): 4, (0, 1): 6}


def _chords_conflict(c1: tuple[int, int], c2: tuple[int, int]) -> bool:
    """True when two chords of one cell cannot both be drawn: they interleave
    on the perimeter (cross inside the cell) or meet at a side midpoint (the
    two fences would cross there).  Sharing a corner (an end post) is fine."""
    if c1 == c2:
        return True
    a, b = sorted(c1)
    inside = [a < p < b for p in c2]
    if c2[0] in c1 or c2[1] in c1:
        shared = c2[0] if c2[0] in c1 else c2[1]
        return shared % 2 == 1
    return inside[0] != inside[1]


CONFLICT_MASK = tuple(
    sum(1 << j for j, c2 in enumerate(CHORDS) if _chords_conflict(c1, c2)) for c1 in CHORDS
)


def fence_cells(a: Point, b: Point) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """The two cells a knight segment crosses, each as ``(i, j, chord_index)``."""
    (x1, y1), (x2, y2) = a, b
    if abs(x2 - x1) == 1:  # vertical-ish: crosses a horizontal side at y mid
        if y1 > y2:
            (x1, y1), (x2, y2) = (x2, y2), (x1, y1)
        my = (y1 + y2) // 2
        i = min(x1, x2)
        lower = (i, my - 1, CHORD_INDEX[(CORNER_POS[(x1 - i, y1 - (my - 1))], 5)])
        upper = (i, my, CHORD_INDEX[(CORNER_POS[(x2 - i, y2 - my)], 1)])
        return lower, upper
    if x1 > x2:
        (x1, y1), (x2, y2) = (x2, y2), (x1, y1)
    mx = (x1 + x2) // 2
    j = min(y1, y2)
    left = (mx - 1, j, CHORD_INDEX[(CORNER_POS[(x1 - (mx - 1), y1 - j)], 3)])
    right = (mx, j, CHORD_INDEX[(CORNER_POS[(x2 - mx, y2 - j)], 7)])
    return left, right


def is_knight_step(a: Point, b: Point) -> bool:
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    return (dx, dy) in ((1, 2), (2, 1))


def _orient(p: Point, q: Point, r: Point) -> int:
    v = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return (v > 0) - (v < 0)


def segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Exact test: do segments ab and cd share a point other than a common
    endpoint?  (Integer arithmetic; collinear overlap counts as crossing.)"""
    shared = {a, b} & {c, d}
    o1, o2, o3, o4 = _orient(a, b, c), _orient(a, b, d), _orient(c, d, a), _orient(c, d, b)
    if o1 == 0 and o2 == 0:  # collinear
        if {a, b} == {c, d}:
            return True
        # overlap length > 0 ?
        def key(p: Point) -> tuple[int, int]:
            return p
        lo1, hi1 = sorted((a, b), key=key)
        lo2, hi2 = sorted((c, d), key=key)
        lo, hi = max(lo1, lo2), min(hi1, hi2)
        return lo < hi
    if shared:
        return False
    if o1 != o2 and o3 != o4 and o1 * o2 <= 0 and o3 * o4 <= 0:
        return True
    return False
