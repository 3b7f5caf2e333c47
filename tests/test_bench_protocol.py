"""The protocol bench measures every registered game, and what it reports holds: copy does not grow with the game.

That a copy costs the same late in a game as early is checked by counting the lines of Python a copy runs
(the same on any machine, however loaded), not by timing it: a copy that walked the undo log ran the same
number of microseconds as the bound allowed on a busy machine, and passed.
"""
import random

import pytest

from bench import protocol
from game.core import registry
from tests.work import lines_run_by


@pytest.mark.parametrize("spec", registry.games(), ids=lambda s: s.id)
def test_protocol_bench_measures_each_game_through_the_protocol(spec):
    options = next(iter(spec.presets().values()))
    out = protocol.measure(spec, options, quick=True)
    assert out["positions"] > 10 and out["late_ply"] > 10, "positions come from real playouts, late ones included"
    assert out["push_pop"]["per_second"] > 0 and out["push_pop"]["baseline_ms"] > 0
    assert out["copy_early"]["us"] > 0 and out["copy_late"]["us"] > 0


@pytest.mark.parametrize("spec", registry.games(), ids=lambda s: s.id)
def test_a_copy_late_in_a_game_runs_no_more_code_than_one_early(spec):
    """On the state a game is played on (its undo log full), not on copies (whose logs may start afresh)."""
    options = next(iter(spec.presets().values()))
    rng = random.Random(4)
    state = spec.new(options, seed=4)
    early = None
    for ply in range(600):
        if state.outcome() is not None:
            break
        if ply == 6:
            early = lines_run_by(state.copy)
        state.push(protocol._pick(state, rng))
    assert early is not None and ply > 60, "a real game, long enough to tell"
    assert lines_run_by(state.copy) <= early + 5, "copy walks something that grows with the game"
