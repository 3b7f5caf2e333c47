"""The Pente prover refuses what a wrong puzzle claims: the old "Break the four" (the capture K9 leaves
White a forced win), a win in 2 that is a win in 1, a defence with nothing to defend, a missing answer."""
from pathlib import Path

from game.pente import prover
from game.puzzles import format as fmt

from .test_puzzles import OPEN_FOUR, position, puzzle

# The "Break the four" shipped until issue 37: K9 captures K10-K11, but White puts K10 back (an open four
# again, J10 and O10 both empty) and wins.
OLD_BREAK_THE_FOUR = position([(14, 6), (7, 7), (9, 7), (12, 7), (13, 11)],
                              [(9, 8), (9, 9), (10, 9), (11, 9), (12, 9)])


def test_the_old_break_the_four_is_refused_and_the_line_named():
    p = puzzle(OLD_BREAK_THE_FOUR, {"kind": "defend", "moves": 1}, [{"move": [[9, 10]], "reply": [[13, 9]]}])
    proof = prover.prove(p)
    assert not proof.ok
    assert "forces a win within 7 plies" in proof.problems[0] and proof.problems[0].endswith("wins")


def test_the_shipped_break_the_four_is_proved():
    p = fmt.load(Path(__file__).resolve().parents[2] / "levels/pente/pente-capture-breaks-four.json")
    proof = prover.prove(p)
    assert proof.ok, proof.problems
    assert any("no forced win within 7 plies" in c for c in proof.claims)


def test_a_slower_win_than_there_is_is_refused():
    p = puzzle(OPEN_FOUR, {"kind": "win", "moves": 2},
               [{"move": [[3, 9]]}, {"move": [[8, 9]]}])
    proof = prover.prove(p)
    assert proof.problems == ["a win in 1 move exists: the puzzle says 2"]


def test_an_answer_left_out_is_named():
    p = puzzle(OPEN_FOUR, {"kind": "win", "moves": 1}, [{"move": [[3, 9]]}])
    proof = prover.prove(p)
    assert len(proof.problems) == 1 and "J10 also wins" in proof.problems[0]


def test_a_defence_with_nothing_to_defend_is_refused():
    quiet = position([(9, 9), (3, 3)], [(10, 10), (15, 15)])
    p = puzzle(quiet, {"kind": "defend", "moves": 1}, [{"move": [[9, 10]], "reply": [[4, 4]]}])
    proof = prover.prove(p)
    assert any("nothing to defend" in x for x in proof.problems)
