"""The Senet puzzles in ``levels/senet/`` and the Senet puzzle room (``game/senet/puzzle.py``)."""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from game.puzzles.check import verify
from game.puzzles.format import load, thaw
from game.puzzles.session import SOLVED, WRONG, Session
from game.senet import puzzle as room
from game.senet.rules import OFF, Options, State

LEVELS = Path(__file__).resolve().parents[2] / "levels" / "senet"
FILES = sorted(LEVELS.glob("*.json"))
PUZZLES = {path.stem: load(path) for path in FILES}


def _chances(p) -> dict:
    state = p.start_state()
    return {state.action_from_json(m): c for m, c in p.goal["chances"]}


def _solution(p) -> set:
    state = p.start_state()
    return {state.action_from_json(thaw(line.move[0])) for line in p.solution}


def test_the_collection():
    assert len(PUZZLES) >= 8
    for name, p in PUZZLES.items():
        assert p.id == name and p.id.startswith("senet-") and p.game == "senet"
    assert len({p.difficulty for p in PUZZLES.values()}) >= 3
    assert {1, 5} <= {p.difficulty for p in PUZZLES.values()}
    rulesets = {p.start_state().ruleset for p in PUZZLES.values()}
    assert rulesets == {"A", "B"}
    assert any(p.start["options"].get("use_die") for p in PUZZLES.values())


@pytest.mark.parametrize("name", sorted(PUZZLES))
def test_puzzle_is_sound(name):
    p = PUZZLES[name]
    assert verify(p, unique=False) == []       # the exact chances are proved by tests/puzzles/test_prove.py
    state = p.start_state()
    assert state.throw_in_hand is not None and len(state.legal_actions()) >= 2
    stored = _chances(p)
    assert set(stored) == set(state.legal_actions())          # every legal move has its chance
    best = max(stored.values())
    assert _solution(p) == {a for a, c in stored.items() if c >= best - room.TOLERANCE}
    second = sorted(stored.values(), reverse=True)[len(_solution(p))]
    assert best - second >= 0.03                             # a fair puzzle: the best is clearly best
    assert "are exact" in p.credit


@pytest.mark.parametrize("name", sorted(PUZZLES))
def test_best_move_solves_and_worse_is_wrong(name):
    p = PUZZLES[name]
    stored = _chances(p)
    best = max(stored, key=stored.get)
    worst = min(stored, key=stored.get)
    assert Session(p).judge([best]).kind == SOLVED
    verdict = Session(p).judge([worst])
    assert verdict.kind == WRONG and verdict.turn_start == 0
    assert "%" in verdict.why


def test_explain_wrong_names_the_chances():
    p = PUZZLES["senet-swap-back"]
    before = p.start_state()
    after = before.copy()
    after.push((19, 22))
    text = room.explain_wrong(before, after, p.goal, p.solver)
    stored = _chances(p)
    assert f"{round(stored[(19, 22)] * 100)}%" in text
    assert f"{round(max(stored.values()) * 100)}%" in text
    assert "19 to 22" in text


def _one_each_endgame():
    """Black: counters on 29 and 30 (three off); White: one counter on 28 (four off); Black threw a 2."""
    g = State.from_position(Options(), {29: 0, 30: 0, 28: 1}, current_side=0, borne_off=(3, 4))
    g.push(2)
    return g


def test_exact_solver_on_a_hand_worked_endgame():
    # Black's only move bears 29 off. Then Black's counter on 30 leaves only with a 1 (4/16 a throw) and is
    # safe there; White's counter on 28 leaves with a 3 (4/16), else must step to 29 (30 is Black's); from
    # 29 it leaves only with a 2 (6/16). White throws first. With x the chance for Black when White,
    # on 29, is to throw: x = 10/16 * (4/16 + 12/16 * x), so x = 5/17; and on 28: y = 12/16 * (4/16 +
    # 12/16 * x) = 6/17.
    g = _one_each_endgame()
    assert g.legal_actions() == [(29, OFF)]
    q = Fraction(6, 16)
    x = (1 - q) * Fraction(1, 4) / (1 - (1 - q) * Fraction(3, 4))
    assert x == Fraction(5, 17)
    y = Fraction(12, 16) * (Fraction(1, 4) + Fraction(3, 4) * x)
    assert y == Fraction(6, 17)
    assert room.exact_chances(g)[(29, OFF)] == pytest.approx(float(y), abs=1e-12)
    # and from White's side after Black's move: White to throw on 28 wins 11/17
    s = g.copy()
    s.push((29, OFF))
    s.push(1)   # White throws a 1: 28 -> 29 is its only move
    assert s.legal_actions() == [(28, 29)]
    assert room.exact_chances(s)[(28, 29)] == pytest.approx(1 - (Fraction(1, 4) + Fraction(3, 4) * x), abs=1e-12)


def test_exact_solver_too_large_is_refused():
    g = State.from_position(Options(), {3: 0, 5: 0, 7: 0, 9: 0, 11: 0, 2: 1, 4: 1, 6: 1, 8: 1, 10: 1})
    g.push(2)
    with pytest.raises(room.TooLarge):
        room.exact_chances(g, limit=500)
    assert not room.exact_is_used(g)


def test_other_answers_reports_a_missing_best_move():
    p = PUZZLES["senet-not-yet-off"]
    assert room.other_answers(p, None) == []
    wrong = type(p)(**{**p.__dict__, "solution": tuple(
        type(p.solution[0])(move=((28, "off"),)) for _ in range(1))})
    assert room.other_answers(wrong, None) == [[[23, 26]]]
    assert verify(wrong) != []
