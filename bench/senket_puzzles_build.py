"""Build the hand-made Senket puzzles of ``levels/senket/`` (run: ``python -m bench.senket_puzzles_build``).

Each puzzle is a hand-made position with hand-written words.  This script runs the full two-ply
search of ``game.senket.puzzle`` (every solver post with a fence, every fence plan, every reply
post with a fence and the pass; no radius, no time limit) and refuses a puzzle whose intended
first post is not strictly the best (any other post gaining as much or more refuses it).  The goal is
the intended line's gain against the best reply found; the solution line is that turn and reply.
``--check`` only prints the values (best three posts) without writing.
``--margins [--retheme]`` writes every Senket puzzle's proved margin (``by``) into its goal and, with
``--retheme``, each mined puzzle's theme read from its solution (``theme_of``).
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from game.senket import puzzle as P
from game.senket.rules import State

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "levels" / "senket"
CREDIT = "Senket-Senet-Pente studio (hand-made, checked by the two-ply search of the puzzle room)."

# Every puzzle keeps a small territory of each side in two far corners, so that neither side's
# "rest of the board" counts (the other side's corner lies inside it and voids it).
BG11 = {"red": [(0, 8), (1, 10)], "blue": [(10, 8), (9, 10)], "fences": [((0, 8), (1, 10)), ((10, 8), (9, 10))]}
BG13 = {"red": [(0, 10), (1, 12)], "blue": [(12, 10), (11, 12)], "fences": [((0, 10), (1, 12)), ((12, 10), (11, 12))]}


def make(size, red, blue, fences, to_move=0, scoring="area", bg=True):
    base = (BG11 if size == 11 else BG13) if bg else {"red": [], "blue": [], "fences": []}
    posts = [(p, 1) for p in red + base["red"]] + [(p, 2) for p in blue + base["blue"]]
    return State.from_position(size, posts, fences + base["fences"], to_move + 1, scoring)


# (id, difficulty, theme, state, intended first post, title, hint, explanation, [(wrong post, why)])
SPECS = [
    ("senket-close-the-corner", 1, "secure a territory",
     make(11, [(4, 0), (2, 1)], [(6, 4)], [((4, 0), (2, 1))]), (0, 2),
     "Close the corner",
     "Your fence already runs from the top edge. Which point on the left edge can it reach?",
     "A post on the left edge with one fence closes the corner: four squares of area, worth 16 points.",
     [((0, 0), "That closes only a tiny corner. Reach further down the left edge.")]),
    ("senket-join-the-corners", 2, "join two groups",
     make(11, [(4, 0), (2, 1), (0, 2), (0, 5), (2, 6), (0, 7)], [(6, 4)],
          [((4, 0), (2, 1)), ((2, 1), (0, 2)), ((0, 5), (2, 6)), ((2, 6), (0, 7))]), [(1, 3), (1, 4)],
     "One group is worth more than two",
     "Find a point one knight's step from both of your fenced shapes.",
     "One post joins both territories and closes the gap between them. One group of 9 squares "
     "scores 81, far more than 16 + 4 for two separate groups: the square rewards joining.",
     []),
    ("senket-two-diamonds", 3, "the square and long diamond double threat",
     make(11, [(1, 4), (3, 3), (2, 6), (6, 4), (8, 5), (6, 6)], [(7, 1), (5, 0)],
          [((1, 4), (3, 3)), ((1, 4), (2, 6)), ((6, 4), (8, 5)), ((8, 5), (6, 6))]), (4, 5),
     "Two diamonds at once",
     "One empty point is a corner of both the square diamond and the long diamond.",
     "The shared corner closes the square diamond (5 squares) and the long diamond (4 squares) "
     "with one post. They share that post, so they are one group: 9 squared is 81. Blue can only "
     "answer by closing a small corner of its own, and you still gain 77.",
     []),
    ("senket-wide-side", 1, "secure a territory",
     make(11, [(2, 0), (3, 2), (5, 3), (7, 2)], [(5, 7)],
          [((2, 0), (3, 2)), ((3, 2), (5, 3)), ((5, 3), (7, 2))]), (8, 0),
     "Close along the top edge",
     "Your wall needs one more post on the top edge. Which end point keeps the most ground?",
     "The post on the top edge at the far end closes the widest shape along the edge.",
     [((6, 0), "That closes the wall too early and leaves ground outside.")]),
    ("senket-invade-the-corner", 3, "invade successfully",
     make(11, [(7, 0), (9, 1)], [(5, 0), (6, 2), (8, 3), (10, 4)],
          [((5, 0), (6, 2)), ((6, 2), (8, 3)), ((8, 3), (10, 4)), ((7, 0), (9, 1))]), (10, 3),
     "A home inside Blue's corner",
     "Your two posts inside Blue's corner need one more on the right edge.",
     "Your small territory inside Blue's big corner is alive, so Blue's corner no longer counts.",
     []),
    ("senket-prisoners-count", 3, "prisoners under post scoring",
     make(11, [(2, 0), (3, 2), (5, 3), (7, 2), (0, 4)], [(4, 1), (6, 1), (8, 4)],
          [((2, 0), (3, 2)), ((3, 2), (5, 3)), ((5, 3), (7, 2))], scoring="posts"), (8, 0),
     "Prisoners count twice",
     "With post scoring, every enemy post you fence in is worth two points of size.",
     "Closing at the far end fences in both blue posts. Under post scoring each prisoner counts "
     "twice as much as an empty point.",
     []),
    ("senket-the-shared-point", 2, "secure a territory",
     make(11, [(4, 0), (2, 1)], [(2, 3), (1, 5), (0, 7)],
          [((4, 0), (2, 1)), ((2, 3), (1, 5)), ((1, 5), (0, 7))]), (0, 2),
     "Both sides want the same point",
     "Blue's wall and yours both end near the same point on the left edge.",
     "The post on the left edge closes your corner (16 points) and takes the point Blue needed: Blue can "
     "only close a smaller side below it, so you stay 7 points ahead.",
     []),
    ("senket-stop-the-invasion", 4, "stop an invasion",
     make(11, [(7, 0), (9, 1)], [(5, 0), (6, 2), (8, 3)],
          [((5, 0), (6, 2)), ((6, 2), (8, 3)), ((7, 0), (9, 1))], to_move=1), (10, 2),
     "Close the corner without the intruder",
     "Red's two posts inside your corner want the right edge. Close your corner higher up.",
     "Closing on the right edge above Red's posts leaves them outside your corner, so Red's small "
     "shape can no longer close inside it. Your 13 squares are safe.",
     []),
    ("senket-corner-prisoner", 2, "secure a territory",
     make(11, [(5, 0), (3, 1), (1, 2)], [(2, 2), (7, 5)],
          [((5, 0), (3, 1)), ((3, 1), (1, 2))]), (0, 4),
     "Fence in the blue post",
     "A blue post inside your corner becomes your prisoner when you close around it.",
     "Closing at the lower end of the left edge fences in the most ground and the blue post as well: "
     "6 squares plus one prisoner make 7, worth 49.",
     []),
    ("senket-long-diamond", 2, "close a diamond",
     make(11, [(3, 4), (5, 3), (7, 4)], [(5, 8), (2, 1)],
          [((3, 4), (5, 3)), ((5, 3), (7, 4))]), (5, 5),
     "Finish the long diamond",
     "Three corners of a long diamond are yours. Where is the fourth?",
     "The fourth corner closes the long diamond: four squares of area, worth 16 points.",
     []),
    ("senket-big-side-posts", 4, "prisoners under post scoring",
     make(13, [(0, 2), (2, 3), (3, 5), (2, 7)], [(1, 4), (1, 5), (1, 6), (6, 6)],
          [((0, 2), (2, 3)), ((2, 3), (3, 5)), ((3, 5), (2, 7))], scoring="posts"), (0, 8),
     "Three prisoners",
     "Close your wall along the left edge so that all three blue posts end up inside.",
     "Closing at the lower end fences in all three blue posts. Under post scoring each prisoner counts "
     "two, so the bigger shape is worth far more than the one that closes early.",
     []),
    ("senket-join-on-13", 3, "join two groups",
     make(13, [(4, 0), (2, 1), (0, 2), (8, 0), (10, 1), (12, 2)], [(6, 5), (6, 4)],
          [((4, 0), (2, 1)), ((2, 1), (0, 2)), ((8, 0), (10, 1)), ((10, 1), (12, 2))]), (6, 1),
     "A bridge along the top",
     "Both corners are yours. Can one post link them with a wall in between?",
     "The post between the corners joins them with two fences and closes the little triangle on the "
     "edge. One group of 10 squares scores 100, much more than 16 + 16.",
     []),
]


def line_json(state, acts):
    return [state.action_to_json(a) for a in acts]


def build(spec, write=True, show=3):
    pid, diff, theme, state, post, title, hint, expl, wrong = spec
    t0 = time.time()
    solver = state.current_player()
    search = P.Search(state, solver)
    values = search.post_values(state.copy())
    ranked = sorted(values.items(), key=lambda kv: -kv[1][0])
    n = state.size
    print(pid, f"{time.time() - t0:.1f}s nodes={search.nodes}")
    for a, (v, t, r) in ranked[:show]:
        print("   ", (a // n, a % n), v, line_json(state, t), line_json(state, r) if r else None)
    wanted = [post] if isinstance(post, tuple) else post
    want = {p[0] * n + p[1] for p in wanted}
    accepted = [kv for kv in ranked if kv[0] in want]
    others = [kv[1][0] for kv in ranked if kv[0] not in want]
    need = min(kv[1][0] for kv in accepted) if len(accepted) == len(want) else -10 ** 9
    second = max(others) if others else -10 ** 9
    if need <= second or need < 1:
        print("   REFUSED: intended", wanted, "need", need, "second", second)
        return None
    best_v = need
    lines = []
    for a, (v, turn, reply) in accepted:
        s = state.copy()
        for x in turn:
            s.push(x)
        lines.append({"move": line_json(state, turn), "reply": line_json(s, reply)})
    data = {"format": "senket-senet-pente/puzzle", "version": 1, "id": pid, "game": "senket", "title": title,
            "difficulty": diff, "theme": theme, "goal": {"kind": "gain", "points": int(best_v)},
            "start": state.to_json(),
            "solution": lines,
            "wrong": [], "hint": hint, "explanation": expl, "credit": CREDIT, "generated": False}
    for wp, why in wrong:
        wa = wp[0] * n + wp[1]
        if wa in values and values[wa][1] is not None:
            data["wrong"].append({"move": line_json(state, values[wa][1]), "why": why})
    if write:
        OUT.mkdir(parents=True, exist_ok=True)
        (OUT / f"{pid}.json").write_text(json.dumps(data, indent=1) + "\n")
    return data


def theme_of(puzzle) -> str:
    """A mined puzzle's theme, read from what its solution does (after the written reply): post scoring;
    joining groups (fewer groups of the solver, no fewer territories); invading (it takes away more than
    it adds); blocking a threat (the opponent's best turn after a pass would have cost at least half of
    what the solution gains); else closing a territory."""
    from game.puzzles.format import thaw
    from game.senket.prover import TwoPly
    from game.senket.rules import FIRST, SECOND
    s = puzzle.start_state()
    solver = s.current_player()
    mine, theirs = (FIRST, SECOND) if solver == 0 else (SECOND, FIRST)
    line = puzzle.solution[0]
    t = s.copy()
    for d in line.move + line.reply:
        t.push(t.action_from_json(thaw(d)))
    a, b = s.score(), t.score()
    up = int(b.totals[mine]) - int(a.totals[mine])
    down = int(a.totals[theirs]) - int(b.totals[theirs])
    if s.scoring == "posts":
        return "post scoring"
    if len(b.groups_of(mine)) < len(a.groups_of(mine)) and len(b.territories_of(mine)) >= len(a.territories_of(mine)):
        return "join groups"
    if down > up:
        return "invade"
    two = TwoPly(s, solver)
    after_pass, _ = two.value(s.copy(), [s.PASS])
    solution, _ = two.value(s.copy(), [s.action_from_json(thaw(d)) for d in line.move])
    if after_pass < 0 and -after_pass * 2 >= solution:
        return "block a threat"
    return "close a territory"


def prove_margins(retheme: bool) -> None:
    """Write each Senket puzzle's proved margin into its goal (``by``, ``game.senket.prover.margin_of``)
    and, with ``retheme``, each mined puzzle's theme (``theme_of``)."""
    from game.puzzles import format as fmt
    from game.senket import prover
    for path in sorted(OUT.glob("*.json")):
        puzzle = fmt.load(path)
        data = json.loads(path.read_text(encoding="utf-8"))
        data["goal"] = {"kind": "gain", "points": data["goal"]["points"], "by": prover.margin_of(puzzle)}
        if retheme and puzzle.generated:
            data["theme"] = theme_of(puzzle)
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(puzzle.id, data["goal"], data["theme"], flush=True)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if "--margins" in argv:          # the proofs' margins (and, with --retheme, the mined themes)
        prove_margins("--retheme" in argv)
        return
    write = "--check" not in argv
    only = [a for a in argv if not a.startswith("--")]
    for spec in SPECS:
        if only and spec[0] not in only:
            continue
        build(spec, write)


if __name__ == "__main__":
    main()
