"""The Senket board scene's features, driven through the real app."""
from __future__ import annotations

import pygame
import pytest

from game.scenes.game_common import GameOverScene, PauseMenu
from game.core.match import Match
from game.senket.rules import SECOND, FIRST, Options, Reason
from game.senket.text import refusal
from game.senket.scene import SenketScene, SenketSetupScene
from tests.senket.test_scene_play import PLAN, cursor_to


def open_board(h, size=11, game=None, seats=("human", "human"), **options) -> SenketScene:
    match = (Match.from_state(game, seats) if game is not None
             else Match.new("senket", Options(size=size, **options), seats=seats))
    scene = SenketScene(h.app, match)
    h.app.push(scene)
    h.step(1)
    return scene


def play(scene, turns) -> None:
    """Play whole turns straight through the match (setting up a position the scene can undo)."""
    g, m = scene.state, scene.match
    for turn in turns:
        if turn is None:
            m.play(g.PASS)
            continue
        post, fences, use_all = turn
        m.play(g.post_action(post))
        for a, b in fences:
            m.play(g.fence_action(a, b))
        if use_all:
            for a, b in g.legal_fences_from(post):
                m.play(g.fence_action(a, b))
        m.play(g.END)
    scene.position_changed()


@pytest.fixture
def sounds(monkeypatch):
    played = []

    def install(h):
        real = h.app.audio.play
        monkeypatch.setattr(h.app.audio, "play", lambda name: (played.append(name), real(name)))
        return played
    return install


