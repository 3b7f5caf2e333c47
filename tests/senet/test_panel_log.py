"""Senet's side panel lists earlier turns newest first, and says so: read top-down without a caption, a
newcomer took the throw listed under a move for the throw that came after it (the tenth session's note)."""
import random

import pytest

from game.core.match import Match
from game.core.protocol import CHANCE
from game.senet import text
from game.senet.scene import SenetScene
from game.ui.theme import Theme


def played_part_way(make_app, size, actions=30):
    h = make_app(size=size)
    match = Match.new("senet", None, seed=3)
    rng = random.Random(2)
    for _ in range(actions):
        st = match.state
        match.play(st.sample_chance() if st.current_player() == CHANCE else rng.choice(st.legal_actions()))
    scene = SenetScene(h.app, match=match)
    h.app.push(scene)
    h.step(2)
    return scene


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
def test_the_earlier_turns_are_captioned_newest_first_and_listed_so(make_app, size):
    scene = played_part_way(make_app, size)
    assert len(scene.log) >= 2
    drawn = scene.log_drawn
    assert drawn and drawn[0] == text.EARLIER_TURNS and "newest first" in drawn[0]
    def lines(entry):
        return [ln for sentence in entry for ln in Theme.wrap(sentence, scene.small_size, scene.message_rect.width)]

    newest, older = lines(scene.log[-1]), lines(scene.log[-2])
    assert drawn[1:1 + len(newest) + len(older)] == newest + older, (drawn, scene.log[-2:])


def test_a_new_game_draws_no_caption_for_an_empty_list(make_app):
    h = make_app(size=(1280, 800))
    scene = SenetScene(h.app, match=Match.new("senet", None, seed=3))
    h.app.push(scene)
    h.step(2)
    assert scene.log == [] and scene.log_drawn == []
