"""Killed at any moment, the app loses at most the move in progress: the real app, SIGKILL, 20 times.

Two computer seats play in the real app (a subprocess, headless, resuming
the kept game with --continue); it is killed with SIGKILL after a random
delay — starting up, thinking, mid-write — and started again (every third kill comes just after the
app has kept a move, so that a busy machine still shows it playing). After every
kill the kept game is a whole, valid record holding every move the previous
run had kept; a game that finished is in the game's list of finished games.
"""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.core import records, registry
from game.core.match import Match
from game.storage.autosave import AUTOSAVE_FILE

ROOT = Path(__file__).resolve().parents[1]
KILLS = 20
PLAYED = [s for s in registry.games() if s.has_computer]


def keep_new_game(data: Path, game: str, seed: int) -> int:
    """A fresh computer-against-computer game with one move made, kept as the app would keep it."""
    match = Match.new(game, seed=seed, seats=("easy", "easy"))
    state = match.state
    while state.current_player() < 0:
        match.throw()
    match.play(list(state.legal_actions())[0])
    records.save(data / AUTOSAVE_FILE, match.record())
    return len(match.actions)


def wait_for_a_new_write(data: Path, proc: subprocess.Popen, limit: float = 60.0) -> None:
    """Until the kept game (or the finished list) changes, the process ends, or ``limit`` seconds pass."""
    def mark():
        paths = [data / AUTOSAVE_FILE, *data.glob("games/*/finished-*.json")]
        return sorted((str(p), p.stat().st_mtime_ns) for p in paths if p.exists())
    before = mark()
    end = time.monotonic() + limit
    while time.monotonic() < end and proc.poll() is None and mark() == before:
        time.sleep(0.02)


@pytest.mark.skipif(not PLAYED, reason="no game has a computer player yet")
def test_sigkill_at_random_moments_never_loses_a_kept_move_or_corrupts_a_file(tmp_path):
    game = PLAYED[0].id
    data = tmp_path / "data"
    data.mkdir()
    rng = random.Random(2026)
    kept = keep_new_game(data, game, seed=1)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    progressed = finished = 0
    for kill in range(KILLS):
        proc = subprocess.Popen([sys.executable, "main.py", "--headless", "--continue", "--size", "800x600",
                                 "--data-dir", str(data)], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if kill % 3 == 0:
            # a third of the kills come once the app has kept a move (however slow a busy machine makes
            # its start), so the run shows it really played; the others at any moment, starting up included
            wait_for_a_new_write(data, proc)
            time.sleep(rng.uniform(0, 0.3))
        else:
            time.sleep(rng.uniform(0.5, 2.5))
        proc.send_signal(signal.SIGKILL)
        _out, err = proc.communicate(timeout=30)
        assert b"Traceback" not in err, err.decode(errors="replace")
        path = data / AUTOSAVE_FILE
        if not path.exists():                      # the game ended: it must be in the finished list
            done = list((data / "games" / game).glob("finished-*.json"))
            assert len(done) == finished + 1
            assert records.load(done[0]).result is not None
            finished += 1
            kept = keep_new_game(data, game, seed=100 + kill)
            continue
        record = records.load(path)                # whole and valid: never half written
        assert len(record.actions) >= kept, f"kill {kill}: a kept move was lost"
        progressed += len(record.actions) > kept
        kept = len(record.actions)
    assert progressed + finished >= KILLS // 3, "the app was really playing between the kills"
    stray = [p for p in data.rglob(".*.tmp")]
    assert len(stray) <= 1, "at most the write in progress at the last kill leaves a temp file (swept at next start)"
