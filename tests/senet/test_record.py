"""Senet JSON records: round trip, replay, malformed input -> RecordError."""
import copy
import json
import random

import pytest

from game.senet.record import (RecordError, dumps, load, loads,
                               record_from_game, replay, replay_positions, save)
from game.senet.rules import OFF, Phase, SenetGame, SenetOptions


def played(options, seed=5, actions=400, forced_every=0):
    g = SenetGame(options, seed)
    rng = random.Random(seed)
    positions = [g.position()]
    for i in range(actions):
        if g.phase is Phase.OVER:
            break
        if g.phase is Phase.THROW:
            if forced_every and i % forced_every == 0:
                g.throw(rng.choice(options.throw_values if not options.use_die else (1, 2, 3, 4, 5)))
            else:
                g.throw()
        else:
            g.apply(rng.choice(g.legal_moves()))
        positions.append(g.position())
    return g, positions


OPTS = [SenetOptions.kendall_bell(), SenetOptions.kendall_bell().with_use_die(),
        SenetOptions.hounds_and_jackals(),
        SenetOptions.hounds_and_jackals().with_harsh_captures().with_occupy_30(False)]


@pytest.mark.parametrize("options", OPTS)
def test_record_round_trip_and_replay(options, tmp_path):
    """The record holds the rule set, options, seed and every throw; replaying
    reproduces every position."""
    g, positions = played(options, actions=100_000, forced_every=7)
    assert g.phase is Phase.OVER
    rec = record_from_game(g, meta={"players": ["Ann", "Bob"]})
    text = dumps(rec)
    obj = json.loads(text)
    assert obj["ruleset"] == options.ruleset and obj["seed"] == 5
    assert obj["options"] == options.to_dict()["options"]
    throws = [a for a in obj["actions"] if a["act"] == "throw"]
    assert throws and all((a["sticks"] is None) == options.use_die for a in throws)
    if not options.use_die:
        assert all(len(a["sticks"]) == 4 for a in throws)
    else:
        assert all(a["die_faces"][-1] == a["value"] for a in throws)
    assert obj["result"] == {"winner_side": g.winner, "winner_seat": g.winner_seat}
    rec2 = loads(text)
    assert rec2.meta == {"players": ["Ann", "Bob"]}
    assert replay_positions(rec2) == positions
    assert replay(rec2).position() == g.position()
    p = tmp_path / "game.json"
    save(rec2, p)
    assert replay(load(p)).position() == g.position()


def test_partial_game_record_replays_and_continues_identically():
    """A saved game in progress resumes with the same generator state."""
    options = SenetOptions.hounds_and_jackals()
    g, _ = played(options, seed=11, actions=120)
    h = replay(loads(dumps(record_from_game(g))))
    assert h.position() == g.position()
    for game in (g, h):
        for _ in range(30):
            if game.phase is Phase.OVER:
                break
            if game.phase is Phase.THROW:
                game.throw()
            else:
                game.apply(game.legal_moves()[0])
    assert g.position() == h.position()


def test_bear_off_recorded_as_off():
    g = SenetGame.from_position(SenetOptions.kendall_bell(), {29: 0, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1},
                                borne_off=(4, 0))
    g.throw(2)
    g.apply((29, OFF))
    rec = loads(dumps(record_from_game(g)))
    assert rec.actions[-1]["to"] == "off"
    assert rec.start["houses"][28] == 0 and rec.start["borne_off"] == [4, 0]
    h = replay(rec)   # a custom start (puzzle) replays too
    assert h.position() == g.position() and h.winner == 0


def test_custom_start_malformed():
    g = SenetGame.from_position(SenetOptions.hounds_and_jackals(), {29: 0, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1},
                                borne_off=(4, 0))
    obj = json.loads(dumps(record_from_game(g)))
    for bad in ([], {"houses": []}, dict(obj["start"], houses=[None] * 29),
                dict(obj["start"], borne_off=[0, 0]), dict(obj["start"], current_side=2),
                dict(obj["start"], houses=[2] * 30),
                dict(obj["start"], houses=[None] * 26 + [0] + [None] * 3)):
        o = copy.deepcopy(obj)
        o["start"] = bad
        with pytest.raises(RecordError):
            loads(json.dumps(o))


def base():
    g, _ = played(SenetOptions.kendall_bell(), seed=3, actions=60)
    return json.loads(dumps(record_from_game(g)))


def first(obj, act):
    return next(a for a in obj["actions"] if a["act"] == act)


MUTATIONS = {
    "not-object": lambda o: [1, 2],
    "wrong-format": lambda o: o.update(format="chess"),
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
def test_malformed_records_raise_record_error(name):
    """Loading/replaying any malformed record raises RecordError (a
    ValueError) with a clear message."""
    obj = base()
    out = MUTATIONS[name](obj)
    if out is not None:
        obj = out
    with pytest.raises(RecordError) as info:
        replay(loads(json.dumps(obj)))
    assert isinstance(info.value, ValueError) and str(info.value)


@pytest.mark.parametrize("text", ["", "{", "null", "[]", "42", "\"x\"", b"\xff\xfe",
                                  "[" * 100_000 + "]" * 100_000])
def test_garbage_text_raises_record_error(text):
    with pytest.raises(RecordError):
        loads(text)


def test_die_record_malformed_faces():
    g, _ = played(SenetOptions.kendall_bell().with_use_die(), seed=1, actions=10)
    obj = json.loads(dumps(record_from_game(g)))
    t = first(obj, "throw")
    for faces in ([], [6], [3, 4], [0], ["6"]):
        bad = copy.deepcopy(obj)
        first(bad, "throw").update(die_faces=faces)
        with pytest.raises(RecordError):
            replay(loads(json.dumps(bad)))
    bad = copy.deepcopy(obj)
    first(bad, "throw").update(sticks=[True] * 4)
    with pytest.raises(RecordError):
        loads(json.dumps(bad))
    assert t["die_faces"][-1] == t["value"]


def test_load_missing_file_raises_record_error(tmp_path):
    with pytest.raises(RecordError):
        load(tmp_path / "nope.json")


def test_actions_after_game_over_rejected():
    g, _ = played(SenetOptions.kendall_bell(), seed=2, actions=100_000)
    obj = json.loads(dumps(record_from_game(g)))
    obj["actions"].append({"act": "throw", "seat": 0, "value": 1,
                           "sticks": [True, False, False, False], "die_faces": None})
    with pytest.raises(RecordError, match="over"):
        replay(loads(json.dumps(obj)))
