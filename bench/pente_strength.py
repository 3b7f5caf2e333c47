"""Pente's Hard against the frozen Hard of 1aa559a (issue 35): games from random 4-ply openings.

Each opening (seeded: the centre, then three random legal points within three of it, the tournament rule
obeyed) is played twice with the colours swapped, so game ``2k`` has the new Hard as Black and game
``2k + 1`` as White.  Think times are CPU time of this process (``time.process_time``) per move, the
only clock a loaded machine cannot bend; the players themselves are bounded by nodes, so a game's moves
do not depend on the machine.  One JSON line per game goes to ``--log`` as it ends (a long run can be
stopped and its games still count); the summary is printed as JSON.

    python -m bench.pente_strength --games 100 [--first 0] [--log bench/results/pente/strength.jsonl]
    python -m bench.pente_strength --summary bench/results/pente/strength.jsonl
    python -m bench.pente_strength --seat white --patch '{"nodes": 28000, "CAP_THREAT": 120}' --log out.jsonl

``--seat white`` plays only the odd games (the new Hard as White), ``--seat black`` only the even ones; the
games are the same as in a full run, so a variant's games pair with the shipped Hard's on the same openings.
``--game-list 3,5,11`` plays those games only.
``--new-seed 5000`` gives the new Hard other seeds (5000 + game, not 1000 + game): the same openings and player, other
picks among its near-equal root moves, so the spread of an unchanged player's score on these games can be measured.
``--patch`` changes the new Hard for this run only: lower-case keys go into Hard's level dict, upper-case
ones replace ``game.pente.ai``'s module constants (evaluation weights) before the first game.
``--summary LOG --against 'BASE*.jsonl'`` pairs a variant's games with another run's on the same game numbers
(the same openings and seeds): the baseline's wins on those games, the games won that it lost and lost that it
won, and a sign test; with a score swinging by several games of 50 on any change of the tree, only the paired
count says whether a variant did better.

Targets (issue 35): >= 70% overall and >= 60% as White; Hard's CPU per move <= 1 s median, <= 2 s max.
"""
from __future__ import annotations

import argparse
import glob
import json
import random
import statistics
import sys
import time
from pathlib import Path

from bench.common import sign_test, wilson
from bench.pente_frozen_hard import FrozenHard
from game.core import registry
from game.pente.ai import Player
from game.pente.rules import Options

MAX_PLIES = 361


def opening(seed: int, options: Options) -> list:
    """Four plies: the centre, then random legal points within three of it (seeded)."""
    rng = random.Random(f"pente-opening-{seed}")
    s = registry.get("pente").new(options, seed=seed)
    c = options.size // 2
    moves = []
    for _ in range(4):
        near = [p for p in s.legal_actions() if abs(p[0] - c) <= 3 and abs(p[1] - c) <= 3]
        if not near:      # the tournament rule's second Black move lies outside the centre's box
            near = [p for p in s.legal_actions() if abs(p[0] - c) <= 4 and abs(p[1] - c) <= 4]
        p = rng.choice(near)
        s.push(p)
        moves.append(p)
    return moves


def apply_patch(patch: dict) -> dict:
    """Upper-case keys set ``game.pente.ai``'s constants (before any table is built); returns the rest, for
    Hard's level dict."""
    import game.pente.ai as ai
    cfg = {}
    for k, v in patch.items():
        if k.isupper():
            if not hasattr(ai, k):
                raise KeyError(f"game.pente.ai has no {k}")
            setattr(ai, k, tuple(v) if isinstance(v, list) else v)
            ai._TABLES.clear()
        else:
            cfg[k] = v
    return cfg


def played_out(players: list, options: Options, seed: int):
    """Opening ``seed`` played out by ``players`` (Black, White) to the end or ``MAX_PLIES``: (the final state,
    each seat's CPU seconds per move, each seat's search nodes per move, and of those its guard's). The one
    game loop of the Pente benches that pit two players on these openings (``bench.pente_colours`` too)."""
    s = registry.get("pente").new(options, seed=seed)
    for p in opening(seed, options):
        s.push(p)
    cpu, nodes, guard = [[], []], [[], []], [[], []]
    while s.outcome() is None and s.ply < MAX_PLIES:
        seat = s.current_player()
        t = time.process_time()
        a = players[seat].choose(s.copy())
        cpu[seat].append(time.process_time() - t)
        nodes[seat].append(players[seat].nodes)
        guard[seat].append(getattr(players[seat], "guard_nodes", 0))
        s.push(a)
    return s, cpu, nodes, guard


def play(game: int, options: Options, new_level: str = "hard", cfg_patch: dict = None, new_seed: int = 1000) -> dict:
    """Game ``game``: opening ``game // 2``; the new player is Black in even games, White in odd ones.  The new
    player's seed is ``new_seed + game`` (it picks among root moves within its tolerance by it)."""
    seed = game // 2
    new_seat = game % 2
    new, old = Player(new_level, new_seed + game), FrozenHard(2000 + game)
    if cfg_patch:
        new.cfg.update(cfg_patch)
        if "play_qcaps" in cfg_patch:
            new.cfg["qcaps"] = cfg_patch["play_qcaps"]
    players = [new, old] if new_seat == 0 else [old, new]
    s, cpu, nodes, guard = played_out(players, options, seed)
    out = s.outcome()
    winner = None if out is None else out.winner
    return {"game": game, "new_seat": new_seat, "winner": winner,
            "result": "draw" if winner is None else ("new" if winner == new_seat else "frozen"),
            "termination": None if out is None else out.termination, "plies": s.ply,
            "new_cpu_s": [round(x, 3) for x in cpu[new_seat]], "frozen_cpu_s": [round(x, 3) for x in cpu[1 - new_seat]],
            "new_nodes": nodes[new_seat], "new_guard_nodes": guard[new_seat],
            "moves": [list(p) for p in s.moves]}     # the opening's four too: a position is replayed from these


