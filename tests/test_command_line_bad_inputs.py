"""The last bad inputs a player or a script met on the command line (issue 39): each is one clear line on
stderr, exit code 2, no traceback, and nothing written."""
import json
import os
import random
import subprocess
import sys
from pathlib import Path

from game.core import registry, suggest
from game.core.protocol import CHANCE

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run_main(*args, cwd=ROOT):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--frames", "3", *args], cwd=cwd,
                          env=ENV, capture_output=True, timeout=60)


def one_line_exit_2(result) -> str:
    err = result.stderr.decode("utf-8", "replace")
    assert result.returncode == 2, err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    return err


def files_under(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*"))


def test_a_data_dir_whose_name_is_too_long_is_refused_in_one_line(tmp_path):
    err = one_line_exit_2(run_main("--data-dir", str(tmp_path / ("a" * 300) / "data")))
    assert "too long" in err
    assert files_under(tmp_path) == []


def test_a_script_click_at_a_400_digit_coordinate_is_refused_in_one_line(tmp_path):
    script = tmp_path / "s.json"
    script.write_text('[{"frame": 1, "click": [1' + "0" * 400 + ", 5]}]")
    err = one_line_exit_2(run_main("--script", str(script), "--data-dir", str(tmp_path / "data")))
    assert "step 0" in err and "[x, y]" in err
    assert files_under(tmp_path / "data") == []  # the folder is made before the script is read; nothing in it


def test_a_puzzle_id_that_is_not_utf8_is_refused_in_one_line(tmp_path):
    # the argument arrives as bytes: \xff\xfe is not UTF-8, so Python hands the app lone surrogates
    result = subprocess.run([sys.executable.encode(), str(ROOT / "main.py").encode(), b"--headless", b"--frames", b"3",
                             b"--data-dir", str(tmp_path / "data").encode(), b"--puzzle", b"\xff\xfe"],
                            cwd=ROOT, env=ENV, capture_output=True, timeout=60)
    assert "not valid text" in one_line_exit_2(result)


def senet_position_with_a_move_to_choose(seed: int = 1) -> dict:
    spec = registry.get("senet")
    state = spec.new(spec.presets()["hounds_and_jackals"], seed=seed)
    rng = random.Random(seed)
    while state.current_player() == CHANCE or len(state.legal_actions()) < 2 or state.to_json()["sides"] is None:
        state.push(state.sample_chance() if state.current_player() == CHANCE else rng.choice(state.legal_actions()))
    return state.to_json()


def test_senet_suggest_refuses_a_float_among_the_sides_with_the_loaders_sentence(tmp_path, capsys):
    position = senet_position_with_a_move_to_choose()
    good = tmp_path / "good.json"
    good.write_text(json.dumps(position))
    assert suggest.main("senet", [str(good), "--level", "easy"]) == 0
    capsys.readouterr()
    bad = dict(position, sides=[(-0.0 if x == 0 else x) for x in position["sides"]])  # equal to [1, 0], not ints
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    before = path.read_bytes()
    assert suggest.main("senet", [str(path)]) == 2
    err = capsys.readouterr().err
    assert "sides must be" in err and len(err.strip().splitlines()) == 1
    assert path.read_bytes() == before
    # the same sentence as the position loader itself gives: one validation for both
    try:
        registry.get("senet").state_from_json(bad)
    except Exception as exc:
        assert str(exc) in err
    else:
        raise AssertionError("the loader accepted sides with a float in them")
