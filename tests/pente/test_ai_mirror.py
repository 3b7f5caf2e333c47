"""The Hard's mirror board (issue 35's faster nodes): the line-pattern tables of ``game/pente/ai.py`` keep
exactly the evaluation, point scores and threat points that the per-window tables of the frozen Hard
(``bench/pente_frozen_hard.py``, 1aa559a) keep, through random games with captures and take-backs, in every
variant."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench import pente_frozen_hard as frozen
from game.pente import ai
from game.core import registry
from game.pente.rules import Options


def tables(S, pts, point_scores):
    """The mirror's figures keyed by board point, so two mirrors with different layouts compare."""
    out = {"ev": S.ev}
    for col in (1, 2):
        out[f"ps{col}"] = {pts[q]: v for q, v in point_scores(S, col) if v}
    for chn in range(2, 10):
        out[f"ch{chn}"] = {pts[q]: v for q, v in S.ch[chn].items()}
    out["near"] = {pts[q] for q in near(S)}
    return out


def near(S):
    """The empty points with a stone within two points (the 5x5 box): the frozen Hard counts those stones
    point by point, today's spreads a bitmask of the stones."""
    if hasattr(S, "nb"):
        return [q for q in S.pts if S.nb[q] and not S.board[q]]
    return S.near()


def new_ps(S, col):
    off = (col - 1) * S.ww
    return [(q, S.ps[off + q]) for q in S.pts]


def old_ps(S, col):
    return [(q, S.ps[col - 1][q]) for q in S.pts]


@pytest.mark.parametrize("variant,size,seed", [("pente", 19, 1), ("pente", 13, 2), ("keryo", 13, 3),
                                               ("gomoku", 13, 4)])
def test_the_mirror_keeps_the_frozen_hards_tables(variant, size, seed):
    rng = random.Random(seed)
    state = registry.get("pente").new(Options(size=size, variant=variant, tournament=False), seed=0)
    new = ai._Search(state, dict(ai.LEVELS["hard"]), random.Random(0), None)
    old = frozen._Search(state, dict(frozen.LEVELS["hard"]), random.Random(0), None)
    rules = state.copy()        # the rules engine beside the search, which plays on its mirror alone
    c = size // 2
    captures = 0
    for step in range(160):
        if new.stack and (rng.random() < 0.25 or rules.outcome() is not None):
            new.pop()
            old.pop()
            rules.pop()
        else:
            # play close to the middle so that lines, pairs and captures form
            legal = [p for p in rules.legal_moves() if abs(p[0] - c) <= 4 and abs(p[1] - c) <= 4]
            if not legal:
                break
            p = rng.choice(legal)
            res = new.push(new.index(p))
            old.push((p[1] + 1) * old.w + p[0] + 1)
            [want] = rules.push(p)
            captures += res.captured_count
            assert sorted(new.pts[q] for q in res.caps) == sorted(want.captured_points), step
            assert res.winner == want.winner and (res.outcome is not None) == (want.outcome is not None), step
        assert tables(new, new.pts, new_ps) == tables(old, old.pts, old_ps), step
        # the mirror's own game state is the rules engine's: side to move, captures, ply and the key
        assert (new.to_move, new.captured, new.ply, new.zkey) == \
            (rules.to_move, rules.captured, rules.ply, rules.key()), step
    if variant != "gomoku":
        assert captures > 0


def midgame(size: int, plies: int, seed: int):
    """A seeded Medium-v-Medium game cut after ``plies`` plies."""
    spec = registry.get("pente")
    state = spec.new(Options(size=size), seed=seed)
    players = [ai.Player("medium", seed), ai.Player("medium", seed + 1)]
    while state.outcome() is None and state.ply < plies:
        state.push(players[state.current_player()].choose(state.copy()))
    return state


def test_moves_played_light_leave_the_tables_as_they_were():
    """Under ``light`` (the alpha-beta's last ply and its horizon) a move and its take-back skip the point
    scores; after the take-back every table is as before, and the evaluation and threat points were right
    while the move stood."""
    state = midgame(13, 16, 5)
    S = ai._Search(state, dict(ai.LEVELS["hard"]), random.Random(0), None)
    full = ai._Search(state, dict(ai.LEVELS["hard"]), random.Random(0), None)
    before = tables(S, S.pts, new_ps)
    for q in S.candidates(S.to_move, 12):
        S.light = True
        S.push(q)
        full.push(q)
        assert (S.ev, S.ch) == (full.ev, full.ch)
        S.pop()
        full.pop()
        S.light = False
        assert tables(S, S.pts, new_ps) == before


