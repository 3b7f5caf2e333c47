"""Complete Senet games played through the real UI, one input device at a time.

Each game starts at the main menu, opens Senet with the same device, sets
the rule set and options in the setup with that device, then plays: every
throw is triggered through the UI (a click on the sticks, Space, pad A) and
uses a forced throw from a seeded list (the scene's ``next_throws`` seam);
every move is picked and confirmed through the UI. The scene's engine state
is checked against what is shown (highlights, shown board, trays, the
game-over title and breakdown).
"""
from __future__ import annotations

import random

import pytest

from game.scenes.game_common import GameOverScene
from game.scenes.menu import MainMenu
from game.senet.text import describe_event, side_name
from game.senet.rules import OFF, Phase, Options
from game.senet.scene import SenetScene, SenetSetupScene
from tests.harness import VirtualPad


# --------------------------------------------------------------------------- helpers
def press(h, device: str, name: str) -> None:
    if device == "keyboard":
        h.key({"confirm": "return", "throw": "space", "back": "escape"}.get(name, name), draw=False)
    else:
        h.pad({"confirm": "a", "throw": "a", "back": "b"}.get(name, name), draw=False)


def open_setup(h, device: str) -> SenetSetupScene:
    assert isinstance(h.top, MainMenu)
    if device == "mouse":
        h.click(h.widget("senet").rect.center)
    else:
        press(h, device, "down")
        assert h.focused_name() == "senet"
        press(h, device, "confirm")
    assert isinstance(h.top, SenetSetupScene)
    return h.top


def set_value(h, setup, device: str, name: str, value) -> None:
    if device == "mouse":
        for _ in range(4):
            if setup.values[name] == value:
                break
            h.click(h.widget(name).rect.center, draw=False)
    else:
        for _ in range(10):
            if h.focused_name() == name:
                break
            press(h, device, "up")
        assert h.focused_name() == name
        for _ in range(4):
            if setup.values[name] == value:
                break
            press(h, device, "right")
    assert setup.values[name] == value, name


def start_game(h, device: str, ruleset: str, **options) -> SenetScene:
    """Open Senet from the menu, choose the rule set and each option with this device, Start."""
    setup = open_setup(h, device)
    set_value(h, setup, device, "ruleset", ruleset)
    names = [w.name for w in setup.widgets.widgets]
    expected = Options(ruleset=ruleset).option_keys()
    assert [n for n in names if n in ("exact_throws", "special_houses", "traps", "use_die",
                                      "multiple_rolls", "occupy_30", "harsh_captures")] == list(expected)
    for name, value in options.items():
        set_value(h, setup, device, name, value)
    if device == "mouse":
        h.click(h.widget("start").rect.center)
    else:
        for _ in range(10):
            if h.focused_name() == "start":
                break
            press(h, device, "down")
        press(h, device, "confirm")
    scene = h.top
    assert isinstance(scene, SenetScene)
    return scene


