"""CPU used while nothing happens: the menu and an idle Pente board, beside a bare pygame-ce window.

Each is a whole process with a real window (under Xvfb: the one in DISPLAY,
or one started here when DISPLAY is unset), left alone for a few seconds to
settle and then watched for a while: the CPU time it and its children used
(utime + stime from /proc) over the wall time, as percent of one core. The
bare window is the floor: ``pygame.display.set_mode`` and a loop that waits
for events. The three are measured in alternating rounds (bare, menu, board,
bare, ...) so a busy machine weighs on all alike; medians are reported.

``python -m bench.idle_cpu [--quick] [--rounds N] [--settle S] [--seconds S]``

Target (issue "A player's first hour"): menu and idle board <= 3 % of one core.
Linux only (/proc).
"""
from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_PCT = 3.0
SIZE = (1280, 800)

BARE = f"""
import os
os.environ['PYGAME_HIDE_SUPPORT_PROMPT'] = '1'
import pygame
pygame.init()
screen = pygame.display.set_mode({SIZE}, pygame.RESIZABLE)
screen.fill((30, 30, 40))
pygame.display.flip()
while True:
    event = pygame.event.wait(500)
    if event.type == pygame.QUIT:
        break
    if event.type in (pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED):
        pygame.display.flip()
pygame.quit()
"""

def _kept_pente_game(data_dir: Path) -> None:
    """A two-player Pente game with one stone on the board, kept as the autosave: ``--continue`` opens its
    board straight away (no click on a setup whose layout may change), and then nobody moves."""
    from game.core import records, registry
    from game.storage.autosave import AUTOSAVE_FILE
    state = registry.get("pente").new()
    action = state.action_from_json([9, 9])
    state.push(action)
    data_dir.mkdir(parents=True, exist_ok=True)
    records.save(data_dir / AUTOSAVE_FILE, records.record_of(state, None, [action]))

CLK_TCK = os.sysconf("SC_CLK_TCK")


def _cpu_ticks(pid: int) -> int:
    """utime + stime of a process, or 0 when it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            data = f.read()
    except OSError:
        return 0
    fields = data[data.rindex(")") + 2:].split()   # after "pid (comm) "; fields[0] is field 3 (state)
    return int(fields[11]) + int(fields[12])


def _descendants(pid: int) -> list[int]:
    """pid and every live process below it (the app's thinking worker, if started)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                data = f.read()
        except OSError:
            continue
        ppid = int(data[data.rindex(")") + 2:].split()[1])
        children.setdefault(ppid, []).append(int(entry))
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(children.get(p, []))
    return out


def _tree_ticks(pid: int) -> dict[int, int]:
    return {p: _cpu_ticks(p) for p in _descendants(pid)}


def _display_ok(display: str) -> bool:
    if shutil.which("xdpyinfo") is None:
        return True
    return subprocess.run(["xdpyinfo"], env={**os.environ, "DISPLAY": display},
                          capture_output=True).returncode == 0


def _start_xvfb() -> tuple[str, subprocess.Popen]:
    if shutil.which("Xvfb") is None:
        raise SystemExit("bench.idle_cpu: DISPLAY is unset and Xvfb is not installed "
                         "(apt-get install xvfb), or set DISPLAY to a running X server")
    for n in range(77, 120):
        if os.path.exists(f"/tmp/.X{n}-lock") or os.path.exists(f"/tmp/.X11-unix/X{n}"):
            continue
        display = f":{n}"
        proc = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(50):
            time.sleep(0.1)
            if proc.poll() is not None:
                break
            if os.path.exists(f"/tmp/.X11-unix/X{n}"):
                time.sleep(0.2)
                return display, proc
        proc.kill()
        proc.wait()
    raise SystemExit("bench.idle_cpu: could not start Xvfb")


def _measure(cmd: list[str], env: dict, settle: float, seconds: float, xserver: int | None) -> dict:
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        time.sleep(settle)
        if proc.poll() is not None:
            raise SystemExit(f"bench.idle_cpu: {' '.join(cmd)} exited early: {proc.stderr.read().decode()[-500:]}")
        before, x0, t0 = _tree_ticks(proc.pid), _cpu_ticks(xserver) if xserver else 0, time.monotonic()
        time.sleep(seconds)
        after, x1, t1 = _tree_ticks(proc.pid), _cpu_ticks(xserver) if xserver else 0, time.monotonic()
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    wall = t1 - t0
    used = sum(after[p] - before.get(p, 0) for p in after)   # a process started meanwhile counts from 0
    out = {"pct": round(100 * used / CLK_TCK / wall, 2)}
    if xserver:
        out["xserver_pct"] = round(100 * (x1 - x0) / CLK_TCK / wall, 2)
    return out


def run(quick: bool = False, rounds: int | None = None, settle: float = 3.0, seconds: float | None = None) -> dict:
    rounds = rounds or (1 if quick else 3)
    seconds = seconds or (5.0 if quick else 10.0)
    xvfb = None
    display = os.environ.get("DISPLAY")
    if not display or not _display_ok(display):
        display, xvfb = _start_xvfb()
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    samples: dict[str, list[dict]] = {"bare_window": [], "menu": [], "idle_board": []}
    try:
        with tempfile.TemporaryDirectory() as tmp:
            _kept_pente_game(Path(tmp) / "board")
            size = f"{SIZE[0]}x{SIZE[1]}"
            cmds = {
                "bare_window": [sys.executable, "-c", BARE],
                "menu": [sys.executable, "main.py", "--size", size, "--data-dir", str(Path(tmp) / "menu")],
                "idle_board": [sys.executable, "main.py", "--size", size, "--data-dir", str(Path(tmp) / "board"),
                               "--continue"],
            }
            for _ in range(rounds):
                for name, cmd in cmds.items():
                    samples[name].append(_measure(cmd, env, settle, seconds, xvfb.pid if xvfb else None))
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
    out: dict = {}
    for name, got in samples.items():
        out[f"{name}_pct_of_one_core"] = round(statistics.median(s["pct"] for s in got), 2)
        if xvfb is not None:
            out[f"{name}_xserver_pct"] = round(statistics.median(s["xserver_pct"] for s in got), 2)
    out.update(target_pct=TARGET_PCT,
               meets_target=out["menu_pct_of_one_core"] <= TARGET_PCT and out["idle_board_pct_of_one_core"] <= TARGET_PCT,
               samples_pct={name: [s["pct"] for s in got] for name, got in samples.items()},
               rounds=rounds, settle_s=settle, measured_s=seconds, window=list(SIZE),
               display="Xvfb started by the bench" if xvfb is not None else display)
    return out


def _arg(argv: list[str], name: str, kind=float):
    if name in argv:
        i = argv.index(name)
        if i + 1 < len(argv):
            return kind(argv[i + 1])
    return None


if __name__ == "__main__":
    argv = sys.argv[1:]
    print(json.dumps(run("--quick" in argv, rounds=_arg(argv, "--rounds", int),
                         settle=_arg(argv, "--settle") or 3.0, seconds=_arg(argv, "--seconds")), indent=2))
