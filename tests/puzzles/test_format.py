"""The one puzzle loader: a valid file reads back the same, anything else is one clear PuzzleError."""
import copy
import datetime as dt
import json

import pytest
from hypothesis import given, strategies as st

from game.puzzles import format as fmt
from game.puzzles.check import verify
from game.puzzles.collection import load_collection
from game.puzzles.format import PuzzleError


def sample() -> dict:
    """An open four for Black on 19x19: either end wins."""
    rows = [["."] * 19 for _ in range(19)]
    for x in range(4, 8):
        rows[9][x] = "x"
    for x, y in [(4, 8), (5, 8), (6, 11), (12, 12)]:
        rows[y][x] = "o"
    start = {"options": {"size": 19, "variant": "pente", "tournament": True},
             "board": ["".join(r) for r in rows], "to_move": 0, "captured": [0, 0]}
    return {"format": fmt.FORMAT, "version": 1, "id": "test-open-four", "game": "pente", "title": "An open four",
            "difficulty": 1, "goal": {"kind": "win", "moves": 1}, "start": start,
            "solution": [{"move": [[3, 9]]}, {"move": [[8, 9]]}],
            "hint": "Both ends are open.", "explanation": "Either end makes five.", "credit": "tests"}


def test_a_valid_puzzle_loads_and_round_trips():
    p = fmt.from_json(sample())
    assert p.id == "test-open-four" and p.solver == 0 and len(p.solution) == 2
    again = fmt.from_json(json.loads(json.dumps(p.to_json())))
    assert again == p
    assert verify(p) == []


@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(format="x"), "unknown format"),
    (lambda d: d.update(version=2), "version 2"),
    (lambda d: d.update(version=True), "version"),
    (lambda d: d.update(extra=1), "does not know: extra"),
    (lambda d: d.pop("hint"), "has no hint"),
    (lambda d: d.update(id="Bad Id!"), "id must be"),
    (lambda d: d.update(game="chess"), "unknown game"),
    (lambda d: d.update(difficulty=6), "difficulty"),
    (lambda d: d.update(difficulty=True), "difficulty"),
    (lambda d: d.update(title=""), "title"),
    (lambda d: d.update(title="x" * 601), "title"),
    (lambda d: d.update(start=[]), "start must be"),
    (lambda d: d["start"].update(to_move=1), "not a valid Pente position"),
    (lambda d: d.update(goal={"kind": "fly"}), "goal is not valid"),
    (lambda d: d.update(goal={"kind": "win", "moves": 10 ** 400}), "goal is not valid"),
    (lambda d: d.update(solution=[]), "no solution"),
    (lambda d: d.update(solution=[{"move": []}]), "list of actions"),
    (lambda d: d.update(solution=[{"move": [[1, 1]], "oops": 1}]), "needs a 'move'"),
    (lambda d: d.update(wrong=[{"move": [[1, 1]]}]), "need a move and a why"),
    (lambda d: d.update(solution=[{"move": [["x"]]}]), "cannot read"),
    (lambda d: d.update(solution=[{"move": [[3, 9]], "reply": [["x"]]}]), "cannot read"),
    (lambda d: d.update(solution=[{"move": [[3, 9]], "reply": [[0, 0]], "then": [{"move": [[99, 9]]}]}]),
     "cannot read"),
    (lambda d: d.update(wrong=[{"move": [[40, 40]], "why": "Off the board."}]), "cannot read"),
    (lambda d: d.update(week="W48"), "week must"),
    (lambda d: d.update(generated="yes"), "generated"),
])
def test_each_broken_field_is_refused_with_a_sentence(change, words):
    data = sample()
    change(data)
    with pytest.raises(PuzzleError, match=words):
        fmt.from_json(data)


def test_hostile_text_is_refused_cleanly():
    for text in ["[" * 100_000, "{\"version\": " + "9" * 5000 + "}", "\xff\xfe", "null", "", "x" * 10]:
        with pytest.raises(PuzzleError):
            fmt.loads(text.encode("utf-8", "surrogateescape") if text == "\xff\xfe" else text)
    with pytest.raises(PuzzleError, match="too large"):
        fmt.loads(b" " * (fmt.MAX_BYTES + 1))
    deep = sample()
    node = deep["solution"][0]
    for _ in range(3000):
        node["then"] = [{"move": [[3, 9]]}]
        node = node["then"][0]
    with pytest.raises(PuzzleError, match="too long"):
        fmt.from_json(deep)


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                           lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=6), c, max_size=4),
                           max_leaves=20)


