"""Game review through the protocol (game/core/review.py), on the toy game whose values are exact."""
import json

import pytest

from game.core import records, registry, review
from tests.core.toy.review import ExactAnalyst, win_probability


def toy_record(moves_and_coins):
    state = registry.get("toy").new(None, seed=1)
    for a in moves_and_coins:
        state.push(a)
    return records.record_of(state, None, list(moves_and_coins))


def exact_best_game():
    """Both seats play the analyst's best move every time; the coins as given."""
    state = registry.get("toy").new(None, seed=1)
    an, played, coins = ExactAnalyst(), [], iter(["no_extra", "extra", "no_extra", "no_extra", "extra"] * 5)
    while state.outcome() is None:
        if state.current_player() == -1:
            a = next(coins)
            state.push(a)
            played.append(a)
        else:
            for a in an.best_turn(state.copy()):
                state.push(a)
                played.append(a)
    return records.record_of(state, None, played)


def test_the_engines_own_play_has_no_mark_and_loses_nothing(toy):
    r = review.analyse(exact_best_game(), ExactAnalyst())
    assert r.decisions and all(d.mark is None and d.loss == 0 for d in r.decisions)
    assert all(s["accuracy"] == 100.0 for s in r.summary().values() if s["decisions"])


def test_a_planted_blunder_is_marked_with_the_better_move(toy):
    # seat 0 at 8 adds 1 instead of 2 (2 reaches ten and wins at once)
    rec = toy_record([2, "no_extra", 2, "no_extra", 2, "no_extra", 2, "no_extra", 1, "no_extra", 1])
    r = review.analyse(rec, ExactAnalyst())
    blunder = [d for d in r.decisions if d.index == 8]
    assert blunder and blunder[0].seat == 0 and blunder[0].best == [2] and blunder[0].played == [1]
    assert blunder[0].mark == "blunder" and blunder[0].loss == pytest.approx(1 - win_probability(10, 9, 0, True))
    assert r.summary()["0"]["blunder"] == 1 and r.summary()["0"]["accuracy"] < 100
    # and the second seat's, measured from its own side: at 8 it adds 1 and leaves the first seat the win
    rec = toy_record([2, "no_extra", 2, "no_extra", 2, "no_extra", 1, "no_extra", 1, "no_extra", 1])
    seat1 = [d for d in review.analyse(rec, ExactAnalyst()).decisions if d.index == 10][0]
    assert seat1.seat == 1 and seat1.best == [2] and seat1.mark == "blunder"
    assert seat1.loss == pytest.approx(win_probability(10, 9, 1, True) - 0.0)


def test_luck_is_the_value_after_a_throw_less_its_expectation_and_sums_to_the_swing(toy):
    rec = exact_best_game()
    r = review.analyse(rec, ExactAnalyst())
    assert r.throws
    for t in r.throws:
        assert t.luck == pytest.approx((t.after - t.before) * (1 if t.seat == 0 else -1), abs=1e-6)
    # with best play, the first seat's value moves only with the throws: start + its luck - the other's = end
    s = r.summary()
    end = r.values[-1]
    assert end == pytest.approx(r.start_value + (s["0"]["luck"] or 0) - (s["1"]["luck"] or 0), abs=1e-3)  # rounded sums


def test_the_graph_has_a_value_after_every_action(toy):
    rec = exact_best_game()
    r = review.analyse(rec, ExactAnalyst())
    assert len(r.values) == len(rec.actions) and all(0 <= v <= 1 for v in r.values)
    assert r.values[-1] == 1.0 if rec.result["winner"] == 0 else r.values[-1] == 0.0


