"""`python -m bench.frames_computer [--quick]`: ``bench.frames`` with the second seat an Easy computer thinking in
the worker process (``python -m bench.frames --computer easy``), for ``python -m bench --doc``."""
from __future__ import annotations

import json
import sys

from bench.frames import run as run_frames

LEVEL = "easy"


def run(quick: bool = False, only: list[str] | None = None) -> dict:
    return run_frames(quick, only or ["senket_31", "pente", "senet"], computer=LEVEL)


if __name__ == "__main__":
    print(json.dumps(run("--quick" in sys.argv, [a for a in sys.argv[1:] if not a.startswith("--")] or None),
                     indent=2))
