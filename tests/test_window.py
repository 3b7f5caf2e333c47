"""The window: resizing re-lays every scene out; F11 toggles fullscreen."""
import pygame
import pytest

from game.scenes.settings_scene import SettingsScene


def test_resize_relays_out_menu_inside_the_window(app):
    for size in [(800, 600), (1600, 900), (640, 480)]:
        app.resize(size)
        assert app.screen.get_size() == size
        bounds = app.screen.get_rect()
        for w in app.top.widgets.widgets:
            assert bounds.contains(w.rect), f"{w.name} is cut off at {size}"
        rects = [w.rect for w in app.top.widgets.widgets]
        for i, a in enumerate(rects):
            assert a.collidelist(rects[i + 1:]) == -1, f"buttons overlap at {size}"


def test_resize_below_minimum_is_clamped(app):
    app.resize((200, 100))
    assert app.screen.get_size() == (640, 480)


def test_settings_scene_fits_small_window(make_app):
    h = make_app(size=(800, 600))
    h.click(h.widget("settings").rect.center)
    assert isinstance(h.top, SettingsScene)
    bounds = h.screen.get_rect()
    for w in h.top.widgets.widgets:
        assert bounds.contains(w.rect)


def test_f11_toggles_fullscreen_and_back(app):
    app.key("f11")
    assert app.app.is_fullscreen and app.app.settings.fullscreen
    app.key("f11")
    assert not app.app.is_fullscreen
    assert app.screen.get_size() == (1280, 800)


def _f11(kind):
    pygame.event.post(pygame.event.Event(kind, key=pygame.K_F11, mod=0, unicode="", scancode=0))


def test_a_held_f11_toggles_fullscreen_once(app):
    """Key repeat sends a held F11 as KEYDOWN after KEYDOWN with no KEYUP between: one toggle, not one
    per repeat (the window was rebuilt about once a second, and F11 no longer stopped it)."""
    _f11(pygame.KEYDOWN)
    app.step()
    assert app.app.is_fullscreen
    for repeats in (1, 1, 2, 1, 3):           # repeats, one or a few a frame as pygame sends them
        for _ in range(repeats):
            _f11(pygame.KEYDOWN)
        app.step()
        assert app.app.is_fullscreen
    _f11(pygame.KEYUP)
    _f11(pygame.KEYDOWN)                     # released and pressed again: the second press toggles back
    app.step()
    assert not app.app.is_fullscreen


def test_f11_after_a_lost_key_up_and_another_key_still_toggles(app):
    _f11(pygame.KEYDOWN)
    app.step()
    app.key("down")                          # another key: F11's repeat (its KEYUP lost to the new window) is over
    _f11(pygame.KEYDOWN)
    app.step()
    assert not app.app.is_fullscreen


@pytest.mark.parametrize("position, size, desktop, placed", [
    ((320, 140), (1280, 800), (1920, 1080), (320, 140)),      # on the screen: stays
    ((900, 700), (1280, 800), (1920, 1080), (640, 280)),      # hanging off the right and bottom: moved in
    ((-50, -20), (800, 600), (1920, 1080), (0, 0)),
    ((320, 140), (1920, 1080), (1920, 1080), (0, 0)),          # as large as the screen: its corner
    (None, (800, 600), (1280, 800), (240, 100)),               # never windowed (started fullscreen): centred
])
def test_a_window_back_from_fullscreen_lies_on_the_screen(position, size, desktop, placed):
    from game.ui.app import place_on_screen
    assert place_on_screen(position, size, desktop) == placed


def test_window_close_button_quits(app):
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    assert app.app.running is False


@pytest.mark.parametrize("size, ui", [((640, 480), 130), ((640, 480), 150), ((800, 600), 150)])
def test_the_pause_menu_fits_a_small_window_at_a_large_ui_scale(make_app, size, ui):
    """Seven buttons in a column: at 130-150% in the smallest windows they step down in size instead
    of running off the panel and the window (the last, Main menu, out of the mouse's reach)."""
    from game.core import registry
    from game.core.match import Match
    h = make_app(size=size, ui_scale=ui)
    scene = registry.get("pente").open_match(h.app, Match.new("pente", None))
    h.app.push(scene)
    h.step(2)
    scene.play((9, 9))
    h.step(2)
    h.key("escape")
    h.step(2)
    menu = h.top
    assert [w.label for w in menu.widgets.widgets][-1] == "Main menu"
    assert pygame.Rect(0, 0, *size).contains(menu.panel)
    assert all(menu.panel.contains(w.rect) for w in menu.widgets.widgets)


@pytest.mark.parametrize("size, ui", [((640, 480), 150), ((800, 600), 100), ((1280, 800), 100)])
@pytest.mark.parametrize("game_id", ["senket", "senet", "pente"])
def test_a_boards_buttons_have_their_labels_at_one_size_that_fits_each(make_app, size, ui, game_id):
    """At 800x600 Senet's row of buttons said "Throw" small, "Hint" large and "Undo" in between: each
    label was fitted alone. They share the smallest size that fits every one, found again when a
    label changes (Senket's Pass becomes End turn once a post is down)."""
    from game.core import registry
    from game.core.match import Match
    from game.ui.theme import Theme
    from game.ui.widgets import Button
    h = make_app(size=size, ui_scale=ui)
    scene = registry.get(game_id).open_match(h.app, Match.new(game_id, None))
    h.app.push(scene)
    h.step(2)

    def check() -> None:
        buttons = [b for b in scene.hud.widgets if isinstance(b, Button)]
        sizes = {b.text_sizes for b in buttons}
        assert len(buttons) >= 4 and len(sizes) == 1 and None not in sizes, sizes
        for b in buttons:   # inside the button (the smallest buttons give up some of their padding)
            assert Theme.font(b.text_sizes[0], True).size(b.label)[0] <= b.rect.width - 4, (b.label, b.text_sizes)

    check()
    if game_id == "senket":
        labels = [b.label for b in scene.hud.widgets]
        scene.play(scene.state.size // 2 * scene.state.size + scene.state.size // 2)   # a post: Pass -> End turn
        h.step(2)
        assert [b.label for b in scene.hud.widgets] != labels
        check()


def test_a_resize_to_the_size_the_window_has_lays_nothing_out_again(app, monkeypatch):
    """Window managers repeat the size a window has (and bench.monkey's resizes, cut to 1920x1080, often
    do): every scene's surfaces were made anew for nothing, and a resize's memory peak came again (issue 39)."""
    laid = []
    top = app.app.top
    real = type(top).layout
    monkeypatch.setattr(type(top), "layout", lambda self, size: laid.append(size) or real(self, size))
    app.app.resize(app.app.screen.get_size())
    app.step(1)
    assert laid == []
    app.app.resize((1000, 700))
    app.step(1)
    assert laid == [(1000, 700)]
