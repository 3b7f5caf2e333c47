"""Deleting a saved game from the Games list: only at the player's word, only the file of that row."""
from __future__ import annotations

import os

import pytest

from game.core.match import Match
from game.scenes.dialog import Dialog
from game.scenes.games_list import GamesScene
from game.scenes.puzzles import PuzzleListScene
from game.storage.files import StorageError
from game.storage.library import Library

from tests.test_saved_games import broken_pente_record, open_games


def keep_two(h) -> list:
    """Two Pente games saved by name; their paths, newest first (the list's order)."""
    paths = []
    for name in ("first", "second"):
        match = Match.new("pente", None, seed=len(paths))
        match.play(match.state.legal_actions()[0])
        paths.append(h.app.library.save(match.record(), name))
    older, newer = paths
    os.utime(older, (1_000_000_000, 1_000_000_000))     # the list sorts by time: no tie between the two
    return [newer, older]


def labels(games) -> list[str]:
    return [w.label for w in games.widgets.widgets]


def test_delete_key_asks_first_keep_is_the_first_choice_and_esc_keeps_too(make_app):
    h = make_app()
    newer, older = keep_two(h)
    games = open_games(h)
    assert labels(games) == ["second", "first"]
    h.key("down")
    h.key("delete")
    assert isinstance(h.top, Dialog) and "first" in h.top.text and "cannot be undone" in h.top.text
    h.key("return")                                   # Keep has the focus
    assert h.top is games and newer.exists() and older.exists()
    h.key("delete")
    h.key("escape")
    assert h.top is games and older.exists()
    h.key("delete")
    h.key("right")
    h.key("return")                                   # Delete
    h.step(2)
    assert h.top is games and not older.exists() and newer.exists()
    assert labels(games) == ["second"] and games.widgets.focus == 0
    assert 'Deleted \u201cfirst\u201d' in h.app.messages[-1].text


def test_the_mouse_deletes_with_the_delete_at_the_row_end_and_opens_anywhere_else(make_app):
    h = make_app()
    newer, older = keep_two(h)
    games = open_games(h)
    h.step(1)
    row = games.widgets.widgets[0]
    chip = row.delete_rect()
    assert row.rect.contains(chip) and chip.right < row.rect.right
    h.click(chip.center)
    assert isinstance(h.top, Dialog)
    h.click(next(w for w in h.top.widgets.widgets if w.label == "Delete").rect.center)
    h.step(2)
    assert h.top is games and not newer.exists() and older.exists() and labels(games) == ["first"]
    h.click(games.widgets.widgets[0].rect.midleft)    # the row itself still opens the game
    assert h.top is not games and h.top.viewing and older.exists()


def test_the_pad_deletes_with_x_and_confirms_on_the_dialog(make_app):
    h = make_app()
    newer, older = keep_two(h)
    games = open_games(h)
    h.pad("x")
    assert isinstance(h.top, Dialog)
    h.pad("b")
    assert h.top is games and newer.exists()
    h.pad("x")
    h.pad("right")
    h.pad("a")
    h.step(2)
    assert h.top is games and not newer.exists() and older.exists()


def test_an_unreadable_file_can_be_deleted_too(make_app, tmp_path):
    bad = broken_pente_record(tmp_path, b"{not json")
    h = make_app()
    games = open_games(h)
    h.key("delete")
    assert isinstance(h.top, Dialog) and "broken.json" in h.top.text
    h.keys("right", "return")
    h.step(2)
    assert not bad.exists() and labels(games) == [] and "No Pente games yet" in games.empty_text()


def test_a_file_that_cannot_be_deleted_says_why_and_stays_listed(make_app, monkeypatch):
    h = make_app()
    newer, older = keep_two(h)
    games = open_games(h)

    def refuse(self, path):
        raise StorageError(f"Could not delete {path.name}: Permission denied")
    monkeypatch.setattr(Library, "delete", refuse)
    h.keys("delete", "right", "return")
    h.step(2)
    assert h.top is games and newer.exists() and labels(games) == ["second", "first"]
    assert h.app.messages[-1].kind == "error" and "Permission denied" in h.app.messages[-1].text


def test_the_library_deletes_only_a_record_file_in_a_games_folder(make_app, tmp_path):
    h = make_app()
    newer, _ = keep_two(h)
    lib = h.app.library
    data = tmp_path / "data"
    outside = [data / "settings.json", data / "games" / "stray.json", newer.with_suffix(".txt"),
               newer.parent / ".hidden.json", tmp_path / "elsewhere.json"]
    for p in outside:
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("{}")
        with pytest.raises(StorageError):
            lib.delete(p)
        assert p.exists()
    lib.delete(newer)
    assert not newer.exists()
    lib.delete(newer)                                  # already gone: nothing to do, no error


def test_the_puzzle_list_deletes_nothing(make_app):
    h = make_app()
    h.app.push(PuzzleListScene(h.app))
    h.step(2)
    scene = h.top
    assert scene.widgets.widgets
    h.key("delete")
    h.pad("x")
    assert h.top is scene
    assert "delete" not in " ".join(scene.hint_lines(20)).lower()


@pytest.mark.parametrize("device", ["keyboard", "pad", "mouse"])
def test_the_foot_says_how_to_delete_on_each_device(make_app, device):
    h = make_app()
    keep_two(h)
    games = open_games(h)
    {"keyboard": lambda: h.key("down"), "pad": lambda: h.pad("down"),
     "mouse": lambda: h.move(games.widgets.widgets[0].rect.center)}[device]()
    assert isinstance(h.top, GamesScene)
    foot = " ".join(games.hint_lines(20))
    assert {"keyboard": "Del: delete", "pad": "X: delete", "mouse": "Delete to delete it"}[device] in foot


def test_deleting_in_a_long_list_keeps_the_page_in_view(make_app):
    h = make_app()
    for n in range(14):
        match = Match.new("pente", None, seed=n)
        match.play(match.state.legal_actions()[0])
        path = h.app.library.save(match.record(), f"game {n}")
        os.utime(path, (1_000_000_000 + n, 1_000_000_000 + n))
    games = open_games(h)
    assert games.rows < 14
    h.key("end")
    h.keys(*["up"] * (games.rows - 1))                   # the focus on the first row of the last page
    top, focus = games.top_row, games.widgets.focus
    assert top == focus > 0
    doomed = games.widgets.widgets[focus].label
    h.keys("delete", "right", "return")
    h.step(2)
    assert doomed not in labels(games) and len(labels(games)) == 13
    assert games.widgets.focus == focus and games.top_row == min(top, 13 - games.rows)
