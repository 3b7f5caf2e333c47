"""BoardView.render patches its pieces layer on a move: the picture must be the full rebuild's, pixel for pixel."""
from __future__ import annotations

import random

import pygame
import pytest
from hypothesis import given, settings, strategies as st

from game.senket.rules import State
from bench.senket_positions import play_turn, random_game
from game.senket.view import BoardView
from game.ui.theme import PALETTES


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))   # convert_alpha needs a display mode (headless: dummy driver)
    yield


# A 1920x1080 window's board area (as SenketScene lays it out) and a small one.
AREAS = {31: pygame.Rect(189, 16, 1048, 1048), 11: pygame.Rect(0, 0, 520, 520)}


def _backdrop() -> pygame.Surface:
    """A window behind the board with something in every pixel (as the scene's backdrop has)."""
    surf = pygame.Surface((1240, 1080))
    rng = random.Random(7)
    for _ in range(300):
        surf.fill([rng.randrange(256) for _ in range(3)],
                  (rng.randrange(1240), rng.randrange(1080), rng.randrange(1, 200), rng.randrange(1, 200)))
    return surf


def new_view(n: int, palette: str = "classic", backed: bool = False) -> BoardView:
    """A view as a test draws it alone (transparent pictures), or ``backed`` as the scene draws it: composed
    over the window's backdrop, one opaque picture drawn again in place (patched where only part changed)."""
    v = BoardView(n)
    v.layout(AREAS[n], PALETTES[palette], 1.0, backed=backed)
    if backed:
        v.back_with(_backdrop())
    return v


def full_render(game, result, overlay, palette, backed: bool = False) -> pygame.Surface:
    """What a view that never saw this game before draws."""
    return new_view(game.size, palette, backed).render(game, result, overlay)


def assert_same(got: pygame.Surface, want: pygame.Surface, what: str) -> None:
    assert got.get_size() == want.get_size()
    if pygame.image.tobytes(got, "RGBA") != pygame.image.tobytes(want, "RGBA"):
        a, b = pygame.surfarray.pixels3d(got), pygame.surfarray.pixels3d(want)
        bad = (a != b).any(axis=2)
        xs, ys = bad.nonzero()
        raise AssertionError(f"{what}: {int(bad.sum())} pixels differ from a full render, "
                             f"e.g. at {list(zip(xs[:5].tolist(), ys[:5].tolist()))}")


CASES = [
    pytest.param(11, 0, False, "classic", False, id="11-empty-start"),
    pytest.param(11, 0, True, "colour-blind safe", False, id="11-empty-start-overlay-squares"),
    pytest.param(11, 1, True, "classic", False, id="11-midgame-overlay"),
    pytest.param(31, 2, False, "classic", False, id="31-late"),
    pytest.param(31, 2, True, "classic", False, id="31-late-overlay"),
    # as the scene draws: over the backdrop, the picture patched in place
    pytest.param(11, 1, True, "classic", True, id="11-midgame-overlay-backed"),
    pytest.param(11, 0, True, "colour-blind safe", True, id="11-empty-start-overlay-squares-backed"),
    pytest.param(31, 2, True, "classic", True, id="31-late-overlay-backed"),
    pytest.param(31, 2, False, "classic", True, id="31-late-backed"),
]


def start(n: int, which: int) -> State:
    if which == 0:
        return State(n)
    if which == 1:
        return random_game(11, 30, 30, seed=3)
    return random_game(31, 400, 600, seed=5)


