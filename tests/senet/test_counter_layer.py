"""A Senet move draws the counters' layer again only in the houses that changed (issue 39), and the layer is
then exactly what drawing it whole gives: a counter come, gone or swapped, beside neighbours whose sprites are
drawn again clipped to the house."""
from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.senet.rules import HOUSES
from game.senet.view import BoardView
from game.ui.theme import PALETTES

boards = st.lists(st.sampled_from([None, 0, 1]), min_size=HOUSES, max_size=HOUSES).map(lambda b: [None] + b)


def _view(width: int) -> BoardView:
    view = BoardView()
    view.fit(pygame.Rect(40, 30, width, width // 3))
    return view


@settings(max_examples=40)
@given(before=boards, after=boards, width=st.sampled_from([640, 1100, 1500]),
       palette=st.sampled_from(sorted(PALETTES)))
def test_a_patched_counter_layer_equals_the_layer_drawn_whole(before, after, width, palette):
    pal = PALETTES[palette]
    view = _view(width)
    layer = view.render_counters(before, pal)
    changed = [h for h in range(1, HOUSES + 1) if before[h] != after[h]]
    drawn = view.patch_counters(layer, after, pal, changed)
    whole = view.render_counters(after, pal)
    assert pygame.image.tobytes(layer, "RGBA") == pygame.image.tobytes(whole, "RGBA")
    assert len(drawn) == len(changed)
    for house, rect in zip(changed, drawn):
        assert rect.contains(view.house_rect(house))      # the ring under the counter is inside what is drawn


def test_a_counter_rect_holds_everything_its_counter_draws():
    """What a move reports drawn must cover the counter's sprite, or the window keeps a stale one."""
    pal = PALETTES["classic"]
    view = _view(1500)
    board = [None] * (HOUSES + 1)
    for house in (1, 15, 30):
        for side in (0, 1):
            board[house] = side
            alone = view.render_counters(board, pal)
            touched = alone.get_bounding_rect().move(view.rect.topleft)
            assert view.counter_rect(house).contains(touched), (house, side)
            board[house] = None
