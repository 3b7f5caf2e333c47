"""JSON records: round trip, replay, and RecordError on malformed input."""

import json

import pytest
from hypothesis import given, settings

from game.pente import record
from game.pente.record import RecordError
from game.pente.rules import Options, PenteGame
from tests.pente.test_properties import choices_st, options_st, random_game


def test_record_fields():
    """"The record stores the variant." (and size, tournament flag, moves)"""
    g = PenteGame(Options(size=15, variant="keryo", tournament=True))
    g.push((7, 7))
    g.push((8, 8))
    d = record.to_dict(g)
    assert d["size"] == 15 and d["variant"] == "keryo" and d["tournament"] is True
    assert d["moves"] == ["H8", "J7"]
    assert d["format"] == "pente-record" and d["version"] == 1
    assert d["result"] is None


@settings(max_examples=50, deadline=None)
@given(options_st, choices_st)
def test_round_trip_replays_the_game(options, choices):
    """Replay reproduces the game (board, captures, outcome, moves)."""
    g = random_game(options, choices)
    text = record.dumps(g)
    h = record.loads(text)
    assert h.state_key() == g.state_key()
    assert h.options == g.options
    assert [r.captured for r in h.history] == [r.captured for r in g.history]


def test_save_and_load_file(tmp_path):
    g = PenteGame.from_moves([(9, 9), (9, 10), (9, 13)])
    p = tmp_path / "game.json"
    record.save(g, p, players={"black": "A", "white": "B"})
    h = record.load(p)
    assert h.state_key() == g.state_key()
    assert json.loads(p.read_text())["players"] == {"black": "A", "white": "B"}


def test_xy_pairs_accepted():
    d = {"size": 19, "variant": "pente", "tournament": True, "moves": [[9, 9], "k9", [0, 0]]}
    g = record.from_dict(d)
    assert g.moves == [(9, 9), (9, 10), (0, 0)]


def test_finished_game_result_round_trip():
    g = PenteGame(Options(size=13, tournament=False))
    for p in [(0, 0), (0, 12), (1, 0), (1, 12), (2, 0), (2, 12), (3, 0), (3, 12), (4, 0)]:
        g.push(p)
    d = record.to_dict(g)
    assert d["result"] == {"winner": 1, "termination": "five"}
    assert record.from_dict(d).outcome() == g.outcome()


GOOD = {"size": 19, "variant": "pente", "tournament": True, "moves": ["K10", "L9"]}


def bad(**changes):
    d = dict(GOOD)
    for k, v in changes.items():
        if v is KeyError:
            d.pop(k)
        else:
            d[k] = v
    return json.dumps(d)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "{",
        "[1, 2]",
        "null",
        '"K10"',
        b"\xff\xfe\x00",
        bad(size=KeyError),
        bad(variant=KeyError),
        bad(tournament=KeyError),
        bad(moves=KeyError),
        bad(size=17),
        bad(size="19"),
        bad(size=19.0),
        bad(size=True),
        bad(variant="renju"),
        bad(variant=None),
        bad(tournament="yes"),
        bad(tournament=1),
        bad(moves="K10 L9"),
        bad(moves={"1": "K10"}),
        bad(moves=["K10", "I9"]),  # bad token
        bad(moves=["K10", "Z9"]),
        bad(moves=["K10", 5]),
        bad(moves=["K10", [1]]),
        bad(moves=["K10", [1, 2, 3]]),
        bad(moves=["K10", [True, 2]]),
        bad(moves=["K10", [-1, 2]]),  # off board
        bad(moves=["A1"]),  # tournament: first stone not centre
        bad(moves=["K10", "L9", "L11"]),  # tournament: inside box
        bad(moves=["K10", "K10"]),  # occupied
        bad(format="chess"),
        bad(version=2),
        bad(result={"winner": 1, "termination": "five"}),  # game not finished
        bad(result="black"),
    ],
)
def test_malformed_records_raise_record_error(text):
    """Any malformed input or illegal move raises RecordError (a ValueError)."""
    with pytest.raises(RecordError) as ei:
        record.loads(text)
    assert isinstance(ei.value, ValueError)
    assert str(ei.value)


def test_illegal_move_message_names_move():
    with pytest.raises(RecordError, match=r"move 3 \(L11\).*Tournament"):
        record.loads(bad(moves=["K10", "L9", "L11"]))
    with pytest.raises(RecordError, match="'I9'"):
        record.loads(bad(moves=["K10", "I9"]))


def test_moves_after_game_over_rejected():
    moves = ["A13", "A1", "B13", "B1", "C13", "C1", "D13", "D1", "E13", "E1"]
    d = {"size": 13, "variant": "pente", "tournament": False, "moves": moves}
    with pytest.raises(RecordError, match="move 10.*over"):
        record.from_dict(d)


def test_result_mismatch_rejected():
    moves = ["A13", "A1", "B13", "B1", "C13", "C1", "D13", "D1", "E13"]
    d = {"size": 13, "variant": "pente", "tournament": False, "moves": moves}
    assert record.from_dict(d).outcome().winner == 1
    with pytest.raises(RecordError):
        record.from_dict({**d, "result": {"winner": 2, "termination": "five"}})
    with pytest.raises(RecordError):
        record.from_dict({**d, "result": None})


def test_missing_file():
    with pytest.raises(RecordError):
        record.load("/nonexistent/definitely/not/here.json")
