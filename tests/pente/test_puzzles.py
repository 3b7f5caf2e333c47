"""The Pente puzzles in levels/pente: every file loads and verifies, the set spans the goals and
difficulties, the session plays each; and the puzzle room's goal, explanation and search on small
hand-made positions.  That each answer is the only one and sound against every reply is proved by
game.pente.prover (tests/puzzles/test_prove.py)."""
import random
from pathlib import Path

import pytest

from game.pente import puzzle as pz
from game.pente.rules import Options, State
from game.puzzles import format as fmt
from game.puzzles.check import verify
from game.puzzles.format import thaw
from game.puzzles.session import SOLVED, WRONG, Session

LEVELS = Path(__file__).resolve().parents[2] / "levels" / "pente"
FILES = sorted(LEVELS.glob("*.json"))
PUZZLES = [fmt.load(f) for f in FILES]


def position(black, white, to_move=0, captured=(0, 0), size=19, variant="pente"):
    rows = [["."] * size for _ in range(size)]
    for points, ch in ((black, "x"), (white, "o")):
        for x, y in points:
            rows[y][x] = ch
    return {"options": {"size": size, "variant": variant, "tournament": True},
            "board": ["".join(r) for r in rows], "to_move": to_move, "captured": list(captured)}


def puzzle(start, goal, solution, wrong=()):
    return fmt.from_json({"format": fmt.FORMAT, "version": 1, "id": "pente-test", "game": "pente",
                          "title": "t", "difficulty": 1, "goal": goal, "start": start, "solution": solution,
                          "wrong": [{"move": m, "why": "no"} for m in wrong],
                          "hint": "h", "explanation": "e", "credit": "tests"})


# An open four for Black on row 9 (x 4..7): D10 (3, 9) and J10 (8, 9) both make five.
OPEN_FOUR = position([(4, 9), (5, 9), (6, 9), (7, 9)], [(4, 8), (5, 8), (6, 11), (12, 12)])
# White to move, White's K10 (9, 9) beside the black pair L10-M10: N10 (12, 9) captures it.
PAIR = position([(10, 9), (11, 9), (3, 3)], [(9, 9), (15, 15)], to_move=1)


def first_line(p):
    actions, state, lines = [], p.start_state(), p.solution
    while lines:
        line = lines[0]
        for data in line.move + line.reply:
            a = state.action_from_json(thaw(data))
            actions.append(a)
            state.push(a)
        lines = line.then
    return actions


# ----- the files ------------------------------------------------------------------------------

def test_the_set_spans_goals_difficulties_variants_and_sizes():
    assert len(PUZZLES) >= 12
    assert all(p.id.startswith("pente-") and p.game == "pente" for p in PUZZLES)
    assert [f.stem for f in FILES] == [p.id for p in PUZZLES]
    levels = {p.difficulty for p in PUZZLES}
    assert min(levels) == 1 and max(levels) >= 4 and levels >= {1, 2, 3, 4}
    assert {p.goal["kind"] for p in PUZZLES} == {"win", "capture", "defend"}
    assert any(p.start["options"]["variant"] == "keryo" for p in PUZZLES)
    sizes = [p.start["options"]["size"] for p in PUZZLES]
    assert 13 in sizes and sizes.count(19) > len(sizes) / 2
    assert any(p.goal["kind"] == "win" and p.goal["moves"] == 3 for p in PUZZLES)
    assert any(p.goal["kind"] == "win" and p.start["captured"][0] >= 8 for p in PUZZLES)  # win by captures


@pytest.mark.parametrize("p", PUZZLES, ids=[p.id for p in PUZZLES])
def test_each_puzzle_verifies(p):
    """Lines legal, goal met at each leaf; that the answer is the only one is the prover's to show
    (tests/puzzles/test_prove.py), with every first move searched."""
    assert verify(p, unique=False) == []


