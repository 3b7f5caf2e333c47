"""The computer player's worker is started after a frame is flipped, not inside the frame of its first
question (issue 39: importing multiprocessing and spawning the worker took ~40 ms of that frame), both when a
board with a computer seat opens and when a question is dropped (undo), which stops the busy worker."""
from __future__ import annotations

import pygame

import game.ui.app as app_module
from game.core.match import Match
from game.core.registry import get


class Recorder:
    """A thinker that never answers and writes down what it is asked to do."""

    in_process = False
    busy = False

    def __init__(self, order: list) -> None:
        self.order = order

    def warm(self):
        self.order.append("warm")

    def ask(self, *args, **kwargs):
        self.order.append("ask")

    def poll(self):
        return None

    def cancel(self):
        self.order.append("cancel")

    def close(self):
        pass


def test_the_worker_starts_after_the_flip_when_the_board_opens_and_after_an_undo(app, monkeypatch):
    order: list = []
    flip = pygame.display.flip
    monkeypatch.setattr(app_module.pygame.display, "flip", lambda: order.append("flip") or flip())
    app.app.thinker.close()
    app.app.thinker = Recorder(order)
    board = get("pente").open_match(app.app, Match.new("pente", seed=1, seats=("easy", "human")))
    app.app.push(board)
    app.step(1)
    assert "warm" in order and order.index("flip") < order.index("warm"), order
    app.step(40)           # the computer (first seat) is asked
    assert "ask" in order
    order.clear()
    board.undo()           # drops the question: the busy worker is stopped
    app.step(1)
    assert order[:1] == ["cancel"] and "warm" in order and order.index("flip") < order.index("warm"), order


def test_the_autosave_writer_starts_after_the_flip_when_a_kept_board_opens(app, monkeypatch):
    """Its thread was started on the frame of the first move, holding that frame ~4 ms (issue 39)."""
    order: list = []
    flip = pygame.display.flip
    monkeypatch.setattr(app_module.pygame.display, "flip", lambda: order.append("flip") or flip())
    autosave = app.app.autosave
    real = autosave._start_writer
    monkeypatch.setattr(autosave, "_start_writer", lambda: order.append("writer") or real())
    board = get("pente").open_match(app.app, Match.new("pente", seed=1, seats=("human", "human")))
    app.app.push(board)
    app.step(1)
    assert "writer" in order and order.index("flip") < order.index("writer"), order
    assert autosave._writer.running()
    assert not board.match.actions           # started before any move was made
