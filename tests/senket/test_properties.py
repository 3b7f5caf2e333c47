"""Properties over random legal games (hypothesis)."""
import random
from fractions import Fraction
from itertools import combinations

from hypothesis import HealthCheck, given, settings, strategies as st

from game.senket import scoring
from game.senket.rules import SECOND, FIRST, SYMMETRIES, State, segments_cross, transform_position
from game.senket.scoring import score


def random_game(seed, size, turns, fence_p):
    rng = random.Random(seed)
    g = State(size)
    for _ in range(turns):
        if rng.random() < 0.05 and g.passes_in_a_row == 0:
            g.pass_turn()
            continue
        empty = [(x, y) for x in range(size) for y in range(size) if g.post_at((x, y)) == 0]
        if not empty:
            break
        mine = [(x, y) for x in range(size) for y in range(size) if g.post_at((x, y)) == int(g.to_move)]
        p = None
        if mine and rng.random() < 0.8:
            x, y = rng.choice(mine)
            dx, dy = rng.choice([(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)])
            if g.check_post((x + dx, y + dy)) is None:
                p = (x + dx, y + dy)
        g.place_post(p or rng.choice(empty))
        for a, b in g.legal_fences():
            if rng.random() < fence_p and g.check_fence(a, b) is None:
                g.add_fence(a, b)
        g.end_turn()
    return g


games = st.builds(random_game, st.integers(0, 10**9), st.sampled_from([11, 13]), st.integers(5, 90),
                  st.floats(0.5, 1.0))
SET = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _area(poly):
    s = 0.0
    for i in range(len(poly)):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % len(poly)]
        s += x0 * y1 - x1 * y0
    return abs(s) / 2


def _inside(poly, pt):
    sgn = 0
    for i in range(len(poly)):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % len(poly)]
        c = (x1 - x0) * (pt[1] - y0) - (y1 - y0) * (pt[0] - x0)
        s = 1 if c > 0 else -1
        if sgn and s != sgn:
            return False
        sgn = s
    return True


@SET
@given(games)
def test_no_two_fences_ever_cross(g):
    """'A fence may not cross any existing fence of either colour.' (exact segment test)"""
    fs = g.fences
    for f, h in combinations(fs, 2):
        assert not segments_cross(f.a, f.b, h.a, h.b), (f, h)
    for f in fs:
        assert g.post_at(f.a) == f.owner == g.post_at(f.b)


@SET
@given(games)
def test_territories_never_overlap_and_areas_add_up(g):
    """Territories of the two players never overlap; territory area ≤ board area; the drawn
    polygons cover exactly each territory's area."""
    r = score(g)
    n = g.size
    board = (n - 1) ** 2
    tot = sum(t.area for t in r.territories)
    assert tot + r.neutral_area <= board
    by_cell = {}
    for t in r.territories:
        pa = sum(_area(p) for p in t.polygons)
        assert abs(pa - t.area) < 1e-6
        assert t.area > 0 and t.area <= board
        for p in t.polygons:
            cx, cy = int(min(x for x, _ in p)), int(min(y for _, y in p))
            by_cell.setdefault((cx, cy), []).append((t.owner, p))
    assert abs(sum(_area(p) for p in r.neutral_polygons) - r.neutral_area) < 1e-6
    for (cx, cy), items in by_cell.items():
        for ox, oy in [(0.31, 0.17), (0.73, 0.41), (0.13, 0.87), (0.59, 0.77), (0.9, 0.11), (0.45, 0.52)]:
            owners = [o for o, p in items if _inside(p, (cx + ox, cy + oy))]
            assert len(owners) <= 1


@SET
@given(games)
def test_totals_unchanged_under_the_eight_symmetries(g):
    """The score depends on the shapes only: same totals under all 8 board symmetries."""
    base = score(g.position())
    for sym in SYMMETRIES:
        r = score(transform_position(g.position(), sym))
        assert r.totals == base.totals, sym
        assert sorted(t.area for t in r.territories) == sorted(t.area for t in base.territories)
        assert r.neutral_area == base.neutral_area
    assert score(g, "posts").totals == score(transform_position(g.position(), "rot90"), "posts").totals


@SET
@given(games)
def test_scoring_is_deterministic(g):
    """Scoring is deterministic (fresh computations agree; cached result is the same)."""
    scoring.clear_cache()
    a = score(g).to_json()
    scoring.clear_cache()
    b = score(g.copy()).to_json()
    assert a == b
    assert isinstance(a["totals"]["red"], int) and isinstance(a["totals"]["blue"], int)


@SET
@given(games)
def test_pop_all_turns_restores_empty_board_and_replay_reproduces(g):
    """push()/pop() for whole turns are exact: replaying the turns reproduces the position."""
    turns = g.turns
    h = State(g.size)
    for t in turns:
        h.push_turn(t)
    assert h.position() == g.position() and h.to_move == g.to_move
    assert score(h).totals == score(g).totals
    while h.turns:
        h.pop_turn()
    assert h.position() == State(g.size).position() and not h.fences and h.to_move is FIRST


@SET
@given(games, st.sampled_from(["area", "posts"]), st.integers(0, 10**6), st.sampled_from([FIRST, SECOND]))
def test_a_lone_posts_totals_without_a_rescore_equal_the_full_score(g, method, pick, colour):
    """``ScoreResult.totals_after_post`` (what search values every reply post with) is the score of the
    position with the post added, under both scoring methods, for either colour, in territories or not."""
    n = g.size
    empty = [(x, y) for x in range(n) for y in range(n) if g.post_at((x, y)) == 0]
    if not empty:
        return
    before = score(g.position(), method)
    for p in (empty[pick % len(empty)], empty[(pick * 7 + 3) % len(empty)]):
        posts = {q: v for q, v in g.position().posts}
        posts[p] = colour
        after = State.from_position(n, posts, g.position().fences, to_move=FIRST)
        assert before.totals_after_post(p, colour) == dict(score(after, method).totals)


@SET
@given(games, st.integers(0, 10**6))
def test_fence_partners_are_the_legal_fences_of_a_post_put_there(g, pick):
    """What a player asks of a point without playing there equals the rules' answer after the post."""
    n = g.size
    empty = [(x, y) for x in range(n) for y in range(n) if g.post_at((x, y)) == 0]
    if not empty or g.is_over:
        return
    p = empty[pick % len(empty)]
    mover = g.to_move
    other = SECOND if mover == FIRST else FIRST
    h = g.copy()
    h.place_post(p)
    assert g.fence_partners(p, mover) == [q for _, q in h.legal_fences_from(p)]
    # for the side not to move: the same question with that side to move (a pass hands it the turn)
    h = g.copy()
    h.pass_turn()
    if not h.is_over:
        h.place_post(p)
        assert g.fence_partners(p, other) == [q for _, q in h.legal_fences_from(p)]
    assert g.fence_partners((n, 0), mover) == []
