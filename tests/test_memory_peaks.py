"""What the app holds, and makes at once, at the memory peaks of random input (issue 39, sixth session).

``python -m bench.monkey --events 20000 --size 1920x1080 --largest 1920x1080 --seed S --peaks`` places each
rise of the process's high-water mark in the app call that made it. At ``4f22db7`` seeds 1, 2 and 4 peaked over
150 MB, most of the last rises inside a resize drawing the shared backdrop. Each test here fails when the memory
it guards is held (or made at once) again."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

import game.ui.backdrop as backdrop_module
from game.ui.theme import PALETTES, vertical_gradient

ROOT = Path(__file__).resolve().parents[1]


def _peak_over_held(code: str) -> float:
    """Run ``code`` (which prints the MB it held before its measured part) in a fresh process: VmHWM over that
    (ru_maxrss would carry the pytest process's peak over the fork)."""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120,
                         check=True)
    return float(out.stdout.split()[-1])


_BACKDROP = """
import os
os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
import pygame
pygame.display.init(); pygame.display.set_mode((1920, 1080))
from game.ui.app import prepare_environment
prepare_environment(True)          # the app's malloc settings: window-sized blocks are mmapped, freed at once
from game.ui import backdrop
from game.ui.theme import PALETTES
backdrop._draw_backdrop((640, 480), PALETTES["classic"])     # imports and first-use allocations out of the way
held = int(open("/proc/self/statm").read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20
made = backdrop._draw_backdrop((1920, 1080), PALETTES["classic"])
hwm = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
print(hwm / 1024 - held)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_drawing_the_backdrop_makes_one_window_sized_surface_not_three():
    """(Linux.) The gradient, the motif's transparent layer and the converted copy lived at once: 23.6 MB over
    what the process held at 1920x1080, inside every resize (the last rises of seeds 1 and 4). Now the
    gradient is made in the display's format and the motif drawn through a band: 10.7 MB."""
    window_mb = 1920 * 1080 * 4 / 2 ** 20
    assert _peak_over_held(_BACKDROP) < 2 * window_mb


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
