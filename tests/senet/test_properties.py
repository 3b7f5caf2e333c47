"""Hypothesis properties of the Senet engine: invariants, determinism,
record replay and termination."""
import random

from hypothesis import HealthCheck, given, settings, strategies as st

from game.core import records
from game.core.protocol import CHANCE
from tests.senet.helpers import apply, throw
from game.senet.rules import Phase, State, Options

ALL_OPTIONS = Options.all_combinations("A") + Options.all_combinations("B")

options_st = st.sampled_from(ALL_OPTIONS)
seed_st = st.integers(min_value=0, max_value=2**63 - 1)
SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def check_invariants(g: State) -> None:
    b = g.board
    assert len(b) == 31 and b[0] is None
    for s in (0, 1):
        # five counters per side, on the board or borne off, always
        assert b.count(s) + g.borne_off[s] == 5
    # never two counters on one house: the board maps each house to one
    # owner, so count occupied houses against counters on board
    assert sum(1 for o in b[1:] if o is not None) == 10 - sum(g.borne_off)
    assert all(o in (None, 0, 1) for o in b)
    if g.phase is Phase.MOVE:
        assert g.legal_moves()
    if g.winner is not None:
        assert g.phase is Phase.OVER and g.borne_off[g.winner] == 5


def play(options, seed, choices, forced, limit=400):
    """Play up to ``limit`` actions: throws random (or forced from
    ``forced``), moves chosen by ``choices``; returns game and positions."""
    g = State(options, seed)
    positions = [g.position()]
    ci = fi = 0
    for _ in range(limit):
        if g.phase is Phase.OVER:
            break
        if g.phase is Phase.THROW:
            f = None
            if forced and fi < len(forced) and forced[fi] is not None:
                f = forced[fi]
            fi += 1
            if f is not None and f not in options.throw_values:
                f = 5 if f == 6 else 6 if f == 5 else f  # A<->B zero value
            if options.ruleset == "A" and options.use_die and isinstance(f, int) and f > 5:
                f = 5
            throw(g, f)
        else:
            ms = g.legal_moves()
            c = choices[ci % len(choices)] if choices else 0
            ci += 1
            apply(g, ms[c % len(ms)])
        check_invariants(g)
        positions.append(g.position())
    return g, positions


@SETTINGS
@given(options_st, seed_st, st.lists(st.integers(0, 50), max_size=60),
       st.lists(st.one_of(st.none(), st.sampled_from([1, 2, 3, 4, 5, 6])), max_size=40))
def test_five_counters_per_side_and_one_per_house(options, seed, choices, forced):
    """Five counters per side, on the board or borne off, always; never two
    counters on one house."""
    play(options, seed, choices, forced)


@SETTINGS
@given(options_st, seed_st, st.lists(st.integers(0, 50), max_size=60),
       st.lists(st.one_of(st.none(), st.sampled_from([1, 2, 3, 4, 5, 6])), max_size=40))
def test_replaying_a_record_reproduces_every_position(options, seed, choices, forced):
    """Replaying a record reproduces every position."""
    g, positions = play(options, seed, choices, forced, limit=300)
    rec = records.loads(records.dumps(records.record_of(g, None, g.history())))
    h = rec.start_state()
    again = [h.position()]
    for a in rec.actions:
        h.push(h.action_from_json(a))
        again.append(h.position())
    assert again == positions
    assert h.to_json() == g.to_json() and h.key() == g.key()


