"""The game in progress, kept after every move so that nothing closes it for good.

One file, ``autosave.json`` in the data directory, holds the record (the one
record format, ``docs/records.md``) of the unfinished game, with its seats and
the time it was saved in ``meta``. Replaying the record restores the exact
position, turn, pending throw, options, seats and random generator (Senet's
throws are drawn from the seed and the number of throws made, so the replay
brings the generator back too).

Why a writer thread: a late 31×31 Senket record is thousands of actions and
the atomic write ends in two fsyncs; done on the frame of a move that would
cost the frame budget. The UI thread only appends the new action's JSON (one
call per move, kept in step with undo and redo) and hands a snapshot over
to the one writer thread of ``game/storage/writer.py`` (keeping only the
newest snapshot waiting); it writes through storage's one atomic write, so
a kill at any moment leaves the previous save or the new one, never half a
file. ``flush()`` waits for the write (tests, quitting).

When the game finishes, its record goes to the finished games, written by
another such writer (the library's). The kept game must not go before
that file is on disk, or a kill in between loses the game: so the end of the
game is handled by ``settle()`` (the app calls it at the end of each frame,
after the board has handed the finished record over), and the writer thread
waits on ``before_overwrite`` (the library's flush) before it removes or
writes over a finished game's file.
"""
from __future__ import annotations

import datetime as _dt
import threading
from dataclasses import dataclass
from typing import Any, Callable, Optional

from ..core import records
from ..core.match import Match
from .files import FileLock, Storage, StorageError, atomic_write_text
from .writer import Writer

AUTOSAVE_FILE = "autosave.json"
AUTOSAVE_LOCK = "autosave.lock"   # held by the one app that writes the kept game (two windows on one folder)
SHARED_FOLDER = ("This window keeps no game: the game is open in another window, which keeps its own. "
                 "Save game (in the pause menu) still saves this one.")
REMOVE = object()     # the writer's order to delete the file (the game finished)


@dataclass(frozen=True)
class Resumable:
    """An unfinished game found at start: what the Continue entry shows, and the record to open."""
    record: records.Record
    game_name: str
    turns: int          # turns completed: the game goes on at turn ``turns + 1``
    saved_at: Optional[_dt.datetime]

    def describe(self, now: Optional[_dt.datetime] = None, played: str = "") -> str:
        """"Senket · turn 23 · 5 minutes ago": the game, how far it went, (``played``: who the computer
        played, "Blue: Hard computer") and when."""
        parts = [self.game_name, self.record.spec.progress(self.turns)] + ([played] if played else [])
        if self.saved_at is not None:
            parts.append(_ago(self.saved_at, now or _dt.datetime.now(_dt.timezone.utc)))
        return " · ".join(parts)


