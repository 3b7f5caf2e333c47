"""The Pente board scene played through the real UI, one input device at a time.

Every game starts at the main menu, opens Pente with the same device, sets
its options in the setup with that device, then plays by scripted input.
Assertions look at the position (the scene's ``state``, the rules' State
that its Match plays on) and at what the screen shows (HUD texts, the
game-over title, toasts).
"""
from __future__ import annotations

import pytest

from game.pente.rules import FIRST, SECOND, Options, PenteGame, Reason
from game.pente.scene import PenteScene, PenteSetupScene
from game.pente.text import refusal
from game.scenes.game_common import GameOverScene, PauseMenu
from game.scenes.menu import MainMenu
from tests.harness import VirtualPad

SETTLE = 0.8  # seconds: longer than a capture flight at normal speed


# --------------------------------------------------------------------------- helpers
def record_sounds(h) -> list[str]:
    played: list[str] = []
    real = h.app.audio.play

    def play(name):
        played.append(name)
        real(name)
    h.app.audio.play = play
    return played


def press(h, device: str, name: str) -> None:
    if device == "keyboard":
        h.key({"confirm": "return"}.get(name, name), draw=False)
    else:
        h.pad({"confirm": "a"}.get(name, name), draw=False)


def open_setup(h, device: str) -> PenteSetupScene:
    assert isinstance(h.top, MainMenu)
    if device == "mouse":
        h.click(h.widget("pente").rect.center)
    else:
        for _ in range(2):
            press(h, device, "down")
        assert h.focused_name() == "pente"
        press(h, device, "confirm")
    assert isinstance(h.top, PenteSetupScene)
    return h.top


def start_game(h, device: str, **values) -> PenteScene:
    """Open Pente from the menu and set each option with this device, then Start."""
    setup = open_setup(h, device)
    for name, value in values.items():
        if device == "mouse":
            for _ in range(6):
                if setup.values[name] == value:
                    break
                h.click(h.widget(name).rect.center, draw=False)
        else:
            for _ in range(8):
                if h.focused_name() == name:
                    break
                press(h, device, "up")
            assert h.focused_name() == name
            for _ in range(6):
                if setup.values[name] == value:
                    break
                press(h, device, "right")
            for _ in range(8):
                if h.focused_name() == "start":
                    break
                press(h, device, "down")
        assert setup.values[name] == value, name
    if device == "mouse":
        h.click(h.widget("start").rect.center)
    else:
        assert h.focused_name() == "start"
        press(h, device, "confirm")
    scene = h.top
    assert isinstance(scene, PenteScene)
    return scene


def play(h, scene: PenteScene, device: str, point, settle: bool = True) -> None:
    """Place at point with one device: a click, or cursor moves then confirm."""
    if device == "mouse":
        h.click(scene.view.pos_of(point), draw=False)
    else:
        while scene.cursor != point:
            dx, dy = point[0] - scene.cursor[0], point[1] - scene.cursor[1]
            name = ("right" if dx > 0 else "left") if dx else ("down" if dy > 0 else "up")
            press(h, device, name)
        press(h, device, "confirm")
    if settle:
        h.settle(SETTLE)


def capture_game(captures: int, length: int, size: int = 19, variant: str = "pente") -> list:
    """Moves (tournament off) in which Black makes `captures` captures of `length` White stones."""
    black_q, white_q = [], []
    groups = []
    for k in range(captures):
        y = 1 + 3 * k
        black_q.append((2, y))
        stones = [(3 + i, y) for i in range(length)]
        groups.append((stones, (3 + length, y)))
    fill_b = [(size - 2, y) for y in range(0, size, 2)]
    fill_w = [(size - 4, y) for y in range(0, size, 2)]
    game = PenteGame(Options(size=size, variant=variant, tournament=False))
    placed_w = 0
    closed = 0
    moves = []
    while not game.is_game_over():
        if game.to_move == FIRST:
            ready = closed < len(groups) and all(game.stone_at(p) == SECOND for p in groups[closed][0])
            if ready:
                p = groups[closed][1]
                closed += 1
            elif black_q:
                p = black_q.pop(0)
            else:
                p = fill_b.pop(0)
        else:
            if placed_w < captures * length:
                g, i = divmod(placed_w, length)
                p = groups[g][0][i]
                placed_w += 1
            else:
                p = fill_w.pop(0)
        game.push(p)
        moves.append(p)
    assert game.outcome().termination == "captures" and game.winner == FIRST
    return moves


