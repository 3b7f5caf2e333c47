"""Whole 11×11 Senket games through the real UI, one input device each.

Each test starts at the main menu, opens Senket and sets the board size with
the same device, then plays the same game: Red fences a square diamond
holding a Blue post (a prisoner), Blue fences its own diamond, both pass.
The scores on the game-over screen must be the engine's score() totals.
"""
from __future__ import annotations

from game.scenes.game_common import GameOverScene
from game.scenes.menu import MainMenu
from game.core.match import Match
from game.senket.rules import SECOND, FIRST, Options
from game.senket.scene import SenketScene, SenketSetupScene
from tests.harness import VirtualPad

# (post, fences drawn one by one, draw the rest with "all fences")
PLAN = [
    ((1, 2), [], False),
    ((6, 7), [], False),
    ((3, 1), [((1, 2), (3, 1))], False),
    ((3, 2), [], False),                       # Blue's post that ends up a prisoner
    ((4, 3), [((3, 1), (4, 3))], False),
    ((8, 6), [((6, 7), (8, 6))], False),
    ((2, 4), [], True),                        # all fences: (2,4)-(4,3) and (2,4)-(1,2) close the diamond
    ((9, 8), [((8, 6), (9, 8))], False),
    ((0, 10), [], False),
    ((7, 9), [((9, 8), (7, 9)), ((7, 9), (6, 7))], False),
    None,                                      # Red passes
    None,                                      # Blue passes: game over
]
EXPECTED = {FIRST: 36, SECOND: 25}


def board(h) -> SenketScene:
    scene = h.top
    assert isinstance(scene, SenketScene), f"expected the board, got {type(scene).__name__}"
    return scene


def check_game_over(h) -> None:
    over = h.top
    assert isinstance(over, GameOverScene)
    scene = next(s for s in h.app.stack if isinstance(s, SenketScene))
    game = scene.state
    assert game.is_over and game.size == 11
    totals = game.score().totals
    assert totals == EXPECTED
    text = over.text
    assert f"Red {totals[FIRST]}" in text and f"Blue {totals[SECOND]}" in text
    assert over.title == "Red wins!"
    # the breakdown: a header, then one row per group with owner, area, prisoners, value
    assert over.rows[0][:2] == ["Group", "Owner"] and over.rows[0][-1] == "Value"
    body = {tuple(r[1:]) for r in over.rows[1:]}
    assert ("Red", "5", "1", "36") in body and ("Blue", "5", "0", "25") in body


# ---------------------------------------------------------------------- mouse
def open_with_mouse(h) -> SenketScene:
    assert isinstance(h.top, MainMenu)
    h.click(h.widget("senket").rect.center)
    assert isinstance(h.top, SenketSetupScene)
    size_row = h.widget("size")
    h.step()  # drawn once: the row knows where its left arrow is
    for _ in range(2):  # 17 -> 13 -> 11
        h.click(size_row._left_arrow.center)
    assert h.top.values["size"] == 11
    h.click(h.widget("start").rect.center)
    return board(h)


def hud(scene, name):
    return next(w for w in scene.hud.widgets if w.name == name).rect.center


