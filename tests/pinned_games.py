"""Seeded games between computer players, summed up as (actions played, hash of the actions).

The tournament figures in docs/computer-players.md, and the long runs behind
them (Senet's 2,000 games a pairing, the soak), were played by the players as
they are; a run split over several sessions only adds up if the players stay
the same between them. Each game's AI tests pin a few such games: a change
meant only to be faster, or to touch something else, must leave them alone.
Update a pin only on purpose, and say so: every seeded figure changes with it.

A pin is a tripwire, not a proof: tried, a smaller threat weight in Senet and
a shallower Pente Medium broke pins, but Senet Hard's budget cut from 10,000
to 9,000 pushes and Pente Medium's width from 7 to 6 left these few games
alone. A tournament on fixed seeds is the full comparison.
"""
from __future__ import annotations

import hashlib

from game.core import registry
from game.core.players import RandomPlayer
from game.core.protocol import CHANCE


def pinned_game(game_id: str, options, first: str, second: str, seed: int, cap: int) -> tuple[int, str]:
    """``first`` (seat 0) against ``second``: a level, or "random"; seeds ``seed`` and ``seed + 1``."""
    spec = registry.get(game_id)
    players = [RandomPlayer(s) if name == "random" else spec.computer(name, s)
               for name, s in ((first, seed), (second, seed + 1))]
    state = spec.new(options, seed=seed)
    actions = []
    while state.outcome() is None and len(actions) < cap:
        seat = state.current_player()
        action = state.sample_chance() if seat == CHANCE else players[seat].choose(state.copy())
        state.push(action)
        actions.append(action)
    return len(actions), hashlib.sha256(repr(actions).encode()).hexdigest()[:16]