# --------------------------------------------------------------------------- whole games
def test_mouse_only_win_by_five_then_main_menu(make_app):
    h = make_app()
    sounds = record_sounds(h)
    scene = start_game(h, "mouse", size=19, variant="pente", tournament=True)
    assert scene.options == Options(19, "pente", True)
    moves = [(9, 9), (0, 0), (13, 9), (0, 2), (12, 9), (0, 4), (14, 9), (0, 6), (15, 9), (0, 8), (11, 9)]
    for i, p in enumerate(moves):
        play(h, scene, "mouse", p, settle=False)
        assert scene.state.moves[-1] == p and scene.state.ply == i + 1
        if i < len(moves) - 1:
            expect = "White" if i % 2 == 0 else "Black"
            assert scene.turn_text() == f"{expect} to move"
            assert scene.banner.text == f"{expect}'s turn"
    h.settle(SETTLE)
    game = scene.state
    assert game.winner == FIRST and game.outcome().termination == "five"
    assert sorted(game.winning_line) == [(x, 9) for x in range(11, 16)]
    assert "place" in sounds and "win" in sounds
    over = h.top
    assert isinstance(over, GameOverScene)
    assert over.title == "Black wins!"
    assert "Five in a row" in over.text
    h.step(1)  # the result is drawn over the final board
    h.click(h.widget("main menu").rect.center)
    assert isinstance(h.top, MainMenu)


def test_keyboard_only_win_by_captures_on_15(make_app):
    h = make_app()
    scene = start_game(h, "keyboard", size=15, variant="pente", tournament=False)
    assert scene.options == Options(15, "pente", False)
    moves = capture_game(5, 2, size=15)
    for p in moves:
        play(h, scene, "keyboard", p)
    game = scene.state
    assert game.moves == moves
    assert game.captured == {FIRST: 10, SECOND: 0}
    assert game.winner == FIRST and game.outcome().termination == "captures"
    assert scene.in_flight == {FIRST: 0, SECOND: 0} and not scene.flying
    over = h.top
    assert isinstance(over, GameOverScene) and over.title == "Black wins!"
    assert "10 stones captured" in over.text
    assert ["Captured stones", "10", "0"] in over.rows


def test_pad_only_gomoku_five_and_no_captures(make_app):
    h = make_app()
    scene = start_game(h, "pad", size=13, variant="gomoku", tournament=False)
    assert scene.options == Options(13, "gomoku", False)
    assert not scene.trays  # Gomoku has no capture trays
    moves = [(1, 1), (2, 1), (1, 5), (3, 1), (4, 1), (10, 12), (2, 5), (10, 10), (3, 5), (10, 8),
             (4, 5), (10, 6), (5, 5)]
    for p in moves:
        play(h, scene, "pad", p, settle=False)
    h.settle(SETTLE)
    game = scene.state
    assert game.stone_at((2, 1)) == SECOND and game.stone_at((3, 1)) == SECOND, "no capture in Gomoku"
    assert game.captured == {FIRST: 0, SECOND: 0}
    assert game.winner == FIRST and game.outcome().termination == "five"
    assert isinstance(h.top, GameOverScene) and h.top.title == "Black wins!"
    h.pad("a", draw=False)  # Review board is focused first: a stray press never starts a new game
    assert h.top is scene and scene.reviewing
    h.pad("b", draw=False)  # back to the result
    assert isinstance(h.top, GameOverScene)
    h.pads("right", "a", draw=False)  # then Rematch
    fresh = h.top
    assert isinstance(fresh, PenteScene) and fresh is not scene
    assert fresh.options == scene.options and fresh.state.ply == 0


def test_mouse_keryo_captures_three_and_wins_at_fifteen(make_app):
    h = make_app()
    scene = start_game(h, "mouse", variant="keryo", tournament=False, size=19)
    moves = capture_game(5, 3, size=19, variant="keryo")
    first_capture = None
    for p in moves:
        before = scene.state.captured[FIRST]
        play(h, scene, "mouse", p, settle=False)
        h.settle(SETTLE)
        if first_capture is None and scene.state.captured[FIRST] > before:
            first_capture = scene.state.last_result
    assert first_capture.captured_count == 3 and len(first_capture.captured[0]) == 3
    game = scene.state
    assert game.captured[FIRST] == 15 and game.winner == FIRST
    assert game.outcome().termination == "captures"
    assert isinstance(h.top, GameOverScene) and "15 stones captured" in h.top.text


