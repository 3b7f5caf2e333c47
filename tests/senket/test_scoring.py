"""Territory and score (rules/senket.md, "Territory" and "Score")."""
from fractions import Fraction

import pytest

from game.senket.rules import SECOND, FIRST, State
from game.senket.scoring import score


def chain(pts, closed=False):
    pts = list(pts) + ([pts[0]] if closed else [])
    return list(zip(pts, pts[1:]))


def shoelace(pts):
    s = 0
    for i in range(len(pts)):
        x0, y0 = pts[i]
        x1, y1 = pts[(i + 1) % len(pts)]
        s += Fraction(x0) * Fraction(y1) - Fraction(x1) * Fraction(y0)
    return abs(s) / 2


def build(size, red=(), blue=(), red_fences=(), blue_fences=(), to_move=FIRST):
    posts = {p: FIRST for p in red}
    for p in blue:
        assert p not in posts
        posts[p] = SECOND
    return State.from_position(size, posts, list(red_fences) + list(blue_fences), to_move)


def poly_area(result_polys):
    return sum(shoelace([(Fraction(x).limit_denominator(64), Fraction(y).limit_denominator(64)) for x, y in p])
               for p in result_polys)


# a Blue corner triangle far away, so the rest of the board is not Red's territory
BLUE_CORNER = [(15, 16), (16, 14)]


# ---------------------------------------------------------------------------
# shapes of the rules page
# ---------------------------------------------------------------------------

SHAPES = [
    # name, posts, closed loop?, area, value
    ("corner triangle", [(1, 0), (0, 2)], False, 1, 1),
    ("narrow side triangle", [(0, 0), (1, 2), (0, 4)], False, 2, 4),
    ("wide side triangle", [(0, 0), (2, 1), (0, 2)], False, 2, 4),
    ("thin diamond", [(1, 1), (3, 2), (4, 4), (2, 3)], True, 3, 9),
    ("long diamond", [(1, 2), (3, 1), (5, 2), (3, 3)], True, 4, 16),
    ("square diamond", [(1, 2), (3, 1), (4, 3), (2, 4)], True, 5, 25),
]


@pytest.mark.parametrize("name,pts,closed,area,value", SHAPES, ids=[s[0] for s in SHAPES])
def test_shapes_of_the_rules_page(name, pts, closed, area, value):
    """'Shapes and values to test against (area scoring)': corner triangle 1; narrow and
    wide side triangles 4; thin diamond 9; long diamond 16; square diamond 25 — 'in a
    position where the rest of the board is not the same player's territory'."""
    g = build(17, red=pts, blue=BLUE_CORNER, red_fences=chain(pts, closed), blue_fences=chain(BLUE_CORNER))
    r = score(g)
    red = r.territories_of(FIRST)
    assert len(red) == 1
    t = red[0]
    assert t.area == area
    # independent check: the shoelace area of the shape (with the board corner/edge)
    outline = pts if closed else ([(0, 0)] + pts if pts[0] != (0, 0) else pts)
    assert shoelace(outline) == area
    assert poly_area(t.polygons) == area
    assert r.totals[FIRST] == value
    assert r.totals[SECOND] == 1  # the blue corner triangle


def test_square_diamond_with_enemy_post():
    """'a square diamond holding one enemy post: area (5 + 1)² = 36; post scoring 3 + 2 = 5 → 25.'"""
    sq = [(1, 2), (3, 1), (4, 3), (2, 4)]
    g = build(17, red=sq, blue=BLUE_CORNER + [(2, 2)], red_fences=chain(sq, True), blue_fences=chain(BLUE_CORNER))
    a = score(g, "area")
    p = score(g, "posts")
    assert a.totals[FIRST] == 36
    assert p.totals[FIRST] == 25
    (t,) = a.territories_of(FIRST)
    assert t.prisoners == ((2, 2),) and t.empty_points == 3


def test_rest_of_board_is_territory_when_opponent_has_none_there():
    """Decision: 'a corner fence makes two candidates, the corner and the rest of the board …
    if the opponent has none there, it truly is P's'."""
    g = build(11, red=[(1, 0), (0, 2)], red_fences=chain([(1, 0), (0, 2)]))
    r = score(g)
    areas = sorted(t.area for t in r.territories_of(FIRST))
    assert areas == [1, 99]
    # one fence bounds both: one group worth (1 + 99)²
    assert len(r.groups_of(FIRST)) == 1 and r.totals[FIRST] == 100 ** 2
    # with a Blue corner triangle there, the rest is voided (hatched), the corner stays
    g2 = build(11, red=[(1, 0), (0, 2)], blue=[(9, 10), (10, 8)],
               red_fences=chain([(1, 0), (0, 2)]), blue_fences=chain([(9, 10), (10, 8)]))
    r2 = score(g2)
    assert r2.totals == {FIRST: 1, SECOND: 1}
    assert r2.neutral_area == 98 and poly_area(r2.neutral_polygons) == 98


