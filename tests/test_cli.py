"""`python main.py` flags, run as a player or a check would run them."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run(*args, timeout=60):
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=ENV, capture_output=True,
                          text=True, timeout=timeout)


def test_help_lists_every_flag():
    out = run("--help").stdout
    for flag in ["--game", "--puzzle", "--data-dir", "--fullscreen", "--size", "--seed", "--headless",
                 "--frames", "--screenshot", "--script"]:
        assert flag in out


def test_unknown_flag_is_one_line_and_exit_2():
    r = run("--bogus")
    assert r.returncode == 2
    assert len(r.stderr.strip().splitlines()) == 1 and "--bogus" in r.stderr


def test_bad_size_and_game():
    assert run("--size", "big").returncode == 2
    assert run("--game", "chess").returncode == 2


def test_bad_script_file_one_line_exit_2(tmp_path):
    bad = tmp_path / "s.json"
    bad.write_text('[{"frame": 1, "key": "nosuchkey"}]')
    r = run("--headless", "--script", str(bad))
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "nosuchkey" in r.stderr
    bad.write_text("not json")
    r = run("--headless", "--script", str(bad))
    assert r.returncode == 2 and "not valid JSON" in r.stderr
    r = run("--headless", "--script", str(tmp_path / "missing.json"))
    assert r.returncode == 2 and "cannot read script" in r.stderr


def test_script_drives_real_ui_and_screenshot(tmp_path):
    """A script opens Settings with the keyboard, mutes with the mouse, and saves a screenshot."""
    script = tmp_path / "s.json"
    shot = tmp_path / "shot.png"
    data = tmp_path / "data"
    script.write_text(json.dumps([
        {"frame": 2, "key": "down"}, {"frame": 3, "key": "down"}, {"frame": 4, "key": "down"},
        {"frame": 5, "key": "down"}, {"frame": 6, "key": "right"}, {"frame": 7, "key": "return"},
        {"frame": 8, "key": "down"}, {"frame": 9, "pad": "a"},
        {"frame": 12, "quit": True},
    ]))
    r = run("--headless", "--data-dir", str(data), "--script", str(script), "--frames", "100",
            "--screenshot", str(shot))
    assert r.returncode == 0, r.stderr
    assert json.loads((data / "settings.json").read_text())["muted"] is True
    pygame.init()
    img = pygame.image.load(str(shot))
    assert img.get_size() == (1280, 800)


def test_frames_and_size(tmp_path):
    shot = tmp_path / "a.png"
    r = run("--headless", "--frames", "3", "--size", "800x600", "--screenshot", str(shot),
            "--data-dir", str(tmp_path))
    assert r.returncode == 0, r.stderr
    pygame.init()
    assert pygame.image.load(str(shot)).get_size() == (800, 600)


def test_puzzle_flag_opens_that_puzzle_or_says_there_is_none(make_app):
    h = make_app(puzzle="pente-open-four")
    assert h.top.guide is not None and h.top.guide.puzzle.id == "pente-open-four"
    h = make_app(puzzle="week-1")
    assert h.top.title == "No such puzzle"
    h.key("return")
    assert type(h.top).__name__ == "PuzzleListScene"
