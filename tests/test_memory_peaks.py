"""What the app holds, and makes at once, at the memory peaks of random input (issue 39, sixth session).

``python -m bench.monkey --events 20000 --size 1920x1080 --largest 1920x1080 --seed S --peaks`` places each
rise of the process's high-water mark in the app call that made it. At ``4f22db7`` seeds 1, 2 and 4 peaked over
150 MB, most of the last rises inside a resize drawing the shared backdrop. Each test here fails when the memory
it guards is held (or made at once) again."""
from __future__ import annotations

import sys

import pygame
import pytest

import game.ui.backdrop as backdrop_module
from bench.memory_parts import BACKDROP, SHADING, part
from game.ui.theme import PALETTES, vertical_gradient
from tests.test_covered_scenes import step_until_rebuilt


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_drawing_the_backdrop_makes_one_window_sized_surface_not_three():
    """(Linux.) The gradient, the motif's transparent layer and the converted copy lived at once: 23.6 MB over
    what the process held at 1920x1080, inside every resize (the last rises of seeds 1 and 4). Now the
    gradient is made in the display's format and the motif drawn through a band: 10.7 MB."""
    window_mb = 1920 * 1080 * 4 / 2 ** 20
    assert part(BACKDROP)["rise_mb"] < 2 * window_mb


@pytest.mark.parametrize("size", [(1920, 1080), (1901, 1080), (975, 497), (640, 480), (333, 1999), (2000, 150)])
def test_the_backdrop_drawn_band_by_band_has_the_pixels_of_the_motif_drawn_on_one_layer(make_app, size):
    """Each band of the motif is drawn with every shape reaching into it, whole, in the same order: the same
    pixels as the motif drawn on one window-sized layer and blitted over the gradient, converted."""
    make_app(size=(800, 600))            # a display, as the app has
    for palette in PALETTES.values():
        want = vertical_gradient(size, palette.bg_top, palette.bg_bottom)
        layer = pygame.Surface(size, pygame.SRCALPHA)
        for _top, _bottom, draw, colour, *args in backdrop_module._motif(size, palette):
            draw(layer, colour, *args)
        want.blit(layer, (0, 0))
        want = want.convert()
        got = backdrop_module._draw_backdrop(size, palette)
        assert got.get_size() == want.get_size() and got.get_bitsize() == want.get_bitsize()
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(want, "RGB"), (size, palette.name)


def _senket_board(h, size: int = 31):
    """A Senket board of ``size`` opened on top and drawn (its layers built)."""
    from game.core.match import Match
    from game.core.registry import get
    from game.senket.rules import Options
    board = get("senket").open_match(h.app, Match.new("senket", seed=3, options=Options(size=size)))
    h.app.push(board)
    h.step(3)
    return board


def _paused_senket(h, size: int = 31):
    from game.scenes.game_common import PauseMenu
    board = _senket_board(h, size)
    picture = pygame.image.tobytes(board.view._surface, "RGB")
    h.app.push(PauseMenu(h.app, "senket"))
    h.step(2)
    return board, picture


def _layers(view) -> list:
    return [name for name in ("base", "grid", "_under", "_pieces") if getattr(view, name) is not None]


def test_under_the_pause_menu_a_senket_board_keeps_its_picture_not_its_layers(make_app):
    """The peak of seed 1 was a 31x31 board under the pause menu at 1700x1080: the menu's frozen picture beside
    the board's picture and its four layers (17 MB at 1080 high), which nothing draws until Resume."""
    from tests.test_covered_scenes import _dimmed_board_shown
    h = make_app(size=(1920, 1080))
    board, picture = _paused_senket(h)
    assert _layers(board.view) == [], "the board holds the layers of its picture under the pause menu"
    assert pygame.image.tobytes(board.view._surface, "RGB") == picture
    assert _dimmed_board_shown(h, board)
    h.app.resize((1700, 1080))            # laid out and frozen anew: the new layers go again
    h.step(2)
    assert _layers(board.view) == [] and _dimmed_board_shown(h, board)
    h.app.pop()                           # Resume: the layers are built again, a part after each frame
    step_until_rebuilt(h, board)
    assert _layers(board.view) == ["base", "grid", "_under", "_pieces"]
    fresh = board.view._surface.copy()
    board.state.place_post((8, 8))        # and a move is drawn from them
    board.state.end_turn()
    h.step(2)
    assert pygame.image.tobytes(board.view._surface, "RGB") != pygame.image.tobytes(fresh, "RGB")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_shading_a_whole_31x31_board_makes_no_board_sized_temporaries():
    """(Linux.) A score's territories shaded on every cell of a 31x31 board at 1048 px rose the peak 10.4 MB
    over what the view held (an 8-byte index per pixel of every cell at once, and the old under layer alive
    while its replacement was made): the last rise of seed 1, a board alone at 1920x1080. Now 0.6 MB."""
    assert part(SHADING)["rise_mb"] < 2.0


