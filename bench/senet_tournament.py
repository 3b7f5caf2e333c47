"""Senet tournaments: the three levels against random, against a greedy yardstick, and against each other.

    python -m bench.senet_tournament [--quick] [--games N] [--pairings hard-greedy,hard-random]
                                     [--rulesets A,B] [--jobs N] [--first-seed S] [--table]
    python -m bench.senet_tournament --merge CHUNK.json ... [--table]
    python -m bench.senet_tournament --into DIR [--pairings ..] [--rulesets ..] [--first-seed S]
                                     [--games N] [--chunk C] [--jobs N]
    python -m bench senet_tournament [--quick]

For rule set A ("kendall_bell") and rule set B ("hounds_and_jackals"), with
their default options, the pairings are: each level vs random, each level vs
greedy, hard vs medium, medium vs easy (and greedy vs random, to place the
yardstick). Colours alternate game by game (``bench.tournament.pairing``: the
first-named player sits in seat 0 in even games, seat 1 in odd ones); the
throws come from each game's own seed, so a pairing replays exactly.

Games per pairing: ``--quick`` 4; otherwise ``--games`` (default 2,000, the
issue's figure; a Hard game costs a few seconds in pure Python, so a full run
takes many hours: pass a smaller ``--games`` and a ``--pairings`` filter to
run what fits). The JSON printed says exactly how many games each pairing
played. ``--jobs`` > 1 splits each pairing into chunks over worker processes
(each chunk a ``pairing`` call with its own ``seed0``; counts are summed and
think-time medians come from the pooled samples); the default is 1.

Each run's JSON carries ``players``, a fingerprint per player (each level,
greedy, random) and rule set of the moves it chooses on a fixed set of
positions of that rule set.
``--merge`` adds up the JSON of several chunks into one table (games, wins, a
95% interval, the seeds covered, the longest think) and refuses chunks of a
pairing whose two players differ between them, whose seeds overlap,
or whose colours would not alternate across the join (an odd size or first
seed): a pairing's 2,000 games are played over several sessions, and a change
to a player between them must not be added up silently. Medians of think
times cannot be pooled from chunk medians, so the merge leaves them out.

``--into DIR`` plays a long run as chunk files, for session after session: every
missing chunk of ``--chunk`` games (100) from seed ``--first-seed`` up to seed
``--games`` (2,000) of each chosen pairing and rule set, the pairings taking
turns, ``--jobs`` chunks at a time. Each chunk is written, once whole, to
``DIR/<rule set>_<pairing>_<first seed>.json`` (the JSON a run of that chunk
prints); a chunk whose file exists is not played again, so a run that was
stopped goes on where it stopped (and two runs with ``--jobs 1`` sharing a
folder skip a chunk the other has written meanwhile). ``bench/results/senet``
holds the chunks played so far.

``GreedyPlayer`` looks one move ahead, no further: it bears off if it can,
else captures (rule set A: a swap, the ``Swapped`` event; rule set B: a
capture, the ``Captured`` event, a backward one included), else advances its
furthest counter that can move forward (a move onto 27 that is sent back is
no advance), else plays the first legal move.
"""
from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Optional

from bench.tournament import pairing, player_maker
from game.core import registry
from game.core.protocol import CHANCE
from game.senet.ai import LEVEL_SETTINGS, Player
from game.senet.rules import OFF, BorneOff, Captured, Options, SentBack, Swapped
from game.storage.files import StorageError, atomic_write_text

RULESETS = {"A": "kendall_bell", "B": "hounds_and_jackals"}
PAIRINGS = (("easy", "random"), ("medium", "random"), ("hard", "random"),
            ("easy", "greedy"), ("medium", "greedy"), ("hard", "greedy"),
            ("hard", "medium"), ("medium", "easy"), ("greedy", "random"),
            ("hard", "easy"))
FULL_GAMES = 2000
QUICK_GAMES = 4


