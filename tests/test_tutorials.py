"""Tutorials: every step of every lesson done through the real board, wrong tries explained and taken back,
and the ways in (menu, --tutorial)."""
import pytest

from game.cli import TUTORIALS
from game.scenes.dialog import Dialog
from game.scenes.tutorial_play import LessonList, open_lesson
from game.tutorials.lesson import all_lessons, find
from tests.board_input import perform

LESSONS = all_lessons()


def test_every_step_shows_a_way_that_passes_its_own_test_and_the_start_does_not():
    assert {lesson.game for lesson in LESSONS} >= {"pente"}
    for lesson in LESSONS:
        for i, step in enumerate(lesson.steps):
            start, state = lesson.start_state(i), lesson.start_state(i)
            assert not step.done(start, state), (lesson.id, step.title)
            for data in step.show:
                state.push(state.action_from_json(data))
            assert step.done(start, state), (lesson.id, step.title)
            assert step.task and step.praise and step.hint


def test_every_tutorial_name_on_the_command_line_opens_a_lesson():
    for name in TUTORIALS:
        lesson = find(name)
        assert lesson is not None or name.split("-")[0] not in {l.game for l in LESSONS}, name


def wait(h, seconds=4.0):
    for _ in range(int(seconds * 60)):
        top = h.top
        if isinstance(top, Dialog) or (top.guide is not None and top.accepting and not top.anims.busy):
            return
        h.step()


@pytest.mark.parametrize("lesson", LESSONS, ids=[l.id for l in LESSONS])
def test_every_lesson_is_done_step_by_step_on_the_real_board(make_app, lesson):
    h = make_app(tutorial=lesson.id)
    for i, step in enumerate(lesson.steps):
        scene = h.top
        assert scene.guide.index == i and step.task in scene.guide.plate()[0]
        for data in step.show:
            wait(h)
            perform(h, scene.state.action_from_json(data))
            h.step(2)
        wait(h)
        assert isinstance(h.top, Dialog), (step.title, scene.message)
        if i + 1 == len(lesson.steps):       # the last: Play the computer first, then Look at the board
            labels = [w.label for w in h.top.widgets.widgets]
            assert labels[0] == "Play the computer" and h.top.widgets.focused.label == labels[0]
            h.top.widgets.focus = labels.index("Look at the board")
        h.key("return")          # Next step
        h.step(2)
    assert h.top.guide is not None and h.top.guide.finished and h.top.guide.last
    assert h.top.guide_status()[0] == "Lesson done"     # the turn box, where no one is to move any more


def test_a_wrong_try_is_explained_and_taken_back(make_app):
    lesson = find("pente")
    h = make_app(tutorial="pente")
    scene = h.top
    scene.guide.next_step()
    h.step(2)
    scene = h.top                           # step 2: the tournament rule
    scene.play((9, 8))                      # inside the box: the rules refuse it and say why
    h.step(2)
    assert "Tournament rule" in scene.message and scene.match.actions == []
    h.app.replace(open_lesson(h.app, lesson, 2))
    h.step(2)
    scene = h.top
    scene.play((0, 0))                      # legal, but captures nothing
    h.step(2)
    assert scene.message == lesson.steps[2].wrong and not scene.accepting
    h.settle(3)
    assert scene.match.actions == [] and scene.accepting


def test_learn_to_play_in_the_menu_lists_the_lessons_and_opens_one(make_app):
    h = make_app()
    h.click(h.widget("learn").rect.center)
    assert isinstance(h.top, LessonList)
    labels = [w.label for w in h.top.widgets.widgets]
    assert labels[:-1] == [l.title for l in LESSONS] and labels[-1] == "Back"
    h.key("return")
    h.step(2)
    assert h.top.guide is not None and h.top.guide.lesson.id == LESSONS[0].id


def test_learn_from_a_setup_opens_the_lesson_of_the_chosen_rule_set(make_app):
    h = make_app(game="senet")
    h.click(h.widget("ruleset").rect.center)         # Kendall/Bell -> Hounds and Jackals
    h.click(h.widget("learn").rect.center)
    h.step(2)
    assert h.top.guide is not None and h.top.guide.lesson.id == "senet-b"


def test_learn_to_play_from_a_games_pause_menu_keeps_the_game_below(make_app):
    h = make_app(game="pente")
    h.click(h.widget("start").rect.center)
    game = h.top
    game.play((9, 9))
    h.step(2)
    h.key("escape")
    labels = [w.label for w in h.top.widgets.widgets]
    h.click(h.top.widgets.widgets[labels.index("Learn to play")].rect.center)
    h.step(2)
    assert h.top.guide is not None and h.top.guide.lesson.id == "pente"
    assert game in h.app.stack and game.match.actions == [(9, 9)]


def test_finishing_a_step_opened_over_a_game_leaves_that_game_kept(make_app, tmp_path):
    from game.storage.autosave import AUTOSAVE_FILE
    from tests.test_autosave import pente_with_one_stone
    data = tmp_path / "d"
    h = pente_with_one_stone(make_app, data)
    kept = (data / AUTOSAVE_FILE).read_bytes()
    h.top.learn()
    h.step(2)
    lesson = h.top
    lesson.play((9, 9))                     # step 1 done
    for _ in range(200):
        h.step()
    assert lesson.guide.finished
    h.app.autosave.flush()
    assert (data / AUTOSAVE_FILE).read_bytes() == kept


@pytest.mark.parametrize("lesson_id, seats", [("senket", ("human", "easy")), ("senet-b", ("human", "easy")),
                                              ("pente", ("human", "easy"))])
def test_the_lessons_last_screen_starts_a_game_against_the_computer(make_app, lesson_id, seats):
    """"Try a game against the computer", and a button that does: the game learnt (Senet: the lesson's rule
    set) against the Easy computer, over the main menu."""
    from game.scenes.menu import MainMenu
    lesson = find(lesson_id)
    h = make_app()
    h.app.push(open_lesson(h.app, lesson, len(lesson.steps) - 1))
    h.step(2)
    scene = h.top
    for data in lesson.steps[-1].show:
        wait(h)
        perform(h, scene.state.action_from_json(data))
        h.step(2)
    wait(h)
    assert isinstance(h.top, Dialog) and h.top.widgets.focused.label == "Play the computer"
    h.key("return")
    h.step(2)
    board = h.top
    assert board.guide is None and board.match.seats == seats and not board.match.actions
    assert isinstance(h.app.stack[-2], MainMenu) and len(h.app.stack) == 2
    if lesson.game == "senet":
        assert board.state.options.ruleset == "B"
    if lesson.game == "senket":
        assert board.state.size == 11            # the lesson's board, for a first game (no setup chosen yet)
