"""Build the Pente puzzles in ``levels/pente/`` from the positions below (run from the repository root):

    python bench/pente_puzzles_build.py            # check and write every puzzle
    python bench/pente_puzzles_build.py ID...      # only these, printing the search's findings

Each position is given as Black's and White's stones in Pente notation.  The exact search of
``game.pente.puzzle`` finds every first move that reaches the goal; the script refuses a puzzle whose
answers are not the ones intended, then builds the solution tree: at each solver turn every move that
still reaches the goal in the moves left is accepted, and the opponent's reply is its most stubborn
defence (the one that holds out longest, then leaves the fewest answers, then captures or blocks).
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.pente import puzzle as pz                      # noqa: E402
from game.pente.notation import point_to_str, str_to_point  # noqa: E402
from game.pente.rules import State                        # noqa: E402
from game.puzzles import format as fmt                    # noqa: E402
from game.puzzles.check import verify                     # noqa: E402
from game.storage.files import atomic_write_text          # noqa: E402

CREDIT = "Senket-Senet-Pente studio"


def position(black: str, white: str, to_move: int = 0, captured=(0, 0), size: int = 19,
             variant: str = "pente") -> dict:
    rows = [["."] * size for _ in range(size)]
    for names, ch in ((black, "x"), (white, "o")):
        for name in names.split():
            x, y = str_to_point(name, size)
            assert rows[y][x] == ".", name
            rows[y][x] = ch
    return {"options": {"size": size, "variant": variant, "tournament": True},
            "board": ["".join(r) for r in rows], "to_move": to_move, "captured": list(captured)}


PUZZLES = [
    dict(id="pente-open-four", title="An open four", difficulty=1, theme="five in a row",
         goal={"kind": "win", "moves": 1},
         start=position("E10 F10 G10 H10", "E11 F11 G8 N7"),
         answers="D10 J10",
         wrong=[],
         hint="Four black stones in a row, and both ends are empty.",
         explanation="Either end, D10 or J10, makes five in a row. An open four can never be stopped: "
                     "White could only have blocked one end."),
    dict(id="pente-fill-the-gap", title="Fill the gap", difficulty=1, theme="five in a row",
         goal={"kind": "win", "moves": 1},
         start=position("K10 L10 N10 O10", "J10 P10 L11 M9"),
         answers="M10",
         wrong=[],
         hint="A five does not have to be built from the end. Look between your stones.",
         explanation="M10 joins K10-L10 and N10-O10 into five in a row. Both ends were blocked, but the "
                     "gap in the middle was open."),
    dict(id="pente-first-capture", title="Take a pair", difficulty=1, theme="capture",
         goal={"kind": "capture", "stones": 2, "moves": 1},
         start=position("K10 J12 M12 G7", "L10 M10 K12 L13"),
         answers="N10",
         wrong=[],
         hint="Two white stones side by side, with a black stone at one end, can be taken.",
         explanation="N10 closes the white pair L10-M10 between two black stones (K10 and N10), so both "
                     "white stones are captured."),
    dict(id="pente-tenth-capture", title="The tenth stone", difficulty=2, theme="win by captures",
         goal={"kind": "win", "moves": 1},
         start=position("K10 H8 G11", "L10 M10 K12 L12 M12", captured=(8, 4)),
         answers="N10",
         wrong=[("J12", "Blocking the three is good defence, but you can win right now: capture the pair "
                        "at N10 for your tenth stone."),
                ("N12", "Blocking the three is good defence, but you can win right now: capture the pair "
                        "at N10 for your tenth stone.")],
         hint="Black has already captured 8 stones. Ten stones win the game.",
         explanation="N10 captures the pair L10-M10. That makes ten captured stones, and ten captured "
                     "stones win at once, whatever White's three was threatening."),
    dict(id="pente-capture-breaks-four", title="Break the four", difficulty=2, theme="capture defence",
         goal={"kind": "defend", "moves": 1},
         start=position("K12 G9 H9 J9 E14 P6", "K10 L10 M10 N10 K11 F9"),
         answers="K9",
         wrong=[("J10", "J10 blocks one end of the open four, but White makes five at the other end, O10."),
                ("O10", "O10 blocks one end of the open four, but White makes five at the other end, J10.")],
         hint="An open four cannot be blocked. Can you take a stone out of it instead?",
         explanation="K9 captures the pair K10-K11, between K9 and K12, so White's four is only a three, "
                     "and the same stone makes your own four G9-K9: White must block it at L9 before doing "
                     "anything else. Then you stop the three (K10 or O10). Captures are the great defence "
                     "of Pente."),
    dict(id="pente-keryo-three", title="Three for the win", difficulty=2, theme="Keryo-Pente capture",
         goal={"kind": "win", "moves": 1},
         start=position("K10 J12", "L10 M10 N10 K12 L12", captured=(12, 3), variant="keryo"),
         answers="O10",
         wrong=[("M12", "That captures two stones, which brings you to 14. Keryo-Pente needs 15.")],
         hint="This is Keryo-Pente: a line of three stones can be captured too, and 15 captured stones win.",
         explanation="O10 closes the white three L10-M10-N10 between O10 and K10. In Keryo-Pente that "
                     "captures all three stones, and 12 + 3 = 15 wins the game."),
    dict(id="pente-open-three", title="From three to an open four", difficulty=2, theme="open four",
         goal={"kind": "win", "moves": 2},
         start=position("K10 L10 N10 G14", "K12 M12 L8 N8"),
         answers="M10",
         wrong=[("J10", "That makes four, but with a hole at M10: White fills it and the threat is gone."),
                ("O10", "That makes four, but with a hole at M10: White fills it and the threat is gone.")],
         hint="Make four in a row with both ends empty.",
         explanation="M10 fills the gap: K10-L10-M10-N10 is an open four, with J10 and O10 both empty. "
                     "White can block only one end, and Black makes five at the other."),
    dict(id="pente-two-pairs", title="Two pairs at once", difficulty=3, theme="double capture threat",
         goal={"kind": "capture", "stones": 2, "moves": 2},
         start=position("H11 M8 N10 G8 O13 J14", "L11 M12 K9 K8 O9 H12"),
         answers="K10",
         wrong=[],
         hint="One stone can threaten two pairs if it touches both.",
         explanation="K10 threatens two captures: N13 takes the pair L11-M12 and K7 takes the pair K9-K8. "
                     "White can save only one of them, so Black captures the other."),
    dict(id="pente-defend-and-attack", title="Defend and attack", difficulty=4, theme="win by captures",
         goal={"kind": "win", "moves": 2},
         start=position("K10 L10 H13 P8 F9 Q12", "J10 N11 O12 M9 M8 G12", captured=(8, 8)),
         answers="M10",
         wrong=[],
         hint="Both sides have 8 captured stones. First look at what White threatens.",
         explanation="White threatened M10, capturing K10-L10 for the tenth stone. M10 stops that (three "
                     "stones in a row cannot be captured) and threatens two pairs at once: P13 takes "
                     "N11-O12 and M7 takes M9-M8. White saves one, Black captures the other and wins."),
    dict(id="pente-four-four", title="Two fours at once", difficulty=3, theme="four-four",
         goal={"kind": "win", "moves": 2},
         start=position("K10 L10 M10 N9 N8 N7", "J10 N6 G13 H7 P12 Q9"),
         answers="N10",
         wrong=[],
         hint="Find the point where two of your lines cross.",
         explanation="N10 makes two fours: K10-N10 along the row and N10-N7 down the column. White can "
                     "block O10 or N11, not both, and Black makes five with the other."),
    dict(id="pente-four-three", title="Four and three", difficulty=4, theme="four-three",
         goal={"kind": "win", "moves": 3},
         start=position("K10 L10 M10 N9 N8 F15", "J10 G12 H7 P12 Q9 R14"),
         answers="N10",
         wrong=[],
         hint="Make a four that White must block, and build an open three with the same stone.",
         explanation="N10 makes the four K10-N10, so White must block at O10. The same stone made "
                     "N10-N9-N8 an open three: N11 or N7 now makes an open four, and five follows."),
    dict(id="pente-small-double", title="Two pairs with one stone", difficulty=2, theme="double capture",
         goal={"kind": "capture", "stones": 4, "moves": 1},
         start=position("G5 D5 H9 C10 K5 L11", "G7 G6 F7 E6 J9 K9", size=13),
         answers="G8",
         wrong=[("L9", "That captures J9-K9, but only two stones. Look for a point that takes two pairs.")],
         hint="One stone can capture in two directions at once.",
         explanation="G8 closes two pairs at once: G7-G6 down to G5, and F7-E6 diagonally down to D5. "
                     "Four stones are captured with a single move."),
    dict(id="pente-the-trap", title="The tempting four", difficulty=5, theme="four-three, capture defence",
         goal={"kind": "win", "moves": 3},
         start=position("K10 L10 M10 N9 N8 O11 O12", "J10 P12 H13 G7 Q7 E11 P4"),
         answers="O10",
         wrong=[("N10", "N10 makes a four and a three, but White answers M9, capturing N10 and O11 "
                        "(they are a pair between M9 and P12). The four and both threes are broken at once.")],
         hint="There are two ways to make a four on row 10. Before you choose, check which of your "
              "stones White could capture.",
         explanation="O10 makes the four K10-L10-M10-_-O10 (White must fill N10) and the three "
                     "O10-O11-O12 at the same time. Then O9 or O13 makes an open four and five follows. "
                     "N10 looked the same, but it left the pair N10-O11 open to a capture at M9."),
    dict(id="pente-no-safe-block", title="No safe block", difficulty=3, theme="capture defence",
         goal={"kind": "defend", "moves": 1},
         start=position("K10 P11 M12 H14", "L10 M10 N10 O10 N11 P12", captured=(2, 8)),
         answers="P9",
         wrong=[("P10", "P10 blocks the four, but P10-P11 is then a pair between P12 and P9: White "
                        "captures it at P9 for the tenth stone and wins.")],
         hint="White has captured 8 stones: a block that makes a pair loses at once. Look for a capture.",
         explanation="P9 captures O10-N11 (between P9 and M12), so the four is broken, and the stone on "
                     "P9 guards your P11: a block at P10 later makes P9-P10-P11, a three, which cannot be "
                     "captured. If White threatens again at once, as with P10, you simply block (O10)."),
]


def search_for(start: State, goal: dict) -> pz.Search:
    return pz.Search(start, goal, start.current_player())


def stubborn_reply(search: pz.Search, s: State, k: int):
    """The opponent to move, the solver with ``k`` moves after the reply: the most stubborn reply among the
    near ones, and the solver's answers to it."""
    c, o = search.c, search.o
    if search.kind == "win":
        mine = pz._wins_now(s, c)
        cands = (mine | pz._capture_points(s, o)) if mine else (pz._near(s, 2) | pz._three_windows(s, c))
    else:
        cands = pz._near(s, 2) | pz._three_windows(s, o) | pz._three_windows(s, c)
    best = None
    for r in sorted(cands):
        res = s.push(s.points[r])[0]
        if s.outcome() is not None:
            s.pop()
            raise AssertionError(f"the reply {point_to_str(s.points[r])} ends the game")
        if search.kind == "defend" and k == 0:
            threats = len(pz._wins_now(s, o))
            key = (not pz._wins_now(s, c), threats, res.captured_count, -abs(r - s.index(s.moves[-2])))
            answers = []
        else:
            need = next(j for j in range(1, k + 1) if search._or(s, j))
            answers = [s.points[m] for m in search.first_moves(s, k)]
            assert answers
            key = (need, -len(answers), res.captured_count, r in pz._wins_now(s, c) if search.kind == "win" else 0,
                   -abs(r - s.index(s.moves[-2])))
        s.pop()
        if best is None or key > best[0]:
            best = (key, s.points[r], answers)
    return best[1], best[2]


