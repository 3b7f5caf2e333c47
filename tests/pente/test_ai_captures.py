"""Pente's Hard and captures (issue 35): captures as threats in the threat search, the shortest forced win,
and a pair under attack valued by what taking it does."""
from __future__ import annotations

import random

from bench import pente_tactics as tactics
from game.pente import ai
from game.pente.rules import State

SPECS = {spec["name"]: spec for spec in tactics.POSITIONS}


def search(state: State, level: str = "hard") -> ai._Search:
    S = ai._Search(state, dict(ai.LEVELS[level]), random.Random(0), None)
    S.budget = 10 ** 6
    return S


def idx(S, point) -> int:
    return (point[1] + 1) * S.w + point[0] + 1


def test_a_capture_that_reopens_two_fours_is_a_forcing_move_at_no_captures():
    S = search(tactics.state_of(SPECS["reopen-two-fours"]))
    assert S.s.captured[1] == 0
    assert idx(S, (9, 11)) in S.forcing(1)
    assert S.pts[S.vcf_shortest(1, 4)] == (9, 11)


def test_the_threat_search_returns_the_shortest_win():
    # (15, 3) wins by a four-three in three moves; the capture at (9, 11) wins in two
    S = search(tactics.state_of(SPECS["shortest-capture-or-fours"]))
    assert S.pts[S.vcf_shortest(1, 12)] == (9, 11)


def test_the_opponents_threat_search_sees_the_capture_that_reopens():
    # White's two fours are blocked by Black's pair (9,9)-(9,10): White to move wins by capturing it
    s = tactics.state_of(SPECS["defend-reopen-two-fours"])
    s.push((0, 18))                       # Black passes the chance to defend
    S = search(s)
    assert S.pts[S.vcf_shortest(2, 4)] == (9, 11)


def test_a_pair_under_attack_is_worth_what_taking_it_opens():
    # Black to move can take White's pair (9,9)-(9,10), which blocks both black fours: the horizon value
    # must see the capture's effect, far above the static value
    S = search(tactics.state_of(SPECS["reopen-two-fours"]))
    static = S.evaluate(1)
    assert S.horizon(1) >= static + 1000
    assert not S.stack