def test_real_virtual_pad_places_and_undoes(make_app):
    h = make_app()
    pad = VirtualPad()

    def tap(name):
        pad.set_button(name, True)
        h.step(2, draw=False)
        pad.set_button(name, False)
        h.step(2, draw=False)
    try:
        h.step(3)
        assert h.app.input.pad_count == 1
        tap("down")
        tap("down")
        tap("a")
        assert isinstance(h.top, PenteSetupScene)
        tap("a")  # Start (focused), tournament rule on by default
        scene = h.top
        assert isinstance(scene, PenteScene)
        tap("a")
        assert scene.state.moves == [scene.state.centre]
        tap("right")
        assert scene.cursor == (scene.state.centre[0] + 1, scene.state.centre[1])
        tap("a")
        assert scene.state.ply == 2 and h.app.input.last_device == "pad"
        tap("y")
        assert scene.state.ply == 1
        tap("start")
        assert isinstance(h.top, PauseMenu)
    finally:
        pad.detach()
        h.step(2)


# --------------------------------------------------------------------------- rules shown in the UI
def test_tournament_rule_refuses_with_reason_shown(make_app):
    h = make_app()
    sounds = record_sounds(h)
    scene = start_game(h, "mouse", tournament=True, size=19, variant="pente")
    assert scene.state.restriction().kind == "centre"
    play(h, scene, "mouse", (3, 3), settle=False)
    assert scene.state.ply == 0
    assert scene.message == refusal(Reason.TOURNAMENT_CENTRE)
    assert scene.message == refusal(Reason.TOURNAMENT_CENTRE) and sounds[-1] == "error"
    h.step(1)  # drawn with the reason on screen
    play(h, scene, "mouse", (9, 9), settle=False)
    play(h, scene, "mouse", (10, 10), settle=False)
    assert scene.state.restriction().kind == "box"
    play(h, scene, "mouse", (11, 9), settle=False)
    assert scene.state.ply == 2 and scene.message == refusal(Reason.TOURNAMENT_BOX)
    assert sounds[-1] == "error"
    play(h, scene, "mouse", (9, 12), settle=False)
    assert scene.state.ply == 3 and scene.state.restriction() is None
    # an occupied point is refused too, with the engine's words
    play(h, scene, "mouse", (9, 9), settle=False)
    assert scene.message == refusal(Reason.OCCUPIED) and scene.state.ply == 3


def test_undo_and_redo_through_the_ui_restore_captures(make_app):
    h = make_app()
    scene = start_game(h, "keyboard", tournament=False, size=19, variant="pente")
    for p in [(5, 5), (6, 5), (0, 0), (7, 5), (8, 5)]:
        play(h, scene, "keyboard", p)
    game = scene.state
    assert game.captured[FIRST] == 2 and game.stone_at((6, 5)) == 0 and game.stone_at((7, 5)) == 0
    h.key("z", mods=["ctrl"], draw=False)
    assert game.ply == 4 and game.captured[FIRST] == 0
    assert game.stone_at((6, 5)) == SECOND and game.stone_at((7, 5)) == SECOND and game.stone_at((8, 5)) == 0
    assert "gave back 2" in scene.message
    h.key("y", mods=["ctrl"], draw=False)
    h.settle(SETTLE)
    assert game.ply == 5 and game.captured[FIRST] == 2 and game.stone_at((6, 5)) == 0
    # the HUD Undo button, with the mouse
    h.step(1)
    undo = next(b for b in scene.hud.widgets if b.name == "undo")
    h.click(undo.rect.center, draw=False)
    assert game.ply == 4 and game.stone_at((7, 5)) == SECOND and game.captured[FIRST] == 0
    # a new move clears the redo list
    play(h, scene, "mouse", (12, 12))
    h.key("y", mods=["ctrl"], draw=False)
    assert game.ply == 5 and game.last_move == (12, 12)


