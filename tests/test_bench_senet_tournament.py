"""bench.senet_tournament in chunks: a pairing's 2,000 games take more than one session, so chunks must add up."""
from __future__ import annotations

from bench.senet_tournament import run


def _counts(out: dict) -> tuple[int, int, int]:
    p = out["B"]["easy vs greedy"]
    return p["games"], p["a_wins"], p["b_wins"]


def test_chunks_of_even_size_at_even_seeds_play_the_games_of_one_run():
    whole = _counts(run(games=60, pairings="easy-greedy", rulesets="B"))
    parts = [_counts(run(games=20, pairings="easy-greedy", rulesets="B", first_seed=s)) for s in (0, 20, 40)]
    assert tuple(map(sum, zip(*parts))) == whole
    assert len(set(parts)) > 1, "each chunk plays its own seeds"
