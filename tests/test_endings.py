"""A game's end shows the board: the result panel stands beside it, and the board is not dimmed."""
import pygame
import pytest

from game.core import registry
from game.core.match import Match
from game.scenes.game_common import GameOverScene

FIVE = [(9, 9), (0, 0), (10, 9), (0, 1), (11, 9), (0, 2), (12, 9), (0, 3), (13, 9)]


def finish_pente(h):
    spec = registry.get("pente")
    match = Match.new("pente", spec.options_type(tournament=False))
    for a in FIVE[:-1]:
        match.play(a)
    scene = spec.open_match(h.app, match)
    h.app.push(scene)
    h.step(3)
    scene.play(FIVE[-1])
    for _ in range(300):
        h.step()
        if isinstance(h.top, GameOverScene):
            break
    return scene


@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (1920, 1080)])
def test_the_result_panel_leaves_the_winning_five_in_view_and_bright(make_app, size):
    h = make_app(size=size)
    scene = finish_pente(h)
    over = h.top
    assert isinstance(over, GameOverScene)
    board = scene.board_area()
    assert not over.panel.colliderect(board)
    # the board is copied bright into the frozen picture; outside it the picture is dimmed
    inside = pygame.transform.average_color(over.backdrop, board)
    outside = pygame.transform.average_color(over.backdrop, pygame.Rect(board.right + 2, 0, 4, size[1]))
    assert sum(inside[:3]) > 2 * sum(outside[:3])
