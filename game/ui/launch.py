"""What the app is started with: the options of a launch and the limits they are checked against.

The command line (``game/cli.py``, at the top of the house) builds these and the app
(``game/ui/app.py``) reads them, so they live here, below both: the app never imports the
command line.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class LaunchOptions:
    game: str | None = None
    puzzle: str | None = None
    tutorial: str | None = None
    install_launcher: bool = False
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


MIN_WINDOW = (640, 480)        # the smallest window every screen is laid out for (a resize never goes below it)
MAX_WINDOW = (3840, 2400)      # a 4K screen; beyond it every full-window surface costs hundreds of MB


def short_repr(text: str, limit: int = 40) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "…")


def screenshot_problem(text: str) -> str | None:
    """Why a screenshot cannot go to this path, or None (shared by --screenshot and script steps)."""
    path = Path(text)
    if not text or path.suffix.lower() != ".png":
        return f"a screenshot path must end in .png, not {short_repr(text)}"
    if len(path.name.encode("utf-8", "replace")) > 255:
        return "the screenshot's file name is too long"
    try:
        return _screenshot_place_problem(text, path)
    except OSError as exc:  # a folder's name too long, a loop of links: the system cannot even look
        return f"cannot write the screenshot there: {exc.strerror or exc}"


def _screenshot_place_problem(text: str, path: Path) -> str | None:
    if path.exists() and not path.is_file():
        return f"{short_repr(text)} is not a file"
    folder = path.parent
    if not folder.is_dir():
        return f"the folder for the screenshot does not exist: {short_repr(str(folder))}"
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        return f"cannot write the screenshot there: {short_repr(text)}"
    if path.exists() and path.stat().st_size > 0:
        try:
            with open(path, "rb") as fh:
                is_png = fh.read(8) == b"\x89PNG\r\n\x1a\n"
        except OSError:
            is_png = False
        if not is_png:
            return f"{short_repr(text)} exists and is not a PNG picture: it is not overwritten"
    return None
