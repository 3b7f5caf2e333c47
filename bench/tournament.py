"""Games between computer players through the protocol only, with win rates and think times.

``play_game(spec, options, players, seed)`` plays one game (players indexed
by seat; throws drawn from the state's own seeded generator) and returns
the outcome and each seat's think times. ``pairing(...)`` plays ``games``
games between two players with the seats alternating, and reports
``{"games", "a_wins", "b_wins", "draws", "a_win_rate", "unfinished",
"think_ms": {name: {"median", "max"}}}``. Each game's tournament module
(``bench/<game>_tournament.py``) names its players and pairings.

Think times are the CPU time of this process (the players think in it), so a busy machine does not lengthen
them; they were wall clock before the ninth session.
"""
from __future__ import annotations

import statistics
import time
from typing import Callable, Optional

from game.core.protocol import CHANCE

MAX_ACTIONS = 20_000


def play_game(spec, options, players, seed: int, max_actions: int = MAX_ACTIONS) -> dict:
    state = spec.new(options, seed=seed)
    think: list[list[float]] = [[], []]
    n = 0
    while state.outcome() is None and n < max_actions:
        seat = state.current_player()
        if seat == CHANCE:
            state.push(state.sample_chance())
        else:
            before = state.key()
            t0 = time.process_time()
            action = players[seat].choose(state.copy())
            think[seat].append(time.process_time() - t0)
            assert state.key() == before
            state.push(action)
        n += 1
    return {"outcome": state.outcome(), "think_s": think, "actions": n}


def player_maker(spec, name: str, greedy: Callable[[int], object]) -> Callable[[int], object]:
    """``make(seed)`` for a pairing: "random", "greedy" (the game's yardstick) or a level of the game's player."""
    from game.core.players import RandomPlayer
    if name == "random":
        return RandomPlayer
    if name == "greedy":
        return greedy
    return lambda seed: spec.computer(name, seed)


def _ms(xs: list[float]) -> dict:
    if not xs:
        return {"median": None, "max": None, "moves": 0}
    return {"median": round(statistics.median(xs) * 1000, 1), "max": round(max(xs) * 1000, 1), "moves": len(xs)}


def pairing(spec, options, make_a: Callable[[int], object], make_b: Callable[[int], object], games: int,
            names: tuple[str, str] = ("a", "b"), seed0: int = 0,
            progress: Optional[Callable[[int], None]] = None) -> dict:
    """``make_a(seed)`` / ``make_b(seed)`` build fresh players; A sits in seat 0 in even games, seat 1 in odd ones."""
    a_wins = b_wins = draws = unfinished = 0
    think = {names[0]: [], names[1]: []}
    for g in range(games):
        seed = seed0 + g
        a, b = make_a(seed), make_b(seed + 10_000)
        a_seat = g % 2
        players = [a, b] if a_seat == 0 else [b, a]
        res = play_game(spec, options, players, seed)
        think[names[0]] += res["think_s"][a_seat]
        think[names[1]] += res["think_s"][1 - a_seat]
        out = res["outcome"]
        if out is None:
            unfinished += 1
        elif out.winner is None:
            draws += 1
        elif out.winner == a_seat:
            a_wins += 1
        else:
            b_wins += 1
        if progress:
            progress(g)
    return {"games": games, f"{names[0]}_wins": a_wins, f"{names[1]}_wins": b_wins, "draws": draws,
            "unfinished": unfinished, f"{names[0]}_win_rate": round(a_wins / max(1, games), 3),
            "think_ms": {k: _ms(v) for k, v in think.items()}}