def test_a_kept_review_is_trusted_only_for_the_same_game_engine_and_version(toy):
    rec = exact_best_game()
    kept = review.keep(rec, review.analyse(rec, ExactAnalyst()))
    again = records.loads(records.dumps(kept))                  # saved with the game and loaded back
    assert review.cached(again, "toy-exact-1") is not None
    assert review.cached(again, "toy-exact-2") is None           # another engine
    shorter = records.Record(again.game, again.options, again.seed, again.start, again.actions[:-2], None, again.meta)
    assert review.cached(shorter, "toy-exact-1") is None         # the moves changed under it
    # the same number of moves and the same last move, one changed in the middle: not the game reviewed
    middle = list(again.actions)
    i = next(k for k in range(1, len(middle) - 1) if middle[k] in ("extra", "no_extra"))
    middle[i] = "extra" if middle[i] == "no_extra" else "no_extra"
    swapped = records.Record(again.game, again.options, again.seed, again.start, tuple(middle), None, again.meta)
    assert review.cached(swapped, "toy-exact-1") is None
    reseeded = records.Record(again.game, again.options, 2, again.start, again.actions, again.result, again.meta)
    assert review.cached(reseeded, "toy-exact-1") is None
    for damage in ({"version": 99}, {"values": "x"}, {"values": [0.5]}, {"decisions": None}):
        meta = dict(again.meta, review=dict(again.meta["review"], **damage))
        hurt = records.Record(again.game, again.options, again.seed, again.start, again.actions, again.result, meta)
        assert review.cached(hurt, "toy-exact-1") is None, damage
    assert review.cached(records.Record(again.game, again.options, again.seed, again.start, again.actions,
                                        again.result, {"review": [1, 2]}), "toy-exact-1") is None


def test_the_command_line_reviews_a_record_and_refuses_a_bad_one(toy, tmp_path, capsys):
    path = tmp_path / "game.json"
    records.save(path, toy_record([2, "no_extra", 2, "no_extra", 2, "no_extra", 2, "no_extra", 1, "no_extra", 1]))
    assert review.main("toy", [str(path), "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert rows[-1]["kind"] == "summary" and rows[-1]["players"]["0"]["blunder"] == 1
    decisions = [r for r in rows if r["kind"] == "decision"]
    assert {"index", "seat", "played", "best", "before", "after", "loss", "mark"} <= set(decisions[0])
    edited = json.loads(path.read_text())
    edited["actions"][2] = 7                                     # edited by hand: not a move of this game
    path.write_text(json.dumps(edited))
    assert review.main("toy", [str(path)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_review_shared_by_several_processes_is_the_same_review(toy):
    rec = exact_best_game()
    whole = review.analyse(rec, ExactAnalyst())
    for n in (2, 3):
        parts = [review.analyse(rec, ExactAnalyst(), part=(k, n)) for k in range(n)]
        assert review.merge(parts).to_json() == whole.to_json()
        assert all(len(p.decisions) < len(whole.decisions) for p in parts)   # each did only its share


def test_a_review_kept_by_an_earlier_engine_is_not_trusted(tmp_path, monkeypatch):
    """The analysts' fingerprints carry a hash of the engine's source: a new evaluation (the same settings)
    makes the kept review outdated, so it is made again (a Senet evaluation changed under an unchanged
    fingerprint in November 2026 and old reviews would have been trusted)."""
    import shutil
    from game.senet import ai as senet_ai
    from game.senet.review import SenetAnalyst
    before = SenetAnalyst().fingerprint
    assert SenetAnalyst().fingerprint == before                 # the same engine: the same fingerprint
    changed = tmp_path / "ai.py"
    shutil.copy(senet_ai.__file__, changed)
    with open(changed, "a") as fh:
        fh.write("\nHOUSE_26 = 0.41  # a weight changed\n")
    monkeypatch.setattr(senet_ai, "__file__", str(changed))
    assert SenetAnalyst().fingerprint != before
    # a module whose file cannot be read stands by its name (a packaged build), never an error
    monkeypatch.setattr(senet_ai, "__file__", str(tmp_path / "gone.py"))
    assert SenetAnalyst().fingerprint not in (before, "")


class CountingAnalyst(ExactAnalyst):
    """The exact analyst, noting each position it is asked to value (an analyst keeps what it worked out)."""

    def __init__(self):
        self.asked = set()

    def value(self, state) -> float:
        self.asked.add((state.total, state.to_move, state.coin))
        return super().value(state)


def test_processes_sharing_a_review_work_out_few_values_twice(toy):
    """An event's value after is the next event's value before: each process takes runs of consecutive
    events, so the positions valued by all the parts together are hardly more than one process values
    (events dealt one by one had each value worked out twice: Senet's review cost 58 CPU s against 38)."""
    rec = exact_best_game()
    whole = CountingAnalyst()
    review.analyse(rec, whole)
    for n in (2, 3):
        parts = [CountingAnalyst() for _ in range(n)]
        for k, an in enumerate(parts):
            review.analyse(rec, an, part=(k, n))
        twice = sum(len(an.asked) for an in parts) - len(whole.asked)
        runs = n * review.RUNS_PER_PART
        assert twice <= runs, (n, twice, len(whole.asked))
