"""Saved and finished games on disk: one record file each, listed per game.

``games/<game id>/`` in the data directory holds the records (the one record
format) a player saved under a name, and every finished game, kept
automatically. A file that cannot be read is listed with the reason instead
of being skipped silently, and is never changed; names never overwrite
another game's file.
"""
from __future__ import annotations

import datetime as _dt
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from ..core import records
from .files import Storage, StorageError
from .writer import Writer

GAMES_DIR = "games"
MAX_NAME = 60
MAX_LISTED = 500


@dataclass(frozen=True)
class Entry:
    """One file of the list: its record, or why it could not be read."""
    path: Path
    name: str
    record: Optional[records.Record]
    problem: Optional[str]
    saved: Optional[_dt.datetime]

    @property
    def finished(self) -> bool:
        return self.record is not None and self.record.result is not None


def clean_name(text: str) -> str:
    """A name a player typed, made safe to show and to use in a file name."""
    text = "".join(c for c in text if c.isprintable()).strip()
    return text[:MAX_NAME] or "Saved game"


def _slug(name: str) -> str:
    slug = re.sub(r"[^A-Za-z0-9_-]+", "-", name).strip("-").lower()
    return slug[:40] or "game"


def _now() -> _dt.datetime:
    return _dt.datetime.now(_dt.timezone.utc)


class Library:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.writer = Writer("finished games")    # finished games are written off the frame (``keep_finished``)

    @property
    def problem(self) -> Optional[str]:
        """Why the last finished game handed to the writer could not be written (the app says it), or None."""
        return self.writer.problem

    def flush(self, timeout: float = 30.0) -> bool:
        """Wait until every finished game handed over is on disk."""
        return self.writer.flush(timeout)

    def close(self) -> None:
        """Write what is still pending, then stop the writer (quitting)."""
        self.writer.close()

    def folder(self, game_id: str) -> Path:
        return self.storage.path(GAMES_DIR) / game_id

    def save(self, record: records.Record, name: str) -> Path:
        """Save a record under a player's name; a new file every time (never over another save)."""
        name = clean_name(name)
        stamp = _now().strftime("%Y%m%d-%H%M%S")
        folder = self.folder(record.game)
        path = folder / f"{stamp}-{_slug(name)}.json"
        n = 2
        while path.exists():
            path = folder / f"{stamp}-{_slug(name)}-{n}.json"
            n += 1
        self._write(path, record, name)
        return path

    def keep_finished(self, record: records.Record, key: str) -> Path:
        """A finished game, kept under a file of its own (``key``: the same game finishing again overwrites it).

        Written on the writer's thread (the record is stamped now): the path is returned at once, the file is
        there once ``flush()`` returns, and a failure shows as ``problem``."""
        path = self.folder(record.game) / f"finished-{_slug(key)}.json"
        data = self._stamped(record, record.meta.get("name") or "Finished game")
        self.writer.submit(lambda: self._save_file(path, data))
        return path

    def keep_review(self, path: Path, reviewed: records.Record) -> bool:
        """Write a review made of the game in ``path`` into that file's meta, so the game is reviewed once.

        Only where the file still holds that very game (its moves unchanged since it was read): anything
        else in the file, its name and time included, stays as it was, and so does its place in the list
        (its modification time). False, and nothing written, when the file is gone, unreadable or holds
        another game now."""
        from ..core import review   # here, not at the top: its module (and hashlib) were 3-6 ms of every start
        self.flush()          # the file may be a finished game still being written
        try:
            on_disk = records.load(path)
            stamp = path.stat()
        except (records.RecordError, OSError):
            return False
        if review.moves_key(on_disk) != review.moves_key(reviewed) or review.META_KEY not in reviewed.meta:
            return False
        meta = {**on_disk.meta, review.META_KEY: reviewed.meta[review.META_KEY]}
        data = records.Record(on_disk.game, on_disk.options, on_disk.seed, on_disk.start, on_disk.actions,
                              on_disk.result, meta)
        try:
            records.save(path, data)
            os.utime(path, ns=(stamp.st_atime_ns, stamp.st_mtime_ns))
        except (StorageError, OSError):
            return False
        return True

    def _write(self, path: Path, record: records.Record, name: str) -> None:
        self._save_file(path, self._stamped(record, name))

    @staticmethod
    def _stamped(record: records.Record, name: str) -> records.Record:
        meta = {**record.meta, "name": name, "saved": _now().isoformat(timespec="seconds")}
        return records.Record(record.game, record.options, record.seed, record.start, record.actions,
                              record.result, meta)

    @staticmethod
    def _save_file(path: Path, data: records.Record) -> None:
        try:
            records.save(path, data)
        except StorageError:
            raise
        except OSError as exc:
            raise StorageError(f"Could not save the game: {exc.strerror or exc}") from exc

    def delete(self, path: Path) -> None:
        """Remove one record file of the list, at the player's word (the Games list asks first).

        Only a ``.json`` file directly in a game's folder is ever removed: a path from anywhere else is
        refused, so no slip in a caller can delete another file. A file already gone is not an error."""
        self.flush()          # not deleted under a write still pending (it would put the file back)
        games = self.storage.path(GAMES_DIR)
        if path.suffix != ".json" or path.parent.parent != games or path.name.startswith("."):
            raise StorageError(f"{path.name} is not a saved game's file.")
        try:
            path.unlink()
        except FileNotFoundError:
            return
        except OSError as exc:
            raise StorageError(f"Could not delete {path.name}: {exc.strerror or exc}") from exc

    def _record_files(self, game_id: str, written: bool = True) -> list[tuple[float, Path]]:
        """(modified time, path) of the game's record files, newest first; none when the folder cannot be read.
        ``written``: finished games still being written are waited for and listed (False: what is on disk)."""
        if written:
            self.flush()
        def modified(p: Path) -> float:
            try:
                return p.stat().st_mtime
            except OSError:
                return 0.0
        try:
            files = [(modified(p), p) for p in self.folder(game_id).glob("*.json") if not p.name.startswith(".")]
        except OSError:
            return []
        return sorted(files, key=lambda f: f[0], reverse=True)

    def last_played(self, game_ids) -> str | None:
        """Of ``game_ids``, the one whose record was saved or finished last (None: no records at all)."""
        newest = [(files[0][0], gid) for gid in game_ids if (files := self._record_files(gid))]
        return max(newest)[1] if newest else None

    def files(self, game_id: str, written: bool = True) -> list[Path]:
        """The game's record files, newest first, at most ``MAX_LISTED`` (nothing read yet). ``written=False``:
        without waiting for finished games being written (for a caller that skips finished games: the frame
        a game ends on looks for a game set aside)."""
        return [p for _, p in self._record_files(game_id, written)][:MAX_LISTED]

    def entries(self, game_id: str) -> list[Entry]:
        """The game's saved and finished records, newest first; unreadable files listed with their reason."""
        return [self.entry(path) for path in self.files(game_id)]

    @staticmethod
    def entry(path: Path) -> Entry:
        """One record file read and checked (replayed), or the reason it cannot be."""
        try:
            record = records.load(path)
        except records.RecordError as exc:
            return Entry(path, path.stem, None, str(exc), None)
        game_id = path.parent.name
        if record.game != game_id:
            return Entry(path, path.stem, None, "This record is for another game.", None)
        name = record.meta.get("name")
        name = clean_name(name) if isinstance(name, str) else path.stem
        saved = record.meta.get("saved")
        try:
            when = _dt.datetime.fromisoformat(saved) if isinstance(saved, str) and len(saved) < 40 else None
        except ValueError:
            when = None
        return Entry(path, name, record, None, when)
