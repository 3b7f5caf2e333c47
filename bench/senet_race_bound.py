"""How much of a rule set B game the race alone decides: independent races of the best racer and of random.

    python -m bench.senet_race_bound [--races N] [--no-occupy-30] [--seed S]

Rule set B's targets for Hard (≥ 99% against random, ≥ 60% against greedy)
are not met by the players in ``game/senet/ai.py`` (docs/computer-players.md).
This bench measures how far any player could get from racing well alone.

Each side races alone: its five counters on an otherwise empty board, so no
captures, no blockades, nobody else holding house 30. For every set of up to
five houses the moves come from the engine's own ``legal_moves_for`` (exact
landing, the curse on 27, forced backward moves, Occupy-30 waiting); value
iteration then gives ``T[s]``, the least expected number of throws to bear
all of them off. Three racing policies:

- **optimal**: the move to the set with the smallest ``T``. No racer does
  better on average, whatever it knows.
- **greedy**: ``bench.senet_tournament.GreedyPlayer``'s rule on the same move
  list. It bears off, or else advances its furthest counter that is not sent
  back. Else it plays the first legal move. There is nothing to capture when
  racing alone.
- **random**: a uniformly random legal move.

Races are counted in turns. With Multiple rolls a turn goes on after a 1, 4
or 6. Two independent races are compared with the Jackals' start (2, 4, 6, 8,
11, after the opening move) against the Hounds' start (1, 3, 5, 7, 9), each
colour once. A tie in turns is won by whoever moves first, so it counts half.

What it shows is a race, not a game: in a real game the sides meet.
Captures swap counters, three in a row block, and a counter waiting on 30
stops the other side bearing off. So the win rate of optimal racing against
random racing is no proof of a bound. It does show how much of rule set B is
decided by the throws alone (see docs/computer-players.md).
"""
from __future__ import annotations

import argparse
import itertools
import json
import time

import numpy as np

from game.senet.rules import HOUSES, OFF, Options, State

HOUNDS_START = (1, 3, 5, 7, 9)
JACKALS_START = (2, 4, 6, 8, 11)
LAST_ROW_FIRST = 21
FULL_RACES = 50_000
QUICK_RACES = 2_000
_NOT_LAST_ROW = sum(1 << h for h in range(1, LAST_ROW_FIRST))


def _greedy_index(mask: int, moves: list, occupy_30: bool) -> int:
    """Index in ``moves`` of GreedyPlayer's choice for a side racing alone on the houses in ``mask``.

    A bear-off is any move after which fewer counters stand on the board: the
    mover's own, or the one waiting on 30 that leaves because of it.
    """
    bear = [i for i, m in enumerate(moves) if _after(mask, m, occupy_30).bit_count() < mask.bit_count()]
    if bear:
        return bear[0]
    advance = [(m.from_house, m.to_house, i) for i, m in enumerate(moves)
               if not m.backward and m.final_house > m.from_house]
    if advance:
        return max(advance)[2]
    return 0


def _after(mask: int, move, occupy_30: bool) -> int:
    """The set of houses after ``move``; with Occupy 30th house, a counter waiting on 30 leaves once none
    of its side is on 1–20."""
    m = mask & ~(1 << move.from_house)
    if move.final_house != OFF:
        m |= 1 << move.final_house
    if occupy_30 and m >> HOUSES & 1 and not m & _NOT_LAST_ROW:
        m &= ~(1 << HOUSES)
    return m


def race_tables(options: Options, counters: int = 5) -> dict:
    """Every set of up to ``counters`` houses one side can hold, its moves per throw, and the optimal ``T``.

    The others are borne off already, so ``counters`` below five (tests)
    gives a table of the endgame.
    """
    probs: dict = {}
    for v, p in State.new(options, 0).chance_outcomes():
        probs[v] = probs.get(v, 0.0) + p
    values = sorted(probs)
    masks = [0]
    for n in range(1, counters + 1):
        for houses in itertools.combinations(range(1, HOUSES + 1), n):
            masks.append(sum(1 << h for h in houses))
    index = {m: i for i, m in enumerate(masks)}
    n_states = len(masks)
    succ = np.full((len(values), n_states, 5), -1, dtype=np.int64)  # one move per counter at most
    greedy = np.full((len(values), n_states), -1, dtype=np.int64)
    for i, mask in enumerate(masks):
        if not mask:
            continue
        houses = [h for h in range(1, HOUSES + 1) if mask >> h & 1]
        try:  # the other side has borne off: nothing of theirs on the board
            g = State.from_position(options, dict.fromkeys(houses, 0), borne_off=(5 - len(houses), 5))
        except ValueError:  # a set no side can hold (a counter on 27)
            continue
        for vi, v in enumerate(values):
            moves = g.legal_moves_for(v, 0)
            for k, mv in enumerate(moves):
                succ[vi, i, k] = index[_after(mask, mv, options.occupy_30)]
            if moves:
                greedy[vi, i] = succ[vi, i, _greedy_index(mask, moves, options.occupy_30)]
    p = np.array([probs[v] for v in values])
    has = succ[:, :, 0] >= 0
    stay = (p[:, None] * ~has).sum(axis=0)
    T = np.where(np.arange(n_states) == 0, 0.0, 10.0)
    for sweep in range(100_000):
        best = np.where(succ >= 0, np.append(T, np.inf)[succ], np.inf).min(axis=2)
        new = (1.0 + (p[:, None] * np.where(has, best, 0.0)).sum(axis=0)) / np.maximum(1.0 - stay, 1e-12)
        new[stay >= 1.0] = np.inf  # sets no side can hold (a counter on 27)
        new[0] = 0.0  # all five borne off
        finite = np.isfinite(new) & np.isfinite(T)
        delta = float(np.abs(new[finite] - T[finite]).max())
        T = new
        if delta < 1e-9:
            break
    opt = np.where(succ >= 0, np.append(T, np.inf)[succ], np.inf).argmin(axis=2)
    optimal = np.where(has, np.take_along_axis(succ, opt[:, :, None], axis=2)[:, :, 0], -1)
    return {"values": values, "p": p, "index": index, "succ": succ, "optimal": optimal, "greedy": greedy,
            "T": T, "sweeps": sweep + 1}


