"""The Pente move benchmark reports its figures, and its verdict follows them: a target no push can meet is
reported missed, one every push meets is reported met (a verdict fixed at True passed the old test)."""

from bench import pente_moves


def test_bench_reports_figures_and_a_verdict_that_follows_them(monkeypatch):
    res = pente_moves.run(quick=True)
    for key in ("push_capture", "push_quiet", "push_win", "pop", "legal_moves"):
        assert res[key]["median_us"] > 0
        assert res[key]["p95_us"] >= res[key]["median_us"]
    slowest = max(res[k]["median_us"] for k in ("push_capture", "push_quiet", "push_win"))
    assert res["meets_target"] == (slowest <= res["target_push_median_us"])
    monkeypatch.setattr(pente_moves, "TARGET_US", 1e-6)
    assert pente_moves.run(quick=True)["meets_target"] is False
    monkeypatch.setattr(pente_moves, "TARGET_US", 1e9)
    assert pente_moves.run(quick=True)["meets_target"] is True


def test_node_cost_bench_parts_follow_its_figures():
    """The shares it reports are the moves' costs over a search node's: a share that did not follow the figures
    would point the next speed-up at the wrong part."""
    from bench import pente_node_cost

    res = pente_node_cost.run(count=1, rounds=1)
    assert res["search_nodes"] > 0 and res["search_us_per_node"] > 0
    assert 0 < res["mirror_move_and_back_us"] < res["push_and_pop_us"]
    per = res["search_us_per_node"]
    assert abs(res["mirror_share_of_a_node"] - res["mirror_move_and_back_us"] / per) < 0.01
    assert abs(res["bookkeeping_share_of_a_node"]
               - (res["push_and_pop_us"] - res["mirror_move_and_back_us"]) / per) < 0.01