def test_illegal_fence_shows_red_preview_and_the_engines_reason(make_app, sounds):
    h = make_app()
    played = sounds(h)
    scene = open_board(h)
    g = scene.state
    # Red: posts (1,2) and (3,1) fenced; Blue: (2,1) and (3,3) fenced across it later
    play(scene, [((5, 5), [], False), ((2, 1), [], False)])
    h.click(scene.point_pos((3, 3)))          # Red's new post
    h.click(scene.point_pos((5, 5)))          # select a start two steps right-down: not a knight step
    assert scene.fence_start == (5, 5)
    h.move(scene.point_pos((3, 3)))           # (5,5)-(3,3) is a diagonal: refused
    assert scene.preview == ((5, 5), (3, 3), Reason.NOT_KNIGHT_STEP)
    # drawn in the refusal colour, with the reason written beside it
    mid = ((scene.point_pos((5, 5))[0] + scene.point_pos((3, 3))[0]) // 2,
           (scene.point_pos((5, 5))[1] + scene.point_pos((3, 3))[1]) // 2)
    assert tuple(h.screen.get_at(mid))[:3] == scene.palette.bad
    h.click(scene.point_pos((3, 3)))
    assert not g.has_fence((5, 5), (3, 3))
    assert scene.message == refusal(Reason.NOT_KNIGHT_STEP) and scene.message_bad
    assert played[-1] == "error"
    # other colour: a fence to Blue's post
    h.key("escape")
    h.click(scene.point_pos((3, 3)))          # Red's new post as the start
    assert scene.fence_start == (3, 3)
    h.move(scene.point_pos((2, 1)))
    assert scene.preview[2] == Reason.NOT_YOUR_POST
    h.move(scene.point_pos((4, 5)))           # an empty point a knight step away
    assert scene.preview[2] == Reason.NOT_A_POST
    h.key("escape")
    assert scene.fence_start is None


def test_crossing_fence_is_refused_with_its_reason(make_app):
    h = make_app()
    scene = open_board(h)
    g = scene.state
    # Blue fence (2,1)-(3,3); Red then tries (2,3)-(3,1), which crosses it
    play(scene, [((2, 3), [], False), ((2, 1), [], False), ((9, 9), [], False), ((3, 3), [((2, 1), (3, 3))], False)])
    h.click(scene.point_pos((3, 1)))
    h.drag(scene.point_pos((2, 3)), scene.point_pos((3, 2)), scene.point_pos((3, 1)))
    assert not g.has_fence((2, 3), (3, 1))
    assert scene.message == refusal(Reason.CROSSES_FENCE)


def test_all_fences_draws_exactly_the_engines_legal_fences(make_app, sounds):
    h = make_app()
    played = sounds(h)
    scene = open_board(h, 13)
    g = scene.state
    play(scene, [((4, 4), [], False), ((0, 0), [], False), ((6, 5), [], False), ((0, 1), [], False),
                 ((5, 2), [], False), ((12, 12), [], False), ((3, 7), [], False), ((1, 0), [], False)])
    h.click(scene.point_pos((5, 6)))
    post = (5, 6)
    expected = {frozenset(f) for f in g.legal_fences_from(post)}
    assert len(expected) >= 2
    before = {frozenset(f.key) for f in g.fences}
    h.key("x")
    after = {frozenset(f.key) for f in g.fences}
    assert after - before == expected
    assert set(g.pending.fences) == {tuple(sorted(f)) for f in expected}
    assert played[-1] == "move"


def test_undo_within_a_turn_then_whole_turns(make_app):
    h = make_app()
    scene = open_board(h)
    g = scene.state
    play(scene, [((1, 2), [], False), ((8, 8), [], False)])
    h.click(scene.point_pos((3, 1)))
    h.drag(scene.point_pos((1, 2)), scene.point_pos((3, 1)))
    assert g.has_fence((1, 2), (3, 1))
    h.key("z", mods=["ctrl"])            # the fence
    assert not g.has_fence((1, 2), (3, 1)) and g.post_at((3, 1)) == int(FIRST)
    h.key("z", mods=["ctrl"])            # the post
    assert g.post_at((3, 1)) == 0 and g.pending.empty and g.to_move == FIRST
    h.key("z", mods=["ctrl"])            # Blue's whole last turn
    assert g.post_at((8, 8)) == 0 and g.to_move == SECOND and len(g.turns) == 1
    h.pad("y")                           # and Red's first turn, by pad
    assert g.post_at((1, 2)) == 0 and g.to_move == FIRST and not g.turns
    h.key("z", mods=["ctrl"])
    assert scene.message == refusal(Reason.NOTHING_TO_UNDO)
    # the HUD button does the same
    h.click(scene.point_pos((4, 4)))
    h.click(next(w for w in scene.hud.widgets if w.name == "undo").rect.center)
    assert g.post_at((4, 4)) == 0


def test_pass_button_says_which_it_will_do(make_app):
    h = make_app()
    scene = open_board(h)
    assert scene.buttons["pass"].label == "Pass"
    h.click(scene.point_pos((4, 4)))
    h.step()
    assert scene.buttons["pass"].label == "End turn"
    h.key("p")
    assert scene.state.to_move == SECOND and scene.banner.text == "Blue's turn"
    h.key("p")                           # Blue passes
    assert scene.buttons["pass"].label == "Pass (ends game)"
    assert scene.banner.text == "Red's turn"


def test_overlay_toggle_shades_territory_and_labels_values(make_app):
    h = make_app()
    scene = open_board(h)
    play(scene, PLAN[:10])
    scene.banner.dismiss()
    h.step(3)                                  # the score follows a move by one frame, its picture by two
    res = scene.score_result
    assert res.totals == {FIRST: 36, SECOND: 25}
    inside = scene.point_pos((3.4, 2.6))       # inside Red's diamond, away from posts, label and grid
    shaded = tuple(h.screen.get_at(inside))[:3]
    h.key("t")
    assert scene.overlay is False
    plain = tuple(h.screen.get_at(inside))[:3]
    assert shaded != plain
    assert scene.buttons["overlay"].label == "Overlay: off"
    h.click(next(w for w in scene.hud.widgets if w.name == "overlay").rect.center)
    assert scene.overlay is True
    assert tuple(h.screen.get_at(inside))[:3] == shaded


def test_post_scoring_option_shows_post_scoring_values(make_app):
    h = make_app()
    h.click(h.widget("senket").rect.center)
    assert isinstance(h.top, SenketSetupScene)
    h.click(h.widget("scoring").rect.center)   # Area -> Posts
    assert h.top.values["scoring"] == "posts"
    assert "2 × prisoners" in h.widget("scoring").explain
    for _ in range(2):
        h.click(h.widget("size")._left_arrow.center)
    h.click(h.widget("start").rect.center)
    scene = h.top
    assert isinstance(scene, SenketScene) and scene.state.scoring == "posts" and scene.state.size == 11
    play(scene, PLAN[:-1])
    h.key("p", frames=2)                    # the result panel follows the last move by a frame
    over = h.top
    assert isinstance(over, GameOverScene)
    # square diamond: 3 empty points + 2 × 1 prisoner = 5 -> 25; Blue: 4 empty points -> 16
    assert scene.state.score().totals == {FIRST: 25, SECOND: 16}
    assert scene.score_result.method == "posts" and sorted(g.value for g in scene.score_result.groups) == [16, 25]
    assert "Red 25" in over.text and "Blue 16" in over.text
    assert "Empty points" in over.rows[0]


def test_game_over_review_and_back_then_rematch(make_app):
    h = make_app()
    scene = open_board(h)
    play(scene, PLAN[:-1])
    h.key("p", frames=2)                    # Blue's pass ends the game; the panel follows a frame later
    over = h.top
    assert isinstance(over, GameOverScene)
    review = next(w for w in over.widgets.widgets if w.label == "Review board")
    h.click(review.rect.center)
    assert h.top is scene and scene.reviewing and scene.overlay
    h.key("return")                         # board input is closed in review
    assert scene.state.is_over
    h.key("escape")
    assert isinstance(h.top, GameOverScene)
    h.key("escape")                         # Esc on the result = review again
    assert h.top is scene
    h.click(next(w for w in scene.hud.widgets if w.name == "result").rect.center)
    over = h.top
    rematch = next(w for w in over.widgets.widgets if w.label == "Rematch")
    h.click(rematch.rect.center)
    new = h.top
    assert isinstance(new, SenketScene) and new is not scene
    assert new.state.size == 11 and not new.state.turns


def test_escape_pauses_when_nothing_to_cancel(make_app):
    h = make_app()
    scene = open_board(h)
    h.click(scene.point_pos((4, 4)))
    h.key("return")                        # the cursor follows the mouse: (4,4) is own post: fence start
    assert scene.fence_start == (4, 4)
    h.key("escape")
    assert scene.fence_start is None and h.top is scene
    h.key("escape")
    assert isinstance(h.top, PauseMenu)
    h.key("escape")
    assert h.top is scene
    h.pad("start")
    assert isinstance(h.top, PauseMenu)


def test_resize_mid_game_keeps_clicks_on_the_right_point(make_app):
    h = make_app()
    scene = open_board(h, 31)
    h.click(scene.point_pos((30, 30)))
    assert scene.state.post_at((30, 30)) == int(FIRST)
    h.key("p")
    for size in ((800, 600), (1000, 1100), (1280, 800)):
        h.resize(size)
        assert h.screen.get_size() == size
        assert scene.view.rect.right <= size[0] and scene.view.rect.bottom <= size[1]
        for w in scene.hud.widgets:
            assert h.screen.get_rect().contains(w.rect)
        p = (size[0] % 29, 7)
        h.click(scene.point_pos(p))
        assert scene.state.post_at(p) == int(scene.state.to_move), size
        h.key("p")


def test_only_a_human_side_takes_board_input(make_app):
    h = make_app()
    scene = open_board(h, seats=("human", "computer"))   # what a computer player will look like
    h.click(scene.point_pos((4, 4)))
    h.key("p")
    assert scene.state.to_move == SECOND
    h.click(scene.point_pos((5, 5)))
    h.key("p")
    assert scene.state.post_at((5, 5)) == 0 and scene.state.to_move == SECOND


def test_colour_blind_palette_gives_blue_posts_another_shape(make_app):
    h = make_app()
    h.app.settings.palette = "colour-blind safe"
    h.app.apply_settings()
    scene = open_board(h)
    assert scene.view.distinct_shapes
    red, blue = scene.view.sprites[int(FIRST)], scene.view.sprites[int(SECOND)]
    r = scene.view.post_r
    # a square fills its corner, a disc does not
    corner = (2 + r // 2, 3)
    assert blue.get_at(corner).a > 0 and red.get_at(corner).a == 0


def test_keyboard_cursor_selection_chains_fences(make_app):
    h = make_app()
    scene = open_board(h)
    g = scene.state
    play(scene, [((1, 2), [], False), ((9, 9), [], False), ((3, 1), [], False), ((9, 7), [], False)])
    cursor_to(h, scene, (4, 3), h.key)
    h.key("return")
    cursor_to(h, scene, (3, 1), h.key)
    h.key("return")                       # start
    cursor_to(h, scene, (1, 2), h.key)
    h.key("return")                       # (3,1)-(1,2), and the first post (3,1) stays selected
    assert g.has_fence((3, 1), (1, 2)) and scene.fence_start == (3, 1)
    assert scene.preview is None          # the cursor still on (1,2): no red "already drawn" over the new fence
    cursor_to(h, scene, (4, 3), h.key)    # a knight step from (3,1): the next fence from it
    assert scene.preview == ((3, 1), (4, 3), None)
    h.key("return")
    assert g.has_fence((3, 1), (4, 3)) and scene.fence_start == (3, 1)
    cursor_to(h, scene, (4, 4), h.key)    # no post there, and not a knight step
    assert scene.preview[2] is not None
    h.key("escape")
    assert scene.fence_start is None


def test_bench_positions_are_representative(make_app):
    """The frame bench's Senket scenes are the positions their names promise."""
    from bench.senket_fixtures import frame_scenarios
    h = make_app()
    scenes = frame_scenarios()
    assert set(scenes) == {"senket_17", "senket_31"}
    mid = scenes["senket_17"][0](h.app)
    assert mid.state.size == 17 and mid.state.turns
    big = scenes["senket_31"][0](h.app)
    g = big.state
    assert g.size == 31 and int((g.posts != 0).sum()) >= 400 and len(g.fences) >= 600 and big.overlay
    h.app.push(big)
    # the first two frames of a dense 31x31 board (its whole picture built) take little of the main thread's
    # CPU (about 60 ms here); CPU time, not wall clock, so that a loaded machine does not fail it
    import time
    cpu0 = time.thread_time()
    h.step(2)
    cpu_ms = (time.thread_time() - cpu0) * 1000
    assert big.view.render_ms > 0 and cpu_ms < 200, cpu_ms


def test_redo_puts_back_what_undo_took_in_order(make_app):
    h = make_app()
    scene = open_board(h)
    g = scene.state
    play(scene, [((1, 2), [], False), ((8, 8), [], False)])
    h.click(scene.point_pos((3, 1)))
    h.drag(scene.point_pos((1, 2)), scene.point_pos((3, 1)))
    for _ in range(3):
        h.key("z", mods=["ctrl"])
    assert len(g.turns) == 1 and g.pending.empty and g.to_move == SECOND
    h.key("y", mods=["ctrl"])            # Blue's turn again
    assert g.post_at((8, 8)) == int(SECOND) and g.to_move == FIRST
    h.key("z", mods=["ctrl", "shift"])   # the post
    assert g.pending.post == (3, 1)
    h.key("y", mods=["ctrl"])            # the fence
    assert g.has_fence((1, 2), (3, 1))
    h.key("y", mods=["ctrl"])
    assert scene.message == "There is nothing to redo."
    # a new action forgets what could be redone
    h.key("z", mods=["ctrl"])
    h.click(scene.point_pos((0, 0)))      # not a post: nothing changes, and the redo stays
    h.key("y", mods=["ctrl"])
    assert g.has_fence((1, 2), (3, 1))
    h.key("z", mods=["ctrl"])
    h.key("z", mods=["ctrl"])
    h.click(scene.point_pos((5, 5)))      # a different post
    h.key("y", mods=["ctrl"])
    assert g.pending.post == (5, 5) and not g.pending.fences


def test_a_move_frame_draws_the_piece_and_the_next_frame_scores_it(make_app):
    """The exact score of a new position costs a frame of its own (the move's frame stays within budget)."""
    h = make_app()
    scene = open_board(h)
    g = scene.state
    play(scene, [((1, 2), [], False), ((8, 8), [], False), ((3, 1), [((1, 2), (3, 1))], False),
                 ((8, 10), [], False), ((4, 3), [((3, 1), (4, 3))], False), ((9, 8), [], False)])
    h.step(2)
    scored = []
    real = type(g).score
    g.score = lambda method=None: scored.append(h.app.frame) or real(g, method)
    h.click(scene.point_pos((2, 4)), frames=1)      # Red's post closing the square diamond
    assert g.post_at((2, 4)) == int(FIRST) and scored == []
    h.key("x", frames=1)                             # all fences: the diamond is closed
    assert scored == [], "the frame of a move does not score"
    before = scene.score_result.totals[FIRST]
    h.step(1)
    assert len(scored) == 1 and scene.score_result.totals[FIRST] == 25 != before


@pytest.mark.parametrize("size, ui_scale, toast", [((640, 480), 150, False), ((1280, 800), 100, False)])
def test_a_refusal_the_panel_has_no_room_for_also_goes_to_a_toast(make_app, size, ui_scale, toast):
    """At 640x480 and the largest text the panel's buttons left no line for the reason a fence is refused, and
    it went to a toast; with the buttons in two columns the panel says it whole (``message_fits`` still sends
    to a toast what the panel cannot show)."""
    h = make_app(size=size, ui_scale=ui_scale)
    scene = open_board(h)
    g = scene.state
    play(scene, [((2, 3), [], False), ((2, 1), [], False), ((9, 9), [], False), ((3, 3), [((2, 1), (3, 3))], False)])
    h.step(2)
    before = len(h.app.messages)
    h.click(scene.point_pos((3, 1)))
    h.drag(scene.point_pos((2, 3)), scene.point_pos((3, 2)), scene.point_pos((3, 1)))
    assert not g.has_fence((2, 3), (3, 1)) and scene.message == refusal(Reason.CROSSES_FENCE)
    toasts = [m.text for m in h.app.messages[before:]]
    assert (refusal(Reason.CROSSES_FENCE) in toasts) is toast
    h.step(1)
    assert " ".join(scene.panel_shown["message"]) == refusal(Reason.CROSSES_FENCE)


def test_a_fence_just_drawn_by_clicks_is_not_shown_as_refused_under_the_pointer(make_app):
    """Click a post, then a post a knight's step away: the fence is drawn and the pointer still rests on
    its far end. It showed that new fence in the refusal colour with "That fence is already drawn."
    beside it, as if the click had failed."""
    h = make_app()
    scene = open_board(h)
    g = scene.state
    play(scene, [((1, 2), [], False), ((9, 9), [], False)])
    h.click(scene.point_pos((3, 1)))          # Red's post
    h.click(scene.point_pos((1, 2)))          # start at the old post...
    h.click(scene.point_pos((3, 1)))          # ...and the new one a knight's step away: drawn
    assert g.has_fence((1, 2), (3, 1)) and scene.fence_start == (1, 2)
    h.move(scene.point_pos((3, 1)))
    h.step(2)
    assert scene.preview is None
    mid = ((scene.point_pos((1, 2))[0] + scene.point_pos((3, 1))[0]) // 2,
           (scene.point_pos((1, 2))[1] + scene.point_pos((3, 1))[1]) // 2)
    assert tuple(h.screen.get_at(mid))[:3] != scene.palette.bad
    assert scene.message != refusal(Reason.ALREADY_DRAWN)
    h.click(scene.point_pos((3, 1)))          # clicking it again is still refused, with the reason
    assert scene.message == refusal(Reason.ALREADY_DRAWN) and scene.message_bad


def test_the_end_of_a_turn_says_what_the_turn_held(make_app):
    """A computer's post and fences go by in a moment; the panel said only "Blue ended the turn."."""
    h = make_app()
    scene = open_board(h)
    play(scene, [((1, 2), [], False), ((9, 9), [], False), ((5, 5), [], False), ((9, 7), [], False)])
    h.click(scene.point_pos((3, 1)))          # a post a knight's step from (1,2)
    h.click(scene.point_pos((1, 2)))          # start at the old post...
    h.click(scene.point_pos((3, 1)))          # ...a fence to the new one
    h.key("escape")
    h.key("p")
    assert scene.message == "Red ended the turn: a post and 1 fence."
    h.click(scene.point_pos((7, 7)))
    h.key("p")
    assert scene.message == "Blue ended the turn: a post."


def test_the_last_blue_post_keeps_its_square_shape_under_its_mark(make_app):
    """The mark around the post just played follows the post's shape: a circle around Blue's square covered its
    corners, and the square read as a disc, Red's shape (seen on a 31x31 board at 1920x1080)."""
    from game.senket.view import draw_post
    h = make_app()
    scene = open_board(h)
    assert scene.view.distinct_shapes
    play(scene, [((2, 2), (), False), ((5, 5), (), False)])
    h.step(2)
    assert scene.state.last_post == (5, 5)
    r, pal = scene.view.post_r, scene.palette
    cx, cy = scene.view.to_px((5, 5))
    alone = pygame.Surface((4 * r, 4 * r), pygame.SRCALPHA)
    draw_post(alone, pal, int(SECOND), (2 * r, 2 * r), r, True)
    d = max(k for k in range(r + 1) if alone.get_at((2 * r + k, 2 * r + k)).a == 255)
    assert d * 2 ** 0.5 > r + 1          # the square's corner lies where a ring around a disc is drawn
    for dx, dy in ((d, d), (-d, d), (d, -d), (-d, -d)):
        want = alone.get_at((2 * r + dx, 2 * r + dy))
        got = h.app.screen.get_at((cx + dx, cy + dy))
        assert max(abs(got[i] - want[i]) for i in range(3)) <= 12, (dx, dy, got, want, pal.text)


def test_a_post_placed_in_the_opponents_territory_says_it_is_their_prisoner(make_app):
    """The rules page: a post inside the opponent's territory is its prisoner and counts for it. The panel said
    only "Post placed." while the opponent's score rose (seen in a 31x31 game against Easy)."""
    h = make_app()
    scene = open_board(h)
    play(scene, [((5, 5), [], False), ((1, 10), [], False), ((9, 9), [], False), ((0, 8), [((0, 8), (1, 10))], False)])
    h.step(2)
    blue = scene.names[SECOND]
    before = scene.score_result.totals[SECOND]
    scene.match.play(scene.state.post_action((3, 3)))
    scene.position_changed()
    h.step(3)
    assert scene.score_result.totals[SECOND] > before
    assert "prisoner" in scene.message and blue in scene.message, scene.message
    scene.match.play(scene.state.END)     # Blue's post in its own territory is no one's prisoner: nothing said
    scene.position_changed()
    h.step(2)
    scene.say("Blue to move.")
    scene.match.play(scene.state.post_action((10, 0)))
    scene.position_changed()
    h.step(3)
    assert scene.message == "Blue to move."
