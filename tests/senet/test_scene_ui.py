"""The Senet board scene's pieces: the throw, highlights, choosing destinations,
the sentences on screen, undo, pause, resizing and the setup screen."""
from __future__ import annotations

import pygame
import pytest

from game.core.protocol import CHANCE
from game.scenes.game_common import PauseMenu
from game.scenes.menu import MainMenu
from game.senet.text import describe_event, side_name
from game.senet.rules import OFF, ExtraThrow, MoveForfeited, Phase, State, Options
from game.senet.scene import THROW_SECONDS, SenetScene, SenetSetupScene
from game.senet.view import StickThrow, special_houses
from game.senet import text
from game.ui.theme import Theme


def open_scene(h, game=None, options=None, seed=7) -> SenetScene:
    scene = SenetScene(h.app, options or Options(), seed=seed, game=game)
    h.app.push(scene)
    h.step(1)
    return scene


def skip(h) -> None:
    h.click((h.top.panel.centerx, h.top.message_rect.centery), draw=False)


def colour_at(h, pos):
    return tuple(h.screen.get_at(pos))[:3]


# --------------------------------------------------------------------------- the throw
def test_throw_animation_lands_on_the_engines_sticks_within_1_2_s(make_app):
    h = make_app()
    scene = open_scene(h)
    played = []
    real = h.app.audio.play
    h.app.audio.play = lambda name: (played.append(name), real(name))
    scene.next_throws = [(True, False, True, False)]
    h.key("space", draw=True)
    assert "throw" in played
    t = scene.shown_throw
    assert t.sticks == (True, False, True, False) and scene.state.last_throw.value == t.value == 2
    frames = 0
    while scene.anims.busy:
        h.step(1, draw=frames % 10 == 0)
        frames += 1
        if frames == 20:  # sticks in the air: drawn, the value not yet shown in the panel
            assert scene.throw_tween is not None
    assert frames <= int(1.2 * 60) + 1 and THROW_SECONDS <= 1.2
    look = scene.stick_look
    assert [look.pose(i, 1.0)[3] for i in range(4)] == list(t.sticks)
    assert scene.message[0] == scene.describe(scene.state.last_events[0])  # "Black throws 2 ..."


def test_the_throws_value_grows_in_without_a_text_made_at_each_frames_size(make_app):
    """The value popped in by drawing its text at a new size on every frame: a font and a ~200 px text made
    each frame (~1 ms each at 1920x1080), and the text cache filled with sizes never seen again, pushing out
    the turn banners (issue 39). It is drawn once at its full size and scaled while it grows."""
    from game.ui import theme as theme_module
    h = make_app(size=(1920, 1080))
    scene = open_scene(h)
    scene.next_throws = [(True, False, True, False)]
    h.key("space", draw=True)
    sizes = set()
    frames = 0
    while scene.anims.busy and frames < 200:
        h.step(1)
        frames += 1
        sizes |= {key[1] for key in theme_module._TEXT_CACHE if key[0] == "2" and key[3] and key[1] > 60}
    h.step(3)
    sizes |= {key[1] for key in theme_module._TEXT_CACHE if key[0] == "2" and key[3] and key[1] > 60}
    assert len(sizes) == 1, f"the value drawn at {sorted(sizes)}"     # (smaller "2"s are house numbers)


@pytest.mark.parametrize("mask", range(16))
def test_tumbling_always_ends_on_the_thrown_sides(mask):
    sticks = tuple(bool(mask >> i & 1) for i in range(4))
    for seed in range(5):
        look = StickThrow(sticks, seed)
        for t in (StickThrow.AIR, 0.8, 0.95, 1.0):
            assert tuple(look.pose(i, t)[3] for i in range(4)) == sticks


def test_throw_is_skippable_by_any_input(make_app):
    h = make_app()
    scene = open_scene(h)
    scene.next_throws = [(False, False, False, False)]
    h.click(scene.mat.center)
    assert scene.anims.busy and scene.state.last_throw.value == 5
    h.step(5)
    h.key("down", draw=False)  # used up by the skip: the cursor does not move
    assert not scene.anims.busy
    assert scene.shown_throw == scene.state.last_throw
    assert scene.state.phase is Phase.MOVE
    h.step(1)


