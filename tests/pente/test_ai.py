"""Pente computer players: wins in one, stops, forced wins, the state left alone, determinism, legality.

Positions are built through the protocol (``State.from_json``); points are
(x, y) with y from the top.
"""
from __future__ import annotations

import random

import pytest

from game.core import registry
from game.core.players import LEVELS, RandomPlayer
from game.pente.ai import Player
from game.pente.rules import Options, State


def position(black=(), white=(), to_move=0, captured=(0, 0), size=19, variant="pente") -> State:
    """A position with these stones; a far corner stone is added when the parity needs one."""
    black, white = list(black), list(white)
    if (len(black) + len(white) + sum(captured)) % 2 != to_move:
        white.append((size - 1, 0)) if to_move == 0 else black.append((size - 1, 0))
    rows = [["."] * size for _ in range(size)]
    for x, y in black:
        rows[y][x] = "x"
    for x, y in white:
        rows[y][x] = "o"
    return State.from_json({"options": {"size": size, "variant": variant, "tournament": False},
                            "board": ["".join(r) for r in rows], "to_move": to_move,
                            "captured": list(captured)})


def play_out(state: State, players, plies: int) -> State:
    for _ in range(plies):
        if state.outcome() is not None:
            break
        a = players[state.current_player()].choose(state)
        assert a in state.legal_actions()
        state.push(a)
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_wins_in_one_by_five(level):
    # Black: (5..8, 9) with White at (4, 9): only (9, 9) makes five; White threatens nothing
    g = position(black=[(5, 9), (6, 9), (7, 9), (8, 9), (12, 3)], white=[(4, 9), (10, 12), (12, 12), (3, 3)],
                 to_move=0)
    assert Player(level, 1).choose(g) == (9, 9)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_wins_in_one_by_the_capture_goal_even_against_a_four(level):
    # Black has 8 captured: X O O . at (5..8, 5) captures the tenth and eleventh... the ninth and tenth stone;
    # White has an open four it would complete next move, so anything else loses
    g = position(black=[(5, 5), (2, 14)], white=[(6, 5), (7, 5), (10, 10), (11, 10), (12, 10), (13, 10)],
                 to_move=0, captured=(8, 2))
    assert Player(level, 2).choose(g) == (8, 5)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_wins_by_keryos_three_stone_capture(level):
    # Keryo: 12 captured of 15; X O O O . captures three (a pair capture would not reach the goal)
    g = position(black=[(5, 5), (2, 14), (15, 15)], white=[(6, 5), (7, 5), (8, 5), (10, 10), (11, 10), (12, 10),
                                                          (13, 10)],
                 to_move=0, captured=(12, 0), variant="keryo")
    assert Player(level, 3).choose(g) == (9, 5)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_blocks_an_immediate_five(level):
    # White to move; Black's closed four (5..8, 9) with White at (4, 9) threatens (9, 9)
    g = position(black=[(5, 9), (6, 9), (7, 9), (8, 9), (12, 3)], white=[(4, 9), (10, 12), (3, 3)], to_move=1)
    assert Player(level, 4).choose(g) == (9, 9)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_blocks_the_gap_of_a_split_four(level):
    g = position(black=[(5, 9), (6, 9), (8, 9), (9, 9), (12, 3)], white=[(10, 12), (3, 3), (2, 2)], to_move=1)
    assert Player(level, 5).choose(g) == (7, 9)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_captures_a_pair_out_of_an_open_four_when_that_is_the_only_stop(level):
    # Black's open four (5..8, 9) cannot be blocked at both ends; (6, 9) and (6, 10) are a black pair
    # flanked by White at (6, 8): White (6, 11) takes them and the four is broken
    g = position(black=[(5, 9), (6, 9), (7, 9), (8, 9), (6, 10), (12, 3)], white=[(6, 8), (14, 14), (3, 14)],
                 to_move=1)
    assert Player(level, 6).choose(g) == (6, 11)


def test_hard_stops_a_capture_goal_threat():
    # White has 8 captured and threatens O X X . at (5..8, 5); Black must take the point (8, 5)
    # (or otherwise stop it): after Black's move White must have no win in one
    g = position(black=[(6, 5), (7, 5), (10, 10), (12, 3)], white=[(5, 5), (3, 14), (14, 3)], to_move=0,
                 captured=(0, 8))
    a = Player("hard", 7).choose(g)
    g.push(a)
    for b in g.legal_actions():
        g.push(b)
        assert g.outcome() is None, f"{a} let White win at {b}"
        g.pop()


