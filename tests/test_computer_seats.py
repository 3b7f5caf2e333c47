"""Playing the computer through the real UI, in every game that has a computer player.

From the game's own setup screen a seat is given to the computer; a person
moves with the keyboard (or pad); the computer answers, visibly thinking;
H asks for a hint (marked, not played); undo goes back to the person's turn.
"""
from __future__ import annotations

import pytest

from game.core import registry
from game.core.protocol import CHANCE

GAMES = [s for s in registry.games() if s.has_computer]
SECOND_SEAT = {"pente": "white", "senket": "blue", "senet": "seat2"}


def human_move(h, scene, game: str, pad: bool) -> None:
    """One decision by the person at seat 0, with keys or the pad only."""
    confirm = (lambda: h.pad("a")) if pad else (lambda: h.key("return"))
    if game == "pente":
        confirm()                                   # the cursor starts on the centre point
    elif game == "senket":
        confirm()                                   # a post under the cursor
        h.pad("back") if pad else h.key("p")        # end the turn
    elif game == "senet":
        for _turn in range(12):                      # extra throws keep the turn: play until it passes
            for _ in range(40):
                if scene.state.current_player() == 0 and not scene.anims.busy:
                    break
                if scene.state.current_player() == CHANCE and not scene.anims.busy:
                    h.pad("a") if pad else h.key("space")
                h.step(1)
            confirm()                               # pick the first movable counter
            h.step(2)
            confirm()                               # move it
            h.step(2)
            scene.anims.skip()
            h.step(1)
            if scene.match.over or not (scene.state.current_player() == 0 or scene.chance_owner() == 0):
                break
    h.step(2)


def computers_turn_done(scene) -> bool:
    p = scene.state.current_player()
    if scene.match.over:
        return True
    if p == CHANCE:
        return scene.chance_owner() == 0 if scene.chance_owner() is not None else False
    return p == 0


@pytest.mark.parametrize("pad", [False, True], ids=["keyboard", "pad"])
@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
def test_a_person_plays_the_computer_sees_it_think_asks_a_hint_and_undoes(spec, pad, make_app):
    h = make_app()
    setup = spec.open_setup(h.app)
    h.app.push(setup)
    h.step(2)
    row = h.widget(SECOND_SEAT[spec.id])
    h.click(row.rect.center)                         # a click on the row steps on: Human -> Computer · Easy
    assert setup.values[SECOND_SEAT[spec.id]] == "easy"
    h.click(h.widget("start").rect.center)
    h.step(2)
    scene = h.top
    assert scene.match.seats == ("human", "easy")
    before = len(scene.match.actions)
    human_move(h, scene, spec.id, pad)
    assert len(scene.match.actions) > before, "the person's move was played"
    mine = len(scene.match.actions)
    saw_thinking = False
    for _ in range(600):
        saw_thinking |= scene.thinking
        if len(scene.match.actions) > mine and computers_turn_done(scene) and not scene.anims.busy:
            break
        h.step(1)
    assert saw_thinking, "the computer is seen thinking"
    assert len(scene.match.actions) > mine and computers_turn_done(scene), "the computer answered"
    if scene.match.over:
        return
    if scene.state.current_player() == 0:
        h.pad("rs") if pad else h.key("h")
        h.step(3)
        assert scene.hint_action is not None and scene.hint_action in scene.state.legal_actions()
        assert "Hint" in scene.message
        assert scene.state.current_player() == 0, "a hint is shown, not played"
    h.pad("y") if pad else h.key("z", mods=["ctrl"])
    h.step(2)
    p = scene.state.current_player()
    assert p == 0 or (p == CHANCE and scene.chance_owner() == 0), "undo returns to the person's decision"
    assert len(scene.match.actions) < mine + 1


