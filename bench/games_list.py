"""Opening the Games list with many kept games: the frame of the press that opens it.

A player's finished games are kept by themselves, so the list grows with
every game played (up to ``library.MAX_LISTED`` rows a game). The bench keeps
``records`` finished Senet games (random players, seeded; about 500 actions
each) in a fresh data folder, then presses Games on the main menu through the
real input layer, ``repeats`` times, and times the frame of the press (CPU and
wall): reading the records, laying out and drawing the list.

    python -m bench games_list [--quick]
"""
from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.cli import LaunchOptions  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.players import RandomPlayer  # noqa: E402
from game.core.protocol import CHANCE  # noqa: E402
from game.scenes.games_list import GamesScene  # noqa: E402
from game.scenes.menu import MainMenu  # noqa: E402
from game.ui.app import App, post_step  # noqa: E402
from game.ui.script import Step  # noqa: E402

SIZE = (1280, 800)


def keep_finished_senet_games(app: App, count: int) -> int:
    """``count`` finished random Senet games saved in the app's library; returns their total actions."""
    total = 0
    for seed in range(count):
        match = Match.new("senet", None, seed=seed)
        player = RandomPlayer(seed)
        while not match.over:
            state = match.state
            match.play(state.sample_chance() if state.current_player() == CHANCE else player.choose(state))
        total += len(match.actions)
        app.library.save(match.record(), f"game {seed}")
    return total


def run(quick: bool = False, records: int | None = None, repeats: int = 3) -> dict:
    records = records or (20 if quick else 200)
    with tempfile.TemporaryDirectory() as data:
        app = App(LaunchOptions(headless=True, data_dir=Path(data), size=SIZE))
        try:
            actions = keep_finished_senet_games(app, records)
            app.push(MainMenu(app))
            for _ in range(3):
                app.step(1 / 60)
            cpu, wall = [], []
            for _ in range(repeats):
                button = next(w for w in app.top.widgets.widgets if w.name == "games")
                post_step(app, Step(app.frame, "click", tuple(button.rect.center)))
                c0, w0 = time.process_time(), time.perf_counter()
                app.step(1 / 60)
                cpu.append(time.process_time() - c0)
                wall.append(time.perf_counter() - w0)
                assert isinstance(app.top, GamesScene), "the press did not open the Games list"
                app.pop()
                for _ in range(2):
                    app.step(1 / 60)
        finally:
            app.shutdown()
    return {"records": records, "actions_per_record": round(actions / records), "repeats": repeats,
            "open_cpu_s": {"median": round(statistics.median(cpu), 3), "max": round(max(cpu), 3)},
            "open_wall_s": {"median": round(statistics.median(wall), 3), "max": round(max(wall), 3)}}


if __name__ == "__main__":
    print(json.dumps(run(quick="--quick" in sys.argv), indent=2))
