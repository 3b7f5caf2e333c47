"""Dialogs keep their words inside: a long title is drawn smaller, never out of the panel and the window."""
import pytest

from game.scenes.tutorial_play import open_lesson
from game.tutorials.lesson import find
from game.ui.theme import Theme
from tests.board_input import perform


def wait(h, kind, frames=400):
    for _ in range(frames):
        if isinstance(h.top, kind):
            return
        h.step(draw=False)


@pytest.mark.parametrize("size, ui", [((640, 480), 150), ((800, 600), 150), ((1280, 800), 100)])
def test_the_last_lesson_dialogs_title_fits_its_panel(make_app, size, ui):
    """"Learn Senet (Kendall/Bell): done!" ran out of its dialog and the window."""
    from game.scenes.dialog import Dialog
    lesson = find("senet-a")
    h = make_app(size=size, ui_scale=ui)
    h.app.push(open_lesson(h.app, lesson, len(lesson.steps) - 1))
    h.step(3)
    scene = h.top
    for data in lesson.steps[-1].show:
        for _ in range(300):
            if scene.accepting and not scene.anims.busy:
                break
            h.step(draw=False)
        perform(h, scene.state.action_from_json(data))
        h.step(2)
    wait(h, Dialog)
    dialog = h.top
    assert isinstance(dialog, Dialog) and dialog.title.startswith("Learn Senet")
    h.step(1)
    width = Theme.font(dialog.title_px(), True).size(dialog.title)[0]
    assert width <= dialog.panel.width - 16
    assert h.screen.get_rect().contains(dialog.panel)
