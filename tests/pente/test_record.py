"""Pente records go through the shared record (game.core.records): round trip, files, and v1 files via the codec."""

import json

import pytest
from hypothesis import given, settings

from game.core import records
from game.core.match import Match
from game.core.records import RecordError
from game.pente.rules import Options, State
from tests.pente.test_properties import choices_st, near_moves, options_st


def played(options, points) -> Match:
    m = Match.new("pente", options)
    for p in points:
        m.play(p)
    return m


def random_match(options, choices) -> Match:
    m = Match.new("pente", options)
    for c in choices:
        if m.over:
            break
        cand = near_moves(m.state)
        if not cand:
            break
        m.play(cand[c % len(cand)])
    return m


FIVE_13 = [(0, 0), (0, 12), (1, 0), (1, 12), (2, 0), (2, 12), (3, 0), (3, 12), (4, 0)]


def test_record_fields():
    """"The record stores the variant." (and size, tournament flag, moves)"""
    m = played(Options(size=15, variant="keryo", tournament=True), [(7, 7), (8, 8)])
    d = m.record().to_json()
    assert d["format"] == records.FORMAT and d["version"] == records.VERSION and d["game"] == "pente"
    assert d["options"] == {"size": 15, "variant": "keryo", "tournament": True}
    assert d["actions"] == [[7, 7], [8, 8]]
    assert d["start"] is None and d["result"] is None
    assert d["meta"]["players"] == ["human", "human"]


@settings(max_examples=50, deadline=None)
@given(options_st, choices_st)
def test_round_trip_replays_the_game(options, choices):
    """Replay reproduces the game (board, captures, outcome, moves)."""
    m = random_match(options, choices)
    again = records.loads(records.dumps(m.record()))
    h = again.replay()
    g = m.state
    assert h.state_key() == g.state_key() and h.key() == g.key()
    assert h.options == g.options and h.outcome() == g.outcome()
    assert [r.captured for r in h.history] == [r.captured for r in g.history]
    assert Match.from_record(again).actions == m.actions


def test_save_and_load_file(tmp_path):
    m = played(Options(), [(9, 9), (9, 10), (9, 13)])
    m.seats = ("human", "hard")
    p = tmp_path / "game.json"
    records.save(p, m.record())
    back = Match.from_record(records.load(p))
    assert back.state.state_key() == m.state.state_key()
    assert back.seats == ("human", "hard")
    assert json.loads(p.read_text())["meta"]["players"] == ["human", "hard"]
    assert [q.name for q in tmp_path.iterdir()] == ["game.json"]


def test_finished_game_result_round_trip():
    m = played(Options(size=13, tournament=False), FIVE_13)
    d = m.record().to_json()
    assert d["result"] == {"winner": 0, "termination": "five", "scores": [0, 0]}
    rec = records.loads(json.dumps(d))
    assert rec.replay().outcome() == m.state.outcome()
    assert Match.from_record(rec).over
    with pytest.raises(RecordError, match="result does not match"):
        records.loads(json.dumps({**d, "result": {"winner": 1, "termination": "five", "scores": [0, 0]}}))


# ----- version 1 ("pente-record") files ---------------------------------------------------

V1 = {
    "format": "pente-record",
    "version": 1,
    "size": 19,
    "variant": "pente",
    "tournament": True,
    "moves": ["K10", "L9", "O10", [12, 9]],
    "result": None,
    "players": ["human", "human"],
}


def test_a_v1_file_loads_and_replays(tmp_path):
    p = tmp_path / "old.json"
    p.write_text(json.dumps(V1))
    rec = records.load(p)
    assert rec.game == "pente" and rec.options == {"size": 19, "variant": "pente", "tournament": True}
    assert rec.actions == ([9, 9], [10, 10], [13, 9], [12, 9])
    m = Match.from_record(rec)
    assert m.state.moves == [(9, 9), (10, 10), (13, 9), (12, 9)] and not m.over
    assert p.read_text() == json.dumps(V1), "loading never changes the file"
    # a loaded v1 game plays on and saves as a version-2 record
    m.play((0, 0))
    out = tmp_path / "new.json"
    records.save(out, m.record())
    assert json.loads(out.read_text())["version"] == records.VERSION
    assert Match.from_record(records.load(out)).state.state_key() == m.state.state_key()


