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


def test_the_monkey_prints_json_only():
    """Its output parses as JSON: pygame's support banner is not printed before it (it was)."""
    import json
    import os
    import subprocess
    import sys
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    out = subprocess.run([sys.executable, "-m", "bench.monkey", "--events", "40", "--size", "800x600"],
                         capture_output=True, text=True, env=env, timeout=300, check=True)
    assert json.loads(out.stdout)["events"] == 40
