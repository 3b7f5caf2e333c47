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
    return S.index(point)


def test_a_capture_that_reopens_two_fours_is_a_forcing_move_at_no_captures():
    S = search(tactics.state_of(SPECS["reopen-two-fours"]))
    assert S.captured[1] == 0
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


def test_the_threat_search_with_threes_finds_a_double_three_and_the_vcf_does_not():
    S = search(tactics.state_of(SPECS["double-three"]))
    assert S.vcf_shortest(1, 12) is None
    assert S.pts[S.vct_shortest(1, 3)] == (9, 9)
    assert not S.stack


def test_against_a_three_the_threat_search_with_threes_tries_the_capture_threat_that_breaks_it():
    # (9,9) would make two open threes, but (8,9)-(9,8) is then a black pair White can attack at (10,7) or
    # (7,10): the capture out of the coming four is a defence, so no win within two threats is claimed
    from bench.pente_tactics import position
    S = search(State.from_json(position(black=[(7, 9), (8, 9), (9, 7), (9, 8)],
                                        white=[(3, 3), (15, 15), (3, 15), (15, 3)])))
    assert S.vct(1, 2, {}) is None
