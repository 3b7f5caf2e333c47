"""A desktop launcher for Linux: ``python main.py --install-launcher``.

Writes a freedesktop ``.desktop`` entry (the app in the desktop's menu, and a
file that starts the game on a double-click) and its icon, drawn by the app,
under ``$XDG_DATA_HOME`` (``~/.local/share``). The entry runs this checkout's
``main.py`` with the Python that ran the command, so it keeps working from
any working directory.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

APP_ID = "senket-senet-pente"
MAIN = Path(__file__).resolve().parents[1] / "main.py"


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def desktop_entry(icon: Path) -> str:
    def quoted(path) -> str:
        # the Desktop Entry spec: inside quotes \ " ` $ take a backslash, then the whole value is a string
        # whose own escape doubles every backslash; a literal % is %%
        text = str(path)
        for ch in ("\\", '"', "`", "$"):
            text = text.replace(ch, "\\" + ch)
        return '"' + text.replace("\\", "\\\\").replace("%", "%%") + '"'
    # the one-file app (docs/building.md) runs itself; from source, this Python runs main.py
    command = quoted(sys.executable) if getattr(sys, "frozen", False) else f"{quoted(sys.executable)} {quoted(MAIN)}"
    return ("[Desktop Entry]\n"
            "Type=Application\n"
            "Name=Senket · Senet · Pente\n"
            "Comment=Three board games at one screen: Senket, Senet and Pente\n"
            f"Exec={command}\n"
            f"Icon={icon}\n"
            "Terminal=false\n"
            "Categories=Game;BoardGame;\n")


def install() -> list[Path]:
    """Write the icon and the entry (atomically); returns the files written. Raises StorageError
    (a sentence) when a folder cannot be made or a file written."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from .storage.files import StorageError, atomic_write_bytes, atomic_write_text
    from .ui.icon import icon_png
    icon = data_home() / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png"
    entry = data_home() / "applications" / f"{APP_ID}.desktop"
    atomic_write_bytes(icon, icon_png())
    atomic_write_text(entry, desktop_entry(icon))
    try:
        os.chmod(entry, 0o755)     # a launcher file a file manager may run on a double-click
    except OSError as exc:
        raise StorageError(f"Could not make {entry.name} runnable: {exc.strerror or exc}") from exc
    return [icon, entry]
