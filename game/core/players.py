"""Computer players, seen from outside: the one shape every game's players have.

``GameSpec.computer(level, seed)`` returns a game's own player (its ``ai``
room); this module holds what is the same for every game: the level names,
the protocol a player meets, and the random player that tournaments use as
a floor. A player reads the rules only through ``game.core.protocol`` and
works on a copy: the state it is handed is left as it was.
"""
from __future__ import annotations

import random
from typing import Hashable, Optional, Protocol, runtime_checkable

from .protocol import CHANCE

LEVELS = ("easy", "medium", "hard")


@runtime_checkable
class ComputerPlayer(Protocol):
    """``choose(state, seconds=None)`` -> the action to play now (never a chance action).

    Same seed, same position (``state.key()`` and history alike) -> same
    action. ``seconds`` caps the thinking time; ``None`` is the level's own
    budget.
    """

    def choose(self, state, seconds: Optional[float] = None) -> Hashable: ...


def check_level(level: str) -> str:
    if level not in LEVELS:
        raise ValueError(f"level must be one of {', '.join(LEVELS)}, not {level!r}")
    return level


class RandomPlayer:
    """A uniformly random legal action from a seeded generator: the floor every level must clear."""

    def __init__(self, seed: Optional[int] = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state, seconds: Optional[float] = None) -> Hashable:
        if state.current_player() == CHANCE:
            raise ValueError("a player is not asked during a throw")
        return self.rng.choice(list(state.legal_actions()))
