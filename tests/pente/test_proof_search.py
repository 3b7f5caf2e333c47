"""The prover's own exact search (game.pente.proof_search) and the puzzle room's (game.pente.puzzle.Search)
are two searches written apart: on every shipped Pente win and capture puzzle they must find the same
winning first moves, at the stated number of moves and at each smaller one, so that a bug in either shows.
The prover never imports the puzzle room."""
import ast
from pathlib import Path

import pytest

from game.pente import puzzle as pz
from game.pente.proof_search import ExactSearch
from game.puzzles.collection import load_collection

CASES = [(p, k) for p in load_collection().of_game("pente") if p.goal["kind"] in ("win", "capture")
         for k in range(1, p.goal["moves"] + 1)]


def room_answers(start, goal, k) -> set:
    search = pz.Search(start, {**goal, "moves": k}, start.current_player())
    s = start.copy()
    return {s.points[i] for i in pz._empties(s) if search.move_works(s, i, k)}


def prover_answers(start, goal, k) -> set:
    search = ExactSearch(start, {**goal, "moves": k}, start.current_player())
    s = start.copy()
    return {s.points[i] for i in search.first_moves(s, k)}


@pytest.mark.parametrize("puzzle, k", CASES, ids=[f"{p.id}-in-{k}" for p, k in CASES])
def test_the_two_searches_agree_on_every_shipped_win_and_capture_puzzle(puzzle, k):
    start = puzzle.start_state()
    mine = prover_answers(start, puzzle.goal, k)
    assert mine == room_answers(start, puzzle.goal, k)
    if k == puzzle.goal["moves"]:
        assert mine                                   # the puzzle's own depth has an answer


def test_there_are_win_puzzles_of_three_moves_among_them():
    assert sum(1 for p, k in CASES if k == 3) >= 4


def test_the_prover_uses_only_the_rules_not_the_puzzle_room_nor_the_computer_player():
    forbidden = {"puzzle", "ai", "review"}
    for name in ("prover.py", "proof_search.py"):
        tree = ast.parse((Path(__file__).resolve().parents[2] / "game" / "pente" / name).read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 1:        # from game.pente
                assert node.module not in forbidden, (name, node.module)
                assert node.module or not {a.name for a in node.names} & forbidden, name
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                assert not any((node.module or "").endswith(f"pente.{f}") for f in forbidden), name
            elif isinstance(node, ast.Import):
                assert not any(a.name.endswith(f"pente.{f}") for a in node.names for f in forbidden), name


def random_position(seed: int):
    """A crowded corner of a 13x13 board, stones at random, captures near the goal: fours, threes, pairs
    and captures of every kind turn up (the shipped puzzles alone leave some of the search's cases unused)."""
    import random
    from game.pente.rules import Options, State
    rng = random.Random(seed)
    variant = ("pente", "keryo", "gomoku")[seed % 3]
    stones = {}
    for _ in range(rng.randint(10, 22)):
        stones[(rng.randrange(7), rng.randrange(7))] = rng.choice((1, 2))
    goal = {"pente": 10, "keryo": 15, "gomoku": 0}[variant]
    captured = {1: max(0, goal - rng.choice((2, 3, 4, 6))), 2: max(0, goal - rng.choice((2, 3, 4, 6)))}
    state = State.from_position(stones, Options(size=13, variant=variant, tournament=False),
                                rng.choice((1, 2)), captured)
    return state


@pytest.mark.parametrize("seed", range(36))
def test_the_two_searches_agree_on_random_positions(seed):
    start = random_position(seed)
    if start.outcome() is not None:
        pytest.skip("the position is already won")
    for goal in ({"kind": "win", "moves": 2}, {"kind": "capture", "stones": 2, "moves": 2}):
        if goal["kind"] == "capture" and start.options.variant == "gomoku":
            continue
        for k in (1, 2):
            assert prover_answers(start, goal, k) == room_answers(start, goal, k), (goal, k)


def test_a_double_capture_threat_that_reaches_the_goal_is_a_win_in_two_for_both_searches():
    """Black has 8 stones captured; one stone flanking two white pairs threatens two captures, each the
    tenth stone: White can stop only one. No five is near, so only the capture rule finds it."""
    from game.pente.rules import Options, State
    stones = {(5, 6): 2, (5, 7): 2, (6, 5): 2, (7, 5): 2, (0, 12): 1, (12, 0): 1}
    start = State.from_position(stones, Options(size=13, tournament=False), 1, {1: 8, 2: 0})
    goal = {"kind": "win", "moves": 2}
    mine = prover_answers(start, goal, 2)
    assert (5, 5) in mine and mine == room_answers(start, goal, 2)
    assert not prover_answers(start, goal, 1)
    # inside the search (two moves from the goal, where A's moves are restricted) it is found too
    assert ExactSearch(start, goal, 0).reaches(start.copy(), 2)
