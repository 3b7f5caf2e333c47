"""Verify a puzzle: every line of its solution legal and in turn, the goal met at every leaf,
and (where the game's puzzle room can search it) no other first move reaching the goal.

Used by the tests over ``levels/`` and by the generator before it keeps a puzzle.
"""
from __future__ import annotations

from typing import Optional

from ..core.protocol import IllegalAction, PositionError
from .format import Puzzle, actions_of, thaw


def verify(puzzle: Puzzle, unique: bool = True, seconds: Optional[float] = None) -> list[str]:
    """Problems found (empty: the puzzle is sound)."""
    problems: list[str] = []
    start = puzzle.start_state()
    solver = start.current_player()
    if solver not in (0, 1):
        return ["the start has no player to move"]
    if puzzle.rules_room.goal_met(start, start, puzzle.goal, solver):
        problems.append("the goal already holds at the start")
    _walk(puzzle, start, start.copy(), puzzle.solution, solver, [], problems)
    for ref in puzzle.wrong:
        try:
            _play_turn(start.copy(), ref.move, solver)
        except ValueError as exc:
            problems.append(f"wrong move {list(ref.move)} cannot be played: {exc}")
            continue
        if any(set(actions_of(start, line.move)) <= set(actions_of(start, ref.move)) for line in puzzle.solution):
            problems.append(f"wrong move {list(ref.move)} is also an accepted answer")
    if unique and not problems:
        others = getattr(puzzle.rules_room, "other_answers", None)
        if others is not None:
            for move in others(puzzle, seconds):
                problems.append(f"another first move also reaches the goal: {move}")
    return problems


def _play_turn(state, move, seat: int) -> None:
    """Push a whole turn; it must be legal, by ``seat`` throughout, and end that seat's turn."""
    for k, data in enumerate(move):
        if state.current_player() != seat:
            raise ValueError(f"action {k + 1} of {list(move)} comes after the turn ended")
        try:
            state.push(state.action_from_json(thaw(data)))
        except (IllegalAction, PositionError) as exc:
            raise ValueError(f"action {thaw(data)} is not legal ({exc})") from None
    if state.current_player() == seat:
        raise ValueError(f"{list(move)} does not end the turn")


def _walk(puzzle: Puzzle, start, state, lines: tuple, solver: int, path: list, problems: list) -> None:
    seen = []
    for line in lines:
        where = " / ".join(str(list(m)) for m in path + [line.move])
        s = state.copy()
        try:
            expected = actions_of(s, line.move)
        except (PositionError, ValueError) as exc:
            problems.append(f"{where}: {exc}")
            continue
        if any(set(e) <= set(expected) or set(expected) <= set(e) for e in seen):
            problems.append(f"{where}: two accepted moves here overlap")
        seen.append(expected)
        try:
            _play_turn(s, line.move, solver)
        except ValueError as exc:
            problems.append(f"{where}: {exc}")
            continue
        if line.reply:
            opponent = s.current_player()
            if opponent not in (0, 1) or opponent == solver:
                problems.append(f"{where}: a reply is given but the opponent is not to move")
                continue
            try:
                _play_turn(s, line.reply, opponent)
            except ValueError as exc:
                problems.append(f"{where}: reply: {exc}")
                continue
        if line.leaf:
            if not puzzle.rules_room.goal_met(start, s, puzzle.goal, solver):
                problems.append(f"{where}: the goal does not hold at the end of this line")
        else:
            if s.current_player() != solver:
                problems.append(f"{where}: the line goes on but the solver is not to move")
                continue
            _walk(puzzle, start, s, line.then, solver, path + [line.move], problems)
