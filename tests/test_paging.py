"""Long lists, the rules and long records, a page or an end at a time.

There are 169 Senket puzzles and up to 500 kept games a game: Up/Down one row at a time took a keyboard or
pad player minutes to reach the last. PageUp/PageDown (the pad's triggers) now move a page, Home/End to
either end. In the rules PageDown switched the game instead of scrolling the page; in the record viewer a
500-action Senet game was 250 presses long.
"""
from __future__ import annotations

import pygame
import pytest

from game.scenes.board import HOLD_DELAY, HOLD_FAST_AFTER, HOLD_INTERVAL, VIEWER_PAGE
from game.scenes.menu import MainMenu
from game.scenes.puzzles import PuzzleListScene
from game.scenes.rules_scene import RulesScene
from game.ui import input as inp
from game.ui.audio import NAMES as SOUND_NAMES
from tests.harness import VirtualPad
from tests.viewer_records import open_kept_game

RIGHT_TRIGGER, LEFT_TRIGGER = 5, 4       # the virtual pad's axes SDL maps to the triggers
PRESSED, RELEASED = 32767, -32768        # a trigger's axis from rest to full (0 is half way on this pad)


def open_puzzles(h) -> PuzzleListScene:
    h.click(h.widget("puzzles").rect.center)
    h.step(2)
    scene = h.top
    assert isinstance(scene, PuzzleListScene) and len(scene.widgets.widgets) > 3 * scene.rows
    return scene


def test_page_keys_move_a_page_and_home_end_reach_the_ends_of_the_puzzle_list(app):
    scene = open_puzzles(app)
    n, rows = len(scene.widgets.widgets), scene.rows
    app.key("pagedown")
    assert scene.widgets.focus == rows and scene.top_row == rows       # a whole page on, not one row
    app.key("pagedown")
    assert scene.widgets.focus == 2 * rows
    app.key("pageup")
    assert scene.widgets.focus == rows and scene.top_row == rows
    app.key("end")
    assert scene.widgets.focus == n - 1 and scene.top_row == n - rows
    assert scene.hint_lines(20)[0].startswith(f"{n - rows + 1}–{n} of {n}")     # says where the page is
    app.key("pagedown")                                       # past the end: stays on the last
    assert scene.widgets.focus == n - 1
    app.key("home")
    assert scene.widgets.focus == 0 and scene.top_row == 0
    tab = scene.tab
    app.key("pageup")
    assert scene.widgets.focus == 0 and scene.tab == tab      # a page key never changes the game
    app.key("return")
    assert not isinstance(app.top, PuzzleListScene)           # the focused row opens as before


def test_the_pad_triggers_page_through_the_puzzle_list(app):
    pad = VirtualPad()
    try:
        app.step(3)
        scene = open_puzzles(app)
        rows = scene.rows
        pad.set_axis(RIGHT_TRIGGER, PRESSED)
        app.step(2)
        pad.set_axis(RIGHT_TRIGGER, RELEASED)
        app.step(2)
        assert scene.widgets.focus == rows
        pad.set_axis(LEFT_TRIGGER, PRESSED)
        app.step(2)
        pad.set_axis(LEFT_TRIGGER, RELEASED)
        app.step(2)
        assert scene.widgets.focus == 0
        assert app.app.input.last_device == inp.PAD
    finally:
        pad.detach()


def test_page_keys_scroll_the_rules_and_home_end_reach_top_and_bottom(app):
    app.click(app.widget("rules").rect.center)
    rules = app.top
    assert isinstance(rules, RulesScene)
    app.step(2)
    tab = rules.tab
    assert rules.max_scroll > rules.view.height            # a page longer than two views
    app.key("pagedown")
    assert rules.tab == tab and 0 < rules.scroll < rules.max_scroll
    page = rules.scroll
    app.key("pagedown")
    assert rules.scroll == pytest.approx(2 * page)
    app.key("end")
    assert rules.scroll == rules.max_scroll and rules.tab == tab
    app.key("pageup")
    assert rules.scroll == pytest.approx(rules.max_scroll - page)
    app.key("home")
    assert rules.scroll == 0 and rules.tab == tab