def _ago(then: _dt.datetime, now: _dt.datetime) -> str:
    seconds = (now - then).total_seconds()
    if seconds < 0:
        return then.astimezone().strftime("%d %b %H:%M")
    for size, unit in ((86400, "day"), (3600, "hour"), (60, "minute")):
        if seconds >= size:
            n = int(seconds // size)
            return f"{n} {unit}{'s' if n > 1 else ''} ago"
    return "just now"


def _same_game(kept: dict, new: dict) -> bool:
    if "match" in kept and "match" in new:
        return kept["match"] == new["match"]
    return kept.get("started") == new.get("started")


class Autosave:
    """Keeps one match saved as it is played; finds it again at the next start."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.path = storage.path(AUTOSAVE_FILE)
        self.problem: Optional[str] = None        # the last write's failure, said once by the app
        self._match: Optional[Match] = None
        self._actions_json: list = []
        self._writer = Writer("autosave", latest_only=True)     # only the newest snapshot is written
        self._gate_lock = threading.Lock()
        self._gated = False       # the next write waits on ``before_overwrite`` (read by the job as it runs)
        self._closed = False
        self._swept = False
        self._fresh = False      # the followed match has not been written yet
        self._refused: Optional[Match] = None   # a match not kept: the kept game could not be set aside for it
        self._resumed: Optional[Match] = None   # the kept game itself, opened again (Continue): nothing to set aside
        self._lock: Optional[FileLock] = None    # the one slot is written by one app at a time (``_claim``)
        self._finished: Optional[Match] = None   # the followed match ended: ``settle()`` removes it
        self.before_overwrite: Optional[Callable[[], object]] = None
        """Called on the writer thread before the file of a game that has just finished is removed or written
        over: waits until that game's finished record is on disk (the app's library flush)."""
        self.set_aside: Optional[Callable[[records.Record], None]] = None
        """Called with the kept record of another unfinished game when a new match is about to replace it
        (the app keeps it among the saved games: one slot must not cost a game)."""
        self.bring_back: Optional[Callable[[str, list], Optional[tuple[records.Record, Callable[[], None]]]]] = None
        """When the kept game finishes (its game id and actions): the newest game set aside for another, not
        an earlier copy of the game just finished (played on from the Games list), and how to remove its
        set-aside copy once it is kept again (Continue offers it, as before the other game began), or None."""

    # ----- following a match ------------------------------------------------------------
    def follow(self, match: Match) -> None:
        """Save ``match`` now and after every change to it (play, undo, redo)."""
        if self._match is match or self._refused is match:
            return
        if self._match is not None:
            self.unfollow(self._match)
        self._match = match
        self._fresh = True
        self._actions_json = [match.state.action_to_json(a) for a in match.actions]
        match.listeners.append(self._changed)
        # Nothing is written until the match changes: an untouched game (new, a puzzle, a position, the kept
        # game opened by Continue) leaves every file as it was (a Continue and a close rewrote meta.saved).

    def resumed(self, match: Match) -> None:
        """``match`` is the kept game itself, read back from the file: its first move is no other game's
        and sets nothing aside (an older record without ``meta.match`` was set aside as a copy of itself)."""
        self._resumed = match

    def following(self, match: Match) -> bool:
        """Whether ``match`` is the one kept now."""
        return self._match is match

    def keeping(self) -> bool:
        """Whether an unfinished game with moves in it is being kept now (not by a second window: ``_claim``)."""
        m = self._match
        return m is not None and bool(m.actions) and not m.over and self._lock is not None

    def unfollow(self, match: Match) -> None:
        if self._match is match:
            try:
                match.listeners.remove(self._changed)
            except ValueError:
                pass
            self._match = None

    def _changed(self, match: Match, kind: str, payload: Any) -> None:
        if kind == "review":
            return
        if kind in ("play", "redo"):
            action, _events = payload
            self._actions_json.append(match.state.action_to_json(action))
        elif kind == "undo":
            if self._actions_json:
                self._actions_json.pop()
        if len(self._actions_json) != len(match.actions):   # never save a record out of step with the game
            self._actions_json = [match.state.action_to_json(a) for a in match.actions]
        self._save(match)

    def _claim(self) -> bool:
        """Whether this app may write the kept game. A second window on the same folder may not: each
        window's writes would replace the other's game, and the moves of the one written over are lost.
        Asked again at each write, so the window left open takes over when the other one closes."""
        if self._lock is None:
            self._lock = FileLock.take(self.storage.path(AUTOSAVE_LOCK))
            if self._lock is None:
                self.problem = SHARED_FOLDER
                return False
        return True

    def _save(self, match: Match) -> None:
        if not self._claim():
            return                      # still fresh: on taking over, the game kept meanwhile is set aside first
        if self._fresh:
            self._fresh = False
            if not self._set_aside_other(match):
                self.unfollow(match)    # nothing is written over a kept game that could not be set aside
                self._refused = match   # (nor tried again each time its board is back on top)
                return
        if match.over:
            self._finished = match      # removed at ``settle()``: once the finished record is handed over
            return
        now = _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
        record = records.Record(game=match.spec.id, options=match.state.options.to_dict(),
                                seed=getattr(match.state, "seed", None), start=match.start,
                                actions=tuple(self._actions_json), result=None,
                                meta={**match.meta, "players": list(match.seats), "saved": now})
        self._hand_over(record)     # turned into text on the writer thread: thousands of actions cost milliseconds

    def _set_aside_other(self, match: Match) -> bool:
        """Before the first write of a new match: hand the kept game to ``set_aside`` if it is another one.
        False when that failed: the kept game must then stay where it is, and this match is not kept.

        The same game resumed (Continue) has the same ``meta.match`` id (older files: ``started`` stamp)."""
        if self.set_aside is None:
            return True
        try:
            kept = self.peek()
        except StorageError:
            return True           # a damaged file stays as it is (it is copied aside before any save over it)
        if kept is None or match is self._resumed or _same_game(kept.record.meta, match.meta):
            return True
        if "puzzle" in kept.record.meta:
            return True           # a puzzle in progress is kept as the player's progress, not as a game
        try:
            self.set_aside(kept.record)
        except StorageError as exc:
            self.problem = (f"The unfinished {kept.game_name} game could not be set aside ({exc}): it stays "
                            f"on Continue, and this game is not kept.")
            return False
        return True

    def settle(self) -> None:
        """A game that finished since the last call is not offered back: its file is removed (or the game set
        aside for it is kept again), after its finished record is on disk (``before_overwrite``)."""
        match, self._finished = self._finished, None
        if match is None or not match.over:
            return                  # (taken back since: its new position was handed over as usual)
        self._gate = True
        self.clear()        # a finished game is not offered back
        self._bring_back(match.spec.id, list(self._actions_json))

    # ----- the writer -------------------------------------------------------------------------
    _gate = False        # the next write or removal waits on ``before_overwrite`` first

    def _hand_over(self, record: Optional[records.Record]) -> None:
        """Queue the newest snapshot (``None``: remove the file); an older one not yet written is dropped."""
        if self._closed:
            return
        if self._gate:
            self._gate = False
            with self._gate_lock:
                self._gated = True      # kept by whichever snapshot is written next, if this one is dropped
        self._writer.submit(lambda: self._write(REMOVE if record is None else record))

    def warm(self) -> None:
        """Start the writer thread now, while nothing is to be written (``BoardScene.enter``, after a flip)."""
        if not self._closed:
            self._start_writer()

    def _start_writer(self) -> None:
        self._writer.start()

    def _write(self, record) -> None:
        """On the writer thread: the snapshot through storage's one atomic write, or the file removed."""
        with self._gate_lock:
            gated, self._gated = self._gated, False
        try:
            if gated and self.before_overwrite is not None:
                self.before_overwrite()     # the finished game's own file first
            if record is not REMOVE:
                self.storage.keep_copy_if_damaged(AUTOSAVE_FILE)
                atomic_write_text(self.path, records.dumps(record))
                if not self._swept:
                    self._sweep_killed_writes()
            else:
                self.path.unlink(missing_ok=True)
            self.problem = None
        except (StorageError, OSError) as exc:
            self.problem = f"The game could not be kept: {exc}"

    def _sweep_killed_writes(self) -> None:
        """Temp files of this file that a killed run left (this writer is the file's only one)."""
        self._swept = True
        for tmp in self.path.parent.glob(f".{self.path.name}.*.tmp"):
            try:
                tmp.unlink()
            except OSError:
                pass

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until the newest snapshot is on disk (a game that has finished: until its file is gone)."""
        self.settle()
        self._writer.flush(timeout)

    def close(self) -> None:
        self.flush()
        self._closed = True
        self._writer.close()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def _bring_back(self, game_id: str, actions: list) -> None:
        """The game set aside for the one just finished is the kept game again (Continue offers it; it left
        the menu for good when the other game finished). Its set-aside copy is removed only once it is on disk."""
        if self.bring_back is None:
            return
        try:
            found = self.bring_back(game_id, actions)
        except StorageError:
            return
        if found is None:
            return
        record, remove_copy = found
        meta = {k: v for k, v in record.meta.items() if k != "name"}
        self._hand_over(records.Record(record.game, record.options, record.seed, record.start, record.actions,
                                       None, meta))
        self.flush()
        if self.problem is None and self.path.exists():
            try:
                remove_copy()
            except StorageError:
                pass            # listed twice is better than lost

    def clear(self) -> None:
        """Forget the kept game (it finished, or the player started another)."""
        if self._claim():
            self._hand_over(None)

    # ----- finding it again ----------------------------------------------------------------------
    def peek(self) -> Optional[Resumable]:
        """The unfinished game on disk, or None; a damaged file raises StorageError and is left as it is."""
        self.flush()
        if not self.path.exists() and not self.path.is_symlink():
            return None
        try:
            record = records.load(self.path)
        except records.RecordError as exc:
            self.storage.mark_damaged(AUTOSAVE_FILE)     # the next game keeps a copy before saving over it
            raise StorageError(f"The kept game could not be read, so it is not offered: {exc}") from exc
        turns, outcome = record.summary
        if outcome is not None:
            return None
        saved = record.meta.get("saved")
        try:
            when = _dt.datetime.fromisoformat(saved) if isinstance(saved, str) and len(saved) < 40 else None
        except ValueError:
            when = None
        if when is not None and when.tzinfo is None:
            when = when.replace(tzinfo=_dt.timezone.utc)
        name = record.spec.name + (" puzzle" if "puzzle" in record.meta else "")
        return Resumable(record, name, turns, when)
