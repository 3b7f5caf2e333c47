"""Pente's tactical set with captures (issue 35): positions, their proved answers, and how players score.

Every position is a goal of ``game.pente.puzzle`` (``win`` within N moves of the side to move, or
``defend``: the opponent does not win within N of its moves).  The answers are found by that module's
exact AND/OR search over the real rules (every reply of the defender is played; only sets of moves that
provably change nothing are left out, see its notes): nothing of the computer players' evaluation or
threat search is used, so the set can judge them.  For a win the answers are the moves that win in the
*fewest* moves: the search first proves there is no faster win, so a player that picks a slower forced
win fails the position.

    python -m bench.pente_tactics --verify     # prove every answer again and write bench/pente_tactics.json
    python -m bench.pente_tactics              # score Hard, the frozen Hard (and --levels ...) on the set

The themes: a capture that takes out a stone blocking a four (reopening it), the same threat seen from
the defender's side, a capture as the only defence, a block that would leave a capturable pair (from the
puzzle room), capture threats that force the reply, and the shortest of several forced wins.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.pente import puzzle as pz                      # noqa: E402
from game.pente.rules import State                        # noqa: E402

DATA = Path(__file__).with_name("pente_tactics.json")


def position(black=(), white=(), to_move=0, captured=(0, 0), size=19, variant="pente") -> dict:
    """A position as ``State.to_json`` gives it; a far corner stone fixes the parity when it needs one."""
    black, white = list(black), list(white)
    if (len(black) + len(white) + sum(captured)) % 2 != to_move:
        (white if to_move == 0 else black).append((size - 1, size - 1))
    rows = [["."] * size for _ in range(size)]
    for stones, ch in ((black, "x"), (white, "o")):
        for x, y in stones:
            assert rows[y][x] == ".", (x, y)
            rows[y][x] = ch
    return {"options": {"size": size, "variant": variant, "tournament": False},
            "board": ["".join(r) for r in rows], "to_move": to_move, "captured": list(captured)}


def row(x0, x1, y):
    return [(x, y) for x in range(x0, x1 + 1)]


# name, theme, goal, start position, note; then the capture puzzles of the puzzle room (PUZZLES)
POSITIONS = [
    dict(name="reopen-two-fours", theme="reopen a four by capture",
         goal={"kind": "win", "moves": 2},
         start=position(black=row(5, 8, 9) + row(10, 13, 10) + [(9, 8), (3, 14)],
                        white=[(4, 9), (9, 9), (9, 10), (14, 10), (15, 4), (2, 3)]),
         note="White's pair (9,9)-(9,10) blocks both black fours; (9,11) captures it and opens both."),
    dict(name="reopen-four-goal", theme="reopen a four by capture",
         goal={"kind": "win", "moves": 2},
         start=position(black=row(5, 8, 9) + [(9, 8), (11, 13), (3, 14)],
                        white=[(4, 9), (9, 9), (9, 10), (12, 13), (13, 13), (15, 4), (2, 3)],
                        captured=(6, 2)),
         note="(9,11) captures the blocker (8 stones) and leaves a five at (9,9) and the tenth stone at (14,13)."),
    dict(name="reopen-then-open-four", theme="reopen a four by capture",
         goal={"kind": "win", "moves": 3},
         start=position(black=row(5, 8, 9) + [(9, 8), (10, 11), (11, 11), (3, 14)],
                        white=[(4, 9), (9, 9), (9, 10), (15, 4), (2, 3), (16, 16)]),
         note="(9,11) captures the blocker: White must block (9,9) again, and (9,11)-(11,11) is an open three."),
    dict(name="defend-reopen-two-fours", theme="defend against a capture that reopens",
         goal={"kind": "defend", "moves": 2},
         start=position(white=row(5, 8, 9) + row(10, 13, 10) + [(9, 8), (3, 14)],
                        black=[(4, 9), (9, 9), (9, 10), (14, 10), (15, 4), (2, 3)], to_move=0),
         note="Black's pair (9,9)-(9,10) blocks both white fours; left alone, White captures it at (9,11)."),
    dict(name="double-capture-threat", theme="capture threats that force a reply",
         goal={"kind": "win", "moves": 2},
         start=position(black=[(3, 14), (15, 15)],
                        white=[(10, 9), (11, 9), (9, 10), (9, 11), (2, 3), (15, 4)], captured=(8, 4)),
         note="(9,9) threatens both white pairs; one of them is the tenth stone."),
    dict(name="shortest-capture-or-fours", theme="the shortest win",
         goal={"kind": "win", "moves": 2},
         start=position(black=row(5, 8, 9) + row(10, 13, 10) + [(9, 8), (12, 3), (13, 3), (14, 3),
                                                                (15, 4), (15, 5)],
                        white=[(4, 9), (9, 9), (9, 10), (14, 10), (11, 3), (2, 3), (2, 16)]),
         note="(15,3) wins by a four-three in 3 moves; the capture at (9,11) wins in 2."),
    dict(name="double-three", theme="threats of threes",
         goal={"kind": "win", "moves": 3},
         start=position(black=[(6, 9), (7, 9), (9, 6), (9, 7)], white=[(3, 3), (15, 15), (3, 15), (15, 3)]),
         note="(9,9) makes two split threes at once; no win is shorter, and no other move wins in 3."),
    dict(name="shortest-open-four-or-four-three", theme="the shortest win",
         goal={"kind": "win", "moves": 2},
         start=position(black=[(7, 9), (8, 9), (9, 9), (12, 3), (13, 3), (14, 3), (15, 4), (15, 5)],
                        white=[(11, 3), (2, 3), (2, 16), (16, 16)]),
         note="The open three makes an open four (win in 2); the four-three at (15,3) takes 3."),
]

# the puzzle room's capture puzzles (levels/pente): their goals and positions, re-proved here
PUZZLES = ("pente-capture-breaks-four", "pente-no-safe-block", "pente-defend-and-attack", "pente-the-trap",
           "pente-four-three", "pente-tenth-capture")
for _id in PUZZLES:
    _d = json.loads((ROOT / "levels" / "pente" / f"{_id}.json").read_text())
    POSITIONS.append(dict(name=_id, theme=_d["theme"], goal=_d["goal"], start=_d["start"], note=_d["title"]))


def show(spec: dict) -> str:
    """The part of the board that holds stones, for reading a position while building the set."""
    b = spec["start"]["board"]
    ys = [y for y, r in enumerate(b) if r.strip(".")]
    xs = [x for r in b for x, c in enumerate(r) if c != "."]
    x0, x1 = max(0, min(xs) - 1), min(len(b) - 1, max(xs) + 1)
    lines = ["    " + "".join(f"{x % 10}" for x in range(x0, x1 + 1))]
    lines += [f"{y:3d} " + b[y][x0:x1 + 1] for y in range(max(0, min(ys) - 1), min(len(b), max(ys) + 2))]
    return "\n".join(lines)


def solve(spec: dict) -> dict:
    """The answers of one position by the exact search: for a win, the moves of the shortest win."""
    start = State.from_json(spec["start"])
    goal = spec["goal"]
    t = time.process_time()
    search = pz.Search(start, goal, start.current_player())
    s = start.copy()
    if goal["kind"] == "win":
        for k in range(1, goal["moves"] + 1):
            firsts = search.first_moves(s, k)
            if firsts:
                break
        else:
            raise AssertionError(f"{spec['name']}: no win within {goal['moves']} moves")
        assert k == goal["moves"], f"{spec['name']}: the shortest win takes {k} moves, not {goal['moves']}"
    else:
        firsts = search.first_moves(s, goal["moves"])
        assert firsts, f"{spec['name']}: nothing defends"
    answers = sorted(list(start.points[m]) for m in firsts)
    return {"answers": answers, "nodes": search.nodes, "cpu_s": round(time.process_time() - t, 2)}


def verify(names=None, write: bool = True, progress: bool = True) -> dict:
    out = {}
    for spec in POSITIONS:
        if names and spec["name"] not in names:
            continue
        res = solve(spec)
        out[spec["name"]] = res
        if progress:
            print(spec["name"], res, file=sys.stderr, flush=True)
    if write and not names:
        data = {"note": "answers proved by bench/pente_tactics.py --verify (game.pente.puzzle's exact search)",
                "positions": {k: v["answers"] for k, v in out.items()}}
        DATA.write_text(json.dumps(data, indent=1) + "\n")
    return out


def answers() -> dict:
    return json.loads(DATA.read_text())["positions"]


def state_of(spec: dict) -> State:
    return State.from_json(spec["start"])


def score(make, seed: int = 1) -> dict:
    """``make(seed)`` builds a player; its move in every position against the proved answers."""
    known = answers()
    solved, failed, cpu = [], {}, []
    for spec in POSITIONS:
        s = state_of(spec)
        player = make(seed)
        t = time.process_time()
        move = player.choose(s.copy())
        cpu.append(time.process_time() - t)
        if list(move) in known[spec["name"]]:
            solved.append(spec["name"])
        else:
            failed[spec["name"]] = list(move)
    return {"solved": len(solved), "of": len(POSITIONS), "failed": failed,
            "cpu_ms_max": round(max(cpu) * 1000), "cpu_ms_median": round(sorted(cpu)[len(cpu) // 2] * 1000)}


def main(argv: list) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.pente_tactics")
    ap.add_argument("--verify", action="store_true", help="prove the answers again and write the JSON")
    ap.add_argument("--only", default="", help="comma-separated position names (with --verify: no write)")
    ap.add_argument("--levels", default="hard,frozen", help="players to score: levels and/or 'frozen'")
    args = ap.parse_args(argv)
    if args.verify:
        names = [n for n in args.only.split(",") if n]
        print(json.dumps(verify(names or None), indent=1))
        return 0
    from bench.pente_frozen_hard import FrozenHard
    from game.pente.ai import Player
    out = {}
    for name in args.levels.split(","):
        make = FrozenHard if name == "frozen" else (lambda seed, lv=name: Player(lv, seed))
        out[name] = score(make)
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
