"""Start-up does only what the first menu frame needs: checked by what it imports, not by timing it."""
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import main

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}

PROBE = """
import runpy, sys, json
sys.argv = ["main.py", "--headless", "--frames", "2", "--data-dir", sys.argv[1]]
try:
    runpy.run_path("main.py", run_name="__main__")
except SystemExit:
    pass
print(json.dumps(sorted(m for m in sys.modules if m == "numpy" or m.startswith("game."))))
"""


def test_the_first_menu_frame_loads_no_rules_no_computer_and_no_numpy(tmp_path):
    out = subprocess.run([sys.executable, "-c", PROBE, str(tmp_path)], cwd=ROOT, env=ENV, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    loaded = json.loads(out.stdout.strip().splitlines()[-1])
    assert "game.ui.app" in loaded and "game.scenes.menu" in loaded, "the probe really started the app"
    heavy = [m for m in loaded if m == "numpy" or (m.split(".")[1] in {"senket", "senet", "pente"}
                                                  and m.rsplit(".", 1)[-1] in {"rules", "ai", "scoring", "scene", "view"})]
    assert heavy == []
    assert "game.core.review" not in loaded, "the game review (and hashlib) waits until a game is reviewed"


def test_a_missing_numpy_is_said_before_anything_starts(monkeypatch):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "numpy" else real(name, *a))
    problem = main.missing_libraries()
    assert problem and "numpy is not installed" in problem and "pip install -r" in problem
    monkeypatch.setattr(importlib.util, "find_spec", real)
    assert main.missing_libraries() is None