def random_throws(options: Options, seed: int, n: int = 6000) -> list:
    """Forced throws: four random sticks, or die faces (some 6s re-thrown)."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        if options.ruleset == "A" and options.use_die:
            faces = [6] * (rng.random() < 0.15) + [rng.randint(1, 5)]
            out.append(tuple(faces))
        else:
            out.append(tuple(rng.random() < 0.5 for _ in range(4)))
    return out


def choose(game):
    """Test policy: bear off if possible, else the farthest forward move."""
    moves = game.legal_moves()
    off = [m for m in moves if m.final_house == OFF]
    if off:
        return off[0]
    forward = [m for m in moves if not m.backward]
    if not forward:
        return moves[0]
    best = max(m.distance for m in forward)
    return [m for m in forward if m.distance == best][0]


def finish_anim(h, scene, device: str) -> None:
    """Any input finishes an animation: use the device itself (a click on empty panel space)."""
    if not scene.anims.busy:
        return
    if device == "mouse":
        h.click((scene.panel.centerx, scene.message_rect.centery), draw=False)
    else:
        press(h, device, "down")
    assert not scene.anims.busy


def throw(h, scene, device: str) -> None:
    before = len(scene.state.history())
    if device == "mouse":
        h.click(scene.mat.center, draw=False)
    else:
        press(h, device, "throw")
    assert len(scene.state.history()) == before + 1, "the UI did not throw"
    assert scene.anims.busy or scene.app.settings.animation_factor == 0
    finish_anim(h, scene, device)
    assert scene.shown_throw.value == scene.state.history()[-1], "the sticks shown are the throw pushed"


def move(h, scene, device: str, m, watch: bool = False) -> None:
    g = scene.state
    assert scene.movable() == g.movable_houses()  # every movable counter is lit, and only those
    if device == "mouse":
        h.click(scene.view.house_center(m.from_house), draw=False)
        assert scene.selected == m.from_house
        if m.to_house == OFF:
            h.click(scene.trays[g.current_side].center, draw=False)
        else:
            h.click(scene.view.house_center(m.to_house), draw=False)
    else:
        for _ in range(12):
            if scene.cursor == m.from_house:
                break
            press(h, device, "right")
        assert scene.cursor == m.from_house
        press(h, device, "confirm")
        assert scene.selected == m.from_house
        for _ in range(8):
            if scene.selected_move() == m:
                break
            press(h, device, "right")
        assert scene.selected_move() == m
        press(h, device, "confirm")
    assert g.history()[-1] == m.action, "the UI did not make the move"
    if watch:  # draw a few frames of the counter travelling
        h.step(4)
    finish_anim(h, scene, device)
    assert scene.shown_board == list(g.board)
    assert scene.shown_off == list(g.borne_off)


def play_out(h, scene: SenetScene, device: str, seed: int, max_actions: int = 6000) -> dict:
    g = scene.state
    scene.next_throws = random_throws(g.options, seed)
    seen = {"forfeit": 0, "extra": 0, "swap": 0, "sentback": 0, "colours": 0}
    for i in range(max_actions):
        if g.is_over:
            break
        if g.phase is Phase.THROW:
            throw(h, scene, device)
        else:
            move(h, scene, device, choose(g), watch=i % 37 == 0)
        if i % 23 == 0:
            h.step(1)  # draw the scene now and then, in whatever state the game is in
        types = {e.type for e in g.last_events}
        text = " ".join(scene.message)
        for key, etype in (("forfeit", "move-forfeited"), ("extra", "extra-throw"), ("swap", "swapped"),
                           ("swap", "captured"), ("sentback", "sent-back"), ("colours", "colours-assigned")):
            if etype in types:
                seen[key] += 1
                ev = next(e for e in g.last_events if e.type == etype)
                assert describe_event(ev, g.ruleset) in text, etype
    assert g.is_over, "the game did not finish"
    return seen


def check_result(h, scene: SenetScene) -> GameOverScene:
    h.step(2, draw=False)
    over = h.top
    g = scene.state
    assert isinstance(over, GameOverScene)
    verb = "win" if g.ruleset == "B" else "wins"   # B's sides are plural: "Jackals win!"
    assert over.title == f"{side_name(g.ruleset, g.winner)} {verb}!"
    assert g.borne_off[g.winner] == 5
    assert ["Borne off", str(g.borne_off[0]), str(g.borne_off[1])] in over.rows
    throws = [0, 0]
    walk = g.copy()
    actions = walk.history()
    for _ in actions:
        walk.pop()
    for a in actions:
        if isinstance(a, int) and walk.current_side is not None:
            throws[walk.current_side] += 1
        walk.push(a)
    assert ["Throws", str(throws[0]), str(throws[1])] in over.rows
    assert scene.shown_off == list(g.borne_off)
    h.step(1)  # the result drawn over the final board
    return over


# --------------------------------------------------------------------------- whole games
def test_mouse_only_rule_set_a_defaults(make_app):
    h = make_app()
    scene = start_game(h, "mouse", "A")
    assert scene.options == Options.kendall_bell()
    seen = play_out(h, scene, "mouse", seed=1)
    assert seen["swap"] > 0
    over = check_result(h, scene)
    h.click(h.widget("main menu").rect.center)
    assert isinstance(h.top, MainMenu)
    assert over is not None


def test_keyboard_only_rule_set_b_defaults_with_opening(make_app):
    h = make_app()
    scene = start_game(h, "keyboard", "B")
    assert scene.options == Options.hounds_and_jackals()
    assert scene.state.in_opening
    assert scene._status[:2] == ("Seat 1", "to throw for a 1: the first 1 plays the Jackals")
    seen = play_out(h, scene, "keyboard", seed=2)
    assert seen["colours"] == 1 and seen["extra"] > 0
    check_result(h, scene)
    press(h, "keyboard", "confirm")  # Review board is focused first: a stray press keeps the game
    h.step(1, draw=False)
    assert h.top is scene and scene.reviewing
    press(h, "keyboard", "back")                # the result again
    h.step(1, draw=False)
    press(h, "keyboard", "right")
    press(h, "keyboard", "confirm")  # Rematch: same options, new game
    h.step(1, draw=False)
    again = h.top
    assert isinstance(again, SenetScene) and again is not scene
    assert again.options == scene.options and not again.state.history()


def test_pad_only_rule_set_a_exact_throws_and_traps(make_app):
    h = make_app()
    scene = start_game(h, "pad", "A", exact_throws=True, traps=True)
    assert scene.options == Options(ruleset="A", exact_throws=True, traps=True)
    seen = play_out(h, scene, "pad", seed=3)
    assert seen["forfeit"] > 0
    check_result(h, scene)


def test_pad_only_rule_set_b_harsh_captures_occupy_off(make_app):
    h = make_app()
    scene = start_game(h, "pad", "B", occupy_30=False, harsh_captures=True)
    assert scene.options == Options(ruleset="B", occupy_30=False, harsh_captures=True)
    play_out(h, scene, "pad", seed=4)
    check_result(h, scene)


@pytest.mark.parametrize("device,options,seed", [
    ("mouse", {"use_die": True, "special_houses": False}, 5),
    ("keyboard", {"multiple_rolls": False}, 6),
])
def test_more_option_combinations(make_app, device, options, seed):
    h = make_app()
    ruleset = "A" if "use_die" in options else "B"
    scene = start_game(h, device, ruleset, **options)
    expected = Options(ruleset=ruleset)
    for k, v in options.items():
        expected = expected.with_option(k, v)
    assert scene.options == expected
    play_out(h, scene, device, seed=seed)
    check_result(h, scene)


def test_real_virtual_pad_throws_and_moves(make_app):
    h = make_app()
    try:
        pad = VirtualPad()
    except RuntimeError as exc:  # pragma: no cover - depends on the SDL build
        pytest.skip(str(exc))
    try:
        h.step(3, draw=False)  # the device-added event opens the controller
        assert h.app.input.pad_count >= 1

        def tap(name):
            pad.set_button(name, True)
            h.step(2, draw=False)
            pad.set_button(name, False)
            h.step(2, draw=False)

        tap("down")
        assert h.focused_name() == "senet"
        tap("a")
        assert isinstance(h.top, SenetSetupScene)
        assert h.focused_name() == "start"
        tap("a")
        scene = h.top
        assert isinstance(scene, SenetScene)
        scene.next_throws = [(True, True, False, False)]
        tap("a")  # throw
        assert scene.state.last_throw.value == 2 and scene.anims.busy
        tap("a")  # skips the animation
        assert not scene.anims.busy and scene.state.phase is Phase.MOVE
        assert h.app.input.last_device == "pad"
        tap("a")  # pick the cursor counter
        assert scene.selected == scene.state.movable_houses()[0]
        m = scene.selected_move()
        tap("a")  # move
        assert scene.state.history()[-1] == m.action
    finally:
        pad.detach()
