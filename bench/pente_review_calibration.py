"""Fit the game review's Pente curve: how many evaluation points make one unit of log-odds (the scale),
and how many the side to move's value reads too high (the offset: the search credits the side to move
with a tempo it does not always have).

Self-play games (Medium against Medium, Medium having no noise: each game starts with a seeded random
4-ply opening so the games differ), the review's search value (``PenteAnalyst.raw``) of every position
where the search found no forced result, against who went on to win (draws left out). The scale and
offset of least log-loss over a grid is printed with the log-loss and Brier score at it and at the scale in use,
and a calibration table (predicted chance by decile against the share of games the side to move won).
``python -m bench.pente_review_calibration [--quick] [--games N]`` prints JSON.
"""
from __future__ import annotations

import json
import math
import random
import sys
import time

from game.core import registry
from game.pente import review as pr


def play(seed: int) -> tuple[list, int | None]:
    spec = registry.get("pente")
    state = spec.new(spec.presets()["pente"], seed=seed)
    rng = random.Random(seed)
    players = [spec.computer("medium", seed=seed), spec.computer("medium", seed=seed + 1)]
    positions = []
    for _ in range(4):                                # a random opening near the centre
        moves = [a for a in state.legal_actions() if abs(a[0] - 9) <= 3 and abs(a[1] - 9) <= 3] or state.legal_actions()
        state.push(rng.choice(moves))
    while state.outcome() is None and len(positions) < 120:
        positions.append(state.copy())
        state.push(players[state.current_player()].choose(state.copy()))
    out = state.outcome()
    return positions, (None if out is None else out.winner)


def log_loss(points, scale: float, offset: float = 0.0) -> tuple[float, float]:
    ll = brier = 0.0
    for raw, won in points:
        p = min(1 - 1e-9, max(1e-9, 1 / (1 + math.exp(-(raw - offset) / scale))))
        ll -= math.log(p if won else 1 - p)
        brier += (p - won) ** 2
    return ll / len(points), brier / len(points)


def run(quick: bool = False, games: int | None = None) -> dict:
    games = games or (6 if quick else 60)
    analyst = pr.PenteAnalyst("hard")
    points, forced, cpu = [], 0, time.process_time()
    for seed in range(1000, 1000 + games):
        positions, winner = play(seed)
        if winner is None:
            continue
        for s in positions:
            raw = analyst.raw(s)
            if abs(raw) >= pr.ai.WIN - 1000:
                forced += 1
                continue
            points.append((raw, 1 if s.current_player() == winner else 0))
    grid = [(50 * k, 25 * j) for k in range(2, 61) for j in range(-8, 17)]
    best, offset = min(grid, key=lambda g: log_loss(points, *g)[0])
    table = []
    ranked = sorted(points, key=lambda p: p[0])
    for k in range(10):
        part = ranked[k * len(ranked) // 10:(k + 1) * len(ranked) // 10]
        if part:
            predicted = sum(1 / (1 + math.exp(-(r - offset) / best)) for r, _ in part) / len(part)
            table.append({"predicted": round(predicted, 3), "won": round(sum(w for _, w in part) / len(part), 3),
                          "n": len(part)})
    return {"games": games, "positions": len(points), "forced_results_left_out": forced,
            "best_scale": best, "best_offset": offset, "log_loss_at_best": round(log_loss(points, best, offset)[0], 4),
            "brier_at_best": round(log_loss(points, best, offset)[1], 4), "scale_in_use": pr.SCALE,
            "offset_in_use": pr.OFFSET, "log_loss_in_use": round(log_loss(points, pr.SCALE, pr.OFFSET)[0], 4),
            "log_loss_of_a_coin": round(math.log(2), 4), "calibration": table,
            "cpu_s": round(time.process_time() - cpu, 1)}


if __name__ == "__main__":
    n = next((int(a.split("=")[1]) for a in sys.argv[1:] if a.startswith("--games=")), None)
    print(json.dumps(run("--quick" in sys.argv, n), indent=2))
