"""The game-select menu, driven by each input device alone."""
import pytest

from game.scenes.dialog import Dialog
from game.scenes.menu import MainMenu
from game.scenes.rules_scene import RulesScene
from game.scenes.settings_scene import SettingsScene
from tests.harness import VirtualPad

MENU_ORDER = ["senket", "senet", "pente", "learn", "puzzles", "games", "settings", "rules", "quit"]


def test_menu_lists_games_with_descriptions_then_puzzles_games_settings_rules_quit(app):
    names = [w.name for w in app.top.widgets.widgets]
    assert names == MENU_ORDER
    for w in app.top.widgets.widgets[:3]:
        assert w.description, f"{w.name} has a one-line description"


def test_mouse_only_opens_settings_and_returns(app):
    target = app.widget("settings").rect.center
    app.move(target)
    assert app.focused_name() == "settings", "hovering moves the visible focus"
    app.click(target)
    assert isinstance(app.top, SettingsScene)
    app.click(app.widget("back").rect.center)
    assert isinstance(app.top, MainMenu)


@pytest.mark.parametrize("entry", ["puzzles", "games"])
def test_mouse_only_leaves_the_puzzle_and_game_lists_by_their_back_button(app, entry):
    """A mouse has no Esc: the lists of puzzles and of games have a Back beside their game tabs."""
    app.click(app.widget(entry).rect.center)
    listing = app.top
    assert not isinstance(listing, MainMenu)
    tabs_row = listing.tabs[0].centery
    assert listing.back_rect.centery == tabs_row and listing.back_rect.left > listing.tabs[-1].right
    app.click(listing.back_rect.center, button=3)          # a right click is not Back
    assert app.top is listing
    app.click(listing.tabs[-1].center)                      # the tabs still switch games
    assert listing.tab == len(listing.tabs) - 1
    app.click(listing.back_rect.center)
    assert isinstance(app.top, MainMenu)


def test_mouse_press_outside_then_release_on_button_does_nothing(app):
    app.click((5, 5))
    assert isinstance(app.top, MainMenu)


def test_keyboard_only_walks_every_entry_and_opens_rules(app):
    seen = [app.focused_name()]
    for _ in range(3):
        app.key("down")
        seen.append(app.focused_name())
    assert seen == ["senket", "senet", "pente", "learn"]
    app.key("right")
    assert app.focused_name() == "puzzles"
    app.key("down")
    assert app.focused_name() == "settings"
    app.key("left")
    assert app.focused_name() == "games"
    app.key("down")
    assert app.focused_name() == "rules"
    app.key("right")
    assert app.focused_name() == "quit"
    app.key("left")
    assert app.focused_name() == "rules"
    app.key("return")
    assert isinstance(app.top, RulesScene)
    app.key("escape")
    assert isinstance(app.top, MainMenu)


def test_keyboard_tab_cycles_focus(app):
    app.key("tab")
    assert app.focused_name() == "senet"
    app.key("tab", mods=["shift"])
    assert app.focused_name() == "senket"


def test_keyboard_quit_entry_closes_app(app):
    app.key("up")  # wraps from the first entry to the last
    assert app.focused_name() == "quit"
    app.key("return")
    assert app.app.running is False


def test_escape_on_menu_asks_before_quitting(app):
    app.key("escape")
    assert isinstance(app.top, Dialog)
    app.key("escape")  # cancel: stay
    assert isinstance(app.top, MainMenu) and app.app.running


def test_pad_events_only_navigate_and_open_settings(app):
    app.pads("down", "down", "down")
    assert app.focused_name() == "learn"
    app.pads("right", "down")
    assert app.focused_name() == "settings"
    app.pad("a")
    assert isinstance(app.top, SettingsScene)
    app.pad("b")
    assert isinstance(app.top, MainMenu)


def test_real_virtual_controller_drives_menu_and_survives_unplug(app):
    pad = VirtualPad()
    try:
        app.step(3)
        assert app.app.input.pad_count == 1
        assert any("connected" in m for m in app.messages())
        pad.set_button("down", True)
        app.step(2)
        pad.set_button("down", False)
        app.step(2)
        assert app.focused_name() == "senet"
        pad.set_axis(1, 32000)  # left stick down
        app.step(2)
        pad.set_axis(1, 0)
        app.step(2)
        assert app.focused_name() == "pente"
        pad.set_button("start", True)
        app.step(2)
        pad.set_button("start", False)
        app.step(2)
        assert isinstance(app.top, MainMenu)
    finally:
        pad.detach()
    app.step(3)
    assert app.app.input.pad_count == 0
    assert any("disconnected" in m for m in app.messages())
    app.key("down")  # still alive and usable after the unplug
    assert app.focused_name() == "learn"


def test_held_stick_repeats(app):
    pad = VirtualPad()
    try:
        app.step(2)
        pad.set_axis(1, 32000)
        app.step(int(0.35 * 60) + int(0.09 * 60) * 2 + 3)  # delay, then two repeats
        pad.set_axis(1, 0)
        app.step(2)
        assert MENU_ORDER.index(app.focused_name()) >= 3
    finally:
        pad.detach()


def test_puzzles_entry_opens_the_puzzle_list_and_esc_comes_back(app):
    app.click(app.widget("puzzles").rect.center)
    assert type(app.top).__name__ == "PuzzleListScene"
    assert app.top.tab == 0                                # Senket, with the week's puzzle, first
    app.key("escape")
    assert isinstance(app.top, MainMenu)


