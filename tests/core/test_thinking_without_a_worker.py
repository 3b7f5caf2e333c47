"""Where no worker process can be started (the system refuses a new process, the pipe breaks), asking the
computer ends in an answer of "error", which the board shows as "The computer could not move", not in a
traceback; warming up beforehand, and closing, raise nothing either. A process that never started was
kept and joined at shutdown: "AssertionError: can only join a started process"."""
import multiprocessing

from game.core.match import Match
from game.core.thinking import Thinker


def _refuse(self):
    raise OSError("Resource temporarily unavailable")


def test_a_worker_that_cannot_start_gives_an_error_answer_not_a_traceback(monkeypatch):
    monkeypatch.setattr(multiprocessing.get_context("spawn").Process, "start", _refuse)
    thinker = Thinker()
    thinker.warm()                                    # after a frame's flip: nothing raised, nothing kept
    assert thinker._proc is None and thinker._conn is None
    thinker.ask(Match.new("pente", None, seed=1), "easy", 1)
    got = thinker.poll()
    assert got is not None and got[0] == "error" and "could not start" in got[1]
    assert not thinker.busy and thinker.poll() is None
    thinker.close()                                   # at shutdown: nothing to join
