"""Four plies, exhaustive: a yardstick position whose two-ply answer a fork refutes, verified deeper.

``bench/senket_replies.py`` verifies each answer by an exhaustive two-ply search (this turn, the
opponent's best reply).  A post that makes two threats at once shows only at the third and fourth ply
(the fork, one block, the other threat closes), so an answer that is best at two plies can lose to a fork;
``senket_replies.after_forks`` found two such answers (13p053, 13p062) but gives only bounds from above.

This searches four whole plies (turn, reply, turn, reply) with nothing left out: every turn of each side
is every empty point with every set of fences drawable together, and passing, exactly as the two-ply
verifier lists them (its own ``fence_sets``, ``_fenced_replies`` and ``_replies_min``), valued by the
exact score difference at the end.  Alpha-beta cuts only what cannot change the result (a reply that
already refutes a turn needs no better one), so every value it reports is exact or a proven bound:

* the candidate turns (the stored answers, a player's turn) get their exact four-ply value;
* every other turn is proven at least ``MARGIN`` worse than the best (one reply that holds it there
  against every third-ply turn), or gets its exact value when it cannot be.

    python -m bench.senket_deeper ID [--turn "r,c;a,b,c,d ..."] [--level hard]
        JSON: each candidate's exact four-ply value, the best turns, the margin over every other turn

Cost: 13p062 (13x13, 365 first turns) took 293 CPU s.  Where the opponent holds fences back, every
reply post can draw them, so the replies multiply: 13p053 (717 first turns) was stopped after 75 of them
(its four stored answers: -144 each, exact).
"""
from __future__ import annotations

import argparse
import json
import sys
import time

from bench.senket_replies import DATA, MARGIN, _diff, _fenced_replies, _replies_min, played_turn, post_turns
from game.senket.prover import legal_turn
from game.senket.rules import State
from game.senket.scoring import score

INF = 10 ** 9


def turns(s: State) -> list:
    """Every whole turn of the side to move: ``(PASS,)`` and ``(post, *fences, END)`` for each empty point
    and each set of fences drawable together after it (the two-ply verifier's list, in its order)."""
    out = [(s.PASS,)]
    post_turns(s, lambda a, p, fences: out.append((a, *fences, s.END)))
    return out


def _play(s: State, turn) -> None:
    for x in turn:
        s.push(x)


def _undo(s: State, turn) -> None:
    for _ in turn:
        s.pop()


def _norm(turn) -> tuple:
    """A whole turn with its fences in one order (a set of fences drawable together is one turn)."""
    return turn if len(turn) < 3 else (turn[0], *sorted(turn[1:-1]), turn[-1])


def _front(moves: list, killer) -> list:
    """``moves`` with ``killer`` (a move that decided a sibling node) tried first."""
    if killer is not None and killer in moves:
        return [killer] + [m for m in moves if m != killer]
    return moves


