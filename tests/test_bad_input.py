"""Bad input never crashes, hangs or harms a file: settings, the command line, scripts, records.

Each case gives one clear message (on screen, or one line on stderr with exit
2) and leaves every existing file byte for byte as it was, unless the player
saves over it — and then a copy of what was there is kept first.
"""
from __future__ import annotations

import hashlib
import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings as hyp_settings, strategies as st

from game.cli import parse
from game.storage import Storage, StorageError
from game.storage.settings import SETTINGS_FILE, Settings
from game.ui.script import ScriptError, load_script, parse_steps

ROOT = Path(__file__).resolve().parents[1]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def with_settings(tmp_path, content: bytes) -> Path:
    data = tmp_path / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / SETTINGS_FILE).write_bytes(content)
    return data


# ----- settings.json ----------------------------------------------------------------------------

HOSTILE_SETTINGS = {
    "list where a word belongs": b'{"animation": []}',
    "object where a word belongs": b'{"palette": {}, "volume": {}}',
    "5,000-digit integer": b'{"volume": ' + b"9" * 5000 + b"}",
    "nested 100,000 deep": b"[" * 100_000 + b"]" * 100_000,
    "null": b"null",
    "a list": b"[1, 2, 3]",
    "binary": bytes(range(256)) * 4,
    "truncated": b'{"volume": 50, "mut',
    "empty": b"",
    "true for a number": b'{"volume": true}',
}


@pytest.mark.parametrize("content", HOSTILE_SETTINGS.values(), ids=HOSTILE_SETTINGS.keys())
def test_hostile_settings_give_a_message_defaults_and_an_untouched_file(make_app, tmp_path, content):
    data = with_settings(tmp_path, content)
    before = digest(data / SETTINGS_FILE)
    h = make_app(data_dir=data)
    h.step(5)
    assert h.app.messages and h.app.messages[0].kind == "error"
    assert h.app.settings.volume in range(0, 101)
    assert digest(data / SETTINGS_FILE) == before


def test_a_megabyte_key_and_thousands_of_unknown_keys_make_one_short_message_laid_out_once(make_app, tmp_path,
                                                                                           monkeypatch):
    keys = {f"k{i}": i for i in range(5000)}
    keys["x" * 900_000] = 1                       # just under the 1 MB a settings file may be
    data = with_settings(tmp_path, json.dumps(keys).encode())
    h = make_app(data_dir=data)
    text = h.app.messages[0].text
    assert "5001 settings could not be used" in text and len(text) < 200
    from game.ui.theme import Theme
    wraps = []
    real_wrap = Theme.wrap
    monkeypatch.setattr(Theme, "wrap", staticmethod(lambda text, *a, **k: (wraps.append(text), real_wrap(text, *a, **k))[1]))
    h.step(30)                                     # counted, not timed: the same on a busy machine
    assert sum(1 for t in wraps if "settings could not be used" in t) <= 1, "the message is laid out once, not every frame"


def test_a_file_with_unusable_parts_is_copied_aside_before_the_first_save_over_it(make_app, tmp_path):
    for content in (b"null", b"[1]", b'{"volume": 40, "colour": "pink"}'):
        data = with_settings(tmp_path / str(len(content)), content)
        h = make_app(data_dir=data)
        h.app.settings.volume = 20
        assert h.app.save_settings()
        kept = list(data.glob("settings.damaged-*.json"))
        assert len(kept) == 1 and kept[0].read_bytes() == content
        assert json.loads((data / SETTINGS_FILE).read_text())["volume"] == 20
        h.close()


def test_a_read_only_settings_file_is_not_replaced(make_app, tmp_path):
    data = with_settings(tmp_path, b'{"volume": 30}')
    path = data / SETTINGS_FILE
    path.chmod(0o444)
    h = make_app(data_dir=data)
    h.app.settings.volume = 90
    assert not h.app.save_settings()
    assert "read-only" in h.app.messages[-1].text
    assert json.loads(path.read_text()) == {"volume": 30}


