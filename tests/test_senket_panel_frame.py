"""Issue 39: Senket's side panel was drawn anew on every frame (~40% of a frame while the computer thinks).
It is drawn again only when what it shows changes, and kept as a picture otherwise: idle frames draw no text,
and a move, a message or a resize shows the new panel on its own frame."""
from __future__ import annotations

import pygame

from tests.senket.test_scene_features import open_board


def _count_text_draws(scene, monkeypatch) -> list:
    drawn = []
    draw = type(scene)._draw_hud_text
    monkeypatch.setattr(type(scene), "_draw_hud_text", lambda self, surf: drawn.append(1) or draw(self, surf))
    return drawn


def _panel_pixels(h, scene) -> bytes:
    area = scene.info_rect.clip(h.app.screen.get_rect())
    return pygame.image.tobytes(h.app.screen.subsurface(area), "RGB")


def test_idle_frames_keep_the_panel_and_a_change_draws_it_again(make_app, monkeypatch):
    h = make_app(size=(1280, 800))
    scene = open_board(h)
    h.step(2)
    drawn = _count_text_draws(scene, monkeypatch)
    before = _panel_pixels(h, scene)
    h.step(5)
    assert drawn == [], "the panel's text was drawn again though nothing it shows changed"
    assert _panel_pixels(h, scene) == before

    g = scene.state
    assert scene.play(g.post_action((1, 2)))
    h.step(3)
    assert drawn, "a post played: the panel (the turn's stage) must be drawn again"
    assert scene.status_drawn[1] == scene._stage_text()
    after_post = _panel_pixels(h, scene)
    assert after_post != before

    drawn.clear()
    scene.message = "A message the panel must show"
    h.step(1)
    assert drawn and scene.panel_shown["message"]
    assert _panel_pixels(h, scene) != after_post


def test_a_resize_draws_the_panel_anew(make_app, monkeypatch):
    h = make_app(size=(1280, 800))
    scene = open_board(h)
    h.step(2)
    drawn = _count_text_draws(scene, monkeypatch)
    h.app.resize((1024, 768))
    h.step(1)
    assert drawn
