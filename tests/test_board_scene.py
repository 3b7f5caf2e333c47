"""The shared turn loop (game/scenes/board.py), tested once on a toy game with real keys and the real app."""
from __future__ import annotations

import pygame
import pytest

from game.core.match import Match
from game.core.protocol import CHANCE
from game.scenes.board import BoardScene
from game.scenes.game_common import GameOverScene, PauseMenu



class ToyScene(BoardScene):
    game_id = "toy"

    def __init__(self, app, match):
        self.refusals, self.animated, self.undone = [], [], []
        super().__init__(app, match)

    def on_events(self, action, events):
        self.animated.append(action)
        self.anims.add(0.3)

    def on_undone(self, action):
        self.undone.append(action)

    def refuse(self, reason, action=None):
        self.refusals.append(reason)

    def chance_owner(self):
        return self.state.to_move   # the coin is tossed for the seat that just moved

    def result_content(self):
        o = self.match.outcome()
        return f"Seat {o.winner} wins", ["by reaching the goal"], [["", "A", "B"]]

    def rematch_scene(self):
        return ToyScene(self.app, Match.new("toy"))

    def layout(self, size):
        super().layout(size)
        self.place_hud(pygame.Rect(20, size[1] - 70, 400, 50))

    def handle(self, action):
        if self.anims.busy:
            self.anims.skip()
            return
        if self.hud_handle(action) or self.handle_turn_keys(action):
            return

    def draw(self, surface):
        surface.fill((0, 0, 0))
        self.draw_hud_buttons(surface)
        self.draw_thinking(surface, surface.get_rect())


@pytest.fixture
def toy_game(app, toy):
    scene = ToyScene(app.app, Match.new("toy", seed=2))
    app.app.push(scene)
    app.step(2)
    return app, scene


def _button(scene, name):
    return next(w for w in scene.hud.widgets if w.name == name)


def _finish(scene):
    while not scene.match.over:
        if scene.state.current_player() == CHANCE:
            scene.throw()
        else:
            scene.play(2)
        scene.anims.skip()


def test_play_animates_and_refuses_without_raising(toy_game):
    h, scene = toy_game
    assert scene.play(2) and scene.animated == [2]
    assert not scene.play(1), "a move while the coin is due is refused"
    assert scene.refusals == ["not_your_turn"]
    scene.anims.skip()
    assert scene.throw()
    assert scene.state.current_player() in (0, 1)


def test_undo_and_redo_by_keys_and_buttons_follow_the_match(toy_game):
    h, scene = toy_game
    assert not _button(scene, "undo").enabled, "Undo is dimmed before any move"
    scene.play(1)
    h.settle(0.5)
    assert _button(scene, "undo").enabled and not _button(scene, "redo").enabled
    h.key("z", mods=("ctrl",))
    assert scene.match.actions == [] and scene.undone == [1]
    h.key("y", mods=("ctrl",))
    assert scene.match.actions == [1]
    h.settle(0.5)
    h.click(_button(scene, "undo").rect.center)
    assert scene.match.actions == []


def test_result_waits_for_the_animation_then_review_and_back(toy_game):
    h, scene = toy_game
    _finish(scene)
    scene.anims.add(0.3)
    h.step(1)
    assert not isinstance(h.top, GameOverScene), "the result never covers a move still animating"
    h.settle(0.6)
    assert isinstance(h.top, GameOverScene)
    h.key("escape")  # Esc on the result panel: back to the board to review it
    h.step(2)
    assert h.top is scene and scene.reviewing
    assert [w.name for w in scene.hud.widgets] == ["result", "menu"]
    h.key("escape")
    h.step(1)
    assert isinstance(h.top, GameOverScene)


def test_menu_pauses_with_restart_which_asks_mid_game_and_then_starts_afresh(toy_game):
    h, scene = toy_game
    scene.play(2)
    h.settle(0.5)
    h.key("escape")
    h.step(1)
    assert isinstance(h.top, PauseMenu)
    restart = next(w for w in h.top.widgets.widgets if w.label == "Restart")
    restart.activate()
    h.step(2)
    assert h.top.title == "Restart?", "a game in progress is not thrown away in one click"
    assert h.top.widgets.focused.label == "Keep playing", "the default keeps the game"
    h.key("return")
    h.step(2)
    assert h.top is scene and scene.match.actions == [2]
    h.key("escape")
    h.step(1)
    next(w for w in h.top.widgets.widgets if w.label == "Restart").activate()
    h.step(2)
    next(w for w in h.top.widgets.widgets if w.label == "Restart").activate()
    h.step(2)
    assert isinstance(h.top, ToyScene) and h.top is not scene and h.top.match.actions == []


