"""The review's graph: who was ahead reads from the colours, marks sit on the curve, a click finds the move."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.ui.theme import PALETTES
from game.ui.value_graph import ValueGraph

PAL = PALETTES["classic"]


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((800, 600))
    yield


def drawn(graph, rect, current=None, scale=1.0):
    screen = pygame.Surface((800, 600))
    screen.fill((0, 0, 0))
    graph.layout(rect)
    graph.draw(screen, PAL, current, scale)
    return screen


def near(colour, target, tol=90):
    return sum(abs(a - b) for a, b in zip(colour[:3], target)) < tol


def hue_of(colour) -> str:
    """Which seat's colour a pixel leans to (the fill is see-through, so only the lean is compared)."""
    def lean(target):
        total = sum(target) or 1
        return sum(abs(c / max(1, sum(colour[:3])) - t / total) for c, t in zip(colour[:3], target))
    return "first" if lean(PAL.player1) < lean(PAL.player2) else "second"


def test_the_side_ahead_owns_the_area_between_the_curve_and_the_middle():
    # the first seat well ahead for the first half, then the second seat
    g = ValueGraph([0.9] * 10 + [0.1] * 10, "win", start=0.5)
    rect = pygame.Rect(100, 100, 400, 160)
    screen = drawn(g, rect)
    early_above = screen.get_at((rect.x + 100, rect.y + 50))    # above the middle, early: the first seat's colour
    late_below = screen.get_at((rect.x + 300, rect.y + 110))    # below the middle, late: the second seat's
    assert hue_of(early_above) == "first" and hue_of(late_below) == "second"
    # below the middle early and above it late, nobody's area: the panel shows through
    assert near(screen.get_at((rect.x + 100, rect.y + 120)), PAL.panel, 40)
    assert near(screen.get_at((rect.x + 300, rect.y + 50)), PAL.panel, 40)


def test_a_click_finds_the_move_and_the_current_move_has_a_line():
    g = ValueGraph([0.5 + 0.02 * i for i in range(20)], "win")
    rect = pygame.Rect(50, 300, 600, 120)
    screen = drawn(g, rect, current=9)
    x9 = g._x(9)
    assert near(screen.get_at((x9, rect.y + 5)), PAL.focus, 40)
    assert g.index_at((x9, rect.centery)) == 9
    assert g.index_at((rect.x, rect.centery)) == -1               # the start
    assert g.index_at((rect.right - 1, rect.centery)) == 19
    assert g.index_at((rect.x - 5, rect.centery)) is None


def test_a_blunder_is_a_red_dot_on_the_curve():
    values = [0.5] * 10 + [0.05] * 10
    g = ValueGraph(values, "win", marks={10: "blunder"})
    rect = pygame.Rect(0, 0, 500, 200)
    screen = drawn(g, rect)
    assert near(screen.get_at((g._x(10), g._y(0.05))), PAL.bad, 40)


def test_points_scale_to_the_largest_swing_and_carry_values_over_mid_turn():
    g = ValueGraph([None, 10.0, None, -40.0], "points", start=0.0)
    assert g.values == [0.0, 10.0, 10.0, -40.0]
    assert g.half_range == pytest.approx(44.0)
    g.layout(pygame.Rect(0, 0, 300, 100))
    assert g._y(0.0) == pytest.approx(50, abs=1)


def test_it_reads_at_800x600_and_150_percent_text_and_in_a_tiny_box():
    g = ValueGraph([0.5, 0.6, 0.4] * 30, "win", marks={4: "mistake"})
    drawn(g, pygame.Rect(10, 420, 300, 80), current=40, scale=1.5)     # labels dropped where they would crowd
    drawn(g, pygame.Rect(10, 420, 6, 6), current=40)                     # too small: nothing, no error