def test_a_finished_v1_file_loads_with_the_replayed_result():
    d = {"format": "pente-record", "version": 1, "size": 13, "variant": "pente", "tournament": False,
         "moves": ["A13", "A1", "B13", "B1", "C13", "C1", "D13", "D1", "E13"],
         "result": {"winner": 1, "termination": "five"}}
    state = records.loads(json.dumps(d)).replay()
    assert state.outcome().winner == 0 and state.outcome().termination == "five"
    assert state.winning_line == [(x, 0) for x in range(5)]


def test_a_v1_result_must_match_the_moves():
    """Version 1 promised it: a result that is given is what the replay produces."""
    moves = ["A13", "A1", "B13", "B1", "C13", "C1", "D13", "D1", "E13"]
    d = {"format": "pente-record", "version": 1, "size": 13, "variant": "pente", "tournament": False, "moves": moves}
    assert records.loads(json.dumps(d)).replay().outcome().winner == 0, "no result: read from the moves"
    records.loads(json.dumps({**d, "result": {"winner": 1, "termination": "five"}}))
    for wrong in ({"winner": 2, "termination": "five"}, {"winner": 1, "termination": "captures"}, None):
        with pytest.raises(RecordError, match="result does not match"):
            records.loads(json.dumps({**d, "result": wrong}))


def v1(**changes) -> str:
    d = dict(V1)
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
        v1(size=17),
        v1(size="19"),
        v1(size=19.0),
        v1(size=True),
        v1(variant="renju"),
        v1(variant=None),
        v1(tournament="yes"),
        v1(tournament=1),
        v1(moves="K10 L9"),
        v1(moves={"1": "K10"}),
        v1(moves=["K10", "I9"]),  # bad token
        v1(moves=["K10", "Z9"]),
        v1(moves=["K10", 5]),
        v1(moves=["K10", [1]]),
        v1(moves=["K10", [1, 2, 3]]),
        v1(moves=["K10", [True, 2]]),
        v1(moves=["K10", [-1, 2]]),  # off board
        v1(moves=["A1"]),  # tournament: first stone not centre
        v1(moves=["K10", "L9", "L11"]),  # tournament: inside box
        v1(moves=["K10", "K10"]),  # occupied
        v1(format="chess"),
        v1(version=2),
        v1(result={"winner": 1, "termination": "five"}),  # game not finished
        v1(result="black"),
        v1(result={"winner": 3, "termination": "five"}),
        v1(result={"winner": True, "termination": "five"}),
        v1(result={"winner": 1, "termination": "resigned"}),
        v1(size=13, tournament=False, moves=["A13", "A1", "B13", "B1", "C13", "C1", "D13", "D1", "E13", "E1"]),
    ],
)
def test_malformed_records_raise_record_error(text):
    """Any malformed input or illegal move raises RecordError (a ValueError) with a sentence."""
    with pytest.raises(RecordError) as ei:
        records.loads(text)
    assert isinstance(ei.value, ValueError)
    assert str(ei.value)


def test_illegal_move_message_names_the_move_and_the_rule():
    with pytest.raises(RecordError, match=r"Action 3 of the Pente record.*Tournament"):
        records.loads(v1(moves=["K10", "L9", "L11"]))
    with pytest.raises(RecordError, match=r"Move 2 of the Pente record"):
        records.loads(v1(moves=["K10", "I9"]))
    with pytest.raises(RecordError, match=r"Action 10 .*over"):
        records.loads(v1(size=13, tournament=False,
                         moves=["A13", "A1", "B13", "B1", "C13", "C1", "D13", "D1", "E13", "E1"]))


def test_a_v2_pente_record_with_a_bad_action_or_start_is_refused():
    good = played(Options(), [(9, 9)]).record().to_json()
    for bad in ({**good, "actions": [[9, 9], [9, 9]]}, {**good, "actions": [[19, 0]]},
                {**good, "actions": [["K", 10]]}, {**good, "start": {"board": []}}):
        with pytest.raises(RecordError):
            records.loads(json.dumps(bad))


def test_a_game_from_a_position_round_trips():
    start = State.from_json({"options": {"size": 13, "variant": "pente", "tournament": False},
                             "board": ["." * 13] * 6 + [".....xoo.....", *["." * 13] * 6],
                             "to_move": 1, "captured": [0, 0]})
    m = Match.from_state(start)
    m.play((4, 6))
    m.play((8, 6))  # Black flanks the pair: a capture
    assert m.state.captured[1] == 2
    rec = records.loads(records.dumps(m.record()))
    assert rec.start is not None and rec.replay().state_key() == m.state.state_key()


def test_missing_file():
    with pytest.raises(RecordError):
        records.load("/nonexistent/definitely/not/here.json")
