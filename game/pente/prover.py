"""Prove what a Pente puzzle claims, over the rules alone (never the computer player's evaluation).

* **win** / **capture** goals: the prover's own exact search (``game.pente.proof_search``: an AND/OR search
  over ``push``/``pop``, written apart from the puzzle room's ``game.pente.puzzle.Search`` that sets the
  puzzles, so that a bug in one shows against the other; every defender reply is played).  Proved: each accepted move reaches the goal
  within the stated moves against every reply; the accepted moves are exactly the moves that do, at the
  first move and at every later point of the written lines; and no first move reaches it in fewer moves.
* **defend** goals: after every accepted move of the solver the attacker has no forced win within
  ``HORIZON`` plies of forcing moves (the threat search below); every other first move, the listed wrong
  ones included, loses by force within ``WRONG_MOVES`` of the attacker's moves (the exact search again).

The threat search (``Threats``): the attacker to move wins if it has a winning point; otherwise it may
play only *forcing* moves: a stone in a 5-window already holding two of its stones and none of the
defender's (threes and fours), a capture, or a stone that makes a capturable enemy pair (a capture
threat); where the defender threatens to win at once, every parry instead (a block or a capture); with three plies left only moves that can leave a winning point are tried (a 5-window with three
of its stones, a capture, a stone next to an enemy stone), which is every move that could win there.  The
defender answers with its own immediate win if it has one, else tries the blocks (every point where the
attacker wins at once, or the points of its 5-windows with three stones, then two), its captures and the
points around the last stone, and needs one that holds.  A defence is proved when every forcing line
fails; a defender answer it does not try only makes the proof harder, never wrong.
"""
from __future__ import annotations


from ..puzzles.format import thaw
from ..puzzles.proof import Proof
from .proof_search import ExactSearch as X

HORIZON = 7          # plies of forcing moves the attacker gets after a defence
WRONG_MOVES = 3      # a move that does not defend must lose within this many attacker moves


def _point(state, data) -> tuple:
    return state.action_from_json(thaw(data))


def _name(state, point) -> str:
    from .notation import point_to_str
    return point_to_str(point, state.options.size)


# ----- win and capture ---------------------------------------------------------------------------

def _winning_set(search, s, k: int) -> set:
    """Every legal move of the solver in ``s`` reaching the goal within ``k`` moves: each one is played
    and searched (not only the search's own candidates), so the first move rests on no pruning."""
    return {s.points[i] for i in search.first_moves(s, k)}


def _prove_goal(puzzle, proof: Proof) -> None:
    start = puzzle.start_state()
    solver = start.current_player()
    goal = puzzle.goal
    k = goal["moves"]
    search = X(start, goal, solver)
    s = start.copy()
    what = "win" if goal["kind"] == "win" else f"capture {goal['stones']}"
    for shorter in range(1, k):
        if _winning_set(search, s, shorter):
            proof.problems.append(f"a {what} in {shorter} move{'s' if shorter > 1 else ''} exists: "
                                  f"the puzzle says {k}")
            return
    if k > 1:
        proof.claims.append(f"no {what} in fewer than {k} moves")

    def walk(state, lines, left, path):
        winners = _winning_set(search, state, left)
        accepted = {_point(state, line.move[0]) for line in lines}
        where = " ".join(path) or "the start"
        if accepted - winners:
            bad = ", ".join(_name(state, p) for p in sorted(accepted - winners))
            proof.problems.append(f"after {where}: {bad} does not {what} in {left} against every reply")
        if winners - accepted:
            missing = ", ".join(_name(state, p) for p in sorted(winners - accepted))
            proof.problems.append(f"after {where}: {missing} also {what}s in {left} but is not accepted")
        for line in lines:
            if line.then:
                t = state.copy()
                t.push(_point(t, line.move[0]))
                t.push(_point(t, line.reply[0]))
                walk(t, line.then, left - 1,
                     path + [_name(state, _point(state, line.move[0])), _name(t, _point(t, line.reply[0]))])

    walk(s, puzzle.solution, k, [])
    if not proof.problems:
        firsts = ", ".join(sorted(_name(start, _point(start, line.move[0])) for line in puzzle.solution))
        proof.claims.append(f"{firsts} {'and only it' if len(puzzle.solution) == 1 else 'and only they'} "
                            f"{what} within {k} move{'s' if k > 1 else ''} against every reply "
                            f"(every legal first move searched; replies left out provably lose at once), "
                            f"and so does every accepted later move")
    proof.nodes += search.nodes


# ----- defence -----------------------------------------------------------------------------------

