"""Race to ten: add 1 or 2 to a shared total; after each move a coin (1 in 4) grants an extra move.

Small enough to reason about by hand, yet it has what the core must handle:
seats, a chance player, turns that do not strictly alternate, an ending.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.core.protocol import CHANCE, TERMINAL, IllegalAction, Outcome, PositionError

TERMINATIONS = ("reached",)
EXTRA, NO_EXTRA = "extra", "no_extra"


@dataclass(frozen=True)
class Options:
    goal: int = 10

    def to_dict(self) -> dict:
        return {"goal": self.goal}

    @classmethod
    def from_dict(cls, d: dict) -> "Options":
        if set(d) - {"goal"}:
            raise ValueError("unknown option")
        goal = d.get("goal", 10)
        if type(goal) is not int or not 3 <= goal <= 50:
            raise ValueError("goal must be 3..50")
        return cls(goal)

    @classmethod
    def presets(cls) -> dict:
        return {"standard": cls(), "short": cls(5)}


class State:
    def __init__(self, options: Options, seed=None):
        self.options, self.seed = options, seed
        self.total, self.to_move, self.coin = 0, 0, False
        self._undo = None
        self._rng = None

    @classmethod
    def new(cls, options=None, seed=None):
        return cls(options or Options(), seed)

    def current_player(self):
        if self.total >= self.options.goal:
            return TERMINAL
        return CHANCE if self.coin else self.to_move

    def legal_actions(self):
        p = self.current_player()
        if p == TERMINAL:
            return []
        return [EXTRA, NO_EXTRA] if p == CHANCE else [1, 2]

    def chance_outcomes(self):
        return [(EXTRA, 0.25), (NO_EXTRA, 0.75)] if self.current_player() == CHANCE else []

    def push(self, action):
        if action not in self.legal_actions():
            raise IllegalAction("illegal", repr(action))
        self._undo = ((action, self.total, self.to_move, self.coin), self._undo)
        if action in (1, 2):
            self.total += action
            self.coin = self.total < self.options.goal
            return [("added", action)]
        self.coin = False
        if action == NO_EXTRA:
            self.to_move = 1 - self.to_move
        return [("coin", action)]

    def pop(self):
        (action, self.total, self.to_move, self.coin), self._undo = self._undo
        return action

    def outcome(self):
        if self.total < self.options.goal:
            return None
        return Outcome(self.to_move, "reached", (self.total, 0) if self.to_move == 0 else (0, self.total))

    def copy(self):
        c = State.__new__(State)
        c.__dict__.update(self.__dict__)
        c._rng = None
        return c

    def key(self):
        return (self.total, self.to_move, self.coin)

    def to_json(self):
        return {"options": self.options.to_dict(), "total": self.total, "to_move": self.to_move, "coin": self.coin}

    @classmethod
    def from_json(cls, data):
        try:
            s = cls(Options.from_dict(data["options"]))
            s.total, s.to_move, s.coin = data["total"], data["to_move"], data["coin"]
        except (KeyError, TypeError, ValueError) as exc:
            raise PositionError(str(exc)) from exc
        if type(s.total) is not int or s.to_move not in (0, 1) or type(s.coin) is not bool:
            raise PositionError("bad position")
        return s

    def action_to_json(self, action):
        return action

    def action_from_json(self, data):
        if data in (1, 2, EXTRA, NO_EXTRA) and type(data) is not bool:
            return data
        raise PositionError(f"not an action: {data!r}")

    def sample_chance(self):
        if self._rng is None:
            self._rng = random.Random(self.seed)
        return EXTRA if self._rng.random() < 0.25 else NO_EXTRA