def test_a_symlinked_settings_file_stays_a_link_and_a_save_keeps_the_mode(make_app, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    target = tmp_path / "elsewhere.json"
    target.write_text('{"volume": 30}')
    target.chmod(0o644)
    (data / SETTINGS_FILE).symlink_to(target)
    h = make_app(data_dir=data)
    h.app.settings.volume = 90
    assert h.app.save_settings()
    assert (data / SETTINGS_FILE).is_symlink()
    assert json.loads(target.read_text())["volume"] == 90
    assert stat.S_IMODE(target.stat().st_mode) == 0o644


def test_temp_files_left_by_a_killed_save_are_swept_at_start(make_app, tmp_path):
    data = with_settings(tmp_path, b'{"volume": 30}')
    stale = data / ".settings.json.abc123.tmp"
    stale.write_text("{half")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    fresh = data / ".settings.json.def456.tmp"     # a save running right now in another window
    fresh.write_text("{")
    make_app(data_dir=data)
    assert not stale.exists() and fresh.exists()


def test_a_fifo_or_huge_file_in_place_of_settings_does_not_hang_or_fill_memory(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / SETTINGS_FILE)
    with pytest.raises(StorageError, match="not a regular file"):
        Storage(data).read_json(SETTINGS_FILE)
    big = tmp_path / "big"
    big.mkdir()
    with open(big / SETTINGS_FILE, "wb") as fh:
        fh.truncate(50 * 1024 * 1024)             # 50 MB, sparse
    with pytest.raises(StorageError, match="too large"):
        Storage(big).read_json(SETTINGS_FILE)


def test_the_app_starts_with_a_fifo_for_settings_and_saving_leaves_it_alone(make_app, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / SETTINGS_FILE)
    h = make_app(data_dir=data)
    assert "not a regular file" in h.app.messages[0].text
    assert not h.app.save_settings()
    assert stat.S_ISFIFO((data / SETTINGS_FILE).stat().st_mode)


@hyp_settings(max_examples=150)
@given(st.one_of(st.binary(max_size=300),
                 st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
                              lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=12), c, max_size=6),
                              max_leaves=20).map(lambda v: json.dumps(v).encode())))
def test_any_settings_file_loads_to_valid_settings_or_a_storage_error_and_is_never_changed(tmp_path_factory, content):
    data = tmp_path_factory.mktemp("s")
    (data / SETTINGS_FILE).write_bytes(content)
    try:
        doc = Storage(data).read_json(SETTINGS_FILE)
    except StorageError:
        doc = None
    s, _ignored = Settings.from_dict(doc)
    assert 0 <= s.volume <= 100 and isinstance(s.muted, bool) and s.animation_factor >= 0
    assert (data / SETTINGS_FILE).read_bytes() == content


# ----- the command line -----------------------------------------------------------------------

def refused(capsys, *argv: str) -> str:
    with pytest.raises(SystemExit) as exc:
        parse(list(argv))
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


def test_screenshot_paths_are_checked_before_a_window_opens(capsys, tmp_path):
    a_file = tmp_path / "notes.txt"
    a_file.write_text("mine")
    not_png = tmp_path / "notes.png"
    not_png.write_text("mine too")
    for bad in ("/proc/nope/x.png", str(tmp_path), str(a_file / "x.png"), str(tmp_path / ("x" * 300 + ".png")),
                str(a_file), str(not_png)):
        refused(capsys, "--screenshot", bad)
    assert a_file.read_text() == "mine" and not_png.read_text() == "mine too"


def test_seeds_data_dir_and_size_out_of_range_are_refused(capsys, tmp_path):
    for argv in (("--seed", "-1"), ("--seed", str(2 ** 64)), ("--data-dir", ""), ("--size", "10000x10000"),
                 ("--size", "30000x20000"), ("--data-dir", str(Path(__file__))),
                 ("--data-dir", str(Path(__file__) / "under a file")),
                 ("--size", "480x360"), ("--size", "639x480")):   # below the smallest window a resize allows
        refused(capsys, *argv)
    assert parse(["--seed", str(2 ** 63 - 1)]).seed == 2 ** 63 - 1
    assert parse(["--size", "640x480"]).size == (640, 480)
    fresh = tmp_path / "new" / "data"
    assert parse(["--data-dir", str(fresh)]).data_dir == fresh and fresh.is_dir()