class GreedyPlayer:
    """One move of look-ahead: bear off, else capture, else advance the furthest counter."""

    def __init__(self, seed: Optional[int] = None) -> None:
        self.seed = seed

    def choose(self, state, seconds: Optional[float] = None):
        seat = state.current_player()
        if seat == CHANCE:
            raise ValueError("a player is not asked during a throw")
        return self.pick(state, list(state.legal_actions()))

    def pick(self, state, actions: list):
        """Greedy's rule among ``actions`` (legal moves of the seat to move), in their order."""
        side = state.side_of_seat(state.current_player())
        g = state.copy()
        bear, capture, advance = [], [], []
        for a in actions:
            events = g.push(a)
            g.pop()
            h, t = a
            if any(isinstance(e, BorneOff) and e.side == side for e in events):
                bear.append(a)
            elif any(isinstance(e, (Swapped, Captured)) and e.by_side == side for e in events):
                capture.append((t, h, a))
            elif min(t, OFF) > h and not any(isinstance(e, SentBack) and e.side == side for e in events):
                advance.append((h, t, a))
        if bear:
            return bear[0]
        if capture:
            return max(capture)[2]
        if advance:
            return max(advance)[2]
        return actions[0]


def _maker(name: str):
    return player_maker(registry.get("senet"), name, GreedyPlayer)


class _Timed:
    """Keeps every think time of a player (``pairing`` reports only median and max per pairing,
    and chunks run in separate processes must pool their samples to give the true median)."""

    def __init__(self, player, sink: list) -> None:
        self.player, self.sink = player, sink

    def choose(self, state, seconds=None):
        t0 = time.perf_counter()
        try:
            return self.player.choose(state, seconds)
        finally:
            self.sink.append(time.perf_counter() - t0)


def _chunk(args) -> dict:
    preset, a, b, games, seed0 = args
    spec = registry.get("senet")
    options = Options.preset(preset)
    raw: tuple = ([], [])
    make_a, make_b = _maker(a), _maker(b)
    t0 = time.perf_counter()
    out = pairing(spec, options, lambda s: _Timed(make_a(s), raw[0]), lambda s: _Timed(make_b(s), raw[1]),
                  games, names=(f"{a}#a", f"{b}#b"), seed0=seed0)
    out["seconds"] = time.perf_counter() - t0
    out["raw"] = raw
    return out


def _merge(a: str, b: str, parts: list) -> dict:
    games = sum(p["games"] for p in parts)
    wins_a = sum(p[f"{a}#a_wins"] for p in parts)
    wins_b = sum(p[f"{b}#b_wins"] for p in parts)
    think = {a: [], b: []}
    for p in parts:
        think[a] += p["raw"][0]
        think[b] += p["raw"][1]

    def ms(xs):
        if not xs:
            return {"median": None, "max": None, "moves": 0}
        return {"median": round(statistics.median(xs) * 1000, 2), "max": round(max(xs) * 1000, 1),
                "moves": len(xs)}

    return {"a": a, "b": b, "games": games, "a_wins": wins_a, "b_wins": wins_b,
            "draws": sum(p["draws"] for p in parts), "unfinished": sum(p["unfinished"] for p in parts),
            "a_win_rate": round(wins_a / max(1, games), 3),
            "think_ms": {"a": ms(think[a]), "b": ms(think[b])},
            "seconds": round(sum(p["seconds"] for p in parts), 1)}


_FINGERPRINTS: dict = {}


def players_fingerprint() -> dict:
    """Per player of the pairings (the three levels, greedy, random) and per rule set: a short hash of the
    moves it chooses on 12 positions of that rule set (random play from fixed seeds, at least three legal
    moves each). A chunk carries them all, and chunks of a pairing merge only where that pairing's two
    players agree in its rule set: a change to Medium keeps Hard-against-greedy chunks from before it, and
    a change to rule set B's Medium keeps rule set A's Hard-against-Medium chunks. Found once per process
    and level settings (about a second)."""
    key = json.dumps(LEVEL_SETTINGS, sort_keys=True, default=str)
    if key not in _FINGERPRINTS:
        _FINGERPRINTS[key] = _fingerprint()
    return {name: dict(prints) for name, prints in _FINGERPRINTS[key].items()}


def _fingerprint() -> dict:
    names = sorted({name for pair in PAIRINGS for name in pair})
    prints: dict = {name: {} for name in names}
    for rs in sorted(RULESETS):
        options = Options.preset(RULESETS[rs])
        rng = random.Random(f"fingerprint/{rs}")
        state = registry.get("senet").new(options, seed=7)
        positions = []
        while len(positions) < 12:
            if state.outcome() is not None:
                state = registry.get("senet").new(options, seed=rng.randrange(10 ** 6))
            elif state.current_player() == CHANCE:
                state.push(state.sample_chance())
            else:
                actions = list(state.legal_actions())
                if len(actions) >= 3:
                    positions.append(state.copy())
                state.push(rng.choice(actions))
        for name in names:
            player = _maker(name)(1)
            chosen = [player.choose(p.copy()) for p in positions]
            prints[name][rs] = hashlib.sha256(repr(chosen).encode()).hexdigest()[:16]
    return prints