def test_animation_speed_off_finishes_at_once(make_app):
    h = make_app()
    h.app.settings.animation = "off"
    scene = open_scene(h)
    scene.next_throws = [3]
    h.key("space", draw=False)
    h.step(1, draw=False)
    assert not scene.anims.busy and scene.state.phase is Phase.MOVE


def test_die_option_shows_the_die(make_app):
    h = make_app()
    scene = open_scene(h, options=Options(use_die=True))
    scene.next_throws = [(6, 3)]
    h.key("space")
    h.step(20)
    assert scene.shown_throw.die_faces == (6, 3) and scene.shown_throw.value == 3
    skip(h)
    h.step(1)
    assert scene.state.phase is Phase.MOVE


# --------------------------------------------------------------------------- highlights and choosing
def test_highlighted_counters_are_the_engines_movable_houses(make_app):
    h = make_app()
    scene = open_scene(h)
    scene.next_throws = [(True, True, False, False)]
    h.key("space", draw=False)
    skip(h)
    h.move((5, 5))
    h.step(1)
    movable = scene.state.movable_houses()
    assert scene.movable() == movable and movable
    w = max(2, scene.view.cell // 22)
    for house in range(1, 11):
        r = scene.view.house_rect(house).inflate(-2 * w, -2 * w)
        lit = colour_at(h, (r.centerx, r.top + w // 2)) == h.app.theme.palette.focus
        assert lit == (house in movable), house


def test_stop_short_destinations_by_keyboard_and_mouse(make_app):
    h = make_app()
    scene = open_scene(h)
    g = scene.state
    scene.next_throws = [3]
    h.key("space", draw=False)
    skip(h)
    # keyboard: the counter on 9 can stop short on 11 or go the full 3 to 12
    while scene.cursor != 9:
        h.key("right", draw=False)
    h.key("return", draw=False)
    dests = [m.to_house for m in g.moves_from(9)]
    assert scene.selected == 9 and len(dests) > 1
    assert scene.selected_move().to_house == max(dests)   # the full throw first
    h.key("left", draw=False)
    assert scene.selected_move().to_house == sorted(dests)[-2]
    h.step(1)
    h.key("escape", draw=False)                          # Esc cancels the choice, no pause
    assert scene.selected is None and h.top is scene
    # mouse: pick the counter, then a stop-short house
    h.click(scene.view.house_center(9), draw=False)
    assert scene.selected == 9
    short = min(dests)
    assert short < 12
    h.click(scene.view.house_center(short), draw=False)
    assert g.history()[-1] == (9, short)
    h.settle(1.0)
    assert scene.shown_board == list(g.board)


def test_the_chosen_houses_number_stays_readable_over_its_frame(make_app):
    """Choosing where a counter goes, the green frame on the destination was drawn across the house's
    number ("19" showed as "1"): the number a person is choosing is drawn again over the frame."""
    h = make_app()
    scene = open_scene(h)
    scene.next_throws = [3]
    h.key("space", draw=False)
    skip(h)
    h.click(scene.view.house_center(9), draw=False)
    move = scene.selected_move()
    assert move is not None and move.to_house not in (OFF, 9)
    h.step(1)                                            # drawn: the board, the frame, the preview

    def dark(surface, rect) -> int:
        """Pixels of the number's ink in the house's top-left corner (the number's place)."""
        return sum(sum(surface.get_at((x, y))[:3]) < 3 * 110
                   for x in range(rect.x, rect.x + rect.width * 2 // 5) for y in range(rect.y, rect.y + rect.height // 3))

    house = scene.view.house_rect(move.to_house)
    on_screen = dark(h.screen, house)
    alone = dark(scene.view.build(scene.palette, scene.options), house.move(-scene.view.rect.x, -scene.view.rect.y))
    assert alone > 20 and on_screen >= alone * 0.9, (on_screen, alone)


def test_swap_preview_and_animation(make_app):
    h = make_app()
    board = {1: 0, 3: 0, 5: 0, 7: 0, 12: 0, 2: 1, 4: 1, 6: 1, 8: 1, 15 - 1: 1}
    game = State.from_position(Options(), board, current_side=0)
    scene = open_scene(h, game=game)
    scene.next_throws = [2]
    h.key("space", draw=False)
    skip(h)
    h.click(scene.view.house_center(12), draw=False)
    m = scene.selected_move()
    assert m.to_house == 14 and m.displaced_from == 14 and m.displaced_to == 12
    h.step(1)
    assert "swaps with White (to 12)" in scene.move_words(m)
    h.click(scene.view.house_center(14), draw=False)
    assert scene.anims.busy and scene.legs
    h.step(8)  # the mover travels: shown board still has the White counter on 14
    assert scene.shown_board[12] is None and scene.shown_board[14] == 1
    h.settle(1.5)
    assert scene.shown_board == list(scene.state.board)
    assert scene.state.board[14] == 0 and scene.state.board[12] == 1
    assert any("swaps with White" in s for s in scene.message)


def test_bearing_off_goes_to_the_tray(make_app):
    h = make_app()
    board = {26: 0, 2: 1, 4: 1, 6: 1, 8: 1, 10: 1}
    game = State.from_position(Options(), board, current_side=0, borne_off=(4, 0))
    scene = open_scene(h, game=game)
    scene.next_throws = [5]
    h.key("space", draw=False)
    skip(h)
    h.click(scene.view.house_center(26), draw=False)
    assert scene.selected_move().to_house == OFF
    h.click(scene.trays[0].center, draw=False)
    assert scene.state.is_over and scene.state.winner == 0
    assert scene.shown_off[0] == 4  # the counter is still flying to its tray slot
    h.step(10)
    h.settle(1.0)
    assert scene.shown_off == [5, 0]


# --------------------------------------------------------------------------- words on screen
def test_the_panel_keeps_its_sentences_while_the_sticks_fly(make_app):
    """Watching two computers, the panel's sentences blinked out at every throw: they were hidden while
    the sticks flew. As while a counter walks, the last turn's sentences stay on (in the log) until the
    sticks land and the throw is said."""
    h = make_app()
    scene = open_scene(h)
    for _ in range(30):  # throws and moves until there is a log and a throw is due
        h.key("space", draw=False)
        h.settle(1.5)
        if len(scene.log) >= 2 and scene.state.phase is Phase.THROW and not scene.anims.busy:
            break
    assert scene.log and scene.state.phase is Phase.THROW
    said_before = scene.message
    area = scene.message_rect.move(-scene.panel.x, -scene.panel.y)
    area.height //= 3          # above the special-house legend, which is drawn at the bottom of this area

    def inked() -> int:
        """How many pixels of the area are not the panel's own colour: text drawn there."""
        part = scene._panel().subsurface(area)
        ground = part.get_at((0, 0))
        return sum(part.get_at((x, y)) != ground for x in range(0, area.width, 2) for y in range(0, area.height, 2))

    h.key("space", draw=False)
    h.step(10)
    assert scene.throw_tween is not None
    assert scene.log[-1] == said_before        # the last turn's sentences, now in the log
    assert inked() > 100, "the panel's sentences are hidden while the sticks fly"
    h.settle(1.5)
    assert scene.message[0] == scene.describe(scene.state.last_events[0])


def test_forfeited_turn_is_said_on_screen(make_app):
    h = make_app()
    board = {30: 0, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1}
    game = State.from_position(Options(), board, current_side=0, borne_off=(4, 0))
    scene = open_scene(h, game=game)
    scene.next_throws = [2]
    h.key("space", draw=False)
    skip(h)
    ev = next(e for e in scene.state.last_events if isinstance(e, MoveForfeited))
    sentence = scene.describe(ev)
    assert sentence in scene.message
    assert "Black cannot move with a 2" in sentence
    assert scene.state.current_side == 1 and scene.banner.text.startswith("White's turn")
    h.step(1)
    # the message stays until the next action
    h.step(200, draw=False)
    assert sentence in scene.message
    scene.next_throws = [1]
    h.key("space", draw=False)
    assert sentence not in scene.message


@pytest.mark.parametrize("size, ui_scale, thrower, toast", [((640, 480), 150, "human", True),
                                                             ((1280, 800), 100, "human", False),
                                                             ((640, 480), 150, "easy", False)])
def test_a_persons_forfeited_throw_is_never_lost(make_app, size, ui_scale, thrower, toast):
    """At 640x480 with 150% text the panel has no room for a message: a throw that allowed no move only
    passed the turn, with no word why. Like a refusal, it goes to a toast where the panel cannot show it
    (a person's throw: the computer's forfeits would fill the screen with toasts)."""
    h = make_app(size=size, ui_scale=ui_scale)
    board = {30: 0, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1}
    game = State.from_position(Options(), board, current_side=0, borne_off=(4, 0))
    scene = SenetScene(h.app, players={0: thrower}, game=game)
    h.app.push(scene)
    h.step(1)
    scene.next_throws = [2]
    if thrower == "human":
        h.key("space", draw=False)
    for _ in range(600):
        if scene.state.current_seat == 1:
            break
        h.step(1, draw=False)
    skip(h)
    sentence = scene.describe(next(e for e in scene.state.last_events if isinstance(e, MoveForfeited)))
    assert sentence in scene.message and scene.message_fits(" ".join(scene.message)) is (size == (1280, 800))
    assert any(sentence in m for m in h.messages()) is toast


def test_rule_set_b_s_opening_throws_pass_without_a_toast(make_app):
    """In the opening every throw but a 1 passes the turn, and the turn box says so: no toast each time."""
    h = make_app(size=(640, 480), ui_scale=150)
    scene = open_scene(h, options=Options.hounds_and_jackals())
    scene.next_throws = [2]
    h.key("space", draw=False)
    for _ in range(600):
        if scene.state.current_seat == 1:
            break
        h.step(1, draw=False)
    h.settle(2)
    assert any("the opening needs a 1" in m for m in scene.message) and h.messages() == []


def test_extra_throw_is_said_and_shown(make_app):
    h = make_app()
    board = {1: 0, 3: 0, 5: 0, 7: 0, 9: 0, 2: 1, 4: 1, 6: 1, 8: 1, 11: 1}
    game = State.from_position(Options.hounds_and_jackals(), board, current_side=0)
    scene = open_scene(h, game=game)
    scene.next_throws = [4]
    h.key("space", draw=False)
    skip(h)
    h.key("return", draw=False)
    h.key("return", draw=False)
    skip(h)
    ev = next(e for e in scene.state.last_events if isinstance(e, ExtraThrow))
    assert scene.describe(ev) in scene.message
    assert scene._status[1] == "throws again"
    assert scene.state.current_seat == 0 and scene.state.phase is Phase.THROW
    h.step(1)


@pytest.mark.parametrize("size, ui_scale", [((640, 480), 150), ((800, 600), 150), ((1280, 800), 100)])
def test_the_opening_turn_box_reads_at_full_size(make_app, size, ui_scale):
    """Rule set B's opening said "Throw for a 1 — seat 1" on the turn box's first line: at 640x480 with 150%
    text it shrank to size 18, below the second line's 21 (smaller still in a lesson's narrower panel). It
    now reads like every other turn (the seat, then what to do), both lines at their sizes, the second whole."""
    h = make_app(size=size, ui_scale=ui_scale)
    scene = open_scene(h, options=Options.hounds_and_jackals())
    h.step(2)
    (first, size1), *second = scene.status_drawn
    assert first == "Seat 1" and size1 >= scene.text_size
    assert " ".join(line for line, _ in second) == scene._status[1]
    assert all(size2 >= 0.8 * scene.small_size for _, size2 in second)


def test_opening_status_and_colours_assigned(make_app):
    h = make_app()
    scene = open_scene(h, options=Options.hounds_and_jackals())
    assert scene._status[:2] == ("Seat 1", "to throw for a 1: the first 1 plays the Jackals")
    scene.next_throws = [2, 1]
    h.key("space", draw=False)
    skip(h)
    assert scene._status[:2] == ("Seat 2", "to throw for a 1: the first 1 plays the Jackals")
    assert any("the opening needs a 1" in s for s in scene.message)
    h.key("space", draw=False)
    skip(h)
    assert any("plays the Jackals" in s for s in scene.message)
    assert scene._status[0] == "Seat 2 · Jackals"
    assert scene.movable() == [10]
    h.key("return", draw=False)
    h.key("return", draw=False)
    skip(h)
    assert scene.state.board[11] == 1 and scene.shown_board[11] == 1
    h.step(1)


# --------------------------------------------------------------------------- undo, pause, result
def test_undo_cancels_a_choice_then_takes_back_a_move_without_rerolling(make_app):
    h = make_app()
    scene = open_scene(h)
    g = scene.state
    scene.next_throws = [3]
    h.key("space", draw=False)
    skip(h)
    h.key("return", draw=False)
    assert scene.selected is not None
    h.key("z", mods=("ctrl",), draw=False)
    assert scene.selected is None and g.phase is Phase.MOVE
    h.key("return", draw=False)
    h.key("return", draw=False)
    skip(h)
    before = g.board
    assert g.phase is Phase.THROW
    h.click(next(b for b in scene.hud.widgets if b.name == "undo").rect.center, draw=False)
    assert g.phase is Phase.MOVE and g.last_throw.value == 3
    assert scene.shown_board == list(g.board) and g.board != before
    assert any("stands" in s for s in scene.message)
    h.step(1)


def test_escape_pauses_when_nothing_is_chosen(make_app):
    h = make_app()
    scene = open_scene(h)
    h.key("escape")
    assert isinstance(h.top, PauseMenu)
    h.key("escape")
    assert h.top is scene
    h.pad("start")
    assert isinstance(h.top, PauseMenu)


def test_review_board_and_back_to_result(make_app):
    h = make_app()
    board = {29: 0, 2: 1, 4: 1, 6: 1, 8: 1, 10: 1}
    game = State.from_position(Options(), board, current_side=0, borne_off=(4, 0))
    scene = open_scene(h, game=game)
    scene.next_throws = [2]
    h.key("space", draw=False)
    skip(h)
    h.key("return", draw=False)
    h.key("return", draw=False)
    h.settle(1.5)
    over = h.top
    assert over.title == "Black wins!"
    h.click(h.widget("review board").rect.center)
    assert h.top is scene and scene.reviewing
    h.step(1)
    h.key("escape")
    h.step(1)
    assert h.top.title == "Black wins!"


# --------------------------------------------------------------------------- layout
@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (640, 480), (1920, 1080)])
def test_layout_fits_and_nothing_overlaps(make_app, size):
    h = make_app(size=size)
    scene = open_scene(h)
    screen = pygame.Rect(0, 0, *size)
    parts = [scene.view.rect, scene.mat, scene.trays[0], scene.trays[1], scene.panel]
    for r in parts:
        assert screen.contains(r), r
    for i, a in enumerate(parts):
        for b in parts[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for b in scene.hud.widgets:
        assert scene.panel.contains(b.rect)
    assert scene.message_rect.bottom <= scene.hint_rect.top <= scene.button_row.top
    h.step(1)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_buttons_beside_the_board_keep_their_height(make_app, size):
    """Throw, Hint, Undo, Redo and Menu in rows of two at the panel's button height, under the hint: the
    panel had room for two rows, so the five buttons were squeezed into 30 px. The viewer's four buttons and
    the review's two get the rows they need."""
    h = make_app(size=size)
    scene = open_scene(h)
    assert scene.wide and len(scene.hud.widgets) == 5

    def check(count):
        assert len(scene.hud.widgets) == count
        for b in scene.hud.widgets:
            assert b.rect.height == scene.button_h, (b.label, b.rect)
            assert scene.panel.contains(b.rect) and b.rect.top >= scene.hint_rect.bottom
        assert scene.hint_rect.bottom + scene.button_gap + 1 >= min(b.rect.top for b in scene.hud.widgets)
    check(5)
    scene.viewing = True
    scene.build_hud()
    check(4 + scene.match.spec.has_review)         # Prev, Next, Play on, (Review,) Close
    scene.viewing, scene.reviewing = False, True
    scene.build_hud()
    check(2)


def test_resize_mid_game_keeps_clicks_on_the_right_house(make_app):
    h = make_app()
    scene = open_scene(h)
    g = scene.state
    scene.next_throws = [2]
    h.key("space", draw=False)
    skip(h)
    h.resize((800, 600))
    assert scene.size == (800, 600)
    assert g.movable_houses() == [9]  # 7 -> 9 is Black's own house, 7 -> 8 would stop short on White
    h.click(scene.view.house_center(7), draw=False)
    assert scene.selected is None and "cannot move with a 2" in scene.message[0]
    h.click(scene.view.house_center(9), draw=False)
    assert scene.selected == 9
    h.click(scene.view.house_center(11), draw=False)
    assert g.history()[-1] == (9, 11)
    h.resize((1280, 800))  # mid-animation: the traveller follows the new geometry
    h.step(3)
    h.settle(1.0)
    assert scene.shown_board == list(g.board)
    assert scene.view.house_at(scene.view.house_center(11)) == 11


def test_house_at_inverts_house_center_on_the_backwards_s(make_app):
    h = make_app()
    scene = open_scene(h)
    for house in range(1, 31):
        assert scene.view.house_at(scene.view.house_center(house)) == house
    assert scene.view.house_at(scene.view.house_center(1)) == 1
    assert scene.view.house_center(11)[0] > scene.view.house_center(20)[0]  # middle row runs right to left


def test_special_houses_follow_the_options():
    assert special_houses(Options())[27] is True
    assert special_houses(Options(special_houses=False))[27] is False
    assert special_houses(Options.hounds_and_jackals())[15] is False


@pytest.mark.parametrize("palette", ["classic", "colour-blind safe", "high contrast"])
def test_draws_in_every_palette(make_app, palette):
    from bench.senet_fixtures import frame_scenarios
    from game.ui.app import post_step
    from game.ui.script import Step
    import random
    h = make_app()
    h.app.settings.palette = palette
    h.app.theme.set_palette(palette)
    for name, (factory, driver) in frame_scenarios().items():
        scene = factory(h.app)
        h.app.push(scene)
        h.step(1)
        steps = driver(h.app, random.Random(name))
        for _ in range(90):  # throws, previews and moves through real input, every frame drawn
            for step in next(steps):
                post_step(h.app, Step(h.app.frame, *step))
            h.step(1)
        # the sides' colours are the palette's: its two seat colours and its text are on the screen
        pixels = pygame.surfarray.array3d(h.screen).reshape(-1, 3)
        pal = h.app.theme.palette
        for colour in (pal.player1, pal.player2, pal.text):
            assert (pixels == colour).all(axis=1).sum() > 20, (name, palette, colour)
        h.app.pop()
        h.step(1)


# --------------------------------------------------------------------------- setup
def test_setup_rows_follow_the_rule_set_and_seed_is_used(make_app):
    h = make_app(seed=1234)
    h.click(h.widget("senet").rect.center)
    setup = h.top
    assert isinstance(setup, SenetSetupScene)
    names = [w.name for w in setup.widgets.widgets]
    assert names == ["ruleset", "exact_throws", "special_houses", "traps", "use_die", "seat1", "seat2", "start", "learn", "back"]
    h.click(h.widget("ruleset").rect.center)
    names = [w.name for w in setup.widgets.widgets]
    assert names == ["ruleset", "multiple_rolls", "occupy_30", "harsh_captures", "seat1", "seat2", "start", "learn", "back"]
    assert setup.widgets.focused.name == "ruleset"
    h.step(1)
    for w in setup.widgets.widgets:
        assert pygame.Rect(0, 0, *h.app.screen.get_size()).contains(w.rect)
    h.click(h.widget("start").rect.center)
    scene = h.top
    assert isinstance(scene, SenetScene) and scene.state.seed == 1234
    assert scene.options == Options.hounds_and_jackals()
    assert all(scene.is_human(s) for s in (0, 1))
    h.key("escape")
    h.click(h.widget("main menu").rect.center)
    assert isinstance(h.top, MainMenu)


def title_fits_its_tray(scene, side: int, title: str) -> bool:
    from game.ui.theme import Theme
    s = scene.app.scale
    pad, icon = int(8 * s), int(scene.text_size * 1.1)
    size = scene._tray_text_size(side)
    width = Theme.font(size, True).size(title)[0]
    count_bottom = scene.trays[side].y + pad // 2 + 2 + 2 * Theme.font(size, True).get_linesize()
    return (scene.trays[side].x + 2 * pad + icon + width <= scene.trays[side].right - pad
            and count_bottom <= scene.tray_slot(side, 0)[1] - scene.slot * 0.45)


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)])
@pytest.mark.parametrize("ui_scale", [100, 150])
@pytest.mark.parametrize("ruleset", ["A", "B"])
def test_the_two_off_trays_are_titled_alike_and_the_title_fits_beside_the_count(make_app, size, ui_scale, ruleset):
    """At 640x480 and 150% "Hounds · 2" ran under "4 / 5 off"; at 800x600 and 150% "Black · 1" touched
    "0 / 5 off" and read "Black · 10 / 5 off". A title ending in a seat number ends at least two spaces before
    the widest count. Where even the bare name would shrink beside the count (640x480 and 150%: "Black" was a
    sliver), the count stands under the title, and the title keeps the tray's size."""
    from game.ui.theme import Theme
    h = make_app(size=size, ui_scale=ui_scale)
    g = State.new(Options(ruleset=ruleset), seed=7)
    while g.seat_of_side(0) is None:                     # rule set B: through the opening, seats named
        g.push(g.sample_chance() if g.current_player() == CHANCE else g.legal_actions()[0])
    scene = open_scene(h, game=g)
    (first, room0), (second, room1) = scene.tray_title(0), scene.tray_title(1)
    forms = [" · seat " in first, " · " in first]
    assert forms == [" · seat " in second, " · " in second]
    s = h.app.scale
    pad, icon = int(8 * s), int(scene.text_size * 1.1)
    assert scene.tray_stacked == (size == (640, 480) and ui_scale == 150)
    for title, room, side in ((first, room0, 0), (second, room1, 1)):
        size_ = Theme.fit_size(title, scene._tray_text_size(side), room, True)
        assert Theme.font(size_, True).size(title)[0] <= room, (title, room)
        if scene.tray_stacked:
            assert size_ == scene._tray_text_size(side) and title_fits_its_tray(scene, side, title)
            continue
        tray, font = scene.trays[side], Theme.font(scene._tray_text_size(side), True)
        title_right = tray.x + 2 * pad + icon + min(room, Theme.font(size_, True).size(title)[0])   # drawn clipped
        count_left = tray.right - pad - font.size("5 / 5 off")[0]
        if title[-1].isdigit():
            assert title_right + font.size("  ")[0] <= count_left, (title, size, ui_scale)


def test_a_game_opened_part_way_shows_what_was_just_played(make_app):
    """Continued (or opened from the games list), a game's panel was empty: nothing said who had just
    thrown or moved. It now reads as if the last turns had been watched: the last action's sentences as
    the message, the ones before it in the log; a new game says nothing."""
    import random
    from game.core.match import Match
    h = make_app()
    fresh = SenetScene(h.app, Options(), seed=3)
    assert fresh.message == [] and fresh.log == []
    match = Match.new("senet", Options(), seed=3)
    rng = random.Random(2)
    said = []
    for _ in range(30):
        st = match.state
        action = st.sample_chance() if st.current_player() == CHANCE else rng.choice(st.legal_actions())
        match.play(action)
        said.append([describe_event(e, "A") for e in match.state.last_events])
    scene = SenetScene(h.app, match=match)
    h.app.push(scene)
    h.step(2)
    assert scene.message == said[-1]
    assert scene.log == [s for s in said[-6:-1] if s]


def test_a_message_with_too_little_room_shows_whole_sentences_only(make_app):
    """At 1024x768 with 150% text the panel showed "Black swaps with White, who goes back from" and no more:
    a sentence cut off mid-way says something else. Only whole sentences are shown, in order."""
    h = make_app(size=(1024, 768), ui_scale=150)
    scene = open_scene(h)
    scene.message = ["Black moves from house 5 to house 6.",
                     "Black swaps with White, who goes back from house 6 to house 5.", "White to throw."]
    width = scene.message_rect.width
    step = Theme.font(scene.small_size).get_linesize()
    first = Theme.wrap(scene.message[0], scene.small_size, width)
    second = Theme.wrap(scene.message[1], scene.small_size, width)
    assert len(second) > 1
    size, lines = scene._message_lines(width, (len(first) + len(second) - 1) * step)
    assert size == scene.small_size and lines == first
    size, lines = scene._message_lines(width, 1000)
    assert size == scene.text_size and " ".join(lines).endswith("White to throw.")


@pytest.mark.parametrize("size, ui_scale", [((640, 480), 150), ((800, 600), 150), ((1024, 768), 150), ((1024, 768), 100),
                                            ((1280, 800), 150)])
def test_the_buttons_labels_are_no_smaller_than_the_panels_small_text(make_app, size, ui_scale):
    """Under the board (4:3 windows) the five buttons stood in one row, and each padded its label by a fixed
    18 px a side: at 1024x768 with 150% text "Throw" was drawn at size 12 (a 9-pixel line) beside text at
    size 26. They now stand three to a row and a narrow button pads less."""
    h = make_app(size=size, ui_scale=ui_scale)
    scene = open_scene(h)
    h.step(2)
    buttons = scene.hud.widgets
    assert len(buttons) == 5
    for b in buttons:
        label = (b.text_sizes or b.fitted_sizes(h.app.scale))[0]
        assert label >= scene.small_size, (b.label, label, scene.small_size)
        assert Theme.font(label, True).size(b.label)[0] <= b.rect.width
        assert scene.panel.contains(b.rect)


@pytest.mark.parametrize("size, ui_scale", [((640, 480), 150), ((640, 480), 100), ((800, 600), 150), ((800, 600), 100),
                                            ((1024, 768), 150), ((1280, 800), 100)])
def test_the_turn_box_the_hint_and_a_refusal_keep_their_room(make_app, size, ui_scale):
    """At 640x480 with the largest text the panel's parts did not fit: the controls line was drawn over the
    turn box, and the message area had no height, so a refused move said nothing. The panel's parts now keep
    apart; the controls line shows whole at a readable size or, where the buttons' second row leaves no room
    for both, gives its room to the message; a refusal with no room in the panel is a toast."""
    h = make_app(size=size, ui_scale=ui_scale)
    scene = open_scene(h)
    assert scene.status_rect.bottom <= scene.message_rect.top <= scene.message_rect.bottom <= scene.button_row.top
    assert scene.status_rect.bottom <= scene.hint_rect.top <= scene.hint_rect.bottom <= scene.button_row.top
    assert scene.message_rect.bottom <= scene.hint_rect.top or not scene.hint_rect.height
    for hint in text.HINTS.values():
        hsize, lines = scene._hint_lines(hint, scene.hint_rect)
        if scene.hint_rect.height:
            assert hsize >= 13 and lines == Theme.wrap(hint, hsize, scene.hint_rect.width)
    if ui_scale == 100 or size == (1024, 768):
        assert scene.hint_rect.height or scene.message_rect.height >= 2 * Theme.font(scene.small_size).get_linesize()
    scene.next_throws = [2]
    h.key("space", draw=False)
    skip(h)
    toasts = len(h.app.messages)
    h.click(scene.view.house_center(7), draw=False)       # Black's counter on 7 cannot move with a 2
    assert "cannot move with a 2" in scene.message[0]
    has_room = scene.message_rect.height >= Theme.font(scene.text_size).get_linesize()
    assert (len(h.app.messages) == toasts) == has_room
    if not has_room:
        assert "cannot move with a 2" in h.app.messages[-1].text


def test_a_hint_wait_does_not_stay_in_the_log(make_app):
    """A stale "Looking for a good move..." stayed among the earlier turns once the hint had come."""
    from game.core import registry
    from game.core.match import Match
    h = make_app()
    h.app.push(registry.get("senet").open_match(h.app, Match.new("senet", None, seed=3)))
    h.step(2)
    scene = h.top
    scene.say("Black threw 3.")
    scene.say(scene.text_hint_wait())
    scene.say("Hint: move the counter on house 9.")
    assert [scene.text_hint_wait()] not in scene.log and ["Black threw 3."] in scene.log
