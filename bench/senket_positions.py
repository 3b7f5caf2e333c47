"""Seeded Senket positions for benchmarks and tests (not shipped with the game).

Each is built by playing legal turns through the engine, so it is a real
position: posts mostly a knight step from an own post, and every legal fence
from each new post drawn (dense meshes make many small territories, the
hardest case for the overlay).
"""
from __future__ import annotations

import random

from game.senket.rules import KNIGHT_STEPS, State


def random_game(size: int, min_posts: int, min_fences: int, seed: int = 7, scoring: str = "area",
                fence_rate: float = 1.0) -> State:
    rng = random.Random(seed)
    g = State(size, scoring)
    own: dict[int, list] = {1: [], 2: []}
    guard = 0
    while (len(g.fences) < min_fences or int((g.posts != 0).sum()) < min_posts) and guard < size * size * 4:
        guard += 1
        me = int(g.to_move)
        best, p = -1, None
        for _ in range(10):
            if own[me] and rng.random() < 0.88:
                x, y = rng.choice(own[me])
                dx, dy = rng.choice(KNIGHT_STEPS)
                q = (x + dx, y + dy)
            else:
                q = (rng.randrange(size), rng.randrange(size))
            if g.check_post(q) is not None:
                continue
            links = sum(1 for ddx, ddy in KNIGHT_STEPS if g.post_at((q[0] + ddx, q[1] + ddy)) == me)
            if links > best:
                best, p = links, q
        if p is None:
            g.pass_turn()
            if g.is_over:
                g.pop_turn()
                g.pop_turn()
            continue
        g.place_post(p)
        own[me].append(p)
        for a, b in g.legal_fences_from(p):
            if rng.random() < fence_rate and g.check_fence(a, b) is None:
                g.add_fence(a, b)
        g.end_turn()
    return g


def play_turn(g: State, rng: random.Random, max_fences: int = 3):
    """One turn as a player makes it, yielding after every action: the post (a knight step from one of its own
    where it can), a few fences from it, the end (tests/senket/test_view.py, bench/senket_render.py)."""
    me = int(g.to_move)
    n = g.size
    own = [(x, y) for x in range(n) for y in range(n) if g.post_at((x, y)) == me]
    spots = [(x + dx, y + dy) for x, y in own for dx, dy in KNIGHT_STEPS if g.check_post((x + dx, y + dy)) is None]
    spots = spots or [(x, y) for x in range(n) for y in range(n) if g.check_post((x, y)) is None]
    if not spots:
        return
    p = rng.choice(spots)
    g.place_post(p)
    yield "post"
    for a, b in g.legal_fences_from(p)[:max_fences]:
        if g.check_fence(a, b) is None:
            g.add_fence(a, b)
            yield "fence"
    g.end_turn()
    yield "end"
