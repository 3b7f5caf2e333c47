"""Saved and finished games: save under a name, find them under Games, step through them, play on from any position."""
from __future__ import annotations

import hashlib

import pygame
import pytest

from game.core import records, registry
from game.core.match import Match
from game.scenes.games_list import GamesScene
from game.scenes.menu import MainMenu
from game.scenes.name_dialog import NameDialog
from game.storage.autosave import AUTOSAVE_FILE

FREE_PENTE = {"size": 19, "variant": "pente", "tournament": False}
BLACK_FIVE = [(9, 9), (0, 0), (10, 9), (0, 2), (11, 9), (0, 4), (12, 9), (0, 6), (13, 9)]


def open_pente(h):
    options = registry.get("pente").options_type.from_dict(FREE_PENTE)
    h.app.push(registry.get("pente").open_match(h.app, Match.new("pente", options, seed=1)))
    h.step(2, draw=False)
    return h.top


def play(h, scene, points):
    for p in points:
        assert scene.play(scene.state.action_from_json(list(p)))
        scene.anims.skip()
        h.step(1, draw=False)


def type_text(h, text: str) -> None:
    for ch in text:
        key = pygame.K_SPACE if ch == " " else pygame.key.key_code(ch)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=ch, scancode=0))
        h.step(1, draw=False)


def open_games(h):
    h.app.pop_to_root()
    h.step(2)
    assert isinstance(h.top, MainMenu)
    h.click(h.widget("games").rect.center)
    assert isinstance(h.top, GamesScene)
    while h.top.specs[h.top.tab].id != "pente":
        h.key("right")
    return h.top


def test_save_under_a_typed_name_then_find_it_under_games(make_app, tmp_path):
    h = make_app()
    scene = open_pente(h)
    play(h, scene, BLACK_FIVE[:4])
    h.key("escape")
    h.click(h.widget("save game").rect.center)
    assert isinstance(h.top, NameDialog)
    type_text(h, "hd")               # h (hint) and d (right) are letters in a name, not commands
    h.key("backspace")
    type_text(h, "ome game")
    h.keys("home", "end")            # keys of a text field: they do not move the focus to Cancel
    h.key("return")
    h.step(2)
    assert h.top is scene and 'Saved as "home game"' in h.app.messages[-1].text
    files = list((tmp_path / "data" / "games" / "pente").glob("*.json"))
    assert len(files) == 1 and records.load(files[0]).meta["name"] == "home game"
    games = open_games(h)
    assert [w.label for w in games.widgets.widgets] == ["home game"]
    # four stones: the panel says "Move 3" (the move list's third line comes next); the list says the same
    from game.pente.text import move_number
    assert move_number(scene.state.ply) == "Move 3"
    assert games.widgets.widgets[0].description.startswith("Unfinished, move 3")


def test_the_viewer_steps_by_keys_wheel_and_pad_changes_nothing_and_plays_on_from_any_position(make_app, tmp_path):
    h = make_app()
    scene = open_pente(h)
    play(h, scene, BLACK_FIVE)                      # finished: kept by itself
    assert scene.match.over
    h.step(3)
    games = open_games(h)
    assert games.widgets.widgets[0].description.startswith("Black won · 5 moves")   # nine stones: lines 1. to 5.
    path = games.entries[0].path
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    h.key("return")
    viewer = h.top
    assert viewer.viewing and len(viewer.match.actions) == 9
    h.key("left")
    h.step(2)
    assert len(viewer.match.actions) == 8 and not viewer.match.over
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0))
    h.step(2)
    h.pad("lb")
    h.step(2)
    assert len(viewer.match.actions) == 6
    h.pad("rb")
    h.step(2)
    assert len(viewer.match.actions) == 7
    h.key("return")                                 # no board input while viewing
    assert len(viewer.match.actions) == 7
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
    h.click(next(b for b in viewer.hud.widgets if b.name == "branch").rect.center)
    h.step(2)
    assert not viewer.viewing and viewer.accepting and len(viewer.match.actions) == 7
    play(h, viewer, [(1, 1)])                       # white plays on from move 7
    h.app.autosave.flush()
    kept = records.load(tmp_path / "data" / AUTOSAVE_FILE)
    assert len(kept.actions) == 8 and kept.actions[-1] == [1, 1]
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before, "branching leaves the record it came from"


