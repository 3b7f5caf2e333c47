"""Senket's reply-checked yardstick (``bench/senket_replies.py``), its verifier, the threat map and gifts.

The yardstick's answers are only as good as the exhaustive two-ply verifier that found them, so its
shortcuts (a lone post valued from the position's score, fenced replies reused across lone posts) are
checked here against plain brute force."""
from __future__ import annotations

import random
from collections import Counter

from bench import senket_replies as yard
from game.senket.rules import State
from game.senket.scoring import score

ENTRIES = yard.load()


def brute_value(state: State, post, fences) -> int:
    """The mover's exact difference after the opponent's best reply, every reply scored in full."""
    s = state.copy()
    me = int(s.to_move)
    for x in ([s.PASS] if post is None else [post, *fences, s.END]):
        s.push(x)
    best = yard._diff(score(s, s.scoring).totals, me)
    for a in range(s.size * s.size):
        if s.is_legal(a):
            s.push(a)
            vals: list = []
            yard.fence_sets(s, lambda fs: vals.append(yard._diff(score(s, s.scoring).totals, me)))
            s.pop()
            best = min(best, *vals)
    return best


def test_the_verifier_agrees_with_brute_force():
    rng = random.Random(11)
    st_ = None
    while st_ is None:
        st_ = yard.random_position(rng, 11, "area")
    turns = yard.two_ply(st_)["turns"]
    lone = [t for t in turns if t[1] is not None and not t[2]]
    fenced = [t for t in turns if t[2]]
    assert fenced and lone
    for v, post, fences, _ in [turns[0], *rng.sample(lone, 2), *fenced[:2]]:
        assert v == brute_value(st_, post, fences)


def test_the_set_is_big_and_varied():
    assert len(ENTRIES) >= 60
    assert len({e["id"] for e in ENTRIES}) == len(ENTRIES)
    sizes = Counter(e["position"]["options"]["size"] for e in ENTRIES)
    methods = Counter(e["position"]["options"]["scoring"] for e in ENTRIES)
    kinds = Counter(t for e in ENTRIES for t in e["tags"])
    assert set(sizes) == {11, 13, 17} and set(methods) == {"area", "posts"}
    for kind in ("close", "block", "block_away", "invade", "void"):
        assert kinds[kind] >= 3, kinds
    for e in ENTRIES:
        assert e["answers"] and e["best"] - max(e["second"], e["pass"]) >= yard.MARGIN


def test_a_stored_answer_is_still_the_verifiers_best():
    entry = min(ENTRIES, key=lambda e: (e["position"]["options"]["size"], len(e["position"]["fences"])))
    state = State.from_json(entry["position"])
    post, fences = entry["answers"][0]
    assert brute_value(state, post, tuple(fences)) == entry["best"]
