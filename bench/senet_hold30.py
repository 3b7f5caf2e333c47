"""Rule set B: is holding house 30 a plan worth teaching Hard?  Greedy, with and without it, in real games.

    python -m bench.senet_hold30 [--games N] [--quick]

In rule set B (Occupy 30th house on) a counter waiting on 30 stops every
other counter, the other side's included, from landing there, so the other
side cannot bear off. Every loss in traced Hard-random games had random
waiting on 30 for a long time (docs/computer-players.md). Two plans built on
``bench.senet_tournament.GreedyPlayer``'s rule test whether taking 30 is a
lever a stronger player could pull:

- **holder**: puts a counter on 30 to wait there whenever a move does; else
  greedy's rule.
- **keeper**: a holder that, while its own counter waits on 30, plays only
  moves that keep it waiting (one counter stays outside the last row) when
  it has any; greedy's rule among them.

Each plays greedy and random, and greedy plays random, with
``bench.tournament.pairing`` (colours alternate, each game's throws from its
seed). Prints the win rates as JSON. ``--quick``: 40 games a pairing.
"""
from __future__ import annotations

import argparse
import json
import sys
import time

from bench.senet_tournament import GreedyPlayer
from bench.tournament import pairing
from game.core import registry
from game.core.players import RandomPlayer
from game.senet.rules import HOUSES, Options, WaitingOn30

FULL_GAMES = 2000
QUICK_GAMES = 40
LAST_ROW = 21


class HolderPlayer(GreedyPlayer):
    """Greedy, but a move that leaves a counter waiting on 30 comes first."""

    def pick(self, state, actions: list):
        side = state.side_of_seat(state.current_player())
        g = state.copy()
        for a in actions:
            events = g.push(a)
            g.pop()
            if any(isinstance(e, WaitingOn30) and e.side == side for e in events):
                return a
        return super().pick(state, actions)


class KeeperPlayer(HolderPlayer):
    """A holder that keeps its counter waiting on 30 as long as some move allows."""

    def pick(self, state, actions: list):
        side = state.side_of_seat(state.current_player())
        if state.board[HOUSES] == side:
            g = state.copy()
            keep = []
            for a in actions:
                g.push(a)
                b = g.board
                if b[HOUSES] == side and any(b[h] == side for h in range(1, LAST_ROW)):
                    keep.append(a)
                g.pop()
            if keep:
                actions = keep
        return super().pick(state, actions)


PLAYERS = {"holder": HolderPlayer, "keeper": KeeperPlayer, "greedy": GreedyPlayer, "random": RandomPlayer}
PAIRINGS = (("holder", "greedy"), ("keeper", "greedy"), ("holder", "random"), ("keeper", "random"),
            ("greedy", "random"))


def run(quick: bool = False, games: int | None = None) -> dict:
    n = games or (QUICK_GAMES if quick else FULL_GAMES)
    spec = registry.get("senet")
    options = Options.preset("hounds_and_jackals")
    out: dict = {"games_per_pairing": n, "options": options.to_dict()}
    t0 = time.perf_counter()
    for a, b in PAIRINGS:
        r = pairing(spec, options, PLAYERS[a], PLAYERS[b], n, names=(a, b))
        out[f"{a} vs {b}"] = {"games": r["games"], "a_wins": r[f"{a}_wins"], "a_win_rate": r[f"{a}_win_rate"],
                              "unfinished": r["unfinished"]}
    out["seconds"] = round(time.perf_counter() - t0, 1)
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.senet_hold30", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, help=f"games a pairing (default {FULL_GAMES:,})")
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args(argv)
    print(json.dumps(run(a.quick, a.games), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
