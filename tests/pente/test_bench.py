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