class Search:
    """Alpha-beta over four plies for the side to move at the root (``me``); values are ``me``'s exact
    score minus the opponent's.  Fail-soft: a value <= alpha bounds the true one from above, >= beta from
    below, between them it is exact."""

    def __init__(self, state: State):
        self.root = state.copy()
        self.me = int(self.root.to_move)
        self.kill = {2: None, 3: None, 4: None}
        self.nodes = 0

    # ply 3 (me to move) and ply 4 (the opponent's reply, scored exactly)
    def _third(self, s: State, alpha: int, beta: int) -> int:
        me = self.me
        if s.is_over:
            return _diff(score(s, s.scoring).totals, me)
        # the opponent's fenced replies to a pass are its fenced replies to any lone post (a post blocks
        # no fence; the reply on the post's own point is skipped): the two-ply verifier's shortcut, listed
        # when a turn first needs it (a killer reply often settles every turn before)
        fenced0 = [] if s.passes_in_a_row == 0 else None
        best = -INF
        for t2 in _front(turns(s), self.kill[3]):
            self.nodes += 1
            if t2 == (s.PASS,) and s.passes_in_a_row == 1:
                v = _diff(score(s, s.scoring).totals, me)          # both passed: the game ends here
            else:
                _play(s, t2)
                v = self._fourth(s, t2, alpha, fenced0)
                _undo(s, t2)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
            if best >= beta:
                self.kill[3] = t2
                return best
        return best

    def _fourth(self, s: State, t2, alpha: int, fenced0) -> int:
        """The opponent's best reply to ``t2`` (played on ``s``), stopping at one <= alpha."""
        me, opp = self.me, 3 - self.me
        k = self.kill[4]
        if k is not None and legal_turn(s, k):
            _play(s, k)
            v = _diff(score(s, s.scoring).totals, me)
            _undo(s, k)
            if v <= alpha:
                return v
        res = score(s, s.scoring)
        if fenced0 == [] and (t2[0] == s.PASS or len(t2) == 2):
            _undo(s, t2)
            s.push(s.PASS)
            fenced0.append(_fenced_replies(s, opp))
            s.pop()
            _play(s, t2)
        fenced0 = fenced0[0] if fenced0 else None
        if t2[0] == s.PASS:
            v, r = _replies_min(s, me, fenced0, res, stop=alpha)
        elif len(t2) == 2 and fenced0 is not None:
            v, r = _replies_min(s, me, fenced0, res, lone_of=divmod(t2[0], s.size), stop=alpha)
        else:
            v, r = _replies_min(s, me, _fenced_replies(s, opp), res, stop=alpha)
        if v <= alpha and r != "pass":
            self.kill[4] = (r[0], *r[1], s.END)
        return v

    # ply 2: the opponent's reply to a root turn
    def second(self, turn, alpha: int = -INF, beta: int = INF) -> int:
        s = self.root.copy()
        _play(s, turn)
        best = INF
        if s.is_over:
            return _diff(score(s, s.scoring).totals, self.me)
        for r in _front(turns(s), self.kill[2]):
            _play(s, r)
            if s.is_over:
                v = _diff(score(s, s.scoring).totals, self.me)
            else:
                v = self._third(s, alpha, min(beta, best))
            _undo(s, r)
            if v < best:
                best = v
                if v <= alpha:
                    self.kill[2] = r
                    return best
        return best


def verify(state: State, candidates: list, progress: bool = False) -> dict:
    """Exact four-ply values of ``candidates`` (whole turns as action tuples), then every other turn
    proven ``MARGIN`` below the best or valued exactly.  ``clear``: one post is best by ``MARGIN`` over
    passing and every other post (the yardstick's rule, four plies deep)."""
    t0 = time.process_time()
    srch = Search(state)
    root = turns(srch.root.copy())
    exact = {}
    for c in map(_norm, candidates):
        exact[c] = srch.second(c)
        if progress:
            print(f"candidate {c}: {exact[c]} ({time.process_time() - t0:.0f} s)", file=sys.stderr, flush=True)
    top = max(exact.values())
    bounded = {}
    for t in root:
        if _norm(t) in exact:
            continue
        v = srch.second(t, top - MARGIN, top - MARGIN + 1)
        if v <= top - MARGIN:
            bounded[t] = v
        else:
            v = srch.second(t, top - MARGIN, top + 1)      # exact when it is not above the best
            if v > top:
                v = srch.second(t, top, INF)
            exact[_norm(t)] = v
            top = max(top, v)
        if progress and len(exact) + len(bounded) in range(0, len(root), 25):
            print(f"{len(exact) + len(bounded)}/{len(root)} turns, best {top}, {len(exact)} exact, "
                  f"{time.process_time() - t0:.0f} s", file=sys.stderr, flush=True)
    best_turns = [t for t, v in exact.items() if v == top]
    best_posts = {t[0] for t in best_turns}
    rivals = [v for t, v in exact.items() if t[0] not in best_posts]
    # a bound from above on every other post (the cut turns' values are bounds from above too)
    second = max(rivals + [v for t, v in bounded.items() if t[0] not in best_posts])
    pass_v = exact.get((state.PASS,), bounded.get((state.PASS,)))
    clear = state.PASS not in best_posts and len(best_posts) <= 3 and top - second >= MARGIN
    return {"best": top, "best_turns": best_turns, "second_at_most": second, "pass_at_most": pass_v,
            "clear": clear, "exact": exact, "bounded": len(bounded), "turns": len(root), "nodes": srch.nodes,
            "cpu_s": round(time.process_time() - t0, 1)}