def _player_print(output: dict, name: str, rs: str) -> str:
    """``name``'s fingerprint in rule set ``rs`` in a chunk. Older chunks carry one print per player for both
    rule sets, or (older still) one hash of all the levels' moves: such a chunk agrees only with chunks
    carrying the same."""
    prints = output.get("players")
    if isinstance(prints, dict):
        mine = prints.get(name)
        return str(mine.get(rs)) if isinstance(mine, dict) else f"both rule sets {mine}"
    return f"all levels {prints}"


def _settings_in(settings, rs: str):
    """A level's settings in one rule set: a setting given per rule set (``{"A": .., "B": ..}``) is read for
    ``rs``, so a chunk from before a setting was split per rule set still agrees where it did not change;
    a setting that reads None there (off) is left out, as in a chunk from before it existed."""
    if not isinstance(settings, dict):
        return settings
    out = {k: v[rs] if isinstance(v, dict) and set(v) == set(RULESETS) else v for k, v in settings.items()}
    return {k: v for k, v in out.items() if v is not None}


def merge(outputs: list[dict]) -> dict:
    """Chunks' JSON (``run``'s output) added up per rule set and pairing; ``ValueError`` says why not."""
    if not outputs:
        raise ValueError("no chunks to merge")
    merged: dict = {"chunks": len(outputs)}
    spans: dict = {}
    for o in outputs:
        first = o.get("first_seed", 0)
        for rs in RULESETS:
            for name, r in o.get(rs, {}).items():
                if " vs " not in name:
                    continue
                if first % 2 or r["games"] % 2:
                    raise ValueError(f"{rs} {name}: a chunk of {r['games']} games at seed {first} breaks the "
                                     "alternation of colours (use even sizes at even seeds)")
                spans.setdefault((rs, name), []).append((first, first + r["games"], r, o))
    for (rs, name), parts in sorted(spans.items()):
        players, settings_of = {}, {}
        for player in name.split(" vs "):
            prints = {_player_print(o, player, rs) for *_, o in parts}
            if len(prints) > 1:
                raise ValueError(f"{rs} {name}: the chunks were played by different players "
                                 f"({player}: fingerprints {sorted(prints)})")
            settings = {json.dumps(_settings_in((o.get("level_settings") or {}).get(player), rs), sort_keys=True)
                        for *_, o in parts}
            if len(settings) > 1:
                raise ValueError(f"{rs} {name}: the chunks were played with different settings of {player}")
            players[player] = prints.pop()
            if player in LEVEL_SETTINGS:
                settings_of[player] = json.loads(settings.pop())
        parts.sort(key=lambda p: p[0])
        for (_, end, *_), (start, *_) in zip(parts, parts[1:]):
            if start < end:
                raise ValueError(f"{rs} {name}: two chunks both played seed {start}")
        seeds: list = []
        for start, end, *_ in parts:
            if seeds and seeds[-1][1] == start:
                seeds[-1][1] = end
            else:
                seeds.append([start, end])
        rows = [r for _, _, r, _ in parts]
        games = sum(r["games"] for r in rows)
        wins = sum(r["a_wins"] for r in rows)
        rate = wins / games
        half = 1.96 * (rate * (1 - rate) / games) ** 0.5
        merged.setdefault(rs, {})[name] = {
            "games": games, "a_wins": wins, "b_wins": sum(r["b_wins"] for r in rows),
            "draws": sum(r["draws"] for r in rows), "unfinished": sum(r["unfinished"] for r in rows),
            "a_win_rate": round(rate, 4), "ci95": [round(max(0.0, rate - half), 4), round(min(1.0, rate + half), 4)],
            "seeds": [f"{a}-{b - 1}" for a, b in seeds],
            "think_ms_max": {side: max((r["think_ms"][side]["max"] or 0.0) for r in rows) for side in ("a", "b")},
            "seconds": round(sum(r["seconds"] for r in rows), 1),
            "players": players, "level_settings": settings_of}
    return merged


