"""Which scenes the app opens with, from the command line."""
from __future__ import annotations

from ..core.registry import get
from .menu import MainMenu


def first_scenes(app) -> list:
    scenes = [MainMenu(app)]
    opts = app.options
    if opts.game:
        setup = get(opts.game).open_setup(app)
        if setup is None:
            app.notify(f"{get(opts.game).name} is not ready yet.", "error")
        else:
            scenes.append(setup)
    if opts.resume:
        from .resume import kept_game, open_kept
        kept = kept_game(app)
        if kept is None:
            app.notify("There is no game to continue: choose one to start.", "error")
        else:
            scenes.append(open_kept(app, kept))
    if opts.puzzle:
        from .puzzles import puzzles_scene
        scenes.append(puzzles_scene(app, opts.puzzle))
    if opts.tutorial:
        from ..tutorials.lesson import find
        from .tutorial_play import LessonList, open_lesson
        lesson = find(opts.tutorial)
        if lesson is None:
            app.notify(f"The {opts.tutorial} tutorial is not ready yet: choose a lesson.", "error")
            scenes.append(LessonList(app))
        else:
            scenes.append(open_lesson(app, lesson))
    return scenes
