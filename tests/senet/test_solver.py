"""The endgame table is the truth the benches and Hard rely on: it must satisfy the game's own Bellman
equation (checked through the engine, not through the builder's arrays), agree with positions worked out
by hand from the rules, and fail safe when its file is missing or damaged."""
from __future__ import annotations

import json
import random
import shutil

import pytest

from game.core.protocol import CHANCE
from game.senet import solver
from game.senet.ai import Player
from game.senet.rules import HOUSES, OFF, PRESETS, State

DEFAULTS = ("kendall_bell", "hounds_and_jackals")


def _table_or_skip(name):
    if not solver.available(PRESETS[name]):
        pytest.fail(f"endgame table {name} unusable: {solver.status()}")


def _random_position(name: str, rng: random.Random) -> State:
    options = PRESETS[name]
    while True:
        mine = sorted(rng.sample(range(1, HOUSES + 1), rng.choice((1, 2))))
        theirs = sorted(rng.sample([h for h in range(1, HOUSES + 1) if h not in mine], rng.choice((1, 2))))
        board = {h: 0 for h in mine} | {h: 1 for h in theirs}
        try:
            return State.from_position(options, board, current_side=rng.choice((0, 1)),
                                       borne_off=(5 - len(mine), 5 - len(theirs)))
        except ValueError:
            continue


def _bellman(g: State) -> float:
    """The value of the seat to throw, recomputed one throw deep from the engine and the table."""
    seat = g.current_seat
    total = 0.0
    for v, p in g.chance_outcomes():
        g.push(v)
        if g.current_player() == CHANCE:      # forfeited
            total += p * solver.win_probability(g, seat)
        else:
            total += p * max(solver.move_values(g).values())
        g.pop()
    return total


@pytest.mark.parametrize("name", list(DEFAULTS) + ["kendall_bell_challenge", "hounds_and_jackals_harsh",
                                                   "kendall_bell_die"])
def test_bellman_residual_is_zero_on_a_sample(name):
    _table_or_skip(name)
    rng = random.Random(name)
    worst = 0.0
    for _ in range(150):
        g = _random_position(name, rng)
        assert solver.covers(g)
        worst = max(worst, abs(_bellman(g) - solver.win_probability(g)))
    assert worst < 1e-8


@pytest.mark.parametrize("name", ["kendall_bell", "kendall_bell_challenge"])
def test_two_lone_counters_that_can_only_bear_off(name):
    """Rule set A: a lone counter on 30 leaves only with a 1, one on 29 (30 taken, a safe house) only with
    a 2; every other throw is forfeited and the position stays. So the mover wins with
    q / (1 - (1 - q)(1 - r)), q = P(1) = 4/16, r = P(2) = 6/16."""
    _table_or_skip(name)
    g = State.from_position(PRESETS[name], {30: 0, 29: 1}, current_side=0, borne_off=(4, 4))
    q, r = 4 / 16, 6 / 16
    assert solver.win_probability(g) == pytest.approx(q / (1 - (1 - q) * (1 - r)), abs=1e-8)
    assert solver.win_probability(g, seat=1) == pytest.approx(1 - q / (1 - (1 - q) * (1 - r)), abs=1e-8)


def test_traps_hold_a_counter_on_26_until_a_five():
    """Rule set A with traps: a counter on 26 leaves only by bearing off with a 5 (1/16); against a lone
    counter on 30 (a 1, 4/16) the mover wins 1/16 / (1 - 15/16 * 12/16)."""
    _table_or_skip("kendall_bell_challenge")
    g = State.from_position(PRESETS["kendall_bell_challenge"], {26: 0, 30: 1}, current_side=0, borne_off=(4, 4))
    q, r = 1 / 16, 4 / 16
    assert solver.win_probability(g) == pytest.approx(q / (1 - (1 - q) * (1 - r)), abs=1e-8)


