"""Start the game: `python main.py --help` lists the options. Runs from any working directory."""
from __future__ import annotations

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)


def missing_libraries() -> str | None:
    """What to tell a player whose Python lacks pygame-ce or numpy (None: all there)."""
    problems = []
    try:
        import pygame
        if not getattr(pygame, "IS_CE", False):
            problems.append("the classic pygame is installed instead of pygame-ce")
    except ImportError:
        problems.append("pygame-ce is not installed")
    import importlib.util
    if importlib.util.find_spec("numpy") is None:   # found, not imported: the menu does not need it yet
        problems.append("numpy is not installed")
    if not problems:
        return None
    requirements = os.path.join(HERE, "requirements.txt")
    return (f"Senket · Senet · Pente cannot start: {' and '.join(problems)}.\n"
            f"Install what it needs with:\n    {sys.executable} -m pip install -r \"{requirements}\"\n"
            "(if the classic pygame is installed, remove it first: pip uninstall pygame)")


def tell(message: str) -> None:
    """On stderr, and in a small window too when there is a screen and Tk (a double-click has no terminal)."""
    print(message, file=sys.stderr)
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) or "--headless" in sys.argv:
        return
    try:
        import tkinter
        from tkinter import messagebox
        root = tkinter.Tk()
        root.withdraw()
        messagebox.showerror("Senket · Senet · Pente", message)
        root.destroy()
    except Exception:  # no Tk, or no usable screen: stderr has said it
        pass


def main(argv: list[str] | None = None) -> int:
    problem = missing_libraries()
    if problem:
        tell(problem)
        return 2
    from game.cli import parse
    options = parse(argv)
    if options.install_launcher:
        from game.launcher import install
        from game.storage.files import StorageError
        try:
            written = install()
        except StorageError as exc:
            print(f"main.py: the launcher was not installed: {exc}", file=sys.stderr)
            return 2
        for path in written:
            print(f"wrote {path}")
        return 0
    from game.ui.app import App, prepare_environment
    prepare_environment(options.headless)
    app = App(options)
    from game.scenes.start import first_scenes
    for scene in first_scenes(app):
        app.push(scene)
    return app.run(after_first_frame=settle_memory)


def settle_memory() -> None:
    """Everything alive once the first frame is shown (modules, tables, fonts, the app) lives as long as
    the process: keep it out of the collections that closing a scene runs, which then take under a
    millisecond instead of ~15 ms. After the first frame, not before it: the collection here takes
    ~15 ms a player would otherwise wait for. (Only in main: a process that makes many apps, like the
    tests, would freeze the old ones for good.)"""
    import gc
    gc.collect()
    gc.freeze()


if __name__ == "__main__":
    # First thing: in the one-file app (docs/building.md) the computer player's worker is this program
    # started again (multiprocessing "spawn"); freeze_support() runs the worker there and never returns.
    # (Only a frozen program needs it; elsewhere importing multiprocessing would only slow every start.)
    if getattr(sys, "frozen", False):
        import multiprocessing
        multiprocessing.freeze_support()
    sys.exit(main())
