"""The shape shared by computer players, and the tournament runner the benches use."""
import pytest

from bench.tournament import pairing, play_game
from game.core import registry
from game.core.players import LEVELS, RandomPlayer, check_level


@pytest.mark.parametrize("spec", registry.games(), ids=lambda s: s.id)
def test_a_random_player_is_legal_seeded_and_leaves_the_state_alone(spec):
    state = spec.new(None, seed=3)
    res = play_game(spec, None, [RandomPlayer(1), RandomPlayer(2)], seed=3)
    assert res["outcome"] is not None, "random games end"
    again = play_game(spec, None, [RandomPlayer(1), RandomPlayer(2)], seed=3)
    assert again["outcome"] == res["outcome"] and again["actions"] == res["actions"], "same seeds, same game"
    assert state.key() == spec.new(None, seed=3).key()


def test_pairings_alternate_seats_and_count_every_game():
    spec = registry.get("pente")
    out = pairing(spec, None, RandomPlayer, RandomPlayer, 6, ("x", "y"))
    assert out["x_wins"] + out["y_wins"] + out["draws"] + out["unfinished"] == 6
    assert out["think_ms"]["x"]["moves"] > 0 and out["think_ms"]["y"]["moves"] > 0


def test_levels_are_checked():
    assert LEVELS == ("easy", "medium", "hard")
    with pytest.raises(ValueError):
        check_level("impossible")
    with pytest.raises(ValueError):
        registry.get("pente").computer("grandmaster")
