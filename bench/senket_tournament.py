"""Senket computer players against each other, the random floor and a one-turn greedy yardstick.

Pairings (on 11×11 and 17×17, colours alternating through
``bench.tournament.pairing``): each level vs random, each level vs greedy,
hard vs medium, medium vs easy.  Figures: games, wins, draws, the first
player's win rate and think times per move (median, max, ms) for each side.

The **greedy yardstick** (:class:`Greedy`) plays the turn with the largest
immediate gain in exact score difference (``scoring.score``): for every
empty point a knight step from one of its posts (the only posts that can
draw a fence, hence gain), the post and its fences drawn greedily best
first while the exact difference does not drop; ties and "nothing gains"
go to the post with the most legal links (seeded tie-break).  It passes
when nothing gains and it is ahead, or when the board is full.

    python -m bench.senket_tournament [--quick] [--games N] [--sizes 11,17]
        [--pairings hard-greedy,hard-medium] [--budget SECONDS] [--jobs 2] [--opening] [--seed0 N]

``--opening`` starts each game with 2 or 3 random posts (by the game's seed), as issue 33's targets
ask; ``greedy_block`` (:class:`GreedyBlock`) is the greedy player that also blocks the opponent's best
immediate closure.
    python -m bench senket_tournament          (the full run through bench/__main__.py)

``run(quick=False)`` returns the JSON-able figures (quick: 2 games a
pairing).  The full run asks for 40 games a pairing.  Pairings run in
priority order: every pairing on 11×11 first, then Hard vs Greedy and Hard
vs Medium on 17×17, then the rest of 17×17; ``--budget`` stops starting new
pairings once that many seconds have passed, and the output lists exactly
what ran (``ran``) and what was skipped (``skipped``).  ``--games``,
``--sizes`` and ``--pairings`` trim the run to the machine time one has.
``--jobs`` plays pairings in parallel processes (think times are then
measured with the other job running beside them).

Think times are reported per call of ``choose`` (``think_ms``: one action,
most of them answered from the cached turn plan; wall clock) and per whole turn
(``turn_ms``: the CPU time, ``time.process_time``, of a side's calls from its turn's first action to
its ``end`` or ``pass``).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from bench.tournament import _ms, pairing, player_maker
from game.core import registry
from game.senket.rules import KNIGHT_STEPS, Options
from game.senket.scoring import score

FULL_GAMES = 40
QUICK_GAMES = 2
SIZES = (11, 17)

PAIRINGS = (
    ("easy", "random"), ("medium", "random"), ("hard", "random"),
    ("easy", "greedy"), ("medium", "greedy"), ("hard", "greedy"),
    ("hard", "medium"), ("medium", "easy"), ("hard", "easy"),
    ("hard", "greedy_block"), ("medium", "greedy_block"),
)


class Greedy:
    """One-turn greedy yardstick: the turn with the largest immediate exact gain (see the module docstring)."""

    def __init__(self, seed=None) -> None:
        self.seed = 0 if seed is None else seed
        self._plan: dict = {}
        self._totals: dict = {}   # position key -> exact totals, within one planning (the same turn is
                                  # scored many times: each block option asks the opponent's best again)

    def _diff(self, s, seat: int) -> int:
        k = s.key()
        t = self._totals.get(k)
        if t is None:
            t = self._totals[k] = score(s, s.scoring).totals
        return (t[1] - t[2]) if seat == 0 else (t[2] - t[1])

    def _fences(self, s, seat: int) -> tuple[list, int]:
        base = self._diff(s, seat)
        fences = [a for a in s.legal_actions() if a != s.END]
        gains = []
        for f in fences:
            s.push(f)
            gains.append((self._diff(s, seat) - base, f))
            s.pop()
        gains.sort(key=lambda g: (-g[0], g[1]))
        drawn, value = [], base
        for g, f in gains:
            if f not in s.legal_actions():
                continue
            s.push(f)
            v = self._diff(s, seat)
            if v >= value:
                drawn.append(f)
                value = v
            else:
                s.pop()
        for _ in drawn:
            s.pop()
        return drawn, value

    def choose(self, state, seconds=None):
        k = state.key()
        if k in self._plan and self._plan[k] in state.legal_actions():
            return self._plan[k]
        s = state.copy()
        seat = s.current_player()
        n = s.size
        self._totals = {}
        if s.pending.post is not None:
            fences, _ = self._fences(s, seat)
            actions = fences + [s.END]
        else:
            actions = self._turn(s, seat, n)
        self._plan = {}
        t = state.copy()
        for a in actions:
            self._plan[t.key()] = a
            t.push(a)
        return actions[0]

    def _turn(self, s, seat: int, n: int) -> list:
        posts = s.posts
        empties = [(int(x), int(y)) for x, y in zip(*(posts == 0).nonzero())]
        if not empties:
            return [s.PASS]
        rng = random.Random(hash((self.seed, s.key())) & 0xFFFFFFFF)
        base = self._diff(s, seat)
        colour = seat + 1
        cands = set()
        for x, y in zip(*(posts == colour).nonzero()):
            for dx, dy in KNIGHT_STEPS:
                q = (int(x) + dx, int(y) + dy)
                if 0 <= q[0] < n and 0 <= q[1] < n and posts[q] == 0:
                    cands.add(q)
        best = None
        for p in sorted(cands):
            a = p[0] * n + p[1]
            s.push(a)
            links = len(s.legal_fences_from(p))
            fences, v = self._fences(s, seat)
            s.pop()
            key = (v - base, links, rng.random())
            if best is None or key > best[0]:
                best = (key, [a, *fences, s.END])
        if best is None or best[0][0] <= 0:
            if base > 0:
                return [s.PASS]
            if best is None:
                p = rng.choice(empties)
                return [p[0] * n + p[1], s.END]
        return best[1]


class GreedyBlock(Greedy):
    """Greedy that also blocks: when the opponent could gain next turn (its best immediate closure after
    a pass), it weighs its own turn's gain against the opponent's best immediate gain after it, over
    the greedy turn, the threat's point and the points whose fence crosses a fence the threat needs."""

    def _opp_best(self, s, seat: int) -> tuple[int, object]:
        """The opponent's (to move in ``s``) best immediate gain over its threat map, and that threat."""
        from game.senket.threats import networks, point_info, threat_map
        opp = 1 - seat
        base = self._diff(s, opp)
        empties = [(int(x), int(y)) for x, y in zip(*(s.posts == 0).nonzero())]
        best, where = 0, None
        for th in threat_map(point_info(s, opp + 1, empties, networks(s, opp + 1))):
            s.push(th.post[0] * s.size + th.post[1])
            _, v = self._fences(s, opp)
            s.pop()
            if v - base > best:
                best, where = v - base, th
        return best, where

    def _turn(self, s, seat: int, n: int) -> list:
        from game.senket.threats import block_points
        plain = super()._turn(s, seat, n)
        if s.passes_in_a_row:
            return plain
        s.push(s.PASS)
        gain, threat = self._opp_best(s, seat)
        s.pop()
        if threat is None:
            return plain
        options = [plain] if plain != [s.PASS] else []
        for p in [threat.post, *sorted(block_points(s, threat, seat + 1))]:
            a = p[0] * n + p[1]
            s.push(a)
            fences, _ = self._fences(s, seat)
            s.pop()
            options.append([a, *fences, s.END])
        best = None
        for turn in options:
            for x in turn:
                s.push(x)
            v = self._diff(s, seat) - self._opp_best(s, seat)[0]
            for _ in turn:
                s.pop()
            if best is None or v > best[0]:
                best = (v, turn)
        return best[1]


