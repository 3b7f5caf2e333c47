"""Learn Senet on the real board, one lesson per rule set.

Rule set A, Kendall/Bell (``senet-a``, first: ``find("senet")`` opens it) and
rule set B, Hounds and Jackals (``senet-b``): throw the sticks, read them,
move, swap or capture, the blockade and the special houses, bear off.

A throw in the real UI comes from the game's own seeded generator, so a step
that is a throw starts with a throw due and is done by any throw; every step
that needs a particular value starts with that throw already made (the
position's ``"throw"``). Each step's test reads the state through public
methods only (``to_json``, ``counters``, ``owner``, ``borne_off``).
"""
from __future__ import annotations

from ..tutorials.lesson import Lesson, Step
from .rules import HOUSES, Options, State

# in rule set A seat n plays side n; in these rule set B lessons side one (the Hounds) sits in seat 0

_A = Options.kendall_bell()
_B = Options.hounds_and_jackals()


def _position(options: Options, mine=(), theirs=(), throw=None) -> dict:
    """Side 0 (Black / the Hounds, seat 0, to play) on ``mine``, side 1 on ``theirs``; the counters
    not on the board are already borne off; ``throw``: the value in hand (None: a throw is due)."""
    houses = [None] * HOUSES
    for h in mine:
        houses[h - 1] = 0
    for h in theirs:
        houses[h - 1] = 1
    return {"options": options.to_dict(), "houses": houses,
            "borne_off": [5 - len(mine), 5 - len(theirs)], "seat": 0, "sides": [0, 1],
            "throw": throw, "opening": False, "throws": 0}


def _new_game(options: Options) -> dict:
    return State.new(options, seed=0).to_json()


# ---- what the tests of the steps read ----------------------------------------------------------
def _threw(start, state) -> bool:
    """A throw was made (any value: in the real game the sticks decide)."""
    return state.to_json()["throws"] > start.to_json()["throws"]


def _move(start, state, side: int):
    """(from, to) of the one counter of ``side`` that moved, or None (no move, or more changed)."""
    before, after = set(start.counters(side)), set(state.counters(side))
    left, entered = before - after, after - before
    if len(left) != 1 or len(entered) != 1:
        return None
    return next(iter(left)), next(iter(entered))


def _moved_by(n: int, side: int = 0):
    def done(start, state) -> bool:
        m = _move(start, state, side)
        return m is not None and m[1] - m[0] == n
    return done


def _on(house: int, side: int = 0):
    return lambda start, state: state.owner(house) == side


def _left(house: int, side: int = 0):
    """The counter of ``side`` on ``house`` moved away."""
    return lambda start, state: start.owner(house) == side and state.owner(house) != side


def _exchanged(mover: int, target: int, side: int = 0):
    """The counter on ``mover`` took ``target`` and the other side's counter went back to ``mover``."""
    return lambda start, state: state.owner(target) == side and state.owner(mover) == 1 - side


def _bore_off(side: int = 0):
    return lambda start, state: state.borne_off[side] > start.borne_off[side]