def test_open_region_is_never_territory():
    """'P's open region … is never territory'; 'Fences that close nothing (dangling ones) make no region.'"""
    pts = [(3, 3), (5, 4), (7, 5), (8, 7)]  # a dangling chain in the middle
    g = build(11, red=pts, red_fences=chain(pts))
    assert score(g).territories == () and score(g).totals == {FIRST: 0, SECOND: 0}
    # one network touching the edge at one point still leaves an open region
    pts = [(0, 3), (2, 4), (4, 5)]
    g = build(11, red=pts, red_fences=chain(pts))
    assert score(g).territories == ()


def test_board_edge_links_nothing():
    """'The board edge links nothing': two corner triangles are two groups (1 + 1, not 2²)."""
    g = build(11, red=[(1, 0), (0, 2), (10, 1), (8, 0)], blue=[(9, 10), (10, 8)],
              red_fences=chain([(1, 0), (0, 2)]) + chain([(10, 1), (8, 0)]), blue_fences=chain([(9, 10), (10, 8)]))
    r = score(g)
    assert len(r.groups_of(FIRST)) == 2 and r.totals[FIRST] == 2


def test_territories_linked_by_fences_form_one_group():
    """'territories of one player that are linked by that player's fences form one scoring group'."""
    # two thin diamonds sharing the post (4,4): one network, one group (3 + 3)² = 36
    d1 = [(1, 1), (3, 2), (4, 4), (2, 3)]
    d2 = [(4, 4), (6, 5), (7, 7), (5, 6)]
    g = build(17, red=d1 + d2[1:], blue=BLUE_CORNER, red_fences=chain(d1, True) + chain(d2, True),
              blue_fences=chain(BLUE_CORNER))
    r = score(g)
    assert len(r.groups_of(FIRST)) == 1 and r.totals[FIRST] == 36
    # joined by an extra fence instead of a shared post
    d2 = [(5, 4), (7, 5), (8, 7), (6, 6)]
    g = build(17, red=d1 + d2, blue=BLUE_CORNER, red_fences=chain(d1, True) + chain(d2, True),
              blue_fences=chain(BLUE_CORNER))
    assert score(g).totals[FIRST] == 9 + 9


def test_joined_diamonds_by_a_bridge_fence():
    """A fence joining two territories' networks links them (transitively): (3 + 3)²."""
    d1 = [(1, 1), (3, 2), (4, 4), (2, 3)]
    d2 = [(6, 3), (8, 4), (9, 6), (7, 5)]
    bridge = [((4, 4), (6, 3))]
    g = build(17, red=d1 + d2, blue=BLUE_CORNER, red_fences=chain(d1, True) + chain(d2, True) + bridge,
              blue_fences=chain(BLUE_CORNER))
    r = score(g)
    assert r.totals[FIRST] == 36 and len(r.groups_of(FIRST)) == 1


# ---------------------------------------------------------------------------
# the completed-game example of seed 000
# ---------------------------------------------------------------------------

RED_UL = [(0, 12), (2, 13), (4, 14), (5, 16), (7, 17), (9, 18)]          # upper left, 27
BLUE_UR = [(13, 18), (14, 16), (15, 14), (17, 13), (18, 11)]             # upper right, 19
BLUE_LL = [(0, 6), (1, 4), (2, 2), (4, 1), (6, 0)]                       # lower left, 12
BLUE_LINK = [(15, 14), (13, 13), (11, 12), (10, 10), (8, 9), (7, 7), (5, 6), (3, 5), (1, 4)]
RED_LOOP = [(8, 3), (10, 2), (12, 1), (13, 3), (11, 4), (9, 5)]          # lower left, 10
RED_TRI = [(18, 2), (16, 3), (18, 4)]                                    # lower right, 2
BLUE_ENCL = [(13, 0), (14, 2), (15, 4), (16, 6), (18, 7)]                # encloses RED_TRI
PRISONER = (2, 16)
RING_POSTS = {(15, 1): FIRST, (17, 5): SECOND}


