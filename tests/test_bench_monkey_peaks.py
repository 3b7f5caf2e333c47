"""``python -m bench.monkey --peaks`` places the memory peak in the app call that made it (issue 39)."""
from __future__ import annotations

from bench import monkey
from game.ui.app import App


def test_the_peak_rises_name_the_call_the_scenes_and_the_window_and_the_app_is_left_as_it_was():
    real = {name: getattr(App, name) for name in monkey.PeakWatch.CALLS}
    out = monkey.run(events=400, seed=3, size=(1280, 800), peaks=True)
    assert out["exceptions"] == 0, out["first_tracebacks"]
    rises = out["peak_rises"]
    assert rises, "a run that opened scenes raised the high-water mark"
    assert [r["peak_mb"] for r in rises] == sorted(r["peak_mb"] for r in rises)
    assert rises[-1]["peak_mb"] <= out["rss_mb"]["peak"]
    assert all(r["in"] in monkey.PeakWatch.CALLS and isinstance(r["stack"], list) for r in rises)
    assert {name: getattr(App, name) for name in monkey.PeakWatch.CALLS} == real, "the app's calls are unwrapped"
    assert "peak_rises" not in monkey.run(events=200, seed=3, size=(1280, 800))
