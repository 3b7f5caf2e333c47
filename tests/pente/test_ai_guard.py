"""Pente's Hard, the guard (issue 35): before it plays, the opponent's threat searches after its best moves;
a move they prove safe goes before one whose search ran out of nodes, which is not known to be safe."""
from __future__ import annotations

import random

from game.pente import ai
from game.pente.rules import Options, State

# bench.pente_strength's game 57 (the new Hard as White against the frozen Hard) up to White's 8th move:
# every root move but (5, 10) leaves Black a win by fours and capture threats; the old guard's depth-10
# search of (9, 10) ran out of its 800 nodes (a loss it found in about 600 deepening a move at a time) and
# Hard played it
GAME_57 = [(9, 9), (8, 8), (6, 8), (11, 10), (6, 10), (9, 8), (6, 9), (6, 11), (10, 8), (8, 7), (7, 8), (8, 10),
           (4, 8), (8, 8), (8, 9)]


def position(moves) -> State:
    s = State(Options())
    for p in moves:
        s.push(p)
    return s


def black_forces_a_win_after(s: State, point) -> bool:
    s = s.copy()
    s.push(point)
    S = ai._Search(s, dict(ai.LEVELS["hard"]), random.Random(0), None)
    S.budget = 200_000
    return S.vcf_shortest(1, 12) is not None


def test_hard_plays_the_one_move_that_leaves_no_forced_win():
    s = position(GAME_57)
    assert s.to_move == 2
    assert black_forces_a_win_after(s, (9, 10))        # the move played in the game
    move = ai.Player("hard", 1057).choose(s)
    assert not black_forces_a_win_after(s, move)


def test_a_safe_move_goes_before_one_whose_search_ran_out():
    s = position(GAME_57)
    p = ai.Player("hard", 1057)
    S = ai._Search(s, p.cfg, random.Random(0), None)
    S.nodes, S.budget = 0, 10 ** 9
    opp = 1
    assert p._guard_status(S, S.index((5, 10)), opp) == 1
    assert p._guard_status(S, S.index((9, 10)), opp) == -1
    assert not S.stack


def test_the_whole_guard_stops_at_its_total_budget():
    """The guard looks at up to fourteen moves; ``guard_total`` bounds the nodes of all of them (the slowest
    moves were those where it went on from move to move).  Here it looks past several lost moves to (5, 10)."""
    s = position(GAME_57)
    small = {"nodes": 3000, "guard_nodes": 800, "guard_vct": 300}
    free = ai.Player("hard", 1057)
    free.cfg.update(small, guard_total=10 ** 9)
    assert free.choose(s) == (5, 10) and free.guard_nodes > 2000
    capped = ai.Player("hard", 1057)
    capped.cfg.update(small, guard_total=1000)
    capped.choose(s)
    assert 0 < capped.guard_nodes <= 1000 + 2


# bench.pente_strength's game 75 (the new Hard as White against the frozen Hard) up to White's 11th move (ply
# 21): after (8, 11), played there, Black wins by a three, (9, 8), and then fours; the guard's threat search
# with threes ended at its depth (two attacking moves) before the fours, so it called (8, 11) safe
GAME_75 = [(9, 9), (8, 12), (8, 6), (11, 6), (11, 9), (8, 9), (8, 8), (7, 7), (10, 10), (10, 7), (12, 5), (12, 8),
           (9, 11), (9, 10), (10, 11), (11, 11), (10, 8), (9, 7), (7, 8), (12, 10), (9, 10)]


def black_wins_by_threes_after(s: State, point, leaf: int):
    s = s.copy()
    s.push(point)
    S = ai._Search(s, dict(ai.LEVELS["hard"]), random.Random(0), None)
    S.budget, S.vct_leaf = 200_000, leaf
    q = S.vct(1, 2, {})
    return None if q is None else S.pts[q]


def test_the_guard_sees_a_three_followed_by_fours():
    s = position(GAME_75)
    assert s.to_move == 2
    leaf = ai.LEVELS["hard"]["guard_leaf"]
    assert black_wins_by_threes_after(s, (8, 11), 0) is None       # what the guard saw before
    assert black_wins_by_threes_after(s, (8, 11), leaf) == (9, 8)  # the three Black played, then fours
    move = ai.Player("hard", 1075).choose(s)
    assert move != (8, 11)
    assert black_wins_by_threes_after(s, move, leaf) is None
