"""Where a player's settings, kept game and saved games live, as SDL answers for each system.

``pygame.system.get_pref_path`` is SDL's per-user, per-app folder (XDG_DATA_HOME or ~/.local/share on
Linux, %APPDATA% on Windows, ~/Library/Application Support on macOS): the well-kept answer, used
instead of our own. Versions before it wrote to ``game.storage.files.default_data_dir()``, which on
these systems names the same folder; wherever the two differ and only the earlier folder holds
anything, the earlier one goes on being used, so no player loses a kept game or a setting in the move.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from ..storage.files import APP_DIR_NAME, default_data_dir


def sdl_data_dir() -> Path | None:
    """SDL's folder for this app (SDL makes it), or None where SDL cannot give one."""
    try:
        return Path(pygame.system.get_pref_path("", APP_DIR_NAME))
    except (pygame.error, OSError, UnicodeError, ValueError):
        return None


def _holds_something(folder: Path) -> bool:
    try:
        return folder.is_dir() and any(folder.iterdir())
    except OSError:
        return False


def user_data_dir() -> Path:
    """The folder to keep the player's files in (see the module's docstring)."""
    earlier = default_data_dir()
    sdl = sdl_data_dir()
    if sdl is None:
        return earlier
    if sdl.resolve() != earlier.resolve() and _holds_something(earlier) and not _holds_something(sdl):
        return earlier
    return sdl