def test_restart_before_the_first_move_does_not_ask(toy_game):
    h, scene = toy_game
    h.key("escape")
    h.step(1)
    next(w for w in h.top.widgets.widgets if w.label == "Restart").activate()
    h.step(2)
    assert isinstance(h.top, ToyScene) and h.top is not scene


def test_a_computer_seat_gets_think_calls_and_input_is_refused(toy_game):
    h, scene = toy_game
    calls = []
    scene.match.seats = ("human", "computer")
    scene.think = lambda: calls.append(scene.state.current_player())
    scene.play(2)
    scene.anims.skip()
    scene.match.play("no_extra")
    h.step(3)
    assert calls and set(calls) == {1}
    assert not scene.play(1) and scene.refusals[-1] == "not_your_turn"


def test_the_result_panel_opens_the_frame_after_the_last_move(toy_game):
    """The last move's frame draws the move; the panel (its frozen backdrop, its table) takes the next frame."""
    h, scene = toy_game
    while True:
        if scene.state.current_player() == CHANCE:
            scene.throw()
            scene.anims.skip()
            continue
        scene.play(2)
        scene.anims.skip()
        if scene.match.over:
            break
        h.step(1)
    h.step(1)   # the frame of the last move
    assert h.top is scene
    h.step(1)
    assert isinstance(h.top, GameOverScene)


def _until(h, scene, cond, frames=240):
    for _ in range(frames):
        if cond():
            return True
        h.step(1)
    return cond()


def test_the_computer_thinks_beside_the_loop_plays_throws_and_undo_returns_to_the_human(app, toy):
    """Seat 1 is the computer (tests/core/toy/ai.py): it thinks (shown), moves after a visible pause, throws
    its own coin; undo takes back to the human's decision; the menu interrupts the thinking at once."""
    h = app
    scene = ToyScene(h.app, Match.new("toy", seed=5, seats=("human", "hard")))
    h.app.push(scene)
    h.step(2)

    def human_decides():
        p = scene.state.current_player()
        return p == 0 or (p == CHANCE and scene.chance_owner() == 0)

    def play_human_turn():
        assert scene.play(1)
        scene.anims.skip()
        while scene.state.current_player() == CHANCE and scene.chance_owner() == 0:
            scene.throw()
            scene.anims.skip()
            if scene.state.current_player() == 0:
                assert scene.play(1)
                scene.anims.skip()

    play_human_turn()
    assert scene.state.current_player() == 1
    h.step(2)
    assert scene.thinking and scene.state.current_player() == 1, "a computer's move is never instant"
    top = h.screen.subsurface(pygame.Rect(0, 0, h.screen.get_width(), 60))
    assert pygame.transform.average_color(top)[:3] != (0, 0, 0), "the thinking sign is drawn on the board"
    h.key("escape")                          # the menu drops the question at once
    assert isinstance(h.top, PauseMenu) and not scene.thinking and not h.app.thinker.busy
    h.key("escape")
    assert h.top is scene
    assert _until(h, scene, lambda: scene.state.total >= 3 and human_decides() and not scene.anims.busy)
    computer_moves = [a for a in scene.match.actions if a in (1, 2)][1:]
    assert computer_moves and set(computer_moves) <= {2}, "the hard toy player adds 2"
    before_undo = list(scene.match.actions)
    h.key("z", mods=["ctrl"])
    assert human_decides() and len(scene.match.actions) < len(before_undo)
    assert not any(a == 2 for a in scene.match.actions), "undo took back every computer move after the human's"


def test_a_broken_computer_answer_is_said_not_looped(app, toy, monkeypatch):
    from tests.core.toy import ai
    monkeypatch.setattr(ai.Player, "choose", lambda self, state, seconds=None: 7)   # not a legal action
    scene = ToyScene(app.app, Match.new("toy", seed=5, seats=("hard", "human")))
    app.app.push(scene)
    app.step(60)
    assert scene.match.actions == [] and "could not move" in scene.message


