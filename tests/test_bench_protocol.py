"""The protocol bench measures every registered game, and what it reports holds: copy does not grow with the game."""
import pytest

from bench import protocol
from game.core import registry


@pytest.mark.parametrize("spec", registry.games(), ids=lambda s: s.id)
def test_protocol_bench_measures_each_game_through_the_protocol(spec):
    options = next(iter(spec.presets().values()))
    out = protocol.measure(spec, options, quick=True)
    assert out["positions"] > 10 and out["late_ply"] > 10, "positions come from real playouts, late ones included"
    assert out["push_pop"]["per_second"] > 1000 and out["push_pop"]["baseline_ms"] > 0
    early, late = out["copy_early"]["us"], out["copy_late"]["us"]
    assert late < 4 * early + 10, f"copy grew with the game: {early} us early, {late} us late"