# ---- rule set A: Kendall/Bell ------------------------------------------------------------------
def _lesson_a() -> Lesson:
    steps = (
        Step("Throw the sticks",
             "Senet is a race to bear all five counters off the board. You play Black. "
             "Click the throwing sticks under the board to throw.",
             _new_game(_A),
             _threw,
             "The big number beside the sticks is your throw: how far you may move.",
             "Click the mat with the four sticks on it (or press Space).",
             learner=0,
             wrong="Click the throwing sticks to throw.",
             show=(3,)),
        Step("Read the sticks",
             "Count the marked sides that are up: that is your throw. No marked side up counts 5! "
             "Move your counter on house 14 five houses, to house 19.",
             _position(_A, mine=(12, 14), theirs=(22, 24), throw=5),
             _moved_by(5),
             "1 to 4 marked sides up count 1 to 4, none up counts 5. A 2 comes most often (6 times in 16), "
             "1 and 3 come 4 times in 16, 4 and 5 only once in 16 each.",
             "Click your counter on house 14, then house 19.",
             wrong="Use the whole throw: no marked side up counts 5. Move a counter five houses.",
             show=([14, 19],)),
        Step("Move along the S",
             "You threw 4. Move your counter on house 18 four houses: it hops over the White counters "
             "and follows the S round the corner to house 22.",
             _position(_A, mine=(12, 18), theirs=(19, 20, 25), throw=4),
             _on(22),
             "Houses run 1 to 10 on the top row, 11 to 20 back along the middle, 21 to 30 on the bottom. "
             "Counters hop over others and land on an empty house. Here you may also stop short.",
             "Click your counter on house 18, then house 22 (bottom row, just under house 19).",
             wrong="Move the counter on house 18 the full four houses, round the corner to house 22.",
             show=([18, 22],)),
        Step("Swap places",
             "Land exactly on a lone White counter to swap places with it. You threw 3: move your "
             "counter on house 11 onto the White counter on house 14.",
             _position(_A, mine=(11, 21), theirs=(14, 24, 25), throw=3),
             _exchanged(11, 14),
             "The White counter went back to house 11. Two counters side by side, like White's on 24 and "
             "25, are safe from swaps, and so is any counter on house 15, 26, 28 or 29.",
             "Click your counter on house 11, then the White counter on house 14.",
             wrong="That was no swap. Use the full 3 to land on the White counter on house 14.",
             show=([11, 14],)),
        Step("A blockade",
             "Three White counters in a row make a blockade. You threw 3: click your counter on house 16 "
             "to see that it cannot pass, then move your counter on house 12.",
             _position(_A, mine=(12, 16), theirs=(17, 18, 19), throw=3),
             _left(12),
             "Nobody can pass or swap with three or more counters of the other side in a row. "
             "You may jump your own.",
             "Click your counter on house 12, then one of the lit houses after it.",
             wrong="The counter on house 16 is stuck behind the blockade: move the counter on house 12.",
             show=([12, 15],)),
        Step("The House of Happiness",
             "Every counter must stop on house 26, and only the exact throw lands there. You threw 4: "
             "try your counter on house 23, then move the one on house 22 to 26.",
             _position(_A, mine=(22, 23), theirs=(12, 18), throw=4),
             _on(26),
             "A counter on 26, the House of Happiness, can be neither swapped nor jumped. Beware house 27, "
             "the House of Water: a counter that lands there is washed back to house 15.",
             "Click your counter on house 22, then house 26.",
             wrong="Every counter must stop on house 26: move the counter on house 22 four houses, onto 26.",
             show=([22, 26],)),
        Step("Bear off",
             "A counter leaves the board from house 26 with a 5, 28 with a 3, 29 with a 2, 30 with a 1. "
             "You threw 3: bear off your counter on house 28.",
             _position(_A, mine=(26, 28), theirs=(20, 24), throw=3),
             _bore_off(),
             "Only the exact throw that takes a counter one house past 30 bears it off. "
             "The first side to bear off all five counters wins.",
             "Click your counter on house 28, then click it again (or your tray under the board).",
             wrong="That counter is still on the board. With a 3 the counter on house 28 can leave: "
                   "click it, then click it again.",
             show=([28, "off"],)),
    )
    return Lesson("senet-a", "senet", "Learn Senet (Kendall/Bell)", steps)