@pytest.mark.parametrize("n, which, overlay, palette, backed", CASES)
def test_incremental_render_matches_a_full_render(n, which, overlay, palette, backed):
    g = start(n, which)
    rng = random.Random(n * 10 + which)
    view = new_view(n, palette, backed)
    score = lambda: g.score() if overlay else None  # noqa: E731
    result = score()
    assert_same(view.render(g, result, overlay), full_render(g, result, overlay, palette, backed), "first render")
    kinds = []
    kept_shading = 0
    turns = 8 if n == 31 else 12
    for t in range(turns):
        for action in play_turn(g, rng):
            before = (view._shade_key, view._under_rev)
            result = score()
            got = view.render(g, result, overlay)
            kinds.append((action, view.render_kind))
            assert_same(got, full_render(g, result, overlay, palette, backed), f"turn {t}, after the {action}")
            if action in ("post", "fence"):
                # an added piece is patched in, never a reason to redraw everything
                assert view.render_kind == "patch", (t, action)
            if overlay and before[0] is not None and view._shade_key == before[0]:
                assert view._under_rev == before[1], "a move that changed no territory redrew the shading"
                kept_shading += 1
        if t == 3:
            # take back a fence or a post, then the whole last turn: the pieces' boxes are patched
            for undo in (g.undo_turn, g.undo_turn):
                undo()
                result = score()
                got = view.render(g, result, overlay)
                assert_same(got, full_render(g, result, overlay, palette, backed), f"turn {t}, after an undo")
                assert view.render_kind == "patch"
        if t == 5:
            # undo inside a turn: a post and a fence, take the fence back, draw again
            steps = play_turn(g, rng)
            for action in steps:
                result = score()
                view.render(g, result, overlay)
                if action == "fence":
                    g.undo_action()
                    result = score()
                    got = view.render(g, result, overlay)
                    assert_same(got, full_render(g, result, overlay, palette, backed), f"turn {t}, fence undone")
                    assert view.render_kind == "patch"
                    break
            g.cancel_pending()
            result = score()
            assert_same(view.render(g, result, overlay), full_render(g, result, overlay, palette, backed), "cancelled")
    assert sum(1 for a, k in kinds if k == "patch" and a == "fence") >= 3, kinds
    if overlay and n == 31:
        assert kept_shading, "no move kept the territory shading: the test does not see that path"


def test_a_new_game_or_layout_redraws_everything():
    a, b = random_game(11, 30, 30, seed=3), random_game(11, 30, 30, seed=4)
    view = new_view(11)
    first = view.render(a, None, False)
    assert view.render(a, None, False) is first            # nothing changed: the same picture
    assert_same(view.render(b, None, False), full_render(b, None, False, "classic"), "another game")
    assert view.render_kind == "full"
    view.layout(pygame.Rect(0, 0, 400, 400), PALETTES["high contrast"], 1.0)
    got = view.render(b, None, False)
    want = BoardView(11)
    want.layout(pygame.Rect(0, 0, 400, 400), PALETTES["high contrast"], 1.0)
    assert_same(got, want.render(b, None, False), "new layout and palette")


def test_a_changed_picture_is_a_new_surface():
    """The scene recognises a new board picture by identity: a patched render must not return the old object."""
    g = State(11)
    view = new_view(11)
    first = view.render(g, None, False)
    g.place_post((5, 5))
    second = view.render(g, None, False)
    assert view.render_kind == "patch"
    assert second is not first
    assert pygame.image.tobytes(second, "RGBA") != pygame.image.tobytes(first, "RGBA")


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2 ** 32), st.lists(st.sampled_from(["turn", "turn", "turn", "undo", "overlay"]), min_size=1,
                                          max_size=10))
def test_a_backed_picture_drawn_in_part_is_always_the_full_composition(seed, steps):
    """Property: over any sequence of turns, undos and overlay switches, the picture a view composed over its
    backdrop draws in part (``_patch_picture``) is the picture a fresh view draws of the same position."""
    g = random_game(11, 14, 10, seed=seed % 1000)
    rng = random.Random(seed)
    view = new_view(11, "classic", backed=True)
    overlay = True
    view.render(g, g.score(), overlay)
    for step in steps:
        if step == "turn":
            for _ in play_turn(g, rng):
                result = g.score()
                assert_same(view.render(g, result, overlay), full_render(g, result, overlay, "classic", True), step)
            continue
        if step == "undo" and g.turns:
            g.undo_turn()
        elif step == "overlay":
            overlay = not overlay
        result = g.score()
        assert_same(view.render(g, result, overlay), full_render(g, result, overlay, "classic", True), step)
