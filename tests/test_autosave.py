"""Nothing lost: every game is kept after each move and offered back at the next start.

The real app, headless, with its own data directory; a second App on the
same directory plays the part of the next start.
"""
from __future__ import annotations

import hashlib

import pytest

from game.core import records, registry
from game.core.match import Match
from game.core.protocol import CHANCE
from game.scenes.dialog import Dialog
from game.scenes.menu import MainMenu
from game.storage.autosave import AUTOSAVE_FILE


def open_match(h, game: str, seed: int = 5, seats=("human", "human"), options=None):
    match = Match.new(game, options, seed=seed, seats=seats)
    h.app.push(registry.get(game).open_match(h.app, match))
    h.step(2, draw=False)
    return h.top


def play_some(h, scene, n: int, pick: int = 0) -> None:
    """n actions through the scene as a person would make them (throws included)."""
    for i in range(n):
        scene.anims.skip()
        if scene.state.current_player() == CHANCE:
            scene.throw()
        else:
            legal = list(scene.state.legal_actions())
            scene.play(legal[(pick + i * 7) % len(legal)])
        h.step(1, draw=False)


def pente_with_one_stone(make_app, data):
    """The app on ``data`` with a Pente game started from its setup and one stone played, kept on disk."""
    h = make_app(game="pente", data_dir=data)
    h.click(h.widget("start").rect.center)
    h.top.play((9, 9))
    h.step(2)
    h.app.autosave.flush()
    return h


def kept(data_dir):
    return records.load(data_dir / AUTOSAVE_FILE)


def test_every_move_undo_and_redo_is_kept_on_disk(make_app, tmp_path):
    h = make_app()
    scene = open_match(h, "pente")
    for step in range(6):
        play_some(h, scene, 1, pick=step)
        h.app.autosave.flush()
        assert kept(tmp_path / "data").replay().key() == scene.state.key()
    scene.undo()
    h.app.autosave.flush()
    assert len(kept(tmp_path / "data").actions) == 5
    scene.redo()
    h.app.autosave.flush()
    assert kept(tmp_path / "data").replay().key() == scene.state.key()


def test_closing_mid_game_and_starting_again_offers_the_game_back_exactly(make_app, tmp_path):
    """Senet mid-turn: a throw made and not yet moved, a computer seat; the generator goes on the same."""
    h = make_app()
    scene = open_match(h, "senet", seed=11, seats=("human", "easy"))
    while len(scene.match.actions) < 9 or scene.state.current_player() != 0:
        play_some(h, scene, 1)
        if not scene.match.is_human_turn() and scene.state.current_player() != CHANCE:
            scene.undo()   # keep the computer out of it: only the person's turns are played here
            break
    before = scene.state.copy()
    seats, options = scene.match.seats, scene.state.options
    h.app.quit()                                   # the window's close button
    h.step(1)
    h.close()

    again = make_app()
    menu = again.top
    assert isinstance(menu, MainMenu)
    assert menu.widgets.focused.name == "continue", "the kept game is the first choice"
    assert menu.widgets.focused.description.startswith("Senet · turn ")
    menu.widgets.focused.activate()
    again.step(2, draw=False)
    resumed = again.top.match
    assert resumed.state.to_json() == before.to_json() and resumed.state.key() == before.key()
    assert resumed.seats == seats and resumed.state.options == options
    for _ in range(12):                            # the same throws come next: the generator was restored
        if before.current_player() == CHANCE:
            a, b = before.sample_chance(), resumed.state.sample_chance()
            assert a == b
        else:
            a = b = list(before.legal_actions())[0]
        before.push(a)
        resumed.state.push(b)
        if before.outcome() is not None:
            break


def test_continue_on_the_command_line_opens_the_kept_game(make_app, tmp_path):
    h = make_app()
    scene = open_match(h, "senket", options=registry.get("senket").options_type.from_dict({"size": 11}))
    play_some(h, scene, 4)
    key = scene.state.key()
    h.close()
    again = make_app(resume=True)
    assert again.top.match.state.key() == key and again.top.match.spec.id == "senket"


