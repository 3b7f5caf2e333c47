"""Pente's puzzle room: what its goals mean, how they read, and why a wrong move fails.

Goals (``docs/puzzles.md``):
- ``{"kind": "win", "moves": N}``: win (five in a row or the capture goal) within N of your moves;
- ``{"kind": "capture", "stones": K, "moves": N}``: capture at least K more stones within N moves;
- ``{"kind": "defend", "moves": N}``: stop the opponent's win: after N moves and replies it has not won,
  and (``game.pente.prover``) after the solution it has no forced win within 7 plies of forcing moves.
"""
from __future__ import annotations

from ..puzzles.format import thaw
from . import text
from .notation import point_to_str

KINDS = ("win", "capture", "defend")


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
    if outcome is not None:
        return outcome.winner != 1 - solver
    return state.ply - start.ply >= 2 * goal["moves"]    # all the moves and replies are played


def _moves(n: int) -> str:
    return "in 1 move" if n == 1 else f"in {n} moves"


def goal_name(goal: dict) -> str:
    """What the goal proves, in a few words: "win in 3", "capture 4 in 2", "stop the win"."""
    kind, n = goal["kind"], goal["moves"]
    if kind == "win":
        return f"win in {n}"
    if kind == "capture":
        return f"capture {goal['stones']} in {n}"
    return "stop the win"


def goal_text(goal: dict, solver: int, names=text.SEAT_NAMES) -> str:
    who = names[solver]
    kind, n = goal["kind"], goal["moves"]
    if kind == "win":
        return f"{who} to play and win {_moves(n)}."
    if kind == "capture":
        return f"{who} to play and capture {goal['stones']} stones {_moves(n)}."
    return f"{who} to play and stop {names[1 - solver]}'s win."


def explain_wrong(before, after, goal: dict, solver: int, names=text.SEAT_NAMES) -> str:
    """The opponent's immediate win if there is one, named; else why the goal slips away."""
    other = names[1 - solver]
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


# ----- searching a puzzle: is the goal reached whatever the opponent does? ----------------------
#
# An exact, depth-limited AND/OR search over the real rules (``push``/``pop``/``outcome``): at an OR node
# the solver tries moves, at an AND node the opponent must be beaten by every legal reply.  Whole sets of
# moves are left out only where that is provably the same as trying them (points are flat indices into
# the engine's bordered board; the rules' own ``push`` plays every move that is tried):
#
# * "wins now" (``_wins_now``): a stone that makes five has an own stone next to it, and a stone that
#   captures has an enemy stone next to it, so only the empty neighbours of stones can win at once.
# * The opponent to move, the solver threatening to win at once (set W): a reply that is not in W, does
#   not capture and does not win itself leaves a winning point of W winning (it removes no solver stone
#   and fills no point of the five or of the capture), so only W and the opponent's captures are tried;
#   the rest lose at once.  The same holds the other way round (the solver parrying the opponent's W).
# * The solver with one move left and no such threat: a reply next to no stone ("quiet") makes no pair,
#   captures and blocks nothing, so the solver cannot win after it: the line fails (no reply is tried).
# * The solver with two moves left and no threat either way: its move must leave it threatening to win
#   at once (else the quiet reply refutes it), and a stone can only do that from a 5-window already
#   holding three of its stones, or next to an enemy stone (a capture, or a new flank); only those.
# * Otherwise every legal move is tried (the first solver move of a win in 3, the replies when the solver
#   has two moves left and no immediate threat); replies are tried quiet ones and near ones first, so a
#   move that fails is refuted quickly, and a move that works is proved against every reply.
#
# Goals are searched up to 3 solver moves for "win", 2 for "capture" and "defend" (deeper puzzles are
# too slow to prove exactly; ``SearchTooDeep`` says so).

import time as _time

MAX_MOVES = {"win": 3, "capture": 2, "defend": 2}


class OutOfTime(Exception):
    """The search ran past its deadline."""


class SearchTooDeep(ValueError):
    """The goal asks for more moves than the exact search proves."""


