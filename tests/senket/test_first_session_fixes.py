"""What a player's first hour with Senket found (the issue "A player's first hour"), each driven
through the real app: the post-scoring result table, All fences, small text at 800×600, the
selection after a fence, the colour-blind palette's names, Restart in the pause menu."""
from __future__ import annotations

import pytest

from game.scenes.game_common import GameOverScene, PauseMenu
from game.senket import text
from game.senket.rules import SECOND, FIRST
from game.senket.scene import SenketScene, SenketSetupScene
from game.ui.theme import Theme
from tests.senket.test_scene_features import open_board, play
from tests.senket.test_scene_play import PLAN

SIZES = [(1280, 800), (800, 600)]


# ---------------------------------------------------------------- 1. the result table's columns
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scoring", ["posts", "area"])
def test_result_table_headers_fit_their_columns(make_app, size, scoring):
    h = make_app(size=size)
    scene = open_board(h, scoring=scoring)
    play(scene, PLAN[:-1])
    h.step(2)
    h.key("p", frames=3)
    over = h.top
    assert isinstance(over, GameOverScene)
    s = h.app.scale
    # the panel's own layout: each column as wide as its widest cell (the header measured bold, as drawn),
    # or, where no size of at least 12 px fits, one line per row
    width = over.panel.inflate(-int(40 * s), 0).width
    size, lefts = over._columns(int(22 * s), width)
    assert size >= 12
    if lefts is None:
        assert size == 12 and width < 400        # only in a narrow panel (beside the board at 800x600)
        return
    for i, row in enumerate(over.rows):
        for j, cell in enumerate(row):
            right = lefts[j] + Theme.font(size, i == 0).size(cell)[0]
            limit = lefts[j + 1] - 6 if j + 1 < len(row) else width
            assert right <= limit, (cell, right, limit)     # a visible gap before the next column
    if scoring == "posts":
        assert over.rows[0] == ["Group", "Area", "Empty points", "Prisoners", "Value"]
        assert ["Red 1", "5", "3", "1", "25"] in over.rows


# ---------------------------------------------------------------- 4. All fences lit only when it draws
def test_all_fences_is_lit_only_when_a_fence_from_the_new_post_exists(make_app):
    h = make_app()
    scene = open_board(h)
    button = scene.buttons["fences"]
    assert not button.enabled                          # no post yet
    play(scene, [((1, 2), [], False), ((9, 9), [], False)])
    h.click(scene.point_pos((6, 6)))                   # nothing a knight's step away
    h.step()
    assert scene.state.pending.post == (6, 6) and not scene.state.legal_fences_from((6, 6))
    assert not button.enabled
    h.key("z", mods=("ctrl",))
    h.click(scene.point_pos((3, 1)))                   # (1,2) is a knight's step away
    h.step()
    assert button.enabled
    h.click(button.rect.center)
    h.step()
    assert scene.state.has_fence((3, 1), (1, 2))
    assert not button.enabled                          # all drawn: nothing left to do


# ---------------------------------------------------------------- 6. text at 800×600
def test_no_text_under_12_px_and_groups_keep_their_space_at_800x600(make_app, monkeypatch):
    sizes = []
    real = Theme.text

    def spy(words, size, colour, bold=False):
        sizes.append((size, words))
        return real(words, size, colour, bold)

    monkeypatch.setattr(Theme, "text", staticmethod(spy))
    h = make_app(size=(800, 600))
    scene = open_board(h)
    h.click(scene.point_pos((4, 4)))
    for device_key in (None, "right"):                 # the mouse's hint, then the keyboard's
        if device_key:
            h.key(device_key)
        h.step(2)
    small = sorted({(s, w) for s, w in sizes if s < 12})
    assert not small, small
    hint_sizes = {s for s, w in sizes if w.startswith(("Arrows:", "Click a point"))}
    assert hint_sizes and min(hint_sizes) >= 16
    # "0 groups": the default font's space is a pixel at this size; the words are set apart
    detail_size = max(s for s, w in sizes if w == "groups")
    drawn = SenketScene._spaced_text("0 groups", detail_size, (255, 255, 255))
    apart = Theme.font(detail_size).size("0")[0] + Theme.font(detail_size).size("groups")[0]
    assert drawn.get_width() >= apart + 4


