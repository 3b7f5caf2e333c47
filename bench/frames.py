"""Frame time per scene at 1920×1080, with real input, beside an interleaved empty loop.

Each scene is stepped through the real ``App.step`` (events, update, draw,
flip) with the dummy driver while a driver posts the events a player makes —
pointer sweeps over the board (previews), clicks and keys that play moves,
undo and redo — as real pygame events through the input layer. The empty
clear-and-flip loop runs in blocks interleaved with the scene's blocks, so a
busy machine slows both alike. Frames on which a move was played are also
reported on their own ("move frames"): that is where the work happens.

Beside each wall-clock figure the bench gives the main thread's CPU time for the same frames
(``cpu_*``, ``time.thread_time``): on a machine shared with other work the wall clock counts the
time the process waited for a core, the CPU time counts only the work the frame did. The target
is on the wall clock, measured with nothing else running; the CPU time is the figure that a busy
machine can still compare.

With ``--computer LEVEL`` the second seat of every game is that computer player, thinking in the worker
process as in the windowed app (headless runs otherwise answer in process, on the frame): the driver plays
the first seat and waits while the computer has the turn, the computer's moves count as move frames, and the frames drawn while it thinks are reported on
their own (``thinking_frames``), as are the computer's move frames (``computer_move_frames``).

A frame is timed from its input to its flip. What the app does after the flip (collecting a scene closed
on that frame: ``App.collect_closed``) is in the time the loop waits for the next frame; it is reported
on its own (``after_flip``), not hidden. As in main.py, what start-up made is frozen out of the
collections (``gc.freeze``) before the first scene.

Target (issue 9): every frame, the frame of a move included, <= 8 ms p99.

    python -m bench.frames [--quick] [--computer LEVEL] [scene ...]
"""
from __future__ import annotations

import gc
import json
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.cli import LaunchOptions  # noqa: E402
from game.ui.app import App, post_step  # noqa: E402
from game.ui.script import Step  # noqa: E402

SIZE = (1920, 1080)
TARGET_P99_MS = 8.0


def _stats(times: list[float], cpu: list[float] | None = None) -> dict:
    if not times:
        return {"n": 0}

    def summary(values: list[float], prefix: str = "") -> dict:
        ms = sorted(t * 1000 for t in values)

        def pct(q):
            return round(ms[min(len(ms) - 1, int(round(q * (len(ms) - 1))))], 3)
        return {f"{prefix}p50_ms": round(statistics.median(ms), 3), f"{prefix}p95_ms": pct(0.95),
                f"{prefix}p99_ms": pct(0.99), f"{prefix}max_ms": round(ms[-1], 3)}
    out = {**summary(times), "n": len(times)}
    if cpu:
        out.update(summary(cpu, "cpu_"))
    return out


def _empty_block(frames: int, times: list[float]) -> None:
    screen = pygame.display.get_surface()
    for _ in range(frames):
        t0 = time.perf_counter()
        pygame.event.get()
        screen.fill((0, 0, 0))
        pygame.display.flip()
        times.append(time.perf_counter() - t0)


def _fresh(app: App, scene) -> None:
    app.pop_to_root()
    app.apply_stack_changes()
    while app.stack:
        app.stack.pop().close()
    app.running = True
    app.push(scene)
    app.apply_stack_changes()


