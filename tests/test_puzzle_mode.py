"""Puzzle mode through the real UI: every puzzle in levels/ solved by clicks, wrong moves explained and
taken back, the hint, the list with the week's puzzle first and broken files noted, progress kept."""
import json

import pytest

from game.core.match import Match
from game.puzzles.collection import load_collection
from game.storage.autosave import AUTOSAVE_FILE
from game.puzzles.format import thaw
from game.puzzles.progress import FILE
from game.scenes.dialog import Dialog
from game.scenes.puzzles import PuzzleListScene, collection_of, week_dates
from tests.board_input import perform

PUZZLES = load_collection().puzzles


def wait_for_turn(h, seconds: float = 6.0) -> None:
    for _ in range(int(seconds * 60)):
        top = h.top
        if isinstance(top, Dialog) or (top.guide is not None and top.accepting and not top.anims.busy):
            return
        h.step(draw=False)


def first_line_moves(puzzle) -> list:
    moves, lines = [], puzzle.solution
    while lines:
        moves.append(lines[0].move)
        lines = lines[0].then
    return moves


def solve(h, puzzle) -> None:
    """Play the first line of the puzzle's solution through the real board, replies and all."""
    scene = h.top
    for move in first_line_moves(puzzle):
        wait_for_turn(h)
        assert h.top is scene and scene.accepting, scene.message
        for data in move:
            perform(h, scene.state.action_from_json(thaw(data)))
            h.step(2)
    wait_for_turn(h)
    h.step(3)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_every_puzzle_is_solved_through_the_real_board(make_app, puzzle):
    h = make_app(puzzle=puzzle.id)
    scene = h.top
    assert scene.guide is not None and scene.accepting
    solve(h, puzzle)
    assert isinstance(h.top, Dialog) and h.top.title.startswith("Solved"), scene.message
    saved = json.loads((h.app.storage.path(FILE)).read_text())
    assert saved["puzzles"][puzzle.id]["solved"] is True


def a_wrong_first_turn(puzzle) -> list:
    """A legal first turn that is not an accepted answer (for Senket: a post elsewhere, then the end of turn)."""
    state = puzzle.start_state()
    accepted = [[state.action_from_json(thaw(d)) for d in line.move] for line in puzzle.solution]
    firsts = {a[0] for a in accepted}
    for action in state.legal_actions():
        if action in firsts:
            continue
        if puzzle.game == "senket":
            if state.decode(action)[0] != "post":
                continue
            return [action, state.END]
        return [action]
    raise AssertionError("no wrong move")


WRONG_CASES = [next(p for p in PUZZLES if p.game == g) for g in ("pente", "senet", "senket")
               if any(p.game == g for p in PUZZLES)]


@pytest.mark.parametrize("puzzle", WRONG_CASES, ids=[p.game for p in WRONG_CASES])
def test_a_wrong_move_is_explained_then_taken_back_and_counted(make_app, puzzle):
    h = make_app(puzzle=puzzle.id)
    scene = h.top
    turn = a_wrong_first_turn(puzzle)
    for action in turn:
        perform(h, action)
        h.step(2)
    assert scene.message_kind == "error" and scene.message
    assert len(scene.match.actions) == len(turn) and not scene.accepting    # the wrong move is seen first
    h.settle(4)
    assert scene.match.actions == [] and scene.accepting
    assert not scene.match.can_redo()
    saved = json.loads((h.app.storage.path(FILE)).read_text())
    assert saved["puzzles"][puzzle.id]["attempts"] == 1 and saved["puzzles"][puzzle.id]["solved"] is False


def test_hint_shows_the_puzzles_own_hint_not_the_computers_move(make_app):
    puzzle = PUZZLES[0]
    h = make_app(puzzle=puzzle.id)
    h.key("h")
    assert puzzle.hint in str(h.top.message)
    assert h.top.hint_action is None and not h.app.thinker.busy


