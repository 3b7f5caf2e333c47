"""The territory overlay's group values stand clear of the posts: a badge at the territory's label point sat
over posts (whose they were could not be seen); it moves to the nearest place in the territory that covers
none, and no two badges cover each other."""
import pytest

from game.core import registry
from game.core.match import Match
from game.core.players import RandomPlayer
from game.senket.rules import Options


def position(seed: int) -> Match:
    """An 11x11 game of random turns, 60 actions in (seeds 28 and 31: a badge at its label point covered a
    post at 1280x800)."""
    match, player = Match.new("senket", Options(size=11), seed=seed), RandomPlayer(seed)
    for _ in range(60):
        if match.over:
            break
        match.play(player.choose(match.state))
    return match


@pytest.mark.parametrize("seed", [28, 31, 5, 12])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
def test_no_value_badge_covers_a_post_or_another_badge(make_app, seed, size):
    h = make_app(size=size)
    match = position(seed)
    scene = registry.get("senket").open_match(h.app, match)
    h.app.push(scene)
    h.step(3)
    view = scene.view
    boxes = [box for _, box in view.badges_drawn]
    assert boxes or seed not in (28, 31)
    for text, box in view.badges_drawn:
        assert view._covers(box, match.state.posts) == 0, (text, box)
        assert box.collidelist([b for b in boxes if b is not box]) == -1, (text, box)
