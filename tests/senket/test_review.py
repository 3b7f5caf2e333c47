"""Senket's game review (game/senket/review.py): a turn that lets the opponent close a large area is a
blunder; the engine's own turns lose nothing at its own depth."""
from game.core import records, registry, review
from game.senket.review import SenketAnalyst

SPEC = registry.get("senket")


def play(turns, options="quick"):
    """A record from turns written as (post, [fences]) per turn."""
    state = SPEC.new(SPEC.presets()[options], seed=0)
    actions = []
    for post, fences in turns:
        for a in [state.action_from_json(["post", *post]), *[state.action_from_json(["fence", *f]) for f in fences],
                  state.action_from_json("end")]:
            state.push(a)
            actions.append(a)
    return records.record_of(state, None, actions)


def test_a_turn_that_leaves_a_corner_closure_open_is_a_blunder():
    # Red posts near the corner; Blue posts far away, and Red then walls the corner off: the rest of the
    # board is Red's territory. Blue had to post where the wall goes.
    rec = play([((9, 0), []), ((4, 4), [])])
    r = review.analyse(rec, SenketAnalyst("easy"))
    blue = r.decisions[1]
    assert blue.seat == 1 and blue.mark == "blunder" and blue.loss > 1000
    assert blue.best != blue.played
    # said as the review is made: Blue's post lets Red's next turn take the board; the better one does not
    assert blue.said[0].startswith("a post that gains nothing at once, after which the other side's best play gains ")
    assert int(blue.said[0].rsplit(" ", 1)[1].replace(",", "")) > 1000
    assert "after which" not in blue.said[1]
    assert all(d.said is None for d in r.decisions if d.mark is None)
    assert r.values[-1] > 1000                # Red far ahead once Blue has let it happen


def test_the_engines_own_turns_lose_nothing_at_its_own_depth():
    state = SPEC.new(SPEC.presets()["quick"], seed=0)
    player, actions = SPEC.computer("easy", seed=0), []
    while state.outcome() is None and len(actions) < 40:
        a = player.choose(state.copy())
        state.push(a)
        actions.append(a)
    r = review.analyse(records.record_of(state, None, actions), SenketAnalyst("easy"))
    assert r.decisions and all(d.loss == 0 and d.mark is None for d in r.decisions)


def test_a_turn_is_described_with_what_it_gains_at_once():
    state = SPEC.new(SPEC.presets()["quick"], seed=0)
    for data in (["post", 9, 0], "end", ["post", 4, 4], "end"):
        state.push(state.action_from_json(data))
    an = SenketAnalyst("easy")
    closing = an.describe(state, [["post", 10, 2], ["fence", 9, 0, 10, 2], "end"])
    assert closing.startswith("a post and 1 fence that gains ") and closing.endswith(" points at once")
    gain = int(closing.split("gains ")[1].split(" ")[0].replace(",", ""))
    probe = state.copy()
    for data in (["post", 10, 2], ["fence", 9, 0, 10, 2], "end"):
        probe.push(probe.action_from_json(data))
    from game.senket.rules import FIRST, SECOND
    before, after = state.score().totals, probe.score().totals
    assert gain == (after[FIRST] - after[SECOND]) - (before[FIRST] - before[SECOND]) > 0
    assert an.describe(state, [["post", 5, 5], "end"]) == "a post that gains nothing at once"


def test_a_post_that_allows_a_double_threat_is_a_blunder():
    """From a real 17x17 game against Hard: Red's quiet post in the centre let Blue post with a fence that
    threatens two corner closures at once; one turn can stop only one, and Blue took the rest of the board.
    A projection one turn ahead called the centre post accurate; three turns ahead it is the blunder."""
    state = SPEC.new(SPEC.presets()["standard"], seed=0)
    assert state.size == 17
    actions = []
    for data in (["post", 15, 0], "end", ["post", 16, 2], "end", ["post", 1, 16], "end", ["post", 0, 14], "end",
                 ["post", 8, 8], "end", ["post", 2, 15], ["fence", 0, 14, 2, 15], "end",
                 ["post", 4, 16], "end", ["post", 0, 16], ["fence", 2, 15, 0, 16], "end"):
        action = state.action_from_json(data)
        state.push(action)
        actions.append(action)
    rec = records.record_of(state, None, actions)
    r = review.analyse(rec, SenketAnalyst("hard"))
    centre = next(d for d in r.decisions if d.played[0] == ["post", 8, 8])
    assert centre.seat == 0 and centre.mark == "blunder" and centre.loss > 10_000
    assert next(d for d in r.decisions if d.played[0] == ["post", 15, 0]).mark is None


def test_the_projection_plays_hards_turns_without_its_fork_search_which_the_three_turns_see(monkeypatch):
    """Hard's fork search made an 80-turn review 116.6 CPU s, over its 60 s target: the three projected turns
    play Hard without it (the best turn is still Hard's own, fork search and all). On the double-threat
    position above, after Blue's fork, Hard's own turn looks for forks and the projection's turns do not."""
    from game.senket import ai
    looked = []
    real = ai.Player._forks
    monkeypatch.setattr(ai.Player, "_forks", lambda self, *a: looked.append(self) or real(self, *a))
    state = SPEC.new(SPEC.presets()["standard"], seed=0)
    for data in (["post", 15, 0], "end", ["post", 16, 2], "end", ["post", 1, 16], "end", ["post", 0, 14], "end",
                 ["post", 8, 8], "end", ["post", 2, 15], ["fence", 0, 14, 2, 15], "end"):
        state.push(state.action_from_json(data))
    an = SenketAnalyst("hard")
    an.value(state)
    assert an._projector.nodes > 0 and looked == [], "the projection played its turns without looking for forks"
    an.best_turn(state)
    assert looked and all(p is an._player for p in looked), "the best turn is Hard's own, forks and all"
