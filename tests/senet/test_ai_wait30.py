"""Rule set B: the evaluation knows when waiting on 30 pays (issue 34).

A counter waiting on 30 no longer moves, so the side's forced bad moves (backwards, onto the curse) all
fall on the counters left, a lone one most of all. The old race priced a counter on 28 or 29 as if it
suffered them alone whatever its company, so a move onto 30 always looked best: the one-ply player took
it in every decision of the endgame table's positions where it could (326 of 326 on fitting seeds; best
in 167). Hard leans on this evaluation wherever the table does not reach (three counters a side and
more). Checked here at one ply (Medium without its nudge) against the exact table, both ways.
"""
from __future__ import annotations

import pytest

from game.core.protocol import CHANCE, TERMINAL
from game.senet import solver
from game.senet.ai import Player
from game.senet.rules import Options, State

B = Options.preset("hounds_and_jackals")


def at_throw(mine, theirs, off, throw) -> State:
    board = {h: 0 for h in mine} | {h: 1 for h in theirs}
    g = State.from_position(B, board, current_side=0, borne_off=off, seed=1)
    g.push(throw)
    assert g.current_player() not in (CHANCE, TERMINAL)
    return g


@pytest.mark.parametrize("mine, theirs, off, throw, wait_best", [
    ((19, 28), (22,), (3, 4), 2, False),      # the counter behind is about to join 28 in the last row
    ((12, 28), (23, 26), (3, 3), 2, False),
    ((16, 29), (28,), (3, 4), 1, True),       # 29 leaves only with a 1: take it while it lasts
    ((6, 29), (26,), (3, 4), 1, True),
])
def test_one_ply_waits_on_30_only_where_the_exact_table_says_it_pays(mine, theirs, off, throw, wait_best):
    g = at_throw(mine, theirs, off, throw)
    if not solver.covers(g):
        pytest.skip(f"no endgame table: {solver.status()}")
    exact = solver.move_values(g)
    wait = (max(h for h in mine if h < 30 and h + throw == 30), 30)
    best = max(exact.values())
    others = max(v for a, v in exact.items() if a != wait)
    assert (exact[wait] > others + 0.03) if wait_best else (exact[wait] < others - 0.03)  # the positions' premise
    chosen = Player("medium", 0, noise=0.0).choose(g.copy())
    assert exact[chosen] == best
