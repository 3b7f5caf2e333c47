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
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