def measure(app: App, name: str, factory, driver, frames: int, block: int = 60,
            computer: str | None = None) -> dict:
    """Drive one scene for ``frames`` frames in blocks, an empty-loop block before each (``computer``: the
    second seat is that computer level, thinking in ``app.thinker``)."""
    from bench.fixtures import played_count
    scene = factory(app)
    if computer is not None:
        scene.match.seats = (scene.match.seats[0], computer)
    _fresh(app, scene)
    for _ in range(20):  # warm caches, as a player's first third of a second does
        app.step(dt=1 / 60)
    rng = random.Random(name)
    steps = driver(app, rng) if driver else iter(())
    scene_t, move_t, empty_t = [], [], []
    scene_c, move_c = [], []
    after_t, after_c = [], []
    think_t, think_c, cmove_t, cmove_c = [], [], [], []
    slowest: list = []
    worst: list = []
    done = 0
    while done < frames:
        _empty_block(block, empty_t)
        app.window_touched()    # the empty loop drew on the window: the scene's next frame draws it whole
        for _ in range(min(block, frames - done)):
            top = app.top
            before = played_count(top)
            # the driver choosing its input is not the app's frame: not timed; it plays the first seat and waits
            # (posts nothing) while the computer has the turn, as a player does
            posted = () if computer is not None and not _persons_turn(top) else next(steps, ())
            t0, c0 = time.perf_counter(), time.thread_time()
            for step in posted:
                post_step(app, Step(app.frame, *step))
            app.step(dt=1 / 60)
            end = (time.perf_counter(), time.thread_time())
            # the frame is the time to its flip; what the app does after the flip (collecting a closed scene)
            # is the time the loop would wait for the next frame, reported on its own (``after_flip``)
            shown = getattr(app, "shown_at", end)
            dt, dc = shown[0] - t0, shown[1] - c0
            after_t.append(end[0] - shown[0])
            after_c.append(end[1] - shown[1])
            scene_t.append(dt)
            scene_c.append(dc)
            worst.append((dt, [f"{k} {v}" for k, v, *_ in posted], type(app.top).__name__))
            if played_count(top) != before:
                move_t.append(dt)
                move_c.append(dc)
                slowest.append((dt, [f"{k} {v}" for k, v, *_ in posted]))
                if computer is not None and _last_mover(top) == 1:
                    cmove_t.append(dt)
                    cmove_c.append(dc)
            elif getattr(top, "thinking", False):
                think_t.append(dt)
                think_c.append(dc)
            if app.top is not top and app.top is not None and getattr(app.top, "transparent", False):
                app.pop()  # a result panel or pause: back to the board, as the driver wants to keep playing
            if computer is not None and not _persons_turn(top):
                # while the computer has the turn the loop waits for the next frame, as the window's does: the
                # worker gets the wall clock a player would give it (unpaced, 120 quick frames took 0.6 s and a
                # loaded machine's worker answered none of them)
                time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - t0)))
            done += 1
    out = {"all": _stats(scene_t, scene_c), "move_frames": _stats(move_t, move_c), "empty_loop": _stats(empty_t),
           "after_flip": _stats(after_t, after_c),
           **({"computer": computer, "thinking_frames": _stats(think_t, think_c),
               "computer_move_frames": _stats(cmove_t, cmove_c)} if computer is not None else {}),
           "target_p99_ms": TARGET_P99_MS,
           "slowest_move_frames": [{"ms": round(t * 1000, 2), "input": i} for t, i in sorted(slowest)[-3:]],
           "slowest_frames": [{"ms": round(t * 1000, 2), "input": i, "top": top}
                              for t, i, top in sorted(worst, key=lambda w: w[0])[-3:]]}
    return out


def _persons_turn(scene) -> bool:
    """Not the computer's (the second seat's) decision or throw in a board scene; True on other screens."""
    match = getattr(scene, "match", None)
    if match is None or match.over:
        return True
    p = match.state.current_player()
    if p in (0, 1):
        return p == 0
    owner = getattr(scene, "chance_owner", lambda: None)()
    return owner != 1


def _last_mover(scene) -> int | None:
    """The seat whose action was played last in a board scene (the match's record of who moved)."""
    match = getattr(scene, "match", None)
    movers = getattr(match, "movers", None)
    return movers[-1] if movers else None


def run(quick: bool = False, only: list[str] | None = None, computer: str | None = None) -> dict:
    from bench.fixtures import frame_scenarios
    frames = 120 if quick else 1200
    with tempfile.TemporaryDirectory() as data:
        app = App(LaunchOptions(headless=True, data_dir=Path(data), size=SIZE))
        # as main.py does once the first frame is shown (``settle_memory``): what start-up made is kept out of
        # the collections that closing a scene runs (without it a collection took ~10 ms, not 2-7)
        gc.collect()
        gc.freeze()
        if computer is not None:      # the windowed app's worker process, not the headless in-process answer
            from game.core.thinking import Thinker
            app.thinker.close()
            app.thinker = Thinker(in_process=False)
        try:
            result = {"frames": frames, "size": f"{SIZE[0]}x{SIZE[1]}", "computer": computer, "scenes": {}}
            for name, (factory, driver) in frame_scenarios().items():
                if only and name not in only:
                    continue
                result["scenes"][name] = measure(app, name, factory, driver, frames, computer=computer)
        finally:
            app.shutdown()
            gc.unfreeze()
    return result


if __name__ == "__main__":
    import argparse
    parser = argparse.ArgumentParser(description="Frame times with real input, at 1920x1080.")
    parser.add_argument("scenes", nargs="*")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--computer", metavar="LEVEL", help="the second seat is this computer level, thinking "
                        "in the worker process (easy, medium, hard)")
    a = parser.parse_args()
    print(json.dumps(run(a.quick, a.scenes or None, a.computer), indent=2))
