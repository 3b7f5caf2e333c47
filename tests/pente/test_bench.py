"""The Pente move benchmark runs quickly and reports its figures."""

import time

from bench import pente_moves


def test_bench_quick_runs_fast_and_reports():
    t0 = time.perf_counter()
    res = pente_moves.run(quick=True)
    assert time.perf_counter() - t0 < 2.0
    for key in ("push_capture", "push_quiet", "push_win", "pop", "legal_moves"):
        assert res[key]["median_us"] > 0
        assert res[key]["p95_us"] >= res[key]["median_us"]
    assert "meets_target" in res
