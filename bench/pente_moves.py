"""Benchmark: Pente move placement (capture + win check) and undo on 19×19.

``python -m bench.pente_moves`` prints JSON; ``run(quick=True)`` < 2 s.

Figures (microseconds):
- ``push_capture``: placing a stone that captures two pairs (two directions),
  including the five check, on a mid-game 19×19 board;
- ``push_quiet``: placing a stone with no capture and no win (all 8 capture
  directions and 4 line axes still scanned);
- ``push_win``: placing the stone that completes a five (builds the outcome);
- ``pop``: undoing a capturing move (restores the captured stones).
Each sample times one call with ``time.perf_counter_ns``; median and p95 are
reported.  Target: push median <= 50 µs.
"""

from __future__ import annotations

import json
import platform
import statistics
import sys
import time

from game.pente.rules import Options, PenteGame

TARGET_US = 50.0

# A mid-game 19×19 position (tournament off), black to move.  Black at
# (9, 9) captures the white pairs to the east and to the south-west.
_BLACK = [(12, 9), (6, 12), (7, 13), (8, 13), (9, 13), (10, 13), (8, 8), (10, 7),
          (6, 7), (11, 11), (12, 6), (5, 9), (13, 12), (7, 6), (4, 11)]
_WHITE = [(10, 9), (11, 9), (8, 10), (7, 11), (9, 8), (10, 10), (8, 6), (9, 6),
          (11, 8), (6, 10), (12, 13), (6, 13), (5, 5), (13, 10), (7, 9)]
CAPTURE_MOVE = (9, 9)
QUIET_MOVE = (14, 4)
WIN_MOVE = (11, 13)


def _game() -> PenteGame:
    stones = {p: 1 for p in _BLACK}
    stones.update({p: 2 for p in _WHITE})
    return PenteGame.from_position(stones, Options(size=19, tournament=False), to_move=1)


def _stats(samples_ns: list) -> dict:
    s = sorted(samples_ns)
    p95 = s[min(len(s) - 1, int(round(0.95 * (len(s) - 1))))]
    return {
        "median_us": round(statistics.median(s) / 1000.0, 3),
        "p95_us": round(p95 / 1000.0, 3),
        "n": len(s),
    }


def _time_push_pop(game: PenteGame, point, reps: int):
    push_t, pop_t = [], []
    clock = time.perf_counter_ns
    push, pop = game.push, game.pop
    for _ in range(reps):
        t0 = clock()
        push(point)
        t1 = clock()
        pop()
        t2 = clock()
        push_t.append(t1 - t0)
        pop_t.append(t2 - t1)
    return push_t, pop_t


def run(quick: bool = False) -> dict:
    reps = 3000 if quick else 30000
    g = _game()
    # sanity: the benchmark moves do what they claim
    r = g.push(CAPTURE_MOVE)
    assert r.captured_count == 4 and len(r.captured) == 2 and r.winner is None, r
    g.pop()
    r = g.push(QUIET_MOVE)
    assert r.captured_count == 0 and r.winner is None, r
    g.pop()
    r = g.push(WIN_MOVE)
    assert r.winner == 1, r
    g.pop()

    # warm-up
    _time_push_pop(g, CAPTURE_MOVE, 200)
    cap_push, cap_pop = _time_push_pop(g, CAPTURE_MOVE, reps)
    quiet_push, _ = _time_push_pop(g, QUIET_MOVE, reps)
    win_push, _ = _time_push_pop(g, WIN_MOVE, reps)

    # legal_moves on the mid-game board (for computer players)
    lm = []
    for _ in range(max(50, reps // 30)):
        t0 = time.perf_counter_ns()
        g.legal_moves()
        lm.append(time.perf_counter_ns() - t0)

    res = {
        "benchmark": "pente_moves",
        "board": "19x19",
        "quick": quick,
        "python": platform.python_version(),
        "push_capture": _stats(cap_push),
        "push_quiet": _stats(quiet_push),
        "push_win": _stats(win_push),
        "pop": _stats(cap_pop),
        "legal_moves": _stats(lm),
        "target_push_median_us": TARGET_US,
    }
    res["meets_target"] = all(
        res[k]["median_us"] <= TARGET_US for k in ("push_capture", "push_quiet", "push_win")
    )
    return res


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    print(json.dumps(run(quick="--quick" in argv), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
