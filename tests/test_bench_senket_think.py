"""bench.senket_think: its move fingerprint is what "the same moves, only faster" is checked by."""
from bench.senket_think import stretch


def test_fingerprint_is_the_same_for_the_same_play_and_differs_for_other_play():
    a = stretch(11, "medium", "random", 3, 6)
    assert a["turns"] == 6 and a["medium (seat 1)"]["slowest_turn_ms"] > 0
    assert stretch(11, "medium", "random", 3, 6)["moves"] == a["moves"]
    assert stretch(11, "medium", "random", 4, 6)["moves"] != a["moves"]
