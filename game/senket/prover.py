"""Prove what a Senket puzzle claims, over the rules and the exact scorer alone (never the computer player).

A Senket puzzle says: this turn gains at least ``points`` on the opponent, after its best reply, and it is
the best turn by at least ``by`` points (the goal's margin; ``MIN_MARGIN`` when the file gives none).

The proof is an exhaustive two-ply search.  A *turn* is a pass, or a post on any empty point followed by
any legal set of fences (from the new post and between older posts; every subset, fences that would
cross one drawn before left out), the empty set included.  Its *value* is the least gain (the exact
scorer's margin, ``game.senket.puzzle.gain``) the opponent can leave with any of its own turns, every one
of them tried in the same way.  Proved:

* the written solution turn's value is at least ``points`` (every reply tried: the exact minimum);
* every turn the puzzle does not accept (one that does not make every action of an accepted move) has a
  value at most the solution's value minus ``by``: shown by one reply that holds it there (the pass
  first, which bounds every turn from above, then the replies that refuted the turns before);
* every turn the puzzle accepts (the solution with more fences drawn) still reaches ``points``.

Nothing is sampled or left to a radius: every post of the solver is tried, with every fence set.
"""
from __future__ import annotations


from ..puzzles.format import thaw
from .puzzle import _play, _undo, gain
from ..puzzles.proof import Proof

MIN_MARGIN = 1


def all_turns(s) -> list:
    """Every turn of the side to move in ``s`` (at a turn start): the pass, then each empty point's post
    with each legal fence set (lists of actions, each post's ending with END)."""
    out = [[s.PASS]]
    n2 = s.size * s.size
    for a in range(n2):
        if not s.is_legal(a):
            continue
        s.push(a)
        fences = [f for f in s.legal_actions() if f != s.END]
        chosen: list = []

        def dfs(i):
            if i == len(fences):
                out.append([a, *chosen, s.END])
                return
            f = fences[i]
            if s.is_legal(f):
                s.push(f)
                chosen.append(f)
                dfs(i + 1)
                chosen.pop()
                s.pop()
            dfs(i + 1)

        dfs(0)
        s.pop()
    return out


class TwoPly:
    def __init__(self, start, solver: int):
        self.start = start
        self.solver = solver
        self.nodes = 0

    def gain(self, s) -> int:
        self.nodes += 1
        return gain(self.start, s, self.solver)

    def value(self, s, turn) -> tuple:
        """(the exact value of the solver's ``turn`` from ``s``: the least gain over every reply, that reply)."""
        _play(s, turn)
        try:
            best, line = None, None
            for r in all_turns(s):
                _play(s, r)
                g = self.gain(s)
                _undo(s, r)
                if best is None or g < best:
                    best, line = g, r
            return best, line
        finally:
            _undo(s, turn)

    def held_to(self, s, turn, ceiling: int, killers: list) -> "tuple[bool, list | None]":
        """Whether some reply keeps ``turn``'s gain at most ``ceiling`` (and which); ``killers`` first."""
        _play(s, turn)
        try:
            for r in killers:
                if legal_turn(s, r):
                    _play(s, r)
                    g = self.gain(s)
                    _undo(s, r)
                    if g <= ceiling:
                        return True, r
            for r in all_turns(s):
                _play(s, r)
                g = self.gain(s)
                _undo(s, r)
                if g <= ceiling:
                    return True, r
            return False, None
        finally:
            _undo(s, turn)


def legal_turn(s, acts) -> bool:
    """Whether the whole turn ``acts`` can be played from ``s`` (a remembered turn may have gone stale);
    ``s`` is left as it was."""
    done = 0
    ok = True
    for a in acts:
        if not s.is_legal(a):
            ok = False
            break
        s.push(a)
        done += 1
    for _ in range(done):
        s.pop()
    return ok


def _accepted(start, puzzle) -> list:
    return [set(start.action_from_json(thaw(d)) for d in line.move) for line in puzzle.solution]


def prove(puzzle) -> Proof:
    proof = Proof()
    start = puzzle.start_state()
    solver = start.current_player()
    need = puzzle.goal["points"]
    by = puzzle.goal.get("by", MIN_MARGIN)
    search = TwoPly(start, solver)
    s = start.copy()
    accepted = _accepted(start, puzzle)
    solution = [start.action_from_json(thaw(d)) for d in puzzle.solution[0].move]
    value, reply = search.value(s, solution)
    if value < need:
        proof.problems.append(f"the solution gains only {value} after the best reply "
                              f"({_turn_text(start, solution, reply)}), not {need}")
        proof.nodes = search.nodes
        return proof
    ceiling = value - by
    killers = [reply, [s.PASS]]
    turns = all_turns(s)
    beaten, close = 0, []
    for t in turns:
        if any(acts <= set(t) for acts in accepted):
            v, r = search.value(s, t) if t != solution else (value, reply)
            if v < need:
                proof.problems.append(f"an accepted turn ({_turn_text(start, t)}) gains only {v} after "
                                      f"the best reply")
            continue
        held, r = search.held_to(s, t, ceiling, killers)
        if held:
            beaten += 1
            if r not in killers:
                killers.insert(0, r)
                del killers[4:]
        else:
            v, r = search.value(s, t)
            close.append((v, t))
    close.sort(key=lambda c: -c[0])
    for v, t in close[:3]:
        proof.problems.append(f"another turn ({_turn_text(start, t)}) gains {v}, within {by} of the "
                              f"solution's {value}")
    if len(close) > 3:
        proof.problems.append(f"and {len(close) - 3} more turns within {by} points")
    proof.nodes = search.nodes
    if not proof.problems:
        proof.claims.append(f"the solution gains {value} (at least {need}) against each of the opponent's "
                            f"{len(all_turns(_after(s, solution)))} turns")
        proof.claims.append(f"each of the other {beaten} turns (every post, every fence set, and the pass) "
                            f"is held to at most {ceiling}: best turn by at least {by} points")
    return proof


def _after(s, turn):
    t = s.copy()
    _play(t, turn)
    return t


def margin_of(puzzle) -> "int | None":
    """The solution's value minus the best value of any turn the puzzle does not accept (exact, two-ply),
    or None if no other turn exists: what a puzzle file's ``by`` may say at most."""
    start = puzzle.start_state()
    search = TwoPly(start, start.current_player())
    s = start.copy()
    accepted = _accepted(start, puzzle)
    solution = [start.action_from_json(thaw(d)) for d in puzzle.solution[0].move]
    value, reply = search.value(s, solution)
    best = None
    killers = [reply, [s.PASS]]
    for t in all_turns(s):
        if any(acts <= set(t) for acts in accepted):
            continue
        # only a value above the best found so far matters: a reply at or below it settles the turn
        if best is not None:
            held, r = search.held_to(s, t, best, killers)
            if held:
                if r not in killers:
                    killers.insert(0, r)
                    del killers[4:]
                continue
        v, r = search.value(s, t)
        best = v if best is None else max(best, v)
    return None if best is None else value - best


def _turn_text(start, turn, reply=None) -> str:
    def text(acts):
        return " ".join(str(start.action_to_json(a)) for a in acts)
    return text(turn) + ("" if reply is None else f"; reply {text(reply)}")
