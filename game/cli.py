"""Command line of `python main.py`.

Any mistake on the command line (unknown flag, bad value, unreadable script)
ends with one clear line on stderr and exit code 2, before a window opens.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path

GAMES = ("senket", "senet", "pente")  # checked against game.core.registry by a test


@dataclass
class LaunchOptions:
    game: str | None = None
    puzzle: str | None = None
    resume: bool = False
    data_dir: Path | None = None
    fullscreen: bool = False
    size: tuple[int, int] = (1280, 800)
    seed: int | None = None
    headless: bool = False
    frames: int | None = None
    screenshot: Path | None = None
    script: list = field(default_factory=list)
    script_path: Path | None = None


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2
        sys.stderr.write(f"{self.prog}: error: {message}\n")
        sys.exit(2)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x800, not {text!r}")
    if not (320 <= w <= 10000 and 240 <= h <= 10000):
        raise argparse.ArgumentTypeError(f"size {text} is outside 320x240 .. 10000x10000")
    return w, h


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}")
    if n < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, not {n}")
    return n


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="main.py", description="Senket, Senet and Pente at one screen.",
                epilog="Script files are documented in docs/script-format.md.")
    p.add_argument("--game", choices=GAMES, help="open this game's new-game setup directly")
    p.add_argument("--puzzle", metavar="ID", help="open the puzzle with this id")
    p.add_argument("--continue", dest="resume", action="store_true",
                   help="open the game that was being played last time, where it stopped")
    p.add_argument("--data-dir", metavar="DIR", type=Path,
                   help="keep settings, autosaves and records here instead of the user data directory")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    p.add_argument("--size", metavar="WxH", type=_size, default=(1280, 800), help="window size (default 1280x800)")
    p.add_argument("--seed", metavar="N", type=int, help="seed for the games' random generators")
    auto = p.add_argument_group("automation (tests and checks)")
    auto.add_argument("--headless", action="store_true", help="no window or sound (dummy video and audio drivers)")
    auto.add_argument("--frames", metavar="N", type=_positive, help="quit after N frames")
    auto.add_argument("--screenshot", metavar="PATH", type=Path, help="save the last frame as PNG")
    auto.add_argument("--script", metavar="FILE", type=Path,
                      help="feed a JSON list of timed input events or actions (docs/script-format.md)")
    return p


def parse(argv: list[str] | None = None) -> LaunchOptions:
    parser = build_parser()
    ns = parser.parse_args(argv)
    opts = LaunchOptions(game=ns.game, puzzle=ns.puzzle, resume=ns.resume, data_dir=ns.data_dir, fullscreen=ns.fullscreen,
                         size=ns.size, seed=ns.seed, headless=ns.headless, frames=ns.frames,
                         screenshot=ns.screenshot, script_path=ns.script)
    if ns.script is not None:
        from .ui.script import ScriptError, load_script
        try:
            opts.script = load_script(ns.script)
        except ScriptError as exc:
            parser.error(str(exc))
    return opts
