"""A dialog's frozen picture of the screen below (issue 39): the same pixels as before, made without a new
window-sized surface once a dialog has been closed, and without copying the board it stands beside out
and back (the result panel's frame was 15 ms at 1920x1080, 4 ms of it page faults of a new surface)."""
from __future__ import annotations

import random

import pygame
from hypothesis import given, settings, strategies as st

import game.ui.backdrop as backdrop_module
from game.scenes.dialog import Dialog, outside


def _old_way(shot: pygame.Surface, keep: list[pygame.Rect]) -> None:
    """The freeze before: the kept areas copied out, the whole picture multiplied, the copies put back."""
    clear = [(shot.subsurface(r).copy(), r.topleft) for r in keep if r.width and r.height]
    shot.fill((105, 105, 105), special_flags=pygame.BLEND_MULT)
    for picture, at in clear:
        shot.blit(picture, at)


rects = st.builds(lambda x, y, w, h: pygame.Rect(x, y, w, h), st.integers(-20, 150), st.integers(-20, 110),
                  st.integers(0, 120), st.integers(0, 90))


@settings(max_examples=60, deadline=None)
@given(st.lists(rects, max_size=4), st.integers(0, 2 ** 32))
def test_only_the_pixels_outside_the_kept_areas_are_dimmed(holes, seed):
    rng = random.Random(seed)
    noise = pygame.Surface((128, 96))
    for _ in range(40):
        noise.fill([rng.randrange(256) for _ in range(3)],
                   (rng.randrange(128), rng.randrange(96), rng.randrange(1, 60), rng.randrange(1, 60)))
    keep = [r.clip(noise.get_rect()) for r in holes]
    before, now = noise.copy(), noise.copy()
    _old_way(before, keep)
    parts = outside(now.get_rect(), [r for r in keep if r.width and r.height])
    for part in parts:
        now.fill((105, 105, 105), part, special_flags=pygame.BLEND_MULT)
    assert pygame.image.tobytes(now, "RGB") == pygame.image.tobytes(before, "RGB")
    assert sum(p.width * p.height for p in parts) == len({(x, y) for p in parts for x in range(p.left, p.right)
                                                          for y in range(p.top, p.bottom)}), "no pixel twice"


def test_a_second_dialog_reuses_the_first_ones_picture_and_draws_the_same(app, monkeypatch):
    size = app.app.screen.get_size()
    made = []
    real = pygame.Surface

    def counted(*args, **kwargs):
        surf = real(*args, **kwargs)
        if surf.get_size() == size:
            made.append(surf)
        return surf
    monkeypatch.setattr(backdrop_module.pygame, "Surface", counted)
    first = Dialog(app.app, "First", "A sentence.")
    app.app.push(first)
    app.step(2)
    picture = pygame.image.tobytes(first.backdrop, "RGB")
    app.app.pop()
    app.step(2)
    second = Dialog(app.app, "First", "A sentence.")
    app.app.push(second)
    app.step(2)
    assert len(made) <= 1, "the second dialog's picture is the first one's surface, not a new one"
    assert pygame.image.tobytes(second.backdrop, "RGB") == picture


def test_the_board_under_a_dialogs_frozen_picture_is_not_drawn_again(app):
    """The pause menu's frozen picture fills the window: the board below it was drawn in full every frame and
    then painted over (a frame under the menu over a dense 31x31 board at 1920x1080: 3.3 ms of thread CPU,
    1.3 without the board). The window shows the same picture either way."""
    from game.core.match import Match
    from game.core.registry import get
    from game.scenes.game_common import PauseMenu
    from game.senket.rules import Options
    board = get("senket").open_match(app.app, Match.new("senket", seed=3, options=Options(size=11)))
    app.app.push(board)
    app.step(3)
    menu = PauseMenu(app.app, "senket")
    app.app.push(menu)
    app.step(1)
    drawn = []
    real_draw = board.draw
    board.draw = lambda surface: (drawn.append(surface), real_draw(surface))
    app.step(3)
    assert drawn == [], "the board is not drawn under the menu's picture"
    shown = pygame.image.tobytes(app.app.screen, "RGB")
    board.draw(app.app.screen)        # what the window showed when the board was drawn first
    menu.draw(app.app.screen)
    assert pygame.image.tobytes(app.app.screen, "RGB") == shown
    menu.backdrop = None              # a dialog without its picture (covered) lets the board show through
    drawn.clear()
    app.app.draw()
    assert drawn, "without a frozen picture the board below is drawn"


