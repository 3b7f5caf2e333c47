"""One record loader for every game: valid records replay, anything else is one clear RecordError."""
from __future__ import annotations

import functools
import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import records, registry
from game.core.match import Match
from game.core.protocol import CHANCE
from game.core.records import RecordError

def _play(game_id: str, n: int, seed: int = 3) -> Match:
    rng = random.Random(seed)
    m = Match.new(game_id, seed=seed)
    for _ in range(n):
        if m.over:
            break
        if m.to_play() == CHANCE:
            m.throw()
        else:
            m.play(rng.choice(list(m.state.legal_actions())))
    return m


@pytest.fixture
def game_record(toy) -> dict:
    """The envelope checks are the same for every game; the toy game keeps them independent of the real ones."""
    return _play("toy", 30).record().to_json()


def test_a_match_record_replays_to_the_same_position(game_record):
    again = records.loads(json.dumps(game_record))
    assert again.to_json() == game_record
    m = Match.from_record(again)
    assert m.state.to_json() == again.replay().to_json()
    assert len(m.actions) == len(game_record["actions"])


@pytest.mark.parametrize("game_id", ["senket", "senet", "pente"])
def test_the_thinking_worker_replays_a_record_once_and_thinks_on_its_last_position(game_id, monkeypatch):
    # at every computer move the worker reads the match's record; the check is a replay, and its last
    # position is the one to think about (it used to replay a second time: ~10 ms on a long Senket game)
    from game.core import thinking
    match = _play(game_id, 40, seed=5)
    if match.to_play() == CHANCE:
        match.throw()                       # the computer is asked when a seat is to move
    data = match.record().to_json()
    want = records.from_json(data).replay()
    replays = []
    real = records.Record._replay
    monkeypatch.setattr(records.Record, "_replay", lambda self, upto=None: replays.append(upto) or real(self, upto))
    record, state = records.checked(data)
    assert replays == [None] and state.to_json() == want.to_json()
    assert record.summary[1] == state.outcome() and replays == [None], "the summary is the same replay's"
    replays.clear()
    assert thinking.answer({"record": data, "level": "easy", "seed": 1}) in [
        state.action_to_json(a) for a in state.legal_actions()]
    assert replays == [None]


def test_save_then_load_round_trip_leaves_no_temp_file(game_record, tmp_path):
    rec = records.from_json(game_record)
    path = tmp_path / "game.json"
    records.save(path, rec)
    assert records.load(path) == rec
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


@pytest.mark.parametrize("text", [
    "[" * 100_000 + "]" * 100_000,
    '{"a":' * 100_000 + "1" + "}" * 100_000,
    '{"format": "senket-senet-pente/record", "version": 2, "seed": 1' + "0" * 5000 + "}",
    "",
    "null",
    "not json at all",
    '"a string"',
    "\udcff",
])
def test_hostile_text_gives_one_clear_error(text, toy):
    with pytest.raises(RecordError):
        records.loads(text)


def test_invalid_utf8_and_oversized_files_are_refused(tmp_path):
    with pytest.raises(RecordError, match="UTF-8"):
        records.loads(b"\xff\xfe\x00garbage")
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (records.MAX_BYTES + 1))
    with pytest.raises(RecordError, match="too large"):
        records.load(big)
    with pytest.raises(RecordError, match="Could not read"):
        records.load(tmp_path / "missing.json")


@pytest.mark.parametrize("field, value, message", [
    ("version", 3, "version 3"),
    ("version", "2", "version"),
    ("version", True, "version"),
    ("game", "chess", "unknown game"),
    ("game", ["pente"], "unknown game"),
    ("options", [], "options"),
    ("options", {"no such option": 1}, "options"),
    ("seed", -1, "seed"),
    ("seed", 10 ** 3000, "seed"),
    ("seed", 1.5, "seed"),
    ("seed", True, "seed"),
    ("start", [1, 2], "start"),
    ("start", {"nonsense": True}, "start"),
    ("actions", {"0": 1}, "actions"),
    ("actions", [["not", "an", "action", 99]], "Action 1"),
    ("result", {"winner": 0}, "result"),
    ("result", {"winner": True, "termination": "x", "scores": []}, "winner"),
    ("result", {"winner": 0, "termination": "resigned-by-cat", "scores": [0, 0]}, "ending"),
    ("meta", "me", "meta"),
    ("extra", 1, "field"),
])
def test_each_bad_field_is_named(game_record, field, value, message):
    bad = dict(game_record)
    bad[field] = value
    with pytest.raises(RecordError, match=message):
        records.loads(json.dumps(bad))


def test_a_result_the_moves_do_not_produce_is_refused(game_record):
    bad = dict(game_record, result={"winner": 0, "termination": registry.get(game_record["game"]).terminations[0],
                                    "scores": [0, 0]})
    with pytest.raises(RecordError, match="result"):
        records.loads(json.dumps(bad))


def test_a_truncated_action_list_still_loads_and_a_shuffled_one_does_not(toy):
    rec = {"format": records.FORMAT, "version": 2, "game": "toy", "options": {}, "seed": None, "start": None,
           "actions": [2, "no_extra", 1, "extra", 2], "result": None, "meta": {}}
    rec["actions"] = rec["actions"][:3]
    assert len(records.loads(json.dumps(rec)).actions) == 3
    rec["actions"] = [2, 1]  # a move where the coin is due: illegal
    with pytest.raises(RecordError, match="Action 2"):
        records.loads(json.dumps(rec))


def test_loading_never_changes_the_file(tmp_path, toy):
    path = tmp_path / "broken.json"
    path.write_text('{"format": "senket-senet-pente/record", "version": 9}')
    os.utime(path, (1_000_000, 1_000_000))
    before = path.read_bytes()
    with pytest.raises(RecordError):
        records.load(path)
    assert path.read_bytes() == before and path.stat().st_mtime == 1_000_000


_json = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                     lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
                     max_leaves=12)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(field=st.sampled_from(["version", "game", "options", "seed", "start", "actions", "result", "meta"]),
       value=_json, game=st.sampled_from([s.id for s in registry.games() if hasattr(s.rules, "State")] + ["toy"]))
def test_fuzzed_fields_are_refused_with_a_sentence_or_round_trip(field, value, game, toy):
    """A fuzzed field is either refused with a sentence a player can read, or accepted as a record that
    saves and loads back to the same record and replays to the same end."""
    rec = _fuzz_base(game)
    bad = dict(rec, **{field: value})
    try:
        record = records.loads(json.dumps(bad))
    except RecordError as exc:
        sentence = str(exc)
        assert sentence and sentence[0].isupper() and "Traceback" not in sentence and len(sentence) < 400, sentence
        return
    again = records.loads(records.dumps(record))
    fields = ("game", "options", "seed", "start", "actions", "result", "meta")
    assert [getattr(again, f) for f in fields] == [getattr(record, f) for f in fields]
    assert again.replay().key() == record.replay().key()
    (turns, outcome), (turns_again, outcome_again) = record.summary, again.summary
    assert turns_again == turns and (outcome_again and outcome_again.to_json()) == (outcome and outcome.to_json())


@functools.lru_cache(maxsize=None)
def _fuzz_base_cached(game: str) -> str:
    return json.dumps(_play(game, 12, seed=11).record().to_json())


def _fuzz_base(game: str) -> dict:
    return json.loads(_fuzz_base_cached(game))