def test_home_and_end_reach_the_first_and_last_menu_entries(app):
    assert isinstance(app.top, MainMenu)
    app.key("end")
    assert app.focused_name() == "quit"
    app.key("home")
    assert app.focused_name() == "senket"
    app.key("pagedown")
    assert app.focused_name() == "quit"


def kept_game(h, game: str, actions: int):
    return open_kept_game(h, game, actions, seed=5, name="long")


class CountingSound:
    def __init__(self, plays: list) -> None:
        self.plays = plays

    def play(self) -> None:
        self.plays.append(1)

    def set_volume(self, volume) -> None:
        pass


@pytest.mark.parametrize("game", ["pente", "senet", "senket"])
def test_the_viewer_jumps_ten_steps_or_to_either_end_and_says_only_where_it_landed(make_app, game):
    h = make_app()
    viewer = kept_game(h, game, 80)
    total = len(viewer.match.actions)
    plays: list = []
    h.app.audio.sounds = {name: CountingSound(plays) for name in SOUND_NAMES}
    h.app.audio.volume = 1.0
    h.key("home")
    h.step(90)
    assert len(viewer.match.actions) == 0 and viewer.match.redo_depth == total
    said = " ".join(viewer.message) if isinstance(viewer.message, list) else viewer.message
    assert said.startswith(f"Action 0 of {total}.")
    assert len(plays) <= 2, "a jump is heard as its last step, not as a burst of every step"
    h.key("pagedown")
    h.step(90)
    ten = len(viewer.match.actions)
    said = " ".join(viewer.message) if isinstance(viewer.message, list) else viewer.message
    assert ten > 0 and said.startswith(f"Action {ten} of {total}.")
    if game == "senet":      # the log holds no entry for the steps passed over
        passed = {f"Action {k} of {total}." for k in range(1, ten)}
        assert not [entry for entry in viewer.log if entry[:1] and entry[0] in passed]
    h.key("home")
    h.step(90)
    banners = []
    for _ in range(10):      # ten presses of Right reach where one PageDown did
        h.key("right")
        for _ in range(90):
            h.step(1, draw=False)
            banners.append(viewer.banner.visible)
    assert len(viewer.match.actions) == ten
    assert not any(banners)  # the viewer's panel says whose turn: no banner hides the board
    h.key("end")
    h.step(90)
    assert len(viewer.match.actions) == total and viewer.match.redo_depth == 0
    plays.clear()
    h.key("end")                                           # at the end already: refused, nothing moves
    assert len(viewer.match.actions) == total and len(plays) == 1
    h.key("pageup")
    h.step(90)
    assert len(viewer.match.actions) < total


def test_the_pad_triggers_step_ten_in_the_viewer(make_app):
    h = make_app()
    pad = VirtualPad()
    try:
        h.step(3)
        viewer = kept_game(h, "pente", 30)
        pad.set_axis(LEFT_TRIGGER, PRESSED)
        h.step(2)
        pad.set_axis(LEFT_TRIGGER, RELEASED)
        h.step(60)
        assert len(viewer.match.actions) == 20
        pad.set_axis(RIGHT_TRIGGER, PRESSED)
        h.step(2)
        pad.set_axis(RIGHT_TRIGGER, RELEASED)
        h.step(60)
        assert len(viewer.match.actions) == 30
    finally:
        pad.detach()


@pytest.mark.parametrize("device", ["keyboard", "pad", "mouse"])
def test_the_list_says_its_keys_within_the_smallest_window_at_the_largest_text(make_app, device):
    """At 640x480 with 150% text the line naming the keys ran off both sides of the window."""
    from game.ui.theme import Theme
    h = make_app(size=(640, 480), ui_scale=150)
    scene = open_puzzles(h)
    h.app.input.last_device = device
    size = int(20 * h.app.scale)
    lines = scene.hint_lines(size)
    assert lines[0].startswith(f"1–{scene.rows} of {len(scene.widgets.widgets)}")
    assert all(Theme.font(size).size(line)[0] <= 640 for line in lines)
    if device == "keyboard":
        assert "PgUp/PgDn" in " ".join(lines)


def press(h, pos, down: bool) -> None:
    kind = pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP
    pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    h.step(1, draw=False)


