"""Version-1 Senet records ("senet-record") still load, through the one loader of game.core.records.

The files in data/ were written by the version-1 client (its record.py), with
the final position it reached stored in meta for these tests. Loading goes
through ``codec.upgrade``, which keeps the v1 checks (seats, move kinds, an
unforced throw must match the seed), and then through the envelope's replay.
"""
import copy
import json
from pathlib import Path

import pytest

from game.core import records
from game.core.records import RecordError
from game.senet import codec
from game.senet.rules import State

DATA = Path(__file__).parent / "data"
FILES = sorted(p.name for p in DATA.glob("v1_*.json"))


def v1(name: str) -> dict:
    return json.loads((DATA / name).read_text())


def final_position(obj: dict) -> tuple:
    p = obj["meta"]["final_position_for_tests"]
    return (p[0], tuple(p[1]), tuple(p[2]), p[3], p[4], None if p[5] is None else tuple(p[5]), p[6], p[7], p[8])


@pytest.mark.parametrize("name", FILES)
def test_v1_files_load_and_replay_to_the_same_position(name, tmp_path):
    """Replaying a record reproduces the game exactly; the record holds the rule set, options, seed and every throw."""
    obj = v1(name)
    rec = records.loads(json.dumps(obj))
    assert rec.game == "senet" and rec.options["ruleset"] == obj["ruleset"]
    assert len(rec.actions) == len(obj["actions"])
    state = rec.replay()
    assert state.position() == final_position(obj)
    if obj["result"] is not None:
        out = state.outcome()
        assert out.winner == obj["result"]["winner_seat"] and state.winner == obj["result"]["winner_side"]
        assert rec.result == out.to_json()
    # and the upgraded record saves and loads as version 2
    path = tmp_path / "again.json"
    records.save(path, rec)
    again = records.load(path)
    assert again == rec and json.loads(path.read_text())["version"] == 2


def test_a_v1_game_in_progress_continues_from_its_position():
    rec = records.loads((DATA / "v1_kendall_bell_60.json").read_text())
    state = rec.replay()
    assert state.seed == rec.seed and state.outcome() is None
    assert isinstance(State.from_json(state.to_json()), State)


def test_v1_custom_start_becomes_the_envelope_start():
    rec = records.loads((DATA / "v1_hounds_and_jackals_start.json").read_text())
    assert rec.start is not None and rec.start["borne_off"] == [4, 0]
    assert rec.replay().outcome().winner == 0


def test_custom_start_malformed():
    obj = v1("v1_hounds_and_jackals_start.json")
    for bad in ([], {"houses": []}, dict(obj["start"], houses=[None] * 29),
                dict(obj["start"], borne_off=[0, 0]), dict(obj["start"], current_side=2),
                dict(obj["start"], houses=[2] * 30),
                dict(obj["start"], houses=[None] * 26 + [0] + [None] * 3)):
        o = copy.deepcopy(obj)
        o["start"] = bad
        with pytest.raises(RecordError):
            records.loads(json.dumps(o))


def first(obj, act):
    return next(a for a in obj["actions"] if a["act"] == act and not a.get("forced"))


MUTATIONS = {
    "wrong-version": lambda o: o.update(version=99),
    "unknown-field": lambda o: o.update(extra=1),
    "bad-ruleset": lambda o: o.update(ruleset="C"),
    "options-not-object": lambda o: o.update(options=[]),
    "option-not-bool": lambda o: o["options"].update(traps=1),
    "option-of-other-ruleset": lambda o: o["options"].update(harsh_captures=True),
    "unknown-option": lambda o: o["options"].update(flying=True),
    "seed-missing": lambda o: o.pop("seed"),
    "seed-string": lambda o: o.update(seed="5"),
    "seed-bool": lambda o: o.update(seed=True),
    "seed-negative": lambda o: o.update(seed=-1),
    "seed-huge": lambda o: o.update(seed=10 ** 3000),
    "actions-not-list": lambda o: o.update(actions={}),
    "action-not-object": lambda o: o["actions"].insert(0, "throw"),
    "action-bad-act": lambda o: o["actions"][0].update(act="jump"),
    "action-bad-seat": lambda o: o["actions"][0].update(seat=2),
    "wrong-seat": lambda o: o["actions"][0].update(seat=1),
    "sticks-short": lambda o: first(o, "throw").update(sticks=[True, False]),
    "sticks-not-bool": lambda o: first(o, "throw").update(sticks=[1, 0, 0, 0]),
    "value-mismatch": lambda o: first(o, "throw").update(value=first(o, "throw")["value"] % 5 + 1),
    "die-faces-in-sticks-game": lambda o: first(o, "throw").update(die_faces=[3]),
    "tampered-throw": lambda o: first(o, "throw").update(
        sticks=[not s for s in first(o, "throw")["sticks"]],
        value=(sum(not s for s in first(o, "throw")["sticks"]) or 5)),
    "move-from-bad-house": lambda o: first(o, "move").update(**{"from": 0}),
    "move-to-bad": lambda o: first(o, "move").update(to="far"),
    "illegal-move": lambda o: first(o, "move").update(to=30),
    "wrong-kind": lambda o: first(o, "move").update(kind="swap-ish"),
    "move-instead-of-throw": lambda o: o["actions"].insert(0, {"act": "move", "seat": 0, "from": 1, "to": 2}),
    "two-throws": lambda o: o["actions"].insert(1, dict(o["actions"][0])),
    "bad-result": lambda o: o.update(result={"winner_side": 3, "winner_seat": 0}),
    "false-result": lambda o: o.update(result={"winner_side": 0, "winner_seat": 0}),
    "meta-not-object": lambda o: o.update(meta=[]),
}


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_malformed_v1_records_raise_record_error(name):
    """Loading any malformed v1 record raises RecordError with a sentence."""
    obj = v1("v1_kendall_bell_60.json")
    MUTATIONS[name](obj)
    with pytest.raises(RecordError) as info:
        records.loads(json.dumps(obj))
    assert str(info.value)
    with pytest.raises(RecordError):
        codec.upgrade(obj)


def test_die_record_malformed_faces():
    obj = v1("v1_die_40.json")
    for faces in ([], [6], [3, 4], [0], ["6"]):
        bad = copy.deepcopy(obj)
        first(bad, "throw").update(die_faces=faces)
        with pytest.raises(RecordError):
            records.loads(json.dumps(bad))
    bad = copy.deepcopy(obj)
    first(bad, "throw").update(sticks=[True] * 4)
    with pytest.raises(RecordError):
        records.loads(json.dumps(bad))


def test_actions_after_game_over_rejected():
    obj = v1("v1_kendall_bell_full.json")
    obj["actions"].append({"act": "throw", "seat": 0, "value": 1,
                           "sticks": [True, False, False, False], "die_faces": None})
    with pytest.raises(RecordError, match="after the end"):
        records.loads(json.dumps(obj))


def test_v2_actions_are_values_and_house_pairs():
    """The envelope's actions: a throw is its value, a move [from, to] with "off" for bearing off."""
    rec = records.loads((DATA / "v1_kendall_bell_full.json").read_text())
    assert all(type(a) is int or (type(a) is list and len(a) == 2) for a in rec.actions)
    assert ["off" in a for a in rec.actions if type(a) is list].count(True) == 5 + rec.result["scores"][0]
