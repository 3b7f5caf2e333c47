"""``python -m game.<id> suggest FILE [--level easy|medium|hard] [--seconds S]``, written once for every game.

FILE is a game record (``docs/records.md``, version-1 files included) or a
bare position (the game's ``State.to_json()``). Prints the action the
computer would play next as one JSON line (``action_to_json``) and exits 0.
A bad file, a finished game or a throw still to make gives one line on
stderr and exit 2.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Optional

from . import records, registry
from .players import LEVELS
from .protocol import CHANCE, PositionError


def load_position(game_id: str, path: str):
    """The state to think about: a record's last position, or a position file; RecordError otherwise."""
    spec = registry.get(game_id)
    raw = records.read_file(path)
    try:
        record = records.loads(raw)
    except records.RecordError as exc:
        record_error = exc
    else:
        if record.game != game_id:
            raise records.RecordError(f"this is a {record.spec.name} record, not a {spec.name} one")
        return record.replay()
    # not a record: perhaps a bare position (size and encoding already checked by the record loader)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        raise record_error from None
    if not (isinstance(data, dict) and "format" not in data):
        raise record_error
    try:
        return spec.state_from_json(data)
    except PositionError as exc:  # a position, refused by the one validation the records use too: say why
        raise records.RecordError(f"This is not a {spec.name} position that can be played: {exc}") from None


def main(game_id: str, argv: Optional[list[str]] = None) -> int:
    spec = registry.get(game_id)
    ap = argparse.ArgumentParser(prog=f"python -m game.{game_id} suggest",
                                 description=f"The move {spec.name}'s computer player would make.")
    ap.add_argument("file")
    ap.add_argument("--level", choices=LEVELS, default="hard")
    ap.add_argument("--seconds", type=float, default=None)
    args = ap.parse_args(argv)
    if args.seconds is not None and not 0 < args.seconds <= 3600:
        ap.error("--seconds must be more than 0 and at most 3600")
    try:
        state = load_position(game_id, args.file)
    except records.RecordError as exc:
        print(f"{game_id}: {args.file}: {exc}", file=sys.stderr)
        return 2
    if state.outcome() is not None:
        print(f"{game_id}: {args.file}: the game is over; there is no move to suggest", file=sys.stderr)
        return 2
    if state.current_player() == CHANCE:
        print(f"{game_id}: {args.file}: a throw is due, not a move", file=sys.stderr)
        return 2
    action = spec.computer(args.level, seed=0).choose(state, args.seconds)
    print(json.dumps(state.action_to_json(action)))
    return 0
