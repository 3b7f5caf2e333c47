"""The toy game's analyst: exact values by recursion (the game is tiny), so a review can be checked by hand."""
from __future__ import annotations

from functools import lru_cache

from game.core.protocol import CHANCE, TERMINAL


@lru_cache(maxsize=None)
def win_probability(goal: int, total: int, to_move: int, coin: bool) -> float:
    """The first seat's chance to win with best play on both sides."""
    if total >= goal:
        return 1.0 if to_move == 0 else 0.0
    if coin:   # the mover's extra move with 1 in 4, else the turn passes
        return 0.25 * win_probability(goal, total, to_move, False) + 0.75 * win_probability(goal, total, 1 - to_move, False)
    options = [win_probability(goal, total + n, to_move, total + n < goal) for n in (1, 2)]
    return max(options) if to_move == 0 else min(options)


class ExactAnalyst:
    unit = "win"
    marks = (0.05, 0.1, 0.2)
    fingerprint = "toy-exact-1"

    def value(self, state) -> float:
        return win_probability(state.options.goal, state.total, state.to_move, state.coin)

    def best_turn(self, state) -> list:
        seat, turn = state.current_player(), []
        while state.current_player() == seat and seat not in (CHANCE, TERMINAL):
            best = max(state.legal_actions(), key=lambda a: self._after(state, a) * (1 if seat == 0 else -1))
            turn.append(best)
            state.push(best)
        return turn

    def _after(self, state, action) -> float:
        state.push(action)
        try:
            return self.value(state)
        finally:
            state.pop()

    def throw_seat(self, state):
        return state.to_move


def analyst(level: str = "hard") -> ExactAnalyst:
    return ExactAnalyst()
