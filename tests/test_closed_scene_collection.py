"""A closed scene's surfaces are collected, but not inside the frame the player waits for (issue 39).

A scene and its buttons' bound methods form reference cycles, so closing one needs a full collection to
free its window-sized surfaces (2-7 ms with a board open). Closing a dialog or the pause menu back to the
board collects after that frame is flipped, in the time the loop waits for the next one; a new scene or a
new window size collects first, before making its own surfaces (the memory peak holds one set, not two)."""
from __future__ import annotations

import gc
import weakref

import pygame

import game.ui.app as app_module
from game.scenes.dialog import Dialog


def _watch(monkeypatch, order: list) -> None:
    collect, flip = gc.collect, pygame.display.flip
    monkeypatch.setattr(app_module.gc, "collect", lambda *a: order.append("collect") or collect(*a))
    monkeypatch.setattr(app_module.pygame.display, "flip", lambda: order.append("flip") or flip())


def test_a_dialog_closed_back_to_the_board_is_collected_after_the_flip(app, monkeypatch):
    dialog = Dialog(app.app, "A title", "A sentence.")
    app.app.push(dialog)
    app.step(2)
    gone = weakref.ref(dialog)
    del dialog
    order: list = []
    _watch(monkeypatch, order)
    gc.disable()                 # no automatic collection may free it meanwhile
    try:
        app.app.pop()
        app.step()
        assert order == ["flip", "collect"], "the frame that shows the scene below comes first"
        assert gone() is None, "and the closed dialog is freed at the end of that frame"
        order.clear()
        app.step()
        assert order == ["flip"], "one collection for one close"
    finally:
        gc.enable()


def test_a_new_scene_collects_the_closed_one_before_it_lays_itself_out(app, monkeypatch):
    first = Dialog(app.app, "First", "A sentence.")
    app.app.push(first)
    app.step(2)
    order: list = []
    _watch(monkeypatch, order)

    class Second(Dialog):
        def layout(self, size):
            order.append("layout")
            super().layout(size)
    app.app.replace(Second(app.app, "Second", "Another sentence."))
    app.step()
    assert order[:2] == ["collect", "layout"] and order.count("collect") == 1


def test_the_freed_pages_go_back_to_the_system_after_the_collection(app, monkeypatch):
    """The heap's free pages between live blocks are returned (glibc's malloc_trim), once per collection."""
    order: list = []
    _watch(monkeypatch, order)
    monkeypatch.setattr(app_module, "_malloc_trim", lambda pad: order.append("trim") or 1)
    app.app.push(Dialog(app.app, "A title", "A sentence."))
    app.step(2)
    order.clear()
    app.app.pop()
    app.step(2)
    assert order == ["flip", "collect", "trim", "flip"]


def test_a_board_drawn_alone_and_then_replaced_is_freed_before_the_next_board_is_made(app):
    """The app's note of which scene drew the window last (game/ui/damage.py) must not keep a closed board
    alive through the collection a new scene makes first: its layers were held beside the new board's
    (bench.monkey --seed 1 peaked at 175 MB, was 148)."""
    from game.core.match import Match
    from game.senket.scene import SenketScene
    board = SenketScene(app.app, Match.new("senket"))
    app.app.push(board)
    app.step(3)                               # drawn alone: the window is noted as this board's
    gone = weakref.ref(board)
    del board
    alive_at_layout: list = []
    newer = SenketScene(app.app, Match.new("senket"))
    real_layout = newer.layout

    def layout(size):
        alive_at_layout.append(gone() is not None)
        return real_layout(size)
    newer.layout = layout
    gc.disable()
    try:
        app.app.replace(newer)
        app.step()
    finally:
        gc.enable()
    assert alive_at_layout and alive_at_layout[0] is False
