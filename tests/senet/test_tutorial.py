"""The Senet lessons (rule set A first, then B): every throw step is done by any throw, every position
shows what its text says (the counter to try is refused by the rules, the named move is legal), every
legal move either does the step or ends the learner's turn (so it is explained and taken back), and on
the real board a try is refused with a sentence and a wrong move is explained and taken back."""
import pytest

from game.core.protocol import CHANCE, TERMINAL
from game.scenes.tutorial_play import open_lesson
from game.senet.rules import OFF, RULESET_A, RULESET_B
from game.tutorials.lesson import find

A, B = find("senet-a"), find("senet-b")


def test_both_lessons_exist_rule_set_a_first():
    assert find("senet").id == "senet-a" and A.game == B.game == "senet"
    assert A.title == "Learn Senet (Kendall/Bell)" and B.title == "Learn Senet (Hounds and Jackals)"
    for lesson, ruleset in ((A, RULESET_A), (B, RULESET_B)):
        assert 6 <= len(lesson.steps) <= 7
        for i, step in enumerate(lesson.steps):
            assert lesson.start_state(i).ruleset == ruleset and lesson.learner(i) == 0, step.title
            assert step.task and step.praise and step.hint and step.wrong, step.title
            assert len(step.task) <= 160, step.title      # two lines on the plate over the board


def test_a_throw_step_is_done_by_every_throw_the_sticks_can_give():
    for lesson in (A, B):
        start = lesson.start_state(0)
        assert start.current_player() == CHANCE and lesson.steps[0].learner == 0
        for value, _ in start.chance_outcomes():
            state = lesson.start_state(0)
            state.push(value)
            assert lesson.steps[0].done(start, state), (lesson.id, value)


def _ends_turn_or_done(step, start, action, learner):
    state = start.copy()
    state.push(action)
    if step.done(start, state):
        return True
    p = state.current_player()
    return p == TERMINAL or (p == CHANCE and state.current_seat != learner)


def test_every_legal_move_does_the_step_or_ends_the_turn_so_it_is_taken_back():
    for lesson in (A, B):
        for i, step in enumerate(lesson.steps):
            start = lesson.start_state(i)
            if start.current_player() == CHANCE:
                continue
            moves = start.legal_actions()
            assert start.action_from_json(step.show[0]) in moves, step.title
            for action in moves:
                assert _ends_turn_or_done(step, start, action, lesson.learner(i)), (lesson.id, step.title, action)


def _step(lesson, title):
    return next(i for i, s in enumerate(lesson.steps) if s.title == title)


def test_the_counters_the_texts_say_to_try_are_refused_by_the_rules():
    # (lesson, step, counter to try, houses it must not reach)
    cases = [(A, "A blockade", 16, None), (A, "The House of Happiness", 23, {26, 27, 28, 29, 30, OFF}),
             (B, "Move exactly", 12, None), (B, "Capture", 17, None), (B, "A blockade", 16, None)]
    for lesson, title, house, barred in cases:
        i = _step(lesson, title)
        state = lesson.start_state(i)
        assert state.owner(house) == 0, title
        reached = {m.to_house for m in state.moves_from(house)}
        if barred is None:
            assert house not in state.movable_houses(), title
        else:
            assert reached and not reached & barred, title


def test_the_texts_name_the_right_special_houses_and_pieces():
    i = _step(A, "Swap places")
    state = A.start_state(i)
    assert state.find_move(11, 14).kind == "swap"
    assert state.find_move(21, 24) is None               # the White pair on 24, 25 is safe
    i = _step(B, "The cursed house")
    state = B.start_state(i)
    assert state.find_move(24, 27).final_house == 1
    i = _step(B, "Bear off")
    assert B.start_state(i).find_move(28, 30).final_house == OFF
    i = _step(A, "Bear off")
    assert A.start_state(i).find_move(26, 27).final_house == 15    # the House of Water, if tried


def test_on_the_board_a_stuck_counter_says_so(make_app):
    h = make_app(tutorial="senet-a")
    h.app.replace(open_lesson(h.app, A, _step(A, "A blockade")))
    h.step(3)
    scene = h.top
    h.click(scene.view.house_center(16))
    h.step(2)
    assert scene.selected is None and "cannot move" in " ".join(scene.message)
    assert scene.match.actions == []


