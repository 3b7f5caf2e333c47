"""Prove what a Senet puzzle claims, over the rules alone (never the computer player's evaluation).

A Senet puzzle says: with this throw, the accepted moves have the best chance of winning, and every other
legal move's chance is at least ``MARGIN`` (0.02) lower.  Chances are measured exactly: from the exact
solver's tables (``game.senet.solver.move_values``) wherever they cover the position (at most two counters
a side), else by enumerating every position the game can still reach through the rules'
``push``/``pop``/``chance_outcomes`` and finding the winning probability under best play by both sides by
value iteration (``game.senet.puzzle.exact_chances``, up to ``LIMIT`` positions); the two agree to 1e-10 on
every shipped puzzle both cover.  A position too big for either is not proved (no estimate stands in).
The chances written in the goal (shown to explain a wrong move) must be the exact ones to 4 decimals.
"""
from __future__ import annotations


from ..puzzles.format import thaw
from .puzzle import TooLarge, exact_chances
from ..puzzles.proof import Proof

MARGIN = 0.02
LIMIT = 400_000


def _name(state, action) -> str:
    h, t = state.action_to_json(action)
    return f"{h}→{t}"


def chances(state) -> tuple[dict, str]:
    """(``{action: exact chance of winning}`` for the side to move, how it was found); ``TooLarge`` past
    ``LIMIT`` positions."""
    try:
        from . import solver
        if solver.covers(state):
            values = solver.move_values(state)
            if values and set(values) == set(state.legal_actions()):
                return values, "the exact solver's table"
    except ImportError:
        pass
    return exact_chances(state, LIMIT), "value iteration over every reachable position"


def prove(puzzle) -> Proof:
    proof = Proof()
    start = puzzle.start_state()
    try:
        values, how = chances(start)
    except TooLarge as exc:
        proof.problems.append(f"the position is too big to solve exactly ({exc}): not proved")
        return proof
    accepted = {start.action_from_json(thaw(line.move[0])) for line in puzzle.solution}
    others = {a: c for a, c in values.items() if a not in accepted}
    worst = min(values[a] for a in accepted)
    if others:
        best_other, second = max((c, a) for a, c in others.items())
        if worst - best_other < MARGIN:
            proof.problems.append(f"{_name(start, second)} wins {best_other:.4f}, within {MARGIN} of the "
                                  f"solution's {worst:.4f}")
    for a in accepted:
        if values[a] < max(values.values()) - 1e-9 and len(accepted) == 1:
            proof.problems.append(f"{_name(start, a)} is not the best move")
    for move, c in puzzle.goal.get("chances", []):
        a = start.action_from_json(move)
        if a not in values:
            proof.problems.append(f"the goal lists {move}, which is not a legal move")
        elif abs(values[a] - c) > 0.00051:
            proof.problems.append(f"the goal says {move} wins {c}, but its exact chance is {values[a]:.4f}")
    if not proof.problems:
        names = ", ".join(sorted(_name(start, a) for a in accepted))
        if others:
            proof.claims.append(f"{names} wins {worst:.4f} exactly ({how}); the best other of the "
                                f"{len(others)} legal moves wins {best_other:.4f} (margin "
                                f"{worst - best_other:.4f} ≥ {MARGIN})")
        else:
            proof.claims.append(f"{names} is the only legal move")
    return proof
