"""Senket's puzzle room: what its goals mean, how they read, and why a wrong move fails.

One goal, measured by the exact scorer (the truth at the end of the game):
``{"kind": "gain", "points": N}`` — after your move and the opponent's reply,
your score minus the opponent's has grown by at least N since the start.
Securing a territory, stopping an invasion, invading, joining groups are
all gains; the puzzle's ``theme`` names which one it is.
"""
from __future__ import annotations

from .rules import BLUE, RED
from .text import SEAT_NAMES

KINDS = ("gain",)


def check_goal(goal: dict) -> None:
    if goal.get("kind") not in KINDS or set(goal) != {"kind", "points"}:
        raise ValueError("a Senket goal is {\"kind\": \"gain\", \"points\": N}")
    if type(goal["points"]) is not int or not 1 <= goal["points"] <= 10_000:
        raise ValueError("'points' is a whole number from 1 to 10000")


def margin(state, seat: int) -> int:
    """Seat's score minus the other's, if the game ended now (the exact scorer)."""
    totals = state.score().totals
    mine, theirs = (RED, BLUE) if seat == 0 else (BLUE, RED)
    return int(totals[mine]) - int(totals[theirs])


def gain(start, state, solver: int) -> int:
    return margin(state, solver) - margin(start, solver)


def goal_met(start, state, goal: dict, solver: int) -> bool:
    return gain(start, state, solver) >= goal["points"]


def goal_text(goal: dict, solver: int) -> str:
    return f"{SEAT_NAMES[solver]} to play: gain at least {goal['points']} points on {SEAT_NAMES[1 - solver]}."


def explain_wrong(before, after, goal: dict, solver: int) -> str:
    other = SEAT_NAMES[1 - solver]
    return (f"Not this one: {other} has an answer that keeps your gain under {goal['points']} points. "
            "The move is taken back: try again.")