def test_review_board_and_back_to_result_and_rematch(make_app):
    h = make_app()
    scene = start_game(h, "mouse", tournament=False, size=13, variant="pente")
    for p in [(1, 1), (0, 12), (2, 1), (2, 12), (3, 1), (4, 12), (4, 1), (6, 12), (5, 1)]:
        play(h, scene, "mouse", p, settle=False)
    h.settle(SETTLE)
    over = h.top
    assert isinstance(over, GameOverScene) and over.title == "Black wins!"
    h.click(h.widget("review board").rect.center)
    assert h.top is scene and scene.reviewing
    h.step(1)
    assert scene.state.winning_line == [(x, 1) for x in range(1, 6)]
    play(h, scene, "mouse", (8, 8), settle=False)  # the board is finished
    assert scene.message == refusal(Reason.GAME_OVER) and scene.state.ply == 9
    h.key("escape")
    assert isinstance(h.top, GameOverScene), "Esc brings the result back"
    h.key("escape")
    assert h.top is scene and scene.reviewing
    result = next(b for b in scene.hud.widgets if b.name == "result")
    h.click(result.rect.center)
    assert isinstance(h.top, GameOverScene)
    h.key("escape")
    h.key("z", mods=["ctrl"])  # taking back the winning move reopens play
    assert not scene.state.is_game_over() and not scene.reviewing and scene.state.ply == 8
    hint = ["hint"] if scene.match.spec.has_computer else []
    assert [b.name for b in scene.hud.widgets] == [*hint, "undo", "redo", "menu"]
    h.key("y", mods=["ctrl"])
    h.settle(SETTLE)
    assert scene.state.winner == FIRST and isinstance(h.top, GameOverScene)
    h.click(h.widget("rematch").rect.center)
    fresh = h.top
    assert isinstance(fresh, PenteScene) and fresh is not scene
    assert fresh.options == Options(13, "pente", False) and fresh.state.ply == 0 and not fresh.reviewing


def test_resize_mid_game_keeps_board_inside_and_clicks_land(make_app):
    h = make_app()
    scene = start_game(h, "mouse", tournament=False, size=19, variant="pente")
    play(h, scene, "mouse", (3, 4))
    for size in [(800, 600), (1024, 640), (640, 480), (1280, 800)]:
        h.resize(size)
        screen = h.screen.get_rect()
        assert screen.size == size
        assert screen.contains(scene.view.rect), size
        assert screen.contains(scene.panel), size
        assert not scene.view.rect.colliderect(scene.panel), size
        for b in scene.hud.widgets:
            assert scene.panel.contains(b.rect), (size, b.name)
        target = (18 - scene.state.ply, scene.state.ply % 19)
        play(h, scene, "mouse", target)
        assert scene.state.last_move == target, size
        assert scene.view.point_at(scene.view.pos_of((0, 0))) == (0, 0)
        assert scene.view.point_at(scene.view.pos_of((18, 18))) == (18, 18)


def test_pause_menu_from_escape_and_menu_button(make_app):
    h = make_app()
    scene = start_game(h, "keyboard", tournament=True, size=19, variant="pente")
    h.key("escape", draw=False)
    assert isinstance(h.top, PauseMenu)
    h.key("escape", draw=False)
    assert h.top is scene
    h.step(1)
    menu = next(b for b in scene.hud.widgets if b.name == "menu")
    h.click(menu.rect.center, draw=False)
    assert isinstance(h.top, PauseMenu)
    h.key("escape", draw=False)
    play(h, scene, "keyboard", (9, 9))
    h.pad("start", draw=False)
    assert isinstance(h.top, PauseMenu)
    h.step(1)
    h.click(h.widget("restart").rect.center, draw=False)
    assert h.top.title == "Restart?"                      # a move was made: it asks first
    h.click(h.widget("restart").rect.center, draw=False)
    fresh = h.top
    assert isinstance(fresh, PenteScene) and fresh is not scene and fresh.state.ply == 0
    assert fresh.options == scene.options


def test_any_input_skips_the_capture_flight(make_app):
    h = make_app()
    scene = start_game(h, "mouse", tournament=False, size=19, variant="pente")
    for p in [(5, 5), (6, 5), (0, 0), (7, 5)]:
        play(h, scene, "mouse", p)
    play(h, scene, "mouse", (8, 5), settle=False)
    assert scene.anims.busy and scene.in_flight[FIRST] == 2
    h.step(3)  # drawn mid-flight
    h.resize((800, 600))  # a resize is not input: the flight goes on, towards the moved tray
    h.step(2)
    assert scene.anims.busy
    h.key("space", draw=False)
    assert not scene.anims.busy and scene.in_flight[FIRST] == 0
    assert scene.state.ply == 5, "the skipping key press places nothing"


def test_side_to_move_must_be_human(make_app):
    h = make_app()
    scene = start_game(h, "mouse", tournament=False, size=19, variant="pente")
    scene.match.seats = ("computer", "human")  # the seam computer players will use
    play(h, scene, "mouse", (4, 4), settle=False)
    assert scene.state.ply == 0 and scene.match.actions == []
    assert scene.message == "Black is played by the computer: wait for its move."


