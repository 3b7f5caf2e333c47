"""Options object, presets, builders, explanations; events and API bits."""
import dataclasses

import pytest

from game.senet.rules import (OPTION_INFO, PRESETS, RULESET_INFO, Event,
                              Phase, SenetGame, SenetOptions, describe_event)


def test_defaults_match_the_rules_page():
    """A options: exact_throws (False), special_houses (True), traps (False),
    use_die (False); B options: multiple_rolls (True), occupy_30 (True),
    harsh_captures (False)."""
    a = SenetOptions.kendall_bell()
    assert (a.ruleset, a.exact_throws, a.special_houses, a.traps, a.use_die) == ("A", False, True, False, False)
    b = SenetOptions.hounds_and_jackals()
    assert (b.ruleset, b.multiple_rolls, b.occupy_30, b.harsh_captures) == ("B", True, True, False)
    assert SenetOptions() == a
    for key, info in OPTION_INFO.items():
        base = a if info.ruleset == "A" else b
        assert getattr(base, key) == info.default


def test_options_are_immutable_and_builders_return_new_objects():
    a = SenetOptions.kendall_bell()
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.traps = True  # type: ignore[misc]
    t = a.with_traps()
    assert t.traps and not a.traps
    assert a.with_exact_throws().exact_throws and not a.with_special_houses(False).special_houses
    assert a.with_use_die().use_die
    b = a.with_ruleset("B")
    assert b == SenetOptions.hounds_and_jackals()
    assert not b.with_multiple_rolls(False).multiple_rolls
    assert not b.with_occupy_30(False).occupy_30 and b.with_harsh_captures().harsh_captures
    assert t.with_ruleset("B").with_ruleset("A") == a  # with_ruleset resets
    assert hash(a) == hash(SenetOptions.kendall_bell())


def test_options_validation():
    with pytest.raises(ValueError):
        SenetOptions(ruleset="C")
    with pytest.raises(ValueError):
        SenetOptions.kendall_bell().with_harsh_captures()   # B option on A
    with pytest.raises(ValueError):
        SenetOptions.hounds_and_jackals().with_traps()
    with pytest.raises(ValueError):
        SenetOptions(traps=1)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        SenetOptions.kendall_bell().with_option("flying", True)
    with pytest.raises(ValueError):
        SenetOptions.preset("nope")


def test_every_option_has_display_name_and_one_line_explanation():
    """Give each option a one-line player-facing explanation string and a
    display name."""
    for key, info in OPTION_INFO.items():
        assert info.key == key and info.display_name and info.explanation
        assert "\n" not in info.explanation and len(info.explanation) < 160
    assert set(SenetOptions.kendall_bell().option_keys()) == {"exact_throws", "special_houses", "traps", "use_die"}
    assert set(SenetOptions.hounds_and_jackals().option_keys()) == {"multiple_rolls", "occupy_30", "harsh_captures"}
    assert RULESET_INFO["A"].display_name == "Kendall/Bell"
    assert RULESET_INFO["B"].display_name == "Hounds and Jackals"


def test_presets_and_round_trip_dict():
    for name, o in PRESETS.items():
        assert SenetOptions.preset(name) is o
        d = o.to_dict()
        assert SenetOptions.from_dict(d["ruleset"], d["options"]) == o
        assert o.describe()
    assert len(SenetOptions.all_combinations("A")) == 16
    assert len(SenetOptions.all_combinations("B")) == 8
    with pytest.raises(ValueError):
        SenetOptions.from_dict("A", {"occupy_30": True})


def test_events_have_words_and_dicts():
    """Events describe everything the UI must animate or say in words."""
    seen = set()
    for o in SenetOptions.all_combinations("A")[:4] + SenetOptions.all_combinations("B"):
        g = SenetGame(o, 17)
        import random
        r = random.Random(1)
        while g.phase is not Phase.OVER:
            if g.phase is Phase.THROW:
                g.throw()
            else:
                g.apply(r.choice(g.legal_moves()))
            for e in g.last_events:
                assert isinstance(e, Event)
                text = describe_event(e, o.ruleset)
                assert text and text[-1] in ".!" and g.describe(e) == text
                d = e.to_dict()
                assert d["type"] == e.type
                seen.add(e.type)
    assert {"thrown", "counter-moved", "turn-passed", "game-won", "borne-off",
            "colours-assigned", "extra-throw", "move-forfeited", "captured",
            "swapped", "sent-back", "forced-backward", "waiting-on-30"} <= seen


def test_turn_info_whose_turn_which_seat_which_colour():
    g = SenetGame(SenetOptions.hounds_and_jackals(), 1)
    info = g.turn_info()
    assert (info.seat, info.side, info.in_opening, info.phase) == (0, None, True, Phase.THROW)
    g.throw(2)
    g.throw(1)   # seat 1 becomes the Jackals
    info = g.turn_info()
    assert (info.seat, info.side, info.side_name, info.colour) == (1, 1, "Jackals", "white")
    assert g.current == g.current_seat == 1


def test_bad_constructor_arguments():
    with pytest.raises(TypeError):
        SenetGame("A")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        SenetGame(SenetOptions(), seed="x")  # type: ignore[arg-type]
    assert isinstance(SenetGame().seed, int)


def test_apply_rejects_non_moves_and_wrong_phase():
    from game.senet.rules import IllegalMoveError, PhaseError
    g = SenetGame(SenetOptions(), 1)
    with pytest.raises(PhaseError):
        g.apply((1, 2))
    g.throw(1)
    with pytest.raises(IllegalMoveError):
        g.apply("x")
    with pytest.raises(IllegalMoveError):
        g.apply((2, 3))   # not own counter


def test_quick_bench_runs_without_error():
    """bench.senet_random_games.run(quick=True) plays every option
    combination without error."""
    from bench.senet_random_games import run
    out = run(quick=True, games=2)
    assert out["errors"] == 0 and out["combinations"] == 24 and out["games"] == 48


def test_undo_restores_positions_and_cannot_reroll():
    """undo(n) takes back actions; the generator is restored so an undone
    throw comes out the same again."""
    import random
    for options in (SenetOptions.kendall_bell(), SenetOptions.hounds_and_jackals()):
        g = SenetGame(options, 21)
        r = random.Random(2)
        positions = [g.position()]
        for _ in range(60):
            if g.phase is Phase.THROW:
                g.throw(3 if len(positions) % 5 == 0 else None)
            else:
                g.apply(r.choice(g.legal_moves()))
            positions.append(g.position())
        history = list(g.history)
        for k in (1, 2, 7, 60):
            h = g.copy()
            h.undo(k)
            assert h.position() == positions[-1 - k]
            assert h.history == history[:len(history) - k]
        h = g.copy()
        h.undo(len(h.history))
        assert h.position() == SenetGame(options, 21).position()
        # re-throwing after undoing a throw gives the same throw
        i = max(i for i, e in enumerate(history) if e.kind == "throw" and not e.throw.forced)
        h = g.copy()
        h.undo(len(history) - i)
        assert h.throw() == history[i].throw
        h = g.copy()
        h.undo_move()
        assert h.phase is Phase.MOVE and h.history[-1].kind == "throw"
        with pytest.raises(ValueError):
            g.copy().undo(len(history) + 1)


def test_undo_from_position():
    g = SenetGame.from_position(SenetOptions.kendall_bell(), {20: 0, 1: 1},
                                borne_off=(4, 4))
    start = g.position()
    g.throw(2)
    g.apply((20, 22))
    g.undo(2)
    assert g.position() == start
    assert g.moves_from(20) == []
