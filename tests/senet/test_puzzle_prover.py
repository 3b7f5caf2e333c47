"""The Senet prover: the exact solver's table and the prover's own value iteration agree, and a puzzle
whose chances are misstated or whose answer is not clearly best is refused."""
from pathlib import Path

from game.puzzles import format as fmt
from game.senet import prover, solver
from game.senet.puzzle import exact_chances

TRAP_DOOR = Path(__file__).resolve().parents[2] / "levels/senet/senet-trap-door.json"


def test_the_table_and_value_iteration_agree():
    state = fmt.load(TRAP_DOOR).start_state()
    assert solver.covers(state)
    table, mine = solver.move_values(state), exact_chances(state)
    assert set(table) == set(mine) and max(abs(table[a] - mine[a]) for a in mine) < 1e-8


def test_a_misstated_chance_or_a_wrong_answer_is_refused():
    data = fmt.load(TRAP_DOOR).to_json()
    assert prover.prove(fmt.from_json(data)).ok
    bad = fmt.from_json({**data, "goal": {"kind": "best", "chances": [[m, round(c + 0.01, 4)]
                                                                        for m, c in data["goal"]["chances"]]}})
    assert any("exact chance" in x for x in prover.prove(bad).problems)
    other = min(data["goal"]["chances"], key=lambda mc: mc[1])[0]          # the worst move
    wrong = fmt.from_json({**data, "solution": [{"move": [other]}], "wrong": []})
    assert any("within 0.02" in x or "not the best" in x for x in prover.prove(wrong).problems)
