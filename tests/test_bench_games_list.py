"""The Games-list bench opens the real list with kept games and reports the press's frame."""
from bench import games_list


def test_the_bench_opens_the_list_with_its_kept_games_and_times_the_press():
    out = games_list.run(quick=True, repeats=2)
    assert out["records"] == 20 and out["repeats"] == 2
    assert out["actions_per_record"] > 50                       # whole games, not empty records
    assert 0 < out["open_cpu_s"]["median"] <= out["open_cpu_s"]["max"]