@pytest.mark.parametrize("size, ui_scale, toast", [((640, 480), 150, True), ((1280, 800), 100, False)])
def test_a_hint_the_panel_has_no_room_for_is_shown_in_a_toast(make_app, size, ui_scale, toast):
    """At 640x480 with 150% text a Senet puzzle's panel has no room for a message: Hint showed nothing at
    all. Like a refusal, a hint the panel cannot show goes to a toast; where the panel shows it, no toast."""
    puzzle = load_collection().get("senet-no-swimming")
    h = make_app(size=size, ui_scale=ui_scale, puzzle=puzzle.id)
    h.key("h")
    assert puzzle.hint in str(h.top.message)
    assert (f"Hint: {puzzle.hint}" in h.messages()) is toast
    assert h.top.message_fits(f"Hint: {puzzle.hint}") is not toast


@pytest.mark.parametrize("week, dates", [("2026-W48", "23\u201329 Nov"), ("2026-W49", "30 Nov \u2013 6 Dec"),
                                         ("2026-W53", "28 Dec \u2013 3 Jan"), ("2027-W01", "4\u201310 Jan")])
def test_the_weeks_puzzle_is_labelled_with_its_dates_not_the_iso_week(week, dates):
    assert week_dates(week) == dates


def test_the_list_shows_the_weeks_senket_puzzle_first_then_the_pause_menu_leads_back(make_app):
    h = make_app()
    h.click(h.widget("puzzles").rect.center)
    lst = h.top
    assert isinstance(lst, PuzzleListScene)
    found = collection_of(h.app)
    week_puzzle, week = found.week_puzzle()
    if week_puzzle is None:
        pytest.skip("no Senket puzzle yet")
    first = lst.widgets.widgets[0]
    assert first.name == f"puzzle-{week_puzzle.id}" and first.label == f"This week: {week_puzzle.title}"
    assert first.description.startswith(week_dates(week))
    h.key("return")
    assert h.top.guide.puzzle.id == week_puzzle.id
    h.key("escape")
    labels = [w.label for w in h.top.widgets.widgets]
    at = labels.index("Retry")           # after Resume and the game's own rows (Senket: Why this score)
    assert labels[0] == "Resume" and labels[at:at + 3] == ["Retry", "Next puzzle", "Puzzle list"]
    h.click(h.top.widgets.widgets[at + 2].rect.center)
    h.step(2)
    assert h.top is lst


def test_a_broken_puzzle_file_is_listed_with_its_reason_and_cannot_be_opened(make_app, tmp_path):
    (tmp_path / "pente").mkdir()
    good = next(p for p in PUZZLES if p.game == "pente").to_json()
    good["id"] = "pente-copy"
    (tmp_path / "pente" / "a-good.json").write_text(json.dumps(good))
    (tmp_path / "pente" / "b-broken.json").write_text("{\"format\": ")
    h = make_app()
    h.app._puzzle_collection = load_collection(tmp_path)
    h.click(h.widget("puzzles").rect.center)
    h.key("right")
    h.key("right")
    names = [w.name for w in h.top.widgets.widgets]
    assert names == ["puzzle-pente-copy", "broken-pente/b-broken.json"]
    broken = h.top.widgets.widgets[1]
    assert not broken.enabled and "not valid JSON" in broken.description


def test_a_puzzle_in_progress_is_kept_and_continues_as_the_puzzle(make_app, tmp_path):
    puzzle = next((p for p in PUZZLES if p.solution[0].reply and p.solution[0].then), None)
    if puzzle is None:
        pytest.skip("no puzzle with a reply yet")
    data = tmp_path / "kept"
    h = make_app(data_dir=data)
    game = Match.new("pente")
    h.app.autosave.follow(game)
    game.play((9, 9))                             # a game of Pente is kept (at its first move)
    h.app.autosave.flush()
    kept = (data / AUTOSAVE_FILE).read_bytes()
    h.close()
    h = make_app(data_dir=data, puzzle=puzzle.id)
    h.step(3)
    h.app.autosave.flush()
    assert (data / AUTOSAVE_FILE).read_bytes() == kept      # opening a puzzle replaces no kept game
    scene = h.top
    for d in puzzle.solution[0].move:
        perform(h, scene.state.action_from_json(thaw(d)))
        h.step(2)
    wait_for_turn(h)
    played = list(scene.match.actions)
    assert len(played) == len(puzzle.solution[0].move) + len(puzzle.solution[0].reply)
    h.app.autosave.flush()
    h.close()
    h = make_app(data_dir=data, resume=True)
    again = h.top
    assert again.guide is not None and again.guide.puzzle.id == puzzle.id
    assert again.match.actions == played and again.accepting
    assert again.match.state.key() == scene.match.state.key()


