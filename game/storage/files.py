"""The app's data folder: settings, autosaves, records, and the lock on it.

Every write goes through ``game.core.files.atomic_write_bytes`` (a temporary
file renamed over the target, so a crash mid-write leaves the old file
whole); its names are re-exported here for the layers above. A file that cannot be read or parsed raises StorageError with a sentence a
player can understand; the file itself is left exactly as it was.
"""
from __future__ import annotations

import errno
import json
import os
import shutil
import sys
import time
from pathlib import Path
from typing import Any

from ..core.files import (MAX_DOCUMENT_BYTES, StorageError, _follow_links, atomic_write_bytes,  # noqa: F401  (re-exported)
                          atomic_write_text, parse_json_document, read_document, read_small_file)

APP_DIR_NAME = "senket-senet-pente"
STALE_TEMP_SECONDS = 60.0


def default_data_dir() -> Path:
    """The per-user folder this app used before it asked SDL (``game.ui.data_folder``, which still
    looks here first so that no earlier player's files are left behind)."""
    home = Path.home()
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / APP_DIR_NAME


class FileLock:
    """An exclusive lock on a file, held by this process until ``release`` (or its end).

    ``FileLock.take(path)`` is None while another process (or another app in this one) holds it. Where
    the system cannot lock (a filesystem without locks, a folder that cannot be written), the lock is
    taken without locking anything: such a folder is kept as before locks existed."""

    def __init__(self, handle) -> None:
        self._handle = handle

    @classmethod
    def take(cls, path: Path) -> "FileLock | None":
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handle = open(path, "a+b")
        except OSError:
            return cls(None)
        try:
            if sys.platform == "win32":
                import msvcrt
                handle.seek(0)
                msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
            else:
                import fcntl
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            held = isinstance(exc, (BlockingIOError, PermissionError)) or exc.errno in _LOCK_HELD
            if held:
                handle.close()
                return None
        return cls(handle)

    def release(self) -> None:
        """Closing the file gives the lock back (both systems)."""
        if self._handle is not None:
            self._handle.close()
            self._handle = None


_LOCK_HELD = {getattr(errno, name) for name in ("EAGAIN", "EWOULDBLOCK", "EACCES", "EDEADLK", "EDEADLOCK")
              if hasattr(errno, name)}


class Storage:
    """The app's data directory: JSON documents by relative name.

    Remembers which files failed to load this session, so that the first save
    over one of them first keeps a copy of the damaged original beside it.
    """

    def __init__(self, root: Path | str):
        self.root = Path(root)
        self._damaged: set[Path] = set()

    def path(self, name: str) -> Path:
        return self.root / name

    def read_json(self, name: str) -> Any | None:
        """The parsed document, or None if it does not exist yet."""
        path = self.path(name)
        try:
            raw = read_small_file(path)
        except OSError as exc:
            self._damaged.add(path)
            raise StorageError(f"Could not read {name}: {exc.strerror or exc}; the file was left as it is") from exc
        if raw is None:
            return None
        try:
            return json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError) as exc:  # ValueError: also integers too long to parse
            self._damaged.add(path)
            raise StorageError(f"{name} is damaged and was not loaded; the file was left as it is") from exc

    def mark_damaged(self, name: str) -> None:
        """The document was read but not all of it could be used: keep a copy before the first save over it."""
        self._damaged.add(self.path(name))

    def sweep_temp_files(self) -> int:
        """Remove temp files a killed save left behind (older than a minute, so no running save is touched)."""
        removed = 0
        try:
            entries = list(self.root.glob(".*.tmp"))
        except OSError:
            return 0
        now = time.time()
        for tmp in entries:
            try:
                if tmp.is_file() and not tmp.is_symlink() and now - tmp.stat().st_mtime > STALE_TEMP_SECONDS:
                    tmp.unlink()
                    removed += 1
            except OSError:
                pass
        return removed

    def write_json(self, name: str, data: Any) -> None:
        self.keep_copy_if_damaged(name)
        atomic_write_text(self.path(name), json.dumps(data, indent=2, sort_keys=True) + "\n")

    def keep_copy_if_damaged(self, name: str) -> None:
        """Before the first save over a file that could not be used, keep a copy of it beside it."""
        path = self.path(name)
        if path in self._damaged and path.exists():
            keep = path.with_name(f"{path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
            try:
                if not _follow_links(path).is_file():
                    raise OSError(0, "it is not a regular file")
                shutil.copy2(path, keep)
            except OSError as exc:
                raise StorageError(f"Could not save {name}: a copy of the damaged file could not be kept first, so it was not overwritten ({exc.strerror or exc})") from exc
            self._damaged.discard(path)
