"""bench.pente_strength's options for paired runs (issue 35): ``--seat`` keeps the games of one colour, the
same game numbers as a full run; ``--patch`` changes only the new Hard, its level dict and ai's constants."""
from __future__ import annotations

import json

import pytest

from bench import pente_colours, pente_strength
from game.pente import ai


def fake_play(calls, seeds=None):
    def play(game, options, new_level="hard", cfg_patch=None, new_seed=1000):
        calls.append((game, cfg_patch))
        if seeds is not None:
            seeds.append(new_seed)
        return {"game": game, "new_seat": game % 2, "winner": game % 2, "result": "new", "termination": "five",
                "plies": 9, "new_cpu_s": [0.1], "frozen_cpu_s": [0.1]}
    return play


@pytest.mark.parametrize("seat, games", [("both", [4, 5, 6, 7]), ("white", [5, 7]), ("black", [4, 6])])
def test_seat_keeps_the_games_of_one_colour(monkeypatch, capsys, seat, games):
    calls = []
    monkeypatch.setattr(pente_strength, "play", fake_play(calls))
    pente_strength.main(["--first", "4", "--games", "4", "--seat", seat])
    assert [g for g, _ in calls] == games
    assert json.loads(capsys.readouterr().out)["overall"]["games"] == len(games)


def test_patch_sets_the_constants_and_hands_the_rest_to_hards_level_dict(monkeypatch):
    monkeypatch.setattr(ai, "OPEN4_CAPTURES", ai.OPEN4_CAPTURES)
    cfg = pente_strength.apply_patch({"OPEN4_CAPTURES": 1234, "nodes": 500})
    assert ai.OPEN4_CAPTURES == 1234 and cfg == {"nodes": 500}
    with pytest.raises(KeyError):
        pente_strength.apply_patch({"NO_SUCH_WEIGHT": 1})
    ai._TABLES.clear()


def test_the_colours_bench_makes_each_named_player():
    assert pente_colours.make("new", 1).cfg == ai.LEVELS["hard"] | {"qcaps": ai.LEVELS["hard"]["play_qcaps"]}
    assert pente_colours.make('new:{"nodes": 99}', 1).cfg["nodes"] == 99
    frozen = pente_colours.make("frozen", 1)
    assert type(frozen).__module__ == "bench.pente_frozen_hard" and frozen.level == "hard"
    with pytest.raises(ValueError):
        pente_colours.make("medium", 1)


def test_a_game_list_plays_those_games(monkeypatch, capsys):
    calls = []
    monkeypatch.setattr(pente_strength, "play", fake_play(calls))
    pente_strength.main(["--game-list", "9,3,4", "--seat", "white"])
    assert [g for g, _ in calls] == [9, 3]
    capsys.readouterr()


def test_a_tournament_chunk_plays_the_games_of_a_long_run(monkeypatch):
    """``bench.pente_tournament --first 20 --games 10`` are games 20-29 of a 100-game run: the same seeds, and
    the seats still alternate from game 0 (hence an even first game)."""
    from bench import pente_tournament
    seen = []

    def pairing(spec, options, a, b, games, names, seed0):
        seen.append((names, games, seed0))
        return {f"{names[0]}_wins": 0}
    monkeypatch.setattr(pente_tournament, "pairing", pairing)
    pente_tournament.run(games=100, pairings=(("hard", "medium"),))
    pente_tournament.run(games=10, pairings=(("hard", "medium"),), first=20)
    assert seen[1][2] == seen[0][2] + 20 and seen[1][1] == 10
    with pytest.raises(ValueError):
        pente_tournament.run(games=10, pairings=(("hard", "medium"),), first=21)


def test_new_seed_gives_the_new_hard_other_seeds_and_the_frozen_one_its_own(monkeypatch, capsys):
    """``--new-seed 5000``: the same games with the new Hard seeded 5000 + game (its picks among near-equal root
    moves), the frozen Hard as in every run; the log says which seeds played."""
    calls, seeds = [], []
    real_play = pente_strength.play
    monkeypatch.setattr(pente_strength, "play", fake_play(calls, seeds))
    pente_strength.main(["--game-list", "3", "--new-seed", "5000"])
    pente_strength.main(["--game-list", "3"])
    assert seeds == [5000, 1000]
    capsys.readouterr()
    made = []
    monkeypatch.setattr(pente_strength, "Player", lambda level, seed: made.append(("new", seed)) or ("new", seed))
    monkeypatch.setattr(pente_strength, "FrozenHard", lambda seed: made.append(("frozen", seed)) or ("frozen", seed))

    class Done:
        ply, moves = 9, []

        @staticmethod
        def outcome():
            return None
    monkeypatch.setattr(pente_strength, "played_out", lambda players, options, seed: (Done, [[], []], [[], []], [[], []]))
    real_play(3, None, new_seed=5000)
    assert made == [("new", 5003), ("frozen", 2003)]


def _row(game, result):
    return {"game": game, "new_seat": game % 2, "result": result, "new_cpu_s": [0.1], "frozen_cpu_s": [0.1]}


def test_paired_counts_the_games_that_changed_hands_on_the_same_game_numbers():
    base = [_row(1, "new"), _row(3, "frozen"), _row(5, "new"), _row(7, "frozen")]
    variant = [_row(1, "frozen"), _row(3, "new"), _row(5, "new"), _row(9, "new")]
    p = pente_strength.paired(variant, base)
    assert (p["games"], p["new_wins"], p["baseline_wins"]) == (3, 2, 2)
    assert p["won_where_baseline_lost"] == [3] and p["lost_where_baseline_won"] == [1]
    assert p["unpaired_games"] == [9] and p["sign_test_p"] == 1.0


def test_the_sign_test_is_the_exact_binomial_tail():
    from bench.common import sign_test
    assert sign_test(0, 0) == 1.0
    assert sign_test(5, 0) == pytest.approx(2 / 32)
    assert sign_test(10, 6) == sign_test(6, 10) == pytest.approx(2 * sum(__import__("math").comb(16, i)
                                                                         for i in range(7)) / 2 ** 16)
    assert sign_test(17, 5) < 0.05 < sign_test(16, 6)


def test_summary_against_pairs_two_logs(tmp_path, capsys):
    a, b, c = tmp_path / "variant.jsonl", tmp_path / "base-1.jsonl", tmp_path / "other.jsonl"
    a.write_text("".join(json.dumps(r) + "\n" for r in [_row(1, "new"), _row(3, "new"), _row(5, "frozen")]))
    b.write_text("".join(json.dumps(r) + "\n" for r in [_row(1, "frozen"), _row(3, "new")]))
    c.write_text(json.dumps(_row(5, "new")) + "\n")
    assert pente_strength.main(["--summary", str(a), "--against", f"{tmp_path / 'base-*.jsonl'},{c}"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["overall"]["new_wins"] == 2 and out["paired"]["games"] == 3
    assert out["paired"]["won_where_baseline_lost"] == [1] and out["paired"]["lost_where_baseline_won"] == [5]
    with pytest.raises(SystemExit):
        pente_strength.main(["--against", str(b)])
    with pytest.raises(SystemExit, match="no log matches"):
        pente_strength.main(["--summary", str(a), "--against", str(tmp_path / "missing-*.jsonl")])
    capsys.readouterr()