def _show(s: State, turn) -> list:
    n = s.size
    if turn[0] == s.PASS:
        return ["pass"]
    return [list(divmod(turn[0], n)), [list(s.decode(f)[1]) + list(s.decode(f)[2]) for f in turn[1:-1]]]


def check(entry: dict, level: str = "hard") -> dict:
    """One yardstick entry four plies deep: its stored answers and ``level``'s turn as candidates."""
    from game.senket.ai import Player

    st = State.from_json(entry["position"])
    two = entry.get("two_ply", entry)
    cands = [_norm((a, *f, st.END)) for a, f in two["answers"]]
    (post, fences), _ = played_turn(Player(level, 1), st)
    mine = (st.PASS,) if post is None else _norm((post, *fences, st.END))
    out = verify(st, cands + ([mine] if mine not in cands else []), progress=True)
    exact = out.pop("exact")
    out["best_turns"] = [_show(st, t) for t in out["best_turns"]]
    out["two_ply"] = {"best": two["best"], "second": two["second"], "pass": two["pass"],
                      "answers": [_show(st, c) for c in cands]}
    out["stored_answers_four_ply"] = [exact[c] for c in cands]
    out[level] = {"turn": _show(st, mine), "four_ply": exact[mine]}
    out["within_margin"] = sorted(([_show(st, t), v] for t, v in exact.items() if t not in cands and t != mine),
                                  key=lambda x: -x[1])
    out["_answers"] = sorted([t[0], sorted(t[1:-1])] for t, v in exact.items() if v == out["best"])
    return out


def store(entry: dict, row: dict, cmd: str) -> None:
    """Write a clear four-ply verdict into the entry (the two-ply one kept beside it); an unclear one marks
    the entry as not reply-checkable, with the figures."""
    two = entry.get("two_ply") or {k: entry[k] for k in ("best", "second", "pass", "answers", "answer_posts")}
    entry["two_ply"] = two
    if row["clear"]:
        entry.update({"depth": 4, "best": row["best"], "second": row["second_at_most"],
                      "pass": row["pass_at_most"]})
        entry["answers"] = row["_answers"]
        entry["answer_posts"] = sorted({a[0] for a in row["_answers"]})
        entry.pop("reply_checkable", None)
    else:
        entry["reply_checkable"] = False
    entry["four_ply"] = {k: v for k, v in row.items() if not k.startswith("_")}
    entry["four_ply"]["by"] = cmd


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.senket_deeper")
    ap.add_argument("ids", help="yardstick ids, comma-separated")
    ap.add_argument("--level", default="hard", help="the level whose turn is a candidate too")
    ap.add_argument("--store", action="store_true", help="write the verdicts into bench/senket_replies.json")
    args = ap.parse_args(argv)
    ids = args.ids.split(",")
    data = json.loads(DATA.read_text())
    out = {}
    for e in data["positions"]:
        if e["id"] in ids:
            out[e["id"]] = row = check(e, args.level)
            print(e["id"], json.dumps({k: v for k, v in row.items() if not k.startswith("_")}), file=sys.stderr,
                  flush=True)
            if args.store:
                store(e, row, f"python -m bench.senket_deeper {e['id']}")
    if args.store:
        DATA.write_text(json.dumps(data, indent=1) + "\n")
    print(json.dumps({k: {a: b for a, b in v.items() if not a.startswith("_")} for k, v in out.items()}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
