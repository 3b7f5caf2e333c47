"""A review made by worker processes is the review made in one process, and it can be cancelled."""
import time

from game.core import records, registry, review
from game.core.review_worker import ReviewJob

SPEC = registry.get("senket")


def short_game(turns: int = 8) -> records.Record:
    state = SPEC.new(SPEC.presets()["quick"], seed=0)
    players, actions = [SPEC.computer("easy", seed=1), SPEC.computer("easy", seed=2)], []
    while state.outcome() is None and sum(1 for a in actions if a in (state.END, state.PASS)) < turns:
        a = players[state.current_player()].choose(state.copy())
        state.push(a)
        actions.append(a)
    return records.record_of(state, None, actions)


def wait(job: ReviewJob, limit: float = 120.0) -> None:
    end = time.monotonic() + limit
    while not job.poll():
        assert time.monotonic() < end, f"no review after {limit} s: {job.progress}"
        time.sleep(0.05)


def test_two_workers_make_the_same_review_as_one_process():
    rec = short_game()
    job = ReviewJob(rec, "easy", workers=2)
    wait(job)
    assert job.problem is None
    alone = review.analyse(rec, SPEC.module("review").analyst("easy"))
    assert job.result.to_json() == alone.to_json()
    done, total = job.progress
    assert done == total


def test_a_cancelled_review_stops_its_workers():
    job = ReviewJob(short_game(12), "hard", workers=2)
    procs = list(job._procs)
    job.cancel()
    assert all(not p.is_alive() for p in procs)
    assert not job.finished


def test_a_review_that_fails_in_process_says_why_instead_of_raising(monkeypatch):
    def broken(*a, **k):
        raise ValueError("the engine gave up")
    monkeypatch.setattr(review, "analyse", broken)
    job = ReviewJob(short_game(2), "easy", in_process=True)
    assert job.finished and job.result is None and "the engine gave up" in job.problem


def test_the_review_workers_run_below_the_windows_priority():
    """A review fills every core; its workers lower their priority so the window still gets its frames."""
    import os
    import pytest
    if not hasattr(os, "getpriority"):
        pytest.skip("no process priorities on this system")
    job = ReviewJob(short_game(30), "hard", workers=2)
    try:
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        seen = []
        end = time.monotonic() + 30
        while len(seen) < len(job._procs) and time.monotonic() < end:
            seen = [os.getpriority(os.PRIO_PROCESS, p.pid) for p in job._procs if p.is_alive()]
            if any(n == mine for n in seen):         # a worker not yet past its first line
                seen = []
                time.sleep(0.02)
        assert seen and all(n >= min(19, mine + 10) for n in seen), (mine, seen)
    finally:
        job.cancel()