class Opening:
    """A player whose game starts with ``turns`` random posts (both sides, no fences), then plays as
    ``player``: the issue's tournaments open each game with 2-3 random turns so that seeded players
    do not replay one game."""

    def __init__(self, player, turns: int, seed: int) -> None:
        self.player, self.turns, self.seed = player, turns, seed

    def choose(self, state, seconds=None):
        if len(state.turns) < self.turns:
            if state.pending.post is not None:
                return state.END
            rng = random.Random(hash((self.seed, state.key())) & 0xFFFFFFFF)
            empties = [a for a in state.legal_actions() if a < state.size * state.size]
            return rng.choice(empties)
        return self.player.choose(state, seconds)


class _Timed:
    """Wraps a player: sums the time of each call of a whole turn (first action to ``end``/``pass``)."""

    def __init__(self, player, sink: list) -> None:
        self.player, self.sink, self.acc = player, sink, 0.0

    def choose(self, state, seconds=None):
        t0 = time.process_time()      # CPU of this process: other work on the machine does not count
        a = self.player.choose(state, seconds)
        self.acc += time.process_time() - t0
        if a in (state.END, state.PASS):
            self.sink.append(self.acc)
            self.acc = 0.0
        return a


def make(name: str, opening: bool = False):
    """``make(name)(seed)``: a player for a pairing ("greedy_block" too); ``opening``: each game opens
    with 2 or 3 random turns (by the game's seed, the same for both sides)."""
    base = GreedyBlock if name == "greedy_block" else player_maker(registry.get("senket"), name, Greedy)
    if not opening:
        return base
    return lambda seed: Opening(base(seed), 2 + (seed % 10_000) % 2, seed % 10_000)