def seed000():
    posts = {}
    for p in RED_UL + RED_LOOP + RED_TRI:
        posts[p] = FIRST
    for p in BLUE_UR + BLUE_LL + BLUE_LINK + BLUE_ENCL + [PRISONER]:
        posts[p] = SECOND
    posts.update(RING_POSTS)
    fences = (chain(RED_UL) + chain(RED_LOOP, True) + chain(RED_TRI) + chain(BLUE_UR) + chain(BLUE_LL)
              + chain(BLUE_LINK) + chain(BLUE_ENCL))
    return State.from_position(19, posts, fences)


def test_seed000_completed_game():
    """Seed 000: 'Red … (27 + 1)^2 = 784 … 10^2 = 100 … 2^2 = 4 … Total score: 888';
    'Blue's areas are connected … (19 + 12)^2 = 961'."""
    # the designed shapes have those areas (independent shoelace check)
    assert shoelace([(0, 18)] + RED_UL) == 27
    assert shoelace([(18, 18)] + BLUE_UR) == 19
    assert shoelace([(0, 0)] + BLUE_LL) == 12
    assert shoelace(RED_LOOP) == 10
    assert shoelace(RED_TRI) == 2
    r = score(seed000())
    assert r.totals == {FIRST: 888, SECOND: 961}
    assert r.winner is SECOND
    red = sorted(((g.area, g.prisoners, g.value) for g in r.groups_of(FIRST)), reverse=True)
    assert red == [(27, 1, 784), (10, 0, 100), (2, 0, 4)]
    (bg,) = r.groups_of(SECOND)
    assert bg.value == 961 and bg.area == 31 and len(bg.territory_ids) == 2
    assert sorted(t.area for t in r.territories if t.id in bg.territory_ids) == [12, 19]
    js = r.to_json()
    assert js["totals"] == {"red": 888, "blue": 961}
    assert sorted(g["value"] for g in js["players"]["red"]["groups"]) == [4, 100, 784]


def test_seed000_prisoner_and_neutral_ring():
    """'The blue post in the upper left … territory counts as a prisoner for Red. The blue and
    red posts in the yellow area are not prisoners'; 'the area inside the blue fence but
    outside the red fence [is] neutral. It counts for neither player.'"""
    r = score(seed000())
    prisoners = [q for t in r.territories for q in t.prisoners]
    assert prisoners == [PRISONER]
    for p in RING_POSTS:
        assert p not in prisoners
    # the blue enclosure in the lower right is not territory; its ring is hatched
    ring = shoelace([(18, 0), (13, 0)] + BLUE_ENCL[1:]) - shoelace(RED_TRI)
    assert ring == 20
    assert all(t.area != 22 and t.area != 20 for t in r.territories_of(SECOND))
    for pt in [(15.1, 1.2), (17.3, 5.1), (14.2, 0.5), (17.9, 1.0), (17.0, 6.0)]:
        assert any(_inside(p, pt) for p in r.neutral_polygons), pt
        assert not any(_inside(p, pt) for t in r.territories for p in t.polygons), pt
    # the red triangle inside it is Red's
    (tri,) = [t for t in r.territories_of(FIRST) if t.area == 2]
    assert any(_inside(p, (17.5, 3.0)) for p in tri.polygons)


# ---------------------------------------------------------------------------
# seed 001: post scoring
# ---------------------------------------------------------------------------

def test_seed001_two_open_posts_worth_4():
    """Seed 001: 'Each contains two open posts … so each would be worth 2 x 2 = 4 points. Using
    area scoring, the red territory on the left would be worth 4 x 4 = 16 points, the blue on
    the right 3 x 3 = 9 points.'"""
    long_d = [(1, 2), (3, 1), (5, 2), (3, 3)]        # area 4, 3 inner points, one filled by red
    thin_d = [(11, 11), (13, 12), (14, 14), (12, 13)]  # area 3, 2 inner points
    g = build(17, red=long_d + [(4, 2)], blue=thin_d, red_fences=chain(long_d, True),
              blue_fences=chain(thin_d, True))
    p, a = score(g, "posts"), score(g, "area")
    assert p.totals == {FIRST: 4, SECOND: 4}
    assert a.totals == {FIRST: 16, SECOND: 9}


