"""Counting work instead of timing it: a count is the same on any machine, however busy."""
from __future__ import annotations

import sys


def lines_run_by(fn) -> int:
    """How many lines of the game's own Python ``fn()`` runs (``sys.settrace`` line events in files under
    ``game/``): a walk over something that grows shows as more lines; C-level copies of a list do not."""
    count = 0

    def tracer(frame, event, arg):
        nonlocal count
        if "/game/" not in frame.f_code.co_filename.replace("\\", "/"):
            return None
        if event == "line":
            count += 1
        return tracer

    previous = sys.gettrace()
    sys.settrace(tracer)
    try:
        fn()
    finally:
        sys.settrace(previous)
    return count
