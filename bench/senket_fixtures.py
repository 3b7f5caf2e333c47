"""Senket positions and a player's input for benchmarks: a 17×17 mid-game and a dense 31×31 late game.

The driver plays as a person would with the mouse: glide to an empty point
next to its own posts (hover ghost), click the post, drag a fence from it to
a knight-step post (the legality preview follows the pointer), end the turn
with P; now and then undo and redo. Every choice is legal, read from the
position through the rules, so the frames measured are move frames.
"""
from __future__ import annotations

import random

from game.senket.rules import KNIGHT_STEPS, Options
from bench.senket_positions import random_game


def _scene(size: int, min_posts: int, min_fences: int, seed: int, fence_rate: float = 1.0):
    def build(app):
        from game.core.match import Match
        from game.senket.scene import SenketScene
        game = random_game(size, min_posts, min_fences, seed=seed, fence_rate=fence_rate)
        assert game.options == Options(size=size)
        return SenketScene(app, Match.from_state(game))
    return build


def _driver(app, rng: random.Random):
    from bench.fixtures import _glide, _idle, undo_then_redo
    pos = (960, 540)
    n = 0
    while True:
        scene = app.top
        if not hasattr(scene, "match"):      # the result panel after the last pass: back to the board
            yield (("key", "escape", (), 1),)
            yield from _idle(2)
            continue
        g = scene.state
        if g.is_over:
            yield (("key", "z", ("ctrl",), 1),)
            yield from _idle(3)
            continue
        me = int(g.to_move)
        if g.pending.post is None:
            own = [(x, y) for x in range(g.size) for y in range(g.size) if g.post_at((x, y)) == me]
            spots = [(x + dx, y + dy) for x, y in own for dx, dy in KNIGHT_STEPS
                     if g.check_post((x + dx, y + dy)) is None]
            spots = spots or [(x, y) for x in range(g.size) for y in range(g.size) if g.check_post((x, y)) is None]
            if not spots:
                yield (("key", "p", (), 1),)
                continue
            target = rng.choice(spots)
            to = scene.point_pos(target)
            yield from _glide(pos, to, 6)
            pos = to
            yield (("click", to, (), 1),)
            yield from _idle(3)
            fences = g.legal_fences_from(target)
            if fences:
                a, b = rng.choice(fences)
                yield from _glide(pos, scene.point_pos(a), 2)
                yield (("drag", (scene.point_pos(a), scene.point_pos(b)), (), 1),)
                pos = scene.point_pos(b)
                yield from _idle(3)
        yield (("key", "p", (), 1),)
        yield from _idle(4)
        n += 1
        if n % 5 == 0:
            yield from undo_then_redo()


def frame_scenarios() -> dict:
    return {"senket_17": (_scene(17, 60, 45, seed=11, fence_rate=0.7), _driver),
            "senket_31": (_scene(31, 400, 600, seed=5), _driver)}