FIRST_SEAT = {"pente": "black", "senket": "red", "senet": "seat1"}


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
def test_every_setup_says_which_seat_goes_first(spec, make_app):
    """Choosing who the computer plays, a person needs to know who starts: Senket and Senet said so,
    Pente's rows were just "Black" and "White"."""
    h = make_app()
    h.app.push(spec.open_setup(h.app))
    h.step(2)
    first = h.widget(FIRST_SEAT[spec.id]).label
    second = h.widget(SECOND_SEAT[spec.id]).label
    assert " first)" in first and "first" not in second, (first, second)


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
@pytest.mark.parametrize("device", ["mouse", "keyboard", "pad"])
def test_two_computers_at_the_board_say_how_to_pause_not_how_to_play(spec, device, make_app):
    """Watching two computers, the line under the panel told the (absent) player how to place a stone or
    throw the sticks. It now says the computer plays both sides and how to pause, for the device in use,
    and that way of pausing works; with a person seated it still says how to play."""
    from game.core.match import Match
    from game.scenes.board import WATCH_HINTS
    from game.scenes.game_common import PauseMenu
    h = make_app()
    scene = spec.open_match(h.app, Match.new(spec.id, None, seed=2, seats=("easy", "easy")))
    h.app.push(scene)
    if device == "keyboard":
        h.key("left")
    elif device == "pad":
        h.pad("left")
    else:
        h.move((5, 5))
    h.step(2)
    assert scene.mode_hint() == WATCH_HINTS[device]
    if device == "mouse":
        h.click(next(b for b in scene.hud.widgets if b.name == "menu").rect.center)
    else:
        h.key("escape") if device == "keyboard" else h.pad("start")
    assert isinstance(h.top, PauseMenu)
    h.app.pop()
    scene.match.seats = ("human", "easy")
    assert scene.mode_hint() is None


@pytest.mark.parametrize("pad", [False, True], ids=["keyboard", "pad"])
@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
def test_undo_while_the_computer_thinks_stops_it_at_once_and_takes_back_the_persons_move(spec, pad, make_app):
    """The issue: Esc, undo, menu and quit interrupt the thinking at once. In Senket, Ctrl+Z and the pad's
    undo were ignored while the computer was to move (only the Undo button worked)."""
    h = make_app()
    setup = spec.open_setup(h.app)
    h.app.push(setup)
    h.step(2)
    h.click(h.widget(SECOND_SEAT[spec.id]).rect.center)
    h.click(h.widget("start").rect.center)
    h.step(2)
    scene = h.top
    human_move(h, scene, spec.id, pad)
    for _ in range(300):                    # Senet's computer throws its sticks first
        if scene.thinking:
            break
        h.step(1)
    mine = len(scene.match.actions)
    assert mine and scene.thinking, "the computer thinks (never instantly)"
    h.pad("y") if pad else h.key("z", mods=["ctrl"])
    assert not scene.thinking and not h.app.thinker.busy
    p = scene.state.current_player()
    assert p == 0 or (p == CHANCE and scene.chance_owner() == 0), "back to the person's decision"
    assert len(scene.match.actions) < mine, "the person's move is taken back"


def test_the_computer_is_asked_on_the_frame_after_the_persons_move(make_app):
    """The move's own frame draws the move; the question to the worker (the record's text, its trip to the
    worker) waits for the next frame (issue 39: it was ~0.5-1 ms of the move frame)."""
    from game.core.match import Match
    from game.pente.scene import PenteScene
    h = make_app()
    scene = PenteScene(h.app, match=Match.new("pente", seats=("human", "easy")))
    h.app.push(scene)
    h.step(2)
    asked_on: list[int] = []
    real_ask = h.app.thinker.ask

    def ask(*args, **kwargs):
        asked_on.append(h.app.frame)
        return real_ask(*args, **kwargs)
    h.app.thinker.ask = ask
    h.key("return")                       # Black's first stone, on the centre point under the cursor
    assert scene.match.actions, "the person's move was played"
    moved = scene._moved_frame
    h.step(3)
    assert asked_on and asked_on[0] == moved + 1


@pytest.mark.parametrize("game", ["pente", "senket", "senet"])
def test_the_thinking_sign_names_the_level_and_fits_the_board_in_a_small_window(make_app, game, monkeypatch):
    """Against the computer a player could not see which level was playing (the panels name only the side):
    the sign shown while it thinks says it, and shrinks to stay on the board at 640x480 with the largest text."""
    from game.core.match import Match
    from game.ui.theme import Theme
    h = make_app(size=(640, 480), ui_scale=200)
    scene = registry.get(game).open_match(h.app, Match.new(game, seed=2, seats=("hard", "human")))
    h.app.push(scene)
    drawn = []
    real_text = Theme.text

    def text(words, *args, **kwargs):
        surf = real_text(words, *args, **kwargs)
        drawn.append((words, surf.get_width()))
        return surf
    monkeypatch.setattr(Theme, "text", staticmethod(text))
    real_sign = scene.draw_thinking
    rects = []
    monkeypatch.setattr(scene, "draw_thinking", lambda surface, rect: (rects.append(rect), real_sign(surface, rect)))
    for _ in range(300):
        drawn.clear()
        h.step(1)
        if scene.thinking:
            break
    assert scene.thinking
    label = next((words, w) for words, w in drawn if words.endswith("is thinking"))
    assert "(Hard) is thinking" in label[0], label
    assert label[1] < rects[-1].width, "the sign stays on the board"
