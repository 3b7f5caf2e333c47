"""Senket Hard against forks in positions from issue 33's lost 17x17 games v greedy_block.

Each position is the start of a Hard turn in a game Hard lost (``bench/results/senket/issue33_oldforks_17x17_
hard-greedy_block_*.jsonl``; ``python -m bench.senket_lost --file ... --turn SEED:I`` rebuilds it and checks
the game's turn and Hard's turn against every fork, exhaustively).  In both the game's turn was the best at
two plies, and greedy_block's next post made two closing threats at once (a fork) that lost the game.  The
values asserted are the yardstick's exhaustive two-ply verifier's (``bench.senket_replies.two_ply``) after
the fork, played with every legal fence."""
from __future__ import annotations

import json
from pathlib import Path

from bench import senket_replies as yard
from tests.senket.test_ai_replies import after_the_fork as after_fork
from game.senket.ai import Player
from game.senket.rules import State

DATA = Path(__file__).with_name("data")


def position(name: str) -> State:
    return State.from_json(json.loads((DATA / name).read_text()))


def test_hard_checks_the_posts_that_stop_a_fork_first():
    # Game 9059 (seed 9059, Hard Red), turn 132.  Every turn is worth +724 at two plies (nothing closes), and
    # Blue has forks at (12,2), (14,1) and (13,3).  Hard checked its verified turns for forks best first,
    # ties by point: six far posts, each allowing the fork (-3,500), spent the fork budget, the posts that
    # stop it were never checked, and Hard passed: Blue's (12,2) left -3,499 (the game went on from (13,3),
    # -1,564).  Checked first now, the fork points and their threats' points: Hard posts at (14,1), and the
    # worst fork over every Blue post that draws a fence leaves +724 (bench.senket_lost).
    g = position("hard17_fork_stoppers_9059.json")
    assert after_fork(g, (None, ()), (12, 2)) <= -3000
    turn, _ = yard.played_turn(Player("hard", 9059), g)
    assert turn[0] is not None
    for fork in ((12, 2), (13, 3), (14, 1)):
        if g.post_at(fork) == 0 and turn[0] != g.post_action(fork):
            assert after_fork(g, turn, fork) >= 700


def test_hard_sees_a_fork_that_grows_old_closures():
    # Game 9034 (Hard Blue), turn 113.  Red's post at (11,9) with fences to (10,11) and (12,11) closes a
    # small region: Red's territory there makes its old closure points on the same fence network, (16,3),
    # (16,5) and (16,8), worth 3,000-4,000 each (a territory group scores as the square of its sum), though
    # they close no more fences than before.  Hard counted only threats closing more fences as a fork's new
    # ones, so it played (16,11) (best at two plies) and Red's (11,9) left it -3,160.  Counting them, Hard
    # takes (11,9) itself.
    g = position("hard17_grown_fork_9034.json")
    played = (g.post_action((16, 11)), ())
    assert after_fork(g, played, (11, 9)) <= -3000
    turn, _ = yard.played_turn(Player("hard", 9034), g)
    assert turn[0] != played[0]
    if turn[0] != g.post_action((11, 9)):
        assert after_fork(g, turn, (11, 9)) >= 0
