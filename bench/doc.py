"""`python -m bench --doc [--quick]`: every figure of docs/performance.md's "Figures now" table, measured
again in one run and printed as that table, each beside the machine baseline measured interleaved with it,
under the commit it was measured at.

The doc's table is this command's output pasted in; anyone can run it and compare. A figure that a rerun
on the same machine does not reproduce within the spread the doc states is a bug, in the code or in the
doc. Ranges ("303-359k") are the spread over the positions or presets a figure covers, not over runs.

Each figure names the benchmark that measures it (its module in bench/) and how to read its JSON; a
benchmark is run once however many figures read it.
"""
from __future__ import annotations

import datetime as _dt
import importlib
import os
import subprocess
import sys
from dataclasses import dataclass
from typing import Callable, Optional

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@dataclass(frozen=True)
class Figure:
    section: str
    label: str
    target: str
    bench: str
    read: Callable[[dict], tuple[str, Optional[str]]]    # the bench's JSON -> (the figure, the baseline beside it)


def _span(values, fmt: Callable[[float], str]) -> str:
    values = [v for v in values if v is not None]
    if not values:
        return "—"
    lo, hi = min(values), max(values)
    return fmt(lo) if fmt(lo) == fmt(hi) else f"{fmt(lo)}–{fmt(hi)}"


def _kilo(v: float) -> str:
    return f"{v / 1000:.0f}k"


def _ms(v: float) -> str:
    return f"{v:.2f} ms"


def _us(v: float) -> str:
    return f"{v:.1f} µs"


def _base(values) -> str:
    return _span(values, lambda v: f"{v:.2f}")


def _presets(data: dict, game: str) -> list[dict]:
    return [v for k, v in data.items() if k.startswith(game + "-") and isinstance(v, dict)]


def _protocol_rate(game: str):
    def read(data):
        rows = _presets(data, game)
        return (_span([r["push_pop"]["per_second"] for r in rows], _kilo) + " over its presets",
                _base([r["push_pop"]["baseline_ms"] for r in rows]))
    return read


def _protocol_copy(game: str, which: str):
    def read(data):
        rows = _presets(data, game)
        return _span([r[which]["us"] for r in rows], _us), _base([r[which]["baseline_ms"] for r in rows])
    return read


def _scoring(data):
    return (f"{data['score_median_ms']:.2f} ms median ({data['posts']} posts, {data['fences']} fences)",
            f"{data['baseline_ms']:.2f}")


def _legal_fences(data):
    return (f"{data['legal_fences_from_post_ms'] * 1000:.1f} µs a post, mean over its side's posts "
            f"({data['legal_fences_count']} legal fences in the position)", f"{data['baseline_ms']:.2f}")


def _senket_search(key: str, size: int, fmt):
    def read(data):
        rows = [v for v in data.values() if isinstance(v, dict) and v.get("size") == size and "score" in v]
        if key == "evaluate_us":
            return _span([r["evaluate"]["evaluate_us"] for r in rows], fmt), _base([r["evaluate"]["baseline_ms"] for r in rows])
        return _span([r["score"][key] for r in rows], fmt), _base([r["score"]["baseline_ms"] for r in rows])
    return read


def _startup(data):
    return (f"{data['ratio']:.2f}× a bare window's wall time ({data['startup_to_first_menu_frame_s']:.3f} s against "
            f"{data['bare_pygame_window_s']:.3f} s), {data['cpu_ratio']:.2f}× its CPU", "the bare window, interleaved")


def _frames(scene: str):
    def read(data):
        s = data.get("scenes", {}).get(scene)
        if not s:
            return "not measured", None
        moves, every = s.get("move_frames", {}), s.get("all", {})
        empty = s.get("empty_loop", {})
        cpu = (f" (CPU {moves['cpu_p50_ms']:.1f} / {moves['cpu_p99_ms']:.1f})" if "cpu_p99_ms" in moves else "")
        cpu_all = (f" (CPU {every['cpu_p99_ms']:.1f})" if "cpu_p99_ms" in every else "")
        return (f"move frames p50 / p99 {moves['p50_ms']:.1f} / {moves['p99_ms']:.1f} ms{cpu}; all frames p99 "
                f"{every['p99_ms']:.1f} ms{cpu_all}{_after_flip(s)}", f"empty loop p99 {empty.get('p99_ms', '—')} ms")
    return read


def _after_flip(s: dict) -> str:
    """The work the app did after frames were on the screen (collecting closed scenes), said beside the frames."""
    after = s.get("after_flip", {})
    if not after.get("n") or "cpu_max_ms" not in after:
        return ""
    return f"; after the flip CPU p99 / max {after['cpu_p99_ms']:.1f} / {after['cpu_max_ms']:.1f}"


def _frames_computer(scene: str):
    def read(data):
        s = data.get("scenes", {}).get(scene)
        if not s:
            return "not measured", None
        moves, think, comp = s.get("move_frames", {}), s.get("thinking_frames", {}), s.get("computer_move_frames", {})
        empty = s.get("empty_loop", {})

        def pair(d):
            return (f"{d['p50_ms']:.1f} / {d['p99_ms']:.1f} ms (CPU {d['cpu_p50_ms']:.1f} / {d['cpu_p99_ms']:.1f})"
                    if d.get("n") else "none")
        return (f"move frames p50 / p99 {pair(moves)}, {comp.get('n', 0)} of them the computer's; "
                f"{think.get('n', 0)} frames while it thought {pair(think)}{_after_flip(s)}",
                f"empty loop p99 {empty.get('p99_ms', '—')} ms")
    return read


