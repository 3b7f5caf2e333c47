"""Files the player must never lose: settings, autosaves, records.

Every write goes to a temporary file in the same directory and is then
renamed over the target, so a crash mid-write leaves the old file whole.
A file that cannot be read or parsed raises StorageError with a sentence a
player can understand; the file itself is left exactly as it was.
"""
from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

APP_DIR_NAME = "senket-senet-pente"


class StorageError(Exception):
    """A file could not be read or written; str() is a player-facing sentence."""


def default_data_dir() -> Path:
    """The platform's per-user data directory for this app."""
    home = Path.home()
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / APP_DIR_NAME


def atomic_write_text(path: Path, text: str) -> None:
    """Write text so that the target is either the old or the new file, never half.

    Temp file in the same folder, fsync, rename over the target, fsync of the
    folder (so the rename itself survives a power cut). An existing file keeps
    its permission bits; a new one gets the usual ones for the user's umask
    (``mkstemp`` alone would make every save 0600).
    """
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise StorageError(f"Could not save {path.name}: {exc.strerror or exc}") from exc
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
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
            raw = path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            self._damaged.add(path)
            raise StorageError(f"Could not read {name}: {exc.strerror or exc}") from exc
        try:
            return json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            self._damaged.add(path)
            raise StorageError(f"{name} is damaged and was not loaded; the file was left as it is") from exc

    def write_json(self, name: str, data: Any) -> None:
        path = self.path(name)
        if path in self._damaged and path.exists():
            keep = path.with_name(f"{path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
            try:
                shutil.copy2(path, keep)
            except OSError as exc:
                raise StorageError(f"Could not save {name}: a copy of the damaged file could not be kept first, so it was not overwritten ({exc.strerror or exc})") from exc
            self._damaged.discard(path)
        atomic_write_text(path, json.dumps(data, indent=2, sort_keys=True) + "\n")
