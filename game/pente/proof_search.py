"""The prover's own exact search of Pente's win and capture goals, over the rules alone.

Written apart from the puzzle room's search (``game.pente.puzzle.Search``), which sets and checks the
puzzles, so that a bug in either shows as a disagreement (``tests/pente/test_proof_search.py`` holds the two
to the same answer on every shipped win and capture puzzle). It shares nothing with it but the rules'
``State`` (``push``/``pop``/``outcome``/``legal_actions``), and nothing at all with the computer player.

An AND/OR search: the solver (A) to move needs one move that reaches the goal within ``k`` moves; the
opponent (D) to move must be beaten after each of its legal replies. Every reply is tried, with two
shortcuts, each argued from the rules:

* **A already threatens to win at once** (win goals): a reply of D that captures nothing, does not end the
  game and is not one of A's winning points leaves every one of them winning (D's stone changes none of
  the cells A's five or capture uses), so only the others are searched. Each reply is still played to know
  what it captures.
* **D threatens to win at once** (A to move, no win of its own): a move of A that captures nothing and is
  not one of D's winning points leaves D's win standing, so only those points and A's captures are tried.

and one restriction of A's moves two moves from the goal: with two moves left and no win at once, A's move
must leave a winning point behind, or D answers far from every stone (a *quiet* point: nothing within two
points, so it makes no pair, no five and no capture) and A has none. A move makes a winning point only if
it lies in a 5-window holding three more stones of A and none of D (a four), or next to a stone of D
(flanking or capturing a pair, which also opens lines); the rest are left out only where a quiet point
is left after them. Otherwise every legal move is tried, the likely ones first (order only).

Win points are read from the board here, by 5-windows and capture patterns (the puzzle room reads them
from runs of stones): a five is a window of five points on the board holding four stones of a colour and
one empty point; a capture is a pair (in Keryo also a three) of the other colour flanked by one stone.
"""
from __future__ import annotations

from .rules import EMPTY, OFF


