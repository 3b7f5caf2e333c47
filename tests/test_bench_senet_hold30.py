"""bench.senet_hold30, whose figures docs/computer-players.md cites: its plans do what their names say."""
from __future__ import annotations

from bench.senet_hold30 import HolderPlayer, KeeperPlayer, run
from bench.senet_tournament import GreedyPlayer
from game.senet.rules import HOUSES, Options, State

B = Options.preset("hounds_and_jackals")


def _thrown(own: dict, other: dict, value: int, off=(0, 0)) -> State:
    """Side 0 to move with ``value`` thrown; ``own`` / ``other``: houses of side 0 / side 1."""
    g = State.from_position(B, {**dict.fromkeys(own, 0), **dict.fromkeys(other, 1)}, borne_off=off)
    g.push(value)
    return g


def test_holder_takes_30_where_greedy_captures():
    # 26 + 4 lands on 30 and waits (10 is outside the last row); 10 + 4 captures the lone counter on 14
    g = _thrown({26, 10}, {14}, 4, off=(3, 4))
    assert GreedyPlayer().choose(g) == (10, 14)
    assert HolderPlayer().choose(g) == (26, 30)
    assert g.board[HOUSES] is None


def test_keeper_keeps_its_counter_waiting_where_greedy_lets_it_go():
    # side 0 waits on 30; 19 + 2 captures on 21 and brings everything into the last row, so 30 would
    # leave; 22 + 2 keeps 19 outside and 30 held
    g = _thrown({30, 19, 22}, {21}, 2, off=(2, 4))
    assert GreedyPlayer().choose(g) == (19, 21)
    assert HolderPlayer().choose(g) == (19, 21)
    assert KeeperPlayer().choose(g) == (22, 24)


def test_the_bench_plays_every_pairing_to_the_end():
    out = run(games=4)
    pairs = [k for k in out if " vs " in k]
    assert len(pairs) == 5
    assert all(out[k]["games"] == 4 and out[k]["unfinished"] == 0 for k in pairs)