def _pause(data):
    p = data["pause"]
    return (f"the frame opening it {p['open_frame_ms']:.1f} ms to its flip ({p['after_open_flip_ms']:.1f} after it), "
            f"a frame under it {p['frame_under_menu_ms']:.1f}, "
            f"Resume's frame {p['resume_frame_ms']:.1f}, the slowest of the {p['frames_after_resume']} frames after "
            f"Resume {p['worst_frame_after_resume_ms']:.1f} (thread CPU, median of {p['cycles']} cycles)",
            f"{p['baseline_ms']:.2f}")


def _games_list(data):
    return (f"{data['open_cpu_s']['median'] * 1000:.0f} ms CPU median, {data['open_cpu_s']['max'] * 1000:.0f} max "
            f"({data['records']} records)", None)


SEARCH = "Search, per node, through the protocol"
SCORER = "Senket's exact scorer"
WINDOW = "The window"
FIGURES = (
    Figure(SEARCH, "Pente push+pop per second", "≥ 300k", "protocol", _protocol_rate("pente")),
    Figure(SEARCH, "Senet push+pop per second", "≥ 100k", "protocol", _protocol_rate("senet")),
    Figure(SEARCH, "Senet `copy()`, late positions", "≤ 10 µs", "protocol", _protocol_copy("senet", "copy_late")),
    Figure(SEARCH, "Senket push+pop per second", "≥ 50k", "protocol", _protocol_rate("senket")),
    Figure(SEARCH, "Senket `copy()`, late positions", "independent of game length", "protocol",
           _protocol_copy("senket", "copy_late")),
    Figure(SEARCH, "Senket territory evaluation, 17×17", "≤ 100 µs", "senket_search", _senket_search("evaluate_us", 17, _us)),
    Figure(SEARCH, "Senket territory evaluation, 31×31", "≤ 300 µs", "senket_search", _senket_search("evaluate_us", 31, _us)),
    Figure(SCORER, "Exact scorer, dense 31×31 (bench/senket_scoring's position)", "≤ 2 ms", "senket_scoring", _scoring),
    Figure(SCORER, "Exact scorer, dense 17×17 positions", "—", "senket_search", _senket_search("score_ms", 17, _ms)),
    Figure(SCORER, "Legal fences from a post, the 8-fence star on a sparse 31×31", "≤ 20 µs", "senket_scoring",
           _legal_fences),
    Figure(WINDOW, "First frame", "≤ 1.5× a bare pygame-ce window", "startup", _startup),
    Figure(WINDOW, "Frames at 1920×1080, Senket 31×31", "≤ 8 ms p99", "frames", _frames("senket_31")),
    Figure(WINDOW, "Frames at 1920×1080, Pente", "≤ 8 ms p99", "frames", _frames("pente")),
    Figure(WINDOW, "Frames at 1920×1080, Senet", "≤ 8 ms p99", "frames", _frames("senet")),
    Figure(WINDOW, "Frames at 1920×1080 with an Easy computer thinking in the worker, Senket 31×31", "≤ 8 ms p99",
           "frames_computer", _frames_computer("senket_31")),
    Figure(WINDOW, "The same, Pente", "≤ 8 ms p99", "frames_computer", _frames_computer("pente")),
    Figure(WINDOW, "The same, Senet", "≤ 8 ms p99", "frames_computer", _frames_computer("senet")),
    Figure(WINDOW, "The pause menu over a dense 31×31 Senket board at 1920×1080, opened and closed", "≤ 8 ms a frame",
           "memory_parts", _pause),
    Figure(WINDOW, "Opening the Games list", "—", "games_list", _games_list),
)


def commit() -> str:
    def git(*args) -> str:
        try:
            return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            return ""
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    return head + (" with local changes" if git("status", "--porcelain", "--untracked-files=no") else "")


def measure(quick: bool, runner: Callable[[str, bool], dict] | None = None) -> dict[str, dict]:
    """Each benchmark the figures read, run once: its JSON, or {"error": ...} if it failed."""
    def run(name: str, quick: bool) -> dict:
        return importlib.import_module(f"bench.{name}").run(quick=quick)
    runner = runner or run
    out = {}
    for name in dict.fromkeys(f.bench for f in FIGURES):
        try:
            out[name] = runner(name, quick)
        except Exception as exc:      # one benchmark failing leaves the others' figures
            out[name] = {"error": f"{type(exc).__name__}: {exc}"}
    return out


def table(results: dict[str, dict], quick: bool) -> str:
    """The figures as docs/performance.md prints them."""
    when = _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    load = ", ".join(f"{v:.1f}" for v in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    lines = [f"Measured at commit `{commit()}`, {when}, {os.cpu_count()} cores, load average {load}"
             + (" (`--quick`: fewer rounds)" if quick else "") + ".", ""]
    section = None
    for f in FIGURES:
        if f.section != section:
            section = f.section
            lines += ["", f"**{section}**", "", "| figure | target | now | baseline beside it (ms) |", "|---|---|---|---|"]
        data = results.get(f.bench, {})
        if "error" in data:
            now, base = f"failed: {data['error']}", None
        else:
            try:
                now, base = f.read(data)
            except (KeyError, TypeError, ValueError) as exc:
                now, base = f"unreadable ({type(exc).__name__}: {exc})", None
        lines.append(f"| {f.label} (`{f.bench}`) | {f.target} | {now} | {base or '—'} |")
    return "\n".join(lines).replace("\n\n\n", "\n\n") + "\n"


def main(quick: bool = False) -> int:
    sys.stdout.write(table(measure(quick), quick))
    return 0