def test_seed001_square_with_prisoner_25():
    """Seed 001: 'The square blue territory would be worth 5 x 5 = 25 points, since it contains
    three open posts, and one red post, which is a prisoner.'"""
    sq = [(11, 12), (13, 11), (14, 13), (12, 14)]
    g = build(17, red=[(12, 12), (1, 0), (0, 2)], blue=sq, red_fences=chain([(1, 0), (0, 2)]),
              blue_fences=chain(sq, True))
    r = score(g, "posts")
    (t,) = r.territories_of(SECOND)
    assert t.empty_points == 3 and t.prisoners == ((12, 12),)
    assert r.totals[SECOND] == 25


def test_seed001_own_posts_count_zero():
    """Seed 001: 'the red territory is worth 13 x 13 = 169 points, while the blue is worth only
    10 x 10 = 100 points, because the blue territory contains additional, unnecessary posts.'"""
    red = [(0, 4), (2, 3), (3, 1), (5, 0)]
    blue = [(10, 6), (8, 7), (7, 9), (5, 10)]  # the same shape, turned 180°
    extra = [(9, 9), (10, 10), (8, 8)]
    g = build(11, red=red, blue=blue + extra, red_fences=chain(red), blue_fences=chain(blue))
    r = score(g, "posts")
    assert r.totals == {FIRST: 169, SECOND: 100}
    a = score(g, "area")
    assert a.totals == {FIRST: 100, SECOND: 100}  # same area either way
    # the board edge points count (Decision): 13 includes the 8 edge points
    (t,) = r.territories_of(FIRST)
    assert t.empty_points == 13


def test_territory_can_be_worth_zero():
    """Seed 001 / rules: 'A territory can be worth 0 and still be valid' (filled with own posts);
    it still voids an opponent enclosure around it."""
    thin = [(5, 5), (7, 6), (8, 8), (6, 7)]
    box = [(3, 3), (5, 2), (7, 1), (9, 2), (11, 3), (12, 5), (13, 7), (12, 9), (11, 11), (9, 12),
           (7, 13), (5, 12), (3, 11), (2, 9), (1, 7), (2, 5)]
    g = build(17, red=thin + [(6, 6), (7, 7)], blue=box, red_fences=chain(thin, True), blue_fences=chain(box, True))
    r = score(g, "posts")
    (t,) = r.territories_of(FIRST)
    assert t.empty_points == 0 and r.totals[FIRST] == 0
    assert r.territories_of(SECOND) == ()


# ---------------------------------------------------------------------------
# nesting, rings, ties
# ---------------------------------------------------------------------------

def lattice_square(c, lo, hi):
    """Closed knight loop: the square [lo, hi]² of the lattice spanned by (2, 1) and (-1, 2)."""
    seq = ([(a, lo) for a in range(lo, hi)] + [(hi, b) for b in range(lo, hi)]
           + [(a, hi) for a in range(hi, lo, -1)] + [(lo, b) for b in range(hi, lo, -1)])
    return [(c[0] + 2 * a - b, c[1] + a + 2 * b) for a, b in seq]


def test_alternating_nested_chain():
    """'scoring resolved': 'Take all candidates of both players in order of enclosed area,
    smallest first. A candidate is territory unless it shares area with an opponent candidate
    earlier in that order that is territory.'  Red ⊃ Blue ⊃ Red ⊃ Blue: the innermost blue (5)
    is territory, the red around it is voided, so the blue ring around that is territory again
    (and, bounded by the inner loop's fences, one group with it, holding the voided red loop's
    posts as prisoners), and the outermost red is voided."""
    c = (12, 12)
    L1 = lattice_square(c, -3, 4)   # red, enclosed 245
    L2 = lattice_square(c, -2, 3)   # blue, 125
    L3 = lattice_square(c, -1, 2)   # red, 45
    L4 = lattice_square(c, 0, 1)    # blue, 5
    for L, a in ((L1, 245), (L2, 125), (L3, 45), (L4, 5)):
        assert shoelace(L) == a
    g = build(25, red=L1 + L3, blue=L2 + L4, red_fences=chain(L1, True) + chain(L3, True),
              blue_fences=chain(L2, True) + chain(L4, True))
    r = score(g)
    assert r.territories_of(FIRST) == ()
    blue = sorted((t.area, t.enclosed_area, len(t.prisoners)) for t in r.territories_of(SECOND))
    assert blue == [(5, 5, 0), (120, 125, len(L3))]
    (grp,) = r.groups_of(SECOND)
    assert r.totals == {FIRST: 0, SECOND: (125 + len(L3)) ** 2}
    # the hatched area: the voided red loop region and the voided outer red ring
    assert r.neutral_area == (245 - 125) + 0  # outer red ring; the inner red region is blue's
    assert poly_area(r.neutral_polygons) == r.neutral_area