def build_lines(search: pz.Search, s: State, moves: list, k: int) -> list:
    lines = []
    for m in moves:
        s.push(m)
        line = {"move": [list(m)]}
        done = s.outcome() is not None or (
            search.kind == "capture" and s.captured[search.c] - search.base >= search.goal["stones"])
        if not done:
            if search.kind == "defend" or k > 1:
                reply, answers = stubborn_reply(search, s, k - 1)
                line["reply"] = [list(reply)]
                if k > 1:
                    s.push(reply)
                    line["then"] = build_lines(search, s, answers, k - 1)
                    s.pop()
        s.pop()
        lines.append(line)
    return lines


def build(spec: dict, show: bool = False) -> dict:
    start = State.from_json(spec["start"])
    size = start.size
    goal = spec["goal"]
    search = search_for(start, goal)
    t = time.perf_counter()
    firsts = [start.points[m] for m in search.first_moves(start.copy(), goal["moves"])]
    names = sorted(point_to_str(p, size) for p in firsts)
    if show:
        print(spec["id"], "answers:", names, f"{time.perf_counter() - t:.2f}s")
    want = sorted(spec["answers"].split())
    assert names == want, f"{spec['id']}: the search finds {names}, not {want}"
    solution = build_lines(search, start.copy(), [str_to_point(n, size) for n in spec["answers"].split()],
                           goal["moves"])
    data = {"format": fmt.FORMAT, "version": fmt.VERSION, "id": spec["id"], "game": "pente",
            "title": spec["title"], "difficulty": spec["difficulty"], "theme": spec["theme"], "goal": goal,
            "start": spec["start"], "solution": solution,
            "wrong": [{"move": [list(str_to_point(p, size))], "why": why} for p, why in spec["wrong"]],
            "hint": spec["hint"], "explanation": spec["explanation"], "credit": CREDIT, "generated": False}
    puzzle = fmt.from_json(data)
    t = time.perf_counter()
    problems = verify(puzzle)
    if show:
        print("  verify", f"{time.perf_counter() - t:.2f}s", problems or "ok")
        print("  line:", " ".join(point_to_str(tuple(m), size) for m in first_line(data["solution"])))
    assert not problems, (spec["id"], problems)
    return data