def summary(rows: list) -> dict:
    def part(rs):
        n = len(rs)
        w = sum(r["result"] == "new" for r in rs)
        d = sum(r["result"] == "draw" for r in rs)
        score = w + d / 2
        return {"games": n, "new_wins": w, "draws": d, "frozen_wins": n - w - d,
                "new_score": round(score / n, 3) if n else None, "interval95": wilson(w, n)}

    new_cpu = [t for r in rows for t in r["new_cpu_s"]]
    old_cpu = [t for r in rows for t in r["frozen_cpu_s"]]

    def cpu(xs):
        return {"median_s": round(statistics.median(xs), 3), "max_s": round(max(xs), 3), "moves": len(xs)} \
            if xs else None
    return {"overall": part(rows), "new_as_black": part([r for r in rows if r["new_seat"] == 0]),
            "new_as_white": part([r for r in rows if r["new_seat"] == 1]),
            "new_cpu_per_move": cpu(new_cpu), "frozen_cpu_per_move": cpu(old_cpu),
            "games_listed": sorted(r["game"] for r in rows),
            "targets": {"overall": 0.70, "as_white": 0.60, "cpu_median_s": 1.0, "cpu_max_s": 2.0}}


def paired(rows: list, base_rows: list) -> dict:
    """``rows`` (a variant's games) against ``base_rows`` on the game numbers both played: wins of each, the
    games that changed hands, and the sign test of those changes."""
    base = {r["game"]: r for r in base_rows}
    common = sorted(r["game"] for r in rows if r["game"] in base)
    mine = {r["game"]: r for r in rows}
    won = [g for g in common if mine[g]["result"] == "new"]
    base_won = [g for g in common if base[g]["result"] == "new"]
    gained = sorted(set(won) - set(base_won))
    lost = sorted(set(base_won) - set(won))
    return {"games": len(common), "new_wins": len(won), "baseline_wins": len(base_won),
            "won_where_baseline_lost": gained, "lost_where_baseline_won": lost,
            "sign_test_p": round(sign_test(len(gained), len(lost)), 3),
            "unpaired_games": sorted(set(mine) - set(base))}


def _read_logs(patterns: str) -> list:
    """Every game of the JSON-lines logs matching ``patterns`` (comma-separated paths or globs, each in name
    order)."""
    names = []
    for pat in patterns.split(","):
        found = sorted(glob.glob(pat))
        if not found:
            raise SystemExit(f"no log matches {pat!r}")
        names += found
    return [json.loads(line) for name in names for line in Path(name).read_text().splitlines() if line.strip()]


def main(argv: list) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.pente_strength")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--size", type=int, default=19, choices=(13, 15, 19))
    ap.add_argument("--log", default="")
    ap.add_argument("--summary", default="",
                    help="only summarise the games of these logs (comma-separated paths or globs)")
    ap.add_argument("--against", default="",
                    help="with --summary: pair its games with these logs' (comma-separated paths or globs)")
    ap.add_argument("--seat", default="both", choices=("both", "black", "white"),
                    help="the new Hard's colour: both (every game), black (even games), white (odd games)")
    ap.add_argument("--game-list", default="", help="comma-separated game numbers instead of --first/--games")
    ap.add_argument("--patch", default="", help="JSON: Hard's level dict (lower case) and ai constants (upper case)")
    ap.add_argument("--new-seed", type=int, default=1000,
                    help="the new Hard's seed is this + the game number (1000: the runs' own); another base replays "
                         "the same openings with other picks among near-equal moves, the spread of an unchanged player")
    args = ap.parse_args(argv)
    if args.summary:
        rows = _read_logs(args.summary)
        out = summary(rows)
        if args.against:
            out["paired"] = paired(rows, _read_logs(args.against))
        print(json.dumps(out, indent=1))
        return 0
    if args.against:
        ap.error("--against pairs the games of a --summary")
    options = Options(size=args.size)
    patch = json.loads(args.patch) if args.patch else {}
    cfg_patch = apply_patch(patch)
    rows = []
    games = [int(x) for x in args.game_list.split(",")] if args.game_list else \
        list(range(args.first, args.first + args.games))
    for g in games:
        if (args.seat == "black" and g % 2) or (args.seat == "white" and not g % 2):
            continue
        r = play(g, options, cfg_patch=cfg_patch, new_seed=args.new_seed)
        if patch:
            r["patch"] = patch
        if args.new_seed != 1000:
            r["new_seed"] = args.new_seed
        rows.append(r)
        if args.log:
            with open(args.log, "a") as f:
                f.write(json.dumps(r) + "\n")
        print(f"game {g}: {r['result']} ({r['plies']} plies, new as {'White' if r['new_seat'] else 'Black'})",
              file=sys.stderr, flush=True)
    print(json.dumps(summary(rows), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