@given(key=st.sampled_from(sorted(sample())), value=json_values)
def test_any_value_in_any_field_gives_a_puzzle_or_a_puzzle_error(key, value):
    data = sample()
    data[key] = value
    try:
        p = fmt.from_json(data)
    except PuzzleError as exc:
        said = str(exc)
        assert said.strip() and "\n" not in said and "Traceback" not in said, said
        return
    assert fmt.from_json(json.loads(json.dumps(p.to_json()))) == p      # accepted: it reads back the same


def _write(folder, name, data):
    (folder / name).parent.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(json.dumps(data) if not isinstance(data, str) else data)


def test_a_broken_file_is_skipped_with_a_note_and_the_others_load(tmp_path, caplog):
    good = sample()
    _write(tmp_path, "pente/good.json", good)
    _write(tmp_path, "pente/broken.json", "{not json")
    dup = copy.deepcopy(good)
    _write(tmp_path, "pente/dup.json", dup)
    elsewhere = copy.deepcopy(good)
    elsewhere["id"] = "test-elsewhere"
    _write(tmp_path, "senet/misplaced.json", elsewhere)
    before = {p: p.read_bytes() for p in tmp_path.rglob("*.json")}
    found = load_collection(tmp_path)
    assert [p.id for p in found.puzzles] == ["test-open-four"]
    problems = dict(found.problems)
    assert "not valid JSON" in problems["pente/broken.json"]
    assert "already used by pente/dup.json" in problems["pente/good.json"]     # files are read in name order
    assert "in the senet folder" in problems["senet/misplaced.json"]
    assert "skipped" in caplog.text
    assert {p: p.read_bytes() for p in tmp_path.rglob("*.json")} == before


def _senket_like(tmp_path, ids, week=None):
    """The week's choice only needs Senket puzzles' ids: reuse the levels' Senket puzzles under new ids."""
    real = [p for p in load_collection().puzzles if p.game == "senket"]
    if not real:
        pytest.skip("no Senket puzzle in levels/ yet")
    for i, pid in enumerate(ids):
        data = real[0].to_json()
        data["id"] = pid
        data.pop("week", None)
        if week and i == 0:
            data["week"] = week
        _write(tmp_path, f"senket/{pid}.json", data)
    return load_collection(tmp_path)


def test_the_weeks_puzzle_is_fixed_by_the_week_and_changes_with_it(tmp_path):
    found = _senket_like(tmp_path, [f"w-{i}" for i in range(5)])
    monday = dt.date(2026, 11, 23)
    p1, label = found.week_puzzle(monday)
    assert label == "2026-W48"
    assert all(found.week_puzzle(monday + dt.timedelta(days=d))[0] == p1 for d in range(7))
    p2, label2 = found.week_puzzle(monday + dt.timedelta(days=7))
    assert label2 == "2026-W49" and p2 != p1
    assert load_collection(tmp_path).week_puzzle(monday)[0] == p1       # the same on every run


def test_a_puzzle_marked_with_a_week_is_that_weeks(tmp_path):
    found = _senket_like(tmp_path, ["w-a", "w-b", "w-c"], week="2026-W48")
    assert found.week_puzzle(dt.date(2026, 11, 25))[0].id == "w-a"
    assert found.week_puzzle(dt.date(2026, 12, 2))[0].id != "w-a"


HOSTILE_FILES = {
    "empty": b"",
    "truncated": json.dumps(sample()).encode()[:200],
    "binary": bytes(range(256)) * 4,
    "not UTF-8": b'{"title": "\xff\xfe"}',
    "future version": json.dumps({**sample(), "version": 99}).encode(),
    "mistyped": json.dumps({**sample(), "solution": "d4"}).encode(),
    "nested 100,000 deep": b"[" * 100_000 + b"]" * 100_000,
    "5,000-digit integer": b'{"version": ' + b"9" * 5000 + b"}",
}


@pytest.mark.parametrize("name", sorted(HOSTILE_FILES))
def test_a_hostile_puzzle_file_is_listed_as_skipped_and_left_as_it_was(tmp_path, name):
    import hashlib
    path = tmp_path / "pente" / "bad.json"
    path.parent.mkdir()
    path.write_bytes(HOSTILE_FILES[name])
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    found = load_collection(tmp_path)
    assert found.puzzles == [] and len(found.problems) == 1 and found.problems[0][0] == "pente/bad.json"
    assert found.problems[0][1] and "Traceback" not in found.problems[0][1]
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_a_huge_puzzle_file_is_not_read_into_memory(tmp_path):
    path = tmp_path / "pente" / "huge.json"
    path.parent.mkdir()
    with open(path, "wb") as fh:
        fh.truncate(50 * 1024 * 1024)        # 50 MB, sparse
    found = load_collection(tmp_path)
    assert found.puzzles == [] and "too large" in found.problems[0][1]