def _windows(s, c: int, least: int) -> dict:
    """Empty point -> how many 5-windows through it hold at least ``least`` stones of colour ``c`` and
    none of the other colour (nor the board's edge)."""
    cells, out, seen = s.cells, {}, set()
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
                if not all(0 <= q < len(cells) for q in window):
                    continue
                vals = [cells[q] for q in window]
                if any(x != 0 and x != c for x in vals):
                    continue
                if vals.count(c) >= least:
                    for q in window:
                        if cells[q] == 0:
                            out[q] = out.get(q, 0) + 1
    return out


def _capture_threats(s, c: int) -> set:
    """Empty points where a stone of colour ``c`` flanks an enemy pair (or Keryo three) whose far end is
    empty: next move it could capture there."""
    if s.options.variant == "gomoku":
        return set()
    cells, o, out = s.cells, 3 - c, set()
    lengths = (2, 3) if s.options.variant == "keryo" else (2,)
    for p, v in enumerate(cells):
        if v != 0:
            continue
        for d in s.directions:
            for n in lengths:
                if all(cells[p + j * d] == o for j in range(1, n + 1)) and cells[p + (n + 1) * d] == 0:
                    out.add(p)
    return out


class Threats:
    """Can ``attacker`` (a colour, 1 or 2) force a win with forcing moves within a number of plies?"""

    def __init__(self, attacker: int):
        self.a = attacker
        self.d = 3 - attacker
        self.table: dict = {}
        self.nodes = 0

    def _push(self, s, i):
        self.nodes += 1
        s.push(s.points[i])

    def attacker_wins(self, s, plies: int) -> bool:
        """The attacker to move with ``plies`` plies left (its move counts one)."""
        if X.win_points(s, self.a):
            return True
        if plies < 3:
            return False
        key = (s.key(), plies, 0)
        if key in self.table:
            return self.table[key]
        theirs = X.win_points(s, self.d)
        caps = set(X.gains(s, self.a))
        if plies == 3:
            moves = set(_windows(s, self.a, 3)) | caps | X.around(s, self.d, 1)
        else:
            moves = set(_windows(s, self.a, 2)) | caps | _capture_threats(s, self.a)
        if theirs:                      # the defender wins next unless this move parries it: every parry
            moves = theirs | caps       # is tried, forcing or not
        result = False
        for i in sorted(moves):
            self._push(s, i)
            try:
                out = s.outcome()
                if out is not None and out.winner == self.a - 1:
                    result = True
                elif out is None and not self.defender_holds(s, plies - 1):
                    result = True
            finally:
                s.pop()
            if result:
                break
        self.table[key] = result
        return result

    def defender_holds(self, s, plies: int) -> bool:
        """The defender to move, ``plies`` left (its reply counts one): is there a reply that holds?"""
        if X.win_points(s, self.d):
            return True                  # it wins at once: the attack is over
        threats = X.win_points(s, self.a)
        if plies < 3 and not threats:
            return True                  # at most one attacker move left and no winning point yet
        key = (s.key(), plies, 1)
        if key in self.table:
            return self.table[key]
        caps = set(X.gains(s, self.d))
        if threats:
            replies = sorted(threats) + sorted(caps - threats)
        else:
            fours = _windows(s, self.a, 3)
            threes = _windows(s, self.a, 2)
            last = s.index(s.last_move) if s.last_move is not None else None
            replies = sorted(fours, key=lambda q: -fours[q]) + sorted(caps)
            replies += sorted((q for q in threes if q not in fours), key=lambda q: -threes[q])[:10]
            if last is not None:
                w = s.row_width
                replies += [last + dy * w + dx for dy in (-1, 0, 1) for dx in (-1, 0, 1)
                            if s.cells[last + dy * w + dx] == 0]
            seen, ordered = set(), []
            for q in replies:
                if q not in seen:
                    seen.add(q)
                    ordered.append(q)
            replies = ordered
        result = False
        for i in replies:
            self._push(s, i)
            try:
                out = s.outcome()
                if out is not None:
                    result = out.winner != self.a - 1
                else:
                    result = not self.attacker_wins(s, plies - 1)
            finally:
                s.pop()
            if result:
                break
        self.table[key] = result
        return result


def attacker_can_force(state, plies: int = HORIZON) -> tuple[bool, int]:
    """(whether the side to move in ``state`` forces a win within ``plies`` of forcing moves, nodes)."""
    t = Threats(state.current_player() + 1)
    s = state.copy()
    return t.attacker_wins(s, plies), t.nodes


def fastest_win(state, most: int = WRONG_MOVES) -> "int | None":
    """The fewest moves (up to ``most``) in which the side to move forces a win against every reply."""
    for k in range(1, most + 1):
        search = X(state, {"kind": "win", "moves": k}, state.current_player())
        if search.reaches(state.copy(), k):
            return k
    return None


