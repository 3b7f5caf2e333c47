"""Sleeping while nothing moves: which scenes want frames, App.idle(), and the idle turn of the loop.

The windowed loop waits for input when App.idle() says nothing moves; these tests pin what
counts as "something moves" (an animation, the banner, a toast, a computer to move, a script
still to play) and that a still menu or board counts as idle. CPU figures: bench/idle_cpu.py.
"""
from __future__ import annotations

import time

import pygame

from game.core.match import Match
from game.core.protocol import CHANCE
from game.pente.rules import Options
from game.pente.scene import PenteScene
from game.scenes.menu import MainMenu
from game.senet.rules import Options as SenetOptions
from game.senet.scene import SenetScene
from game.ui import app as app_module
from game.ui.app import TOAST_SECONDS


def open_board(h, seats=("human", "human")) -> PenteScene:
    scene = PenteScene(h.app, Match.new("pente", Options(tournament=False), seats=seats))
    h.app.push(scene)
    h.step(draw=False)
    return scene


def test_a_still_menu_is_idle_but_not_right_after_input(make_app):
    h = make_app()
    assert isinstance(h.top, MainMenu)
    h.step(3, draw=False)
    assert not h.top.wants_frames()
    assert h.app.idle()
    h.key("down", draw=False)                  # input: a few more frames before sleeping
    assert not h.app.idle()
    h.step(3, draw=False)
    assert h.app.idle()


def test_a_toast_keeps_frames_until_it_has_faded(make_app):
    h = make_app()
    h.step(3, draw=False)
    h.app.notify("Hello")
    assert not h.app.idle()
    h.step(int(TOAST_SECONDS * 60) - 10, draw=False)
    assert not h.app.idle()                    # still fading
    h.step(12, draw=False)
    assert h.app.idle()


def test_an_idle_board_sleeps_and_a_move_wakes_it_until_its_animation_ends(make_app):
    h = make_app()
    scene = open_board(h)
    h.settle(1.0)
    assert not scene.wants_frames() and h.app.idle()
    h.click(scene.view.pos_of((9, 9)), draw=False)
    assert scene.match.actions                 # the stone is played...
    assert scene.wants_frames()                # ...and its ripple, the banner keep frames coming
    h.step(10, draw=False)
    assert scene.wants_frames() and not h.app.idle()
    h.settle(3.0)                              # banner, ripple and message all done
    assert not scene.wants_frames() and h.app.idle()


def test_the_banner_and_queued_animations_keep_frames(make_app):
    h = make_app()
    scene = open_board(h)
    h.settle(1.0)
    assert not scene.wants_frames()
    scene.banner.show("White's turn", (255, 255, 255))
    assert scene.wants_frames()
    h.settle(2.0)
    assert not scene.wants_frames()
    scene.anims.add(1.0)
    assert scene.wants_frames()
    h.settle(1.5)
    assert not scene.wants_frames()


def test_a_computer_to_move_keeps_frames_until_it_has_moved(make_app):
    h = make_app()
    scene = open_board(h, seats=("easy", "human"))
    assert not scene.match.is_human_turn()
    h.step(5, draw=False)
    assert scene.wants_frames() and not h.app.idle()   # it is thinking (the worker is polled each frame)
    h.settle(4.0)
    assert scene.match.actions and scene.match.is_human_turn()
    assert not scene.wants_frames() and h.app.idle()


def test_a_computers_turn_wants_frames_before_it_starts_thinking(make_app):
    h = make_app()
    scene = PenteScene(h.app, Match.new("pente", Options(tournament=False), seats=("easy", "human")))
    h.app.push(scene)
    h.app.apply_stack_changes()
    assert not scene.thinking and scene.wants_frames()


def test_a_computers_throw_due_keeps_frames(make_app):
    h = make_app()
    scene = SenetScene(h.app, SenetOptions(), {0: "easy"}, seed=3)
    h.app.push(scene)
    h.step(2, draw=False)
    assert scene.state.current_player() == CHANCE and not scene.thinking   # its throw is due, after a pause
    assert scene.wants_frames() and not h.app.idle()


def test_a_board_under_the_pause_menu_sleeps(make_app):
    h = make_app()
    scene = open_board(h, seats=("easy", "human"))
    scene.pause()                              # stops the computer's thinking; the pause menu is on top
    h.step(4, draw=False)
    assert h.top is not scene
    assert h.app.idle()


def test_a_script_still_to_play_or_a_held_pad_direction_keeps_frames(make_app):
    h = make_app()
    h.step(3, draw=False)
    assert h.app.idle()
    h.app.script = [object()]                  # steps due at later frames
    assert not h.app.idle()
    h.app.script = []
    h.app.input._held[(0, "stick")] = "up"     # auto-repeat runs on frame time
    assert not h.app.idle()
    h.app.input._held.clear()
    assert h.app.idle()


def test_headless_and_frames_runs_never_sleep(make_app):
    h = make_app()
    assert not h.app.may_sleep                 # headless: every frame stepped, 1/60 s each, as before
    h.app.fixed_dt = None
    assert h.app.may_sleep                     # the windowed loop
    h.app.options.frames = 5
    assert not h.app.may_sleep                 # --frames N: N frames, as before


def test_the_idle_turn_waits_for_input_and_draws_only_when_it_comes(make_app, monkeypatch):
    h = make_app()
    h.step(3, draw=False)
    assert h.app.idle()
    drawn = []
    real_draw = h.app.draw
    monkeypatch.setattr(h.app, "draw", lambda: (drawn.append(h.app.frame), real_draw()))
    monkeypatch.setattr(app_module, "IDLE_WAIT_SECONDS", 0.05)
    frame = h.app.frame
    t0 = time.perf_counter()
    h.app.idle_step()                          # no input: waits the whole timeout, updates, draws nothing
    assert time.perf_counter() - t0 >= 0.045
    assert h.app.frame == frame + 1 and not drawn
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    focus = h.top.widgets.focus
    monkeypatch.setattr(app_module, "IDLE_WAIT_SECONDS", 10.0)   # had it waited, a busy machine could not hide it
    t0 = time.perf_counter()
    h.app.idle_step()                          # input: handled at once, and the frame is drawn
    assert time.perf_counter() - t0 < 5.0
    assert drawn and h.top.widgets.focus != focus
