"""The Hard's mirror board (issue 35's faster nodes): the line-pattern tables of ``game/pente/ai.py`` keep
exactly the evaluation, point scores and threat points that the per-window tables of the frozen Hard
(``bench/pente_frozen_hard.py``, 1aa559a) keep, through random games with captures and take-backs, in every
variant."""
from __future__ import annotations

import random

import pytest

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
    out["near"] = {pts[q]: k for q, k in near(S)}
    return out


def near(S):
    """Stones within two points (the 5x5 box) of every point."""
    return [(q, S.nb[q]) for q in S.pts if S.nb[q]]


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
    c = size // 2
    captures = 0
    for step in range(160):
        if new.stack and (rng.random() < 0.25 or new.s.outcome() is not None):
            new.pop()
            old.pop()
        else:
            # play close to the middle so that lines, pairs and captures form
            legal = [p for p in new.s.legal_moves() if abs(p[0] - c) <= 4 and abs(p[1] - c) <= 4]
            if not legal:
                break
            p = rng.choice(legal)
            res = new.push(new.index(p))
            old.push((p[1] + 1) * old.w + p[0] + 1)
            captures += res.captured_count
        assert tables(new, new.pts, new_ps) == tables(old, old.pts, old_ps), step
    if variant != "gomoku":
        assert captures > 0
