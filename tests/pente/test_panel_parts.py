"""Pente's side panel draws again only the parts a move changed, and looks exactly as the whole panel (issue 39).

A move frame drew the whole panel anew (title, turn box, both trays, the log: ~1 ms at 1920x1080). It now
keeps its picture and draws again, each over its own area of the empty card, the turn box, a tray whose count
changed, the log. After every frame of moves, a capture (its stones flying to the tray), five in a row, undo
and redo, the kept panel is compared pixel for pixel with the panel drawn whole.
"""
from __future__ import annotations

import pygame
import pytest

from game.core.match import Match
from game.pente.rules import Options
from game.pente.scene import PenteScene
from tests.pente.test_board_layer import MOVES


def whole(scene: PenteScene) -> tuple[bytes, bytes]:
    kept = pygame.image.tobytes(scene.panel_surf, "RGBA")
    scene._panel_key = None            # as a new layout does: drawn whole
    drawn = pygame.image.tobytes(scene._panel(), "RGBA")
    assert scene.panel_surf is not None
    return kept, drawn


@pytest.mark.parametrize("size", [(1920, 1080), (800, 600)])
def test_the_kept_panel_after_each_frame_equals_the_panel_drawn_whole(make_app, size):
    h = make_app(size=size)
    scene = PenteScene(h.app, Match.new("pente", Options(tournament=True), seats=("human", "human")))
    h.app.push(scene)
    h.step()
    headings = 0
    real = scene._draw_heading

    def counted(*a):
        nonlocal headings
        headings += 1
        return real(*a)
    scene._draw_heading = counted
    changes = 0

    def check(what):
        nonlocal changes
        before, drawn_whole = scene._panel_key, headings
        h.step()
        changes += scene._panel_key != before
        assert headings == drawn_whole, f"{what}: the panel was drawn whole, not its parts"
        kept, drawn = whole(scene)
        assert kept == drawn, what

    for point in MOVES:
        assert scene.play(point), point
        for k in range(4):          # the captured stones fly to the tray over several frames
            check(f"after {point}, frame {k}")
    assert scene.match.over and scene.state.captured[1] + scene.state.captured[2] == 2
    for i in range(4):
        scene.undo()
        check(f"undo {i}")
    for i in range(4):
        scene.redo()
        check(f"redo {i}")
    scene.undo()
    assert scene.play((1, 1))          # taken back and played elsewhere within one frame: as many moves as before
    check("another last move")
    assert changes >= len(MOVES) + 8, "the panel changed on too few frames: the test does not see the parts path"
