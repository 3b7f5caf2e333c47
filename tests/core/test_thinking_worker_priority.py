"""The computer seat's worker runs below the window's priority, as the review's workers do (issue 39):
while it thinks on a machine with few cores, the window's frames are not queued behind its search."""
import os
import time

import pytest

from game.core import registry
from game.core.match import Match
from game.core.thinking import Thinker


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="no process priorities on this system")
def test_the_thinking_worker_runs_below_the_windows_priority_and_still_answers():
    thinker = Thinker()
    try:
        thinker.warm()
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        end, seen = time.monotonic() + 30, mine
        while seen == mine and time.monotonic() < end:       # the worker lowers it on its first line
            seen = os.getpriority(os.PRIO_PROCESS, thinker._proc.pid)
            time.sleep(0.02)
        assert seen >= min(19, mine + 10), (mine, seen)
        spec = registry.get("pente")
        match = Match(spec, spec.new(spec.presets()[next(iter(spec.presets()))], seed=0))
        thinker.ask(match, "easy", seed=1)
        end, got = time.monotonic() + 60, None
        while got is None and time.monotonic() < end:
            got = thinker.poll()
            time.sleep(0.02)
        assert got is not None and got[0] == "ok", got
    finally:
        thinker.close()