@given(data=st.binary(max_size=400))
def test_any_bytes_are_a_puzzle_or_one_puzzle_error(data):
    try:
        p = fmt.loads(data)
    except PuzzleError as exc:
        assert str(exc).strip() and "\n" not in str(exc)
        return
    assert fmt.from_json(p.to_json()) == p


def test_a_senet_goal_whose_chances_name_no_move_is_refused():
    """The chances are shown after a wrong move: a move there that is not [house, house] or
    [house, "off"] is refused when the file is read, not when the player first goes wrong."""
    from game.puzzles.collection import LEVELS_DIR
    data = json.loads(sorted((LEVELS_DIR / "senet").glob("*.json"))[0].read_text())
    data["goal"]["chances"][0][0] = {"from": 19}
    with pytest.raises(PuzzleError, match="goal is not valid"):
        fmt.from_json(data)
    data["goal"]["chances"][0][0] = [[19], 20]
    with pytest.raises(PuzzleError, match="goal is not valid"):
        fmt.from_json(data)


def test_titles_several_puzzles_share_are_numbered_in_list_order(tmp_path):
    """155 generated Senket puzzles shared nine titles ("Secure the top side" 22 times): the list showed
    the same row again and again. A shared title now carries its number among its namesakes."""
    for name, title in [("a", "Same"), ("b", "Same"), ("c", "Alone")]:
        data = sample()
        data["id"], data["title"] = f"test-{name}", title
        (tmp_path / "pente").mkdir(exist_ok=True)
        (tmp_path / "pente" / f"{name}.json").write_text(json.dumps(data))
    found = load_collection(tmp_path)
    assert [(p.id, p.title) for p in found.puzzles] == [("test-a", "Same (1)"), ("test-b", "Same (2)"),
                                                        ("test-c", "Alone")]


def test_no_two_shipped_puzzles_of_a_game_share_a_title():
    found = load_collection()
    titles = [(p.game, p.title) for p in found.puzzles]
    assert len(titles) == len(set(titles)) and not found.problems
    assert sum(p.title.endswith(")") for p in found.of_game("senket")) >= 100


def test_the_weeks_rotation_never_repeats_a_theme_two_weeks_running():
    from game.puzzles.collection import rotation, theme_class
    found = load_collection()
    pool = [p for p in found.of_game("senket") if p.week is None]
    assert len(rotation(pool)) >= 52                        # a year of weeks
    monday = dt.date(2026, 11, 23)
    themes = [theme_class(found.week_puzzle(monday + dt.timedelta(days=7 * i))[0].theme) for i in range(160)]
    assert all(a != b for a, b in zip(themes, themes[1:]))  # year ends and the rotation's wrap included
    assert len(set(themes)) >= 4


def test_the_archive_is_this_week_and_the_past_years_weeks_never_one_to_come(tmp_path):
    """The Weekly tab's list: the week's puzzle of each of the last 52 weeks as ``week_puzzle`` chose it then,
    newest first, decided by the date alone; no week after today's."""
    found = _senket_like(tmp_path, [f"w-{i}" for i in range(60)])
    today = dt.date(2026, 11, 26)                                 # a Thursday of 2026-W48
    archive = found.week_archive(today)
    assert len(archive) == 52 and archive[0][0] == "2026-W48" and archive[-1][0] == "2025-W49"
    assert [label for label, _ in archive] == sorted((label for label, _ in archive), reverse=True)
    for back, (label, puzzle) in enumerate(archive):
        assert (puzzle, label) == found.week_puzzle(today - dt.timedelta(days=7 * back))
    assert found.week_archive(today) == load_collection(tmp_path).week_archive(today)     # the same on every run
    assert found.week_archive(dt.date(2026, 11, 29)) == archive    # Sunday: the same week
    later = found.week_archive(dt.date(2026, 11, 30))              # Monday: a new week at the top
    assert later[0][0] == "2026-W49" and later[1:] == archive[:-1]


def test_a_year_of_the_shipped_archive_is_52_different_puzzles_across_the_themes():
    """Any year of weeks: 52 different puzzles, and the small themes (voiding a claim, joining, invading,
    blocking) spread over the rotation rather than all left to its end (a year held only closing and post
    scoring when the largest theme always went first)."""
    from game.puzzles.collection import theme_class
    found = load_collection()
    for i in range(0, 130, 3):
        archive = found.week_archive(dt.date(2026, 1, 5) + dt.timedelta(days=7 * i))
        assert len(archive) == 52 and len({p.id for _, p in archive}) == 52
        assert len({theme_class(p.theme) for _, p in archive}) >= 5
