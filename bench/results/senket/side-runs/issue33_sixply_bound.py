"""An upper bound on a yardstick answer's six-ply value (issue 33, a side run).

After the answer and the opponent's reply on its four-ply principal line, the exact four-ply value of the
position (``bench.senket_deeper.verify``: every turn of both sides) bounds the answer's six-ply value from
above: the opponent may play that reply.  ``CANDIDATE`` is the turn the four-ply line plays there (any turn
will do; it is valued exactly, every other turn is bounded or valued exactly).  Run from the repository root:

    python bench/results/senket/side-runs/issue33_sixply_bound.py ID 'LINE' 'CANDIDATE'

``LINE``: JSON list of turns ``[[r, c], [[r1, c1, r2, c2], ...]]``; ``CANDIDATE``: one such turn.  Defaults:
13p062, its answer (5,2)+(3,3)-(5,2), Blue's (4,0)+(4,0)-(6,1), candidate Red's (2,1) with three fences
(352 CPU s at b89eedf).  Prints the JSON of ``verify`` with the best exact turns."""
import json
import os
import sys

sys.path.insert(0, os.getcwd())
from bench.senket_deeper import _norm, _show, verify  # noqa: E402
from bench.senket_replies import load  # noqa: E402
from game.senket.rules import State, tables  # noqa: E402


def turn(s, post, fences):
    n = s.size
    t = tables(n)
    return [post[0] * n + post[1], *(n * n + t.slot_of(tuple(f[:2]), tuple(f[2:])) for f in fences), s.END]


pid = sys.argv[1] if len(sys.argv) > 1 else "13p062"
line = json.loads(sys.argv[2]) if len(sys.argv) > 2 else [[[5, 2], [[3, 3, 5, 2]]], [[4, 0], [[4, 0, 6, 1]]]]
cand = json.loads(sys.argv[3]) if len(sys.argv) > 3 else [[2, 1], [[0, 2, 1, 4], [0, 2, 2, 1], [2, 1, 3, 3]]]
s = State.from_json(next(e for e in load() if e["id"] == pid)["position"])
for p, f in line:
    for x in turn(s, p, f):
        s.push(x)
out = verify(s, [_norm(tuple(turn(s, *cand)))], progress=True)
exact = out.pop("exact")
out["best_turns"] = [_show(s, t) for t in out["best_turns"]]
out["top_exact"] = sorted(([_show(s, t), v] for t, v in exact.items()), key=lambda x: -x[1])[:10]
out["position"] = pid
out["line"] = line
print(json.dumps(out, default=str))
