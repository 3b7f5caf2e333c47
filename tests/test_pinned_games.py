"""Seeded games between computer players, summed up as (actions played, hash of the actions).

The tournament figures in docs/computer-players.md, and the long runs behind
them (Senet's 2,000 games a pairing, the soak), were played by the players as
they are; a run split over several sessions only adds up if the players stay
the same between them. This module pins a few such games of each game: a change
meant only to be faster, or to touch something else, must leave them alone.
Update a pin only on purpose, and say so: every seeded figure changes with it.

A pin is a tripwire, not a proof: tried, a smaller threat weight in Senet and
a shallower Pente Medium broke pins, but Senet Hard's budget cut from 10,000
to 9,000 pushes and Pente Medium's width from 7 to 6 left these few games
alone. A tournament on fixed seeds is the full comparison.
"""
from __future__ import annotations

import hashlib

import pytest

from game.core import registry
from game.core.players import RandomPlayer
from game.core.protocol import CHANCE

# (game, preset, first seat, second seat, seed, at most this many actions, chance actions included):
# (actions played, hash). Senket's Easy against random is played to the end, through Easy's passing and
# its wider look before passing; Pente's Hard plays only its first three moves (its search costs about
# half a second a move).
PINS = {
    ("senket", "quick", "easy", "random", 5, 1000): (332, "d9c01f059b56f5ad"),   # levels by design (issue 33)
    ("senket", "quick", "hard", "medium", 0, 120): (120, "f629fb1f1d0d3685"),   # forks beside old threats (issue 33)
    ("senet", "kendall_bell", "hard", "medium", 0, 120): (120, "39ab3b5e6a8f0370"),   # A: Hard on 100,000 pushes (issue 34)
    ("senet", "hounds_and_jackals", "hard", "random", 1, 100): (100, "57fff5485a43761f"),  # B: forced moves by company
    ("senet", "hounds_and_jackals", "medium", "easy", 2, 10_000): (724, "8fd02ae3652b16a1"),  # B: forced moves by company
    ("pente", "pente_13", "hard", "medium", 0, 6): (6, "4c6e219a8d4abd83"),   # captures as threats, Nov 2026
    ("pente", "pente", "medium", "easy", 1, 400): (20, "38c6546c4c81e2e3"),   # captures as threats, Nov 2026
    ("pente", "keryo", "easy", "random", 2, 400): (9, "e924954fbb50163e"),
}


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


@pytest.mark.parametrize("pin", sorted(PINS), ids=lambda p: "-".join(map(str, p[:5])))
def test_seeded_games_between_the_levels_stay_the_same(pin):
    game_id, preset, first, second, seed, cap = pin
    options = registry.get(game_id).presets()[preset]
    assert pinned_game(game_id, options, first, second, seed, cap) == PINS[pin]
