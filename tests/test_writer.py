"""The one writer thread (``game/storage/writer.py``): the finished games' writes run in the order handed over,
the kept game's (``latest_only``) only its newest snapshot, so a long game does not queue a write per move."""
import threading

from game.storage.writer import Writer


def run_jobs(latest_only: bool) -> list:
    w = Writer("test", latest_only=latest_only)
    done: list = []
    started, release = threading.Event(), threading.Event()

    def first():
        started.set()
        release.wait(10)
        done.append(1)

    w.submit(first)
    assert started.wait(10)            # the first job is running: the next ones wait behind it
    for n in (2, 3, 4):
        w.submit(lambda n=n: done.append(n))
    assert w.pending()
    release.set()
    assert w.flush(10)
    w.close()
    return done


def test_jobs_run_in_the_order_handed_over():
    assert run_jobs(latest_only=False) == [1, 2, 3, 4]


def test_latest_only_writes_the_running_job_and_then_only_the_newest():
    assert run_jobs(latest_only=True) == [1, 4]


def test_the_thread_can_be_started_before_the_first_job_and_a_closed_writer_runs_jobs_at_once():
    w = Writer("test")
    assert not w.running()
    w.start()
    assert w.running()
    w.close()
    done: list = []
    w.submit(lambda: done.append("now"))
    assert done == ["now"] and not w.running()


def test_a_failed_job_is_said_until_one_succeeds():
    w = Writer("test")

    def fail():
        raise OSError(28, "No space left on device")

    w.submit(fail)
    w.flush(10)
    assert "No space left on device" in (w.problem or "")
    w.submit(lambda: None)
    w.flush(10)
    assert w.problem is None
    w.close()