def first_line(lines: list) -> list:
    out = []
    while lines:
        out.append(lines[0]["move"][0])
        if "reply" in lines[0]:
            out.append(lines[0]["reply"][0])
        lines = lines[0].get("then", [])
    return out


# ----- mining: puzzles from random games, kept only when the prover proves them -----------------------

MINED_CREDIT = "Mined by the Pente puzzle generator from random games, proved by the rules-only prover."
MINE_SETS = [("pente", 19), ("keryo", 19), ("gomoku", 15), ("pente", 13)]


def _random_game(rng, variant: str, size: int, plies: int) -> State:
    """A game of random stones near the others (and half the time on the mover's own lines), with no winner."""
    s = State.from_json({"options": {"size": size, "variant": variant, "tournament": False},
                         "board": ["." * size] * size, "to_move": 0, "captured": [0, 0]})
    c = size // 2
    s.push((c, c))
    for _ in range(plies - 1):
        me = s.current_player() + 1
        near = sorted(pz._near(s, 1))
        own = sorted(pz._three_windows(s, me) | pz._capture_points(s, me)) if rng.random() < 0.5 else []
        pool = own or near
        safe = [i for i in pool if i not in pz._wins_now(s, me)]
        if not safe:
            break
        s.push(s.points[rng.choice(safe)])
        if s.outcome() is not None:
            s.pop()
            break
    return s


