"""Shared measuring helpers: interleaved machine baseline, summary statistics, a win rate's interval.

A figure means little without the machine beside it, and a baseline measured
minutes apart from the figure drifts with the machine's load. So a benchmark
times its work and the baseline in alternating rounds, and reports both.
"""
from __future__ import annotations

import math
import statistics
import time
from typing import Callable


def baseline_workload() -> None:
    """A fixed pure-Python workload (dict and list operations; 0.34 ms at best, 0.38 ms median on the
    development machine, November 2026) to compare machines by."""
    d: dict[int, int] = dict.fromkeys(range(256), 0)
    acc = 0
    for i in range(4000):
        d[i & 255] = i
        acc += d[(i * 7) & 255]
    lst = sorted(range(2000, 0, -1))
    acc += lst[0]


def stats(samples: list[float], unit_scale: float = 1.0) -> dict:
    """Median, p95 and p99 of samples (seconds) scaled to the unit asked for."""
    s = sorted(samples)
    if not s:
        return {"n": 0}

    def pct(q: float) -> float:
        return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]

    return {"median": round(statistics.median(s) * unit_scale, 3), "p95": round(pct(0.95) * unit_scale, 3),
            "p99": round(pct(0.99) * unit_scale, 3), "max": round(s[-1] * unit_scale, 3), "n": len(s)}


def interleaved(work: Callable[[], None], rounds: int = 20, per_round: int = 1) -> dict:
    """Time ``work`` and the baseline workload in alternating rounds.

    Returns ``{"work_s": [...], "baseline_s": [...]}``: per-call seconds of
    each round, so the caller reports medians side by side.
    """
    clock = time.perf_counter
    work_s, base_s = [], []
    for _ in range(rounds):
        t0 = clock()
        for _ in range(per_round):
            work()
        work_s.append((clock() - t0) / per_round)
        t0 = clock()
        baseline_workload()
        base_s.append(clock() - t0)
    return {"work_s": work_s, "baseline_s": base_s}


def rate_with_baseline(work: Callable[[], int], rounds: int = 10) -> dict:
    """Operations per second of ``work`` (which returns how many it did), with the baseline interleaved."""
    clock = time.perf_counter
    rates, base = [], []
    for _ in range(rounds):
        t0 = clock()
        n = work()
        rates.append(n / (clock() - t0))
        t0 = clock()
        baseline_workload()
        base.append(clock() - t0)
    return {"per_second": round(statistics.median(rates)), "baseline_ms": round(statistics.median(base) * 1000, 3)}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate (draws counted as half a win by the caller): the
    tournaments' intervals, which stay inside [0, 1] and say something at 100 of 100."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (round(max(0.0, c - h), 3), round(min(1.0, c + h), 3))


def sign_test(gained: int, lost: int) -> float:
    """Two-sided sign test: the chance of a split at least this uneven if each changed result went either way
    with probability one half (exact binomial)."""
    n = gained + lost
    if n == 0:
        return 1.0
    k = min(gained, lost)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n
    return min(1.0, 2 * tail)
