"""A panel about how a game, a puzzle or a lesson step ended stands beside the board on the side panel, inside
it and at its foot: wider, it covered the side panel's edges and cut the turn box's "Retry or another puzzle:
in the menu"."""
import pytest

from game.scenes.dialog import Dialog
from tests.test_endings import finish_pente, finish_senet, finish_senket
from tests.test_puzzle_mode import PUZZLES, solve

SIZES = [(800, 600), (1280, 800), (1920, 1080)]
PUZZLE_IDS = ["pente-first-capture", "senet-no-swimming", "senket-close-the-corner"]


def check_on_side_panel(scene, dialog, size) -> None:
    board = scene.board_area()
    boards = board if isinstance(board, list) else [board]
    assert all(not dialog.panel.colliderect(b) for b in boards), "the dialog covers the board"
    side = scene.side_panel()
    assert side.contains(dialog.panel), f"{dialog.title!r}: {dialog.panel} not inside the side panel {side}"
    status = getattr(scene, "status_rect", None)      # Senet's and Pente's turn box (Senket draws its own)
    if size[1] >= 800 and status is not None:   # room for both: the turn box ("Solved") stays readable above it
        assert dialog.panel.top >= status.bottom, (dialog.panel, status)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("puzzle_id", PUZZLE_IDS)
def test_a_solved_puzzles_panel_sits_inside_the_side_panel(make_app, size, puzzle_id):
    puzzle = next(p for p in PUZZLES if p.id == puzzle_id)
    h = make_app(size=size, puzzle=puzzle_id)
    scene = h.top
    solve(h, puzzle)
    assert isinstance(h.top, Dialog) and h.top.title.startswith("Solved")
    check_on_side_panel(scene, h.top, size)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game", ["pente", "senet", "senket"])
def test_the_result_panel_sits_inside_the_side_panel(make_app, size, game):
    h = make_app(size=size)
    scene = {"pente": finish_pente, "senet": finish_senet, "senket": finish_senket}[game](h)
    h.step(2)
    check_on_side_panel(scene, h.top, size)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("lesson_id", ["senket", "senet-a", "pente"])
def test_a_lessons_last_panel_sits_inside_the_side_panel(make_app, size, lesson_id):
    from game.scenes.tutorial_play import open_lesson
    from game.tutorials.lesson import find
    from tests.board_input import perform
    from tests.test_dialog_fit import wait
    lesson = find(lesson_id)
    h = make_app(size=size)
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
    assert isinstance(h.top, Dialog), scene.message
    h.step(1)
    check_on_side_panel(scene, h.top, size)
