"""Pente computer players against each other, the random floor and a one-turn greedy yardstick.

Pairings (19×19, the default options: Pente, tournament rule; colours
alternating through ``bench.tournament.pairing``): each level vs random,
each level vs greedy, hard vs medium, medium vs easy.  Figures: games,
wins, draws, the first-named player's win rate and think times per move (CPU)
(median, max, ms) for each side.

The **greedy yardstick** (:class:`Greedy`) looks one move ahead only: it
wins now if it can (a five or the capture goal: every legal move is tried
through the protocol), else blocks an immediate five of the opponent (a
point where an enemy stone would make five), else extends its longest line
(the point, next to its own stones, where its longest run through the new
stone is longest); ties go to a seeded random choice.

    python -m bench.pente_tournament [--quick] [--games N] [--size 19] [--only hard-medium,...]

``run(quick=False)`` returns the JSON-able figures (quick: 2 games a
pairing, full: 40).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time

from bench.tournament import pairing, player_maker
from game.core import registry
from game.pente.rules import Options

FULL_GAMES = 40
QUICK_GAMES = 2

PAIRINGS = (
    ("easy", "random"), ("medium", "random"), ("hard", "random"),
    ("easy", "greedy"), ("medium", "greedy"), ("hard", "greedy"),
    ("hard", "medium"), ("medium", "easy"), ("hard", "easy"),
)
AXES = ((1, 0), (0, 1), (1, 1), (1, -1))


class Greedy:
    """One-turn greedy yardstick: wins now, else blocks an immediate five, else extends its longest line."""

    def __init__(self, seed=None) -> None:
        self.rng = random.Random(0 if seed is None else seed)

    @staticmethod
    def _run(board, n: int, x: int, y: int, colour: int) -> int:
        """The longest line of ``colour`` through (x, y) if a ``colour`` stone stood there."""
        best = 0
        for dx, dy in AXES:
            k = 1
            for s in (1, -1):
                cx, cy = x + s * dx, y + s * dy
                while 0 <= cx < n and 0 <= cy < n and board[cy][cx] == colour:
                    k += 1
                    cx += s * dx
                    cy += s * dy
            best = max(best, k)
        return best

    def choose(self, state, seconds=None):
        legal = list(state.legal_actions())
        me = state.current_player() + 1
        s = state.copy()
        for a in legal:                                  # wins now
            s.push(a)
            out = s.outcome()
            s.pop()
            if out is not None and out.winner == me - 1:
                return a
        board = state.board.tolist()
        n = len(board)
        opp = 3 - me
        blocks = [a for a in legal if self._run(board, n, a[0], a[1], opp) >= 5]
        if blocks:
            return self.rng.choice(blocks)
        near = [a for a in legal if any(0 <= a[0] + dx < n and 0 <= a[1] + dy < n and board[a[1] + dy][a[0] + dx] == me
                                        for dx in (-1, 0, 1) for dy in (-1, 0, 1))]
        if not near:
            return self.rng.choice(legal)
        runs = [(self._run(board, n, a[0], a[1], me), a) for a in near]
        top = max(r for r, _ in runs)
        return self.rng.choice([a for r, a in runs if r == top])


def make(name: str):
    return player_maker(registry.get("pente"), name, Greedy)


def run(quick: bool = False, games: int | None = None, size: int = 19, pairings=PAIRINGS,
        progress: bool = False, first: int = 0) -> dict:
    """``first`` (even): start at that game of each pairing, its seeds and seats as in a run from game 0, so
    runs of consecutive game ranges add up to one long run (a chunk survives a run stopped later)."""
    if first % 2:
        raise ValueError("first must be even: the seats alternate from game 0")
    games = games or (QUICK_GAMES if quick else FULL_GAMES)
    spec = registry.get("pente")
    options = Options(size=size)
    out = {"game": "pente", "options": options.to_dict(), "games_per_pairing": games, "pairings": {}}
    if first:
        out["first_game"] = first
    t0 = time.perf_counter()
    for i, (a, b) in enumerate(pairings):     # (seeds by the place in ``pairings``: --only runs start at 7)
        t1 = time.perf_counter()
        res = pairing(spec, options, make(a), make(b), games, names=(a, b), seed0=1000 * i + 7 + first)
        res["seconds"] = round(time.perf_counter() - t1, 1)
        out["pairings"][f"{a} vs {b}"] = res
        if progress:
            print(f"{a} vs {b}: {res[a + '_wins']}/{games} ({res['seconds']} s)", file=sys.stderr, flush=True)
    out["targets"] = {"hard vs random": 0.99, "hard vs medium": 0.70, "medium vs easy": 0.65}
    out["seconds"] = round(time.perf_counter() - t0, 1)
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.pente_tournament")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--games", type=int, default=None)
    ap.add_argument("--size", type=int, default=19, choices=(13, 15, 19))
    ap.add_argument("--only", default="", help="comma-separated pairings like hard-medium,medium-easy")
    ap.add_argument("--first", type=int, default=0, help="the first game (even) of each pairing, for chunked runs")
    args = ap.parse_args(argv)
    pairs = PAIRINGS
    if args.only:
        want = {tuple(x.split("-")) for x in args.only.split(",")}
        pairs = tuple(p for p in PAIRINGS if p in want)
    print(json.dumps(run(quick=args.quick, games=args.games, size=args.size, pairings=pairs, progress=True,
                         first=args.first), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
