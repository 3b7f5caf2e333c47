"""Judging moves from the action list alone, and the progress file."""
import json

import pytest

from game.puzzles import format as fmt
from game.puzzles.check import verify
from game.puzzles.progress import FILE, Progress
from game.puzzles.session import PLAYING, REPLY, SOLVED, WRONG, Session
from game.storage.files import Storage
from tests.puzzles.test_format import sample


def two_move_sample() -> dict:
    """Black four with one end blocked plus a three: the four forces White's block, then the three becomes five? --
    built simply: Black to win in 2 with White's forced reply listed."""
    data = sample()
    rows = [list(r) for r in data["start"]["board"]]
    rows[9][8] = "o"                      # the four E10-H10 is closed on the right
    rows[8][4] = rows[8][5] = "."         # the white pair above it removed
    rows[3][3] = rows[3][4] = "o"         # keep the move parity: White has as many stones as Black
    data["start"]["board"] = ["".join(r) for r in rows]
    data["id"] = "test-two-step"
    data["goal"] = {"kind": "win", "moves": 2}
    data["solution"] = [{"move": [[3, 9]], "reply": [[2, 9]], "then": []}]
    return data


def test_a_solution_line_is_judged_move_by_move():
    p = fmt.from_json(sample())
    s = Session(p)
    assert s.judge([]).kind == PLAYING
    assert s.judge([(3, 9)]).kind == SOLVED
    assert s.judge([(8, 9)]).kind == SOLVED
    wrong = s.judge([(10, 10)])
    assert wrong.kind == WRONG and wrong.turn_start == 0 and wrong.why


def test_a_refutation_sentence_explains_its_wrong_move():
    data = sample()
    data["wrong"] = [{"move": [[10, 10]], "why": "Far from the action."}]
    s = Session(fmt.from_json(data))
    assert s.judge([(10, 10)]).why == "Far from the action."
    assert s.judge([(11, 11)]).why != "Far from the action."


def test_a_reply_is_asked_for_then_judged():
    data = sample()
    # a line that goes on: after E10 White plays elsewhere, then Black makes five at J10
    data["goal"] = {"kind": "win", "moves": 2}
    data["solution"] = [{"move": [[3, 9]], "reply": [[15, 15]], "then": [{"move": [[8, 9]]}]}]
    p = fmt.from_json(data)
    s = Session(p)
    # D10 already makes five: the game is over and the reply cannot follow
    assert "solver is not to move" in " ".join(verify(p)) or verify(p)
    data["solution"] = [{"move": [[12, 3]], "reply": [[15, 15]], "then": [{"move": [[8, 9]]}]}]
    p = fmt.from_json(data)
    s = Session(p)
    v = s.judge([(12, 3)])
    assert v.kind == REPLY and v.reply == ((15, 15),)
    assert s.judge([(12, 3), (15, 15)]).kind == PLAYING
    assert s.judge([(12, 3), (15, 15), (8, 9)]).kind == SOLVED
    assert s.judge([(12, 3), (15, 15), (0, 0)]).kind == WRONG
    assert s.judge([(12, 3), (15, 15), (0, 0)]).turn_start == 2
    assert verify(p, unique=False) == []      # every line sound (many first moves win here: not a fair puzzle)


def test_verify_finds_a_leaf_where_the_goal_fails_and_an_illegal_line():
    data = sample()
    data["solution"] = [{"move": [[3, 9]]}, {"move": [[12, 3]]}]
    assert any("goal does not hold" in x for x in verify(fmt.from_json(data)))
    data["solution"] = [{"move": [[4, 9]]}]
    assert any("not legal" in x for x in verify(fmt.from_json(data)))
    data["solution"] = [{"move": [[3, 9]]}]
    data["wrong"] = [{"move": [[3, 9]], "why": "no"}]
    assert any("also an accepted answer" in x for x in verify(fmt.from_json(data)))


def test_progress_is_kept_across_runs(tmp_path):
    storage = Storage(tmp_path)
    p = Progress(storage)
    p.record_wrong("a")
    p.record_wrong("a")
    p.record_solved("a", 2)
    p.record_solved("a", 0)
    again = Progress(Storage(tmp_path))
    e = again.get("a")
    assert e.solved and e.attempts == 2 and e.best == 0
    assert not again.get("b").solved


def test_a_damaged_progress_file_is_kept_before_it_is_written_over(tmp_path):
    (tmp_path / FILE).write_text(json.dumps({"puzzles": {"a": {"solved": "yes"}, "b": {
        "solved": True, "attempts": 1, "best": 1, "last": ""}}}))
    p = Progress(Storage(tmp_path))
    assert p.get("b").solved and not p.get("a").solved
    p.record_solved("c", 0)
    kept = list(tmp_path.glob("puzzles.damaged-*.json"))
    assert len(kept) == 1 and "yes" in kept[0].read_text()
    (tmp_path / FILE).write_text("[" * 50000)
    p = Progress(Storage(tmp_path))
    assert p.problem and not p.entries


@pytest.mark.parametrize("data", [
    {"version": 2, "puzzles": {"a": {"solved": True, "attempts": 0, "best": 0, "last": ""}}},
    {"version": 1, "puzzles": {f"p{i}": {"solved": True, "attempts": 0, "best": 0, "last": ""} for i in range(5001)}},
], ids=["newer version", "more entries than are read"])
def test_a_progress_file_read_only_in_part_is_copied_before_the_first_save(tmp_path, data):
    """What this app does not read (a newer version's file, entries past the limit) is not lost."""
    original = json.dumps(data)
    (tmp_path / FILE).write_text(original)
    p = Progress(Storage(tmp_path))
    p.record_solved("new", 0)
    kept = list(tmp_path.glob("puzzles.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == original


def test_the_count_solved_and_the_streak_of_days(tmp_path):
    import datetime as dt
    p = Progress(Storage(tmp_path))
    day = dt.date(2026, 11, 20)
    for k, pid in enumerate(["a", "b", "c"]):
        p.record_solved(pid, 0, today=day + dt.timedelta(days=k))          # the 20th, 21st and 22nd
    p.record_solved("a", 0, today=day + dt.timedelta(days=9))               # solving again is no new day
    p.record_wrong("d")
    ids = ["a", "b", "c", "d", "e"]
    assert p.solved_count(ids) == 3
    assert p.streak(ids, today=day + dt.timedelta(days=2)) == 3
    assert p.streak(ids, today=day + dt.timedelta(days=3)) == 3             # today's is still to come
    assert p.streak(ids, today=day + dt.timedelta(days=4)) == 0             # a day missed
    assert p.streak(["a", "c"], today=day + dt.timedelta(days=2)) == 1      # per game: its own puzzles
    again = Progress(Storage(tmp_path))                                     # kept across runs
    assert again.streak(ids, today=day + dt.timedelta(days=2)) == 3
