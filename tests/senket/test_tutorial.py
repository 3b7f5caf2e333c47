"""The Senket lesson: its positions say what its texts say (numbers checked against the scorer), the
illegal fence of step 3 is refused by the rules and the legal one drawn, wrong tries are explained and
taken back, and every step is done with clicks, drags and the real Pass / End turn button."""
from game.scenes.dialog import Dialog
from game.scenes.tutorial_play import open_lesson
from game.senket import tutorial as T
from game.senket.rules import SECOND, FIRST, Reason
from game.senket.text import refusal
from game.tutorials.lesson import find

LESSON = find("senket")


def test_the_lesson_is_found_and_every_step_starts_undone_and_is_done_by_its_show():
    assert LESSON is not None and LESSON.game == "senket" and 6 <= len(LESSON.steps) <= 9
    for i, step in enumerate(LESSON.steps):
        start, state = LESSON.start_state(i), LESSON.start_state(i)
        assert state.options.size == 11 and state.scoring == "area"
        assert LESSON.learner(i) == 0 and not step.done(start, state), step.title
        for data in step.show:
            state.push(state.action_from_json(data))
        assert step.done(start, state), step.title
        assert step.task.endswith(("End turn.", "Pass.")) and step.wrong, step.title


def _i(title):
    return next(i for i, step in enumerate(LESSON.steps) if step.title == title)


def _played(i):
    state = LESSON.start_state(i)
    for data in LESSON.steps[i].show:
        state.push(state.action_from_json(data))
    return state


def test_step_3_the_obvious_fence_crosses_blues_and_the_other_is_the_only_legal_one():
    state = LESSON.start_state(2)
    assert state.pending.post == T.CROSS_NEW
    assert state.check_fence(T.CROSS_NEW, T.CROSS_BLOCKED) is Reason.CROSSES_FENCE
    assert state.legal_fences_from(T.CROSS_NEW) == [(T.CROSS_NEW, T.CROSS_FREE)]


def test_the_numbers_in_the_texts_are_the_scorers():
    start = LESSON.start_state(3).score()
    assert (start.totals[FIRST], start.totals[SECOND]) == (9, 1)          # the diamond 9, Blue's corner 1
    corner = _played(3).score()
    assert corner.totals[FIRST] == 10 and sorted(g.value for g in corner.groups_of(FIRST)) == [1, 9]
    rest = _i("The rest of the board")
    assert LESSON.start_state(rest).score().totals[SECOND] == 10_201 == 101 ** 2   # 99 + 1 + Red's post
    assert _played(rest).score().totals[SECOND] == 1
    assert "10,201" in LESSON.steps[rest].task and "from 10,201 to 1" in LESSON.steps[rest].praise
    prisoner = _played(_i("Prisoners")).score()
    assert [(t.area, len(t.prisoners)) for t in prisoner.territories_of(FIRST)] == [(5, 1)]
    assert prisoner.totals[FIRST] == 36 and "6 × 6 = 36" in LESSON.steps[_i("Prisoners")].praise
    join = _i("Join for a bigger score")
    apart = LESSON.start_state(join).score()
    assert sorted(g.value for g in apart.groups_of(FIRST)) == [9, 9]
    joined = _played(join).score()
    assert [(g.area, g.value) for g in joined.groups_of(FIRST)] == [(6, 36)]
    assert "9 + 9 = 18" in LESSON.steps[join].praise and "= 36" in LESSON.steps[join].praise
    last = _i("Pass and score")
    out = _played(last).outcome()
    assert out is not None and out.winner == 0 and tuple(out.scores) == (37, 5)
    assert "make 37" in LESSON.steps[last].praise and "make 5" in LESSON.steps[last].praise


# ----- through the real board -------------------------------------------------------------------------------

def _button(scene, name):
    return next(w for w in scene.hud.widgets if w.name == name)


def _wait(h, seconds=4.0):
    for _ in range(int(seconds * 60)):
        top = h.top
        if isinstance(top, Dialog) or (top.guide is not None and top.accepting and not top.anims.busy):
            return
        h.step()


def _do(h, scene, data):
    """One action as a player makes it: a click, a drag from post to post, the Pass / End turn button."""
    _wait(h)
    if data in ("end", "pass"):
        h.click(_button(scene, "pass").rect.center)
    elif data[0] == "post":
        h.click(scene.view.to_px(tuple(data[1:])))
    else:
        h.drag(scene.view.to_px(tuple(data[1:3])), scene.view.to_px(tuple(data[3:5])))
    h.step(2)


def test_every_step_is_done_by_clicks_drags_and_the_button(make_app):
    h = make_app(tutorial="senket")
    for i, step in enumerate(LESSON.steps):
        scene = h.top
        assert scene.guide.index == i and step.task in scene.guide.plate()[0]
        for data in step.show:
            _do(h, scene, data)
        _wait(h)
        assert isinstance(h.top, Dialog), (step.title, scene.message)
        assert scene.guide.finished and scene.message == step.praise
        if i + 1 < len(LESSON.steps):
            h.key("return")          # Next step (the last dialog's first button starts a game instead)
        else:
            h.app.pop()
        h.step(2)
    assert h.top.guide.finished and h.top.guide.last and h.top.state.outcome().winner == 0


def test_step_3_refuses_the_crossing_fence_with_the_rules_sentence_then_takes_the_legal_one(make_app):
    h = make_app(tutorial="senket")
    h.app.replace(open_lesson(h.app, LESSON, 2))
    h.step(2)
    scene = h.top
    _do(h, scene, ["fence", *T.CROSS_NEW, *T.CROSS_BLOCKED])
    assert scene.message == refusal(Reason.CROSSES_FENCE) and scene.match.actions == []
    assert not scene.guide.finished
    _do(h, scene, ["fence", *T.CROSS_NEW, *T.CROSS_FREE])
    _do(h, scene, "end")
    _wait(h)
    assert scene.guide.finished and isinstance(h.top, Dialog)


def test_a_turn_ended_without_the_task_is_explained_and_taken_back(make_app):
    h = make_app(tutorial="senket")
    scene = h.top                                   # step 1: pressing Pass instead of placing a post
    _do(h, scene, "pass")
    assert scene.message == LESSON.steps[0].wrong and not scene.accepting
    h.settle(3)
    assert scene.match.actions == [] and scene.accepting and scene.state.to_json() == LESSON.start_state(0).to_json()
    h.app.replace(open_lesson(h.app, LESSON, 2))    # step 3: End turn with no fence: back to the ringed post
    h.step(2)
    scene = h.top
    _do(h, scene, "end")
    assert scene.message == LESSON.steps[2].wrong
    h.settle(3)
    assert scene.state.to_json() == LESSON.start_state(2).to_json() and scene.accepting
    last = _i("Pass and score")
    h.app.replace(open_lesson(h.app, LESSON, last))    # the last step: a post instead of the pass
    h.step(2)
    scene = h.top
    _do(h, scene, ["post", 5, 9])
    _do(h, scene, "end")
    assert scene.message == LESSON.steps[last].wrong
    h.settle(3)
    assert scene.state.to_json() == LESSON.start_state(last).to_json() and not scene.guide.finished