def test_a_dialog_opened_from_the_window_is_dimmed_there_once_even_with_two_opened_in_one_frame(app):
    """The frame opening a dialog dims the window in place and copies it as the dialog's picture, instead of
    copying, dimming the copy and blitting it back (issue 39). Two dialogs opened in the same frame still
    each show the window dimmed once, not the second one twice."""
    app.step(2)
    window = pygame.image.tobytes(app.app.screen, "RGB")
    dimmed = app.app.screen.copy()
    dimmed.fill((105, 105, 105), special_flags=pygame.BLEND_MULT)
    want = pygame.image.tobytes(dimmed, "RGB")
    one = Dialog(app.app, "One", "A sentence.")
    app.app.push(one)
    app.step(1)
    assert pygame.image.tobytes(one.backdrop, "RGB") == want
    app.app.pop()
    app.step(2)
    assert pygame.image.tobytes(app.app.screen, "RGB") == window
    first, second = Dialog(app.app, "First", "A sentence."), Dialog(app.app, "Second", "Another.")
    app.app.push(first)
    app.app.push(second)
    app.step(1)
    assert pygame.image.tobytes(first.backdrop, "RGB") == want
    assert pygame.image.tobytes(second.backdrop, "RGB") == want, "the second dialog's picture dimmed twice"


def test_the_frame_opening_a_dialog_makes_its_picture_after_the_flip_and_the_next_frame_looks_the_same(
        app, monkeypatch):
    """The pause menu's opening frame over a dense 31x31 board was 7.7-8.2 ms at 1920x1080, ~5 ms of it a new
    window-sized surface filled with a copy of the window (issue 39): the window is dimmed in place, the menu
    drawn over it, and the picture kept after the flip, with the dimmed pixels under the menu put back."""
    import game.ui.app as app_module
    from game.core.match import Match
    from game.core.registry import get
    from game.scenes.game_common import PauseMenu
    board = get("pente").open_match(app.app, Match.new("pente", seed=3))
    app.app.push(board)
    app.step(3)
    dimmed = app.app.screen.copy()
    dimmed.fill((105, 105, 105), special_flags=pygame.BLEND_MULT)
    order = []
    size = app.app.screen.get_size()
    real_surface, real_flip = pygame.Surface, app_module.pygame.display.flip

    def made(*args, **kwargs):
        surf = real_surface(*args, **kwargs)
        if surf.get_size() == size:
            order.append("window-sized")
        return surf
    monkeypatch.setattr(backdrop_module.pygame, "Surface", made)
    monkeypatch.setattr(app_module.pygame.display, "flip", lambda: order.append("flip") or real_flip())
    menu = PauseMenu(app.app, "pente")
    app.app.push(menu)
    app.step(1)
    assert order[0] == "flip", order
    opening = pygame.image.tobytes(app.app.screen, "RGB")
    assert pygame.image.tobytes(menu.backdrop, "RGB") == pygame.image.tobytes(dimmed, "RGB")
    app.step(1)
    assert pygame.image.tobytes(app.app.screen, "RGB") == opening


def test_a_toast_on_the_window_when_a_dialog_opens_does_not_stay_in_its_picture(app):
    """The dialog's picture was a copy of the window, toasts included: once a toast had gone, its copy stayed
    under the dialog until it closed. With a toast showing, the picture is drawn from the scene below."""
    from game.core.match import Match
    from game.core.registry import get
    from game.scenes.game_common import PauseMenu
    board = get("pente").open_match(app.app, Match.new("pente", seed=3))
    app.app.push(board)
    app.step(3)
    app.app.notify("A toast over the board.")
    app.step(2)
    assert app.app.toasts_shown
    menu = PauseMenu(app.app, "pente")
    app.app.push(menu)
    app.step(1)
    fresh = pygame.Surface(app.app.screen.get_size())
    board.draw(fresh)
    menu._dim(fresh)
    assert pygame.image.tobytes(menu.backdrop, "RGB") == pygame.image.tobytes(fresh, "RGB")
