"""Senket's analyst for the game review (game/core/review.py, docs/review.md).

The value of a position is the projected score difference, first seat less second, in points: the exact
score after the engine plays the next three turns from it (the side to move's, the reply, and the side
to move's again). So the value after a turn counts the opponent's best reply and one more turn: a turn
that lets the opponent close a large area shows the loss at once, and so does a turn that lets the
opponent make two closures at once, of which one answer can stop only one (one turn ahead missed it:
seen in a real 17x17 game, where the post that allowed the double threat was reviewed as accurate).
A turn's loss is what its projection gives up against the engine's own turn's.

The best turn is Hard's own; the three projected turns are Hard's without its fork search (``forks`` 0),
whose fourth ply along forks the three played turns already see. With the fork search in the projection,
a review of an 80-turn 17×17 game took 116.6 CPU s, the slower process 66 s, over its 60 s target (issue
33's fourth session made the fork search dearer); docs/review.md has the figures.
"""
from __future__ import annotations

import sys

from ..core import registry
from ..core.review import engine_turn, engine_version
from . import ai, evaluate, scoring, threats

TURNS_AHEAD = 3                 # the engine's turns played out before the exact score is read
MARKS = (100.0, 300.0, 900.0)   # points: about a small corner, a side region, a large area (docs/review.md)


class SenketAnalyst:
    unit = "points"
    marks = MARKS

    def __init__(self, level: str = "hard") -> None:
        self.level = level
        self.fingerprint = (f"senket/{level}/projected-{TURNS_AHEAD}-turns/"
                            f"{engine_version(ai, threats, evaluate, scoring, sys.modules[__name__])}")
        self._player = registry.get("senket").computer(level, seed=0)
        self._projector = registry.get("senket").computer(level, seed=0)
        self._projector.cfg["forks"] = 0
        self._values: dict = {}

    def best_turn(self, state) -> list:
        return engine_turn(self._player, state)

    def value(self, state) -> float:
        key = state.key()
        if key not in self._values:
            probe = state.copy()
            for _ in range(TURNS_AHEAD):
                if probe.outcome() is not None:
                    break
                engine_turn(self._projector, probe)
            outcome = probe.outcome()
            totals = outcome.scores if outcome is not None else _totals(probe)
            self._values[key] = float(totals[0] - totals[1])
        return self._values[key]

    def throw_seat(self, state):
        return None

    def describe(self, state, turn: list) -> str:
        """A turn in words (where it stands, the rings on the board show): "a post and 2 fences", "a pass"."""
        kinds = [a if isinstance(a, str) else a[0] for a in turn]
        if "pass" in kinds:
            return "a pass"
        fences = kinds.count("fence")
        if "post" not in kinds:
            return "no post" if not fences else f"{fences} fence{'s' if fences != 1 else ''}"
        words = "a post" + ("" if not fences else f" and {fences} fence{'s' if fences != 1 else ''}")
        gains = _gains(state, turn, self.value)
        if gains is None:
            return words
        now, reply = gains
        words += (f" that gains {now:,} points at once" if now > 0 else
                  f" that loses {-now:,} points at once" if now < 0 else " that gains nothing at once")
        if reply > 0:
            words += f", after which the other side's best play gains {reply:,}"
        return words


def _gains(state, turn: list, value):
    """(what the turn changes in the mover's exact lead at once, what the opponent's best reply then takes
    back: the projection ``value`` less the score after the turn), or None if the turn cannot be played."""
    seat = state.current_player()
    probe = state.copy()
    try:
        before = _totals(probe)
        for data in turn:
            probe.push(probe.action_from_json(data))
        after = _totals(probe)
    except Exception:      # a turn from a record that no longer plays here: words without the figures
        return None
    sign = 1 if seat == 0 else -1
    lead_after = after[0] - after[1]
    now = sign * (lead_after - (before[0] - before[1]))
    reply = 0 if probe.outcome() is not None else round(-sign * (value(probe) - lead_after))
    return now, reply


def _totals(state) -> tuple[int, int]:
    from .rules import FIRST, SECOND
    result = state.score()
    return int(result.totals[FIRST]), int(result.totals[SECOND])


def analyst(level: str = "hard") -> SenketAnalyst:
    return SenketAnalyst(level)
