"""Completeness: the engine's move lists equal those of a naive reference
written straight from the rules page (every from/to pair tested), over many
positions reached by random play, for every option combination."""
import random

import pytest

from tests.senet.helpers import apply, throw
from game.senet.rules import OFF, Phase, State, Options


def run_len(board, h, side):
    n, j = 1, h - 1
    while j >= 1 and board[j] == side:
        n, j = n + 1, j - 1
    j = h + 1
    while j <= 30 and board[j] == side:
        n, j = n + 1, j + 1
    return n


def in_blockade(board, h, side):
    return board[h] == side and run_len(board, h, side) >= 3


def neighbour(board, h, side):
    return (h > 1 and board[h - 1] == side) or (h < 30 and board[h + 1] == side)


def ref_a(board, side, v, o):
    opp = 1 - side
    out = set()
    for h in range(1, 31):
        if board[h] != side:
            continue
        for to in range(1, 32):
            d = to - h
            if d < 1 or d > v or (o.exact_throws and d != v):
                continue
            jumped = range(h + 1, min(to, 31))
            if any(in_blockade(board, j, opp) for j in jumped):
                continue
            if o.special_houses and 26 in jumped:
                continue
            if to == 31:
                if d == v and h in (26, 28, 29, 30):
                    out.add((h, OFF))
                continue
            if o.traps and h in (26, 28, 29, 30):
                continue
            if o.special_houses and to == 26 and d != v:
                continue
            occ = board[to]
            if occ is None:
                out.add((h, to))
            elif occ == opp and d == v:
                safe = (to in (15, 26, 28, 29) or (o.special_houses and to == 30)
                        or neighbour(board, to, opp))
                if not safe:
                    out.add((h, to))
    return out


def ref_b(board, side, v, o):
    opp = 1 - side
    mine = [h for h in range(1, 31) if board[h] == side]
    all_last = all(h >= 21 for h in mine)

    def ok(h, to):
        lo, hi = min(h, to), max(h, to)
        if any(in_blockade(board, j, opp) for j in range(lo + 1, hi)):
            return False
        occ = board[to]
        if occ == side:
            return False
        if occ == opp and (to in (26, 28, 29, 30) or neighbour(board, to, opp)):
            return False
        return True

    fwd = set()
    for h in mine:
        to = h + v
        if to <= 30:
            if ok(h, to):
                fwd.add((h, to))
        elif (to == 31 and not o.occupy_30 and h in (28, 29, 30) and all_last
              and not any(in_blockade(board, j, opp) for j in range(h + 1, 31))):
            fwd.add((h, OFF))
    if fwd:
        return fwd
    return {(h, h - v) for h in mine if h - v >= 1 and ok(h, h - v)}


@pytest.mark.parametrize("options", Options.all_combinations("A") + Options.all_combinations("B"),
                         ids=lambda o: "-".join([o.ruleset] + [k for k in o.option_keys() if getattr(o, k)]))
def test_move_lists_match_naive_reference(options):
    """A move list for a position and throw is deterministic and complete."""
    ref = ref_a if options.ruleset == "A" else ref_b
    checked = 0
    for seed in range(6):
        g = State(options, seed)
        rng = random.Random(seed)
        while g.phase is not Phase.OVER:
            if g.phase is Phase.THROW:
                if g.current_side is not None:
                    for v, _ in g.chance_outcomes():
                        got = {(m.from_house, m.to_house) for m in g.legal_moves_for(v)}
                        assert got == ref(g.board, g.current_side, v, options), (g, v)
                        checked += 1
                throw(g)
            else:
                apply(g, rng.choice(g.legal_moves()))
    assert checked > 200