def test_ring_around_enemy_territory_is_neutral():
    """'In the ring inside an enclosure that holds valid enemy territory, the inner territory
    scores for its owner, the ring for nobody, and posts in the ring are no one's prisoners.'"""
    c = (12, 12)
    outer = lattice_square(c, -1, 2)  # blue, 45
    inner = lattice_square(c, 0, 1)   # red, 5
    g = build(25, red=inner + [(12, 10)], blue=outer + [(10, 12)],
              red_fences=chain(inner, True), blue_fences=chain(outer, True))
    r = score(g)
    assert r.totals == {FIRST: 25, SECOND: 0}
    assert all(t.prisoners == () for t in r.territories)
    assert r.neutral_area == 40 and poly_area(r.neutral_polygons) == 40


def test_own_ring_around_own_loop_holding_enemy_territory():
    """'So an own ring around an own loop that holds enemy territory is still territory; the
    loop is not.'"""
    c = (12, 12)
    L1 = lattice_square(c, -2, 3)   # red 125
    L2 = lattice_square(c, -1, 2)   # red 45
    M = lattice_square(c, 0, 1)     # blue 5
    g = build(25, red=L1 + L2, blue=M, red_fences=chain(L1, True) + chain(L2, True), blue_fences=chain(M, True))
    r = score(g)
    (rt,) = r.territories_of(FIRST)
    assert rt.area == 80 and rt.enclosed_area == 125
    assert r.totals == {FIRST: 80 ** 2, SECOND: 25}
    assert r.neutral_area == 40  # the red loop around the blue territory


def test_hole_is_not_a_pocket():
    """'A hole is a part of the board that the candidate surrounds without touching it …; a
    pocket cut into the outer boundary is not a hole.'  A loop touching the outer boundary at a
    post, through a bridge fence, is a pocket: enclosed area = the region's own area."""
    c = (12, 12)
    L1 = lattice_square(c, -2, 3)      # 125
    inner = lattice_square(c, -1, 0)   # 5, floating -> hole
    g = build(25, red=L1 + inner, blue=[(0, 1), (2, 0)], red_fences=chain(L1, True) + chain(inner, True),
              blue_fences=[((0, 1), (2, 0))])
    r = score(g)
    big = max(r.territories_of(FIRST), key=lambda t: t.area)
    assert big.area == 120 and big.enclosed_area == 125
    # the inner loop's fences bound the ring: one group (rules: 'a territory and an own
    # territory nested inside it are one group when the inner one's fences bound the outer one')
    assert r.totals[FIRST] == (120 + 5) ** 2 and len(r.groups_of(FIRST)) == 1
    # now join the inner loop to the outer loop by bridge fences: a pocket, not a hole
    bridge_from = inner[0]
    # find an outer post a knight step away from some inner post
    pair = next((p, q) for p in inner for q in L1
                if sorted((abs(p[0] - q[0]), abs(p[1] - q[1]))) == [1, 2])
    g2 = build(25, red=L1 + inner, blue=[(0, 1), (2, 0)],
               red_fences=chain(L1, True) + chain(inner, True) + [pair], blue_fences=[((0, 1), (2, 0))])
    r2 = score(g2)
    big2 = max(r2.territories_of(FIRST), key=lambda t: t.area)
    assert big2.area == 120 and big2.enclosed_area == 120
    assert r2.totals[FIRST] == (120 + 5) ** 2
    assert bridge_from in inner