def test_a_winning_move_is_worth_one_and_the_seat_is_respected():
    _table_or_skip("hounds_and_jackals")
    g = State.from_position(PRESETS["hounds_and_jackals"], {29: 1, 5: 0}, current_side=1,
                            borne_off=(4, 4), seat_of_side0=1)
    g.push(1)  # 29 -> 30 with nothing behind: borne off (Occupy 30th house), the Jackals win
    vals = solver.move_values(g)
    assert vals == {(29, 30): 1.0}
    assert solver.win_probability(g) == 1.0 and solver.win_probability(g, seat=1 - g.current_seat) == 0.0


def test_not_covered_positions_say_so():
    g = State.new(PRESETS["kendall_bell"], 1)
    assert not solver.covers(g)
    assert solver.win_probability(g) is None and solver.move_values(g) == {}
    three = State.from_position(PRESETS["kendall_bell"], {1: 0, 2: 0, 3: 0, 10: 1}, borne_off=(2, 4))
    assert not solver.covers(three)


def test_hard_plays_the_table_move_where_it_applies():
    rng = random.Random(7)
    for name in DEFAULTS:
        _table_or_skip(name)
        checked = 0
        while checked < 40:
            g = _random_position(name, rng)
            g.push(rng.choice([v for v, _ in g.chance_outcomes()]))
            if g.current_player() == CHANCE or len(g.legal_actions()) < 2:
                continue
            vals = solver.move_values(g)
            p = Player("hard", 3)
            a = p.choose(g.copy())
            assert vals[a] == max(vals.values()) and p.last_info["table"]
            checked += 1


def test_a_missing_or_damaged_file_falls_back_to_search(tmp_path, monkeypatch):
    shutil.copytree(solver.TABLE_DIR, tmp_path / "t")
    monkeypatch.setattr(solver, "TABLE_DIR", tmp_path / "t")
    monkeypatch.setattr(solver, "MANIFEST", tmp_path / "t" / "manifest.json")
    g = State.from_position(PRESETS["kendall_bell"], {30: 0, 29: 1}, current_side=0, borne_off=(4, 4))
    try:
        solver._reset()
        raw = bytearray((tmp_path / "t" / "kendall_bell.npz").read_bytes())
        raw[len(raw) // 2] ^= 0xFF
        (tmp_path / "t" / "kendall_bell.npz").write_bytes(bytes(raw))
        assert not solver.covers(g) and solver.status()["kendall_bell"] == "checksum mismatch"
        solver._reset()
        monkeypatch.setattr(solver.hashlib, "sha256", lambda raw: type("H", (), {"hexdigest": lambda self: ""})())
        manifest = json.loads((tmp_path / "t" / "manifest.json").read_text())
        manifest["tables"]["kendall_bell"]["sha256"] = ""
        (tmp_path / "t" / "manifest.json").write_text(json.dumps(manifest))
        assert not solver.covers(g) and solver.status()["kendall_bell"].startswith("unreadable")
        monkeypatch.undo()
        monkeypatch.setattr(solver, "TABLE_DIR", tmp_path / "t")
        monkeypatch.setattr(solver, "MANIFEST", tmp_path / "t" / "manifest.json")
        solver._reset()
        g.push(1)
        assert Player("hard", 1).choose(g.copy()) == (30, OFF)  # searched, not crashed
        solver._reset()
        (tmp_path / "t" / "kendall_bell.npz").unlink()
        assert not solver.available(PRESETS["kendall_bell"])
        solver._reset()
        (tmp_path / "t" / "manifest.json").write_text("{not json", encoding="utf-8")
        assert not solver.available(PRESETS["hounds_and_jackals"])
    finally:
        solver._reset()


def test_the_decision_bench_finds_hard_exact_and_greedy_not():
    """The issue's target, on a few of the bench's own positions (seeds never used for fitting)."""
    from bench.senet_decisions import run
    out = run(25, ["A", "B"], 1_000_000, ["hard", "greedy"], 0)
    for rs in ("A", "B"):
        players = out["rulesets"][rs]["players"]
        assert players["hard"]["optimal"] == 100.0 and players["hard"]["mean_loss"] == 0.0
        assert players["greedy"]["optimal"] < 100.0
