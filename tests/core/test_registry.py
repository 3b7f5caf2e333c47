"""The registry is how every shared layer finds a game; the command line offers the same games."""
import pytest

from game import cli
from game.core import registry
from game.core.protocol import CHANCE


def test_the_command_line_offers_exactly_the_registered_games():
    assert tuple(cli.GAMES) == tuple(s.id for s in registry.games())


def test_unknown_game_is_a_key_error():
    with pytest.raises(KeyError):
        registry.get("chess")


@pytest.mark.parametrize("spec", registry.games(), ids=lambda s: s.id)
def test_each_game_has_its_rooms(spec):
    assert spec.ready
    presets = spec.presets()
    assert presets, "a game offers at least one preset"
    default = next(iter(presets.values()))
    assert spec.options_type() == default, "the first preset is the default options"
    assert spec.terminations
    for room in ("rules", "text", "codec", "scene", "view", "emblem"):
        spec.module(room)
    state = spec.new(None, seed=1)
    assert state.options == default
    assert state.current_player() in (0, CHANCE), "seat 0 begins (after a throw, in games with chance)"


@pytest.mark.parametrize("spec", registry.games(), ids=lambda s: s.id)
def test_each_game_opens_a_board_for_a_match(spec, app):
    from game.core.match import Match
    scene = spec.open_match(app.app, Match.new(spec.id, seed=1))
    assert scene.match.spec is spec and scene.state is scene.match.state