class ExactSearch:
    """Can ``solver`` (a seat) reach ``goal`` (a win or capture goal) within ``k`` moves from a position?"""

    def __init__(self, start, goal: dict, solver: int):
        if goal["kind"] not in ("win", "capture"):
            raise ValueError("the exact search proves win and capture goals")
        self.kind = goal["kind"]
        self.stones = goal.get("stones", 0)
        self.a = solver + 1
        self.d = 2 - solver
        self.base = start.captured[self.a]
        self.table: dict = {}
        self.nodes = 0
        self._quiet_seen: list = []      # quiet points found before: they seldom stop being quiet

    # ----- reading the board ----------------------------------------------------------------------
    @staticmethod
    def gains(s, c: int) -> dict:
        """Empty point index -> stones a stone of colour ``c`` there would capture (found from the stones of
        the other colour next to the empty point)."""
        out: dict = {}
        variant = s.options.variant
        if variant == "gomoku":
            return out
        cells, o = s.cells, 3 - c
        for a, v in enumerate(cells):
            if v != o:
                continue
            for d in s.directions:
                p = a - d
                if cells[p] != EMPTY or cells[a + d] != o:
                    continue
                far = cells[a + 2 * d]
                if far == c:
                    out[p] = out.get(p, 0) + 2
                elif variant == "keryo" and far == o and cells[a + 3 * d] == c:
                    out[p] = out.get(p, 0) + 3
        return out

    @staticmethod
    def windows_through(s, c: int):
        """Each 5-window through a stone of colour ``c``, once: ``(start, step, window)``, the window the cells
        from ``start`` every ``step``."""
        cells, seen, n = s.cells, set(), len(s.cells)
        for i, v in enumerate(cells):
            if v != c:
                continue
            for d in s.axes:
                for back in range(5):
                    start = i - back * d
                    if (start, d) in seen or start < 0 or start + 4 * d >= n:
                        continue
                    seen.add((start, d))
                    yield start, d, cells[start:start + 4 * d + 1:d]

    @classmethod
    def fives(cls, s, c: int) -> set:
        """Empty point indices that complete a 5-window of four stones of colour ``c``."""
        return {start + window.index(EMPTY) * d for start, d, window in cls.windows_through(s, c)
                if window.count(c) == 4 and window.count(EMPTY) == 1}

    @classmethod
    def win_points(cls, s, c: int) -> set:
        """Where a stone of colour ``c`` wins at once: a five, or captures reaching the capture goal."""
        out = cls.fives(s, c)
        goal = s.options.capture_goal
        if goal:
            need = goal - s.captured[c]
            out |= {p for p, g in cls.gains(s, c).items() if g >= need}
        return out

    @classmethod
    def windows(cls, s, c: int) -> set:
        """Empty points of the 5-windows holding at least three stones of ``c`` and none of the other colour."""
        o, out = 3 - c, set()
        for start, d, window in cls.windows_through(s, c):
            if OFF in window or o in window or window.count(c) < 3:
                continue
            out.update(start + j * d for j, x in enumerate(window) if x == EMPTY)
        return out

    @staticmethod
    def around(s, c: int, radius: int) -> set:
        """Empty points within ``radius`` (king steps) of a stone of colour ``c`` (any colour if c is None)."""
        cells, w, out = s.cells, s.row_width, set()
        steps = [dy * w + dx for dy in range(-radius, radius + 1) for dx in range(-radius, radius + 1)]
        for i, v in enumerate(cells):
            if (v == c) if c is not None else (v == 1 or v == 2):
                for st in steps:
                    j = i + st
                    if 0 <= j < len(cells) and cells[j] == EMPTY:
                        out.add(j)
        return out

    def legal(self, s) -> list:
        """The legal moves as point indices: every empty point where the opening rule restricts nothing
        (the rules' own ``legal_moves`` says the same), else the rules' list."""
        if s.restricted_area() is None and s.outcome() is None:
            return [i for i, v in enumerate(s.cells) if v == EMPTY]
        return [s.index(p) for p in s.legal_actions()]

    def quiet_point(self, s, away_from=None) -> "int | None":
        """A legal point with no stone within two points (and more than four from ``away_from``), or None
        (also while the opening rule restricts the moves): a reply there makes no pair, five or capture."""
        if s.restricted_area() is not None:
            return None
        cells, pts, w = s.cells, s.points, s.row_width
        size = s.options.size

        def ok(i):
            if cells[i] != EMPTY:
                return False
            x, y = pts[i]
            if away_from is not None:
                fx, fy = pts[away_from]
                if max(abs(x - fx), abs(y - fy)) <= 4:
                    return False
            for yy in range(max(0, y - 2), min(size, y + 3)):
                row = (yy + 1) * w + 1
                for xx in range(max(0, x - 2), min(size, x + 3)):
                    if cells[row + xx] in (1, 2):
                        return False
            return True

        for i in self._quiet_seen:
            if ok(i):
                return i
        for i, v in enumerate(cells):
            if v == EMPTY and ok(i):
                self._quiet_seen.append(i)
                return i
        return None

    # ----- the search ------------------------------------------------------------------------------
    def first_moves(self, s, k: int) -> list:
        """Every legal move (a point index) of the solver that reaches the goal within ``k`` moves."""
        return [i for i in self.legal(s) if self.move_reaches(s, i, k)]

    def reaches(self, s, k: int) -> bool:
        """A to move: is the goal reached within ``k`` moves against every defence?"""
        key = (s.key(), k, 0)
        if key not in self.table:
            self.table[key] = any(self.move_reaches(s, i, k) for i in self.moves(s, k))
        return self.table[key]

    def moves(self, s, k: int) -> list:
        legal = self.legal(s)
        ok = set(legal)
        a, d = self.a, self.d
        if self.kind == "capture":
            caps = [i for i in self.gains(s, a) if i in ok]
            if k == 1:
                return sorted(caps)          # only a capture adds captured stones
            return self._ordered(s, legal, caps)
        mine = self.win_points(s, a) & ok
        if mine:
            return sorted(mine)
        if k == 1:
            return []
        caps = set(self.gains(s, a)) & ok
        theirs = self.win_points(s, d) & ok
        if theirs:
            return sorted(theirs | caps)
        if k == 2:
            makers = (self.windows(s, a) | self.around(s, d, 1)) & ok
            q1 = self.quiet_point(s)
            q2 = None if q1 is None else self.quiet_point(s, away_from=q1)
            if q2 is None:
                return legal                  # no two quiet points: nothing is left out
            # q1 and q2 are more than four apart, so every move leaves one of them quiet: D answers there
            return [i for i in legal if i in makers]
        return self._ordered(s, legal, caps)

    def _ordered(self, s, legal, first) -> list:
        near = self.around(s, None, 1)
        head = sorted(set(first))
        rest = [i for i in legal if i not in set(head)]
        return head + [i for i in rest if i in near] + [i for i in rest if i not in near]

    def move_reaches(self, s, i: int, k: int) -> bool:
        """A plays point index ``i``: is the goal reached within ``k`` moves (this one included)?"""
        self.nodes += 1
        s.push(s.points[i])
        try:
            out = s.outcome()
            if self.kind == "win":
                if out is not None:
                    return out.winner == self.a - 1
                return k > 1 and self.holds(s, k - 1)
            gained = s.captured[self.a] - self.base
            if out is not None:
                return out.winner == self.a - 1 and gained >= self.stones
            if gained >= self.stones:
                return not (self.win_points(s, self.d) & set(self.legal(s)))   # D's reply must not win
            return k > 1 and self.holds(s, k - 1)
        finally:
            s.pop()

    def holds(self, s, k: int) -> bool:
        """D to move, A with ``k`` moves after: does A reach the goal after every legal reply?"""
        key = (s.key(), k, 1)
        if key in self.table:
            return self.table[key]
        legal = self.legal(s)
        threats = self.win_points(s, self.a) & set(legal) if self.kind == "win" else set()
        q = self.quiet_point(s)

        def order():
            if q is not None:
                yield q                       # the likeliest refutation first (order only)
            for i in self._ordered(s, legal, threats):
                if i != q:
                    yield i

        result = True
        for r in order():
            self.nodes += 1
            res = s.push(s.points[r])[0]
            try:
                out = s.outcome()
                if out is not None:
                    result = False            # D won, or the board is full: the goal is not reached
                elif threats and not res.captured_count and r not in threats:
                    continue                  # every winning point of A still wins (see the notes)
                else:
                    result = self.reaches(s, k)
            finally:
                s.pop()
            if not result:
                break
        self.table[key] = result
        return result
