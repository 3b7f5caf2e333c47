"""The Senet board scene on the shared core: a Match holds the game, throws are chance actions made
by ``BoardScene.throw()``, undo goes back to the previous move decision, redo replays it, and the
benchmark scenarios play through real input."""
from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.protocol import CHANCE
from game.core import records
from game.scenes.board import BoardScene
from game.scenes.game_common import PauseMenu
from game.senet import text
from game.senet.rules import Options, Phase, Reason, State
from game.senet.scene import SenetScene


def open_scene(h, game=None, options=None, seed=7, players=None) -> SenetScene:
    scene = SenetScene(h.app, options or Options(), players, seed=seed, game=game)
    h.app.push(scene)
    h.step(1)
    return scene


def skip(h) -> None:
    h.click((h.top.panel.centerx, h.top.message_rect.centery), draw=False)


def button(scene, name):
    return next(w for w in scene.hud.widgets if w.name == name)


def test_the_scene_is_a_board_scene_holding_a_match(make_app):
    h = make_app()
    scene = open_scene(h)
    assert isinstance(scene, BoardScene) and isinstance(scene.match, Match)
    assert scene.state is scene.match.state and scene.state.current_player() == CHANCE
    hint = ["hint"] if scene.match.spec.has_computer else []
    assert [w.name for w in scene.hud.widgets] == ["throw", *hint, "undo", "redo", "menu"]
    assert button(scene, "throw").enabled and not button(scene, "undo").enabled
    assert not button(scene, "redo").enabled


@pytest.mark.parametrize("options", [Options(), Options(use_die=True), Options.hounds_and_jackals()])
def test_a_ui_throw_is_the_matchs_chance_action_with_the_generators_real_sticks(make_app, options):
    h = make_app()
    scene = open_scene(h, options=options, seed=1234)
    expected = scene.state.copy().sample_throw()  # what the state's own generator draws next
    h.key("space", draw=False)
    assert scene.match.actions == [expected.value]
    assert scene.shown_throw == expected, "the sticks (or die faces) shown are the ones drawn"
    assert scene.anims.busy and scene.throw_tween is not None
    h.settle(1.3)
    assert scene.message[0] == text.describe_event(scene.state.last_events[0], scene.state.ruleset)


def test_throwing_while_a_move_is_due_is_refused_with_the_rules_words(make_app):
    h = make_app()
    scene = open_scene(h)
    scene.next_throws = [3]
    h.key("space", draw=False)
    skip(h)
    h.click(button(scene, "throw").rect.center, draw=False)  # dimmed: nothing happens
    assert scene.match.actions == [3]
    h.click(scene.mat.center, draw=False)
    assert scene.match.actions == [3]
    assert not scene.throw()
    assert scene.match.actions == [3]
    assert scene.message == [text.REASONS[Reason.MOVE_EXPECTED]] and scene.message_kind == "error"


def _move_then_next_throw(h, scene):
    """Black throws 3 and moves (keyboard); White throws 2: White now has a move to choose."""
    scene.next_throws = [3, 2]
    h.key("space", draw=False)
    skip(h)
    h.key("return", draw=False)
    h.key("return", draw=False)
    skip(h)
    h.key("space", draw=False)
    skip(h)
    assert scene.state.current_side == 1 and scene.state.phase is Phase.MOVE


def test_undo_takes_back_the_move_and_the_throws_after_it_and_redo_replays_them(make_app):
    h = make_app()
    scene = open_scene(h)
    _move_then_next_throw(h, scene)
    black_move = scene.match.actions[1]
    after = scene.state.key()
    assert button(scene, "undo").enabled
    h.key("z", mods=("ctrl",), draw=False)
    # back to Black's decision: the 3 stands, White's throw is taken back too
    assert scene.match.actions == [3]
    assert scene.state.current_side == 0 and scene.state.throw_in_hand == 3
    assert scene.shown_board == list(scene.state.board)
    assert scene.message == text.took_back("A", 0, *black_move, 3)
    assert button(scene, "redo").enabled
    h.key("y", mods=("ctrl",), draw=False)
    assert scene.match.actions == [3, black_move, 2] and scene.state.key() == after
    h.settle(1.5)
    assert scene.shown_board == list(scene.state.board) and scene.shown_throw.value == 2
    said = [text.describe_event(e, "A") for e in scene.state.last_events]
    assert scene.message[-len(said):] == said and len(scene.message) > len(said), \
        "the redone move's sentences come with the throw's"
    h.step(1)


