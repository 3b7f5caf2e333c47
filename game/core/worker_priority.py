"""The computer's worker processes run below the window's priority.

A search or a review fills a core for seconds. On a machine with few cores
(or other work on them) the scheduler would share a core equally between the
worker and the window's process, and the window's frame would wait its turn:
on the quiet 2-core development machine a Senket 31×31 move frame took
8.4 ms of CPU but 12.6 ms of wall clock at p99 while an Easy computer
thought (issue 39). Below the window's priority, the worker only waits a
little longer; its answer does not change (budgets are nodes, not time).
"""
from __future__ import annotations

import os

WORKER_NICENESS = 10


def yield_to_the_window() -> None:
    """Lower the calling (worker) process's priority. Where the system has no ``os.nice`` (Windows) the
    worker runs at the normal priority."""
    try:
        os.nice(WORKER_NICENESS)
    except (AttributeError, OSError):
        pass