@SETTINGS
@given(options_st, seed_st, st.lists(st.integers(0, 50), max_size=60), st.integers(0, 300))
def test_pop_undoes_push_exactly_and_keys_follow_positions(options, seed, choices, steps):
    """pop() restores the position, its key and its JSON exactly, all the way back;
    a position read back from JSON has the same key as the one it was written from."""
    g, _ = play(options, seed, choices, [], limit=steps)
    seen = {}
    snapshots = []
    h = g.copy()
    for a in reversed(g.history()):
        snapshots.append((h.key(), h.to_json(), h.position()))
        assert State.from_json(h.to_json()).key() == h.key()
        assert seen.setdefault(h.position(), h.key()) == h.key(), "one key per position"
        assert h.pop() == a
    assert h.to_json() == State(options, seed).to_json() and h.key() == State(options, seed).key()
    for a, (key, snap, _) in zip(g.history(), reversed(snapshots)):
        h.push(a)
        assert h.key() == key and h.to_json() == snap


@SETTINGS
@given(options_st, seed_st, st.lists(st.integers(0, 50), max_size=60),
       st.integers(0, 200))
def test_legal_moves_deterministic(options, seed, choices, steps):
    """A move list for a position and throw is deterministic and complete."""
    g, _ = play(options, seed, choices, [], limit=steps)
    if g.phase is Phase.MOVE:
        ms = g.legal_moves()
        assert ms == g.legal_moves() == g.copy().legal_moves()
        assert ms == g.legal_moves_for(g.last_throw.value)
        assert ms == sorted(ms, key=lambda m: (m.from_house, m.to_house))
        # each move applies cleanly to a copy and keeps the invariants
        for m in ms:
            h = g.copy()
            apply(h, m)
            check_invariants(h)
    else:
        for v, _ in g.chance_outcomes():
            if g.current_side is not None:
                assert g.legal_moves_for(v) == g.copy().legal_moves_for(v)


@settings(max_examples=25, deadline=None)
@given(options_st, seed_st)
def test_game_always_terminates_with_a_winner(options, seed):
    """A game always terminates (bounded random playouts end with a winner)."""
    g = State(options, seed)
    rng = random.Random(seed)
    for _ in range(200_000):
        if g.phase is Phase.OVER:
            break
        if g.phase is Phase.THROW:
            throw(g)
        else:
            apply(g, rng.choice(g.legal_moves()))
    assert g.winner in (0, 1)
    check_invariants(g)


@settings(max_examples=30, deadline=None)
@given(options_st, seed_st, st.integers(0, 300))
def test_copy_is_independent(options, seed, steps):
    """copy() gives an independent game that continues identically."""
    g, _ = play(options, seed, [0], [], limit=steps)
    h = g.copy()
    for game in (g, h):
        for _ in range(50):
            if game.phase is Phase.OVER:
                break
            if game.phase is Phase.THROW:
                throw(game)
            else:
                apply(game, game.legal_moves()[-1])
    assert g.position() == h.position()


@SETTINGS
@given(options_st, seed_st, st.lists(st.integers(0, 50), max_size=60), st.integers(0, 200),
       st.lists(st.integers(0, 50), min_size=1, max_size=80))
def test_a_search_copy_plays_the_same_game_without_events(options, seed, choices, steps, onward):
    """A search's copy (``copy(events=False)``) goes through exactly the positions, keys, legal actions and
    outcomes of the state it was copied from, push for push and pop for pop, and describes nothing; the
    state it came from still describes every push."""
    g, _ = play(options, seed, choices, [], limit=steps)
    q = g.copy(events=False).copy()  # a search's copies stay quiet
    pushed = 0
    for c in onward:
        if g.phase is Phase.OVER:
            break
        actions = g.legal_actions()
        assert q.legal_actions() == actions
        if g.current_player() == CHANCE:
            assert q.chance_outcomes() == g.chance_outcomes()
        a = actions[c % len(actions)]
        said = g.push(a)
        assert said and g.last_events == said
        assert q.push(a) == [] and q.last_events == []
        pushed += 1
        assert (q.key(), q.position(), q.outcome(), q.current_player()) == (
            g.key(), g.position(), g.outcome(), g.current_player())
    for _ in range(pushed):
        assert q.pop() == g.pop()
        assert (q.key(), q.to_json()) == (g.key(), g.to_json())
