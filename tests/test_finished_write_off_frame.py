"""A finished game is written on the library's thread, not on the frame of the last move (issue 39: 28 ms of
JSON and fsyncs on a 31x31 Senket game), and no less safely: the kept unfinished game leaves its slot only once
the finished record is on disk (a kill in between would lose the game), and quitting waits for the write."""
from __future__ import annotations

import threading
import time

from game.core import records
from game.storage.autosave import AUTOSAVE_FILE
from game.storage.library import Library
from tests.test_saved_games import BLACK_FIVE, open_pente, play


def hold_the_library_writer(monkeypatch):
    """The library's file writes wait until the returned event is set; ``done`` lists each finished write's
    thread name."""
    release, done = threading.Event(), []
    save = Library._save_file

    def held(path, data):
        release.wait(20)
        save(path, data)
        done.append(threading.current_thread().name)
    monkeypatch.setattr(Library, "_save_file", staticmethod(held))
    return release, done


def finished_files(tmp_path):
    return list((tmp_path / "data" / "games" / "pente").glob("finished-*.json"))


def test_the_last_move_does_not_wait_for_the_write_and_the_kept_game_stays_until_it_is_done(
        make_app, tmp_path, monkeypatch):
    h = make_app()
    release, done = hold_the_library_writer(monkeypatch)
    scene = open_pente(h)
    play(h, scene, BLACK_FIVE[:-1])
    h.app.autosave.flush()
    t0 = time.monotonic()
    play(h, scene, BLACK_FIVE[-1:])                # the winning move's frame, with the write held
    h.step(3, draw=False)
    assert scene.match.over and done == [] and time.monotonic() - t0 < 10
    # not yet on disk: the kept game is still there (a kill now loses nothing), the finished file is not
    time.sleep(0.2)
    assert (tmp_path / "data" / AUTOSAVE_FILE).exists() and finished_files(tmp_path) == []
    release.set()
    h.app.autosave.flush()
    assert done == ["finished games"]
    assert not (tmp_path / "data" / AUTOSAVE_FILE).exists()
    [path] = finished_files(tmp_path)
    assert path == scene.match.kept_at and records.load(path).result is not None


def test_quitting_waits_for_a_finished_game_being_written(make_app, tmp_path, monkeypatch):
    from game.core.match import Match
    from tests.test_saved_games import FREE_PENTE
    from game.core import registry
    h = make_app()
    release, done = hold_the_library_writer(monkeypatch)
    match = Match.new("pente", registry.get("pente").options_type.from_dict(FREE_PENTE), seed=1)
    for p in BLACK_FIVE:
        match.play(match.state.action_from_json(list(p)))
    path = h.app.library.keep_finished(match.record(), "a game the autosave never followed")
    assert match.over and done == [] and not path.exists()
    threading.Timer(0.3, release.set).start()
    h.close()                                      # the app's shutdown
    assert done == ["finished games"]
    assert records.load(path).actions == match.record().actions


def test_a_failed_write_is_said(make_app, tmp_path, monkeypatch):
    from game.storage import StorageError
    h = make_app()

    def fail(path, data):
        raise StorageError("Could not save the game: the disk is full")
    monkeypatch.setattr(Library, "_save_file", staticmethod(fail))
    scene = open_pente(h)
    play(h, scene, BLACK_FIVE)
    h.app.library.flush()
    h.step(2, draw=False)
    assert any("disk is full" in t.text for t in h.app._toasts)