@pytest.mark.parametrize("game", ["pente", "senet", "senket"])
def test_next_or_back_held_down_with_the_mouse_steps_on_by_itself(make_app, game):
    """With the mouse the viewer stepped one click at a time: a 500-action game took hundreds of clicks.
    Held down, Back and Next now step again and again, as a held key does; a click is still one step."""
    h = make_app()
    viewer = kept_game(h, game, 80)
    h.key("home")
    h.step(30)
    forward = next(b for b in viewer.hud.widgets if b.name == "forward")
    at = forward.rect.center
    h.move(at)
    press(h, at, True)
    press(h, at, False)
    h.step(120)                                              # its animation ends: a press now is not used up
    one = len(viewer.match.actions)
    assert one > 0                                           # a click: one step
    press(h, at, True)
    h.step(int(HOLD_DELAY * 60) + 30, draw=False)            # the delay, then about 30 frames of repeats
    held = len(viewer.match.actions)
    assert held > one + 5
    press(h, at, False)
    h.step(30)
    assert len(viewer.match.actions) == held                 # the release is not one more step
    back = next(b for b in viewer.hud.widgets if b.name == "back")
    h.move(back.rect.center)
    press(h, back.rect.center, True)
    h.move((5, 5))                                           # slid off the button: the hold waits
    h.step(60, draw=False)
    press(h, (5, 5), False)
    h.step(30)
    assert len(viewer.match.actions) == held
    assert viewer._held_step is None                         # the release ended the hold: no frames kept for it


@pytest.mark.parametrize("game", ["senet", "senket"])
def test_next_held_on_speeds_up_to_a_page_a_step_and_back_runs_to_the_start(make_app, game):
    """The mouse has no Home or End: held for 16 steps at one at a time, Back and Next then go a page (ten
    steps) at a time, so a 600-action record is crossed in seconds, not a minute."""
    h = make_app()
    viewer = kept_game(h, game, 600)
    total = len(viewer.match.actions)
    h.key("home")
    h.step(30)
    forward = next(b for b in viewer.hud.widgets if b.name == "forward")
    singles, pages = [], []
    step_on, jump = forward.on_press, viewer.jump
    forward.on_press = lambda: singles.append(1) or step_on()
    viewer.jump = lambda n: pages.append(n) or jump(n)
    h.move(forward.rect.center)
    press(h, forward.rect.center, True)
    slow = int((HOLD_DELAY + HOLD_FAST_AFTER * HOLD_INTERVAL) * 60)
    h.step(slow - 3, draw=False)
    assert HOLD_FAST_AFTER - 2 <= len(singles) <= HOLD_FAST_AFTER and not pages   # one step at a time so far
    h.step(60, draw=False)                                           # one second more: a page a tick
    assert len(singles) == HOLD_FAST_AFTER and len(pages) >= 12 and set(pages) == {VIEWER_PAGE}
    errors: list = []
    h.app.audio.sounds["error"] = CountingSound(errors)
    h.step(int(total / VIEWER_PAGE * HOLD_INTERVAL * 60) + 30, draw=False, dt=0.2)   # slow frames: ticks pile up
    assert len(viewer.match.actions) == total and not viewer.match.can_redo()   # at the end it stops
    assert not errors, "running into the end while held is not an error (Next greys out at once)"
    press(h, forward.rect.center, False)
    back = next(b for b in viewer.hud.widgets if b.name == "back")
    h.move(back.rect.center)
    press(h, back.rect.center, True)
    h.step(slow + int(total / VIEWER_PAGE * HOLD_INTERVAL * 60) + 60, draw=False)
    press(h, back.rect.center, False)
    assert len(viewer.match.actions) == 0


def test_pente_keeps_the_viewers_controls_in_view_while_a_step_is_said(make_app, monkeypatch):
    """Pente's panel showed a message in place of the controls line, and in the viewer every step says
    "Action N of M.": the controls were hidden for as long as anybody stepped."""
    from game.ui.theme import Theme
    h = make_app()
    viewer = kept_game(h, "pente", 30)
    h.key("left")
    h.step(2)
    drawn = []
    real_text = Theme.text
    monkeypatch.setattr(Theme, "text", staticmethod(lambda s, *a, **k: (drawn.append(s), real_text(s, *a, **k))[1]))
    h.step(1)
    assert "Action 29 of 30." in drawn
    first = Theme.wrap(viewer.mode_hint(), viewer.small_size, viewer.hint_rect.width)[0]
    assert first in drawn