def _five_points(s, c: int) -> set:
    """Empty points where a stone of colour ``c`` makes five or more in a row: for every run of ``c``
    along an axis, the point after it (joining the run after that) and, for a run of four, the point
    before it (a point between two runs is found as the point after the first)."""
    cells, out = s.cells, set()
    for i, v in enumerate(cells):
        if v != c:
            continue
        for d in s.axes:
            if cells[i - d] == c:
                continue                      # not the start of a run
            j = i + d
            while cells[j] == c:
                j += d
            length = (j - i) // d
            if cells[j] == 0:
                k = j + d
                while cells[k] == c:
                    k += d
                if length + (k - j) // d - 1 >= 4:
                    out.add(j)
            if length >= 4 and cells[i - d] == 0:
                out.add(i - d)
    return out


def _capture_gains(s, c: int) -> dict:
    """Empty point -> stones a stone of colour ``c`` there would capture (the rules' patterns, found from
    the enemy stones: flank, pair (or Keryo three), empty point)."""
    gains: dict = {}
    if s.options.variant == "gomoku":          # no captures at all
        return gains
    cells, o, keryo = s.cells, 3 - c, s.options.variant == "keryo"
    for a, v in enumerate(cells):
        if v != o:
            continue
        for d in s.directions:
            if cells[a - d] != c or cells[a + d] != o:
                continue
            b = a + 2 * d
            if cells[b] == 0:
                gains[b] = gains.get(b, 0) + 2
            elif keryo and cells[b] == o and cells[b + d] == 0:
                gains[b + d] = gains.get(b + d, 0) + 3
    return gains


def _neighbours(s, colours=(1, 2)) -> set:
    """Empty points next to a stone of one of ``colours``."""
    cells, out = s.cells, set()
    for i, v in enumerate(cells):
        if v in colours:
            for d in s.directions:
                if cells[i + d] == 0:
                    out.add(i + d)
    return out


def _wins_now(s, c: int) -> set:
    """Empty points where a stone of colour ``c`` wins at once (five, or the capture goal)."""
    out = _five_points(s, c)
    goal = s.options.capture_goal or 0
    if goal:
        need = goal - s.captured[c]
        out.update(p for p, n in _capture_gains(s, c).items() if n >= need)
    return out


def _capture_points(s, c: int) -> set:
    return set(_capture_gains(s, c))


def _three_windows(s, c: int) -> set:
    """Empty points of the 5-windows holding at least three stones of colour ``c``."""
    cells, out, seen = s.cells, set(), set()
    for i, v in enumerate(cells):
        if v != c:
            continue
        for d in s.axes:
            for k in range(5):
                first = i - k * d
                if (first, d) in seen:
                    continue
                seen.add((first, d))
                window = [first + j * d for j in range(5)]
                if any(cells[q] == 3 for q in window):
                    continue
                if sum(1 for q in window if cells[q] == c) >= 3:
                    out.update(q for q in window if cells[q] == 0)
    return out


def _near(s, radius: int = 2) -> set:
    """Empty points within ``radius`` (king steps) of a stone."""
    cells, w, out = s.cells, s.row_width, set()
    steps = [dy * w + dx for dy in range(-radius, radius + 1) for dx in range(-radius, radius + 1)]
    for i, v in enumerate(cells):
        if v == 1 or v == 2:
            for d in steps:
                j = i + d
                if 0 <= j < len(cells) and cells[j] == 0:
                    out.add(j)
    return out


def _quiet(s, avoid=()) -> "int | None":
    """An empty point at least three king steps from every stone (and not in ``avoid``), or None: a stone
    there makes no pair, flanks nothing, captures nothing and blocks nothing near the stones."""
    near = _near(s, 2)
    for i, v in enumerate(s.cells):
        if v == 0 and i not in near and i not in avoid:
            return i
    return None


def _is_quiet(s, i: int) -> bool:
    cells, w = s.cells, s.row_width
    if cells[i] != 0:
        return False
    for dy in (-2, -1, 0, 1, 2):
        for dx in (-2, -1, 0, 1, 2):
            j = i + dy * w + dx
            if 0 <= j < len(cells) and (cells[j] == 1 or cells[j] == 2):
                return False
    return True


def _empties(s) -> list:
    return [i for i, v in enumerate(s.cells) if v == 0]


