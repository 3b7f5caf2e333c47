"""Senket's puzzle room: what its goals mean, how they read, and why a wrong move fails.

One goal, measured by the exact scorer (the truth at the end of the game):
``{"kind": "gain", "points": N, "by": M}`` — after your move and the opponent's
reply, your score minus the opponent's has grown by at least N since the start,
and no other turn comes within M points of it (``by``, optional, proved by
``game.senket.prover`` over every post and fence set: "best turn by M points").
Securing a territory, stopping an invasion, invading, joining groups are
all gains; the puzzle's ``theme`` names which one it is.
"""
from __future__ import annotations

from ..puzzles.format import thaw
from .rules import SECOND, FIRST
from .text import SEAT_NAMES

KINDS = ("gain",)


def check_goal(goal: dict) -> None:
    if goal.get("kind") not in KINDS or set(goal) not in ({"kind", "points"}, {"kind", "points", "by"}):
        raise ValueError("a Senket goal is {\"kind\": \"gain\", \"points\": N} with an optional \"by\": M")
    if type(goal["points"]) is not int or not 1 <= goal["points"] <= 100_000:
        raise ValueError("'points' is a whole number from 1 to 100000")
    if "by" in goal and (type(goal["by"]) is not int or not 1 <= goal["by"] <= 100_000):
        raise ValueError("'by' is a whole number from 1 to 100000")


def goal_name(goal: dict) -> str:
    """What the goal proves, in a few words: "best turn by 40 points"."""
    return f"best turn by {goal.get('by', 1)} point{'s' if goal.get('by', 1) != 1 else ''}"


def margin(state, seat: int) -> int:
    """Seat's score minus the other's, if the game ended now (the exact scorer)."""
    totals = state.score().totals
    mine, theirs = (FIRST, SECOND) if seat == 0 else (SECOND, FIRST)
    return int(totals[mine]) - int(totals[theirs])


def gain(start, state, solver: int) -> int:
    return margin(state, solver) - margin(start, solver)


def goal_met(start, state, goal: dict, solver: int) -> bool:
    return gain(start, state, solver) >= goal["points"]


def goal_text(goal: dict, solver: int, names=SEAT_NAMES) -> str:
    """``names``: what the seats are called on screen (the colour-blind palette calls Red "Orange")."""
    return f"{names[solver]} to play: gain at least {goal['points']} points on {names[1 - solver]}."


def explain_wrong(before, after, goal: dict, solver: int, names=SEAT_NAMES) -> str:
    other = names[1 - solver]
    return (f"Not this one: {other} has an answer that keeps your gain under {goal['points']} points. "
            "The move is taken back: try again.")


# ----- search: the solver's best turn against the opponent's best reply -------------------------------
#
# What the search covers (used by ``other_answers``, the tests and the generator):
#
# * **Posts.**  Every empty point where the mover's new post could draw at least one fence, for
#   both sides.  A post that can draw no fence (and no older fence is left to draw) changes no
#   region: on its own it can only become a prisoner of the other side (area scoring) or fill an
#   empty point of its owner's territory (post scoring), so it never helps its owner more than
#   passing does.  The opponent's pass is always tried, and replaces every such lone post.
#   ``radius`` (optional) keeps only the posts within that many points (Chebyshev distance) of
#   a given centre: the "local area" of a puzzle.
# * **Fences.**  After a post, every fence the mover may legally draw (from the new post and
#   from older posts).  With at most ``EXHAUSTIVE`` of them, every legal non-empty subset is
#   tried (crossing fences exclude each other); with more, three plans: draw every fence in
#   order, draw greedily the fences that help alone (best first by the exact scorer), and the
#   single best fence.  A post with no fence at all is not tried (see above).
# * **Depth.**  One turn of the solver and one reply (two plies), valued by the exact scorer
#   ``gain`` (the goal's own measure).  Alpha-beta: a solver turn is worth at most its value
#   when the opponent passes, so most turns are settled with one scoring.
#
# What it does not cover: fence subsets beyond the three plans when a post has more than
# ``EXHAUSTIVE`` legal fences; posts outside ``radius`` when one is given; deeper lines
# (a puzzle whose solution goes on after the first reply is checked on its first move only).

import time as _time

EXHAUSTIVE = 4
_INF = 10 ** 9


class OutOfTime(Exception):
    pass


def _fence_acts(s) -> list:
    return [a for a in s.legal_actions() if a != s.END]


def fence_options(s, seat: int) -> list:
    """With ``seat``'s post down in ``s``: the fence plans to try (lists of fence actions, non-empty)."""
    fences = _fence_acts(s)
    if not fences:
        return []
    if len(fences) <= EXHAUSTIVE:
        out: list = []

        def dfs(i, chosen):
            if i == len(fences):
                if chosen:
                    out.append(list(chosen))
                return
            f = fences[i]
            if f in s.legal_actions():
                s.push(f)
                chosen.append(f)
                dfs(i + 1, chosen)
                chosen.pop()
                s.pop()
            dfs(i + 1, chosen)

        dfs(0, [])
        return out
    base = margin(s, seat)
    alone = []
    for f in fences:
        s.push(f)
        alone.append((margin(s, seat) - base, f))
        s.pop()
    alone.sort(key=lambda t: (-t[0], t[1]))
    plans = []
    for order in ([f for _, f in alone], [f for g, f in alone if g > 0], fences):
        drawn = []
        for f in order:
            if f in s.legal_actions():
                s.push(f)
                drawn.append(f)
        for _ in drawn:
            s.pop()
        if drawn and drawn not in plans:
            plans.append(drawn)
    if [alone[0][1]] not in plans:
        plans.append([alone[0][1]])
    return plans


