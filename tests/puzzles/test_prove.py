"""Every shipped puzzle is proved by its game's prover (``python -m game.puzzles prove``), so a wrong puzzle
cannot land; and the command says what it proved and fails on a wrong puzzle."""
import pytest

from game.puzzles import __main__ as cli
from game.puzzles.collection import load_collection
from game.puzzles.prove import prove

FOUND = load_collection()
COUNTS = {"senket": 52, "pente": 30, "senet": 20}


def test_every_file_loads_and_the_counts_hold():
    assert FOUND.problems == []
    for game, least in COUNTS.items():
        assert len(FOUND.of_game(game)) >= least, game


@pytest.mark.parametrize("puzzle", FOUND.puzzles, ids=[p.id for p in FOUND.puzzles])
def test_every_puzzle_is_proved(puzzle):
    result = prove(puzzle)
    assert result.ok, result.problems
    assert result.claims


def test_the_command_prints_the_proof_and_exits_1_on_a_failure(capsys, monkeypatch):
    assert cli.main(["prove", "pente-open-four", "senet-trap-door"]) == 0
    out = capsys.readouterr().out
    assert "proved pente-open-four" in out and "proved senet-trap-door" in out and "2 of 2 puzzles proved" in out
    assert cli.main(["prove", "no-such-puzzle"]) == 1
    from game.pente import prover
    monkeypatch.setattr(prover, "prove", lambda p: prover.Proof(problems=["broken on purpose"]))
    assert cli.main(["prove", "pente-open-four"]) == 1
    assert "FAILED pente-open-four" in capsys.readouterr().out
