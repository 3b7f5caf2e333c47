"""Senet's analyst for the game review (game/core/review.py, docs/review.md).

The value of a position is the first seat's chance to win: exact where the endgame table covers it
(at most two counters a side on the board, ``solver``), elsewhere Hard's expectiminimax two throws deep
with its evaluation (fitted to the table's values: a win expectation v in (-1, 1) reads as the chance
(v + 1) / 2) and the table at its leaves. With a throw in hand the value is the best move's; before a
throw it is the average over the throws at their odds, worked out the same way wherever it is asked
(so a review shared among processes is the same review). The best move is the one of most value two
throws deep; a throw's luck is the value with the throw in hand less the value before it.
"""
from __future__ import annotations

import sys

from ..core.protocol import CHANCE, TERMINAL
from ..core.review import engine_version
from . import ai, solver
from .ai import Player
from .rules import OFF

HELD = (26, 28, 29, 30)   # the last houses, where a counter held blocks or waits: leaving one is worth saying

DEPTH = 2
MARKS = (0.10, 0.20, 0.30)     # win chance lost: lichess's 10, 20 and 30 points of win percentage


class SenetAnalyst:
    unit = "win"
    marks = MARKS

    def __init__(self, level: str = "hard") -> None:
        self.level = level
        self.fingerprint = f"senet/{level}/depth{DEPTH}+table/{engine_version(ai, solver, sys.modules[__name__])}"
        self._player = Player(level, seed=0)
        self._values: dict = {}      # position key -> the first seat's win chance
        self._moves: dict = {}       # decision key -> {action: the first seat's win chance after it}

    def _move_values(self, state) -> dict:
        """Every legal move's value, first seat's side, at a decision (kept: asked twice per decision)."""
        key = state.key()
        if key not in self._moves:
            seat = state.current_player()
            exact = solver.move_values(state) if solver.covers(state) else {}
            if exact:
                mine = exact
            else:
                mine = {a: (v + 1) / 2 for a, v in self._player.action_values(state, DEPTH).items()}
            self._moves[key] = {a: (p if seat == 0 else 1 - p) for a, p in mine.items()}
        return self._moves[key]

    def value(self, state, chances: int = 3) -> float:
        """``chances``: throws in a row averaged over before the estimate stands in (rule set B's opening
        throws for a 1 and its extra throws follow one another, a tree with no end)."""
        key = (state.key(), chances)          # a value averaged fewer throws deep is another value
        if key in self._values:
            return self._values[key]
        seat = state.current_player()
        if seat == CHANCE and chances == 0 and not solver.covers(state):
            return self._estimate(state)
        if seat == TERMINAL:
            value = 1.0 if state.outcome().winner == 0 else 0.0
        elif solver.covers(state):
            value = solver.win_probability(state, seat=0)
        elif seat == CHANCE:                       # the average over the throws at their odds
            value = 0.0
            for throw, p in state.chance_outcomes():
                state.push(throw)
                value += p * self.value(state, chances - 1 if state.current_player() == CHANCE else 3)
                state.pop()
        else:
            moves = self._move_values(state)
            value = (max if seat == 0 else min)(moves.values())
        self._values[key] = value
        return value

    def _estimate(self, state) -> float:
        """Hard's evaluation of a position where a throw is due, as the first seat's chance (before the sides
        are drawn in rule set B's opening, an even game)."""
        side = state.side_of_seat(0)
        if side is None:
            return 0.5
        return (self._player.evaluator(state.options).value(state, side) + 1) / 2

    def best_turn(self, state) -> list:
        seat = state.current_player()
        if seat in (CHANCE, TERMINAL):
            return []
        moves = self._move_values(state)
        pick = max if seat == 0 else min
        return [pick(moves, key=moves.get)]

    def throw_seat(self, state):
        return state.current_seat

    def describe(self, state, turn: list) -> str:
        if not turn:
            return "no move"
        start, end = state.action_from_json(turn[0])
        words = f"the counter on {start} " + ("off the board" if end == OFF else f"to {end}")
        move = next((m for m in state.legal_moves() if m.action == (start, end)), None)
        if move is None:
            return words
        if move.final_house != end and move.final_house != OFF and end != OFF:
            words += f", which ends on {move.final_house}"
        if move.displaced is not None:
            back = move.displaced_to
            words += ", swapping with the other side's counter" if back == start else \
                ", taking the other side's counter off the board" if back == OFF else \
                f", sending the other side's counter back to {back}"
        if start in HELD and end != OFF:
            words += f", leaving house {start}"
        return words


def analyst(level: str = "hard") -> SenetAnalyst:
    return SenetAnalyst(level)