def test_equal_enclosed_areas_sharing_area_are_both_neutral():
    """'Candidates with equal enclosed area that share area with each other, where each passes
    the test above on its own, are both neutral.'"""
    red_chain = [(0, 6), (2, 7), (4, 6), (6, 7), (8, 6), (10, 7)]
    below_red = shoelace([(0, 0), (10, 0)] + red_chain[::-1])
    # a blue chain lower down, left edge to right edge, with below_blue = 100 - below_red
    blue_chain = [(0, 3), (2, 4), (4, 3), (6, 4), (8, 3), (10, 4)]
    below_blue = shoelace([(0, 0), (10, 0)] + blue_chain[::-1])
    assert below_red + below_blue == 100
    red_corner = [(1, 0), (0, 2)]      # voids blue's lower region
    blue_corner = [(9, 10), (10, 8)]   # voids red's upper region
    g = build(11, red=red_chain + red_corner, blue=blue_chain + blue_corner,
              red_fences=chain(red_chain) + chain(red_corner), blue_fences=chain(blue_chain) + chain(blue_corner))
    r = score(g)
    # red below its chain (minus its corner) and blue above its chain (minus its corner) tie
    assert r.totals == {FIRST: 1, SECOND: 1}
    assert sorted(t.area for t in r.territories) == [1, 1]
    assert r.neutral_area == 98
    # break the tie: raise the blue chain by one row; the smaller candidate (blue's upper
    # region) comes first and is territory, voiding red's larger lower region
    blue_chain2 = [(x, y + 1) for x, y in blue_chain]
    g2 = build(11, red=red_chain + red_corner, blue=blue_chain2 + blue_corner,
               red_fences=chain(red_chain) + chain(red_corner), blue_fences=chain(blue_chain2) + chain(blue_corner))
    r2 = score(g2)
    big_blue = max(t.area for t in r2.territories_of(SECOND))
    assert big_blue == 100 - (below_blue + 10) - 1
    assert sorted(t.area for t in r2.territories_of(FIRST)) == [1]


def test_prisoners_on_the_board_edge_count():
    """Decision: 'board-edge points count, for prisoners and for post scoring alike.'"""
    tri = [(0, 0), (1, 2), (0, 4)]
    g = build(17, red=tri, blue=BLUE_CORNER + [(0, 2)], red_fences=chain(tri), blue_fences=chain(BLUE_CORNER))
    r = score(g)
    (t,) = r.territories_of(FIRST)
    assert t.prisoners == ((0, 2),) and r.totals[FIRST] == (2 + 1) ** 2
    assert score(g, "posts").totals[FIRST] == (2 + 2) ** 2  # (0,1), (0,3) open + 2 × 1


def test_score_of_position_equals_score_of_game_and_is_cached():
    """'The live score display … uses the same function as the final count.'"""
    g = seed000()
    r1 = score(g)
    r2 = score(g.position())
    assert r1.totals == r2.totals and r1.to_json() == r2.to_json()
    assert score(g) is r1  # cached


def test_label_point_inside_territory():
    """Each territory offers a label point inside one of its pieces."""
    r = score(seed000())
    for t in r.territories:
        x, y = t.label_point
        assert any(_inside(poly, (x, y)) for poly in t.polygons)


def _inside(poly, pt):
    # convex polygon, counter-clockwise or clockwise
    sgn = 0
    for i in range(len(poly)):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % len(poly)]
        c = (x1 - x0) * (pt[1] - y0) - (y1 - y0) * (pt[0] - x0)
        if abs(c) < 1e-9:
            continue
        s = 1 if c > 0 else -1
        if sgn and s != sgn:
            return False
        sgn = s
    return True


# ---------------------------------------------------------------------------
# the fast scorer against the kept slow reference path
# ---------------------------------------------------------------------------


def _everything(r):
    return (r.to_json(), r.totals, r.groups, r.neutral_area, r.neutral_pieces,
            [(t.id, t.owner, t.area, t.prisoners, t.empty_points, t.group, t.enclosed_area, t.pieces, t.label_point)
             for t in r.territories])


@pytest.mark.parametrize("seed", range(24))
def test_fast_scorer_equals_reference_on_random_games(seed):
    """The fast scorer gives exactly the reference path's result (totals, groups,
    territories with their pieces and label points, neutral pieces), on seeded
    random legal games of every board size, sparse and dense, both methods."""
    import random

    from game.senket import scoring
    from bench.senket_positions import random_game

    rng = random.Random(seed)
    size = (11, 13, 17, 19, 25, 31)[seed % 6]
    posts = rng.randint(4, size * size // 2)
    g = random_game(size, posts, rng.randint(0, 2 * posts), seed=seed, fence_rate=rng.choice([0.3, 0.6, 1.0]))
    for method in ("area", "posts"):
        scoring.clear_cache()
        assert _everything(score(g, method)) == _everything(scoring.score_reference(g, method)), (seed, method)


def test_fast_scorer_equals_reference_on_the_rules_examples():
    from game.senket import scoring

    for g in (seed000(),):
        for method in ("area", "posts"):
            scoring.clear_cache()
            assert _everything(score(g, method)) == _everything(scoring.score_reference(g, method))
