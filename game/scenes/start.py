"""Which scenes the app opens with, from the command line."""
from __future__ import annotations

from ..core.registry import by_id
from .menu import MainMenu


def first_scenes(app) -> list:
    scenes = [MainMenu(app)]
    opts = app.options
    if opts.game:
        setup = by_id(opts.game).open_setup(app)
        if setup is None:
            app.notify(f"{by_id(opts.game).name} is not ready yet.", "error")
        else:
            scenes.append(setup)
    if opts.puzzle:
        from .puzzles import puzzles_scene
        scenes.append(puzzles_scene(app, opts.puzzle))
    return scenes
