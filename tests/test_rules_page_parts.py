"""The rules page is kept as its parts, drawn where they are in view (issue 39): the whole page as one
window-wide picture was 15-19 MB at 1920x1080 (45 at 4K), beside the board it was opened over."""
from __future__ import annotations

import pygame

from game.scenes.rules_scene import RulesScene


def _surfaces(page) -> list[pygame.Surface]:
    return [page] if isinstance(page, pygame.Surface) else [sf for sf, _, _ in page.parts]


def _whole(page) -> pygame.Surface:
    """The page composed on one transparent surface, as it was kept before."""
    whole = pygame.Surface((page.get_width(), page.get_height()), pygame.SRCALPHA)
    for sf, x, y in page.parts:
        whole.blit(sf, (x, y))
    return whole


def _pages(make_app, size):
    """(tab, its page) for every tab of the rules scene, each shown for a frame first."""
    h = make_app(size=size)
    scene = RulesScene(h.app)
    h.app.push(scene)
    h.step(2)
    for tab in range(len(scene.ids)):
        scene.tab = tab
        h.step(1)
        yield scene.ids[tab], scene.page()


def test_the_page_holds_its_parts_not_a_window_wide_picture(make_app):
    for tab, page in _pages(make_app, (1920, 1080)):
        held = sum(sf.get_width() * sf.get_height() * sf.get_bytesize() for sf in _surfaces(page))
        assert held < 0.6 * page.get_width() * page.get_height() * 4, tab


def test_the_parts_in_view_draw_what_the_whole_page_drew(make_app):
    for tab, page in _pages(make_app, (1280, 800)):
        whole = _whole(page)
        for top in (0, 37, page.get_height() // 2, max(0, page.get_height() - 300)):
            area = pygame.Rect(0, top, page.get_width() - 20, 300)
            drawn, expected = pygame.Surface((1300, 400)), pygame.Surface((1300, 400))
            for surf in (drawn, expected):
                surf.fill((40, 60, 80))
                surf.set_clip(pygame.Rect(0, 0, 1300, 350))     # the caller's clip is kept and respected
            page.draw(drawn, (12, 30), area)
            expected.blit(whole, (12, 30), area.clip(whole.get_rect()))
            assert drawn.get_clip() == pygame.Rect(0, 0, 1300, 350)
            assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(expected, "RGB"), (tab, top)
