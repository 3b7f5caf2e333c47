"""The endgame tables are read without numpy (issue 34): opening a Senet game never loads it, and the
benches run under PyPy, which has no numpy here, with the same tables, so they play the same moves."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.senet import solver

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import sys
sys.modules["numpy"] = None          # any import of numpy now fails
from game.senet import solver
from game.senet.rules import Options, State
g = State.from_position(Options.preset("hounds_and_jackals"), {22: 0, 29: 0, 23: 1}, current_side=0,
                        borne_off=(3, 4), seed=1)
print(repr(solver.win_probability(g)), solver.status()["hounds_and_jackals"])
"""


def test_a_table_is_read_and_answers_in_a_process_that_cannot_import_numpy():
    np = pytest.importorskip("numpy")
    from game.senet.rules import Options, State
    g = State.from_position(Options.preset("hounds_and_jackals"), {22: 0, 29: 0, 23: 1}, current_side=0,
                            borne_off=(3, 4), seed=1)
    if not solver.covers(g):
        pytest.skip(f"no endgame table: {solver.status()}")
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    value, status = out.stdout.split()
    assert status == "loaded"
    # the same number numpy reads from the file
    entry = solver._manifest()["hounds_and_jackals"]
    with np.load(solver.TABLE_DIR / entry["file"]) as z:
        q = z["values"]
    side_index = solver.index_of((22, 29), (23,))
    assert float(value) == solver.win_probability(g) == q[side_index] / solver.SCALE
