"""The backdrop behind every screen: one surface for the pages, a copy for each board that draws on it.

At 3840×2400 one backdrop is 37 MB, and the main menu stays under every
scene; a page that only blits it must not hold its own copy. A board draws
its shadow on its backdrop, which must never reach the pages. Senket's board
draws its panel's card on a picture of the panel's area only, Pente's its
shadow on strips around the board, Senet's on a picture of the board's own area (issue 39).
"""
import pygame
import pytest

from game.scenes.menu import MainMenu


@pytest.mark.parametrize("game", ["senket", "senet", "pente"])
def test_pages_share_one_backdrop_and_a_board_draws_on_its_own_copy(make_app, game):
    h = make_app(size=(800, 600), game=game)
    menu, setup = h.app.stack[0], h.top
    assert isinstance(menu, MainMenu)
    assert setup.backdrop is menu.backdrop, "the new-game setup holds a second copy of the menu's backdrop"
    before = pygame.image.tobytes(menu.backdrop, "RGB")
    h.key("return")
    h.settle(1)
    board = h.top
    if game == "senket":
        assert board.backdrop is menu.backdrop, "nothing is drawn on it: a copy would only hold memory"
        panel = pygame.image.tobytes(menu.backdrop.subsurface(board.panel), "RGB")
        assert pygame.image.tobytes(board.panel_back, "RGB") != panel, "the panel's card is on its own picture"
    elif game == "pente":
        assert board.backdrop is menu.backdrop, "nothing is drawn on it: a copy would only hold memory"
        assert board._shadow, "the shadow around the board is in strips of its own"
    else:
        assert board.backdrop is menu.backdrop, "nothing is drawn on it: a copy would only hold memory"
        area, shadowed = board._shadowed
        assert area.contains(board.view.rect.clip(area)) and shadowed.get_size() == area.size
        assert pygame.image.tobytes(shadowed, "RGB") != pygame.image.tobytes(menu.backdrop.subsurface(area), "RGB"), \
            "the board's shadow is on a picture of its own area"
    assert pygame.image.tobytes(menu.backdrop, "RGB") == before, "the board drew on the menu's backdrop"
