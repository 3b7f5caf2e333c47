"""Options object, presets, builders, explanations; events and API bits."""
import dataclasses

import pytest

from tests.senet.helpers import apply, throw
from game.core.protocol import CHANCE, IllegalAction
from game.senet.rules import PRESETS, Event, Options, Phase, State
from game.senet.text import OPTION_INFO, RULESET_INFO, describe_event, describe_options


def test_defaults_match_the_rules_page():
    """A options: exact_throws (False), special_houses (True), traps (False),
    use_die (False); B options: multiple_rolls (True), occupy_30 (True),
    harsh_captures (False)."""
    a = Options.kendall_bell()
    assert (a.ruleset, a.exact_throws, a.special_houses, a.traps, a.use_die) == ("A", False, True, False, False)
    b = Options.hounds_and_jackals()
    assert (b.ruleset, b.multiple_rolls, b.occupy_30, b.harsh_captures) == ("B", True, True, False)
    assert Options() == a
    for key, info in OPTION_INFO.items():
        base = a if info.ruleset == "A" else b
        assert getattr(base, key) == info.default


def test_options_are_immutable_and_builders_return_new_objects():
    a = Options.kendall_bell()
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.traps = True  # type: ignore[misc]
    t = a.with_traps()
    assert t.traps and not a.traps
    assert a.with_exact_throws().exact_throws and not a.with_special_houses(False).special_houses
    assert a.with_use_die().use_die
    b = a.with_ruleset("B")
    assert b == Options.hounds_and_jackals()
    assert not b.with_multiple_rolls(False).multiple_rolls
    assert not b.with_occupy_30(False).occupy_30 and b.with_harsh_captures().harsh_captures
    assert t.with_ruleset("B").with_ruleset("A") == a  # with_ruleset resets
    assert hash(a) == hash(Options.kendall_bell())


def test_options_validation():
    with pytest.raises(ValueError):
        Options(ruleset="C")
    with pytest.raises(ValueError):
        Options.kendall_bell().with_harsh_captures()   # B option on A
    with pytest.raises(ValueError):
        Options.hounds_and_jackals().with_traps()
    with pytest.raises(ValueError):
        Options(traps=1)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Options.kendall_bell().with_option("flying", True)
    with pytest.raises(ValueError):
        Options.preset("nope")


def test_every_option_has_display_name_and_one_line_explanation():
    """Give each option a one-line player-facing explanation string and a
    display name."""
    for key, info in OPTION_INFO.items():
        assert info.key == key and info.display_name and info.explanation
        assert "\n" not in info.explanation and len(info.explanation) < 160
    assert set(Options.kendall_bell().option_keys()) == {"exact_throws", "special_houses", "traps", "use_die"}
    assert set(Options.hounds_and_jackals().option_keys()) == {"multiple_rolls", "occupy_30", "harsh_captures"}
    assert RULESET_INFO["A"].display_name == "Kendall/Bell"
    assert RULESET_INFO["B"].display_name == "Hounds and Jackals"


def test_presets_and_round_trip_dict():
    presets = Options.presets()
    assert next(iter(presets.values())) == Options(), "the default comes first"
    assert len(presets) <= 5 and all(name.isidentifier() and name.islower() for name in presets)
    for name, o in presets.items():
        assert Options.preset(name) is o
        assert Options.from_dict(o.to_dict()) == o
        assert describe_options(o)
    for ruleset in ("A", "B"):
        for o in Options.all_combinations(ruleset):
            assert Options.from_dict(o.to_dict()) == o
    assert len(Options.all_combinations("A")) == 16
    assert len(Options.all_combinations("B")) == 8
    assert Options.from_dict({"ruleset": "B"}) == Options.hounds_and_jackals(), "missing keys take defaults"


@pytest.mark.parametrize("data", [
    {"ruleset": "A", "occupy_30": True},        # the other rule set's option
    {"ruleset": "C"}, {"ruleset": 1}, {"ruleset": ["A"]},
    {"ruleset": "A", "traps": 1},               # bool is not int, and int is not bool
    {"ruleset": "A", "traps": "yes"},
    {"ruleset": "A", "flying": True},
    [], "A", None,
])
def test_options_from_dict_is_strict(data):
    with pytest.raises(ValueError):
        Options.from_dict(data)