@pytest.mark.parametrize("palette", ["classic", "colour-blind safe", "high contrast"])
def test_stones_distinguishable_in_every_palette(make_app, palette):
    h = make_app(size=(800, 600))
    h.app.settings.palette = palette
    h.app.apply_settings()
    scene = start_game(h, "mouse", tournament=False, size=19, variant="pente")
    play(h, scene, "mouse", (4, 4))
    play(h, scene, "mouse", (10, 10))
    h.move((5, 5))
    h.step(1)

    def lum(p, frac=0.5):
        x, y = scene.view.pos_of(p)
        d = int(scene.view.cell * frac) if frac >= 0.5 else int(scene.view.radius * frac * 2)
        c = h.screen.get_at((x + d, y + d))
        return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
    wood = lum((14, 14), 0.5)        # half a cell off the lines
    black_l = lum((4, 4), 0.25)      # inside the stone, away from the last-move ring
    white_l = lum((10, 10), 0.25)
    assert white_l - black_l > 120, (white_l, black_l)
    assert wood - black_l > 80, (wood, black_l)


def test_cursor_only_for_keyboard_and_pad_ghost_follows_mouse(make_app):
    h = make_app()
    scene = start_game(h, "mouse", tournament=False, size=19, variant="pente")
    h.move(scene.view.pos_of((2, 3)))
    assert scene.shown_point() == ((2, 3), False)
    h.move((2, 2))  # off the board: no ghost
    assert scene.shown_point() == (None, False)
    h.key("left")
    assert scene.shown_point() == ((8, 9), True)
    h.pad("up")
    assert scene.shown_point() == ((8, 8), True)
    h.key("tab")  # focus goes to the HUD buttons: the board cursor frame hides
    assert scene.shown_point() == ((8, 8), False)


def test_keyboard_tab_to_hud_undo(make_app):
    h = make_app()
    scene = start_game(h, "keyboard", tournament=False, size=19, variant="pente")
    play(h, scene, "keyboard", (9, 9))
    h.key("tab", draw=False)
    if scene.hud.focused.name == "hint":        # a game with a computer player offers a hint first
        h.key("tab", draw=False)
    assert scene.hud.focused.name == "undo"
    h.key("return", draw=False)
    assert scene.state.ply == 0
    h.key("up", draw=False)  # arrows go back to the board
    assert scene.hud.focus == -1 and scene.cursor == (9, 8)


def test_animation_off_lands_captures_at_once(make_app):
    h = make_app()
    h.app.settings.animation = "off"
    scene = start_game(h, "mouse", tournament=False, size=19, variant="pente")
    for p in [(5, 5), (6, 5), (0, 0), (7, 5), (8, 5)]:
        play(h, scene, "mouse", p, settle=False)
    h.step(1, draw=False)
    assert not scene.anims.busy and scene.in_flight[FIRST] == 0 and scene.state.captured[FIRST] == 2


def test_bench_scene_is_a_mid_game_with_captures(make_app):
    from bench.pente_fixtures import frame_scenarios
    h = make_app()
    factory, driver = frame_scenarios()["pente"]
    scene = factory(h.app)
    assert isinstance(scene, PenteScene) and scene.options.size == 19
    assert scene.state.ply > 20 and not scene.match.over
    assert scene.match.actions == scene.state.moves, "the match played every move: undo reaches them"
    assert sum(scene.state.captured.values()) > 0
    h.app.push(scene)
    h.step(3)
    assert h.top is scene


def test_no_bench_fixtures_in_the_scene_module():
    import game.pente.scene as module
    for name in ("midgame", "bench_scenes"):
        assert not hasattr(module, name)


def test_the_scene_plays_through_its_match_and_opens_a_loaded_record(make_app):
    """Every stone is an action the Match pushed; a game read from a (v1) record opens on its board."""
    import json

    from game.core import records
    from game.core.match import Match
    h = make_app()
    scene = start_game(h, "mouse", tournament=False, size=13, variant="pente")
    heard = []
    scene.match.listeners.append(lambda match, kind, payload: heard.append(kind))
    for p in [(1, 1), (0, 12), (2, 1)]:
        play(h, scene, "mouse", p, settle=False)
    h.key("z", mods=["ctrl"], draw=False)
    assert scene.match.actions == [(1, 1), (0, 12)] == scene.state.moves
    assert heard == ["play", "play", "play", "undo"]
    v1 = {"format": "pente-record", "version": 1, "size": 13, "variant": "pente", "tournament": False,
          "moves": ["B12", "A1", "C12", "C1", "D12", "E1", "E12", "G1", "F12"]}
    loaded = PenteScene(h.app, Match.from_record(records.loads(json.dumps(v1))))
    h.app.push(loaded)
    h.step(2)
    assert loaded.reviewing and h.top is loaded, "a finished game opens on its final board"
    assert [b.name for b in loaded.hud.widgets] == ["result", "undo", "redo", "menu"]
    h.key("z", mods=["ctrl"], draw=False)
    assert not loaded.reviewing and loaded.state.ply == 8 and loaded.turn_text() == "Black to move"


