"""bench.senet_fit_deep: the data Hard's evaluation is fitted to beyond the endgame table (issue 34). A fit is
only as good as its rows: each must hold the deep search's value of that very move and the evaluation's terms
of the position after it, and the decisions must be ones the table does not answer."""
from __future__ import annotations

import json

import pytest

from bench.senet_fit_deep import load, main, sample
from bench.senet_three import reference_values
from bench.senet_tournament import RULESETS
from game.senet import solver
from game.senet.ai import Evaluator
from game.senet.rules import Options

A = Options.preset(RULESETS["A"])


def test_samples_are_decisions_beyond_the_table_and_replay_from_their_seed():
    first = list(sample(A, 6, 2_000_000))
    again = list(sample(A, 6, 2_000_000))
    assert [(s, p, g.key()) for s, p, g in first] == [(s, p, g.key()) for s, p, g in again]
    for _, _, g in first:
        assert len(g.legal_actions()) >= 2 and not g.in_opening and not solver.covers(g)


def test_a_collected_line_holds_each_moves_deep_value_and_the_terms_after_it(tmp_path):
    path = tmp_path / "c.jsonl"
    assert main(["collect", "--into", str(path), "--first-seed", "2000000", "--decisions", "2",
                 "--depth", "1"]) == 0
    lines = [json.loads(x) for x in path.read_text().splitlines()]
    assert len(lines) == 2
    ev = Evaluator(A)
    for line, (seed, ply, g) in zip(lines, sample(A, 2, 2_000_000)):
        assert (line["seed"], line["ply"], line["key"]) == (seed, ply, repr(g.key()))
        want = reference_values(g, "A", 1)
        side = g.side_of_seat(g.current_player())
        assert {tuple(m["action"]): m["ref"] for m in line["moves"]} == pytest.approx(want)
        for m in line["moves"]:
            g.push(tuple(m["action"]))
            if not m.get("over"):
                terms, total = ev.terms(g, side)
                assert m["terms"] == pytest.approx(terms) and m["total"] == pytest.approx(total)
            g.pop()


def test_the_loader_keeps_one_copy_of_a_position_and_only_real_choices(tmp_path):
    names = list(Evaluator(A).weights())
    move = {"terms": {k: 1.0 for k in names}, "total": 10.0}
    rows = [{"key": "1", "moves": [{**move, "ref": 0.2}, {**move, "ref": -0.1}, {"over": True, "ref": 1.0}]},
            {"key": "1", "moves": [{**move, "ref": 0.2}, {**move, "ref": -0.1}]},  # the same position again
            {"key": "2", "moves": [{**move, "ref": 0.3}, {**move, "ref": 0.3}]}]  # no choice: all equal
    path = tmp_path / "c.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    d = load([str(path)], names)
    assert d["groups"] == [(0, 3)]
    assert list(d["y"]) == [0.2, -0.1, 1.0] and list(d["p"]) == pytest.approx([0.6, 0.45, 1.0])
    assert list(d["over"]) == [0.0, 0.0, 1.0]


def test_score_replays_each_decision_and_charges_hards_move_half_the_gap(tmp_path):
    from bench.senet_fit_deep import score
    from game.senet.ai import Player
    path = tmp_path / "c.jsonl"
    main(["collect", "--into", str(path), "--first-seed", "2000000", "--decisions", "2", "--depth", "1"])
    lines = [json.loads(x) for x in path.read_text().splitlines()]
    want = []
    for line, (seed, _, g) in zip(lines, sample(A, 2, 2_000_000)):
        refs = {tuple(m["action"]): m["ref"] for m in line["moves"]}
        if max(refs.values()) - min(refs.values()) > 1e-6:
            want.append((max(refs.values()) - refs[Player("hard", seed).choose(g.copy())]) / 2)
    got = score([str(path)], "A", {}, [2_000_000])
    assert got["decisions"] == len(want) >= 1
    assert got["mean_loss"] == pytest.approx(sum(want) / len(want), abs=1e-5)
    with pytest.raises(ValueError, match="does not replay"):
        score([str(path)], "A", {}, [2_000_001])


def test_a_missing_file_or_bad_eval_is_a_message_not_a_traceback(tmp_path, capsys):
    assert main(["score", "--files", str(tmp_path / "none.jsonl"), "--first-seeds", "1"]) == 2
    assert "none.jsonl" in capsys.readouterr().err
    path = tmp_path / "c.jsonl"
    path.write_text("")
    assert main(["score", "--files", str(path), "--first-seeds", "1", "--eval", "{scale"]) == 2
    assert "bench.senet_fit_deep:" in capsys.readouterr().err
    assert main(["score", "--files", f"{path},{path}", "--first-seeds", "1"]) == 2  # a file with no seed
    assert "one seed a file" in capsys.readouterr().err


def test_score_counts_a_repeated_position_once_as_the_fit_does(tmp_path):
    from bench.senet_fit_deep import score
    path = tmp_path / "c.jsonl"
    main(["collect", "--into", str(path), "--first-seed", "2000000", "--decisions", "2", "--depth", "1"])
    once = score([str(path)], "A", {}, [2_000_000])
    twice = score([str(path), str(path)], "A", {}, [2_000_000, 2_000_000])
    assert twice["decisions"] == once["decisions"] and twice["mean_loss"] == once["mean_loss"]
