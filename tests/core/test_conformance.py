"""Every registered game, every options preset, through the protocol only.

Seeded random playouts check the contract that computer players, records,
puzzles and the viewer rely on: ``pop()`` restores ``key()`` and
``to_json()`` exactly after every push; ``copy()`` is independent both
ways; chance outcomes are a probability distribution over the legal
actions; a position survives JSON with the same key; the outcome and
``current_player()`` agree; and a record of the game replays to the same
end. Each playout first runs a random number of unchecked actions, so the
checked window falls early, in the middle or at the end of a game.
"""
from __future__ import annotations

import random

import pytest

from game.core import records, registry
from game.core.protocol import CHANCE, SEATS, TERMINAL, GameState

PLAYOUTS = 200
CHECKED = 24          # actions checked in full per playout
MAX_ACTIONS = 1_500   # a playout stops here even if the game has not ended


GAMES = registry.games()


def _cases():
    for spec in GAMES:
        for name, options in spec.presets().items():
            yield pytest.param(spec, options, id=f"{spec.id}-{name}")


def _pick(state, rng: random.Random):
    if state.current_player() == CHANCE:
        outcomes = state.chance_outcomes()
        r = rng.random()
        acc = 0.0
        for action, p in outcomes:
            acc += p
            if r < acc:
                return action
        return outcomes[-1][0]
    return rng.choice(list(state.legal_actions()))


def _check_position(spec, state) -> None:
    player = state.current_player()
    outcome = state.outcome()
    legal = list(state.legal_actions())
    if outcome is None:
        assert player in (*SEATS, CHANCE)
        assert legal, "a game that goes on must offer an action"
        assert len(set(legal)) == len(legal), "legal actions are listed once each"
    else:
        assert player == TERMINAL
        assert legal == []
        assert outcome.winner in (0, 1, None)
        assert outcome.termination in spec.terminations
        assert len(outcome.scores) == 2
    if player == CHANCE:
        outcomes = state.chance_outcomes()
        assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
        assert all(p > 0 for _, p in outcomes)
        assert {a for a, _ in outcomes} == set(legal)
    else:
        assert list(state.chance_outcomes()) == []
    again = spec.state_from_json(state.to_json())
    assert again.key() == state.key(), "equal positions must have equal keys however reached"
    assert again.to_json() == state.to_json()


def _check_push_pop(state, action) -> None:
    key, snap = state.key(), state.to_json()
    json_action = state.action_to_json(action)
    assert state.action_from_json(json_action) == action
    state.push(action)
    assert state.pop() == action
    assert state.key() == key and state.to_json() == snap, "pop() must restore the position exactly"


def _check_copy_independent(state, rng: random.Random) -> None:
    key, snap = state.key(), state.to_json()
    twin = state.copy()
    assert twin.key() == key and twin.to_json() == snap
    for _ in range(8):
        if twin.outcome() is not None:
            break
        twin.push(_pick(twin, rng))
    assert state.key() == key and state.to_json() == snap, "playing on a copy changed the original"
    if state.outcome() is None:
        twin_key, twin_snap = twin.key(), twin.to_json()
        action = _pick(state, rng)
        state.push(action)
        assert twin.key() == twin_key and twin.to_json() == twin_snap, "playing on the original changed its copy"
        state.pop()


@pytest.mark.parametrize("spec, options", list(_cases()))
def test_random_playouts_keep_the_protocol(spec, options):
    for n in range(PLAYOUTS):
        rng = random.Random(f"{spec.id}-{n}")
        state = spec.new(options, seed=n)
        assert isinstance(state, GameState)
        start_key = state.key()
        played = []
        skip = rng.randrange(0, 400) if n % 4 else 0
        while state.outcome() is None and len(played) < min(skip, MAX_ACTIONS):
            action = _pick(state, rng)
            state.push(action)
            played.append(action)
        checked = 0
        if n % 10 == 0:
            _check_copy_independent(state, rng)
        while state.outcome() is None and checked < CHECKED and len(played) < MAX_ACTIONS:
            _check_position(spec, state)
            action = _pick(state, rng)
            _check_push_pop(state, action)
            state.push(action)
            played.append(action)
            checked += 1
        _check_position(spec, state)
        if n % 10 == 5:
            _check_copy_independent(state, rng)
        if n % 20 == 0:
            _check_record_round_trip(state, played)
            # pop all the way back: the start comes back exactly
            for _ in played:
                state.pop()
            assert state.key() == start_key


def _check_record_round_trip(state, played) -> None:
    record = records.record_of(state, None, played, meta={"players": ["human", "human"]})
    again = records.loads(records.dumps(record))
    replayed = again.replay()
    assert replayed.to_json() == state.to_json()
    assert replayed.key() == state.key()
    assert replayed.outcome() == state.outcome()


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
def test_playouts_reach_the_end_and_record_the_result(spec):
    """Whole random games end, and the record of a finished game carries its outcome."""
    options = next(iter(spec.presets().values()))
    ended = 0
    for n in range(3):
        rng = random.Random(f"end-{spec.id}-{n}")
        state = spec.new(options, seed=n)
        played = []
        while state.outcome() is None and len(played) < 20_000:
            action = _pick(state, rng)
            state.push(action)
            played.append(action)
        if state.outcome() is None:
            continue
        ended += 1
        record = records.record_of(state, None, played)
        assert record.result == state.outcome().to_json()
        assert records.loads(records.dumps(record)).replay().outcome() == state.outcome()
    assert ended >= 1, "random play should finish at least one game"


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
def test_options_round_trip_and_reject_nonsense(spec):
    Options = spec.options_type
    for options in spec.presets().values():
        assert Options.from_dict(options.to_dict()) == options
    with pytest.raises(ValueError):
        Options.from_dict({"no such option": 1})


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
def test_a_game_started_from_a_position_replays_from_that_position(spec):
    rng = random.Random(spec.id)
    state = spec.new(None, seed=7)
    for _ in range(12):
        state.push(_pick(state, rng))
    start = state.to_json()
    begun = spec.state_from_json(start)
    played = []
    for _ in range(6):
        if begun.outcome() is not None:
            break
        action = _pick(begun, rng)
        begun.push(action)
        played.append(action)
    record = records.record_of(begun, start, played)
    again = records.loads(records.dumps(record))
    assert again.start == start
    assert again.replay().to_json() == begun.to_json()