def test_a_senet_board_keeps_no_window_sized_backdrop_and_shows_its_shadow_as_before(make_app):
    """Senet's board held a window-sized copy of the backdrop with its shadow cast on it (8 MB at 1920x1080,
    beside a dialog's frozen picture in seed 1's Senet pause-menu frames); its rounded frame shows the shadow
    through its corners, so the shadow is now a picture of the board's area and a little more."""
    from game.core.match import Match
    from game.core.registry import get
    from game.ui.backdrop import cast_shadow
    h = make_app(size=(1920, 1080))
    board = get("senet").open_match(h.app, Match.new("senet", seed=3))
    h.app.push(board)
    h.step(3)
    window = h.app.screen.get_size()
    held = [k for k, v in vars(board).items() if isinstance(v, pygame.Surface) and v.get_size() == window]
    assert held == [] and board.backdrop is backdrop_module._last[1], "the board holds a copy of the backdrop"
    want = board.backdrop.copy()          # what the copy with the shadow cast on it showed
    cast_shadow(want, board.view.rect)
    area, _ = board._shadowed
    r = board.view.rect
    corners = [(r.left, r.top), (r.right - 1, r.top), (r.left, r.bottom - 1), (r.right - 1, r.bottom - 1)]
    picture = board.view.build(board.palette, board.options)
    assert all(picture.get_at((x - r.x, y - r.y)).a < 255 for x, y in corners), "the frame's corners show what is under"
    for x, y in corners + [(r.right + 3, r.centery), (area.right - 1, r.centery), (r.centerx, r.top - 3), (2, 2)]:
        assert h.app.screen.get_at((x, y)) == want.get_at((x, y)), (x, y)


def test_the_spare_dialog_picture_goes_when_another_scene_or_a_boards_layers_are_made(make_app):
    """The last dialog's window-sized picture, kept for the next dialog (``backdrop.window_sized``), was held
    beside a board's layers as they were built and under every later scene: 8 MB at 1920x1080 in the late
    peaks of seeds 1 and 2 (a board alone). It now stays only while the scene it was closed over is on top."""
    from game.scenes.dialog import Dialog
    from game.scenes.rules_scene import RulesScene
    h = make_app(size=(1920, 1080))
    board, _ = _paused_senket(h)
    h.app.pop()                                       # Resume: the board builds its layers again
    step_until_rebuilt(h, board)
    assert _layers(board.view) and backdrop_module._SPARE == [], "kept beside the board's new layers"
    pente = __import__("game.core.registry", fromlist=["get"]).get("pente")
    from game.core.match import Match
    h.app.push(pente.open_match(h.app, Match.new("pente", seed=3)))
    h.step(2)
    h.app.push(Dialog(h.app, "A title", "A sentence."))
    h.step(2)
    h.app.pop()
    h.step(2)
    assert [s.get_size() for s in backdrop_module._SPARE] == [(1920, 1080)], "kept for the next dialog over Pente"
    h.app.push(RulesScene(h.app, "pente"))            # an opaque scene over the board: it goes
    h.step(2)
    assert backdrop_module._SPARE == []
    h.app.pop()
    h.step(1)
    h.app.push(Dialog(h.app, "A title", "A sentence."))
    h.step(2)
    h.app.pop()
    h.step(2)
    h.app.pop_to_root()                               # back to the menu: it goes
    h.step(2)
    assert backdrop_module._SPARE == []


