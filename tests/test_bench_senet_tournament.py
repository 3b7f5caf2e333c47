"""bench.senet_tournament in chunks: a pairing's 2,000 games take more than one session, so chunks must add up."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from bench import senet_tournament
from bench.senet_tournament import RULESETS, chunk_files, main, merge, players_fingerprint, run


def _counts(out: dict, pairing: str = "easy vs greedy") -> tuple[int, int, int]:
    p = out["B"][pairing]
    return p["games"], p["a_wins"], p["b_wins"]


ER = "easy vs random"


def test_chunks_of_even_size_at_even_seeds_play_the_games_of_one_run_and_merge_into_it():
    # easy against random: its chunks of 20 games score apart (a pairing whose chunks all scored 8 of 20
    # could not show that each chunk plays its own seeds)
    whole = _counts(run(games=60, pairings="easy-random", rulesets="B"), ER)
    chunks = [run(games=20, pairings="easy-random", rulesets="B", first_seed=s) for s in (40, 0, 20)]
    parts = [_counts(c, ER) for c in chunks]
    assert tuple(map(sum, zip(*parts))) == whole
    assert len(set(parts)) > 1, "each chunk plays its own seeds"
    merged = merge(chunks)
    assert _counts(merged, ER) == whole and merged["B"][ER]["seeds"] == ["0-59"]
    lo, hi = merged["B"][ER]["ci95"]
    assert lo < merged["B"][ER]["a_win_rate"] < hi
    # a chunk played twice, a chunk at an odd seed, and a chunk by other players are refused
    with pytest.raises(ValueError, match="both played seed 20"):
        merge(chunks + [chunks[2]])
    odd = copy.deepcopy(chunks[0])
    odd["first_seed"] = 61
    with pytest.raises(ValueError, match="alternation of colours"):
        merge(chunks + [odd])
    other = copy.deepcopy(chunks[0])
    other["players"]["random"] = "0000000000000000"
    other["first_seed"] = 60
    with pytest.raises(ValueError, match="different players"):
        merge(chunks + [other])


def _medium_one_throw_deep(monkeypatch):
    changed = copy.deepcopy(senet_tournament.LEVEL_SETTINGS)
    changed["medium"]["depth"] = 1
    monkeypatch.setattr(senet_tournament, "LEVEL_SETTINGS", changed)
    monkeypatch.setattr("game.senet.ai.LEVEL_SETTINGS", changed)


def test_the_fingerprint_of_a_level_changes_with_its_setting_and_only_its_own(monkeypatch):
    before = players_fingerprint()
    assert set(before) == {"easy", "medium", "hard", "greedy", "random"}
    _medium_one_throw_deep(monkeypatch)
    after = players_fingerprint()
    assert after["medium"] != before["medium"]
    assert {k: v for k, v in after.items() if k != "medium"} == {k: v for k, v in before.items() if k != "medium"}


def test_a_change_to_medium_keeps_chunks_without_medium_mergeable_and_refuses_those_with_it(monkeypatch):
    old = run(games=2, pairings="easy-greedy,medium-easy", rulesets="B")
    _medium_one_throw_deep(monkeypatch)
    new = run(games=2, pairings="easy-greedy,medium-easy", rulesets="B", first_seed=2)
    new_easy = {"B": {"easy vs greedy": new["B"]["easy vs greedy"]}, **{k: v for k, v in new.items() if k != "B"}}
    merged = merge([old, new_easy])
    assert merged["B"]["easy vs greedy"]["games"] == 4
    assert merged["B"]["easy vs greedy"]["players"] == {"easy": old["players"]["easy"]["B"],
                                                        "greedy": old["players"]["greedy"]["B"]}
    with pytest.raises(ValueError, match="medium vs easy: the chunks were played by different players"):
        merge([old, new])


def test_chunks_from_before_per_player_fingerprints_merge_only_with_the_same_hash():
    a = run(games=2, pairings="easy-greedy", rulesets="B")
    b = run(games=2, pairings="easy-greedy", rulesets="B", first_seed=2)
    a["players"] = b["players"] = "753bd4072b09ea9a"
    assert merge([a, b])["B"]["easy vs greedy"]["games"] == 4
    c = run(games=2, pairings="easy-greedy", rulesets="B", first_seed=4)
    with pytest.raises(ValueError, match="different players"):
        merge([a, b, c])


def test_a_change_to_one_rule_sets_medium_keeps_the_other_rule_sets_chunks_with_medium_mergeable(monkeypatch):
    """Rule set B's Medium took noise in November 2026 while rule set A's Hard-against-Medium chunks were
    1,900 games in: prints and settings are compared in the pairing's own rule set."""
    old = run(games=2, pairings="medium-easy", rulesets="A,B")
    old["level_settings"]["medium"]["noise"] = 0.0      # as chunks from before the split per rule set said
    changed = copy.deepcopy(senet_tournament.LEVEL_SETTINGS)
    changed["medium"]["noise"] = {"A": 0.0, "B": 1.0}
    monkeypatch.setattr(senet_tournament, "LEVEL_SETTINGS", changed)
    monkeypatch.setattr("game.senet.ai.LEVEL_SETTINGS", changed)
    new = run(games=2, pairings="medium-easy", rulesets="A,B", first_seed=2)
    assert new["players"]["medium"]["A"] == old["players"]["medium"]["A"]
    assert new["players"]["medium"]["B"] != old["players"]["medium"]["B"]
    only_a = {k: v for k, v in new.items() if k != "B"}
    assert merge([{k: v for k, v in old.items() if k != "B"}, only_a])["A"]["medium vs easy"]["games"] == 4
    with pytest.raises(ValueError, match="B medium vs easy: the chunks were played by different players"):
        merge([old, new])


