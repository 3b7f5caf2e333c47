"""Senet's sentences read as English: rule set B's sides are plural nouns ("the Hounds win"), A's are not.

Found by playing rule set B against the computer: the panel said "Hounds wins", "Jackals moves from
house 6 to house 10" and "Hounds's turn".
"""
import random
import re

from game.core.protocol import CHANCE
from game.senet import text
from game.senet.rules import (RULESET_A, RULESET_B, BorneOff, Captured, CounterMoved, ExtraThrow, GameWon,
                              MoveKind, PRESETS, SentBack, State, Throw, Thrown, WaitingOn30)

# a plural side name followed by a verb in the singular ("Hounds moves", "Jackals wins")
_SINGULAR_AFTER_PLURAL = re.compile(r"\b(Hounds|Jackals) (moves|wins|throws|bears|captures|falls|waits|rolls)\b")


def test_rule_set_b_sentences_agree_with_plural_side_names():
    say = lambda e: text.describe_event(e, RULESET_B)  # noqa: E731
    assert say(CounterMoved(1, 6, 10, (7, 8, 9, 10), MoveKind.ADVANCE)) == "The Jackals move from house 6 to house 10."
    assert say(GameWon(0, 1)) == "The Hounds win!"
    assert say(BorneOff(0, 30, True)) == "The Hounds bear a counter off after waiting on house 30."
    assert say(Thrown(0, 1, Throw(4, (True,) * 4, None))) == "The Jackals throw 4 (4 marked sides up)."
    assert say(ExtraThrow(0, 1, 4)) == "The Jackals threw a 4 and throw again."
    assert say(Captured(0, 12, 8, 1, False)) == "The Jackals capture a Hound on house 12; it swaps back to house 8."
    assert say(SentBack(1, 27, 1, "curse")) == "A Jackal falls into the cursed house and goes back to house 1."
    assert say(WaitingOn30(0)) == "A Hound waits on house 30 until the rest reach the last row."


def test_rule_set_b_screens_agree_too():
    assert text.turn_banner(RULESET_B, 0, 0) == "The Hounds' turn · seat 1"
    assert text.took_back(RULESET_B, 1, 3, 5, 2)[0] == "Took back the Jackals' move from house 3 to house 5."
    title, lines, _ = text.result_text(RULESET_B, type("O", (), {"winner": 1})(), (5, 2), (1, 0), (9, 9), (8, 8),
                                       (0, 0), 0)
    assert title == "Hounds win!"
    assert lines[0] == "Seat 2 (Hounds) bore off all five counters; seat 1 (Jackals) bore off 2."


def test_rule_set_a_and_the_opening_keep_the_singular():
    assert text.describe_event(GameWon(0, 0), RULESET_A) == "Black wins!"
    assert text.describe_event(CounterMoved(1, 3, 5, (4, 5), MoveKind.ADVANCE), RULESET_A) == \
        "White moves from house 3 to house 5."
    assert text.turn_banner(RULESET_A, 1, 1) == "White's turn · seat 2"
    # before the colours are assigned the subject is a seat
    assert text.describe_event(Thrown(1, None, Throw(3, (True, True, True, False), None)), RULESET_B) == \
        "Seat 2 throws 3 (3 marked sides up)."


def test_no_sentence_of_a_whole_b_game_puts_a_plural_side_with_a_singular_verb():
    for preset in ("hounds_and_jackals", "hounds_and_jackals_harsh"):
        options = PRESETS[preset]
        for seed in range(6):
            g = State.new(options, seed=seed)
            rng = random.Random(seed)
            said = []
            while g.outcome() is None:
                actions = g.legal_actions()
                g.push(g.sample_chance() if g.current_player() == CHANCE else rng.choice(actions))
                said += [text.describe_event(e, RULESET_B) for e in g.last_events]
            said.append(text.status_lines(g)[0])
            bad = [s for s in said if _SINGULAR_AFTER_PLURAL.search(s)]
            assert not bad, bad[:3]
