"""A move frame redraws only the points a move changed (issue 39), and the board looks exactly as a full redraw.

The scene keeps the board layer and, after a move, a capture, an undo or a redo, repaints the changed
points on it (``BoardView.update_position``). Compared pixel for pixel with a board rendered from scratch
by a second view of the same size: the new stone, the captured stones gone and given back, the last-move
mark moved, the tournament rule's shading and the winning line all as a full render draws them. The
shading coming or going and the line shown or taken back are patched too (they were drawn whole, ~2 ms of
a move frame, in every game's first moves and at its end).
"""
from __future__ import annotations

import pygame

from game.core.match import Match
from game.pente.rules import Options
from game.pente.scene import PenteScene
from game.pente.view import BoardView

# tournament opening (centre, then the box), a capture of two, five in a column; then taken back and replayed
MOVES = [(9, 9), (10, 9), (12, 12), (11, 9), (12, 9), (0, 0), (12, 10), (0, 2), (12, 11), (0, 4), (12, 13)]


def full_render(scene: PenteScene) -> bytes:
    view = BoardView(scene.state.size)
    view.fit(scene.view.rect)
    view.build(scene.palette)
    return pygame.image.tobytes(view.render_position(scene.state, scene.palette), "RGB")


def test_layer_after_each_move_undo_and_redo_equals_a_full_render(make_app):
    h = make_app(size=(1920, 1080))
    scene = PenteScene(h.app, Match.new("pente", Options(tournament=True), seats=("human", "human")))
    h.app.push(scene)
    h.step()
    patched = 0
    real = scene.view.update_position

    def counted(*a):
        nonlocal patched
        done = real(*a)
        patched += done
        return done
    scene.view.update_position = counted

    def check(what):
        layer = scene._board_layer()
        assert pygame.image.tobytes(layer, "RGB") == full_render(scene), what

    for point in MOVES:
        assert scene.play(point), point
        check(f"after {point}")
    assert scene.match.over and scene.state.winning_line
    for i in range(6):
        scene.undo()
        check(f"undo {i}")
    for i in range(6):
        scene.redo()
        check(f"redo {i}")
    assert patched == len(MOVES) + 12     # every one of them patched, the shading's and the line's changes too


class _CountingSurface(pygame.Surface):
    """A window-sized target that counts the pixels blitted onto it from one source."""
    source = None
    copied = 0

    def blit(self, src, dest, area=None, special_flags=0):
        if src is self.source:
            size = pygame.Rect(area).size if area is not None else src.get_size()
            self.copied += size[0] * size[1]
        return super().blit(src, dest, area, special_flags)


def test_a_frame_copies_the_backdrop_only_around_the_boards_opaque_picture(make_app):
    """The backdrop was blitted whole under the board's opaque picture on every frame (a window-sized copy, ~1
    ms at 1920x1080, issue 39); the frame is the same without it (bench.frame_hashes: every frame of
    bench.frames pente hashes alike)."""
    h = make_app(size=(1920, 1080))
    scene = PenteScene(h.app, Match.new("pente", Options(tournament=True), seats=("human", "human")))
    h.app.push(scene)
    h.step(2)
    scene.play((9, 9))
    h.step(2)
    target = _CountingSurface(h.app.screen.get_size())
    target.source = scene.backdrop
    scene.draw(target)
    w, h_ = target.get_size()
    board = scene.view.rect
    assert target.copied == w * h_ - board.width * board.height
    assert pygame.image.tobytes(target, "RGB") == pygame.image.tobytes(h.app.screen, "RGB")