def test_undo_goes_back_through_forfeited_throws_to_the_last_move(make_app):
    h = make_app()
    board = {20: 0, 28: 1, 29: 1, 30: 1}
    options = Options(traps=True, exact_throws=True)
    game = State.from_position(options, board, current_side=0, borne_off=(4, 2))
    scene = open_scene(h, game=game)
    scene.next_throws = [2, 4, 3]   # Black 20 -> 22; White's 4 moves nothing (traps); Black throws 3
    for key in ("space", "return", "return", "space", "space"):
        h.key(key, draw=False)
        skip(h)
    assert scene.match.actions == [2, (20, 22), 4, 3]
    assert [e.type for e in scene.state.last_events] == ["thrown"]
    h.key("z", mods=("ctrl",), draw=False)
    assert scene.match.actions == [2], "every throw after the move went back with it"
    assert scene.state.throw_in_hand == 2 and scene.state.current_side == 0 and scene.cursor == 20
    h.key("y", mods=("ctrl",), draw=False)
    assert scene.match.actions == [2, (20, 22), 4, 3] and scene.state.movable_houses() == [22]
    h.settle(1.5)
    assert scene.shown_board == list(scene.state.board)


def test_undo_cancels_a_choice_first_and_before_any_move_there_is_nothing_to_take_back(make_app):
    h = make_app()
    scene = open_scene(h)
    scene.next_throws = [3]
    h.key("space", draw=False)
    skip(h)
    assert not button(scene, "undo").enabled, "a throw alone is not taken back (it would come again)"
    h.key("return", draw=False)
    assert scene.selected is not None and button(scene, "undo").enabled
    h.pad("y", draw=False)
    assert scene.selected is None and scene.match.actions == [3]
    h.key("z", mods=("ctrl",), draw=False)
    assert scene.match.actions == [3] and scene.message == [text.NOTHING_TO_UNDO]


def test_undo_after_the_win_takes_back_the_winning_move(make_app):
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
    h.click(h.widget("review board").rect.center)
    assert h.top is scene and scene.reviewing
    h.key("z", mods=("ctrl",), draw=False)
    assert not scene.reviewing and not scene.match.over
    assert scene.state.throw_in_hand == 2 and scene.movable() == [29]
    h.step(1)


def test_a_played_game_is_a_record_that_replays_exactly(make_app):
    h = make_app()
    scene = open_scene(h, seed=99)
    rng = random.Random(3)
    for _ in range(40):
        if scene.state.phase is Phase.THROW:
            h.key("space", draw=False)
        else:
            for _ in range(rng.randrange(3)):
                h.key("right", draw=False)
            h.key("return", draw=False)
            h.key("return", draw=False)
        skip(h)
    record = records.loads(records.dumps(scene.match.record()))
    again = Match.from_record(record)
    assert again.state.key() == scene.state.key() and again.actions == scene.match.actions


def test_restart_from_the_pause_menu_is_a_fresh_match_with_the_same_options(make_app):
    h = make_app()
    scene = open_scene(h, options=Options(traps=True))
    scene.next_throws = [2]
    h.key("space", draw=False)
    skip(h)
    h.key("escape")
    assert isinstance(h.top, PauseMenu)
    next(w for w in h.top.widgets.widgets if w.label == "Restart").activate()
    h.step(2)
    assert h.top.title == "Restart?"          # a throw was made: restarting asks first
    next(w for w in h.top.widgets.widgets if w.label == "Restart").activate()
    h.step(2)
    fresh = h.top
    assert isinstance(fresh, SenetScene) and fresh is not scene
    assert fresh.options == Options(traps=True) and fresh.match.actions == []


