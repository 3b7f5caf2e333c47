"""Match: the one place actions are pushed in play; undo/redo exact; review; records; listeners."""
import pytest

from game.core import records
from game.core.match import Match
from game.core.protocol import CHANCE, TERMINAL, IllegalAction


def test_play_undo_redo_and_listeners(toy):
    heard = []
    m = Match.new("toy", seed=1)
    m.listeners.append(lambda match, kind, payload: heard.append(kind))
    m.play(2)
    assert m.to_play() == CHANCE, "a chance event follows every move"
    m.play("extra")
    assert m.to_play() == 0, "an extra move keeps the same player: nothing assumes alternation"
    m.play(1)
    m.play("no_extra")
    assert m.to_play() == 1
    key = m.state.key()
    assert m.undo() == "no_extra" and m.undo() == 1
    assert m.can_redo()
    m.redo()
    m.redo()
    assert m.state.key() == key
    assert heard == ["play"] * 4 + ["undo"] * 2 + ["redo"] * 2


def test_a_new_action_clears_redo_and_an_illegal_one_changes_nothing(toy):
    m = Match.new("toy")
    m.play(1)
    m.undo()
    m.play(2)
    assert not m.can_redo()
    before = (m.state.to_json(), list(m.actions))
    with pytest.raises(IllegalAction):
        m.play(7)
    assert (m.state.to_json(), m.actions) == before


def test_throw_uses_the_games_own_seeded_generator(toy):
    def throws(seed):
        m = Match.new("toy", seed=seed)
        out = []
        while not m.over:
            if m.to_play() == CHANCE:
                out.append(m.throw()[0])
            else:
                m.play(1)
        return out
    assert throws(5) == throws(5)
    assert any(throws(s) != throws(5) for s in range(6, 12))
    with pytest.raises(ValueError):
        Match.new("toy").throw()


def test_review_shows_the_past_without_touching_the_game(toy):
    m = Match.new("toy")
    for a in (2, "no_extra", 2, "no_extra", 1):
        m.play(a)
    live = m.state.to_json()
    m.review(2)
    assert m.review_state().to_json()["total"] == 2
    assert m.state.to_json() == live
    m.review(99)
    assert m.review_index is None
    m.review(0)
    m.play("no_extra")  # playing leaves review
    assert m.review_index is None


def test_record_round_trip_with_seats_and_start(toy):
    m = Match.new("toy", seed=3, seats=("human", "human"))
    for a in (2, "extra", 2, "no_extra"):
        m.play(a)
    again = Match.from_record(records.loads(records.dumps(m.record())))
    assert again.state.to_json() == m.state.to_json()
    assert again.actions == m.actions and again.seats == m.seats

    start = m.state.copy()
    from_pos = Match.from_state(start)
    from_pos.play(1)
    rec = records.loads(records.dumps(from_pos.record()))
    assert rec.start == m.state.to_json()
    assert rec.replay().to_json() == from_pos.state.to_json()


def test_hostile_seats_in_a_record_fall_back_to_humans(toy):
    m = Match.new("toy")
    m.play(1)
    data = m.record().to_json()
    data["meta"]["players"] = [{"x": 1}, 5]
    assert Match.from_record(records.from_json(data)).seats == ("human", "human")


def test_a_finished_match_is_over(toy):
    m = Match.new("toy", options=None)
    while not m.over:
        m.play("no_extra" if m.to_play() == CHANCE else 2)
    assert m.to_play() == TERMINAL and m.outcome().termination == "reached"
    assert not m.is_human_turn()


def test_legacy_records_go_through_the_games_codec(toy):
    rec = records.loads('{"format": "toy-v1", "moves": [2, "extra", 1]}')
    assert rec.game == "toy" and rec.replay().to_json()["total"] == 3
    with pytest.raises(records.RecordError, match="needs moves"):
        records.loads('{"format": "toy-v1"}')


def test_movers_follow_play_undo_redo_and_say_whether_a_person_has_acted():
    from game.core.match import HUMAN, Match
    m = Match.new("pente", seats=("hard", HUMAN))
    m.play((9, 9))                      # the computer's opening stone
    assert m.movers == [0] and not m.human_has_acted()
    m.play((9, 5))
    assert m.movers == [0, 1] and m.human_has_acted()
    m.undo()
    assert m.movers == [0] and not m.human_has_acted()
    m.redo()
    assert m.movers == [0, 1]
    again = Match.from_record(m.record())
    assert again.movers == [0, 1]


def test_senet_throws_have_no_mover():
    from game.core.match import Match
    m = Match.new("senet", seed=3)
    m.throw()
    assert m.movers == [None]


def test_the_whole_record_holds_the_steps_undone_in_the_viewer():
    import random
    m = Match.new("pente", seed=1)
    rng = random.Random(1)
    for _ in range(10):
        m.play(rng.choice(list(m.state.legal_actions())))
    full = m.record()
    for _ in range(4):
        m.undo()
    assert len(m.record().actions) == 6
    whole = m.whole_record()
    assert whole.actions == full.actions and whole.replay().key() == full.replay().key()
