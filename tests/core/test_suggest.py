"""`python -m game.<id> suggest FILE`: one JSON line for a record or a position, one clear line and exit 2 otherwise."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import records, registry, suggest

ROOT = Path(__file__).resolve().parents[2]


def test_a_record_and_a_position_give_the_computers_move(toy, tmp_path, capsys):
    state = registry.get("toy").new(None, seed=1)
    played = []
    for a in (2, "no_extra", 2, "no_extra", 2, "no_extra"):
        state.push(a)
        played.append(a)
    path = tmp_path / "game.json"
    records.save(path, records.record_of(state, None, played))
    assert suggest.main("toy", [str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == 2        # 6 of 10: hard adds two
    pos = tmp_path / "pos.json"
    state.push(2)
    state.push("no_extra")
    pos.write_text(json.dumps(state.to_json()))
    assert suggest.main("toy", [str(pos), "--level", "easy"]) == 0
    assert capsys.readouterr().out.strip() == "2", "8 of 10: any level takes the goal"


def test_bad_files_say_one_line_and_exit_2(toy, tmp_path, capsys):
    cases = {"missing": tmp_path / "nope.json", "garbage": tmp_path / "g.json", "deep": tmp_path / "d.json",
             "other game": tmp_path / "o.json", "fifo": tmp_path / "fifo"}
    cases["garbage"].write_bytes(b"\xff\x00 not json")
    cases["deep"].write_text("[" * 100_000)
    pente = registry.get("pente").new(None)
    records.save(cases["other game"], records.record_of(pente, None, []))
    os.mkfifo(cases["fifo"])
    for name, path in cases.items():
        assert suggest.main("toy", [str(path)]) == 2, name
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, (name, err)


def test_a_finished_game_has_no_move_to_suggest(toy, tmp_path, capsys):
    state = registry.get("toy").new(None, seed=1)
    played = []
    while state.outcome() is None:
        a = state.legal_actions()[-1] if state.current_player() != -1 else "no_extra"
        state.push(a)
        played.append(a)
    path = tmp_path / "over.json"
    records.save(path, records.record_of(state, None, played))
    assert suggest.main("toy", [str(path)]) == 2
    assert "over" in capsys.readouterr().err


@pytest.mark.parametrize("game", [s.id for s in registry.games()])
def test_each_game_has_the_command(game):
    out = subprocess.run([sys.executable, "-m", f"game.{game}", "suggest", "/no/such/file"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and out.stdout == "" and len(out.stderr.strip().splitlines()) == 1
