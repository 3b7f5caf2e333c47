"""Senet's puzzle room: with the given throw, choose the move with the best winning chance.

Goal: ``{"kind": "best", "chances": [[move, chance], ...]}`` — the solution
lists the accepted moves; ``chances`` (optional, as the computer player's
expectiminimax measured them) lets a wrong move be explained by its chance.
"""
from __future__ import annotations

from .text import seat_label, side_name

KINDS = ("best",)


def check_goal(goal: dict) -> None:
    if goal.get("kind") not in KINDS or not set(goal) <= {"kind", "chances"}:
        raise ValueError("a Senet goal is {\"kind\": \"best\"} with optional \"chances\"")
    chances = goal.get("chances", [])
    if not isinstance(chances, list) or len(chances) > 64:
        raise ValueError("'chances' is a list of [move, chance]")
    for item in chances:
        if (not isinstance(item, list) or len(item) != 2 or not isinstance(item[1], (int, float))
                or isinstance(item[1], bool) or not 0 <= item[1] <= 1):
            raise ValueError("each of 'chances' is [move, a chance from 0 to 1]")


def goal_met(start, state, goal: dict, solver: int) -> bool:
    """The accepted moves are the solution's own: reaching a leaf is the goal (and never at the start)."""
    return state is not start and state.key() != start.key()


def _who(state, seat: int) -> str:
    side = state.side_of_seat(seat)
    return side_name(state.ruleset, side) if side is not None else seat_label(seat)


def goal_text(goal: dict, solver: int) -> str:
    return "Play the move with the best chance of winning the game."


def explain_wrong(before, after, goal: dict, solver: int) -> str:
    chances = {tuple(m) if isinstance(m, list) else m: c for m, c in goal.get("chances", [])}
    if chances:
        best = max(chances.values())
        last = _last_move(before, after)
        if last is not None and last in chances:
            return (f"That move wins {chances[last]:.0%} of the time; the best wins {best:.0%}. "
                    "It is taken back: try again.")
    return "A playable move, but not the best one here. It is taken back: try again."


def _last_move(before, after):
    """The action JSON (as a tuple) of the move between two positions, found among before's legal moves."""
    for action in before.legal_actions():
        s = before.copy()
        s.push(action)
        if s.key() == after.key():
            data = before.action_to_json(action)
            return tuple(data) if isinstance(data, list) else data
    return None