def test_a_hint_shows_the_hard_players_move_without_playing_it(app, toy):
    h = app
    scene = ToyScene(h.app, Match.new("toy", seed=5))
    h.app.push(scene)
    h.step(2)
    assert "hint" in [w.name for w in scene.hud.widgets], "a game with a computer player offers hints"
    for _ in range(3):   # 6 of 10 after three moves of 2, seat 0 to move
        scene.match.play(2)
        scene.match.play("no_extra") if scene.state.current_player() == CHANCE else None
    scene.position_changed()
    while scene.state.current_player() != 0:
        scene.match.play(2 if scene.state.current_player() in (0, 1) else "no_extra")
    actions = list(scene.match.actions)
    h.key("h")
    h.step(2)
    assert scene.hint_action == 2 and scene.match.actions == actions, "shown, not played"
    assert "2" in scene.message
    assert not next(w for w in scene.hud.widgets if w.name == "hint").enabled
    assert scene.play(1)                    # playing on clears the hint
    assert scene.hint_action is None


def test_rules_and_settings_opened_from_the_pause_menu_come_back_to_it(toy_game):
    from game.scenes.rules_scene import RulesScene
    from game.scenes.settings_scene import SettingsScene
    h, scene = toy_game
    h.key("escape")
    pause = h.top
    assert isinstance(pause, PauseMenu)
    for label, kind in (("Rules", RulesScene), ("Settings", SettingsScene)):
        next(w for w in h.top.widgets.widgets if w.label == label).activate()
        h.step(2)
        assert isinstance(h.top, kind)
        h.key("escape")
        h.step(2)
        assert h.top is pause, f"Esc from {label} returns to the pause menu"


def test_undo_stays_dark_until_a_person_has_moved_against_a_computer_that_opens(make_app):
    from game.core import registry
    from game.core.match import HUMAN, Match
    h = make_app()
    spec = registry.get("pente")
    scene = spec.open_match(h.app, Match.new("pente", seats=("easy", HUMAN)))
    h.app.push(scene)
    for _ in range(240):
        h.step()
        if scene.match.actions and not scene.anims.busy:
            break
    undo = next(b for b in scene.hud.widgets if b.name == "undo")
    assert scene.match.actions and not undo.enabled       # taking back the computer's stone would change nothing
    first = list(scene.match.actions)
    h.key("z", mods=["ctrl"])                            # nor do the keys
    h.step(30)
    assert scene.match.actions == first and "Nothing to undo" in scene.message
    scene.play((9, 5))
    h.settle(1)
    assert undo.enabled


@pytest.mark.parametrize("game", ["pente", "senket"])
def test_the_pause_menu_shows_the_board_not_a_turn_banner_frozen_across_the_move_just_played(make_app, game):
    h = make_app(size=(1024, 768), game=game)
    h.key("return")
    h.settle(3)                                   # the game starts; its first banner has gone
    board = h.top
    s = board.state
    moves = [s.legal_actions()[0]] if game == "pente" else [s.post_action((5, 5)), s.END]
    for move in moves:
        assert board.play(move)
        board.anims.skip()
        h.step(1)
    h.step(3)
    assert board.banner.visible, "the turn passed: a banner crosses the board"
    h.key("escape")
    pause = h.top
    assert isinstance(pause, PauseMenu)
    fresh = pygame.Surface(h.screen.get_size())
    board.banner.dismiss()
    board.draw(fresh)                             # the board as it stands, no banner
    fresh.fill((105, 105, 105), special_flags=pygame.BLEND_MULT)
    area = board.view.rect
    assert (pygame.image.tobytes(pause.backdrop.subsurface(area), "RGB")
            == pygame.image.tobytes(fresh.subsurface(area), "RGB")), "the banner is frozen over the board"


@pytest.mark.parametrize("game_id", ["pente", "senket", "senet"])
def test_the_turn_banners_words_are_made_before_the_first_turn_changes(make_app, game_id):
    """A banner's words (~1.1-1.3 ms at 1920x1080) were made on the frame of the first turn change, among the
    slowest move frames of bench.frames with a computer seat (issue 39); they are made after the board's
    first frame is on the screen."""
    from game.core.match import Match
    from game.core.registry import get
    from game.ui import theme as theme_module
    h = make_app(size=(1920, 1080))
    board = get(game_id).open_match(h.app, Match.new(game_id, seed=3))
    h.app.push(board)
    h.step(2)
    if game_id == "senet" and board.state.current_side is None:
        pytest.skip("this rule set throws for a 1 first: the sides are not known yet")
    texts = board.banner_texts()
    assert len(texts) == 2
    size = int(56 * h.app.scale)
    for text in texts:
        assert (text, size, tuple(board.palette.text), True) in theme_module._TEXT_CACHE, text
