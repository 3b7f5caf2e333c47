"""Issue 39: no Senket frame carries two of the three big costs of a move. The move's own frame patches the new
post or fence into the picture; the next one computes the exact score; the one after draws the territories and
values of that score. A 31x31 frame that scored and drew the new territories as well ran over the 8 ms line."""
from __future__ import annotations

from game.senket import rules
from tests.senket.test_scene_features import open_board
from tests.senket.test_scene_play import PLAN


def test_the_score_and_the_picture_of_its_territories_are_on_different_frames(make_app, monkeypatch):
    h = make_app(size=(1280, 800))
    scene = open_board(h)
    scored = {}
    score = rules.State.score

    def counted(self, *a, **k):
        res = scored[h.app.frame] = score(self, *a, **k)
        return res
    monkeypatch.setattr(rules.State, "score", counted)
    g = scene.state
    shown = {}                        # frame -> id of the score the board picture drawn on it shows
    for post, fences, _ in PLAN[:6]:
        for action in [g.post_action(post)] + [g.fence_action(a, b) for a, b in fences] + [g.END]:
            assert scene.play(action)
            for _ in range(3):
                frame = h.app.frame
                h.step(1)
                shown[frame] = scene.view._key[3]
    new = [(f, r) for f, r in sorted(scored.items()) if shown.get(f - 1) != id(r)]
    assert len(new) >= 5
    both = [f for f, r in new if shown[f] == id(r)]
    assert both == [], f"frames that scored and drew the new score's territories: {both}"
    assert all(shown[f + 1] == id(r) for f, r in new), "each new score is on the board the frame after"


def test_the_board_is_opaque_over_its_backdrop_and_no_window_sized_copy_is_kept(make_app):
    """The board's picture is composed over the backdrop behind it (one plain blit onto the frame), and the
    scene keeps no window-sized picture of backdrop and board (8 MB at 1920x1080, issue 39's memory)."""
    import pygame
    h = make_app(size=(1280, 800))
    scene = open_board(h, size=17)
    g = scene.state
    assert scene.play(g.post_action((8, 8)))
    h.step(3)
    board = scene.view.render(g, scene.score_result, scene.overlay)
    assert not board.get_flags() & pygame.SRCALPHA
    assert scene._frame_base is None
    r = scene.view.rect
    assert h.screen.get_at(r.topleft) == scene.backdrop.get_at(r.topleft)     # the rounded corner: backdrop
    assert h.screen.get_at(r.center) == board.get_at((r.width // 2, r.height // 2))
