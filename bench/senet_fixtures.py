"""Senet positions and input for benchmarks: a mid-game, and a player's mouse, keys and pad.

``frame_scenarios()`` gives ``bench/frames.py`` its Senet scenes with drivers
that play through the real input layer: throws (a click on the sticks,
Space, pad A) whose sticks tumble, hover and cursor previews of the lit
counters, moves whose counters travel, now and then an animation cut short
by input, and undo / redo by keys.
"""
from __future__ import annotations

import random

from bench.fixtures import _idle, undo_then_redo
from game.senet.rules import OFF, Options, Phase, State


def midgame(options: Options | None = None, actions: int = 61, seed: int = 11) -> State:
    """A deterministic mid-game position with a move to choose: the game's own throws, the
    farthest move each time."""
    game = State.new(options or Options(), seed=seed)
    n = 0
    while n < actions and not game.is_over:
        if game.phase is Phase.THROW:
            game.push(game.sample_chance())
        else:
            game.push(game.legal_actions()[-1])
        n += 1
    while game.phase is not Phase.MOVE and not game.is_over:
        game.push(game.sample_chance())
    return game


def _scene(options: Options | None = None):
    def make(app):
        from game.senet.scene import SenetScene
        return SenetScene(app, game=midgame(options))
    return make


def _board(app):
    """The Senet board scene on top (overlays such as the result are popped by the bench)."""
    from game.senet.scene import SenetScene
    scene = app.top
    return scene if isinstance(scene, SenetScene) else None


def _settled(app):
    """Idle frames until the scene's animations have finished (they are measured, not skipped)."""
    for _ in range(400):
        scene = _board(app)
        if scene is not None and not scene.anims.busy:
            return
        yield ()


def _mouse_driver(app, rng: random.Random):
    """Click the sticks, glide over lit counters (previews), click one and its destination."""
    from bench.fixtures import _glide
    pos = (960, 540)
    throws = moves = 0
    while True:
        yield from _settled(app)
        scene = _board(app)
        if scene is None:
            yield ()
            continue
        g = scene.state
        if g.is_over:
            yield (("key", "z", ("ctrl",), 1),)
            yield from _idle(3)
            continue
        if g.phase is Phase.THROW:
            to = scene.mat.center
            yield from _glide(pos, to, 6)
            pos = to
            yield (("click", to, (), 1),)
            throws += 1
            if throws % 2 == 0:  # every other throw, cut the tumbling short with a click
                yield from _idle(20)
                yield (("click", to, (), 1),)
            continue
        movable = g.movable_houses()
        for h in rng.sample(movable, min(2, len(movable))):
            to = scene.view.house_center(h)
            yield from _glide(pos, to, 6)
            pos = to
            yield from _idle(2)
        m = rng.choice(g.legal_moves())
        to = scene.view.house_center(m.from_house)
        yield from _glide(pos, to, 4)
        pos = to
        yield (("click", to, (), 1),)
        yield from _idle(3)
        side = g.current_side
        dest = scene.trays[side].center if m.to_house == OFF else scene.view.house_center(m.to_house)
        yield from _glide(pos, dest, 4)
        pos = dest
        yield (("click", dest, (), 1),)
        moves += 1
        if moves % 4 == 0:
            yield from _settled(app)
            yield from undo_then_redo()


def _keys_driver(app, rng: random.Random):
    """Space / pad A to throw, arrows or d-pad to the counter (cursor preview), Enter / A to pick,
    left / right among destinations, Enter / A to move."""
    moves = 0
    while True:
        yield from _settled(app)
        scene = _board(app)
        if scene is None:
            yield ()
            continue
        g = scene.state
        pad = rng.random() < 0.5
        confirm = ("pad", "a", (), 1) if pad else ("key", "return", (), 1)
        if g.is_over:
            yield (("key", "z", ("ctrl",), 1),)
            yield from _idle(3)
            continue
        if g.phase is Phase.THROW:
            yield (("pad", "a", (), 1) if pad else ("key", "space", (), 1),)
            continue
        for _ in range(rng.randrange(3)):
            yield (("pad", "right", (), 1) if pad else ("key", "right", (), 1),)
            yield from _idle(4)
        yield (confirm,)
        yield from _idle(4)
        if rng.random() < 0.5:
            yield (("pad", "left", (), 1) if pad else ("key", "left", (), 1),)
            yield from _idle(4)
        yield (confirm,)
        moves += 1
        if moves % 3 == 0:
            yield from _settled(app)
            yield from undo_then_redo()


def frame_scenarios() -> dict:
    return {"senet": (_scene(), _mouse_driver),
            "senet_keys": (_scene(Options.hounds_and_jackals()), _keys_driver)}