def _one(args) -> tuple:
    size, a, b, games, seed0, opening = args
    spec = registry.get("senket")
    names = (a, b) if a != b else (a, b + "_2")
    turns = {names[0]: [], names[1]: []}
    ma, mb = make(a, opening), make(b, opening)
    t0 = time.perf_counter()
    res = pairing(spec, Options(size=size), lambda s: _Timed(ma(s), turns[names[0]]),
                  lambda s: _Timed(mb(s), turns[names[1]]), games, names=names, seed0=seed0)
    res["turn_ms"] = {k: _ms(v) for k, v in turns.items()}
    res["seconds"] = round(time.perf_counter() - t0, 1)
    return (f"{size}x{size} {a} vs {b}", res)


PRIORITY_17 = (("hard", "greedy"), ("hard", "medium"))


def schedule(sizes=SIZES, pairings=PAIRINGS) -> list:
    """(size, a, b) in the order they run: all of 11×11, then Hard vs Greedy/Medium on 17×17, then the rest."""
    out = []
    for size in sorted(sizes):
        first = [p for p in PRIORITY_17 if p in pairings] if size > 11 else []
        out += [(size, a, b) for a, b in first + [p for p in pairings if p not in first]]
    return out


def run(quick: bool = False, games: int | None = None, sizes=SIZES, jobs: int = 1, pairings=PAIRINGS,
        budget: float | None = None, opening: bool = False, seed0: int = 0) -> dict:
    games = games or (QUICK_GAMES if quick else FULL_GAMES)
    order = schedule(sizes, pairings)
    tasks = [(size, a, b, games, 1000 * PAIRINGS.index((a, b)) + 7 + seed0, opening) for size, a, b in order]
    t0 = time.perf_counter()
    results, skipped = [], []
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as ex:
            results = list(ex.map(_one, tasks))
    else:
        for t in tasks:
            if budget is not None and time.perf_counter() - t0 > budget:
                skipped.append(f"{t[0]}x{t[0]} {t[1]} vs {t[2]}")
                continue
            results.append(_one(t))
            print(table({"pairings": dict(results[-1:])}).splitlines()[-1], file=sys.stderr, flush=True)
    out = {"games_per_pairing": games, "sizes": list(sizes), "opening": opening, "seed0": seed0,
           "ran": [k for k, _ in results], "skipped": skipped,
           "pairings": dict(results),
           "targets": {"every_level_vs_random": 0.99, "hard_vs_greedy": 0.90, "hard_vs_greedy_block": 0.90,
                       "hard_vs_medium": 0.75, "medium_vs_easy": 0.65},
           "seconds": round(time.perf_counter() - t0, 1)}
    return out


def table(out: dict) -> str:
    lines = [f"{'pairing':24} {'games':>5} {'A wins':>6} {'B wins':>6} {'draws':>5} {'A rate':>6}  "
             f"A ms/call med/max  A ms/turn med/max  B ms/call med/max  B ms/turn med/max  secs"]
    for name, r in out["pairings"].items():
        ka, kb = [k for k in r if k.endswith("_wins")]
        ta, tb = list(r["think_ms"].values())
        ua, ub = list(r.get("turn_ms", {"a": {}, "b": {}}).values())
        rate = [k for k in r if k.endswith("_win_rate")][0]
        f = lambda d: f"{d.get('median')}/{d.get('max')}"  # noqa: E731
        lines.append(f"{name:24} {r['games']:>5} {r[ka]:>6} {r[kb]:>6} {r['draws']:>5} {r[rate]:>6}  "
                     f"{f(ta):>17}  {f(ua):>17}  {f(tb):>17}  {f(ub):>17}  {r.get('seconds')}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.senket_tournament")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--games", type=int, default=None)
    ap.add_argument("--sizes", default=",".join(map(str, SIZES)))
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--budget", type=float, default=None, help="seconds after which no new pairing starts")
    ap.add_argument("--opening", action="store_true", help="open each game with 2-3 random turns")
    ap.add_argument("--seed0", type=int, default=0, help="added to every pairing's first seed (more games later)")
    ap.add_argument("--pairings", "--only", dest="pairings", default="",
                    help="comma-separated pairings like hard-greedy,medium-easy")
    args = ap.parse_args(argv)
    pairs = PAIRINGS
    if args.pairings:
        want = [tuple(x.strip().split("-")) for x in args.pairings.split(",") if x.strip()]
        bad = [w for w in want if w not in PAIRINGS]
        if bad:
            ap.error(f"unknown pairing {'-'.join(bad[0])}; choose from "
                     f"{', '.join('-'.join(p) for p in PAIRINGS)}")
        pairs = tuple(p for p in PAIRINGS if p in want)
    out = run(quick=args.quick, games=args.games, sizes=tuple(int(x) for x in args.sizes.split(",")),
              jobs=args.jobs, pairings=pairs, budget=args.budget, opening=args.opening, seed0=args.seed0)
    print(table(out), file=sys.stderr)
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
