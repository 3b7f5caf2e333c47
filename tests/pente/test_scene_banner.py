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


def test_a_banner_held_still_is_the_same_band_and_looks_as_one_made_afresh(app):
    """While it holds still a banner blits the band it made (a new band and text copy on each of its ~50 frames
    was 0.4-0.6 ms of a move frame at 1920x1080, issue 39); sliding in and fading it is made again."""
    from game.ui.theme import PALETTES
    pal = PALETTES["classic"]
    rect = pygame.Rect(40, 30, 500, 500)

    def drawn(banner, age):
        banner.age = age
        surf = pygame.Surface((600, 600))
        surf.fill((20, 40, 60))
        banner.draw(surf, rect, pal, 1.2)
        return pygame.image.tobytes(surf, "RGB")

    held = Banner()
    held.show("Black's turn", (120, 122, 134))
    for age in (0.05, 0.3, 0.6, 0.9, 1.3):
        fresh = Banner()
        fresh.show("Black's turn", (120, 122, 134))
        assert drawn(held, age) == drawn(fresh, age), age
    held.age = 0.5
    drawn(held, 0.5)
    band = held._band[1]
    drawn(held, 0.8)
    assert held._band[1] is band, "held still: the same band"
    drawn(held, 1.3)
    assert held._band[1] is not band, "fading: made again"