def test_a_computer_seat_is_asked_to_throw_and_move_and_board_input_is_refused(make_app):
    h = make_app()
    scene = open_scene(h, players={0: "human", 1: "computer"})
    calls = []
    scene.think = lambda: calls.append(scene.state.current_player())
    scene.next_throws = [2]
    h.key("space", draw=False)
    skip(h)
    h.key("return", draw=False)
    h.key("return", draw=False)
    skip(h)
    h.step(2, draw=False)
    assert calls and set(calls) == {CHANCE}, "White's throw is the computer's"
    h.key("space", draw=False)
    assert len(scene.match.actions) == 2, "the human cannot throw for the computer"
    scene.match.play(3)   # what a computer player's think() would do
    h.step(2, draw=False)
    assert scene.state.phase is Phase.MOVE and calls[-1] == 1, "and White's move"
    assert scene.movable() == []
    h.key("return", draw=False)
    assert scene.selected is None and len(scene.match.actions) == 3


# --------------------------------------------------------------------------- benchmark scenarios
@pytest.mark.parametrize("name", ["senet", "senet_keys"])
def test_bench_scenarios_play_through_real_input(make_app, name):
    from bench.senet_fixtures import frame_scenarios
    from game.ui.app import post_step
    from game.ui.script import Step
    h = make_app(size=(1920, 1080))
    factory, driver = frame_scenarios()[name]
    scene = factory(h.app)
    h.app.push(scene)
    h.step(1)
    seen = []
    scene.match.listeners.append(lambda m, kind, payload: seen.append(
        (kind, type(payload[0] if kind in ("play", "redo") else payload).__name__)))
    steps = driver(h.app, random.Random(name))
    for _ in range(1500):
        for step in next(steps):
            post_step(h.app, Step(h.app.frame, *step))
        h.step(1, draw=False)
        if h.top is not scene:
            h.app.pop()
    assert ("play", "int") in seen, "throws"
    assert ("play", "tuple") in seen, "moves"
    assert any(k == "undo" for k, _ in seen) and any(k == "redo" for k, _ in seen)
    assert scene.shown_board == list(scene.state.board) or scene.anims.busy


def test_production_modules_hold_no_bench_fixtures():
    import game.senet.scene as scene_module
    for name in ("midgame", "bench_scenes", "loop_throw"):
        assert not hasattr(scene_module, name) and not hasattr(SenetScene, name)


def test_a_move_that_bears_nothing_off_leaves_the_strip_as_it_was(app):
    """The mat and trays under the board are drawn again only when what they show changes (issue 39: they
    were drawn again on every move, ~1.9 ms of a move frame at 1920x1080)."""
    h = app
    scene = SenetScene(h.app, match=Match.new("senet", seed=7, seats=("human", "easy")))
    h.app.push(scene)
    h.step(2)
    drawn = []
    real = scene._draw_tray
    scene._draw_tray = lambda *a, **k: (drawn.append(a[1]), real(*a, **k))
    for _ in range(40):                       # the person throws, until a move is to be made
        if scene.state.current_player() == 0 and not scene.anims.busy:
            break
        if scene.state.current_player() == CHANCE and not scene.anims.busy:
            h.key("space")
        h.step(1)
    assert scene.state.current_player() == 0
    scene.anims.skip()
    h.step(2)
    drawn.clear()
    off = list(scene.state.borne_off)
    move = next(a for a in scene.state.legal_actions() if a != getattr(scene.state, "PASS", None))
    assert scene._play(move)
    scene.anims.skip()
    h.step(3)
    assert list(scene.state.borne_off) == off
    assert drawn == []
