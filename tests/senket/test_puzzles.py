"""Senket puzzles: every file verifies, the hand-made set covers the themes, the replies are the
opponent's best defence, the answers are unique, the miner only keeps sound puzzles, and a
session judges the solution as solved and another post as wrong."""
from __future__ import annotations

import dataclasses
import time
from pathlib import Path

import pytest

from game.puzzles import check
from game.puzzles.format import Puzzle, load, thaw
from game.puzzles.session import SOLVED, WRONG, Session
from game.senket import puzzle as P
from game.senket import puzzle_miner

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "levels" / "senket").glob("*.json"))
PUZZLES = [load(f) for f in FILES]
HAND = [p for p in PUZZLES if not p.generated]
THEMES = {"secure a territory", "stop an invasion", "invade successfully", "join two groups",
          "the square and long diamond double threat", "prisoners under post scoring"}


def _after(puzzle: Puzzle, line, with_reply=True):
    s = puzzle.start_state()
    for d in line.move + (line.reply if with_reply else ()):
        s.push(s.action_from_json(thaw(d)))
    return s


def test_every_senket_puzzle_loads_and_verifies_quickly():
    assert len(PUZZLES) >= 12
    t0 = time.perf_counter()
    for p in PUZZLES:
        assert p.game == "senket" and p.id.startswith("senket-")
        assert check.verify(p, unique=False) == [], p.id
    # the whole set stays quick enough for CI (the two-ply proofs are tests/puzzles/test_prove.py's)
    assert time.perf_counter() - t0 < 60


def test_hand_made_set_covers_difficulties_themes_and_post_scoring():
    assert len(HAND) >= 12
    diffs = {p.difficulty for p in HAND}
    assert 1 in diffs and max(diffs) >= 4 and diffs >= {1, 2, 3, 4}
    assert THEMES <= {p.theme for p in HAND}
    assert any(p.start["options"]["scoring"] == "posts" for p in HAND)
    assert sum(p.start["options"]["size"] in (11, 13) for p in HAND) >= len(HAND) - 2
    for p in HAND:
        assert p.title and p.hint and p.explanation


def test_other_answers_finds_a_second_answer_left_out():
    p = next(p for p in HAND if len(p.solution) > 1)       # two posts are listed as accepted
    cut = dataclasses.replace(p, solution=p.solution[:1])
    problems = check.verify(cut)
    assert any("another first move" in x for x in problems), problems
    assert P.other_answers(p) == []


def test_a_raised_goal_is_refused_and_a_lowered_one_is_not_unique():
    p = next(p for p in HAND if p.id == "senket-wide-side")
    too_high = dataclasses.replace(p, goal={"kind": "gain", "points": p.goal["points"] + 1})
    assert any("goal does not hold" in x for x in check.verify(too_high))
    too_low = dataclasses.replace(p, goal={"kind": "gain", "points": 50})
    assert any("another first move" in x for x in check.verify(too_low))


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_session_judges_solution_solved_and_another_post_wrong(puzzle):
    session = Session(puzzle)
    start = puzzle.start_state()
    line = puzzle.solution[0]
    s = start.copy()
    actions = []
    for d in line.move + line.reply:
        a = s.action_from_json(thaw(d))
        actions.append(a)
        s.push(a)
    assert session.judge(actions).kind == SOLVED
    listed = {start.action_from_json(thaw(l.move[0])) for l in puzzle.solution}
    other = next(a for a in start.legal_actions() if a < start.size ** 2 and a not in listed)
    assert session.judge([other, start.END]).kind == WRONG


def test_miner_tiny_budget_keeps_only_sound_puzzles(tmp_path):
    summary = puzzle_miner.mine(0.15, tmp_path, seed=5, limit=2)
    for key in ("minutes", "positions_examined", "puzzles_found", "found_per_minute", "rejected"):
        assert key in summary
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == summary["puzzles_found"]
    if not files:   # none found: the summary says why
        assert summary["rejected"], summary
    for f in files:
        p = load(f)
        assert p.generated and p.id.startswith("senket-gen-")
        assert check.verify(p) == []


def test_a_weak_reply_in_the_tree_is_caught():
    """Blue's best answer to the two diamonds is to close its own corner (worth 4): a puzzle that
    lists a pass as the reply and asks for 81 passes ``verify`` but not the best-defence search."""
    p = next(p for p in HAND if p.id == "senket-two-diamonds")
    line = dataclasses.replace(p.solution[0], reply=("pass",))
    weak = dataclasses.replace(p, solution=(line,), goal={"kind": "gain", "points": 81})
    assert check.verify(weak) == []
    start = weak.start_state()
    worst, _ = P.best_reply(start, _after(weak, line, with_reply=False), start.current_player())
    assert worst < 81