def race_turns(tables: dict, start: tuple, policy: str, races: int, rng: np.random.Generator,
               extra_values: frozenset, max_throws: int = 100_000) -> np.ndarray:
    """Turns each of ``races`` independent races from ``start`` takes to bear all five off under ``policy``.

    A race still running after ``max_throws`` throws is an error (a policy or
    table that never finishes), not a figure.
    """
    succ, p, values = tables["succ"], tables["p"], tables["values"]
    extra = np.array([v in extra_values for v in values])
    n_moves = (succ >= 0).sum(axis=2)
    state = np.full(races, tables["index"][sum(1 << h for h in start)])
    turns = np.ones(races, dtype=np.int64)
    live = np.arange(races)
    for _ in range(max_throws):
        if not live.size:
            return turns
        s = state[live]
        v = rng.choice(len(values), size=live.size, p=p)
        n = n_moves[v, s]
        if policy == "random":
            k = (rng.random(live.size) * np.maximum(n, 1)).astype(np.int64)
            nxt = succ[v, s, k]
        else:
            nxt = tables[policy][v, s]
        nxt = np.where(n > 0, nxt, s)
        state[live] = nxt
        done = nxt == 0
        turns[live] += (~done & ~extra[v]).astype(np.int64)
        live = live[~done]
    if live.size:
        raise RuntimeError(f"{live.size} of {races} races from {start} ({policy}) unfinished after {max_throws} throws")
    return turns


def first_wins(a: np.ndarray, b: np.ndarray) -> float:
    """Share of pairs where race ``a`` ends in fewer turns than race ``b``; a tie counts half (who moves first)."""
    return float((a < b).mean() + 0.5 * (a == b).mean())


def run(quick: bool = False, races: int | None = None, occupy_30: bool = True, seed: int = 1) -> dict:
    """The figures as a dict (``python -m bench senet_race_bound``; ``quick``: 2,000 races, not 50,000)."""
    races = races or (QUICK_RACES if quick else FULL_RACES)
    options = Options.preset("hounds_and_jackals")
    if not occupy_30:
        options = options.with_occupy_30(False)
    t0 = time.perf_counter()
    tables = race_tables(options)
    built = time.perf_counter() - t0
    rng = np.random.default_rng(seed)
    extra = frozenset((1, 4, 6)) if options.multiple_rolls else frozenset()
    starts = (("hounds", HOUNDS_START), ("jackals", JACKALS_START))
    turns = {(pol, side): race_turns(tables, start, pol, races, rng, extra)
             for pol in ("optimal", "greedy", "random") for side, start in starts}

    def versus(a: str, b: str) -> float:
        return round((first_wins(turns[a, "hounds"], turns[b, "jackals"])
                      + first_wins(turns[a, "jackals"], turns[b, "hounds"])) / 2, 4)

    T, index = tables["T"], tables["index"]
    return {
        "options": options.to_dict(),
        "races_per_policy_and_start": races,
        "table": {"sets": len(index), "sweeps": tables["sweeps"], "seconds": round(built, 1)},
        "expected_throws_optimal": {side: round(float(T[index[sum(1 << h for h in start)]]), 2)
                                    for side, start in starts},
        "turns": {f"{pol}/{side}": {"mean": round(float(t.mean()), 2), "sd": round(float(t.std()), 2)}
                  for (pol, side), t in turns.items()},
        "first_race_ends_first": {"optimal_v_random": versus("optimal", "random"),
                                  "optimal_v_greedy": versus("optimal", "greedy"),
                                  "greedy_v_random": versus("greedy", "random"),
                                  "optimal_v_optimal": versus("optimal", "optimal")},
    }


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--races", type=int, default=FULL_RACES, help="races per policy and start (default 50,000)")
    ap.add_argument("--no-occupy-30", action="store_true", help="rule set B with Occupy 30th house off")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    print(json.dumps(run(races=args.races, occupy_30=not args.no_occupy_30, seed=args.seed), indent=2))


if __name__ == "__main__":
    main()
