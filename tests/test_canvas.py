"""A reused layer surface holds exactly what a new surface or a copy would (game/scenes/canvas.py)."""
from __future__ import annotations

import random

import pygame

from game.scenes.canvas import Canvas


def _noise(surf: pygame.Surface, seed: int) -> pygame.Surface:
    rng = random.Random(seed)
    w, h = surf.get_size()
    for _ in range(300):
        surf.set_at((rng.randrange(w), rng.randrange(h)), tuple(rng.randrange(256) for _ in range(4)))
    return surf


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_copy_of_gives_the_source_pixels_with_alpha_each_time():
    canvas = Canvas()
    for seed in range(3):
        source = _noise(pygame.Surface((40, 30), pygame.SRCALPHA), seed)
        made = canvas.copy_of(source)
        assert same(made, source.copy())
        _noise(made, 99)                   # drawn on, then asked again: the source again, in the same surface
        again = canvas.copy_of(source)
        assert again is made and same(again, source)


def test_copy_of_an_opaque_surface_and_blank():
    canvas = Canvas()
    source = _noise(pygame.Surface((20, 20)), 1)
    first = canvas.copy_of(source)
    first.fill((1, 2, 3))
    assert same(canvas.copy_of(source), source)
    blank = Canvas()
    b = blank.blank((10, 12))
    b.fill((200, 100, 50, 128))
    assert same(blank.blank((10, 12)), pygame.Surface((10, 12), pygame.SRCALPHA))


def test_two_buffers_alternate_so_a_new_picture_is_a_new_object():
    canvas = Canvas(buffers=2)
    a, b, c = (canvas.blank((8, 8)) for _ in range(3))
    assert a is not b and c is a
    assert canvas.blank((9, 8)) is not a      # another size: another surface


def test_a_panel_card_blitted_on_a_transparent_area_is_what_draw_panel_draws_there():
    from game.scenes.canvas import panel_card
    from game.ui.theme import PALETTES
    from game.ui.widgets import draw_panel
    for palette in PALETTES.values():
        drawn = pygame.Surface((300, 200), pygame.SRCALPHA)
        rect = pygame.Rect(30, 40, 170, 90)
        draw_panel(drawn, rect, palette, radius=10, alpha=215)
        blitted = pygame.Surface((300, 200), pygame.SRCALPHA)
        blitted.blit(panel_card(rect.size, palette, radius=10, alpha=215), rect.topleft)
        assert same(drawn, blitted), palette.name


def test_panel_cards_of_old_sizes_are_let_go_but_a_screens_own_cards_stay():
    """After random resizes 33 cards of old sizes held 24 MB (issue 39): the cache is bounded in bytes, and the
    newest few are kept whatever their size (a panel and its trays must not be made again every frame)."""
    from game.scenes import canvas
    from game.ui.theme import PALETTES
    palette = PALETTES["classic"]
    canvas._CARDS.clear()
    for w in range(400, 1000, 20):                     # 30 sizes of about 1.6-4 MB each
        canvas.panel_card((w, 1000), palette)
    held = sum(c.get_width() * c.get_height() * 4 for c in canvas._CARDS.values())
    assert held <= canvas.CARD_CACHE_BYTES or len(canvas._CARDS) <= canvas.CARDS_ALWAYS_KEPT
    big = [canvas.panel_card((1600, 2100), palette), canvas.panel_card((700, 2100), palette, radius=10, alpha=215)]
    for _ in range(3):       # a 4K screen's own cards, each larger than the budget: the same surfaces every frame
        assert canvas.panel_card((1600, 2100), palette) is big[0]
        assert canvas.panel_card((700, 2100), palette, radius=10, alpha=215) is big[1]
    canvas._CARDS.clear()


def test_draw_changed_parts_draws_only_the_parts_whose_look_changed_each_over_its_own_area():
    import pygame
    from game.scenes.canvas import draw_changed_parts
    surf = pygame.Surface((40, 20), pygame.SRCALPHA)
    surf.fill((9, 9, 9, 255))
    card = pygame.Surface((40, 20), pygame.SRCALPHA)
    card.fill((1, 2, 3, 200))
    parts = {"left": (pygame.Rect(100, 50, 20, 20), "same"), "right": (pygame.Rect(120, 50, 20, 20), "new")}
    calls = []

    def draw(name, look):
        calls.append((name, look))
        surf.fill((200, 0, 0, 255))          # drawing past its area is clipped to it
    drawn = draw_changed_parts(surf, (100, 50), parts, {"left": "same", "right": "old"}, draw, card)
    assert calls == [("right", "new")] and drawn == [pygame.Rect(120, 50, 20, 20)]
    assert tuple(surf.get_at((5, 5))) == (9, 9, 9, 255)          # the unchanged part untouched
    assert tuple(surf.get_at((25, 5))) == (200, 0, 0, 255)
    assert surf.get_clip() == surf.get_rect()
