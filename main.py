"""Start the game: `python main.py --help` lists the options."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from game.cli import parse
    options = parse(argv)
    from game.ui.app import App, prepare_environment
    prepare_environment(options.headless)
    app = App(options)
    from game.scenes.start import first_scenes
    for scene in first_scenes(app):
        app.push(scene)
    # Everything alive now (modules, tables, fonts, the app) lives as long as the process: keep it out of
    # the collections that closing a scene runs, which then take under a millisecond instead of ~15 ms.
    # (Only here: a process that makes many apps, like the tests, would freeze the old ones for good.)
    import gc
    gc.collect()
    gc.freeze()
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
