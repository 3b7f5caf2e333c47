"""Pente's puzzle room: what its goals mean, how they read, and why a wrong move fails.

Goals (``docs/puzzles.md``):
- ``{"kind": "win", "moves": N}``: win (five in a row or the capture goal) within N of your moves;
- ``{"kind": "capture", "stones": K, "moves": N}``: capture at least K more stones within N moves;
- ``{"kind": "survive", "moves": N}``: after N moves and replies the opponent has not won.
"""
from __future__ import annotations

from . import text
from .notation import point_to_str

KINDS = ("win", "capture", "survive")


def check_goal(goal: dict) -> None:
    kind = goal.get("kind")
    if kind not in KINDS:
        raise ValueError(f"a Pente goal's kind is one of {', '.join(KINDS)}")
    allowed = {"kind", "moves", "stones"} if kind == "capture" else {"kind", "moves"}
    if set(goal) != allowed:
        raise ValueError(f"a Pente '{kind}' goal has exactly the fields {', '.join(sorted(allowed))}")
    if type(goal["moves"]) is not int or not 1 <= goal["moves"] <= 9:
        raise ValueError("'moves' is a whole number from 1 to 9")
    if kind == "capture" and (type(goal["stones"]) is not int or not 2 <= goal["stones"] <= 15):
        raise ValueError("'stones' is a whole number from 2 to 15")


def _captured(state, seat: int) -> int:
    return state.to_json()["captured"][seat]


def goal_met(start, state, goal: dict, solver: int) -> bool:
    outcome = state.outcome()
    kind = goal["kind"]
    if kind == "win":
        return outcome is not None and outcome.winner == solver
    if kind == "capture":
        lost = outcome is not None and outcome.winner == 1 - solver
        return not lost and _captured(state, solver) - _captured(start, solver) >= goal["stones"]
    return outcome is None or outcome.winner == solver


def _moves(n: int) -> str:
    return "in 1 move" if n == 1 else f"in {n} moves"


def goal_text(goal: dict, solver: int) -> str:
    who = text.SEAT_NAMES[solver]
    kind, n = goal["kind"], goal["moves"]
    if kind == "win":
        return f"{who} to play and win {_moves(n)}."
    if kind == "capture":
        return f"{who} to play and capture {goal['stones']} stones {_moves(n)}."
    return f"{who} to play and survive: after {n} moves {text.SEAT_NAMES[1 - solver]} must not have won."


def explain_wrong(before, after, goal: dict, solver: int) -> str:
    """The opponent's immediate win if there is one, named; else why the goal slips away."""
    other = text.SEAT_NAMES[1 - solver]
    if after.current_player() == 1 - solver:
        size = after.options.size
        for action in after.legal_actions():
            after.push(action)
            won = after.outcome()
            after.pop()
            if won is not None and won.winner == 1 - solver:
                return f"Not this one: {other} now wins at {point_to_str(action, size)}."
    if goal["kind"] == "win":
        return f"Not this one: {other} escapes and the win is gone."
    if goal["kind"] == "capture":
        return f"Not this one: {other} protects the stones."
    return f"Not this one: {other} breaks through."