# ----- scripts -------------------------------------------------------------------------------------

HOSTILE_SCRIPTS = {
    "not UTF-8": b'[{"frame": 0, "key": "\xff"}]',
    "a list for a key": b'[{"frame": 0, "key": ["a"]}]',
    "an object for a pad button": b'[{"frame": 0, "pad": {"a": 1}}]',
    "NaN": b'[{"frame": 0, "click": [NaN, 5]}]',
    "Infinity": b'[{"frame": 0, "move": [Infinity, -Infinity]}]',
    "thousands of digits": b'[{"frame": ' + b"7" * 5000 + b', "key": "a"}]',
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "a click far outside": b'[{"frame": 0, "click": [9223372036854775808, 5]}]',
    "a screenshot over a text file": b'[{"frame": 0, "screenshot": "../x/notes.txt"}]',
    "a mods object": b'[{"frame": 0, "key": "a", "mods": [{}]}]',
}


@pytest.mark.parametrize("content", HOSTILE_SCRIPTS.values(), ids=HOSTILE_SCRIPTS.keys())
def test_hostile_scripts_are_one_line_and_exit_2(capsys, tmp_path, content):
    path = tmp_path / "s.json"
    path.write_bytes(content)
    refused(capsys, "--script", str(path))
    assert path.read_bytes() == content


@hyp_settings(max_examples=200)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                    lambda c: st.lists(c, max_size=4) | st.dictionaries(
                        st.sampled_from(["frame", "key", "click", "move", "drag", "pad", "action", "resize",
                                         "screenshot", "quit", "mods", "button"]) | st.text(max_size=5), c, max_size=4),
                    max_leaves=16))
def test_any_json_script_is_steps_or_one_script_error(data):
    try:
        parse_steps(data)
    except ScriptError:
        pass


def test_huge_resizes_and_forty_thousand_steps_in_one_frame_run_without_harm(make_app, tmp_path):
    steps = [{"frame": 1, "resize": [100000, 100000]}, {"frame": 2, "resize": [30000, 20000]}]
    steps += [{"frame": 3, "move": [i % 800, i % 600]} for i in range(40_000)]
    steps += [{"frame": 4, "click": [99999, -99999]}]
    h = make_app(script=parse_steps(steps))
    h.step(260, draw=False)
    w, hgt = h.app.screen.get_size()
    assert w <= 3840 and hgt <= 2400
    assert not h.app.script, "every step was fed, a few hundred a frame"


def test_a_screenshot_step_never_overwrites_a_file_that_is_not_a_png(make_app, tmp_path):
    victim = tmp_path / "notes.png"
    victim.write_text("not a picture")
    h = make_app(script=parse_steps([{"frame": 1, "screenshot": str(victim)}]))
    h.step(3)
    assert victim.read_text() == "not a picture"
    assert "Screenshot not saved" in h.app.messages[-1].text


def test_a_fifo_script_is_refused_not_waited_on(tmp_path):
    fifo = tmp_path / "s.json"
    os.mkfifo(fifo)
    with pytest.raises(ScriptError, match="not a regular file"):
        load_script(fifo)


# ----- end to end: the real command --------------------------------------------------------------

def test_the_real_command_with_every_bad_settings_file_starts_and_leaves_it(tmp_path):
    """A FIFO for settings.json used to hang start-up (and swallow SIGTERM)."""
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / SETTINGS_FILE)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    r = subprocess.run([sys.executable, "main.py", "--headless", "--frames", "5", "--data-dir", str(data)],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and "Traceback" not in r.stderr
    assert stat.S_ISFIFO((data / SETTINGS_FILE).stat().st_mode)
