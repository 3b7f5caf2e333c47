"""Senet's side panel keeps its special houses in view: under what just happened, with earlier turns below
(the list stood at the foot of the panel, above a large empty gap), and in a small window with large text in
the options line's place (at 800x600 with 150% text there was no room and they were left out)."""
import pytest

from game.core import registry
from game.core.match import Match
from game.ui.theme import Theme


def open_senet(make_app, size, ui):
    h = make_app(size=size, ui_scale=ui)
    scene = registry.get("senet").open_match(h.app, Match.new("senet", None, seed=3))
    h.app.push(scene)
    h.step(3)
    return h, scene


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
def test_the_special_houses_follow_the_turn_box_with_no_gap_between(make_app, size):
    h, scene = open_senet(make_app, size, 100)
    assert len(scene.legend_drawn) == 6                     # the whole list: six houses
    line = Theme.font(scene.text_size).get_linesize()
    assert scene.legend_top - scene.status_rect.bottom <= 4 * line, (scene.legend_top, scene.status_rect)


@pytest.mark.parametrize("size, ui", [((800, 600), 150), ((640, 480), 150), ((800, 600), 100), ((1280, 800), 150)])
def test_a_small_panel_still_names_the_safe_houses(make_app, size, ui):
    h, scene = open_senet(make_app, size, ui)
    drawn = " ".join(scene.legend_drawn)
    assert "15" in drawn and "26" in drawn and "30" in drawn and "safe" in drawn.lower(), scene.legend_drawn