def test_rules_scene_tabs_and_scroll(app):
    app.click(app.widget("rules").rect.center)
    rules = app.top
    assert isinstance(rules, RulesScene)
    assert rules.tab == 0
    app.key("right")
    assert rules.tab == 1
    app.key("down")
    assert rules.scroll > 0 or rules.max_scroll == 0
    app.click(rules.tabs[2].center)
    assert rules.tab == 2 and rules.scroll == 0
    app.pad("b")
    assert isinstance(app.top, MainMenu)


def test_left_and_right_walk_the_setup_buttons_one_at_a_time(make_app):
    """Start, Learn, Back: Right from Start reaches Learn (it used to jump to Back), and the row stops at its ends."""
    h = make_app(game="pente")
    h.top.widgets.focus_on("start")
    walk = []
    for key in ("right", "right", "right", "left", "left", "left"):
        h.key(key)
        walk.append(h.focused_name())
    assert walk == ["learn", "back", "back", "learn", "start", "start"]


@pytest.mark.parametrize("size, ui_scale", [((640, 480), 150), ((640, 480), 100), ((1280, 800), 100)])
def test_the_menus_rows_and_its_buttons_are_each_drawn_at_one_size_that_fits(make_app, size, ui_scale):
    """At 640x480 and 150% Pente's short description was drawn twice the size of Senket's and Senet's."""
    h = make_app(size=size, ui_scale=ui_scale)
    games = h.top.widgets.widgets[:3]
    assert len({b.text_sizes for b in games}) == 1 and games[0].text_sizes is not None
    title, desc = games[0].text_sizes
    for b in games:
        room = b.fitted_sizes(h.app.scale)
        assert title <= room[0] and desc <= room[1]
    assert desc == min(b.fitted_sizes(h.app.scale)[1] for b in games)
    # the six buttons under them too: at 640x480 and 150% "Learn to play" was smaller than "Quit"
    small = h.top.widgets.widgets[3:]
    assert len(small) == 6 and len({b.text_sizes for b in small}) == 1
    assert small[0].text_sizes[0] == min(b.fitted_sizes(h.app.scale)[0] for b in small)
    h.step(1)                                       # and they draw


@pytest.mark.parametrize("size, ui_scale", [((640, 480), 150), ((800, 600), 150), ((1024, 768), 150),
                                            ((640, 480), 100), ((1280, 800), 100), ((1024, 768), 100)])
def test_the_games_taglines_keep_their_full_size_where_the_window_has_margins_to_spare(make_app, size, ui_scale):
    """At 640x480 with 150% text the taglines were size 14 of 23 in a column of 62% of the window: the column
    now widens (up to 92%) until they fit, and stays at 62% (at most 760 px a scale) where they fit already."""
    h = make_app(size=size, ui_scale=ui_scale)
    s, w = h.app.scale, size[0]
    games = h.top.widgets.widgets[:3]
    assert games[0].text_sizes[1] == int(22 * s)
    narrow = min(int(w * 0.62), int(760 * s))
    assert narrow <= games[0].rect.width <= int(w * 0.92)
    if ui_scale == 100 and w >= 1024:
        assert games[0].rect.width == narrow
    h.step(1)


def test_with_a_kept_game_each_rows_title_and_tagline_stand_inside_the_row(make_app, tmp_path):
    """Four rows (Continue and the three games) at 640x480 with 150% text are 45 px tall: a title and a
    tagline at the sizes their width allows did not fit, and the title was drawn on the row's top edge."""
    from game.ui.theme import Theme
    from tests.test_autosave import open_match, play_some
    h = make_app(size=(640, 480), ui_scale=150)
    play_some(h, open_match(h, "senket", seed=11), 6)
    h.app.quit()
    h.step(1)
    h.close()                      # the quit app's last write done (the next app read a half-written file)
    again = make_app(size=(640, 480), ui_scale=150, data_dir=tmp_path / "data")
    rows = again.top.widgets.widgets[:4]
    assert rows[0].name == "continue"
    for b in rows:
        title, desc = b.text_sizes
        tall = (Theme.text(b.label, title, (0, 0, 0), True).get_height()
                + Theme.text(b.description, desc, (0, 0, 0)).get_height())
        assert tall <= b.rect.height - 4, (b.name, title, desc, b.rect.height)
        assert desc >= int(22 * again.app.scale) * 0.8, "the tagline is still readable"
    again.step(1)


@pytest.mark.parametrize("size,ui_scale", [((1280, 800), 100), ((640, 480), 150)])
def test_continue_names_the_computers_side_and_level(make_app, tmp_path, size, ui_scale):
    """"Pente · move 1 · just now" did not say the game was against Hard; a row too narrow for the longer
    line has the shorter one to fall back on (``Button.descriptions``, tested in the games list)."""
    from tests.test_autosave import open_match, play_some
    h = make_app(size=size, ui_scale=ui_scale)
    play_some(h, open_match(h, "pente", seats=("human", "hard")), 1)
    h.app.quit()
    h.step(1)
    h.close()
    again = make_app(size=size, ui_scale=ui_scale, data_dir=tmp_path / "data")
    again.step(1)
    row = again.top.widgets.widgets[0]
    assert row.name == "continue"
    assert row.description == "Pente · move 1 · White: Hard computer · just now"
    assert row.descriptions[-1] == "Pente · move 1 · just now"
    assert row.text_sizes[1] >= int(row.DESCRIPTION_SIZE * again.app.scale) * 0.8, "the line is still readable"
