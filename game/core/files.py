"""Files at the bottom of the house: the atomic write and the reading of small documents.

The records (``game.core``) and the app's data folder (``game.storage``) both
write files the player must never lose and read JSON documents that may be
broken or hostile; this is the one copy of each, below both, so the core
needs nothing above it.

Every write goes to a temporary file in the same directory and is then
renamed over the target, so a crash mid-write leaves the old file whole.
"""
from __future__ import annotations

import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

MAX_DOCUMENT_BYTES = 1024 * 1024      # settings and other small documents; records have their own limit


class StorageError(Exception):
    """A file could not be read or written; str() is a player-facing sentence."""


def atomic_write_text(path: Path, text: str) -> None:
    """Write text (UTF-8) through ``atomic_write_bytes``."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write a file so that the target is either the old or the new file, never half.

    Temp file in the same folder, fsync, rename over the target, fsync of the
    folder (so the rename itself survives a power cut). An existing file keeps
    its permission bits; a new one gets the usual ones for the user's umask
    (``mkstemp`` alone would make every save 0600). A symbolic link is
    followed, so the link stays and its target is what changes. A file the
    player made read-only is not replaced: that raises StorageError.
    """
    path = _follow_links(Path(path))
    if path.exists() and (not os.access(path, os.W_OK) or not path.stat().st_mode & 0o222):  # root can write 0444
        raise StorageError(f"Could not save {path.name}: the file is read-only, so it was left as it is")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise StorageError(f"Could not save {path.name}: {exc.strerror or exc}") from exc
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, _mode_for(path))
        os.replace(tmp, path)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise StorageError(f"Could not save {path.name}: {exc.strerror or exc}") from exc
    _fsync_dir(path.parent)


def _follow_links(path: Path) -> Path:
    """The file a chain of links points to (a dangling or looping link: the path itself)."""
    try:
        if path.is_symlink():
            return path.resolve(strict=False)
    except (OSError, RuntimeError):
        pass
    return path


def read_small_file(path: Path, limit: int = MAX_DOCUMENT_BYTES) -> bytes | None:
    """A small document's bytes, or None if it does not exist.

    Only a regular file of at most ``limit`` bytes is opened: a FIFO in its
    place would block start-up for ever, a device or a huge file fill memory.
    Raises OSError (with a sentence in ``strerror``) otherwise.
    """
    try:
        info = path.stat()
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(info.st_mode):
        raise OSError(0, "it is not a regular file")
    if info.st_size > limit:
        raise OSError(0, f"it is too large (over {limit // 1024} KB)")
    with open(path, "rb") as fh:
        data = fh.read(limit + 1)
    if len(data) > limit:
        raise OSError(0, f"it is too large (over {limit // 1024} KB)")
    return data


def read_document(path: Path | str, limit: int, error: type) -> bytes:
    """``read_small_file``'s bytes, or ``error(sentence)`` naming the file and why it could not be read
    (no such file included): the one reading of a document file that the record and puzzle loaders share."""
    path = Path(path)
    try:
        data = read_small_file(path, limit)
    except OSError as exc:
        raise error(f"Could not read {path.name}: {exc.strerror or exc}.") from exc
    if data is None:
        raise error(f"Could not read {path.name}: there is no such file.")
    return data


def parse_json_document(text: str | bytes, limit: int, error: type, what: str) -> Any:
    """JSON from a file's bytes or text, or ``error(sentence)`` about ``what`` ("a puzzle", "a game record"):
    too large, not UTF-8, nested too deeply, not valid JSON (integers beyond Python's digit limit too).
    The one reading of a JSON document that the records and puzzle loaders share."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > limit:
            raise error(f"This file is too large to be {what}.")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise error(f"This file is not {what} (it is not UTF-8 text).") from exc
    if not isinstance(text, str):
        raise error(f"This is not {what}.")
    if len(text) > limit:
        raise error(f"This file is too large to be {what}.")
    try:
        return json.loads(text)
    except RecursionError as exc:
        raise error(f"This file is not {what} (its JSON is nested too deeply).") from exc
    except ValueError as exc:  # JSONDecodeError, and integers beyond Python's digit limit
        detail = str(exc)
        detail = detail if len(detail) <= 80 else detail[:79] + "…"
        raise error(f"This file is not {what} (not valid JSON: {detail}).") from exc


def _mode_for(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _fsync_dir(folder: Path) -> None:
    """Make the rename durable; folders cannot be opened for this on Windows, where it is skipped."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