def test_a_finished_game_is_kept_once_even_if_undone_and_finished_again(make_app, tmp_path):
    h = make_app()
    scene = open_pente(h)
    play(h, scene, BLACK_FIVE)
    h.step(3)
    h.app.pop()                                     # close the result panel
    h.step(1)
    scene.undo()
    play(h, scene, [BLACK_FIVE[-1]])
    assert scene.match.over
    h.app.library.flush()                           # finished games are written on the library's thread
    assert len(list((tmp_path / "data" / "games" / "pente").glob("finished-*.json"))) == 1


def broken_pente_record(tmp_path, content: bytes):
    """A file named like a saved Pente game, in the data folder ``make_app`` uses, that cannot be read."""
    folder = tmp_path / "data" / "games" / "pente"
    folder.mkdir(parents=True)
    bad = folder / "broken.json"
    bad.write_bytes(content)
    return bad


def test_an_unreadable_file_is_listed_with_its_reason_and_left_alone(make_app, tmp_path):
    bad = broken_pente_record(tmp_path, b'{"format": "senket-senet-pente/record", "version": 7}')
    h = make_app()
    games = open_games(h)
    assert games.widgets.widgets[0].description.startswith("Cannot be read: This record is version 7")
    h.key("return")
    assert h.top is games and "cannot be opened" in h.app.messages[-1].text
    assert bad.read_bytes() == b'{"format": "senket-senet-pente/record", "version": 7}'


def test_the_games_list_names_senket_winners_by_the_colours_on_screen():
    from game.core import registry
    from game.core.match import Match
    from game.scenes.games_list import describe
    from game.storage.library import Entry
    m = Match.new("senket", registry.get("senket").options_type(size=11))
    s = m.state
    for a in [s.post_action((1, 0)), s.END, s.post_action((5, 5)), s.END, s.post_action((0, 2)),
              s.fence_action((1, 0), (0, 2)), s.END, s.PASS, s.PASS]:
        m.play(a)
    assert m.over and m.outcome().winner == 0
    entry = Entry(path=__import__("pathlib").Path("x.json"), name="x", record=m.record(), problem=None, saved=None)
    assert describe(entry).startswith("Red won")
    assert describe(entry, "colour-blind safe").startswith("Orange won")


@pytest.mark.parametrize("players,said", [
    (["human", "hard"], "Red won · 5 turns · Blue: Hard computer"),
    (["easy", "human"], "Red won · 5 turns · Red: Easy computer"),
    (["easy", "medium"], "Red won · 5 turns · Easy v Medium computers"),
    (["human", "human"], "Red won · 5 turns"),
    (["hard", "grandmaster"], "Red won · 5 turns"),       # a hostile file's seats: two people, as the match reads them
    ("hard", "Red won · 5 turns"),
])
def test_the_games_list_says_which_side_the_computer_played_and_its_level(players, said):
    """"Red won" alone does not tell a game won against Hard from one lost to Easy."""
    from game.core import registry
    from game.core.match import Match
    from game.scenes.games_list import describe
    from game.storage.library import Entry
    m = Match.new("senket", registry.get("senket").options_type(size=11))
    s = m.state
    for a in [s.post_action((1, 0)), s.END, s.post_action((5, 5)), s.END, s.post_action((0, 2)),
              s.fence_action((1, 0), (0, 2)), s.END, s.PASS, s.PASS]:
        m.play(a)
    record = m.record()
    record.meta["players"] = players
    entry = Entry(path=__import__("pathlib").Path("x.json"), name="x", record=record, problem=None, saved=None)
    assert describe(entry) == said


@pytest.mark.parametrize("size,scale,full", [((1280, 800), 100, True), ((640, 480), 150, False)])
def test_a_row_too_narrow_for_the_computers_part_leaves_it_out_rather_than_shrink_the_line(make_app, size, scale,
                                                                                           full):
    m = Match.new("pente", registry.get("pente").options_type(), seats=("human", "hard"))
    m.play(m.state.legal_actions()[0])
    h = make_app(size=size, ui_scale=scale)
    h.app.library.save(m.record(), "Against Hard")
    row = open_games(h).widgets.widgets[0]
    h.step(2)
    assert row.description.startswith("Unfinished")
    assert ("White: Hard computer" in row.description) is full
    assert row.text_sizes is None and row.fitted_sizes(h.app.scale)[1] >= 0.8 * int(row.DESCRIPTION_SIZE * h.app.scale)


