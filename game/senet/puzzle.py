"""Senet's puzzle room: with the given throw, choose the move with the best winning chance.

Goal: ``{"kind": "best", "chances": [[move, chance], ...]}`` — the solution
lists the accepted moves (every legal move within ``TOLERANCE`` of the best
chance); ``chances`` (optional) holds every legal move's chance of winning,
used to explain a wrong move.

How a chance is measured (``move_chances``)
    * **Exactly** in endgames with at most ``EXACT_COUNTERS`` counters on the
      board (both sides together): every position reachable under the real rules
      (through ``push``/``pop``/``chance_outcomes``/``outcome`` only) is
      enumerated, and the probability that the seat to move wins, under best
      play by both seats and the throws at their true odds, is found by value
      iteration (``exact_chances``). The game can loop (swaps, the House of
      Water, rule set B's curse and backward moves), so this is an iteration
      to a fixed point rather than a plain recursion; it starts from "nobody
      wins" and converges to the winning probability.
    * Otherwise with the computer player's expectiminimax
      (``game.senet.ai.Player("hard").action_values`` at ``AI_DEPTH`` throws),
      its value in [-1, 1] read as a chance ``(v + 1) / 2``.
"""
from __future__ import annotations

import time
from typing import Optional

from ..core.protocol import CHANCE, TERMINAL
from ..puzzles.format import thaw

KINDS = ("best",)
TOLERANCE = 0.005      # moves within half a percentage point of the best are all accepted
EXACT_LIMIT = 150_000  # throw-awaiting positions the exact solver may enumerate
EXACT_COUNTERS = 4     # counters on the board (both sides) up to which chances are exact
AI_DEPTH = 2


class TooLarge(Exception):
    """The position has more reachable positions than the exact solver was allowed."""


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
        move = item[0]
        if (not isinstance(move, list) or len(move) != 2 or type(move[0]) is not int
                or not (type(move[1]) is int or move[1] == "off")):
            raise ValueError("each move in 'chances' is [house, house] or [house, \"off\"]")


def goal_met(start, state, goal: dict, solver: int) -> bool:
    """The accepted moves are the solution's own: reaching a leaf is the goal (and never at the start)."""
    return state is not start and state.key() != start.key()


def goal_text(goal: dict, solver: int, names=None) -> str:
    return "Play the move with the best chance of winning the game."


def _move_name(move) -> str:
    h, t = move[0], move[1]
    return f"{h} off the board" if t == "off" else f"{h} to {t}"


def _percent(c: float) -> str:
    return f"{round(c * 100)}%"


def explain_wrong(before, after, goal: dict, solver: int, names=None) -> str:
    chances = {tuple(m): c for m, c in goal.get("chances", [])}
    if chances:
        best = max(chances.values())
        last = _last_move(before, after)
        if last is not None and last in chances:
            return (f"Moving {_move_name(last)} wins {_percent(chances[last])} of the time; "
                    f"the best move wins {_percent(best)}. It is taken back: try again.")
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


# ----- measuring the chances ------------------------------------------------------