def test_continue_without_a_kept_game_says_so_and_shows_the_menu(make_app):
    h = make_app(resume=True)
    assert isinstance(h.top, MainMenu)
    assert "no game to continue" in h.app.messages[-1].text
    assert "continue" not in [w.name for w in h.top.widgets.widgets]


FREE_PENTE = {"size": 19, "variant": "pente", "tournament": False}


def test_a_finished_game_is_not_offered_back(make_app, tmp_path):
    h = make_app()
    scene = open_match(h, "pente", options=registry.get("pente").options_type.from_dict(FREE_PENTE))
    five = [(9, 9), (0, 0), (10, 9), (0, 2), (11, 9), (0, 4), (12, 9), (0, 6), (13, 9)]   # black's five on row 9
    for p in five:
        scene.play(scene.state.action_from_json(list(p)))
        scene.anims.skip()
    assert scene.match.over
    h.app.autosave.flush()
    assert not (tmp_path / "data" / AUTOSAVE_FILE).exists()


def test_a_damaged_kept_game_is_said_left_as_it_is_and_copied_aside_before_a_new_game_replaces_it(make_app, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    path = data / AUTOSAVE_FILE
    path.write_bytes(b'{"format": "senket-senet-pente/record", "version": 2, "game": "pente", "actions": [[99, 99]]}')
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    h = make_app()
    assert "continue" not in [w.name for w in h.top.widgets.widgets]
    assert any("kept game could not be read" in m.text for m in h.app.messages)
    h.step(5)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == digest
    scene = open_match(h, "pente")                  # a new game saves over it only after keeping a copy
    play_some(h, scene, 1)
    h.app.autosave.flush()
    copies = list(data.glob("autosave.damaged-*.json"))
    assert len(copies) == 1 and hashlib.sha256(copies[0].read_bytes()).hexdigest() == digest
    assert kept(data).game == "pente"


def test_opening_a_new_board_leaves_the_kept_game_until_its_first_move(make_app, tmp_path):
    h = make_app()
    scene = open_match(h, "pente")
    play_some(h, scene, 3)
    h.app.pop()
    h.step(2, draw=False)
    h.app.autosave.flush()
    old = (tmp_path / "data" / AUTOSAVE_FILE).read_bytes()
    fresh = open_match(h, "senket")
    h.app.autosave.flush()
    assert (tmp_path / "data" / AUTOSAVE_FILE).read_bytes() == old
    play_some(h, fresh, 1)
    h.app.autosave.flush()
    assert kept(tmp_path / "data").game == "senket"


def test_main_menu_mid_game_keeps_the_game_and_says_so(make_app):
    h = make_app()
    scene = open_match(h, "pente")
    play_some(h, scene, 2)
    h.key("escape")
    h.click(h.widget("main menu").rect.center)
    h.step(2)
    assert isinstance(h.top, MainMenu)
    assert "kept" in h.app.messages[-1].text
    assert h.top.widgets.focused.name == "continue"


def test_the_result_panel_does_not_default_to_rematch(make_app):
    h = make_app()
    scene = open_match(h, "pente", options=registry.get("pente").options_type.from_dict(FREE_PENTE))
    for p in [(9, 9), (0, 0), (10, 9), (0, 2), (11, 9), (0, 4), (12, 9), (0, 6), (13, 9)]:
        scene.play(scene.state.action_from_json(list(p)))
        scene.anims.skip()
    h.step(3)
    assert isinstance(h.top, Dialog) and h.top.widgets.focused.label != "Rematch"
    h.key("return")
    h.step(2)
    assert h.top is scene and scene.match.over, "a stray press after the last move keeps the finished game"


def test_starting_a_puzzle_sets_the_kept_game_aside_among_the_saved_games(make_app, tmp_path, monkeypatch):
    # both games start within the same second (as on a fast machine): they are still told apart
    monkeypatch.setattr("game.scenes.board._now", lambda: "2026-11-25T12:00:00+00:00")
    from game.core import records
    from game.puzzles.collection import load_collection
    from tests.board_input import perform
    from game.puzzles.format import thaw
    data = tmp_path / "d"
    h = pente_with_one_stone(make_app, data)
    assert h.app.library.entries("pente") == []
    puzzle = next(p for p in load_collection().puzzles if p.game == "senket")
    from game.scenes.puzzle_play import open_puzzle
    h.app.push(open_puzzle(h.app, puzzle))
    h.step(2)
    scene = h.top
    perform(h, scene.state.action_from_json(thaw(puzzle.solution[0].move[0])))   # the puzzle's first action
    h.step(2)
    h.app.autosave.flush()
    kept = h.app.library.entries("pente")
    assert len(kept) == 1 and kept[0].record.actions == ([9, 9],) and "Unfinished Pente" in kept[0].name
    assert records.load(data / "autosave.json").meta["puzzle"] == puzzle.id


def test_continuing_the_kept_game_does_not_set_it_aside(make_app, tmp_path):
    data = tmp_path / "d"
    h = pente_with_one_stone(make_app, data)
    h.close()
    h = make_app(data_dir=data, resume=True)
    h.top.play((12, 12))
    h.step(2)
    h.app.autosave.flush()
    assert h.app.library.entries("pente") == []


def test_continue_counts_a_pente_game_in_moves_as_its_panel_does(make_app):
    """Pente's panel and move list count a stone and its answer as one move: after five stones the
    panel says "Move 3", and so does the Continue entry (not "turn 6")."""
    from game.pente.text import move_number
    h = make_app()
    scene = open_match(h, "pente", options=registry.get("pente").options_type(tournament=False))
    play_some(h, scene, 5)
    assert move_number(scene.state.ply) == "Move 3"
    h.app.quit()
    h.step(1)
    h.close()
    menu = make_app().top
    assert menu.widgets.focused.description.startswith("Pente · move 3 ")


def test_a_kept_game_that_cannot_be_set_aside_is_not_written_over(make_app, tmp_path):
    """The one autosave slot never costs a game: when the kept game cannot be saved among the games
    (its folder cannot be made), it stays on Continue as it was, the new game is not kept, and the
    player is told."""
    data = tmp_path / "d"
    h = make_app(data_dir=data)
    pente = open_match(h, "pente")
    play_some(h, pente, 2)
    h.app.autosave.flush()
    before = hashlib.sha256((data / AUTOSAVE_FILE).read_bytes()).hexdigest()
    h.close()
    (data / "games").write_text("a file where the games folder belongs")
    h = make_app(data_dir=data)
    senket = open_match(h, "senket")
    play_some(h, senket, 3)
    h.step(2)
    h.app.autosave.flush()
    assert hashlib.sha256((data / AUTOSAVE_FILE).read_bytes()).hexdigest() == before
    assert any("could not be set aside" in m.text for m in h.app.messages)
    assert h.app.autosave.peek().game_name == "Pente"
    said = sum("could not be set aside" in m.text for m in h.app.messages)
    h.key("escape")                               # the pause menu and back: said once, not at every return
    h.step(2)
    h.key("escape")
    h.step(2)
    play_some(h, senket, 1)
    h.app.autosave.flush()
    assert h.top is senket and sum("could not be set aside" in m.text for m in h.app.messages) == said


def test_a_game_under_a_closed_puzzle_is_kept_again(make_app, tmp_path):
    """--continue --puzzle ID: the puzzle takes the one autosave slot while it is played; closed, the
    game under it is the one kept again, move by move."""
    data = tmp_path / "d"
    h = pente_with_one_stone(make_app, data)
    h.close()
    from game.puzzles.collection import load_collection
    puzzle = next(p for p in load_collection().puzzles if p.game == "pente")
    h = make_app(data_dir=data, resume=True, puzzle=puzzle.id)
    h.step(2)
    game = h.app.stack[-2]
    h.app.pop()                      # the puzzle closes; the continued game is on top again
    h.step(2)
    assert h.top is game
    game.play((12, 12))
    h.step(2)
    h.app.autosave.flush()
    assert kept(data).actions == ([9, 9], [12, 12])


def test_a_resumed_senet_game_shows_the_sticks_that_were_thrown(make_app):
    """'The UI shows the four real sticks that produced the value': after a restart too, with the throw
    still in hand or already used, and after an undo back to it."""
    from game.senet.rules import canonical_sticks
    h = make_app()
    scene = open_match(h, "senet", seed=11)
    for _ in range(60):                     # on until a throw whose sticks are not the value's usual ones
        scene.anims.skip()
        if scene.state.current_player() == CHANCE:
            scene.throw()
            h.step(1, draw=False)
            t = scene.shown_throw
            if t.sticks != canonical_sticks(t.value, scene.options.zero_value) and len(scene.state.history()) > 6:
                break
        else:
            scene.play(scene.state.legal_actions()[0])
            h.step(1, draw=False)
    else:
        raise AssertionError("no such throw in 60 steps")
    in_hand = scene.shown_throw
    h.app.autosave.flush()
    h.close()
    again = make_app(resume=True)
    assert again.top.state.history() == scene.state.history()
    assert again.top.shown_throw == in_hand, "the throw in hand"
    assert again.top.state.current_player() != CHANCE, "a move is awaited"
    again.top.play(again.top.state.legal_actions()[0])
    again.step(1, draw=False)
    again.top.anims.skip()
    again.key("z", mods=("ctrl",))
    again.step(2, draw=False)
    assert again.top.shown_throw == in_hand, "taken back to the throw in hand"
    again.key("y", mods=("ctrl",))
    again.step(2, draw=False)
    again.top.anims.skip()
    assert again.top.state.current_player() == CHANCE, "the throw is used: the next is awaited"
    again.app.autosave.flush()
    again.close()
    third = make_app(resume=True)
    assert third.top.shown_throw == in_hand, "the throw already used, shown dimmed while the next is awaited"


def test_two_windows_on_one_folder_never_cost_a_kept_move(make_app, tmp_path):
    """The game opened twice (a double click too many): each window's autosave replaced the other's
    game, and the moves made in one after the other started were lost (4 played, 2 kept). One window
    keeps its game; the other says it keeps none, and takes over, setting the kept game aside, once the
    first one has closed."""
    from game.storage.autosave import SHARED_FOLDER
    data = tmp_path / "d"
    first = make_app(data_dir=data)
    pente = open_match(first, "pente")
    play_some(first, pente, 2)
    first.app.autosave.flush()
    second = make_app(data_dir=data)
    senket = open_match(second, "senket")
    play_some(second, senket, 4)
    second.step(2)
    assert [m.text for m in second.app.messages].count(SHARED_FOLDER) == 1
    assert first.app.autosave.keeping() and not second.app.autosave.keeping(), "Main menu must not say it is kept"
    play_some(first, pente, 2)
    play_some(second, senket, 2)
    first.app.autosave.flush()
    second.app.autosave.flush()
    kept = records.load(data / AUTOSAVE_FILE)
    assert kept.game == "pente" and len(kept.actions) == len(pente.match.actions) == 4
    assert [m.text for m in second.app.messages].count(SHARED_FOLDER) == 1, "said once, not at every move"
    first.app.autosave.close()                   # the first window closes: its writer and its lock go
    play_some(second, senket, 1)
    second.app.autosave.flush()
    kept = records.load(data / AUTOSAVE_FILE)
    assert kept.game == "senket" and len(kept.actions) == len(senket.match.actions) == 7
    aside = [records.load(p) for p in (data / "games").rglob("*.json")]
    assert [(r.game, len(r.actions)) for r in aside] == [("pente", 4)], "the first window's game, whole"


def test_a_folder_lock_is_held_once_and_a_folder_that_cannot_lock_is_kept_as_before(tmp_path):
    from game.storage.files import FileLock
    path = tmp_path / "data" / "autosave.lock"
    held = FileLock.take(path)
    assert held is not None and FileLock.take(path) is None
    held.release()
    again = FileLock.take(path)
    assert again is not None
    again.release()
    blocked = tmp_path / "file"                    # a file where the folder should be: nothing can be locked
    blocked.write_text("x")
    assert FileLock.take(blocked / "autosave.lock") is not None


def _files(data):
    """Every file of the data folder but the lock, with its bytes."""
    return {p.relative_to(data): p.read_bytes() for p in data.rglob("*") if p.is_file() and p.name != "autosave.lock"}


@pytest.mark.parametrize("old_record", [False, True])
def test_continue_and_close_without_a_move_changes_no_file(make_app, tmp_path, old_record):
    """`--continue`, then quit with no move: autosave.json keeps its meta.saved and meta.players (even
    players the app cannot read), and no copy is set aside, also for an older record without meta.match."""
    data = tmp_path / "d"
    h = pente_with_one_stone(make_app, data)
    h.close()
    rec = kept(data)
    meta = {k: v for k, v in rec.meta.items() if not (old_record and k in ("match", "started"))}
    meta["players"] = ["human", "a level nobody knows"]
    records.save(data / AUTOSAVE_FILE, records.Record(rec.game, rec.options, rec.seed, rec.start, rec.actions,
                                                      None, meta))
    before = _files(data)
    h = make_app(data_dir=data, resume=True)
    h.step(3)
    assert len(h.top.match.actions) == 1
    h.app.quit()
    h.step(1)
    h.close()
    assert _files(data) == before
    h = make_app(data_dir=data, resume=True)      # and a first move then keeps it, setting nothing aside
    h.top.play((12, 12))
    h.step(2)
    h.app.autosave.flush()
    assert len(kept(data).actions) == 2 and h.app.library.entries("pente") == []


def test_a_game_set_aside_for_another_is_on_continue_again_when_that_one_finishes(make_app, tmp_path):
    """Leave a Pente game mid-way, play a whole other game: Continue offers the Pente game again (it left the
    menu for good before), and the games list holds it no more (listed as a set-aside copy while away)."""
    data = tmp_path / "d"
    h = pente_with_one_stone(make_app, data)
    h.close()
    h = make_app(data_dir=data)
    other = open_match(h, "pente", options=registry.get("pente").options_type.from_dict(FREE_PENTE))
    other.play((0, 0))
    other.anims.skip()
    h.step(2)
    h.app.autosave.flush()
    assert [e.name for e in h.app.library.entries("pente")] == ["Unfinished Pente game, set aside"]
    for p in [(9, 9), (0, 2), (10, 9), (0, 4), (11, 9), (0, 6), (12, 9), (0, 8), (13, 9)]:
        other.play(other.state.action_from_json(list(p)))
        other.anims.skip()
    h.step(3)
    assert other.match.over
    h.app.autosave.flush()
    assert kept(data).actions == ([9, 9],)
    assert [e.finished for e in h.app.library.entries("pente")] == [True]    # the finished one, no set-aside copy
    h.close()
    menu = make_app(data_dir=data).top
    assert menu.widgets.focused.name == "continue"
    assert menu.widgets.focused.description.startswith("Pente · move 1")


def test_a_set_aside_copy_played_on_to_the_end_is_not_brought_back(make_app, tmp_path):
    """A game set aside, then opened from the Games list and played to its end with nothing else kept: its
    own older set-aside copy is not brought back to Continue as if it were another game."""
    data = tmp_path / "d"
    h = pente_with_one_stone(make_app, data)          # game A: one stone, kept
    h.close()
    h = make_app(data_dir=data)
    free = registry.get("pente").options_type.from_dict(FREE_PENTE)
    b = open_match(h, "pente", options=free)          # game B: its first move sets A aside
    b.play((0, 0))
    b.anims.skip()
    h.step(2)
    h.app.autosave.flush()
    copy = h.app.library.entries("pente")[0]
    assert copy.name == "Unfinished Pente game, set aside"
    h.app.pop()                                       # B closed, and no longer kept (as after a puzzle solved)
    h.step(2)
    h.app.autosave.clear()
    h.app.autosave.flush()
    again = Match.from_record(copy.record)            # A played on from its copy
    again.meta = {"match": "a-played-on"}
    h.app.push(registry.get("pente").open_match(h.app, again))
    h.step(2)
    a = h.top
    for p in [(0, 18), (9, 12), (1, 18), (9, 10), (2, 18), (9, 11), (3, 18), (9, 13)]:   # the tournament rule
        a.play(a.state.action_from_json(list(p)))
        a.anims.skip()
        h.step(1)
    assert a.match.over
    h.app.autosave.flush()
    assert not (data / AUTOSAVE_FILE).exists()        # A's older copy is not brought back as another game
