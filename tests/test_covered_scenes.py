"""What the scenes under an opaque one let go (issue 39, ``bench.monkey --seed 1``).

The peak of that run was the rules page built over the pause menu over a Senket board at 1700x1080: under
the page, the pause menu held its window-sized frozen screen and the board its layers, though neither is
drawn until the page closes. Now the pause menu lets its picture go and draws it again from the board, and
the board keeps only the picture it shows; the player sees the same pixels."""
from __future__ import annotations

import hashlib

import pygame

from game.core.match import Match
from game.core.registry import get
from game.scenes.game_common import PauseMenu
from game.scenes.rules_scene import RulesScene
from game.senket.rules import Options

SIZE = (1700, 1080)


def step_until_rebuilt(h, board, most: int = 40) -> int:
    """Frames until a Senket board's layers are all built again (a part after each frame's flip,
    ``SenketScene._restore_layers``)."""
    for frames in range(1, most + 1):
        h.step(1)
        if board._restoring is None and not board.view.released and board.view._pieces is not None:
            return frames
    raise AssertionError(f"the layers were not built again in {most} frames")


def _shown(h) -> str:
    return hashlib.sha1(pygame.image.tobytes(h.app.screen, "RGB")).hexdigest()


def _paused_board(h, size: int = 17):
    board = get("senket").open_match(h.app, Match.new("senket", seed=3, options=Options(size=size)))
    h.app.push(board)
    h.step(3)
    pause = PauseMenu(h.app, "senket")
    h.app.push(pause)
    h.step(1)
    return board, pause


def _picture(board) -> bytes:
    return pygame.image.tobytes(board.view._surface, "RGB")


def _dimmed_board_shown(h, board) -> bool:
    """The screen shows the board's picture dimmed (the pause menu's frozen screen), away from the menu."""
    v = board.view
    picture = v._surface
    points = [(v.rect.left + v.margin // 2 + dx, v.rect.top + v.margin + dy) for dx in (0, 7) for dy in (0, 40, 200)]
    return all(h.app.screen.get_at(p)[:3] == tuple((c * 105 + 255) >> 8 for c in picture.get_at((p[0] - v.rect.x,
                                                                                             p[1] - v.rect.y))[:3])
               for p in points)


def test_under_the_rules_page_the_pause_menu_and_the_board_hold_no_layers_and_show_the_same_pixels(make_app):
    h = make_app(size=SIZE)
    board, pause = _paused_board(h)
    paused, picture = _shown(h), _picture(board)
    h.app.push(RulesScene(h.app, "senket"))
    h.step(1)
    assert pause.backdrop is None, "the pause menu holds its frozen screen under the rules page"
    v = board.view
    assert v.base is None and v.grid is None and v._under is None and v._pieces is None, \
        "the board holds the layers of its picture under the rules page"
    h.app.pop()                      # back to the pause menu: the same picture, drawn from the board
    h.step(1)
    assert _shown(h) == paused
    h.app.pop()                      # Resume: the same board, its layers built again a part after each frame
    frames = step_until_rebuilt(h, board)
    assert v.base is not None and v._under is not None and v._pieces is not None
    assert frames > 1, "built a part at a time, not all after one frame"
    assert _picture(board) == picture
    board.state.place_post((8, 8))   # and a move is drawn from them
    board.state.end_turn()
    h.step(2)
    assert _picture(board) != picture


def test_a_resize_under_the_rules_page_is_laid_out_when_the_board_shows_and_the_pause_menu_shows_the_board(make_app):
    h = make_app(size=(1920, 1080))
    board, pause = _paused_board(h, 31)
    h.app.push(RulesScene(h.app, "senket"))
    h.step(1)
    h.app.resize(SIZE)
    h.step(1)
    assert board.view.base is None and pause.backdrop is None, "a resize under the page built hidden pictures"
    h.app.pop()
    h.step(1)
    assert board.size == SIZE and board.view.rect.right <= SIZE[0]
    # the pause menu shows the board dimmed (it had shown the rules page it was laid out under)
    assert _dimmed_board_shown(h, board)


def test_a_move_while_the_layers_are_built_again_is_drawn_as_from_layers_built_at_once(make_app):
    """After Resume the board's layers come back a part after each frame (57 ms at once on a dense 31x31 board
    at 1920x1080, issue 39). A move shown before they are all back builds the rest first: the picture is what
    layers built at once give."""
    h = make_app(size=SIZE)
    board, pause = _paused_board(h)
    h.app.pop()
    h.step(2)
    assert board._restoring is not None, "still being built two frames after Resume"
    board.state.place_post((8, 8))
    board.state.end_turn()
    h.step(2)
    assert board._restoring is None
    shown = _picture(board)
    v = board.view
    v.release(picture=True)
    v.back_with(board.backdrop)
    v.render(board.state, board._shown_result, board.overlay)
    assert _picture(board) == shown
