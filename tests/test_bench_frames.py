"""The frame benchmark drives real input: moves are played through the input layer, and measured."""
from bench import frames


def test_frame_bench_plays_moves_through_real_input():
    res = frames.run(quick=True, only=["menu", "pente"])
    pente = res["scenes"]["pente"]
    assert pente["move_frames"]["n"] >= 3, "the driver must really play moves"
    assert pente["all"]["n"] == 120 and pente["empty_loop"]["n"] >= 120
    assert res["size"] == "1920x1080"
    assert res["scenes"]["menu"]["move_frames"]["n"] == 0


def test_frame_bench_with_a_computer_seat_thinking_in_the_worker(monkeypatch):
    """``--computer``: the second seat is a computer answering from the worker process (as in the window, not
    in process on the frame as headless runs do); its moves and the frames drawn while it thinks are counted."""
    from game.core.thinking import Thinker
    started = []
    start = Thinker._start

    def counted(self):
        started.append(self.in_process)
        return start(self)
    monkeypatch.setattr(Thinker, "_start", counted)
    res = frames.run(quick=True, only=["pente"], computer="easy")
    pente = res["scenes"]["pente"]
    assert started and not any(started), "the worker process thinks"
    assert res["computer"] == "easy" and pente["computer"] == "easy"
    assert pente["computer_move_frames"]["n"] >= 1 and pente["thinking_frames"]["n"] >= 10
    assert pente["move_frames"]["n"] > pente["computer_move_frames"]["n"], "the person's moves are played too"
