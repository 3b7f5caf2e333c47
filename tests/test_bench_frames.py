"""The frame benchmark drives real input: moves are played through the input layer, and measured."""
from bench import frames


def test_frame_bench_plays_moves_through_real_input():
    res = frames.run(quick=True, only=["menu", "pente"])
    pente = res["scenes"]["pente"]
    assert pente["move_frames"]["n"] >= 3, "the driver must really play moves"
    assert pente["all"]["n"] == 120 and pente["empty_loop"]["n"] >= 120
    assert res["size"] == "1920x1080"
    assert res["scenes"]["menu"]["move_frames"]["n"] == 0