def test_on_the_board_a_wrong_move_is_explained_and_taken_back(make_app):
    h = make_app(tutorial="senet-a")
    i = _step(A, "Swap places")
    h.app.replace(open_lesson(h.app, A, i))
    h.step(3)
    scene = h.top
    h.click(scene.view.house_center(11))
    h.click(scene.view.house_center(13))            # stops short: legal, but no swap
    h.step(1)
    assert scene.message == [A.steps[i].wrong] and not scene.accepting
    h.settle(4)
    assert scene.match.actions == [] and scene.accepting and scene.state.throw_in_hand == 3
    assert scene.state.owner(11) == 0 and not scene.guide.finished


def test_at_640x480_with_150_percent_text_the_buttons_stay_clear_of_the_turn_box(make_app):
    """A lesson's plate above the board leaves the panel short: two rows of buttons were drawn over the
    turn box. Where two rows do not fit they are lower, or one row."""
    h = make_app(size=(640, 480), ui_scale=150, tutorial="senet-a")
    h.app.replace(open_lesson(h.app, A, 0))
    h.step(3)
    scene = h.top
    assert scene.status_rect.bottom <= scene.button_row.top
    for b in scene.hud.widgets:
        assert b.rect.top >= scene.status_rect.bottom and scene.panel.contains(b.rect), b.label


@pytest.mark.parametrize("size, heading", [((640, 480), 0), ((800, 600), 2), ((1024, 768), 2)])
def test_in_a_short_panel_the_heading_gives_way_before_the_buttons_labels_shrink(make_app, size, heading):
    """At 640x480 with 150% text a lesson's panel had no room for two rows of buttons under its heading,
    and five in one row drew "Throw" at size 13 of 21. The options line and then the title give way first
    (the plate names the game; the setup chose the options); where there is room the heading stays."""
    h = make_app(size=size, ui_scale=150, tutorial="senet-a")
    h.app.replace(open_lesson(h.app, A, 0))
    h.step(3)
    scene = h.top
    assert scene.heading == heading
    assert scene.status_rect.bottom <= scene.button_row.top
    for b in scene.hud.widgets:
        label = (b.text_sizes or b.fitted_sizes(h.app.scale))[0]
        assert label >= scene.small_size, (b.label, label, scene.small_size)
        assert b.rect.top >= scene.status_rect.bottom and scene.panel.contains(b.rect), b.label


@pytest.mark.parametrize("size, ui_scale, lines", [((640, 480), 150, 2), ((1280, 800), 100, 1)])
def test_the_throws_caption_wraps_rather_than_shrink_to_a_sliver(make_app, size, ui_scale, lines):
    """The lesson's second step teaches that no marked side up counts 5, and the mat said so under the 5 at
    size 13 of 21 (640x480 with 150% text). Where one line would shrink below 80% of the small text it takes two."""
    h = make_app(size=size, ui_scale=ui_scale, tutorial="senet-a")
    h.app.replace(open_lesson(h.app, A, 1))
    h.step(3)
    scene = h.top
    assert scene.shown_throw.value == 5 and scene.shown_throw.marked_up == 0
    drawn = scene.caption_drawn
    assert " ".join(line for line, _, _ in drawn) == "no marked side up" and len(drawn) == lines
    for line, size_, rect in drawn:
        assert size_ >= 0.8 * scene.small_size and scene.mat.contains(rect), (line, size_, rect)


def test_in_rule_set_b_s_lesson_the_turn_box_says_what_to_do_whole(make_app):
    """The lesson's panel is narrower than a game's: at 640x480 with 150% text the opening's second line
    took three lines and the box showed two ("... the first 1 plays the"). It is set a little smaller to
    stay whole."""
    h = make_app(size=(640, 480), ui_scale=150, tutorial="senet-b")
    h.app.replace(open_lesson(h.app, B, 0))
    h.step(3)
    scene = h.top
    (first, _), *second = scene.status_drawn
    assert first == "Seat 1" and " ".join(line for line, _ in second) == scene._status[1]
    assert all(size >= 0.8 * scene.small_size for _, size in second)


def test_a_lessons_hint_with_no_room_in_the_panel_is_shown_in_a_toast(make_app):
    """At 640x480 with 150% text the lesson's panel has no room for a message: its Hint goes to a toast."""
    h = make_app(size=(640, 480), ui_scale=150, tutorial="senet-a")
    h.app.replace(open_lesson(h.app, A, 1))
    h.step(3)
    h.key("h")
    assert f"Hint: {A.steps[1].hint}" in h.messages()