class Search:
    """Exact search of one Pente goal for ``solver`` (a seat) from ``start``."""

    def __init__(self, start, goal: dict, solver: int, deadline: "float | None" = None):
        kind = goal["kind"]
        if goal["moves"] > MAX_MOVES[kind]:
            raise SearchTooDeep(f"the exact search proves '{kind}' goals up to {MAX_MOVES[kind]} moves")
        self.kind = kind
        self.goal = goal
        self.c = solver + 1
        self.o = 2 - solver
        self.base = start.captured[self.c]
        self.deadline = deadline
        self.nodes = 0
        self._hint = None

    def _quiet(self, s, avoid=()) -> "int | None":
        """``_quiet``, trying the last quiet point found first (they seldom stop being quiet)."""
        h = self._hint
        if h is not None and h not in avoid and _is_quiet(s, h):
            return h
        q = _quiet(s, avoid)
        if q is not None:
            self._hint = q
        return q

    # --- the moves, as points ------------------------------------------------------------------
    def _play(self, s, i: int) -> None:
        self.nodes += 1
        if self.deadline is not None and self.nodes % 256 == 0 and _time.perf_counter() > self.deadline:
            raise OutOfTime()
        s.push(s.points[i])

    def first_moves(self, s, k: int) -> list:
        """Every solver move (as a point index) after which the goal is reached within ``k`` moves."""
        return [m for m in self._candidates(s, k) if self.move_works(s, m, k)]

    def move_works(self, s, m: int, k: int) -> bool:
        """The solver to move in ``s`` plays ``m``: is the goal then reached within ``k`` moves (all replies)?"""
        self._play(s, m)
        try:
            return self._after_move(s, k)
        finally:
            s.pop()

    def reply_works(self, s, r: int, k: int) -> bool:
        """The opponent to move in ``s`` replies ``r``: does the solver still reach the goal with ``k`` moves?"""
        self._play(s, r)
        try:
            out = s.outcome()
            if out is not None:     # the opponent's move cannot win it for the solver; a full board is a draw
                return out.winner != self.o - 1 and self.kind == "defend"
            return self._or(s, k)
        finally:
            s.pop()

    # --- OR nodes: the solver to move, ``k`` moves left ----------------------------------------
    def _or(self, s, k: int) -> bool:
        if self.kind == "win" and _wins_now(s, self.c):
            return True
        return any(self.move_works(s, m, k) for m in self._candidates(s, k))

    def _candidates(self, s, k: int) -> list:
        c, o = self.c, self.o
        mine = _wins_now(s, c)
        theirs = _wins_now(s, o)
        if self.kind == "win":
            if k == 1:
                return sorted(mine)
            if theirs:
                return sorted(mine | theirs | _capture_points(s, c))
            if k == 2 and not mine:
                return sorted(_three_windows(s, c) | _neighbours(s, (o,)))
            return _empties(s)
        if self.kind == "capture":
            if k == 1:
                return sorted(_capture_points(s, c))   # only a capture adds captured stones
            return _empties(s)
        # defend: a move that neither parries every threat, captures, nor wins lets the opponent win
        if theirs:
            return sorted(mine | theirs | _capture_points(s, c))
        return _empties(s)

    # --- after the solver's move (the opponent to move) -----------------------------------------
    def _after_move(self, s, k: int) -> bool:
        out = s.outcome()
        gained = s.captured[self.c] - self.base
        if self.kind == "win":
            if out is not None:
                return out.winner == self.c - 1
            return k > 1 and self._and_win(s, k - 1)
        if self.kind == "capture":
            if out is not None:
                return out.winner == self.c - 1 and gained >= self.goal["stones"]
            if gained >= self.goal["stones"]:
                return not _wins_now(s, self.o)       # judged after the reply: it must not win
            return k > 1 and self._and_generic(s, k - 1)
        if out is not None:
            return out.winner != self.o - 1
        if _wins_now(s, self.o):
            return False
        return k == 1 or self._and_generic(s, k - 1)

    def _and_win(self, s, k: int) -> bool:
        mine = _wins_now(s, self.c)
        if k == 1 and not mine and self._quiet(s) is not None:
            return False
        if _wins_now(s, self.o):
            return False
        if mine:
            replies = sorted(mine | _capture_points(s, self.o))   # any other reply loses at once
            return all(self.reply_works(s, r, k) for r in replies)
        if k == 1:
            q = self._quiet(s)
            if q is not None:
                return False
            return all(self.reply_works(s, r, k) for r in _empties(s))
        return self._every_reply(s, k)

    def _and_generic(self, s, k: int) -> bool:
        """Capture and defend goals: the opponent to move, the solver with ``k`` more moves."""
        if self.kind == "capture" and _wins_now(s, self.o):
            return False
        if k == 1:
            # a quiet reply not in a 5-window with three enemy stones changes nothing that matters
            # (see the notes above): one stands for all of them
            relevant = _near(s, 2) | _three_windows(s, self.o)
            q = self._quiet(s, relevant)
            replies = _empties(s) if q is None else [q] + sorted(relevant)
            return all(self.reply_works(s, r, k) for r in replies)
        return self._every_reply(s, k)

    def _every_reply(self, s, k: int) -> bool:
        """Every legal reply, each answered by the solver with ``k`` moves.  A quiet reply goes first; the
        solver's answers to it are the points the opponent most likely has to take, so they come next,
        then the points near the stones, then the rest (only the order is chosen: all are tried)."""
        near = _near(s, 2) | _three_windows(s, self.c) | _three_windows(s, self.o)
        q = self._quiet(s, near)
        order = []
        if q is not None:
            self._play(s, q)
            try:
                out = s.outcome()
                if out is not None and out.winner == self.o - 1:
                    return False
                answers = [m for m in self._candidates(s, k) if self.move_works(s, m, k)]
            finally:
                s.pop()
            if not answers:
                return False
            w = s.row_width
            around = {a + dy * w + dx for a in answers for dy in (-1, 0, 1) for dx in (-1, 0, 1)}
            order = answers + sorted(p for p in around if p in near and p not in answers)
        seen = set(order) | {q}
        order += sorted(p for p in near if p not in seen)
        seen |= near
        order += [i for i in _empties(s) if i not in seen]
        return all(self.reply_works(s, r, k) for r in order)



