"""What a board holds at 1920x1080, and how many fonts are kept (issue 39).

The memory peak of 20,000 random events at 1920x1080 (``python -m bench.monkey``) is a Senket board
under the pause menu: the board's layers, its backdrop, the frozen screen. The board kept a window-sized copy
of the backdrop only to carry its side panel's card (8 MB for a 1.7 MB card), two alternating board pictures
where the opaque one is never told apart by identity (3.5 MB); Pente's a copy for its shadow; and 64 fonts of
the window sizes seen were kept, each with its glyph cache."""
from __future__ import annotations

import sys

import pygame
import pytest

import game.ui.backdrop as backdrop_module
from game.core.match import Match
from game.core.registry import get
from game.senket.rules import Options
from game.ui.widgets import draw_panel

SIZE = (1920, 1080)


def _board(h, size: int = 31):
    match = Match.new("senket", seed=3, options=Options(size=size)) if size else Match.new("senket", seed=3)
    board = get("senket").open_match(h.app, match)
    h.app.push(board)
    h.step(3)
    return board


def test_a_senket_board_keeps_no_copy_of_the_window_backdrop_and_shows_the_same_pixels(make_app):
    h = make_app(size=SIZE)
    board = _board(h)
    shared = backdrop_module._last[1]
    window = h.app.screen.get_size()
    assert board.backdrop is shared
    held = [k for k, v in vars(board).items() if isinstance(v, pygame.Surface) and v.get_size() == window]
    assert held == [], "the board holds a window-sized picture of its own (a copy of the backdrop)"
    # the card is where a copy of the backdrop with the card drawn on it had it, pixel for pixel
    want = shared.copy()
    draw_panel(want, board.panel, board.palette, radius=14, alpha=225)
    assert pygame.image.tobytes(board.panel_back, "RGB") == pygame.image.tobytes(want.subsurface(board.panel), "RGB")
    # and around the board and the panel the frame shows the backdrop
    shot = h.app.screen
    for x, y in ((2, 2), (window[0] - 3, window[1] - 3), (board.view.rect.left - 3, board.view.rect.centery)):
        assert shot.get_at((x, y)) == shared.get_at((x, y))


def test_the_opaque_board_picture_is_drawn_again_in_one_surface(make_app):
    h = make_app(size=SIZE)
    board = _board(h, 11)
    pictures = set()
    for point in ((3, 3), (7, 7), (3, 7), (7, 3)):
        board.state.place_post(point)        # the position changes under the scene: the picture is redrawn
        board.state.end_turn()
        h.step(2)
        pictures.add(id(board.view._surface))
    assert not board.view._surface.get_flags() & pygame.SRCALPHA, "the test needs the board composed over its backdrop"
    assert len(board.view._pictures._surfaces) == 1 and len(pictures) == 1


def test_fonts_kept_are_bounded_over_many_window_sizes(make_app):
    """Each font size is a FreeType face with its glyph cache: the 64 kept held ~4 MB more at the monkey's
    peak than 32. (32 still holds every font one screen uses: bench.frames' three boards made 45 fonts in
    3,600 frames against 40 with 64 kept; one frame of the monkey used at most 22.)"""
    from game.ui.theme import Theme
    h = make_app(size=SIZE)
    _board(h, 17)
    for k in range(12):
        h.app.resize((1000 + 70 * k, 700 + 30 * k))
        h.step(2)
    assert Theme.font.cache_info().currsize <= 32, "fonts of every window size are kept"


def test_a_pente_board_keeps_no_copy_of_the_backdrop_and_shows_its_shadow_as_before(make_app):
    from game.ui.backdrop import cast_shadow
    h = make_app(size=SIZE)
    board = get("pente").open_match(h.app, Match.new("pente", seed=3))
    h.app.push(board)
    h.step(3)
    shared, window = backdrop_module._last[1], h.app.screen.get_size()
    assert board.backdrop is shared
    held = [k for k, v in vars(board).items() if isinstance(v, pygame.Surface) and v.get_size() == window]
    assert held == [], "the board holds a window-sized picture of its own (a copy of the backdrop)"
    # what a copy of the backdrop with the shadow cast on it showed around the board, pixel for pixel
    want = shared.copy()
    rect = board.view.rect
    cast_shadow(want, rect)
    area = rect.move(6, 8).inflate(24, 24).clip(want.get_rect())
    for part, strip in board._shadow:
        assert area.contains(part) and not part.colliderect(rect)
        assert pygame.image.tobytes(strip, "RGB") == pygame.image.tobytes(want.subsurface(part), "RGB")
    assert sum(p.width * p.height for p, _ in board._shadow) == area.width * area.height - rect.clip(area).width * rect.clip(area).height
    for x, y in ((rect.right + 4, rect.centery), (rect.centerx, rect.bottom + 6), (2, 2)):
        assert h.app.screen.get_at((x, y)) == want.get_at((x, y))


_REBUILD = """
import os
os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
import pygame
pygame.display.init(); pygame.display.set_mode((1920, 1080))
from game.senket.view import BoardView
from game.ui.theme import PALETTES
pal = list(PALETTES.values())[0] if isinstance(PALETTES, dict) else PALETTES[0]
backdrop = pygame.Surface((1920, 1080)).convert()
view = BoardView(31)
view.layout(pygame.Rect(100, 16, 1048, 1048), pal, 1.35, backed=True)
view.back_with(backdrop)
held = int(open("/proc/self/statm").read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20
for _ in range(2):
    view.back_with(backdrop)
hwm = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
print(hwm / 1024 - held)   # VmHWM: this process's own peak (ru_maxrss carries the parent's over the fork)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_building_a_boards_layers_holds_at_most_two_more_board_sized_surfaces_at_once():
    """(Linux: the peak is read from /proc.) Building the wood and grid (a resize, a new board, the layers after Rules) rose the process's peak by
    four board-sized surfaces over what it then held: the wood and its mask lived until the grid was made."""
    import subprocess
    from pathlib import Path
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, "-c", _REBUILD], capture_output=True, text=True, cwd=root, timeout=120,
                         check=True)
    board_mb = 1048 * 1048 * 4 / 2 ** 20
    assert float(out.stdout.split()[-1]) <= 2 * board_mb, out.stdout