def test_hard_finds_the_four_three():
    # Black (5..7, 9) closed by White at (4, 9), and (8, 10), (8, 11): (8, 9) makes a four and an open three
    g = position(black=[(5, 9), (6, 9), (7, 9), (8, 10), (8, 11)], white=[(4, 9), (14, 3), (3, 14), (15, 15)],
                 to_move=0)
    hard = Player("hard", 8)
    assert hard.choose(g) == (8, 9)
    play_out(g, [hard, Player("hard", 9)], 7)
    out = g.outcome()
    assert out is not None and out.winner == 0


def test_hard_makes_the_open_four_and_wins():
    g = position(black=[(7, 9), (8, 9), (9, 9), (2, 16)], white=[(3, 3), (15, 15), (3, 15)], to_move=0)
    hard = Player("hard", 10)
    first = hard.choose(g)
    assert first in {(6, 9), (10, 9)}
    play_out(g, [hard, Player("hard", 11)], 5)
    out = g.outcome()
    assert out is not None and out.winner == 0


def test_hard_wins_by_a_chain_of_fours():
    # a position from a Medium-Easy game: Black (6 captured) wins by continuous fours starting at (12, 8);
    # the defender is Hard too, and Black must have won by its fifth move
    rows = ["...................", "...................", "...................", "...................",
            "...................", "..........xx.......", "...........o.......", "............x......",
            "..........xx.x.....", ".........x.xo.x....", "..........oxo..o...", ".........ox........",
            "........ox.........", "........o..........", "...................", "...................",
            "...................", "...................", "..................."]
    g = State.from_json({"options": {"size": 19, "variant": "pente", "tournament": True}, "board": rows,
                         "to_move": 0, "captured": [6, 2]})
    hard = Player("hard", 1)
    # (12, 8) starts the chain of fours first found; (11, 11), a four that White can break only by a capture
    # after which Black plays it again, is the shorter chain (Black wins on its fourth move) that the threat
    # search finds now that captures can be threats and it looks for the shortest win
    assert hard.choose(g) in {(12, 8), (11, 11)}
    play_out(g, [hard, Player("hard", 2)], 9)
    out = g.outcome()
    assert out is not None and out.winner == 0


def midgame(seed: int, plies: int = 24, size: int = 19, variant: str = "pente") -> State:
    spec = registry.get("pente")
    s = spec.new(Options(size=size, variant=variant), seed=seed)
    players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
    while s.ply < plies and s.outcome() is None:
        s.push(players[s.ply % 2].choose(s))
    assert s.outcome() is None
    return s


@pytest.mark.parametrize("level", LEVELS)
def test_choose_takes_back_nothing(level):
    s = midgame(5, 20)
    key, data, moves = s.key(), s.to_json(), list(s.moves)
    Player(level, 1).choose(s)
    assert s.key() == key and s.to_json() == data and s.moves == moves


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_move(level):
    for seed in ((1, 2) if level == "hard" else (1, 2, 3, 4, 5, 6)):
        s = midgame(seed, 16)
        assert Player(level, 42).choose(s.copy()) == Player(level, 42).choose(s.copy())


def test_the_seed_is_what_makes_easys_noise():
    """Two players of one seed agree (above); a player that ignored its seed would too, so: Easy's noise
    follows its seed, and other seeds pick other moves somewhere."""
    positions = [midgame(seed, 16) for seed in (1, 2, 3, 4)]
    picks = [{Player("easy", seed).choose(s.copy()) for seed in range(8)} for s in positions]
    assert any(len(p) > 1 for p in picks), picks


@pytest.mark.parametrize("size", (13, 15, 19))
@pytest.mark.parametrize("variant", ("pente", "keryo", "gomoku"))
@pytest.mark.parametrize("tournament", (True, False), ids=["tournament", "free"])
def test_moves_are_legal_on_every_size_variant_and_opening_rule(size, variant, tournament):
    spec = registry.get("pente")
    s = spec.new(Options(size=size, variant=variant, tournament=tournament), seed=size)
    rng = random.Random(size)
    players = [Player("easy", 1), Player("medium", 2)]
    for ply in range(8):
        if s.outcome() is not None:
            break
        p = players[ply % 2] if ply != 2 else Player("hard", 3)   # Hard meets the second Black move
        a = p.choose(s)
        assert a in s.legal_actions(), (ply, a)
        s.push(a if ply % 3 else rng.choice(s.legal_actions()))


def test_hard_beats_random():
    spec = registry.get("pente")
    for g in range(2):
        s = spec.new(Options(size=13), seed=g)
        players = [Player("hard", g), RandomPlayer(g)] if g % 2 == 0 else [RandomPlayer(g), Player("hard", g)]
        play_out(s, players, 200)
        assert s.outcome() is not None and s.outcome().winner == g % 2