def open_at(make_app, size, ui_scale) -> PenteScene:
    """A new free game's board in a window of ``size`` at text size ``ui_scale`` percent."""
    from game.core.match import Match
    h = make_app(size=size, ui_scale=ui_scale)
    scene = PenteScene(h.app, Match.new("pente", Options(), seed=1))
    h.app.push(scene)
    h.step(2)
    return scene


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)])
@pytest.mark.parametrize("ui_scale", [100, 150])
def test_the_two_capture_trays_are_titled_alike_and_fit(make_app, size, ui_scale):
    """Both "Black captured" and "White captured", or both just "Black" and "White": at 640x480 and 150%
    the white tray once said "White" beside "Black captured"."""
    from game.ui.theme import Theme
    scene = open_at(make_app, size, ui_scale)
    (black, black_room), (white, white_room) = scene.tray_title(FIRST), scene.tray_title(SECOND)
    assert (black, white) in (("Black captured", "White captured"), ("Black", "White"))
    for title, room in ((black, black_room), (white, white_room)):
        assert Theme.font(Theme.fit_size(title, scene.text_size, room, True), True).size(title)[0] <= room


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)])
@pytest.mark.parametrize("ui_scale", [100, 150])
def test_the_panel_parts_do_not_overlap(make_app, size, ui_scale):
    """Status, trays, hint and message, buttons: top to bottom without overlap. At 640x480 and 150% the
    trays at their smallest reached into the hint's room, and the viewer's help was drawn over a tray."""
    scene = open_at(make_app, size, ui_scale)
    parts = [scene.status_rect, scene.trays[FIRST], scene.trays[SECOND], scene.hint_rect, scene.message_rect,
             scene.button_row]
    for upper, lower in zip(parts, parts[1:]):
        assert upper.bottom <= lower.top, (upper, lower)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_refusal_is_drawn_inside_the_panel(make_app, size, monkeypatch):
    """Every refusal's lines fit the message area. At 1280x800 "Tournament rule: Black's first stone must
    be …" ran 20 px past the panel's edge: it was wrapped in the regular weight and drawn bold."""
    from game.pente.rules import Reason
    from game.ui.theme import Theme
    scene = open_at(make_app, size, 100)
    drawn: list = []
    real = Theme.text

    def spy(line, size, colour, bold=False, *args, **kwargs):
        surf = real(line, size, colour, bold, *args, **kwargs)
        drawn.append((line, surf.get_width()))
        return surf
    monkeypatch.setattr(Theme, "text", staticmethod(spy))
    for reason in Reason:
        sentence = refusal(reason)
        scene.say(sentence, "error")
        drawn.clear()
        scene.draw(scene.app.screen)
        lines = [(line, w) for line, w in drawn if line and line in sentence]
        assert " ".join(line for line, _ in lines) == sentence
        for line, width in lines:
            assert width <= scene.hint_rect.width, (line, width, scene.hint_rect.width)


@pytest.mark.parametrize("size, ui_scale", [((640, 480), 150), ((800, 600), 150), ((1280, 800), 100)])
def test_the_tournament_reminder_is_whole_and_above_the_buttons(make_app, size, ui_scale):
    """At 640x480 with 150% text the reminder's third line ("point.") was drawn over the Hint and Undo
    buttons: it took three lines whatever its room. It is now whole, smaller where the room is short."""
    from game.pente.text import TOURNAMENT_NOTE
    from game.ui.theme import Theme
    h = make_app(size=size, ui_scale=ui_scale)
    scene = start_game(h, "keyboard")
    rule = scene.state.restriction()
    assert rule is not None
    note = TOURNAMENT_NOTE[rule.kind]
    area = scene.message_area()
    assert area.bottom <= scene.button_row.top
    size_, lines = scene._note_lines(note, area)
    assert lines == Theme.wrap(note, size_, area.width)
    assert len(lines) * Theme.font(size_).get_linesize() <= area.height