def exact_chances(state, limit: int = EXACT_LIMIT, deadline: Optional[float] = None) -> dict:
    """``{action: chance}``: for each legal action of the seat to move, the exact probability that
    this seat wins the game after it, under best play by both seats (see the module docstring).

    Raises ``TooLarge`` past ``limit`` positions (or ``deadline``, a ``time.perf_counter()`` time)."""
    import numpy as np

    seat = state.current_player()
    if seat in (CHANCE, TERMINAL):
        raise ValueError("a seat must be to move, with its throw in hand")
    ids: dict = {}
    states: list = [None, None]          # node 0: the seat lost; node 1: it won
    dec_node: list = []                  # per (position, throw): the position's node
    dec_p: list = []                     # the throw's probability
    dec_sgn: list = []                   # +1 the seat chooses (max), -1 the opponent (min)
    starts: list = []                    # where its successors begin in ``child``
    child: list = []

    def node(s) -> int:
        cp = s.current_player()
        if cp == TERMINAL:
            return 1 if s.outcome().winner == seat else 0
        k = s.key()
        i = ids.get(k)
        if i is None:
            i = len(states)
            if i - 2 >= limit:
                raise TooLarge(f"more than {limit} positions")
            ids[k] = i
            states.append(s.copy())
        return i

    s = state.copy(events=False)
    roots = {}
    for a in s.legal_actions():
        s.push(a)
        roots[a] = node(s)
        s.pop()
    i = 2
    while i < len(states):
        if deadline is not None and (i & 1023) == 0 and time.perf_counter() > deadline:
            raise TooLarge("out of time")
        s = states[i]
        states[i] = None
        for v, p in s.chance_outcomes():
            s.push(v)
            cp = s.current_player()
            dec_node.append(i)
            dec_p.append(p)
            starts.append(len(child))
            if cp == CHANCE or cp == TERMINAL:   # the throw was forfeited
                dec_sgn.append(1.0)
                child.append(node(s))
            else:
                dec_sgn.append(1.0 if cp == seat else -1.0)
                for a in s.legal_actions():
                    s.push(a)
                    child.append(node(s))
                    s.pop()
            s.pop()
        i += 1
    n = len(states)
    dnode = np.array(dec_node, dtype=np.int64)
    dp = np.array(dec_p, dtype=np.float64)
    dsgn = np.array(dec_sgn, dtype=np.float64)
    ch = np.array(child, dtype=np.int64)
    st = np.array(starts, dtype=np.int64)
    csgn = np.repeat(dsgn, np.diff(np.append(st, len(ch))))
    vals = np.zeros(n)
    vals[1] = 1.0
    if len(dnode):
        for sweep in range(1_000_000):
            best = np.maximum.reduceat(csgn * vals[ch], st) * dsgn
            new = np.bincount(dnode, weights=dp * best, minlength=n)
            new[0], new[1] = 0.0, 1.0
            delta = float(np.max(np.abs(new - vals)))
            vals = new
            if delta < 1e-13:
                break
            if deadline is not None and (sweep & 63) == 0 and time.perf_counter() > deadline:
                raise TooLarge("out of time")
    return {a: float(vals[c]) for a, c in roots.items()}


def ai_chances(state, depth: int = AI_DEPTH) -> dict:
    """``{action: chance}`` as the computer player's expectiminimax values them, read as (v + 1) / 2."""
    from .ai import Player
    values = Player("hard").action_values(state, depth)
    return {a: (v + 1.0) / 2.0 for a, v in values.items()}


def exact_is_used(state) -> bool:
    """The exact solver is used for endgames with at most ``EXACT_COUNTERS`` counters left on the board."""
    return sum(1 for h in range(1, 31) if state.board[h] is not None) <= EXACT_COUNTERS


def move_chances(state, deadline: Optional[float] = None) -> tuple[dict, str]:
    """(``{action: chance}``, ``"exact"`` or ``"ai"``): exact for small endgames (``exact_is_used``),
    else the computer player's expectiminimax."""
    if exact_is_used(state):
        return exact_chances(state, EXACT_LIMIT, deadline), "exact"
    return ai_chances(state), "ai"


def accepted(chances: dict) -> list:
    """The actions within ``TOLERANCE`` of the best chance, in legal order."""
    best = max(chances.values())
    return [a for a, c in chances.items() if c >= best - TOLERANCE]


def other_answers(puzzle, seconds: Optional[float] = None) -> list:
    """Every legal first move the solution does not list whose chance is within ``TOLERANCE`` of the best,
    as move JSON (a list of one action), recomputed as the puzzle was built (see ``move_chances``).
    With ``seconds`` and too little time to finish, nothing is reported."""
    state = puzzle.start_state()
    deadline = None if seconds is None else time.perf_counter() + seconds
    try:
        chances, _ = move_chances(state, deadline)
    except TooLarge:   # out of the time given: nothing could be checked
        return []
    listed = set()
    for line in puzzle.solution:
        for data in line.move:
            try:
                listed.add(state.action_from_json(thaw(data)))
            except ValueError:
                pass
    return [[state.action_to_json(a)] for a in accepted(chances) if a not in listed]