def _search_for(puzzle, deadline=None):
    start = puzzle.start_state()
    return start, Search(start, puzzle.goal, start.current_player(), deadline)


def other_answers(puzzle, seconds: "float | None" = None) -> list:
    """Every legal first move that the solution does not accept but that reaches the goal too (against
    every defence), as move JSON; the exact search above.  With ``seconds`` and too little time to finish,
    nothing is reported; a goal deeper than the search proves is not searched."""
    deadline = None if seconds is None else _time.perf_counter() + seconds
    try:
        start, search = _search_for(puzzle, deadline)
    except SearchTooDeep:
        return []
    listed = set()
    for line in puzzle.solution:
        for data in line.move:
            try:
                listed.add(start.action_from_json(thaw(data)))
            except ValueError:
                pass
    s = start.copy()
    k = puzzle.goal["moves"]
    found = []
    try:
        for m in search._candidates(s, k):
            point = s.points[m]
            if point not in listed and search.move_works(s, m, k):
                found.append([list(point)])
    except OutOfTime:
        return []
    return found


def winning_first_moves(start, goal: dict, k: "int | None" = None) -> list:
    """Every move (as a point) of the side to move in ``start`` that reaches ``goal`` within ``k`` moves."""
    search = Search(start, goal, start.current_player())
    s = start.copy()
    return [s.points[m] for m in search.first_moves(s, goal["moves"] if k is None else k)]


def line_is_sound(start, goal: dict, moves: list) -> bool:
    """``moves`` alternate solver, reply, solver, ...: is each solver move, from where it is played, sure to
    reach the goal in the moves left against every reply (not just the ones given)?"""
    s = start.copy()
    solver = s.current_player()
    search = Search(start, goal, solver)
    left = goal["moves"]
    for n, point in enumerate(moves):
        if n % 2 == 0:
            if not search.move_works(s, s.index(point), left):
                return False
            left -= 1
        s.push(point)
    return True