@pytest.mark.parametrize("size,plies,seed", [(19, 14, 1), (13, 20, 2), (19, 12, 3), (13, 12, 4), (19, 16, 6)])
def test_the_light_last_ply_changes_no_move_and_no_node(size, plies, seed):
    state = midgame(size, plies, seed)
    light, heavy = ai.Player("hard", seed), ai.Player("hard", seed)
    heavy.cfg["light"] = False
    assert light.choose(state.copy()) == heavy.choose(state.copy())
    assert (light.nodes, light.scores) == (heavy.nodes, heavy.scores)


@pytest.mark.parametrize("variant, taken", [("keryo", [(6, 5), (7, 5), (8, 5)]), ("pente", [])])
def test_a_move_on_the_mirror_takes_keryos_three_as_the_rules_do(variant, taken):
    """X O O O X takes three in Keryo only: the search's own push must agree with the rules engine's."""
    state = registry.get("pente").new(Options(size=13, variant=variant, tournament=False), seed=0)
    for p in [(5, 5), (6, 5), (0, 0), (7, 5), (0, 2), (8, 5)]:
        state.push(p)
    S = ai._Search(state, dict(ai.LEVELS["hard"]), random.Random(0), None)
    res = S.push(S.index((9, 5)))
    [want] = state.push((9, 5))
    assert sorted(S.pts[q] for q in res.caps) == sorted(want.captured_points) == taken
    assert (S.captured, S.zkey, S.to_move) == (state.captured, state.key(), state.to_move)
    S.pop()
    state.pop()
    assert (S.captured, S.zkey, S.to_move, S.ply) == (state.captured, state.key(), state.to_move, state.ply)


@settings(max_examples=150, deadline=None)
@given(st.sets(st.tuples(st.integers(0, 12), st.integers(0, 12)), max_size=40))
def test_near_is_every_empty_point_within_two_of_a_stone(stones):
    """``near`` reads only the bytes of the mask between its lowest and highest set bits: stones on the edges
    and corners of the board, a single stone and none at all give the same points as the 5x5 box around
    each stone, in board order."""
    state = registry.get("pente").new(Options(size=13, variant="pente", tournament=False), seed=0)
    S = ai._Search(state, dict(ai.LEVELS["hard"]), random.Random(0), None)
    S.stones = sum(1 << S.index(p) for p in stones)
    want = sorted(S.index((x, y)) for x in range(13) for y in range(13) if (x, y) not in stones
                  and any(abs(x - a) <= 2 and abs(y - b) <= 2 for a, b in stones))
    assert S.near() == want


@pytest.mark.parametrize("variant,seed", [("pente", 7), ("keryo", 8), ("gomoku", 9)])
def test_kept_candidates_are_the_positions_own(variant, seed):
    """The candidates are kept per position and width for the whole move: at every step of a random walk
    of moves and take-backs (positions met again, captures taken and given back) they are what a search
    built afresh on that position ranks, and a caller reordering its list changes nothing kept."""
    rng = random.Random(seed)
    state = registry.get("pente").new(Options(size=13, variant=variant, tournament=False), seed=0)
    S = ai._Search(state, dict(ai.LEVELS["hard"]), random.Random(0), None)
    rules = state.copy()
    hits = 0
    for step in range(220):
        if S.stack and (rng.random() < 0.4 or rules.outcome() is not None):
            S.pop()
            rules.pop()
        else:
            legal = [p for p in rules.legal_moves() if abs(p[0] - 6) <= 3 and abs(p[1] - 6) <= 3]
            if not legal:
                break
            p = rng.choice(legal)
            S.push(S.index(p))
            rules.push(p)
        if rules.outcome() is not None:
            continue
        fresh = ai._Search(rules, dict(ai.LEVELS["hard"]), random.Random(0), None)
        for width in (10, 14):
            hits += S.zkey in S.cand_cache.get(width, {})
            got = S.candidates(S.to_move, width)
            assert [S.pts[q] for q in got] == [fresh.pts[q] for q in fresh.candidates(fresh.to_move, width)], step
            got.reverse()
    assert hits > 20        # the walk came back to positions it had ranked
