"""Mine Senket puzzles from computer self-play.

``python -m game.senket.puzzle_miner --minutes M --out levels/senket [--seed S]``

Plays games between computer players (``game.senket.ai``, small boards: 11×11 and 13×13, area
and post scoring), and at turn starts from the sixth turn on (a seeded sample of them, spaced within
a game) examines the position with the
puzzle room's two-ply search (``game.senket.puzzle.Search``: every post of the side to move with
its fence plans, against every reply post with a fence and the pass, valued by the exact
scorer).  A position becomes a puzzle when

* both sides already hold territory (else a single corner fence makes "the rest of the board"
  territory, which makes big but puzzling gains),
* the side to move has no fence left to draw between older posts (else any post would do),
* the best first post gains at least ``MIN_GAIN`` against the best reply found, and
* every other post gains clearly less: at most ``best - max(MIN_GAP, best / 4)``.

The goal is that best gain, the solution the best turn and the reply found, the words are
generated from where the post is and what the gain is made of (securing ground or spoiling the
opponent's), and the puzzle is kept only when ``game.puzzles.check.verify`` returns no problem and the
exhaustive prover (``game.senket.prover``) proves it with its margin, which the goal's ``by`` then says
(``proved_margin``; a margin under ``MIN_GAP`` is not kept).
Positions already mined (same board) are skipped, and one game gives at most ``PER_GAME``
puzzles, ``GAP`` turns apart.  Puzzles are written as
``senket-gen-NNN.json`` (the next free numbers) with ``"generated": true``; a JSON summary is
printed: minutes, positions examined, puzzles found, found per minute, rejected counts by reason.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import replace
from pathlib import Path

from ..puzzles import check, format as pformat
from ..storage.files import atomic_write_text
from . import puzzle as P
from .ai import Player
from .rules import FIRST, SECOND, State

MIN_GAIN = 4
MAX_GAIN = 2000          # bigger swings come from a whole "rest of the board" changing hands: odd puzzles
MIN_GAP = 3
FIRST_TURN = 6
PER_GAME = 2             # at most this many puzzles from one game ...
GAP = 6                  # ... at least this many turns apart (neighbouring positions make twin puzzles)
SIZES = (11, 11, 13)
CREDIT = "Mined by the Senket puzzle generator from computer self-play, checked by the two-ply search."


def _where(p, n) -> str:
    x, y = p
    col = "left" if x < n / 3 else "right" if x >= 2 * n / 3 else ""
    row = "top" if y < n / 3 else "bottom" if y >= 2 * n / 3 else ""
    if col and row:
        return f"the {row}-{col} corner"
    if col or row:
        return f"the {col or row} side"
    return "the middle of the board"


def _holds_territory(state) -> tuple:
    owners = {int(t.owner) for t in state.score().territories}
    return int(FIRST) in owners, int(SECOND) in owners


def _words(start, turn, reply, solver, gain) -> dict:
    from .text import SEAT_NAMES
    n = start.size
    other = SEAT_NAMES[1 - solver]
    post = (turn[0] // n, turn[0] % n)
    where = _where(post, n)
    s = start.copy()
    for a in list(turn) + list(reply):
        s.push(a)
    t0, t1 = start.score().totals, s.score().totals
    mine, theirs = (FIRST, SECOND) if solver == 0 else (SECOND, FIRST)
    up = int(t1[mine]) - int(t0[mine])
    down = int(t0[theirs]) - int(t1[theirs])
    prisoners = start.scoring == "posts"
    if down > up:
        theme, title = "invade successfully", f"Spoil your opponent's ground near {where}"
        expl = (f"The best post near {where} takes {down} points away from {other}, whatever {other} answers.")
    else:
        theme = "prisoners under post scoring" if prisoners else "secure a territory"
        title = f"Secure {where}"   # who plays is the goal's to say, in the palette's names
        expl = f"The best post near {where} adds {up} points to your score, and {other} cannot stop it."
    hint = f"Look near {where}. Which post closes the most for you?"
    return {"title": title, "theme": theme, "hint": hint,
            "explanation": expl + f" In all you gain {gain} points on {other}."}


def _difficulty(gain, second, fences) -> int:
    d = 1 + (fences > 1) + (second > 0) + (gain - second < 10) + (gain > 100)
    return max(1, min(5, d))


def examine(state, seen: set, reasons: dict):
    """A puzzle (as JSON data, without id) from this position, or None (the reason counted)."""
    def no(reason):
        reasons[reason] = reasons.get(reason, 0) + 1
        return None

    solver = state.current_player()
    if solver not in (0, 1) or state.passes_in_a_row:
        return no("not a turn start")
    key = (state.size, tuple(state.to_json()["board"]), solver)
    if key in seen:
        return no("already seen")
    seen.add(key)
    red, blue = _holds_territory(state)
    if not (red and blue):
        return no("not both sides hold territory")
    if P._has_old_fences(state, solver):
        return no("fences left to draw")
    search = P.Search(state, solver)
    values = search.post_values(state.copy())
    if not values:
        return no("no post with a fence")
    ranked = sorted(values.values(), key=lambda v: -v[0])
    best, turn, reply = ranked[0]
    second = ranked[1][0] if len(ranked) > 1 else 0
    if best < MIN_GAIN:
        return no("gain too small")
    if best > MAX_GAIN:
        return no("gain too large")
    if second > best - max(MIN_GAP, best // 4):
        return no("not unique")
    if reply is None:
        return no("no reply found")
    s = state.copy()
    for a in turn:
        s.push(a)
    data = {"format": pformat.FORMAT, "version": pformat.VERSION, "game": "senket",
            "difficulty": _difficulty(best, max(second, 0), len(turn) - 2),
            "goal": {"kind": "gain", "points": int(best)}, "start": state.to_json(),
            "solution": [{"move": [state.action_to_json(a) for a in turn],
                          "reply": [s.action_to_json(a) for a in reply]}],
            "wrong": [], "credit": CREDIT, "generated": True}
    data.update(_words(state, turn, reply, solver, best))
    return data


def proved_margin(puzzle) -> "tuple[int | None, list]":
    """(the puzzle's proved margin ``by``, []) or (None, [the reason it is not kept]): the exhaustive two-ply
    prover (``game.senket.prover``, every post and fence set of both sides) gives the margin by which the
    solution beats every other turn, and proves the puzzle with it written in, so that a mined puzzle is
    written with ``by`` like the hand-made and generated ones and only when it is sound."""
    from ..puzzles.prove import prove
    from . import prover
    by = prover.margin_of(puzzle)
    if by is None or by < MIN_GAP:
        return None, ["margin too small after the exhaustive proof"]
    goal = {**puzzle.goal, "by": by}
    result = prove(replace(puzzle, goal=goal))
    if not result.ok:
        return None, ["not proved"]
    return by, []


def _next_ids(out: Path):
    k = 1
    while True:
        pid = f"senket-gen-{k:03d}"
        if not (out / f"{pid}.json").exists():
            yield pid
        k += 1


def mine(minutes: float, out: Path, seed: int = 0, limit=None, write=True) -> dict:
    rng = random.Random(seed)
    deadline = time.perf_counter() + minutes * 60
    out.mkdir(parents=True, exist_ok=True)
    ids = _next_ids(out)
    seen: set = set()
    for f in out.glob("*.json"):
        try:
            p = pformat.load(f)
            st = p.start_state()
            seen.add((st.size, tuple(p.start["board"]), st.current_player()))
        except pformat.PuzzleError:
            pass
    reasons: dict = {}
    found, examined, games, files = 0, 0, 0, []
    t0 = time.perf_counter()
    while time.perf_counter() < deadline and (limit is None or found < limit):
        games += 1
        size = rng.choice(SIZES)
        scoring = "posts" if rng.random() < 0.25 else "area"
        state = State(size, scoring)
        players = [Player(rng.choice(("easy", "medium")), rng.randrange(1 << 30)) for _ in range(2)]
        turn_no, kept, last = 0, 0, -GAP
        while not state.is_over and time.perf_counter() < deadline and turn_no < size * size:
            if turn_no >= FIRST_TURN and turn_no - last >= GAP and kept < PER_GAME and rng.random() < 0.7:
                examined += 1
                data = examine(state, seen, reasons)
                if data is not None:
                    data["id"] = "senket-gen-candidate"
                    try:
                        puzzle = pformat.from_json(data)
                        problems = check.verify(puzzle)
                    except pformat.PuzzleError:
                        problems = ["not a valid puzzle"]
                    else:
                        problems = ["verify failed"] if problems else []
                    if not problems:
                        data["goal"]["by"], problems = proved_margin(puzzle)
                    if problems:
                        reasons[problems[0]] = reasons.get(problems[0], 0) + 1
                    else:
                        found += 1
                        kept, last = kept + 1, turn_no
                        pid = next(ids)
                        data["id"] = pid
                        puzzle = pformat.from_json(data)
                        if write:
                            path = out / f"{pid}.json"
                            atomic_write_text(path, json.dumps(puzzle.to_json(), indent=1) + "\n")
                            files.append(path.name)
                        if limit is not None and found >= limit:
                            break
            seat = state.current_player()
            while state.current_player() == seat and not state.is_over:
                state.push(players[seat].choose(state, seconds=0.5))
            turn_no += 1
    spent = (time.perf_counter() - t0) / 60
    return {"minutes": round(spent, 3), "games": games, "positions_examined": examined, "puzzles_found": found,
            "found_per_minute": round(found / spent, 3) if spent > 0 else 0.0,
            "rejected": dict(sorted(reasons.items())), "files": files}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Mine Senket puzzles from computer self-play.")
    ap.add_argument("--minutes", type=float, default=1.0)
    ap.add_argument("--out", default="levels/senket")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--limit", type=int, default=None, help="stop after this many puzzles")
    args = ap.parse_args(argv)
    summary = mine(args.minutes, Path(args.out), args.seed, args.limit)
    print(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