def test_the_goal_names_the_sides_by_the_colours_on_screen(make_app):
    puzzle = next(p for p in PUZZLES if p.game == "senket" and p.solver == 0)
    h = make_app(puzzle=puzzle.id)
    assert h.top.guide.goal.startswith("Red to play")
    h.app.settings.palette = "colour-blind safe"
    h.app.apply_settings()
    h.top.guide.retry()
    h.step(2)
    assert h.top.guide.goal.startswith("Orange to play")


@pytest.mark.parametrize("game", ["pente", "senet", "senket"])
def test_a_solved_puzzle_keeps_its_board_undo_and_redo_do_not_take_it_apart(make_app, game):
    """After "Look at the board", Undo is dark and Ctrl+Z says how to play it again: taking the solution
    back would leave a board that accepts no move. (Senet's Undo, which also cancels a picked counter,
    stayed lit there.)"""
    puzzle = next(p for p in PUZZLES if p.game == game)
    h = make_app(puzzle=puzzle.id)
    scene = h.top
    solve(h, puzzle)
    assert isinstance(h.top, Dialog)
    h.click(h.widget("look at the board").rect.center)
    h.step(3)
    assert h.top is scene
    done = list(scene.match.actions)
    undo = next(b for b in scene.hud.widgets if b.name == "undo")
    assert not undo.enabled
    h.key("z", mods=["ctrl"])
    h.step(3)
    said = scene.message if isinstance(scene.message, str) else " ".join(scene.message)   # Senet: sentences
    assert scene.match.actions == done and "Retry" in said


def test_a_wrong_move_kept_while_it_was_being_taken_back_is_counted_once(make_app, tmp_path):
    """The app closes during the take-back of a wrong move: the kept puzzle holds that move. Resumed, it is
    taken back again, and the attempt is not counted a second time."""
    puzzle = WRONG_CASES[0]
    data = tmp_path / "d"
    h = make_app(data_dir=data, puzzle=puzzle.id)
    for action in a_wrong_first_turn(puzzle):
        perform(h, action)
        h.step(2)
    h.app.autosave.flush()
    h.app.quit()
    h.step(1)
    h.close()
    h = make_app(data_dir=data, resume=True)
    scene = h.top
    assert scene.guide is not None and scene.match.actions
    h.settle(4)
    assert scene.match.actions == [] and scene.accepting
    saved = json.loads((h.app.storage.path(FILE)).read_text())
    assert saved["puzzles"][puzzle.id]["attempts"] == 1


def test_the_puzzle_list_opens_on_senket_whatever_was_played_last(make_app):
    """The Games list opens on the game kept last; the puzzle list (a subclass of it) keeps opening on
    Senket, the game of the puzzle of the week, even when only a Pente game is kept."""
    from game.core.match import Match
    from game.scenes.puzzles import PuzzleListScene
    h = make_app()
    h.app.library.save(Match.new("pente", None, seed=1).record(), "kept")
    h.click(h.widget("puzzles").rect.center)
    assert isinstance(h.top, PuzzleListScene) and h.top.specs[h.top.tab].id == "senket"