def test_the_games_list_opens_on_the_game_played_last(make_app, tmp_path):
    """From the menu the list opened on Senket's tab ("No Senket games yet") even when the only games kept
    were Senet's: it opens on the game whose record was saved or finished last."""
    import os
    h = make_app()
    ids = [s.id for s in registry.games()]

    def opened_on() -> str:
        h.app.pop_to_root()
        h.step(2)
        h.click(h.widget("games").rect.center)
        assert isinstance(h.top, GamesScene)
        return h.top.specs[h.top.tab].id

    assert opened_on() == ids[0]                     # nothing kept yet: the first game
    older = h.app.library.save(Match.new("pente", None, seed=1).record(), "older")
    newer = h.app.library.save(Match.new("senet", None, seed=1).record(), "newer")
    os.utime(older, (1_000_000, 1_000_000))
    assert opened_on() == "senet"
    os.utime(newer, (500_000, 500_000))              # the Pente record is now the later one
    assert opened_on() == "pente"


@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_the_viewer_plays_on_without_a_mouse_and_says_its_own_controls(make_app, device):
    """Keys and pad only stepped in the viewer (Tab and the shoulders step too), so Play on was out of reach
    without a mouse; the controls line under the panel said how to play, not how to step; and a step
    past either end said "Action 9 of 9." again and again."""
    from game.scenes.board import VIEWER_HINTS
    h = make_app()
    scene = open_pente(h)
    play(h, scene, BLACK_FIVE)                      # finished: kept by itself
    h.step(3)
    open_games(h)
    h.key("return")
    viewer = h.top
    assert viewer.viewing and len(viewer.match.actions) == 9
    press = (lambda name: h.key(name)) if device == "keyboard" else (lambda name: h.pad({"return": "a"}.get(name, name)))
    said = []
    real_say = viewer.say
    viewer.say = lambda *a, **k: (said.append(a[0]), real_say(*a, **k))
    press("right")                                  # at the end already
    assert said == [] and len(viewer.match.actions) == 9
    press("left")
    h.step(2)
    assert len(viewer.match.actions) == 8 and said[-1] == "Action 8 of 9."
    press("return")                                 # nothing in focus yet: no board input while viewing
    h.key("h") if device == "keyboard" else h.pad("x")
    assert len(viewer.match.actions) == 8 and viewer.viewing
    assert viewer.mode_hint() == VIEWER_HINTS[device]
    for _ in range(len(viewer.hud.widgets)):
        press("down")
        if viewer.hud.focused.name == "branch":
            break
    assert viewer.hud.focused.name == "branch" and len(viewer.match.actions) == 8   # moving focus steps nothing
    press("return")
    h.step(2)
    assert not viewer.viewing and viewer.accepting and len(viewer.match.actions) == 8
    assert viewer.mode_hint() is None


def test_the_games_list_reads_only_the_rows_in_view_and_each_record_once(make_app, tmp_path, monkeypatch):
    """With a few hundred kept games, opening Games froze for seconds (200 Senet games: about 3 s): every
    record was read and replayed up front, and replayed again for its row's description. A row's record is
    now read when the row comes into view, by one replay that also counts its turns."""
    from game.storage import library as library_module
    h = make_app()
    lib = h.app.library
    options = registry.get("pente").options_type.from_dict(FREE_PENTE)
    for i in range(30):
        match = Match.new("pente", options, seed=1)
        for p in BLACK_FIVE[: 1 + i % 9]:
            match.play(match.state.action_from_json(list(p)))
        lib.save(match.record(), f"game {i}")
    reads, replays = [], []
    real_load, real_replay = records.load, records.Record._replay
    monkeypatch.setattr(library_module.records, "load", lambda path: (reads.append(path), real_load(path))[1])
    monkeypatch.setattr(records.Record, "_replay", lambda self, upto=None: (replays.append(1), real_replay(self, upto))[1])
    games = open_games(h)
    shown = games.rows
    assert 0 < shown < 30
    assert len(reads) == shown and len(replays) == shown
    newest = real_load(lib.files("pente")[0])
    assert games.widgets.widgets[0].label == "game 29" == newest.meta["name"]
    assert games.widgets.widgets[0].description.startswith("Unfinished, move 2")    # three stones
    for _ in range(29):
        h.key("down")
    assert len(reads) == 30 and len(replays) == 31          # the check above replayed one more
    assert all(e is not None for e in games.entries)
    assert games.widgets.widgets[29].label == "game 0"
    h.key("return")
    assert h.top.viewing and len(h.top.match.actions) == 1 and len(reads) == 30