@pytest.mark.parametrize("p", PUZZLES, ids=[p.id for p in PUZZLES])
def test_the_session_solves_the_first_line_and_refuses_another_first_move(p):
    session = Session(p)
    assert session.judge(first_line(p)).kind == SOLVED
    start = p.start_state()
    accepted = {start.action_from_json(thaw(line.move[0])) for line in p.solution}
    tried = [start.action_from_json(thaw(r.move[0])) for r in p.wrong] or [
        a for a in start.legal_actions() if a not in accepted][:1]
    for action in tried:
        verdict = session.judge([action])
        assert verdict.kind == WRONG and verdict.why and verdict.turn_start == 0
    for ref in p.wrong:
        assert session.judge([start.action_from_json(thaw(ref.move[0]))]).why == ref.why


# ----- the puzzle room on hand-made positions ------------------------------------------------

def test_goal_met_for_each_kind():
    start = State.from_json(OPEN_FOUR)
    s = start.copy()
    s.push((3, 9))
    assert pz.goal_met(start, s, {"kind": "win", "moves": 1}, 0)
    assert not pz.goal_met(start, start, {"kind": "win", "moves": 1}, 0)
    assert not pz.goal_met(start, s, {"kind": "defend", "moves": 1}, 1)      # White lost
    assert pz.goal_met(start, s, {"kind": "defend", "moves": 1}, 0)          # a win survives too
    # defend: only once the moves and replies are played
    s = start.copy()
    s.push((15, 2))
    assert not pz.goal_met(start, s, {"kind": "defend", "moves": 1}, 0)
    s.push((16, 2))
    assert pz.goal_met(start, s, {"kind": "defend", "moves": 1}, 0)
    assert not pz.goal_met(start, start, {"kind": "defend", "moves": 1}, 0)
    # capture: White takes the pair
    start = State.from_json(PAIR)
    s = start.copy()
    s.push((12, 9))
    assert pz.goal_met(start, s, {"kind": "capture", "stones": 2, "moves": 1}, 1)
    assert not pz.goal_met(start, s, {"kind": "capture", "stones": 4, "moves": 1}, 1)
    assert not pz.goal_met(start, start, {"kind": "capture", "stones": 2, "moves": 1}, 1)


def test_explain_wrong_names_the_winning_point():
    # White to move against Black's open four: any move but a block leaves D10 (and J10)
    s = State.from_json(position([(4, 9), (5, 9), (6, 9), (7, 9)], [(4, 8), (5, 8), (6, 11)], to_move=1))
    after = s.copy()
    after.push((15, 15))
    why = pz.explain_wrong(s, after, {"kind": "defend", "moves": 1}, 1)
    assert "Black now wins at D10" in why
    after = s.copy()
    after.push((3, 9))           # one end blocked: Black still wins at J10
    assert "J10" in pz.explain_wrong(s, after, {"kind": "defend", "moves": 1}, 1)
    quiet = State.from_json(PAIR)
    after = quiet.copy()
    after.push((0, 0))
    assert pz.explain_wrong(quiet, after, {"kind": "capture", "stones": 2, "moves": 1}, 1) == \
        "Not this one: Black protects the stones."


def test_other_answers_finds_the_winning_move_left_out():
    both = [{"move": [[3, 9]]}, {"move": [[8, 9]]}]
    assert pz.other_answers(puzzle(OPEN_FOUR, {"kind": "win", "moves": 1}, both)) == []
    one = puzzle(OPEN_FOUR, {"kind": "win", "moves": 1}, [{"move": [[3, 9]]}])
    assert pz.other_answers(one) == [[[8, 9]]]
    assert any("also reaches the goal: [[8, 9]]" in x for x in verify(one))


def test_other_answers_for_a_win_in_two_sees_every_defence():
    # Black K10 L10 _ N10 (row 9, gap at M10 = (11, 9)): only M10 makes an open four
    start = position([(9, 9), (10, 9), (12, 9), (1, 17)], [(9, 7), (11, 7), (10, 11), (12, 11)])
    win2 = {"kind": "win", "moves": 2}
    p = puzzle(start, win2, [{"move": [[11, 9]], "reply": [[13, 9]], "then": [{"move": [[8, 9]]}]}])
    assert pz.other_answers(p) == []
    s = p.start_state()
    assert pz.winning_first_moves(s, win2) == [(11, 9)]
    # J10 (8, 9) makes a four with a hole that White fills: not a win in 2, but a win in 3? No: White's
    # block at M10 also kills the row. Left out of a win-in-2 listing that names only J10, M10 is found.
    wrong = puzzle(start, win2, [{"move": [[8, 9]], "reply": [[11, 9]], "then": [{"move": [[13, 9]]}]}])
    assert [[11, 9]] in pz.other_answers(wrong)
    assert not pz.line_is_sound(s, win2, [(8, 9), (11, 9), (13, 9)])
    assert pz.line_is_sound(s, win2, [(11, 9), (13, 9), (8, 9)])


