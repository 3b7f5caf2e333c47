"""Pente's tactical set with captures (bench/pente_tactics.py): Hard finds every proved answer, the answers
are the exact search's, and the frozen Hard of 1aa559a still plays as it did."""
from __future__ import annotations

import hashlib

import pytest

from bench import pente_tactics as tactics
from bench.pente_frozen_hard import Player as FrozenPlayer
from game.core import registry
from game.pente.ai import Player

NAMES = [spec["name"] for spec in tactics.POSITIONS]
SPECS = {spec["name"]: spec for spec in tactics.POSITIONS}


@pytest.mark.parametrize("name", NAMES)
def test_hard_plays_a_proved_answer(name):
    """For a win, a proved answer is a move of the shortest forced win; for a defence, a move that holds."""
    move = Player("hard", 1).choose(tactics.state_of(SPECS[name]))
    assert list(move) in tactics.answers()[name]


# the cheap proofs (well under a second each); the rest are proved by ``python -m bench.pente_tactics --verify``
CHEAP = [n for n in NAMES if SPECS[n]["goal"]["moves"] <= 2 and SPECS[n]["goal"]["kind"] == "win"]


@pytest.mark.parametrize("name", CHEAP)
def test_the_stored_answers_are_the_exact_searchs(name):
    assert tactics.solve(SPECS[name])["answers"] == tactics.answers()[name]


def test_the_frozen_hard_plays_as_1aa559a_did():
    """The pin of 1aa559a's tests/test_pinned_games.py (pente_13, Hard v Medium, seed 0, six actions), played
    by the frozen copy's own Hard and Medium."""
    spec = registry.get("pente")
    state = spec.new(spec.presets()["pente_13"], seed=0)
    players = [FrozenPlayer("hard", 0), FrozenPlayer("medium", 1)]
    actions = []
    while state.outcome() is None and len(actions) < 6:
        action = players[state.current_player()].choose(state.copy())
        state.push(action)
        actions.append(action)
    assert hashlib.sha256(repr(actions).encode()).hexdigest()[:16] == "f2ee8e16febfda27"
