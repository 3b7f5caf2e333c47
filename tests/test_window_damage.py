"""A board scene draws only what changed on the window (game/ui/damage.py): every frame must still be the
picture a whole redraw gives, with a computer thinking, hints, toasts, the pause menu and a resize."""
from __future__ import annotations

import random

import pygame
import pytest

from bench.fixtures import frame_scenarios
from game.ui.app import post_step
from game.ui.damage import Recorder, WindowMemory, merged
from game.ui.script import Step


def capture_whole_frames(scene) -> list:
    """Each time ``scene`` draws on the window, the same frame drawn whole on a blank surface too (its
    pictures and marks, in the same frame); the toasts are added by ``with_toasts`` after the frame."""
    frames: list = []
    marks = scene.draw_marks

    def draw_marks(surface):
        marks(surface)
        if type(surface) is Recorder:
            ref = surface.surface.copy()
            ref.fill((255, 0, 255))         # a pixel the scene does not draw would show
            scene.draw_pictures(ref)
            marks(ref)
            frames.append(ref)
    scene.draw_marks = draw_marks
    return frames


def with_toasts(app, ref: pygame.Surface) -> pygame.Surface:
    window, app.screen = app.screen, ref
    try:
        app._draw_toasts()
    finally:
        app.screen = window
    return ref


def differing(a: pygame.Surface, b: pygame.Surface) -> int:
    return int((pygame.surfarray.array3d(a) != pygame.surfarray.array3d(b)).any(axis=2).sum())


def drive(h, name: str, frames: int, events: dict) -> tuple[int, int]:
    """``frames`` frames of the bench's player on ``name`` against an Easy computer, each checked against
    a whole redraw; ``events``: frame index -> what else happens then. Returns (frames checked, drawn in part)."""
    factory, driver = frame_scenarios()[name]
    app = h.app
    scene = factory(app)
    scene.match.seats = (scene.match.seats[0], "easy")
    app.push(scene)
    h.step(2)
    whole = capture_whole_frames(scene)
    steps = driver(app, random.Random(name))
    checked = partial = 0
    for i in range(frames):
        extra = events.get(i)
        if extra is not None:
            extra(h)
        top = app.top
        person = getattr(top, "match", None) is None or top.match.over or top.match.state.current_player() == 0
        for step in (next(steps, ()) if person else ()):
            post_step(app, Step(app.frame, *step))
        memory = getattr(app.top, "_window_memory", None)
        before = memory.partial if memory is not None else 0
        whole.clear()
        h.step(1)
        if app.top is not scene:
            continue              # a dialog over the board: drawn whole as before
        ref = with_toasts(app, whole[-1])
        assert differing(app.screen, ref) == 0, f"{name}: frame {i} differs from a whole redraw"
        checked += 1
        partial += scene._window_memory.partial - before
    return checked, partial


def _toast(h):
    h.app.notify("A toast over the board")


def _pause_and_resume(h):
    board = h.app.top
    for _ in range(3):          # a first Escape may only let go of a selected counter
        h.key("escape")
        h.step(3)
        if h.app.top is not board:
            break
    assert h.app.top is not board
    for _ in range(3):
        if h.app.top is board:
            break
        h.key("escape")
        h.step(2)


def _resize(h):
    h.resize((1100, 760))


def _hint(h):
    h.key("h")


@pytest.mark.parametrize("name", ["senket_17", "pente", "senet"])
def test_every_frame_drawn_in_part_is_the_whole_frame(make_app, name):
    h = make_app(size=(1280, 800))
    events = {20: _toast, 60: _hint, 110: _pause_and_resume, 160: _resize, 200: _toast}
    checked, partial = drive(h, name, 260, events)
    assert checked >= 200
    # most frames really were drawn in part (else the comparison above proves nothing about it)
    assert partial >= checked * 0.6, (checked, partial)


def test_the_window_is_drawn_whole_after_anything_else_drew_on_it(make_app):
    h = make_app(size=(1280, 800))
    factory, _ = frame_scenarios()["pente"]
    h.app.push(factory(h.app))
    h.step(3)
    whole = capture_whole_frames(h.app.top)
    memory = h.app.top._window_memory
    h.step(1)
    assert memory.partial and memory.last_damage is not None
    h.app.screen.fill((0, 0, 0))        # as bench.frames' empty loop does between its blocks
    h.app.window_touched()
    h.step(1)
    assert memory.last_damage is None
    assert differing(h.app.screen, with_toasts(h.app, whole[-1])) == 0


def test_a_picture_whose_key_changes_is_drawn_again_whole():
    memory = WindowMemory()
    board, panel = pygame.Rect(10, 10, 100, 100), pygame.Rect(200, 0, 50, 300)
    assert memory.damage(True, [], [(board, 1), (panel, "a")]) is None        # nothing known yet: whole
    memory.valid, memory.marks = True, [pygame.Rect(20, 20, 5, 5)]
    assert memory.damage(True, [], [(board, 1), (panel, "a")]) == [pygame.Rect(20, 20, 5, 5)]
    memory.marks = []
    assert memory.damage(True, [pygame.Rect(0, 0, 3, 3)], [(board, 1), (panel, "b")]) == [pygame.Rect(0, 0, 3, 3),
                                                                                         panel]
    assert memory.damage(False, [], [(board, 1), (panel, "b")]) is None       # not the window's last frame


def test_overlapping_rectangles_are_joined_and_clipped():
    bounds = pygame.Rect(0, 0, 100, 100)
    out = merged([pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10), pygame.Rect(50, 50, 80, 80),
                  pygame.Rect(200, 200, 5, 5)], bounds)
    assert sorted(map(tuple, out)) == [(0, 0, 15, 15), (50, 50, 50, 50)]


def test_near_rectangles_join_unless_their_union_is_much_more_than_the_two():
    window = pygame.Rect(0, 0, 1920, 1080)
    buttons = [pygame.Rect(1500, 600 + 70 * i, 380, 60) for i in range(7)]
    assert merged(buttons, window) == [pygame.Rect(1500, 600, 380, 480)]     # one clipped pass, not seven
    # Senet's wide, low board and the tall panel beside it: their union would be nearly twice the two
    board, panel = pygame.Rect(50, 300, 1300, 450), pygame.Rect(1360, 0, 400, 1080)
    assert sorted(map(tuple, merged([board, panel], window))) == [tuple(board), tuple(panel)]


def test_a_senket_view_nobody_takes_changes_from_keeps_a_few():
    """A board view drawn only off the window (a diagram's, a test's) does not pile up rectangles."""
    from game.senket.view import BoardView
    view = BoardView(11)
    view.rect = pygame.Rect(10, 10, 300, 300)
    for i in range(200):
        view._changed([pygame.Rect(i, i, 5, 5)])
    assert len(view.changes) <= 65
    taken = view.take_changes()
    for i in (0, 100, 199):             # every rectangle noted is still covered
        assert any(r.contains(pygame.Rect(10 + i, 10 + i, 5, 5)) for r in taken)
