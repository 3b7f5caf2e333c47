"""Starting the game as a person does: from any folder, without the libraries, from a desktop launcher."""
import os
import subprocess
import sys
from pathlib import Path

import pygame

MAIN = Path(__file__).resolve().parents[1] / "main.py"
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def test_main_runs_from_any_working_directory(tmp_path):
    r = subprocess.run([sys.executable, str(MAIN), "--headless", "--frames", "3", "--data-dir", str(tmp_path / "d")],
                       cwd=tmp_path, env=ENV, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr


def test_without_pygame_it_says_how_to_install_it(tmp_path):
    code = ("import sys, runpy; sys.modules['pygame'] = None; sys.argv = ['main.py', '--headless'];"
            f"runpy.run_path({str(MAIN)!r}, run_name='__main__')")
    env = {k: v for k, v in ENV.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    r = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 2
    assert "pygame-ce is not installed" in r.stderr
    assert f"-m pip install -r \"{MAIN.parent / 'requirements.txt'}\"" in r.stderr
    assert "Traceback" not in r.stderr


def test_the_launcher_entry_starts_this_checkout_and_has_a_drawn_icon(tmp_path):
    env = {**ENV, "XDG_DATA_HOME": str(tmp_path)}
    r = subprocess.run([sys.executable, str(MAIN), "--install-launcher"], cwd=tmp_path, env=env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    entry = tmp_path / "applications" / "senket-senet-pente.desktop"
    text = entry.read_text()
    assert f'Exec="{sys.executable}" "{MAIN}"' in text and "Type=Application" in text
    icon = Path(next(line for line in text.splitlines() if line.startswith("Icon="))[5:])
    assert icon.is_file() and pygame.image.load(str(icon)).get_size() == (256, 256)
    assert os.access(entry, os.X_OK)


def test_a_launcher_that_cannot_be_written_says_so_in_one_line(tmp_path):
    """XDG_DATA_HOME is a file: no folder can be made under it. One sentence on stderr, exit 2, no traceback."""
    home = tmp_path / "not-a-folder"
    home.write_text("x")
    env = {**ENV, "XDG_DATA_HOME": str(home)}
    r = subprocess.run([sys.executable, str(MAIN), "--install-launcher"], cwd=tmp_path, env=env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.count("\n") == 1 and "the launcher was not installed" in r.stderr
    assert home.read_text() == "x"


def test_the_launcher_command_is_quoted_as_the_desktop_entry_spec_says(monkeypatch):
    """Inside quotes a backslash, quote, backquote or dollar takes a backslash, and then every backslash of
    the value is doubled again; a percent sign is doubled."""
    from game import launcher
    monkeypatch.setattr(launcher, "MAIN", Path('/home/a b/1$x`y"z\\w%/main.py'))
    exec_line = next(l for l in launcher.desktop_entry(Path("/i.png")).splitlines() if l.startswith("Exec="))
    assert exec_line.endswith(' "/home/a b/1\\\\$x\\\\`y\\\\"z\\\\\\\\w%%/main.py"')