def test_text_and_panel_cards_kept_are_bounded_to_what_a_screen_uses(make_app):
    """8 MB of rendered text and 8 MB of panel cards of old sizes were held at every late peak of the monkey;
    the boards' frames render the same text with 4 MB kept and make the same cards with only the four newest."""
    from game.scenes import canvas
    from game.ui import theme
    make_app(size=(1920, 1080))
    for i in range(3000):
        theme.Theme.text(f"line {i} of a long page of text", 30, (200, 200, 200))
    assert theme._text_bytes <= 4 * 1024 * 1024
    palette = PALETTES["classic"]
    canvas._CARDS.clear()
    for w in range(300, 500, 20):                      # ten panel sizes of 0.5-0.8 MB, as resizes make them
        canvas.panel_card((w, 400), palette)
    assert len(canvas._CARDS) == canvas.CARDS_ALWAYS_KEPT == 4
    canvas._CARDS.clear()


def test_a_senket_boards_layers_go_before_the_pause_menus_picture_is_made(make_app, monkeypatch):
    """Opening the pause menu over a 31x31 board at 1920x1080 made the menu's window-sized picture while the
    board still held its four layers (17 MB): 152.1 MB, the peak of seed 1 once the rest was let go."""
    from game.scenes.game_common import PauseMenu
    h = make_app(size=(1920, 1080))
    board = _senket_board(h, 31)
    held_when_made = []
    real = backdrop_module.window_sized

    def window_sized(*args):
        held_when_made.append(_layers(board.view))
        return real(*args)
    monkeypatch.setattr(backdrop_module, "window_sized", window_sized)
    h.app.push(PauseMenu(h.app, "senket"))
    h.step(2)
    assert held_when_made == [[]]


def test_a_note_opened_on_a_moves_frame_draws_the_board_from_its_layers_then_lets_them_go(make_app, monkeypatch):
    """"Why this score" pressed on the frame of a move: the note's picture draws the board's new position, which
    needs the layers. Let go before it, they were built again while the note's window-sized picture was held
    (151.4 MB, the peak of seed 1 after the other changes)."""
    from game.senket.view import BoardView
    h = make_app(size=(1920, 1080))
    board = _senket_board(h, 31)
    builds = []
    real = BoardView._build_base
    monkeypatch.setattr(BoardView, "_build_base", lambda view, *a: builds.append(1) or real(view, *a))
    board.state.place_post((8, 8))
    board.state.end_turn()
    board.why_this_score()
    h.step(2)
    assert type(h.top).__name__ == "NoteBeside"
    assert builds == [], "the layers were let go and built again for the note's picture"
    assert _layers(board.view) == [], "held under the note"


def test_a_senket_board_on_top_again_keeps_no_spare_dialog_picture_even_with_its_layers(make_app):
    """The spare stayed when a dialog closed over a board that had kept (or built again) its layers: seed 1's
    peak was then that board making a new picture beside it (151.4 MB at 1920x1080)."""
    from game.scenes.dialog import Dialog
    h = make_app(size=(1920, 1080))
    board, _ = _paused_senket(h, 17)
    board.view.back_with(board.backdrop)          # its layers are there when the menu closes
    h.app.pop()
    h.step(2)
    assert backdrop_module._SPARE == []
    h.app.push(Dialog(h.app, "A title", "A sentence."))
    h.step(2)
    h.app.pop()
    h.step(2)
    assert backdrop_module._SPARE == []


def test_a_dialog_opened_on_the_frame_a_new_score_is_shown_freezes_the_board_with_that_score(make_app):
    """The board keeps the score its picture shows while under a dialog; the dialog's picture still shows what
    the board would have shown on that frame: a score computed on the frame before is drawn in it."""
    from game.scenes.dialog import NoteBeside
    h = make_app(size=(1920, 1080))
    board = _senket_board(h, 11)
    for point in ((3, 3), (4, 5), (6, 6)):
        board.state.place_post(point)
        board.state.end_turn()
    h.step(1)                             # the move's frame: the score waits
    h.step(1)                             # scored here, shown on the next frame
    old = board._shown_result
    assert board.score_result is not old
    h.app.push(NoteBeside(h.app, "A note", "A sentence.", [("Close", None)], avoid=board.board_area))
    h.step(1)
    assert board._shown_result is board.score_result, "the note froze the board with the score before"