def test_every_puzzles_plate_reads_as_two_sentences_naming_the_player_once():
    """The plate joined title and goal with a colon: "Close the corner: Red to play: gain at least 9 points
    on Blue.", and the mined Senket titles began with "Red to play:" too (in the colour-blind palette
    Red is called Orange). Title, then goal, each a sentence; who plays is said once, by the goal."""
    import re
    from game.puzzles.collection import load_collection
    from game.puzzles.session import Session
    from game.scenes.puzzle_play import plate_text
    found = load_collection()
    assert not found.problems and len(found.puzzles) > 100
    for p in found.puzzles:
        plate = plate_text(p.title, Session(p).goal_text())
        assert "to play" not in p.title, p.id
        if p.id.startswith("senket-gen-"):           # mined: words made by the miner, not by an author
            assert not re.search(r"\b(Red|Blue|Orange)\b", p.title), p.id
        assert plate.count(" to play") <= 1 and not re.search(r": \w+ to play", plate), (p.id, plate)
        assert plate.startswith(p.title) and plate[len(p.title):].lstrip(".?! ") == Session(p).goal_text()


@pytest.mark.parametrize("puzzle_id", ["pente-first-capture", "senet-no-swimming", "senket-close-the-corner"])
def test_a_solved_puzzles_turn_box_says_solved_not_whose_turn_it_is(make_app, puzzle_id):
    """A puzzle solved before the game ends (a capture, Senet's best move, Senket's gain) left the turn box
    saying "Seat 2 - White / to throw" or "Red to move", on a board that accepts nothing."""
    puzzle = next(p for p in PUZZLES if p.id == puzzle_id)
    h = make_app(puzzle=puzzle.id)
    scene = h.top
    solve(h, puzzle)
    h.click(h.widget("look at the board").rect.center)
    h.step(3)
    assert h.top is scene and not scene.match.over
    if puzzle.game == "pente":
        shown = (scene.turn_text(), scene.how_text())
    elif puzzle.game == "senet":
        shown = (scene.status_drawn[0][0], " ".join(line for line, _size in scene.status_drawn[1:]))
    else:
        shown = scene.status_drawn
    assert shown[0] == "Solved" and "menu" in shown[1], shown


def back_to_list(h) -> None:
    """The pause menu's Puzzle list, by a click."""
    h.key("escape")
    h.click(next(w for w in h.top.widgets.widgets if w.label == "Puzzle list").rect.center)
    h.step(2)


def test_the_weekly_tab_lists_past_weeks_puzzles_with_solved_marks_by_keys_pad_and_mouse(make_app):
    """Past weeks' puzzles can be played: the Weekly tab lists this week's and each past week's (never a week
    to come), marks the solved ones, and opens each with Enter, the pad's A or a click."""
    from game.scenes.puzzles import WEEKLY
    h = make_app()
    h.click(h.widget("puzzles").rect.center)
    lst = h.top
    archive = collection_of(h.app).week_archive()
    assert len(archive) == 52
    h.app._puzzle_progress.record_solved(archive[1][1].id, 0)       # last week's, solved
    h.keys("right", "right", "right")                               # from Senket past the other two games to Weekly
    assert lst.specs[lst.tab] is WEEKLY
    rows = lst.widgets.widgets
    assert [r.name for r in rows] == [f"week-{week}" for week, _ in archive]
    assert rows[0].label == f"This week: {archive[0][1].title}"
    assert rows[1].label.endswith(archive[1][1].title) and "Solved" in rows[1].description
    assert sum("Solved" in r.description for r in rows) == 1
    assert "1 of the last 52 weeks" in lst.summary
    h.keys("down", "down", "return")                                # keyboard: the week before last
    assert h.top is not lst and h.top.guide.puzzle.id == archive[2][1].id
    back_to_list(h)
    assert h.top is lst and lst.specs[lst.tab] is WEEKLY and lst.widgets.focus == 2   # back on the same row
    h.pads("down", "a")                                             # pad
    assert h.top.guide.puzzle.id == archive[3][1].id
    back_to_list(h)
    assert h.top is lst
    h.pads("left", "right")                                         # the pad changes tabs too
    assert lst.specs[lst.tab] is WEEKLY
    h.click(lst.widgets.widgets[0].rect.center)                     # mouse: this week's
    assert h.top.guide.puzzle.id == archive[0][1].id
    back_to_list(h)
    h.click(lst.tabs[0].center)                                     # a click on a tab: back to Senket
    assert lst.specs[lst.tab].id == "senket"
    h.click(lst.tabs[3].center)
    assert lst.specs[lst.tab] is WEEKLY
