"""A record turned into text on the writer thread, and what that costs the frames meanwhile (issue 39).

The autosave writes the game being played after every move, and the library the finished game, each on a
writer thread (``game/storage/writer.py``, ``autosave.py``) through ``records.dumps``. A thread running
Python holds the interpreter lock: the frames drawn meanwhile wait for it. The bench times the text of a
random 31×31 Senket game (2,461 actions, seed 1) two ways, interleaved: ``records.dumps`` as it is now and
the indented ``json.dumps`` it used to be (the pure-Python encoder); then, for each way, a main thread
drawing "frames" (a fixed ~2 ms pure-Python workload) while a second thread writes the text 20 times, and
reports those frames' wall time against frames with no writer, and the main thread's time lost per write
(the frames' time beyond the no-writer median, over the writes). CPU time for the text (``process_time``),
wall time for the frames (the wait for the lock is the point).

    python -m bench.record_text [--quick]
"""
from __future__ import annotations

import json
import random
import statistics
import sys
import threading
import time

from bench.common import baseline_workload
from game.core import records, registry


def long_record(actions: int = 2500, seed: int = 1) -> records.Record:
    spec = registry.get("senket")
    state = spec.new(spec.options_type.from_dict({"size": 31}), seed)
    rng = random.Random(seed)
    done = []
    while len(done) < actions and not state.is_over:
        action = rng.choice(list(state.legal_actions()))
        done.append(state.action_to_json(action))
        state.push(action)
    return records.Record(game="senket", options={"size": 31}, seed=seed, start=None, actions=tuple(done),
                          result=None, meta={"players": ["human", "easy"]})


def indented(record: records.Record) -> str:
    """The text as ``records.dumps`` made it before issue 39's third session."""
    return json.dumps(record.to_json(), indent=1, sort_keys=False) + "\n"


def _cpu_ms(fn, rounds: int) -> list[float]:
    out = []
    for _ in range(rounds):
        c = time.process_time()
        fn()
        out.append((time.process_time() - c) * 1000)
    return out


def _frames_while(write, writes: int) -> list[float]:
    """Wall ms of main-thread frames (five baseline workloads each) while a thread runs ``write`` (None: no
    thread), until the thread is done (or 60 frames without one)."""
    done = threading.Event()

    def writer():
        for _ in range(writes):
            write()
        done.set()
    if write is not None:
        threading.Thread(target=writer, daemon=True).start()
    frames = []
    while not done.is_set() if write is not None else len(frames) < 60:
        t = time.perf_counter()
        for _ in range(5):
            baseline_workload()
        frames.append((time.perf_counter() - t) * 1000)
    return frames


def _summary(ms: list[float]) -> dict:
    s = sorted(ms)
    return {"p50_ms": round(statistics.median(s), 2), "p99_ms": round(s[min(len(s) - 1, int(0.99 * (len(s) - 1)))], 2),
            "max_ms": round(s[-1], 2), "n": len(s)}


def run(quick: bool = False) -> dict:
    record = long_record()
    rounds = 5 if quick else 15
    now_ms, old_ms = [], []
    for _ in range(rounds):                      # interleaved: the two ways see the same machine
        now_ms += _cpu_ms(lambda: records.dumps(record), 1)
        old_ms += _cpu_ms(lambda: indented(record), 1)
    assert json.loads(records.dumps(record)) == json.loads(indented(record))
    frames = {"no_writer": [], "writer_now": [], "writer_indented": []}
    for _ in range(1 if quick else 3):
        frames["no_writer"] += _frames_while(None, 0)
        frames["writer_now"] += _frames_while(lambda: records.dumps(record), 20)
        frames["writer_indented"] += _frames_while(lambda: indented(record), 20)
    calm = statistics.median(frames["no_writer"])
    lost = {k: round((sum(frames[k]) - calm * len(frames[k])) / (20 * (1 if quick else 3)), 2)
            for k in ("writer_now", "writer_indented")}
    return {"actions": len(record.actions), "bytes_now": len(records.dumps(record)),
            "main_thread_ms_lost_per_write": lost,
            "bytes_indented": len(indented(record)),
            "text_cpu_ms_median": {"now": round(statistics.median(now_ms), 2),
                                   "indented_before": round(statistics.median(old_ms), 2)},
            "main_thread_frames_wall": {k: _summary(v) for k, v in frames.items()}}


if __name__ == "__main__":
    print(json.dumps(run("--quick" in sys.argv[1:]), indent=2))