@pytest.mark.parametrize("game", ["pente", "senet", "senket"])
def test_play_on_from_a_game_two_computers_played_gives_the_person_the_side_to_move(make_app, game):
    """Play on kept a watched game's two computer seats, so the computers went on by themselves and nobody
    could play on from the chosen position. The person who pressed it now takes the side to move; a game a
    person played keeps its seats."""
    from game.core.match import HUMAN
    from game.core.protocol import CHANCE
    from tests.viewer_records import open_kept_game
    h = make_app()
    for seats in (("easy", "hard"), (HUMAN, "hard")):
        viewer = open_kept_game(h, game, 12, seed=4, seats=seats, name="watched")
        h.key("left")
        h.step(2)
        h.click(next(b for b in viewer.hud.widgets if b.name == "branch").rect.center)
        h.step(2)
        state = viewer.state
        to_move = viewer.chance_owner() if state.current_player() == CHANCE else state.current_player()
        if seats[0] == HUMAN:
            assert viewer.match.seats == seats
        else:
            assert viewer.match.seats[to_move] == HUMAN and viewer.match.seats[1 - to_move] == seats[1 - to_move]
            said = " ".join(viewer.message) if isinstance(viewer.message, list) else viewer.message
            assert said == f"Playing on from here: you play {viewer.seat_label(to_move)}."
            assert viewer.human_to_act if game == "senet" else viewer.accepting
        h.app.pop()
        h.step(1)


def test_an_unfinished_game_opens_with_play_on_under_the_keys(make_app):
    """An unfinished game in the list (set aside for another, or saved by name) is there to be played on:
    it opens at its last position with Play on focused, so Enter goes on with it."""
    h = make_app()
    match = Match.new("pente", None, seed=1)
    match.play((9, 9))
    h.app.library.save(match.record(), "Unfinished Pente game, set aside")
    games = open_games(h)
    h.key("return")
    h.step(2)
    board = h.top
    assert board is not games and board.viewing and board.hud.focused.name == "branch"
    h.key("return")
    h.step(2)
    assert not board.viewing and board.match.actions == [(9, 9)] and board.accepting


@pytest.mark.parametrize("device, says, not_says", [("mouse", "click Save", "pad"), ("keyboard", "Enter", "pad"),
                                                    ("pad", "A saves", "click")])
def test_the_save_dialog_speaks_to_the_device_in_use(make_app, device, says, not_says):
    """A mouse user was told "A pad's A keeps the name shown"."""
    h = make_app()
    h.app.input.last_device = device
    dialog = NameDialog(h.app, "Save game", "A game", lambda name: None)
    assert says in dialog.text and not_says not in dialog.text


def test_the_viewers_step_back_is_not_called_back_beside_close(make_app):
    """"Back" (the previous action) beside "Close" read as leaving the viewer."""
    h = make_app()
    match = Match.new("pente", None, seed=1)
    match.play((9, 9))
    h.app.library.save(match.record(), "one stone")
    open_games(h)
    h.key("return")
    h.step(2)
    labels = [w.label for w in h.top.hud.widgets]
    assert labels[:2] == ["Prev", "Next"] and "Back" not in labels and "Close" in labels


def test_a_finished_game_kept_by_itself_is_titled_with_its_result(make_app):
    """Every such row was titled "Finished game", with no result."""
    h = make_app()
    scene = open_pente(h)
    play(h, scene, BLACK_FIVE)
    h.step(3)
    games = open_games(h)
    h.step(2)
    assert games.widgets.widgets[0].label == "Black won (captures 0–0)"
