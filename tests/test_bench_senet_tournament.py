"""bench.senet_tournament in chunks: a pairing's 2,000 games take more than one session, so chunks must add up."""
from __future__ import annotations

import copy

import pytest

from bench import senet_tournament
from bench.senet_tournament import merge, players_fingerprint, run


def _counts(out: dict) -> tuple[int, int, int]:
    p = out["B"]["easy vs greedy"]
    return p["games"], p["a_wins"], p["b_wins"]


def test_chunks_of_even_size_at_even_seeds_play_the_games_of_one_run_and_merge_into_it():
    whole = _counts(run(games=60, pairings="easy-greedy", rulesets="B"))
    chunks = [run(games=20, pairings="easy-greedy", rulesets="B", first_seed=s) for s in (40, 0, 20)]
    parts = [_counts(c) for c in chunks]
    assert tuple(map(sum, zip(*parts))) == whole
    assert len(set(parts)) > 1, "each chunk plays its own seeds"
    merged = merge(chunks)
    assert _counts(merged) == whole and merged["B"]["easy vs greedy"]["seeds"] == ["0-59"]
    lo, hi = merged["B"]["easy vs greedy"]["ci95"]
    assert lo < merged["B"]["easy vs greedy"]["a_win_rate"] < hi
    # a chunk played twice, a chunk at an odd seed, and a chunk by other players are refused
    with pytest.raises(ValueError, match="both played seed 20"):
        merge(chunks + [chunks[2]])
    odd = copy.deepcopy(chunks[0])
    odd["first_seed"] = 61
    with pytest.raises(ValueError, match="alternation of colours"):
        merge(chunks + [odd])
    other = copy.deepcopy(chunks[0])
    other["players"] = "0000000000000000"
    other["first_seed"] = 60
    with pytest.raises(ValueError, match="different players"):
        merge(chunks + [other])


def test_the_players_fingerprint_changes_with_a_level(monkeypatch):
    before = players_fingerprint()
    changed = copy.deepcopy(senet_tournament.LEVEL_SETTINGS)
    changed["medium"]["depth"] = 1
    monkeypatch.setattr(senet_tournament, "LEVEL_SETTINGS", changed)
    monkeypatch.setattr("game.senet.ai.LEVEL_SETTINGS", changed)
    assert players_fingerprint() != before
