"""What a player's first hour with Pente found (the issue "A player's first hour"): the panel's move
number, coordinates under edge stones, text at 800×600, the viewer's button labels."""
from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.core.match import Match
from game.pente import text
from game.pente.rules import Options
from game.pente.scene import PenteScene
from game.ui.theme import Theme


def open_board(h, **options) -> PenteScene:
    scene = PenteScene(h.app, Match.new("pente", Options(tournament=False, **options), seats=("human", "human")))
    h.app.push(scene)
    h.step()
    return scene


EDGE = [(0, 0), (18, 0), (0, 18), (18, 18), (5, 0), (0, 7), (18, 9), (9, 18), (6, 0), (1, 0)]


# ---------------------------------------------------------------- 2. the move number
def test_panel_move_number_is_the_move_lists_number(make_app):
    assert [text.move_number(p) for p in range(5)] == ["Move 1", "Move 1", "Move 2", "Move 2", "Move 3"]
    h = make_app()
    scene = open_board(h)
    for p in EDGE:
        h.click(scene.view.pos_of(p))
    assert scene.state.ply == 10
    assert scene.how_text() == "Move 6"          # the list's last line is "5. G19 B19": Black opens 6.
    h.click(scene.view.pos_of((9, 9)))
    assert scene.how_text() == "Move 6"          # "6. K10 …": White's answer is still move 6


# ---------------------------------------------------------------- 5. coordinates beside edge stones
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_stones_on_the_edge_leave_the_coordinates_uncovered(make_app, monkeypatch, size):
    h = make_app(size=size)
    scene = open_board(h)
    view = scene.view
    with_labels = pygame.surfarray.array3d(view.board).astype(int)
    blank = lambda words, size, colour, bold=False: pygame.Surface((1, 1), pygame.SRCALPHA)  # noqa: E731
    monkeypatch.setattr(Theme, "text", staticmethod(blank))
    view.build(scene.palette)
    labels = np.abs(pygame.surfarray.array3d(view.board).astype(int) - with_labels).sum(axis=2) > 0
    monkeypatch.undo()
    view.build(scene.palette)
    assert labels.sum() > 100                      # the coordinates were found
    board = np.zeros((19, 19), dtype=np.int8)     # a stone on every edge point, both colours

    class Edge:
        winning_line = last_move = None
        restriction = staticmethod(lambda: None)

    for y in range(19):
        for x in range(19):
            if x in (0, 18) or y in (0, 18):
                board[y, x] = 1 + (x + y) % 2
    Edge.board = board
    layer = pygame.surfarray.array3d(view.render_position(Edge(), scene.palette)).astype(int)
    covered = labels & (np.abs(layer - with_labels).sum(axis=2) > 0)
    assert covered.sum() == 0, f"{covered.sum()} label pixels under stones"


# ---------------------------------------------------------------- 6. text at 800×600
def test_no_text_under_12_px_at_800x600(make_app, monkeypatch):
    sizes = []
    real = Theme.text
    monkeypatch.setattr(Theme, "text", staticmethod(
        lambda words, size, colour, bold=False: (sizes.append((size, words)), real(words, size, colour, bold))[1]))
    h = make_app(size=(800, 600))
    scene = open_board(h)
    h.click(scene.view.pos_of((9, 9)))
    h.key("right")
    h.step(2)
    small = sorted({(s, w) for s, w in sizes if s < 12})
    assert not small, small
    for b in scene.hud.widgets:                    # button labels at their full size or near it
        s = h.app.scale
        assert Theme.fit_size(b.label, int(32 * s), b.rect.width - 2 * int(18 * s), bold=True) >= 16, b.label


# ---------------------------------------------------------------- 11. the viewer's buttons
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_viewer_buttons_have_room_for_their_labels(make_app, size):
    h = make_app(size=size)
    scene = open_board(h)
    for p in EDGE[:4]:
        h.click(scene.view.pos_of(p))
    scene.start_viewing()
    h.step(2)
    s = h.app.scale
    names = [b.name for b in scene.hud.widgets]
    assert names == ["back", "forward", "branch", "game-review", "close"]
    for b in scene.hud.widgets:
        assert scene.panel.contains(b.rect)
        got = Theme.fit_size(b.label, int(32 * s), b.rect.width - 2 * int(18 * s), bold=True)
        assert got >= max(16, int(24 * s)), (b.label, got)
    rects = [b.rect for b in scene.hud.widgets]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert all(not r.colliderect(scene.hint_rect) for r in rects)