def test_chunks_with_one_print_per_player_for_both_rule_sets_merge_only_with_the_same_print():
    a = run(games=2, pairings="easy-greedy", rulesets="B")
    b = run(games=2, pairings="easy-greedy", rulesets="B", first_seed=2)
    a["players"] = {name: "4b9d3a15b089c244" for name in a["players"]}
    b["players"] = dict(a["players"])
    assert merge([a, b])["B"]["easy vs greedy"]["games"] == 4
    c = run(games=2, pairings="easy-greedy", rulesets="B", first_seed=4)
    with pytest.raises(ValueError, match="different players"):
        merge([a, b, c])


def test_a_long_run_into_chunk_files_plays_only_what_is_missing_and_adds_up_to_one_run(tmp_path):
    """The Hard pairings take hours a pairing: ``--into`` plays them as chunk files, session after session,
    and a run stopped half-way (or a chunk lost) goes on where it stopped."""
    written = chunk_files(tmp_path, "easy-random,greedy-random", "B", first_seed=2, until=8, chunk=2)
    names = [p.name for p in written]
    assert names[:2] == ["B_easy-random_2.json", "B_greedy-random_2.json"]     # the pairings take turns
    assert sorted(names) == sorted(f"B_{p}-random_{s}.json" for p in ("easy", "greedy") for s in (2, 4, 6))
    chunks = [json.loads(p.read_text()) for p in written]
    whole = run(games=6, pairings="easy-random", rulesets="B", first_seed=2)
    assert _counts(merge(chunks), ER) == _counts(whole, ER)
    assert chunk_files(tmp_path, "easy-random,greedy-random", "B", first_seed=2, until=8, chunk=2) == []
    (tmp_path / "B_easy-random_4.json").unlink()
    again = chunk_files(tmp_path, "easy-random,greedy-random", "B", first_seed=2, until=8, chunk=2)
    assert [p.name for p in again] == ["B_easy-random_4.json"]
    replayed = json.loads(again[0].read_text())
    assert _counts(replayed, ER) == _counts(chunks[names.index("B_easy-random_4.json")], ER)   # the same games


def test_two_runs_sharing_a_folder_do_not_play_a_chunk_the_other_has_written(tmp_path):
    """One run takes the last chunks while another works up to them (one core each): a chunk written by
    the other run meanwhile is not played again."""
    def the_other_run_writes(path):
        if path.name == "B_easy-random_2.json":
            chunk_files(tmp_path, "easy-random", "B", first_seed=6, until=8, chunk=2)
    written = chunk_files(tmp_path, "easy-random", "B", first_seed=2, until=8, chunk=2,
                          progress=the_other_run_writes)
    assert [p.name for p in written] == ["B_easy-random_2.json", "B_easy-random_4.json"]
    assert (tmp_path / "B_easy-random_6.json").exists()


@pytest.mark.parametrize("args", [["--chunk", "3"], ["--first-seed", "1"], ["--games", "7"]])
def test_chunk_files_that_would_break_the_alternation_of_colours_are_refused(tmp_path, args, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--into", str(tmp_path), "--pairings", "easy-random", "--rulesets", "B", *args])
    assert exit_.value.code == 2 and "alternating" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


RESULTS = Path(__file__).resolve().parents[1] / "bench" / "results" / "senet"


def test_the_kept_chunks_add_up_and_were_played_by_the_players_as_shipped():
    """``bench/results/senet`` holds the chunks behind the docs' Senet table. Each file is the chunk its name
    says, they merge, and every pairing's two players have today's fingerprints: a change to a level must
    set its old chunks apart (and its rows in the docs) rather than leave them to be added to new ones."""
    files = sorted(RESULTS.glob("*.json"))
    assert files
    chunks = [json.loads(f.read_text(encoding="utf-8")) for f in files]
    for f, chunk in zip(files, chunks):
        rs, pairing, seed = f.stem.split("_")
        assert chunk["first_seed"] == int(seed), f.name
        assert [k for k in chunk[rs] if " vs " in k] == [pairing.replace("-", " vs ")], f.name
    now = players_fingerprint()
    for rs in RULESETS:
        for name, row in merge(chunks).get(rs, {}).items():
            assert row["players"] == {p: now[p][rs] for p in name.split(" vs ")}, (rs, name)
            # and today's settings: a change (Hard's budget, say) need not move the fingerprint's few moves
            settings = {p: senet_tournament._settings_in(senet_tournament.LEVEL_SETTINGS[p], rs)
                        for p in name.split(" vs ") if p in senet_tournament.LEVEL_SETTINGS}
            assert row["level_settings"] == json.loads(json.dumps(settings)), (rs, name)


def test_a_setting_off_in_a_rule_set_reads_as_absent_there_and_as_itself_in_the_other():
    """Hard's endgame search came to rule set A only (``{"A": {...}, "B": None}``): rule set B's chunks from
    before it, which lack the setting, still agree with today's Hard there; rule set A's do not."""
    before = {"depth": 8, "budget": {"A": 100_000, "B": 25_000}}
    now = dict(before, endgame={"A": {"budget": 200_000, "margin": 0.2}, "B": None})
    read = senet_tournament._settings_in
    assert read(now, "B") == read(before, "B") == {"depth": 8, "budget": 25_000}
    assert read(now, "A") != read(before, "A")
    assert read(now, "A")["endgame"] == {"budget": 200_000, "margin": 0.2}
