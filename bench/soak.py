"""Soak: thousands of whole games per game, every preset, invariants after every move, every game saved and replayed.

Players are random (seeded), and in every tenth game one seat is the
computer at Easy (where the game has a computer player). After each push:
``pop()`` restores ``key()`` and ``to_json()`` and pushing again gives the same
key; the position survives JSON with the same key (every move of the first
50, then every 25th: a 31×31 Senket position is the slow one to rebuild). After each game: the
record is written through the one atomic save, loaded by the one loader and
replayed to the same final key and outcome.

    python -m bench.soak [--quick] [--games N] [--game ID] [--first-seed S]

Prints JSON per game: games, actions, errors (first few described), games per
second. ``--games`` is per game (full run: 10,000).
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
import traceback
from pathlib import Path

from game.core import records, registry
from game.core.players import RandomPlayer
from game.core.protocol import CHANCE

FULL_GAMES = 10_000
QUICK_GAMES = 20
MAX_ACTIONS = 5_000


def play_checked(spec, options, seed: int, computer: bool) -> tuple[object, list]:
    state = spec.new(options, seed=seed)
    players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
    if computer:
        players[seed % 2] = spec.computer("easy", seed)
    actions = []
    while state.outcome() is None and len(actions) < MAX_ACTIONS:
        seat = state.current_player()
        action = state.sample_chance() if seat == CHANCE else players[seat].choose(state)
        before_key, before_json = state.key(), state.to_json()
        state.push(action)
        after_key = state.key()
        if (len(actions) < 50 or len(actions) % 25 == 0) and spec.state_from_json(state.to_json()).key() != after_key:
            raise AssertionError(f"action {len(actions)}: the position does not survive JSON")
        state.pop()
        if state.key() != before_key or state.to_json() != before_json:
            raise AssertionError(f"action {len(actions)}: pop() did not restore the position")
        state.push(action)
        if state.key() != after_key:
            raise AssertionError(f"action {len(actions)}: pushing again gave another position")
        actions.append(action)
    return state, actions


def soak(game_id: str, games: int, seed0: int = 0) -> dict:
    spec = registry.get(game_id)
    presets = list(spec.presets().values())
    errors: list[str] = []
    n_actions = 0
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "game.json"
        for g in range(games):
            seed = seed0 + g
            options = presets[g % len(presets)]
            try:
                state, actions = play_checked(spec, options, seed, spec.has_computer and g % 10 == 9)
                n_actions += len(actions)
                records.save(path, records.record_of(state, None, actions))
                back = records.load(path).replay()
                if back.key() != state.key() or back.outcome() != state.outcome():
                    raise AssertionError("the saved record replays to another end")
            except Exception:
                errors.append(f"game {g} (seed {seed}, options {options.to_dict()}): "
                              f"{traceback.format_exc(limit=3)}")
    elapsed = time.perf_counter() - t0
    return {"games": games, "actions": n_actions, "errors": len(errors), "first_errors": errors[:3],
            "games_per_second": round(games / elapsed, 1), "seconds": round(elapsed, 1)}


def run(quick: bool = False, games: int | None = None, only: str | None = None, seed0: int = 0) -> dict:
    n = games or (QUICK_GAMES if quick else FULL_GAMES)
    return {spec.id: soak(spec.id, n, seed0) for spec in registry.games() if only in (None, spec.id)}


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.soak")
    p.add_argument("--quick", action="store_true")
    p.add_argument("--games", type=int)
    p.add_argument("--game")
    p.add_argument("--first-seed", type=int, default=0,
                   help="seed of the first game: a long run can be split into chunks that add up to it")
    a = p.parse_args(argv)
    out = run(a.quick, a.games, a.game, a.first_seed)
    print(json.dumps(out, indent=2))
    return 1 if any(v["errors"] for v in out.values()) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