def merge_table(res: dict) -> str:
    lines = [f"{'rule set':8} {'pairing':18} {'games':>6} {'A wins':>7} {'rate':>6} {'95% interval':>14}  seeds"]
    for rs in RULESETS:
        for name, r in res.get(rs, {}).items():
            lo, hi = r["ci95"]
            lines.append(f"{rs:8} {name:18} {r['games']:6d} {r['a_wins']:7d} {r['a_win_rate']:6.3f} "
                         f"{lo:6.3f}-{hi:6.3f}  {', '.join(r['seeds'])}")
    return "\n".join(lines)


def select(pairings: Optional[str]) -> tuple:
    """``"hard-greedy,hard-random"`` -> those pairings (either order of the names); ``None`` -> all."""
    if not pairings:
        return PAIRINGS
    wanted = []
    for word in pairings.split(","):
        a, _, b = word.strip().partition("-")
        for p in PAIRINGS:
            if {a, b} == set(p) and p not in wanted:
                wanted.append(p)
                break
        else:
            raise ValueError(f"unknown pairing {word!r}; choose from "
                             + ", ".join(f"{x}-{y}" for x, y in PAIRINGS))
    return tuple(wanted)


def run(quick: bool = False, games: Optional[int] = None, pairings: Optional[str] = None,
        rulesets: str = "A,B", jobs: int = 1, first_seed: int = 0) -> dict:
    """The chosen pairings in the chosen rule sets; JSON-able figures (win rates, counts, think times).

    ``first_seed``: the seed of the first game, so a long run can be played in chunks (one session's
    worth each): chunks of an even number of games starting at even seeds play exactly the games of one
    run, colours included."""
    n = QUICK_GAMES if quick else (games or FULL_GAMES)
    chosen = select(pairings)
    sets = [r.strip() for r in rulesets.split(",") if r.strip()]
    for r in sets:
        if r not in RULESETS:
            raise ValueError(f"unknown rule set {r!r}")
    tasks = []
    for rs in sets:
        preset = RULESETS[rs]
        for a, b in chosen:
            pieces = max(1, min(jobs * 2, n // 5)) if jobs > 1 else 1
            size = -(-n // pieces)
            for seed0 in range(0, n, size):
                tasks.append(((rs, a, b), (preset, a, b, min(size, n - seed0), first_seed + seed0)))
    t0 = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_chunk, [t[1] for t in tasks]))
    else:
        results = [_chunk(t[1]) for t in tasks]
    grouped: dict = {}
    for (name, _), res in zip(tasks, results):
        grouped.setdefault(name, []).append(res)
    out: dict = {"games_per_pairing": n, "first_seed": first_seed, "quick": quick,
                 "wall_seconds": round(time.perf_counter() - t0, 1),
                 "jobs": jobs, "level_settings": {k: dict(v) for k, v in LEVEL_SETTINGS.items()},
                 "players": players_fingerprint()}
    for rs in sets:
        out[rs] = {"options": Options.preset(RULESETS[rs]).to_dict()}
        out[rs].update({f"{a} vs {b}": _merge(a, b, grouped[(rs, a, b)]) for a, b in chosen})
    targets = {}
    for rs in sets:
        t = {}
        if ("hard", "random") in chosen:
            t["hard_vs_random>=0.99"] = out[rs]["hard vs random"]["a_win_rate"] >= 0.99
        if ("hard", "greedy") in chosen:
            t["hard_vs_greedy>=0.60"] = out[rs]["hard vs greedy"]["a_win_rate"] >= 0.60
        targets[rs] = t
    out["targets"] = targets
    return out


def table(res: dict) -> str:
    lines = [f"{'rule set':8} {'pairing':18} {'games':>6} {'A wins':>7} {'rate':>6} "
             f"{'A think ms med/max':>20} {'B think ms med/max':>20} {'sec':>7}"]
    for rs in RULESETS:
        if rs not in res:
            continue
        for name, r in res[rs].items():
            if name == "options":
                continue
            ta, tb = r["think_ms"]["a"], r["think_ms"]["b"]
            lines.append(f"{rs:8} {name:18} {r['games']:6d} {r['a_wins']:7d} {r['a_win_rate']:6.3f} "
                         f"{str(ta['median']) + ' / ' + str(ta['max']):>20} "
                         f"{str(tb['median']) + ' / ' + str(tb['max']):>20} {r['seconds']:7.1f}")
    return "\n".join(lines)


def chunk_files(into, pairings: Optional[str] = None, rulesets: str = "A,B", first_seed: int = 0,
                until: int = FULL_GAMES, chunk: int = 100, jobs: int = 1,
                progress=lambda path: None) -> list:
    """Play the missing chunks (``--into``, above) and return the paths written, in the order played."""
    if chunk < 2 or chunk % 2 or first_seed % 2 or until % 2:
        raise ValueError("chunks keep the colours alternating: an even --chunk, --first-seed and --games")
    into = Path(into)
    sets = [r.strip() for r in rulesets.split(",") if r.strip()]
    if any(r not in RULESETS for r in sets):
        raise ValueError(f"unknown rule set in {rulesets!r}")
    per_pairing = [[(rs, a, b, seed) for seed in range(first_seed, until, chunk)] for rs in sets for a, b in
                   select(pairings)]
    order = [t for row in itertools.zip_longest(*per_pairing) for t in row if t is not None]
    todo = [(rs, a, b, seed) for rs, a, b, seed in order if not _chunk_path(into, rs, a, b, seed).exists()]
    written = []

    def keep(task, out: dict) -> None:
        path = _chunk_path(into, *task)
        atomic_write_text(path, json.dumps(out, indent=2) + "\n")
        written.append(path)
        progress(path)

    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            futures = {pool.submit(_one_chunk, t, chunk, until): t for t in todo}
            for future in as_completed(futures):
                keep(futures[future], future.result())
    else:
        for t in todo:
            if _chunk_path(into, *t).exists():   # written meanwhile by another run sharing the folder
                continue
            keep(t, _one_chunk(t, chunk, until))
    return written


def _chunk_path(into: Path, rs: str, a: str, b: str, seed: int) -> Path:
    return into / f"{rs}_{a}-{b}_{seed}.json"


def _one_chunk(task: tuple, chunk: int, until: int) -> dict:
    rs, a, b, seed = task
    return run(games=min(chunk, until - seed), pairings=f"{a}-{b}", rulesets=rs, first_seed=seed)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.senet_tournament")
    ap.add_argument("--quick", action="store_true", help=f"{QUICK_GAMES} games per pairing")
    ap.add_argument("--games", type=int, default=None, help=f"games per pairing (default {FULL_GAMES})")
    ap.add_argument("--pairings", default=None,
                    help="comma-separated, e.g. hard-greedy,hard-random (default: all)")
    ap.add_argument("--rulesets", default="A,B")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--first-seed", type=int, default=0,
                    help="seed of the first game: a long run in chunks (even sizes, even seeds) adds up to one run")
    ap.add_argument("--table", action="store_true", help="also print a table on stderr")
    ap.add_argument("--merge", nargs="+", metavar="CHUNK", help="add up the JSON of chunks instead of playing")
    ap.add_argument("--into", metavar="DIR", help="play the missing chunk files of a long run into DIR "
                    "(seeds --first-seed up to --games)")
    ap.add_argument("--chunk", type=int, default=100, help="games per chunk file with --into (default 100)")
    args = ap.parse_args(argv)
    if args.into:
        try:
            chunk_files(args.into, args.pairings, args.rulesets, args.first_seed, args.games or FULL_GAMES,
                        args.chunk, args.jobs, progress=lambda path: print(path, file=sys.stderr, flush=True))
        except (ValueError, StorageError) as exc:
            ap.error(str(exc))
        return 0
    if args.merge:
        outputs = []
        for name in args.merge:
            try:
                with open(name, encoding="utf-8") as f:
                    outputs.append(json.load(f))
            except (OSError, ValueError) as exc:
                ap.error(f"{name}: {exc}")
        try:
            res = merge(outputs)
        except (ValueError, KeyError, TypeError) as exc:
            ap.error(f"cannot merge: {exc}")
        if args.table:
            print(merge_table(res), file=sys.stderr)
        print(json.dumps(res, indent=2))
        return 0
    if args.games is not None and args.games < 1:
        ap.error("--games must be at least 1")
    if args.first_seed < 0:
        ap.error("--first-seed must be at least 0")
    try:
        res = run(quick=args.quick, games=args.games, pairings=args.pairings, rulesets=args.rulesets,
                  jobs=args.jobs, first_seed=args.first_seed)
    except ValueError as exc:
        ap.error(str(exc))
    if args.table:
        print(table(res), file=sys.stderr)
    print(json.dumps(res, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
