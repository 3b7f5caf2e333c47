"""The turn banner stays off the move just played (it stood over the middle of the board, where the play is)."""
import pygame
import pytest

from game.core import registry
from game.core.match import Match
from game.scenes.game_common import Banner


@pytest.mark.parametrize("point", [(9, 9), (9, 3), (9, 15), (2, 17)])
def test_the_banner_after_a_move_leaves_that_stone_in_view(make_app, point):
    h = make_app()
    options = registry.get("pente").options_type(tournament=False)
    h.app.push(registry.get("pente").open_match(h.app, Match.new("pente", options, seats=("human", "human"))))
    h.step(2)
    scene = h.top
    scene.play(point)
    scene.anims.skip()
    h.step(2)
    assert scene.banner.visible
    stone = scene.view.pos_of(point)
    h.step(1)
    shown = h.screen.get_at(stone)
    scene.banner.dismiss()
    h.step(1)
    assert h.screen.get_at(stone) == shown, "the banner covers the stone just played"


def test_the_band_goes_to_the_edge_farther_from_the_point():
    board = pygame.Rect(100, 50, 600, 600)
    assert Banner.band_rect(board, 80).center == board.center                   # no point: the middle
    assert Banner.band_rect(board, 80, (400, 340)).bottom == board.bottom        # a point above the middle
    assert Banner.band_rect(board, 80, (400, 600)).top == board.top


def test_senkets_banner_leaves_the_post_just_played_in_view(make_app):
    h = make_app()
    h.app.push(registry.get("senket").open_match(h.app, Match.new("senket", None)))
    h.step(2)
    scene = h.top
    n = scene.state.size
    for action in (scene.state.post_action((n // 2, n // 2)), scene.state.END):
        scene.play(action)
        scene.anims.skip()
        h.step(1)
    h.step(1)
    assert scene.banner.visible
    post = scene.view.to_px((n // 2, n // 2))
    shown = h.screen.get_at(post)
    scene.banner.dismiss()
    h.step(1)
    assert h.screen.get_at(post) == shown