# ---------------------------------------------------------------- 7. the selection after a fence
def test_after_a_click_click_fence_the_first_post_stays_selected(make_app):
    h = make_app()
    scene = open_board(h)
    g = scene.state
    play(scene, [((1, 2), [], False), ((9, 9), [], False), ((5, 2), [], False), ((9, 7), [], False)])
    h.click(scene.point_pos((3, 3)))                   # the new post: (1,2) and (5,2) are knight steps
    h.click(scene.point_pos((3, 3)))                   # select it
    assert scene.fence_start == (3, 3)
    h.click(scene.point_pos((1, 2)))
    assert g.has_fence((3, 3), (1, 2))
    assert scene.fence_start == (3, 3)                 # not (1,2), the far end
    assert "first post is still selected" in scene.message and scene.message_kind != "error"
    h.click(scene.point_pos((5, 2)))                   # a second fence from the same post
    assert g.has_fence((3, 3), (5, 2)), scene.message
    assert scene.message_kind != "error"


# ---------------------------------------------------------------- 9. the colour-blind palette's names
def test_colour_blind_palette_names_the_sides_by_the_colours_shown(make_app):
    assert text.seat_names("classic") == text.SEAT_NAMES == ("Red", "Blue")
    assert text.seat_names("colour-blind safe") == ("Orange", "Blue")
    h = make_app()
    h.app.settings.palette = "colour-blind safe"
    h.app.apply_settings()
    h.click(h.widget("senket").rect.center)
    setup = h.top
    assert isinstance(setup, SenketSetupScene)
    assert h.widget("red").label == "Orange (moves first)"
    h.app.pop()
    h.step()
    scene = open_board(h)
    assert scene.banner.text == "Orange's turn"
    assert scene.seat_label(0) == "Orange" and scene.names == {FIRST: "Orange", SECOND: "Blue"}
    h.click(scene.point_pos((4, 4)))
    h.key("p")
    assert scene.message == "Orange ended the turn: a post."
    assert scene.banner.text == "Blue's turn"
    h.app.pop()
    h.step()
    scene = open_board(h)
    play(scene, PLAN[:-1])
    h.step(2)
    h.key("p", frames=3)
    over = h.top
    assert isinstance(over, GameOverScene)
    assert over.title == "Orange wins!" and "Orange 36" in over.text
    assert all("Red" not in cell for row in over.rows for cell in row)
    assert "Red" not in over.text


# ---------------------------------------------------------------- 10. Restart in the pause menu
@pytest.mark.parametrize("size", SIZES)
def test_pause_menu_offers_restart_after_the_first_move(make_app, size):
    h = make_app(size=size)
    h.click(h.widget("senket").rect.center)
    h.click(h.widget("start").rect.center)
    scene = h.top
    assert isinstance(scene, SenketScene)
    h.settle(2)
    for move in ("post", "end"):
        if move == "post":
            h.click(scene.point_pos((4, 4)))
        else:
            h.key("p")
        h.settle(1)
        h.click(next(w for w in scene.hud.widgets if w.name == "menu").rect.center)
        pause = h.top
        assert isinstance(pause, PauseMenu)
        labels = [w.label for w in pause.widgets.widgets]
        assert labels == ["Resume", "Why this score", "Save game", "Restart", "Learn to play", "Rules", "Settings",
                          "Main menu"]
        screen = h.screen.get_rect()
        assert all(pause.panel.contains(w.rect) and screen.contains(w.rect) for w in pause.widgets.widgets)
        h.key("escape")
        assert h.top is scene
