"""A game review made beside the window: one process per core, each analysing its share of the
decisions (``review.analyse(..., part=(k, n))``), the parts merged when all are in.

The scene polls (``poll()``) every frame and draws the progress; leaving it or Esc cancels, which stops
the processes at once. Processes, not threads: the analysis is pure Python and would hold the window's
interpreter; spawned, so no copy of the window or the audio device goes with them.
"""
from __future__ import annotations

import os
import time
from typing import Optional

from . import records, registry, review
from .worker_priority import yield_to_the_window


def _work(record_json: dict, level: str, part: tuple[int, int], out) -> None:
    """In a worker process: analyse one part and send ("progress", k, done, total) then ("done", k, review,
    its CPU seconds) or ("error", k, sentence)."""
    k = part[0]
    yield_to_the_window()
    try:
        record = records.from_json(record_json)
        analyst = registry.get(record.game).module("review").analyst(level)
        last = [-1]

        def progress(done: int, total: int) -> None:
            if done != last[0]:
                last[0] = done
                out.put(("progress", k, done, total))
        result = review.analyse(record, analyst, progress=progress, part=part)
        out.put(("done", k, result.to_json(), time.process_time()))
    except Exception as exc:   # the scene says it; a worker never dies silently
        out.put(("error", k, f"{type(exc).__name__}: {exc}"))


class ReviewJob:
    """Review ``record`` in ``workers`` processes (default: every core). ``progress`` is (actions done,
    actions in all, summed over the parts); ``result`` the merged Review once ``poll()`` has seen every
    part; ``problem`` a sentence if one failed. ``in_process=True`` works in the caller (headless runs,
    tests: frame-exact, no processes)."""

    def __init__(self, record: records.Record, level: str = "hard", workers: Optional[int] = None,
                 in_process: bool = False) -> None:
        self.record, self.level = record, level
        self.workers = max(1, workers or os.cpu_count() or 1)
        self.result: Optional[review.Review] = None
        self.problem: Optional[str] = None
        self.done = [0] * self.workers
        self.cpu_s: list[Optional[float]] = [None] * self.workers   # each part's CPU, once done (benches)
        self.total = max(1, len(record.actions)) * self.workers
        self._parts: dict[int, review.Review] = {}
        self._procs: list = []
        self._queue = None
        if in_process:
            try:
                analyst = registry.get(record.game).module("review").analyst(level)
                self.result = review.analyse(record, analyst)
            except Exception as exc:   # said by the scene, as a worker's failure is
                self.problem = f"{type(exc).__name__}: {exc}"
            self.done = [self.total // self.workers] * self.workers
            return
        import multiprocessing
        ctx = multiprocessing.get_context("spawn")
        self._queue = ctx.Queue()
        data = record.to_json()
        for k in range(self.workers):
            proc = ctx.Process(target=_work, args=(data, level, (k, self.workers), self._queue), daemon=True,
                               name=f"review-{k}")
            proc.start()
            self._procs.append(proc)

    @property
    def progress(self) -> tuple[int, int]:
        return sum(self.done), self.total

    @property
    def finished(self) -> bool:
        return self.result is not None or self.problem is not None

    def poll(self) -> bool:
        """Take what the workers have said; True once the review is whole (or failed)."""
        if self.finished or self._queue is None:
            return self.finished
        import queue
        all_ended = not any(p.is_alive() for p in self._procs)
        while True:
            try:   # once every worker has ended, what they sent is in the pipe: wait for it a moment
                msg = self._queue.get(timeout=0.5) if all_ended else self._queue.get_nowait()
            except queue.Empty:
                break
            kind, k = msg[0], msg[1]
            if kind == "progress":
                self.done[k] = msg[2]
            elif kind == "done":
                self._parts[k] = review.Review.from_json(msg[2])
                self.cpu_s[k] = msg[3]
                self.done[k] = len(self.record.actions)
            else:
                self.problem = msg[2]
                self.cancel()
                return True
        if len(self._parts) == self.workers:
            self.result = review.merge([self._parts[k] for k in range(self.workers)])
            self._reap()
        elif all_ended:
            self.problem = "the review stopped before it was done"
            self._reap()
        return self.finished

    def cancel(self) -> None:
        for proc in self._procs:
            if proc.is_alive():
                proc.terminate()
        self._reap()

    def _reap(self) -> None:
        for proc in self._procs:
            proc.join(timeout=1)
        self._procs = []
        if self._queue is not None:
            self._queue.close()
            self._queue.cancel_join_thread()
            self._queue = None