def _names(s, moves) -> str:
    return " ".join(point_to_str(p, s.size) for p in moves)


def _as_puzzle(pid: str, start: State, goal: dict, answers: list, wrong: list, title: str, theme: str,
               difficulty: int, hint: str, explanation: str) -> dict:
    spec = dict(id=pid, title=title, difficulty=difficulty, theme=theme, goal=goal, start=start.to_json(),
                answers=" ".join(point_to_str(p, start.size) for p in answers), wrong=wrong, hint=hint,
                explanation=explanation)
    spec["start"]["options"]["tournament"] = True
    data = build(spec)
    data["credit"], data["generated"] = MINED_CREDIT, True
    return data


def _try_win(s: State, pid: str):
    me, size = s.current_player(), s.size
    who, other = ("Black", "White") if me == 0 else ("White", "Black")
    if pz._wins_now(s, me + 1) or pz._wins_now(s, 2 - me):
        return None
    for k in (2, 3):
        if k == 3 and not pz._three_windows(s, me + 1):
            break
        goal = {"kind": "win", "moves": k}
        try:
            search = pz.Search(s, goal, me, deadline=time.perf_counter() + 20)
            firsts = [s.points[m] for m in search.first_moves(s.copy(), k)]
        except pz.OutOfTime:
            return None
        if len(firsts) > 1:
            return None
        if len(firsts) == 1:
            m = firsts[0]
            gain = s.copy()
            res = gain.push(m)[0]
            caps = res.captured_count
            theme = {"keryo": "Keryo-Pente", "gomoku": "Gomoku"}.get(s.options.variant, "")
            theme = ", ".join(x for x in (theme, "capture then win" if caps else f"win in {k}") if x)
            data = _as_puzzle(pid, s, goal, [m], [], f"Win in {k}", theme, 2 if k == 2 else 4,
                              "Look for a move that leaves two threats, or a threat that cannot be parried"
                              + (" (captures count)." if s.options.variant != "gomoku" else "."),
                              "Written below.")
            line = first_line(data["solution"])
            text = ", ".join(point_to_str(tuple(p), size) for p in line)
            data["explanation"] = (f"{point_to_str(m, size)} wins in {k} against every defence. "
                                   f"The line shown: {text}; every other {other} reply loses too. Every other "
                                   f"first move lets {other} escape.")
            return data
    return None