def _prove_defence(puzzle, proof: Proof) -> None:
    start = puzzle.start_state()
    solver = start.current_player()
    attacker = 1 - solver
    accepted = {_point(start, line.move[0]) for line in puzzle.solution}

    def walk(state, lines, path):
        for line in lines:
            t = state.copy()
            t.push(_point(t, line.move[0]))
            here = path + [_name(state, _point(state, line.move[0]))]
            out = t.outcome()
            if out is not None:
                if out.winner == attacker:
                    proof.problems.append(f"{' '.join(here)} loses at once")
                continue
            wins, nodes = attacker_can_force(t, HORIZON)
            proof.nodes += nodes
            if wins:
                proof.problems.append(f"after {' '.join(here)} the attacker still forces a win within "
                                      f"{HORIZON} plies of forcing moves: {' '.join(forcing_line(t))}")
            if line.then:
                t.push(_point(t, line.reply[0]))
                walk(t, line.then, here + [_name(t, _point(t, line.reply[0]))])

    # the threat is real: without a defence (a pass, played as a far-away stone) the attacker wins in 2
    if fastest_win_after_pass(start) is None:
        proof.problems.append("the attacker has no forced win even if the defender does nothing: "
                              "nothing to defend")
        return
    walk(start, puzzle.solution, [])
    # every other first move loses by force
    s = start.copy()
    slow = []
    for point in s.legal_actions():
        if point in accepted:
            continue
        s.push(point)
        try:
            out = s.outcome()
            if out is not None and out.winner == solver:
                proof.problems.append(f"{_name(start, point)} wins outright: the defence is not the only answer")
                continue
            if X.win_points(s, attacker + 1):
                continue                         # loses at once
            if fastest_win(s, WRONG_MOVES) is None:
                slow.append(_name(start, point))
        finally:
            s.pop()
    if slow:
        proof.problems.append(f"{', '.join(slow[:8])} {'does' if len(slow) == 1 else 'do'} not lose by force "
                              f"within {WRONG_MOVES} moves: the defence is not the only answer")
    if not proof.problems:
        firsts = ", ".join(sorted(_name(start, p) for p in accepted))
        proof.claims.append(f"after {firsts} the attacker has no forced win within {HORIZON} plies of "
                            f"forcing moves (fours, threes, captures, capture threats)")
        proof.claims.append(f"every other first move (all {len(s.legal_actions()) - len(accepted)}, the "
                            f"{len(puzzle.wrong)} listed wrong ones included) loses by force within "
                            f"{WRONG_MOVES} attacker moves")


def fastest_win_after_pass(start) -> "int | None":
    """The attacker's fastest forced win within 2 moves if the defender played a stone far from
    everything (a threat worth defending is that near; deeper searches of a quiet board are slow)."""
    s = start.copy()
    q = X(s, {"kind": "win", "moves": 1}, 0).quiet_point(s)
    if q is None:
        return None
    s.push(s.points[q])
    return fastest_win(s, 2)


def prove(puzzle) -> Proof:
    proof = Proof()
    if puzzle.goal["kind"] == "defend":
        _prove_defence(puzzle, proof)
    else:
        _prove_goal(puzzle, proof)
    return proof


def forcing_line(state, plies: int = HORIZON) -> list:
    """The attacker's forced win found by the threat search, as names: its move, then for the defender's
    first tried reply the rest of the line (a sample line, to say why a defence fails)."""
    t = Threats(state.current_player() + 1)
    s = state.copy()
    out: list = []
    size = s.options.size
    from .notation import point_to_str
    while True:
        wins = X.win_points(s, t.a)
        if wins:
            out.append(point_to_str(s.points[min(wins)], size) + " wins")
            return out
        found = None
        for i in sorted(set(_windows(s, t.a, 2)) | set(X.gains(s, t.a)) | _capture_threats(s, t.a)
                        | X.around(s, t.d, 1)):
            s.push(s.points[i])
            fails = s.outcome() is not None or not t.defender_holds(s, plies - 1)
            s.pop()
            if fails:
                found = i
                break
        if found is None:
            out.append("?")
            return out
        s.push(s.points[found])
        out.append(point_to_str(s.points[found], size))
        if s.outcome() is not None:
            return out
        threats = X.win_points(s, t.a)
        replies = sorted(threats) if threats else sorted(_windows(s, t.a, 3)) or [X(s, {"kind": "win", "moves": 1}, 0).quiet_point(s)]
        s.push(s.points[replies[0]])
        out.append(point_to_str(s.points[replies[0]], size))
        plies -= 2
