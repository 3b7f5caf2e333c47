"""Short versions of the long runs in bench/: the soak (whole games, invariants, save and replay) and the monkey."""
from __future__ import annotations

from bench import monkey, soak


def test_short_soak_every_game_every_preset_saves_and_replays_with_no_error():
    for game, figures in soak.run(games=4).items():
        assert figures["errors"] == 0, figures["first_errors"]
        assert figures["actions"] > 0


def test_short_monkey_random_input_in_every_scene_raises_nothing_and_memory_stays_bounded():
    out = monkey.run(events=2_000, seed=7)
    assert out["exceptions"] == 0, out["first_tracebacks"]
    # the test process holds other tests' memory too: what the monkey may add is what is bounded here,
    # once back at the menu in the first window size (the last random frame may be a 4K window)
    assert out["rss_mb"]["settled"] - out["rss_mb"]["start"] < 150