def test_events_have_words_and_dicts():
    """Events describe everything the UI must animate or say in words."""
    seen = set()
    for o in Options.all_combinations("A")[:4] + Options.all_combinations("B"):
        g = State(o, 17)
        import random
        r = random.Random(1)
        while g.phase is not Phase.OVER:
            if g.phase is Phase.THROW:
                throw(g)
            else:
                apply(g, r.choice(g.legal_moves()))
            for e in g.last_events:
                assert isinstance(e, Event)
                text = describe_event(e, o.ruleset)
                assert text and text[-1] in ".!" and text == describe_event(e, g.ruleset)
                d = e.to_dict()
                assert d["type"] == e.type
                seen.add(e.type)
    assert {"thrown", "counter-moved", "turn-passed", "game-won", "borne-off",
            "colours-assigned", "extra-throw", "move-forfeited", "captured",
            "swapped", "sent-back", "forced-backward", "waiting-on-30"} <= seen


def test_turn_info_whose_turn_which_seat_which_colour():
    g = State(Options.hounds_and_jackals(), 1)
    from game.senet.text import side_colour, side_name
    assert (g.current_seat, g.current_side, g.in_opening, g.phase) == (0, None, True, Phase.THROW)
    assert g.current_player() == CHANCE
    throw(g, 2)
    throw(g, 1)   # seat 1 becomes the Jackals
    side = g.current_side
    assert (g.current_seat, side, side_name("B", side), side_colour(side)) == (1, 1, "Jackals", "white")
    assert g.current_player() == 1


def test_seats_first_player_and_chance():
    """The player on houses 1, 3, 5, 7, 9 moves first (A); seat 0 throws first (B)."""
    for options in (Options.kendall_bell(), Options.hounds_and_jackals()):
        g = State.new(options, 1)
        assert g.current_player() == CHANCE and g.current_seat == 0


def test_bad_constructor_arguments():
    with pytest.raises(TypeError):
        State("A")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        State(Options(), seed="x")  # type: ignore[arg-type]
    assert isinstance(State().seed, int)


def test_apply_rejects_non_moves_and_wrong_phase():
    from game.senet.rules import IllegalMoveError, PhaseError
    g = State(Options(), 1)
    with pytest.raises(PhaseError):
        apply(g, (1, 2))
    with pytest.raises(IllegalAction):
        g.push(7)
    throw(g, 1)
    with pytest.raises(IllegalMoveError):
        apply(g, "x")
    with pytest.raises(IllegalMoveError):
        apply(g, (2, 3))   # not own counter


def test_quick_bench_runs_without_error():
    """bench.senet_random_games.run(quick=True) plays every option
    combination without error."""
    from bench.senet_random_games import run
    out = run(quick=True, games=2)
    assert out["errors"] == 0 and out["combinations"] == 24 and out["games"] == 48


def test_pop_restores_positions_and_cannot_reroll():
    """pop() takes back actions exactly; a throw is drawn from the seed and the
    number of throws made, so an undone throw comes out the same again."""
    import random
    for options in (Options.kendall_bell(), Options.hounds_and_jackals()):
        g = State(options, 21)
        r = random.Random(2)
        positions = [(g.position(), g.key(), g.to_json())]
        drawn = []
        for _ in range(60):
            if g.phase is Phase.THROW:
                if len(positions) % 5:
                    drawn.append(len(positions) - 1)
                throw(g, 3 if len(positions) % 5 == 0 else None)
            else:
                apply(g, r.choice(g.legal_moves()))
            positions.append((g.position(), g.key(), g.to_json()))
        history = g.history()
        assert len(history) == 60
        for k in (1, 2, 7, 60):
            h = g.copy()
            for _ in range(k):
                h.pop()
            assert (h.position(), h.key(), h.to_json()) == positions[-1 - k]
            assert h.history() == history[:len(history) - k]
        assert g.history() == history, "popping a copy leaves the original alone"
        with pytest.raises(IndexError):
            h.pop()
        # re-throwing after taking back a drawn throw gives the same throw
        i = drawn[-1]
        h = g.copy()
        for _ in range(len(history) - i):
            h.pop()
        assert h.sample_chance() == history[i]


def test_pop_from_position():
    g = State.from_position(Options.kendall_bell(), {20: 0, 1: 1},
                            borne_off=(4, 4))
    start = g.position()
    throw(g, 2)
    apply(g, (20, 22))
    g.pop()
    g.pop()
    assert g.position() == start
    assert g.moves_from(20) == []
