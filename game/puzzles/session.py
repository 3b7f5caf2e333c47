"""Judging a player's moves in a puzzle, from the actions played so far and nothing else.

``Session.judge(actions)`` replays the actions from the puzzle's start and
walks the solution tree: it says whether the solver is still in the middle
of a turn, played a wrong move (and why, and from where to take it back),
is waiting for the opponent's reply (which actions), has solved the puzzle,
or reached the end of a line without the goal. Being a function of the
action list, it stays right across undo, redo and retry. No pygame here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Optional

from .format import Line, Puzzle, actions_of, thaw

PLAYING, WRONG, REPLY, SOLVED, FAILED = "playing", "wrong", "reply", "solved", "failed"


@dataclass(frozen=True)
class Verdict:
    kind: str
    why: str = ""
    turn_start: int = 0                  # WRONG/FAILED: how many actions to keep when taking the move back
    reply: tuple = ()                    # REPLY: the opponent's actions still to play, in order


class Session:
    def __init__(self, puzzle: Puzzle, names=None) -> None:
        """``names``: what the seats are called on screen, if not the game's usual names (a palette's colours)."""
        self.puzzle = puzzle
        self.names = {"names": tuple(names)} if names else {}
        self.start = puzzle.start_state()
        self.solver = self.start.current_player()
        self.room = puzzle.rules_room

    def goal_text(self) -> str:
        return self.room.goal_text(self.puzzle.goal, self.solver, **self.names)

    def judge(self, actions: list[Hashable]) -> Verdict:
        state = self.start.copy()
        lines, i, n, done = self.puzzle.solution, 0, len(actions), 0
        while True:
            begin = i
            before = state.copy()
            while i < n and state.current_player() == self.solver:
                state.push(actions[i])
                i += 1
            if state.current_player() == self.solver:
                return Verdict(PLAYING)
            line = match_turn(before, lines, actions[begin:i])
            if line is None:
                return Verdict(WRONG, self.why_wrong(before, state, actions[begin:i], first=done == 0),
                               turn_start=begin)
            for k, data in enumerate(line.reply):
                expected = state.action_from_json(thaw(data))
                if i >= n:
                    rest = [expected] + [state.action_from_json(thaw(d)) for d in line.reply[k + 1:]]
                    return Verdict(REPLY, reply=tuple(rest))
                if actions[i] != expected:   # the reply was changed by hand (redo of another line): judge from here
                    return Verdict(WRONG, "That is not the line of this puzzle.", turn_start=begin)
                state.push(actions[i])
                i += 1
            done += 1
            if line.leaf:
                if self.room.goal_met(self.start, state, self.puzzle.goal, self.solver):
                    return Verdict(SOLVED)
                return Verdict(FAILED, self.why_wrong(before, state, actions[begin:i], first=done == 1),
                               turn_start=begin)
            lines = line.then

    def why_wrong(self, before, after, turn, first: bool) -> str:
        if first:
            for ref in self.puzzle.wrong:
                if _covers(turn, actions_of(before, ref.move)):
                    return ref.why
        why = self.room.explain_wrong(before, after, self.puzzle.goal, self.solver, **self.names)
        return why or "That is not the answer. The move is taken back: try again."


def _covers(played, expected) -> bool:
    """A turn matches an accepted move when it makes every action of it (a Senket turn may add fences)."""
    return set(expected) <= set(played)


def match_turn(before, lines: tuple, played: list) -> Optional[Line]:
    """The accepted line that the played turn makes (exactly, or with extra Senket fences), or None."""
    for line in lines:
        try:
            expected = actions_of(before, line.move)
        except ValueError:
            continue
        if _covers(played, expected) and len(expected) > 0:
            return line
    return None