def _has_old_fences(s, seat: int) -> bool:
    """Whether ``seat`` (to move, turn start) could draw a fence between posts already on the board."""
    if s.current_player() != seat or s.pending.post is not None:
        return False
    empty = list(zip(*(s.posts == 0).nonzero()))
    if not empty:
        return False
    p = (int(empty[0][0]), int(empty[0][1]))
    v = s.copy()
    v.push(v.post_action(p))
    return any(p not in f for f in v.legal_fences())


def turns(s, seat: int, centre=None, radius=None) -> list:
    """``seat``'s turns to try in ``s`` (turn start): lists of actions, each ending with END."""
    n = s.size
    old = _has_old_fences(s, seat)
    posts = s.posts
    out = []
    for x in range(n):
        for y in range(n):
            if posts[x, y]:
                continue
            if radius is not None and centre is not None and max(abs(x - centre[0]), abs(y - centre[1])) > radius:
                continue
            a = x * n + y
            s.push(a)
            if old or s.legal_fences_from((x, y)):
                for plan in fence_options(s, seat):
                    out.append([a, *plan, s.END])
            s.pop()
    return out


def _play(s, acts):
    for a in acts:
        s.push(a)


def _undo(s, acts):
    for _ in acts:
        s.pop()


class Search:
    """Two-ply search of one position: the solver's turns against the opponent's replies."""

    def __init__(self, start, solver: int, centre=None, radius=None, deadline=None):
        self.start = start
        self.solver = solver
        self.base = margin(start, solver)
        self.centre, self.radius = centre, radius
        self.deadline = deadline
        self.nodes = 0
        self._replies: dict = {}

    def gain(self, s) -> int:
        self.nodes += 1
        if self.deadline is not None and self.nodes % 16 == 0 and _time.perf_counter() > self.deadline:
            raise OutOfTime()
        return margin(s, self.solver) - self.base

    def replies(self, s) -> list:
        k = s.key()
        if k not in self._replies:
            self._replies[k] = [[s.PASS]] + turns(s, 1 - self.solver, self.centre, self.radius)
        return self._replies[k]

    def reply_value(self, s, below=-_INF, order=()) -> tuple:
        """The opponent to move in ``s``: (the least gain it can leave, that reply).  Stops as soon as a
        reply leaves at most ``below`` (a refutation is enough)."""
        best, line = _INF, None
        reps = self.replies(s)
        if order:
            first = [r for r in reps if r[0] in order]
            reps = first + [r for r in reps if r[0] not in order]
        for r in reps:
            _play(s, r)
            g = self.gain(s)
            _undo(s, r)
            if g < best:
                best, line = g, r
                if best <= below:
                    break
        return best, line

    def post_values(self, s, need=None, slack=None) -> dict:
        """Per solver post: (value, its best turn found, the reply to it).

        Without options every post's value is exact (for the turns tried).  With ``need``, a
        post's value is settled only as far as needed to know whether it reaches ``need`` (a value
        below ``need`` may be an upper bound).  With ``slack``, only posts within ``slack`` of the
        best are settled exactly; the others' values are upper bounds below that."""
        out: dict = {}
        cands = []
        for t in turns(s, self.solver, self.centre, self.radius):
            _play(s, t)
            s.push(s.PASS)
            ub = self.gain(s)   # the opponent may pass: no reply leaves more
            s.pop()
            _undo(s, t)
            cands.append((ub, t))
        cands.sort(key=lambda c: (-c[0], c[1]))
        top = -_INF
        for ub, t in cands:
            post = t[0]
            cur = out.get(post)
            if need is not None:
                if cur is not None and cur[0] >= need:
                    continue
                floor = need - 1
            else:
                floor = cur[0] if cur is not None else -_INF
                if slack is not None:
                    floor = max(floor, top - slack - 1)
            if ub <= floor:
                if cur is None:
                    out[post] = (ub, t, None)
                continue
            _play(s, t)
            v, r = self.reply_value(s, below=floor)
            _undo(s, t)
            if cur is None or v > cur[0]:
                out[post] = (v, t, r)
            top = max(top, v)
        return out


def _solution_posts(puzzle, state) -> set:
    posts = set()
    for line in puzzle.solution:
        for data in line.move:
            a = state.action_from_json(thaw(data))
            if a < state.size * state.size:
                posts.add(a)
    return posts




def other_answers(puzzle, seconds=None, radius=None) -> list:
    """Other first turns of the solver that also reach the goal, as move JSON.

    Every solver post with a fence (see the search notes above: fence plans per post, the
    opponent's pass and every reply post with a fence, exact scoring after the reply) except the
    solution's posts; a post is reported with the first of its fence plans that keeps the gain at
    least N against every reply tried.  ``radius`` keeps the solver's posts and the replies within
    that distance of the solution's first post.  With ``seconds`` and too little time, the posts
    not reached are not reported (the build script runs the search without a limit)."""
    start = puzzle.start_state()
    solver = start.current_player()
    need = puzzle.goal["points"]
    listed = _solution_posts(puzzle, start)
    centre = None
    if radius is not None and listed:
        a = min(listed)
        centre = (a // start.size, a % start.size)
    deadline = None if seconds is None else _time.perf_counter() + seconds
    search = Search(start, solver, centre, radius, deadline)
    s = start.copy()
    try:
        values = search.post_values(s, need=need)
    except OutOfTime:
        return []
    out = []
    for post, (v, t, _r) in sorted(values.items()):
        if post in listed or v < need:
            continue
        out.append([start.action_to_json(a) for a in t])
    return out


def best_reply(start, state, solver: int, centre=None, radius=None) -> tuple:
    """The opponent to move in ``state``: (the least gain over ``start`` it can leave, the reply's actions)."""
    search = Search(start, solver, centre, radius)
    return search.reply_value(state.copy())