# ---- rule set B: Hounds and Jackals ------------------------------------------------------------
def _lesson_b() -> Lesson:
    steps = (
        Step("Throw the sticks",   # any throw does: a 1 is not up to the learner
             "Nobody owns a colour yet: the first to throw a 1 plays the Jackals. "
             "Click the throwing sticks under the board to throw.",
             _new_game(_B),
             _threw,
             "The first to throw a 1 plays the Jackals (white) and moves a Jackal from house 10 to 11; "
             "the other player plays the Hounds (black). In the next steps you play the Hounds.",
             "Click the mat with the four sticks on it (or press Space).",
             learner=0,
             wrong="Click the throwing sticks to throw.",
             show=(2,)),
        Step("Read the sticks",
             "Count the marked sides that are up: that is your throw. Here no marked side up counts 6! "
             "Move your counter on house 11 six houses, to house 17.",
             _position(_B, mine=(11, 13), theirs=(22, 24), throw=6),
             _moved_by(6),
             "None up counts 6. A throw of 1, 4 or 6 earns another throw; after a 2 or a 3 the turn passes. "
             "A 2 comes most often (6 times in 16), 4 and 6 only once in 16 each.",
             "Click your counter on house 11, then house 17.",
             wrong="No marked side up counts 6: move your counter six houses, to house 17.",
             show=([11, 17],)),
        Step("Move exactly",
             "A counter moves exactly the throw, and never onto its own counter. You threw 3: try your "
             "counter on house 12, then move the one on house 15 to house 18.",
             _position(_B, mine=(12, 15), theirs=(22, 24), throw=3),
             _on(18),
             "Only the exact throw counts. If none of your counters can move forward, "
             "you must move one backwards instead.",
             "Click your counter on house 15, then house 18.",
             wrong="Move the counter on house 15 three houses, to house 18.",
             show=([15, 18],)),
        Step("Capture",
             "Land on a lone Jackal to capture it. You threw 2: try your counter on house 17, then "
             "capture the Jackal on house 14 with your counter on house 12.",
             _position(_B, mine=(12, 17), theirs=(14, 19, 20), throw=2),
             _exchanged(12, 14),
             "The captured Jackal swapped back to house 12. The Jackals on 19 and 20 protect each other: "
             "a counter next to one of its own colour is safe, and so is any counter on 26, 28, 29 or 30.",
             "Click your counter on house 12, then the Jackal on house 14.",
             wrong="That captured nothing. Move your counter on house 12 onto the lone Jackal on house 14.",
             show=([12, 14],)),
        Step("A blockade",
             "Three Jackals in a row make a blockade. You threw 3: click your counter on house 16 "
             "to see that it cannot pass, then move your counter on house 12.",
             _position(_B, mine=(12, 16), theirs=(17, 18, 19), throw=3),
             _left(12),
             "The Hounds cannot pass three or more Jackals in a row, and the Jackals cannot pass three "
             "Hounds. You may jump your own.",
             "Click your counter on house 12, then house 15.",
             wrong="The counter on house 16 is stuck behind the blockade: move the counter on house 12.",
             show=([12, 15],)),
        Step("The cursed house",
             "House 27 is cursed: a counter that lands there goes back to house 1. You threw 3: keep your "
             "counter on house 24 safe and move the one on house 22 to 25.",
             _position(_B, mine=(22, 24), theirs=(12, 18), throw=3),
             _on(25),
             "Look before you land: 27 is the only cursed house. Houses 26, 28, 29 and 30 are safe.",
             "Click your counter on house 22, then house 25.",
             wrong="That counter landed on the cursed house 27 and went back to house 1! "
                   "Move your counter on house 22 to house 25 instead.",
             show=([22, 25],)),
        Step("Bear off",
             "When all your counters are in the last row, landing exactly on house 30 bears a counter off. "
             "You threw 2: move your counter on house 28 to 30.",
             _position(_B, mine=(23, 28), theirs=(14, 19), throw=2),
             _bore_off(),
             "A counter that reaches 30 before the rest of its side is in the last row (21 to 30) waits "
             "there. The first side to bear off all five counters wins.",
             "Click your counter on house 28, then house 30.",
             wrong="That counter did not leave the board. Move your counter on house 28 to house 30.",
             show=([28, 30],)),
    )
    return Lesson("senet-b", "senet", "Learn Senet (Hounds and Jackals)", steps)


def lessons() -> list[Lesson]:
    return [_lesson_a(), _lesson_b()]
