"""Senket records through the shared record format (docs/records.md), version-1 files (docs/senket-files.md), and the command line."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import records
from game.core.records import RecordError
from game.senket.rules import SECOND, FIRST, State, Turn
from game.senket.scoring import score

ROOT = Path(__file__).resolve().parents[2]
PY = str(ROOT / ".venv" / "bin" / "python") if (ROOT / ".venv" / "bin" / "python").exists() else sys.executable


def sample_game():
    g = State.from_position(11, {(1, 0): FIRST, (9, 10): SECOND}, [], scoring="area")
    start = g.to_json()
    g.push_turn(Turn((0, 2), (((1, 0), (0, 2)),)))
    g.push_turn(Turn((10, 8), (((9, 10), (10, 8)),)))
    g.push_turn(Turn((5, 5)))
    g.push_turn(Turn(None))
    return g, start


def v1_file(g, start_posts) -> dict:
    """The same game as a version-1 file, as the app wrote them before the shared format."""
    return {"format": "senket", "version": 1, "size": g.size, "scoring": g.scoring,
            "setup": {"posts": start_posts, "fences": [], "to_move": "red"},
            "turns": [{"post": None} if t.post is None else
                      {"post": list(t.post), "fences": [[list(a), list(b)] for a, b in t.fences]} for t in g.turns],
            "meta": {"note": "x"}}


def test_round_trip(tmp_path):
    """'Records are plain, documented JSON … replaying a record reproduces the game exactly.'"""
    g, start = sample_game()
    path = tmp_path / "g.json"
    records.save(path, records.record_of(g, start, g.actions, meta={"note": "x"}))
    rec = records.load(path)
    h = rec.replay()
    assert h.position() == g.position() and h.turns == g.turns and h.to_move == g.to_move
    assert rec.start == start and h.passes_in_a_row == 1 and rec.meta == {"note": "x"}
    assert h.key() == g.key()
    # a plain game without setup, ended: the record carries the result
    k = State(13, scoring="posts")
    k.push_turn(Turn((3, 3)))
    k.push_turn(Turn(None))
    k.push_turn(Turn(None))
    rec = records.loads(records.dumps(records.record_of(k, None, k.actions)))
    k2 = rec.replay()
    assert k2.is_over and k2.scoring == "posts" and k2.size == 13 and rec.start is None
    assert rec.result == k.outcome().to_json()


def test_version_1_files_still_load():
    """Files saved before the shared format open as the same game."""
    g, _ = sample_game()
    rec = records.loads(json.dumps(v1_file(g, {"red": [[1, 0]], "blue": [[9, 10]]})))
    h = rec.replay()
    assert rec.game == "senket" and rec.meta == {"note": "x"}
    assert h.position() == g.position() and h.turns == g.turns and h.key() == g.key()


BAD = [
    ("not json", "{"),
    ("not an object", "[1, 2]"),
    ("wrong format", {"format": "chess", "version": 1, "size": 11}),
    ("bad version", {"format": "senket", "version": 7, "size": 11}),
    ("no size", {"format": "senket", "version": 1}),
    ("bad size", {"format": "senket", "version": 1, "size": 12}),
    ("bool size", {"format": "senket", "version": 1, "size": True}),
    ("bad scoring", {"format": "senket", "version": 1, "size": 11, "scoring": "go"}),
    ("unknown key", {"format": "senket", "version": 1, "size": 11, "moves": []}),
    ("turns not list", {"format": "senket", "version": 1, "size": 11, "turns": {}}),
    ("turn not object", {"format": "senket", "version": 1, "size": 11, "turns": [[1, 2]]}),
    ("turn no post", {"format": "senket", "version": 1, "size": 11, "turns": [{}]}),
    ("off board", {"format": "senket", "version": 1, "size": 11, "turns": [{"post": [11, 0]}]}),
    ("negative", {"format": "senket", "version": 1, "size": 11, "turns": [{"post": [-1, 0]}]}),
    ("float coord", {"format": "senket", "version": 1, "size": 11, "turns": [{"post": [1.5, 0]}]}),
    ("string coord", {"format": "senket", "version": 1, "size": 11, "turns": [{"post": ["1", 0]}]}),
    ("3 coords", {"format": "senket", "version": 1, "size": 11, "turns": [{"post": [1, 0, 2]}]}),
    ("occupied", {"format": "senket", "version": 1, "size": 11, "turns": [{"post": [1, 1]}, {"post": [1, 1]}]}),
    ("fence before post", {"format": "senket", "version": 1, "size": 11,
                           "turns": [{"post": None, "fences": [[[0, 0], [1, 2]]]}]}),
    ("not knight", {"format": "senket", "version": 1, "size": 11,
                    "turns": [{"post": [0, 0]}, {"post": [5, 5]}, {"post": [1, 1], "fences": [[[0, 0], [1, 1]]]}]}),
    ("bad fence shape", {"format": "senket", "version": 1, "size": 11, "turns": [{"post": [0, 0], "fences": [[0, 0]]}]}),
    ("crossing setup", {"format": "senket", "version": 1, "size": 11, "setup": {
        "posts": {"red": [[0, 0], [1, 2], [1, 0], [0, 2]]}, "fences": [[[0, 0], [1, 2]], [[1, 0], [0, 2]]]}}),
    ("double post setup", {"format": "senket", "version": 1, "size": 11, "setup": {
        "posts": {"red": [[0, 0]], "blue": [[0, 0]]}}}),
    ("bad colour", {"format": "senket", "version": 1, "size": 11, "setup": {"posts": {"green": []}}}),
    ("bad to_move", {"format": "senket", "version": 1, "size": 11, "setup": {"to_move": 1}}),
    ("move after end", {"format": "senket", "version": 1, "size": 11,
                        "turns": [{"post": None}, {"post": None}, {"post": [1, 1]}]}),
]


@pytest.mark.parametrize("name,data", BAD, ids=[b[0] for b in BAD])
def test_malformed_records_raise_record_error(name, data):
    """Any malformed input raises RecordError (a ValueError) with a one-line message."""
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(RecordError) as e:
        records.loads(text)
    assert isinstance(e.value, ValueError)
    assert "\n" not in str(e.value) and str(e.value)


def test_missing_file_is_record_error(tmp_path):
    with pytest.raises(RecordError):
        records.load(tmp_path / "nope.json")


def _run(*args):
    return subprocess.run([PY, "-m", "game.senket", *args], cwd=ROOT, capture_output=True, text=True, timeout=60)


def test_cli_scores_a_file(tmp_path):
    """`python -m game.senket score FILE [--method area|posts]` prints the breakdown as JSON."""
    g, start = sample_game()
    path = tmp_path / "g.json"
    records.save(path, records.record_of(g, start, g.actions))
    p = _run("score", str(path))
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["totals"] == {"red": 1, "blue": 1} == {k.label: v for k, v in score(g).totals.items()}
    assert out["method"] == "area"
    assert out["players"]["red"]["groups"][0]["value"] == 1
    p = _run("score", str(path), "--method", "posts")
    assert p.returncode == 0 and json.loads(p.stdout)["totals"] == {"red": 4, "blue": 4}
    old = tmp_path / "v1.json"
    old.write_text(json.dumps(v1_file(g, {"red": [[1, 0]], "blue": [[9, 10]]})))
    p = _run("score", str(old))
    assert p.returncode == 0 and json.loads(p.stdout)["totals"] == {"red": 1, "blue": 1}


def test_cli_malformed_file_one_line_exit_2(tmp_path):
    """Malformed or missing file → one clear line on stderr, exit code 2."""
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "senket", "version": 1, "size": 11, "turns": [{"post": [99, 0]}]}')
    for path in (bad, tmp_path / "missing.json"):
        p = _run("score", str(path))
        assert p.returncode == 2
        assert p.stdout == ""
        assert len(p.stderr.strip().splitlines()) == 1, p.stderr
    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"\xff\xfe not json")
    p = _run("score", str(garbage))
    assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1
    p = _run("score")
    assert p.returncode == 2
    p = _run("score", str(bad), "--method", "weird")
    assert p.returncode == 2