def test_whole_game_mouse_only(make_app, monkeypatch):
    h = make_app()
    played = []
    real_play = h.app.audio.play
    monkeypatch.setattr(h.app.audio, "play", lambda name: (played.append(name), real_play(name)))
    scene = open_with_mouse(h)
    game = scene.state
    assert game.size == 11 and game.to_move == FIRST
    for turn in PLAN:
        if turn is None:
            assert scene.buttons["pass"].label.startswith("Pass")
            h.click(hud(scene, "pass"), draw=False)
            continue
        post, fences, use_all = turn
        h.click(scene.point_pos(post), draw=False)
        assert game.post_at(post) == int(game.to_move)
        for a, b in fences:
            mid = ((scene.point_pos(a)[0] + scene.point_pos(b)[0]) // 2,
                   (scene.point_pos(a)[1] + scene.point_pos(b)[1]) // 2)
            h.drag(scene.point_pos(a), mid, scene.point_pos(b), draw=False)
            assert game.has_fence(a, b), scene.message
        if use_all:
            h.click(hud(scene, "fences"), draw=False)
        assert scene.buttons["pass"].label == "End turn"
        h.click(hud(scene, "pass"), draw=False)
    h.step(2)
    check_game_over(h)
    assert played.count("place") == 10 and played.count("move") >= 7 and played[-1] == "win"


# ---------------------------------------------------------------------- keyboard
def cursor_to(h, scene, target, press) -> None:
    while scene.cursor != tuple(target):
        x, y = scene.cursor
        if x < target[0]:
            press("right")
        elif x > target[0]:
            press("left")
        elif y < target[1]:
            press("down")
        else:
            press("up")


def test_whole_game_keyboard_only(make_app):
    h = make_app()
    key = lambda name, **kw: h.key(name, draw=False, **kw)  # noqa: E731
    assert h.focused_name() == "senket"
    key("return")
    assert isinstance(h.top, SenketSetupScene)
    assert h.focused_name() == "start"
    for _ in range(4):
        key("up")
    assert h.focused_name() == "size"
    key("left")
    key("left")
    assert h.top.values["size"] == 11
    for _ in range(4):
        key("down")
    assert h.focused_name() == "start"
    key("return")
    scene = board(h)
    game = scene.state
    for turn in PLAN:
        if turn is None:
            key("p")
            continue
        post, fences, use_all = turn
        cursor_to(h, scene, post, key)
        key("return")
        assert game.post_at(post) == int(game.to_move)
        for a, b in fences:
            cursor_to(h, scene, a, key)
            key("space")
            assert scene.fence_start == a
            cursor_to(h, scene, b, key)
            assert scene.preview is not None and scene.preview[2] is None, "a legal fence previews green"
            key("return")
            assert game.has_fence(a, b)
            key("escape")  # stop the chain
            assert scene.fence_start is None
        if use_all:
            key("x")
        key("e")
    h.step(2)
    check_game_over(h)


# ---------------------------------------------------------------------- gamepad
def test_whole_game_gamepad_only(make_app):
    h = make_app()
    pad = lambda name: h.pad(name, draw=False)  # noqa: E731
    pad("a")
    assert isinstance(h.top, SenketSetupScene)
    for _ in range(4):
        pad("up")
    pad("left")
    pad("left")
    assert h.top.values["size"] == 11
    for _ in range(4):
        pad("down")
    pad("a")
    scene = board(h)
    game = scene.state
    for turn in PLAN:
        if turn is None:
            pad("back")
            continue
        post, fences, use_all = turn
        cursor_to(h, scene, post, pad)
        pad("a")
        assert game.post_at(post) == int(game.to_move)
        for a, b in fences:
            cursor_to(h, scene, a, pad)
            pad("a")
            cursor_to(h, scene, b, pad)
            pad("a")
            assert game.has_fence(a, b)
            pad("b")
        if use_all:
            pad("x")
        pad("back")
    h.step(2)
    check_game_over(h)


def test_real_virtual_pad_places_posts_ends_the_turn_undoes_and_pauses(make_app):
    h = make_app()
    scene = SenketScene(h.app, Match.new("senket", Options(size=11)))
    h.app.push(scene)
    h.step(2, draw=False)
    pad = VirtualPad()

    def press(name):
        pad.set_button(name, True)
        h.step(2, draw=False)
        pad.set_button(name, False)
        h.step(2, draw=False)

    try:
        h.step(3, draw=False)
        assert h.app.input.pad_count == 1
        press("right")
        press("a")
        assert scene.state.post_at((6, 5)) == int(FIRST)
        press("back")   # end turn
        assert scene.state.to_move == SECOND
        press("down")
        press("a")
        assert scene.state.post_at((6, 6)) == int(SECOND)
        press("y")      # undo: the post goes
        assert scene.state.post_at((6, 6)) == 0
        press("start")
        assert h.top is not scene  # paused
    finally:
        pad.detach()
    h.step(2, draw=False)
