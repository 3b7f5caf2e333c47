"""Pente positions and input for benchmarks: a mid-game with captures, and a player's mouse and keys."""
from __future__ import annotations

import random

from game.pente.rules import Options, State


def midgame(size: int = 19, plies: int = 44, seed: int = 5) -> State:
    """A mid-game reached by plausible play (near the stones, captures taken when offered)."""
    rng = random.Random(seed)
    game = State(Options(size=size))
    for _ in range(plies):
        legal = game.legal_actions()
        if not legal:
            break
        near = [p for p in legal if any(abs(p[0] - q[0]) <= 2 and abs(p[1] - q[1]) <= 2 for q in game.moves[-8:])]
        cands = near or legal
        rng.shuffle(cands)
        choice = None
        for p in cands[:40]:
            res = game.push(p)[0]
            game.pop()
            if res.outcome is not None:
                continue
            if res.captured_count and rng.random() < 0.8:
                choice = p
                break
            if choice is None:
                choice = p
        if choice is None:
            break
        game.push(choice)
    return game


def _scene(app):
    """The board scene on a Match that played the mid-game's moves, as the app's own play does (undo reaches them)."""
    from game.core.match import Match
    from game.pente.scene import PenteScene
    mid = midgame()
    match = Match.new("pente", mid.options)
    for point in mid.moves:
        match.play(point)
    return PenteScene(app, match)


def _driver(app, rng: random.Random):
    """Glide to a free point near the last stones (ghost preview), click it; now and then undo and redo."""
    from bench.fixtures import _glide, _idle, undo_then_redo
    pos = (960, 540)
    n = 0
    while True:
        scene = app.top
        if getattr(scene, "match", None) is None:  # the result panel: Esc goes back to the board
            yield (("key", "escape", (), 1),)
            yield from _idle(3)
            continue
        if scene.match.over:  # take the winning move back and play on
            yield (("key", "z", ("ctrl",), 1),)
            yield from _idle(3)
            continue
        legal = scene.state.legal_actions()
        recent = scene.match.actions[-6:]
        near = [p for p in legal if any(abs(p[0] - q[0]) <= 2 and abs(p[1] - q[1]) <= 2 for q in recent)]
        target = rng.choice(near or legal)
        to = scene.view.pos_of(target)
        yield from _glide(pos, to, 8)
        pos = to
        yield (("click", to, (), 1),)
        yield from _idle(6)
        n += 1
        if n % 5 == 0:
            yield from undo_then_redo()


def frame_scenarios() -> dict:
    return {"pente": (_scene, _driver)}
