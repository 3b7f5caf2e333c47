"""Writes done on a background thread, in the order they were handed over.

The record of a finished game is written when it ends: a late 31×31 Senket
record is thousands of actions, turned into text (about 15 ms of pure-Python
JSON) and written with storage's one atomic write, which ends in two fsyncs
(28 ms in all on that game). On the frame of the last move that was the
frame's whole budget twice over. The UI thread hands the write over and
goes on; the thread does it with the same atomic write, so a kill at any
moment leaves the old file or the new one, never half of one.

``flush()`` waits until everything handed over is on disk: the readers of
those files call it first (the Games list, a review written into the file),
and so do quitting and whoever must not act before the write is done (the
kept unfinished game is removed only once the finished one is on disk).
"""
from __future__ import annotations

import collections
import threading
from typing import Callable, Optional

from .files import StorageError


class Writer:
    """One daemon thread running the jobs handed to ``submit`` one after another.

    ``latest_only``: a job handed over replaces the one still waiting, if any (the kept game: only its newest
    snapshot matters, and a long game must not queue a write per move behind a slow disk)."""

    def __init__(self, name: str, latest_only: bool = False) -> None:
        self.name = name
        self.latest_only = latest_only
        self.problem: Optional[str] = None      # the last failed job's sentence, until a job succeeds
        self._jobs: collections.deque = collections.deque()
        self._cond = threading.Condition()
        self._busy = False
        self._closed = False
        self._thread: Optional[threading.Thread] = None

    def submit(self, job: Callable[[], None]) -> None:
        """Run ``job`` on the thread after every job handed over before it. A job raises StorageError (or
        OSError) to say it failed; after ``close()`` the job runs at once, on the caller's thread."""
        with self._cond:
            if not self._closed:
                if self.latest_only:
                    self._jobs.clear()
                self._jobs.append(job)
                self._start()
                self._cond.notify_all()
                return
        self._do(job)

    def start(self) -> None:
        """Start the thread now, while nothing is to be written (a thread's start holds a frame ~4 ms)."""
        with self._cond:
            if not self._closed:
                self._start()

    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)
            self._thread.start()

    def _do(self, job: Callable[[], None]) -> None:
        try:
            job()
            self.problem = None
        except StorageError as exc:
            self.problem = str(exc)
        except OSError as exc:
            self.problem = f"Could not save the game: {exc.strerror or exc}"

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._jobs and not self._closed:
                    self._cond.wait()
                if not self._jobs:
                    return
                job = self._jobs.popleft()
                self._busy = True
            try:
                self._do(job)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def pending(self) -> bool:
        with self._cond:
            return bool(self._jobs) or self._busy

    def flush(self, timeout: float = 30.0) -> bool:
        """Wait until every job handed over so far is done; False if ``timeout`` seconds passed first."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def close(self) -> None:
        """Finish every job handed over, then end the thread (quitting waits for the last write)."""
        self.flush()
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout=30.0)