def _try_defend(s: State, pid: str):
    from game.pente import prover
    me, size = s.current_player(), s.size
    who, other = ("Black", "White") if me == 0 else ("White", "Black")
    theirs = pz._wins_now(s, 2 - me)
    if not theirs or pz._wins_now(s, me + 1):
        return None
    cands = sorted(theirs | pz._capture_points(s, me + 1))
    holds = []
    for i in cands:
        t = s.copy()
        t.push(t.points[i])
        if t.outcome() is not None:
            return None
        if not prover.attacker_can_force(t)[0]:
            holds.append(t.points[i])
    if len(holds) != 1 or (len(theirs) == 1 and s.index(holds[0]) in theirs):
        return None          # blocking the one winning point is no puzzle; two threats, or a capture, are
    m = holds[0]
    t = s.copy()
    caps = t.push(m)[0].captured_count
    wrong = []
    for i in cands:
        p = s.points[i]
        if p == m or len(wrong) == 2:
            continue
        u = s.copy()
        u.push(p)
        k = prover.fastest_win(u)
        if k is None:
            return None
        wins = sorted(pz._wins_now(u, 2 - me))
        why = (f"{other} still wins at {point_to_str(u.points[wins[0]], size)}." if wins else
               f"{other} still forces a win, in {k} moves.")
        wrong.append((point_to_str(p, size), f"{point_to_str(p, size)} does not stop it: {why}"))
    theme = {"keryo": "Keryo-Pente", "gomoku": "Gomoku"}.get(s.options.variant, "")
    theme = ", ".join(x for x in (theme, "capture defence" if caps else "defence") if x)
    data = _as_puzzle(pid, s, {"kind": "defend", "moves": 1}, [m], [tuple_w for tuple_w in wrong],
                      "Stop the win", theme, 3,
                      f"{other} threatens to win. Only one move holds"
                      + (": can a capture break the threat?" if caps else "."),
                      f"{point_to_str(m, size)} " + ("captures and so breaks " if caps else "stops ")
                      + f"{other}'s threat, and {other} has no forcing attack that wins after it (fours, threes "
                        "and captures, seven stones deep); every other move loses by force.")
    return data


def mine(count: int, seed: int, first: int) -> list:
    import random

    from game.pente import prover
    rng = random.Random(seed)
    out, seen, index, tries = [], set(), first, 0
    for f in (ROOT / "levels" / "pente").glob("*.json"):
        seen.add(State.from_json(fmt.load(f).start).key())
    while len(out) < count:
        variant, size = MINE_SETS[tries % len(MINE_SETS)]
        tries += 1
        s = _random_game(rng, variant, size, rng.randrange(10, 40))
        if s.outcome() is not None or s.key() in seen:
            continue
        seen.add(s.key())
        pid = f"pente-gen-{index:03d}"
        try:
            data = _try_defend(s, pid) or _try_win(s, pid)
        except AssertionError:
            continue
        if data is None:
            continue
        proof = prover.prove(fmt.from_json(data))
        if not proof.ok:
            continue
        out.append(data)
        atomic_write_text(ROOT / "levels" / "pente" / f"{pid}.json", json.dumps(data, indent=1) + "\n")
        print(pid, variant, size, data["goal"], data["theme"], flush=True)
        index += 1
    return out


def main(argv: list) -> None:
    """``[ID ...] [--write]``: build the named puzzles (all without names); with no argument at all, or
    with ``--write``, write them into ``levels/pente/``.  ``--mine N [--seed S]``: mine N puzzles."""
    if "--mine" in argv:
        count = int(argv[argv.index("--mine") + 1])
        seed = int(argv[argv.index("--seed") + 1]) if "--seed" in argv else 1
        first = 1 + len(list((ROOT / "levels" / "pente").glob("pente-gen-*.json")))
        if "--first" in argv:                   # a second miner running alongside numbers its own
            first = int(argv[argv.index("--first") + 1])
        mine(count, seed, first)
        return
    ids = [a for a in argv if not a.startswith("--")]
    unknown = set(ids) - {p["id"] for p in PUZZLES}
    if unknown:
        raise SystemExit(f"no such puzzle: {', '.join(sorted(unknown))}")
    for spec in [p for p in PUZZLES if not ids or p["id"] in ids]:
        data = build(spec, show=True)
        if not argv or "--write" in argv:
            path = ROOT / "levels" / "pente" / f"{spec['id']}.json"
            atomic_write_text(path, json.dumps(data, indent=1) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
