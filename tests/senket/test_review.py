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
    assert blue.said[0].startswith("a post that gains nothing at once, after which the other side's best turn gains ")
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
