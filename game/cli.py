"""Command line of `python main.py`.

Any mistake on the command line (unknown flag, bad value, unreadable script)
ends with one clear line on stderr and exit code 2, before a window opens.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .ui.launch import (MAX_WINDOW, MIN_WINDOW, LaunchOptions,  # noqa: F401  (LaunchOptions re-exported)
                        screenshot_problem, short_repr)

GAMES = ("senket", "senet", "pente")  # checked against game.core.registry by a test
TUTORIALS = ("senket", "senet", "senet-a", "senet-b", "pente")  # checked against the lessons by a test


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2
        sys.stderr.write(f"{self.prog}: error: {message}\n")
        sys.exit(2)


SEED_LIMIT = 2 ** 63           # the records' seed range: a game started here can always be saved and reloaded


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x800, not {short_repr(text)}")
    if not (MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]):
        raise argparse.ArgumentTypeError(f"size {w}x{h} is outside {MIN_WINDOW[0]}x{MIN_WINDOW[1]} .. "
                                         f"{MAX_WINDOW[0]}x{MAX_WINDOW[1]}")
    return w, h


def _seed(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seed must be a whole number, not {short_repr(text)}")
    if not 0 <= n < SEED_LIMIT:
        raise argparse.ArgumentTypeError("seed must be from 0 to 2^63 - 1")
    return n


def _data_dir(text: str) -> Path:
    if not text.strip():
        raise argparse.ArgumentTypeError("the data directory must not be empty")
    path = Path(text)
    try:
        if path.exists() and not path.is_dir():
            raise argparse.ArgumentTypeError(f"{short_repr(text)} is not a directory")
        # made now, not at the first autosave: a folder that cannot be made would lose every game
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:  # a name too long, a loop of links, a folder without access: asking already fails
        raise argparse.ArgumentTypeError(f"cannot make the folder {short_repr(text)}: {exc.strerror or exc}") from None
    return path


def _puzzle_id(text: str) -> str:
    """A puzzle id is shown back to the player if no puzzle has it: it must be text that can be drawn
    (bytes that are not UTF-8 arrive as lone surrogates, which no font can render)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise argparse.ArgumentTypeError("the puzzle id is not valid text (it has bytes that are not UTF-8)") from None
    if not text.strip() or len(text) > 200:
        raise argparse.ArgumentTypeError(f"no puzzle can have the id {short_repr(text)}")
    return text


def _screenshot(text: str) -> Path:
    """Checked before any window opens: a PNG path whose folder exists and is writable, never over another kind of file."""
    problem = screenshot_problem(text)
    if problem:
        raise argparse.ArgumentTypeError(problem)
    return Path(text)


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
    p.add_argument("--puzzle", metavar="ID", type=_puzzle_id, help="open the puzzle with this id")
    p.add_argument("--tutorial", choices=TUTORIALS, metavar="GAME",
                   help=f"open a game's tutorial ({', '.join(TUTORIALS)}; senet is rule set A)")
    p.add_argument("--continue", dest="resume", action="store_true",
                   help="open the game that was being played last time, where it stopped")
    p.add_argument("--install-launcher", action="store_true",
                   help="add the game to the desktop's menu (Linux: a .desktop entry and its icon), then exit")
    p.add_argument("--data-dir", metavar="DIR", type=_data_dir,
                   help="keep settings, autosaves and records here instead of the user data directory")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    p.add_argument("--size", metavar="WxH", type=_size, default=(1280, 800), help="window size (default 1280x800)")
    p.add_argument("--seed", metavar="N", type=_seed, help="seed for the games' random generators (0 to 2^63-1)")
    auto = p.add_argument_group("automation (tests and checks)")
    auto.add_argument("--headless", action="store_true", help="no window or sound (dummy video and audio drivers)")
    auto.add_argument("--frames", metavar="N", type=_positive, help="quit after N frames")
    auto.add_argument("--screenshot", metavar="PATH", type=_screenshot, help="save the last frame as PNG")
    auto.add_argument("--script", metavar="FILE", type=Path,
                      help="feed a JSON list of timed input events or actions (docs/script-format.md)")
    return p


def parse(argv: list[str] | None = None) -> LaunchOptions:
    parser = build_parser()
    ns = parser.parse_args(argv)
    opts = LaunchOptions(game=ns.game, puzzle=ns.puzzle, tutorial=ns.tutorial, install_launcher=ns.install_launcher, resume=ns.resume, data_dir=ns.data_dir, fullscreen=ns.fullscreen,
                         size=ns.size, seed=ns.seed, headless=ns.headless, frames=ns.frames,
                         screenshot=ns.screenshot, script_path=ns.script)
    if ns.script is not None:
        from .ui.script import ScriptError, load_script
        try:
            opts.script = load_script(ns.script)
        except ScriptError as exc:
            parser.error(str(exc))
    return opts
