"""A computer seat thinks beside the loop: in a worker process, on the game's record.

Pure-Python search holds the interpreter; in a thread it would starve the
drawing. So a worker process (started once, on first need) receives the
match's record (options, seed, start, every action), replays it into its
own state and asks the game's computer player, which therefore sees the
exact position, history included; the answer comes back as the action's
JSON. The scene polls every frame (``poll`` never blocks) and keeps
drawing. ``cancel`` (undo, menu, quit, a new game) drops the question at
once: the worker is stopped if it was busy, and started again the next
time it is needed.

``Thinker(in_process=True)`` answers in the calling process instead, one
frame later: headless runs (tests, scripts) stay deterministic frame for
frame. No pygame here.
"""
from __future__ import annotations

from typing import Any, Optional

from . import records, registry
from .worker_priority import yield_to_the_window


def answer(request: dict) -> Any:
    """The action (as JSON) the computer plays in the recorded position. Used by the worker and in process."""
    record, state = records.checked(request["record"])
    player = _player(record.game, request["level"], request["seed"])
    action = player.choose(state, request.get("seconds"))
    return state.action_to_json(action)


_PLAYERS: dict = {}


def _player(game: str, level: str, seed: Optional[int]):
    """One player per (game, level, seed) for the worker's life: a player may keep a plan between calls."""
    key = (game, level, seed)
    if key not in _PLAYERS:
        _PLAYERS[key] = registry.get(game).computer(level, seed)
    return _PLAYERS[key]


def _serve(conn) -> None:
    yield_to_the_window()
    while True:
        try:
            ticket, request = conn.recv()
        except (EOFError, OSError):
            return
        try:
            conn.send((ticket, "ok", answer(request)))
        except Exception as exc:  # a player's bug must not kill the worker silently: report it
            conn.send((ticket, "error", f"{type(exc).__name__}: {exc}"))


class Thinker:
    def __init__(self, in_process: bool = False) -> None:
        self.in_process = in_process
        self._proc = None
        self._conn = None
        self._ticket = 0
        self._waiting: Optional[int] = None
        self._ready: Optional[tuple] = None

    @property
    def busy(self) -> bool:
        return self._waiting is not None

    def ask(self, match, level: str, seed: Optional[int], seconds: Optional[float] = None) -> None:
        """Start thinking about the match's position for the seat to move (forgets any earlier question)."""
        self.cancel()
        self._ticket += 1
        request = {"record": match.record().to_json(), "level": level, "seed": seed, "seconds": seconds}
        self._waiting = self._ticket
        if self.in_process:
            try:
                self._ready = (self._ticket, "ok", answer(request))
            except Exception as exc:
                self._ready = (self._ticket, "error", f"{type(exc).__name__}: {exc}")
            return
        try:
            self._start()
            self._conn.send((self._ticket, request))
        except (OSError, RuntimeError, ValueError, AssertionError) as exc:
            # no worker (a process could not be started, its pipe broke): the question is answered by an error,
            # which the scene shows as for a player's failure, not by a traceback
            self._stop()
            self._ready = (self._ticket, "error", f"the thinking process could not start ({type(exc).__name__})")

    def poll(self) -> Optional[tuple[str, Any]]:
        """``("ok", action_json)`` or ``("error", text)`` once the answer is in; ``None`` while thinking."""
        if self._waiting is None:
            return None
        if self.in_process or self._ready is not None:
            got, self._ready = self._ready, None
        else:
            got = None
            try:
                while self._conn.poll():
                    msg = self._conn.recv()
                    if msg[0] == self._waiting:
                        got = msg
            except (EOFError, OSError):
                self._stop()
                got = (self._waiting, "error", "the thinking process stopped")
        if got is None:
            return None
        self._waiting = None
        return got[1], got[2]

    def cancel(self) -> None:
        """Forget the question; a busy worker is stopped so the next question starts at once."""
        if self._waiting is not None and not self.in_process:
            self._stop()
        self._waiting = None
        self._ready = None

    def close(self) -> None:
        self.cancel()
        self._stop()

    def warm(self) -> None:
        """Start the worker now if it is not running (a board with a computer seat is open, or a question was
        just dropped and its worker stopped), so that the next question does not pay for starting one: the
        first ``ask`` imported multiprocessing and spawned the process on its frame (~40 ms, issue 39)."""
        if not self.in_process:
            try:
                self._start()
            except (OSError, RuntimeError, ValueError, AssertionError):
                self._stop()        # the question, when it comes, tries again and says why it cannot

    # ----- the worker -------------------------------------------------------
    def _start(self) -> None:
        if self._proc is not None and self._proc.is_alive():
            return
        self._stop()            # a worker that died: its pipe goes too
        import multiprocessing   # here, not at the top: the menu, which thinks about nothing, starts without it
        ctx = multiprocessing.get_context("spawn")   # a clean interpreter: no copy of the window or the audio device
        here, there = ctx.Pipe()
        proc = ctx.Process(target=_serve, args=(there,), daemon=True, name="computer-player")
        try:
            proc.start()
        except BaseException:
            here.close()
            raise
        finally:
            there.close()
        self._proc, self._conn = proc, here     # kept only once started: a process never started cannot be joined

    def _stop(self) -> None:
        if self._proc is not None:
            if self._proc.is_alive():
                self._proc.terminate()
            self._proc.join(timeout=1)
        if self._conn is not None:
            self._conn.close()
        self._proc = self._conn = None