def test_other_answers_for_capture_and_defend():
    cap = {"kind": "capture", "stones": 2, "moves": 1}
    # White to move captures at N10 (12, 9); with a second pair, the second capture point is found too
    two = position([(10, 9), (11, 9), (9, 10), (9, 11), (3, 3)], [(9, 9), (15, 15)], to_move=1)
    p = puzzle(two, cap, [{"move": [[12, 9]]}])
    assert pz.other_answers(p) == [[[9, 12]]]
    assert pz.other_answers(puzzle(PAIR, cap, [{"move": [[12, 9]]}])) == []
    # defend: White's open four K10-N10 (row 9) and the pair K10-K11 under Black's K12 (9, 7)
    surv = position([(9, 7), (7, 7), (12, 7), (13, 11), (14, 6)],
                    [(9, 9), (10, 9), (11, 9), (12, 9), (9, 8)])
    goal = {"kind": "defend", "moves": 1}
    p = puzzle(surv, goal, [{"move": [[9, 10]], "reply": [[13, 9]]}])
    assert pz.other_answers(p) == []
    assert pz.winning_first_moves(p.start_state(), goal) == [(9, 10)]
    blocked = puzzle(surv, goal, [{"move": [[8, 9]], "reply": [[13, 9]]}])
    assert verify(blocked) and pz.other_answers(blocked) == [[[9, 10]]]


def test_a_goal_deeper_than_the_search_is_not_searched():
    p = puzzle(OPEN_FOUR, {"kind": "win", "moves": 4}, [{"move": [[3, 9]]}])
    assert pz.other_answers(p) == []
    with pytest.raises(pz.SearchTooDeep):
        pz.Search(p.start_state(), p.goal, 0)


def test_other_answers_gives_up_quietly_when_out_of_time():
    p = next(q for q in PUZZLES if q.goal == {"kind": "win", "moves": 3})
    assert pz.other_answers(p, seconds=0.0) == []


@pytest.mark.parametrize("variant", ["pente", "keryo"])
def test_the_searchs_quick_pattern_tests_agree_with_the_rules(variant):
    """The search reads wins and captures off the board; the rules' own push must agree, point by point."""
    for trial in range(60):
        rng = random.Random(trial)
        s = State(Options(size=13, variant=variant, tournament=False))
        for _ in range(rng.randrange(10, 70)):
            if s.outcome() is not None:
                break
            s.push(rng.choice(s.legal_actions()))
        if s.outcome() is not None:
            continue
        for colour in (1, 2):
            t = s.copy()
            t.to_move = colour
            fives, wins, caps = set(), set(), set()
            for point in t.legal_actions():
                res = t.push(point)[0]
                i = t.index(point)
                if res.win_lines:
                    fives.add(i)
                if t.outcome() is not None and t.outcome().winner == colour - 1:
                    wins.add(i)
                if res.captured_count:
                    caps.add(i)
                t.pop()
            assert pz._five_points(s, colour) == fives
            assert pz._wins_now(s, colour) == wins
            assert pz._capture_points(s, colour) == caps


def test_a_win_in_two_by_a_double_capture_threat_is_found():
    """Black with 8 captured stones: K10 threatens two pairs and so wins in 2 by captures (the search
    must try moves next to enemy stones, not only moves on Black's lines)."""
    data = next(p for p in PUZZLES if p.id == "pente-two-pairs").start
    start = State.from_json({**data, "captured": [8, 0]})
    assert pz.winning_first_moves(start, {"kind": "win", "moves": 2}) == [(9, 9)]
