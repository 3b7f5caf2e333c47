"""Player settings: what they are, their allowed values, and (de)serialising.

Unknown keys and out-of-range values from a file are replaced by defaults
one by one, so one bad value never throws away the rest.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields

PALETTES = ("classic", "colour-blind safe", "high contrast")
ANIMATION_SPEEDS = {"slow": 0.5, "normal": 1.0, "fast": 2.0, "off": 0.0}
UI_SCALES = (80, 90, 100, 115, 130, 150)   # percent of the size the window would give text and buttons
SETTINGS_FILE = "settings.json"
MAX_SETUP_KEYS = 16      # a game's setup has a handful of rows; a file holding thousands is not one
MAX_SETUP_TEXT = 40


def _valid_setups(value: object) -> bool:
    """Each game's last setup: {game id: {row: value}} with short names and plain values. Which values a
    row takes is the setup scene's to check (it knows its rows); this only keeps a hostile file small."""
    def short(v):
        return type(v) is str and 0 < len(v) <= MAX_SETUP_TEXT
    if not isinstance(value, dict) or len(value) > MAX_SETUP_KEYS:
        return False
    for game, rows in value.items():
        if not short(game) or not isinstance(rows, dict) or len(rows) > MAX_SETUP_KEYS:
            return False
        for key, v in rows.items():
            if not short(key) or not (type(v) in (bool, int) or short(v)):
                return False
    return True


@dataclass
class Settings:
    volume: int = 70  # percent, 0-100 in steps of 10
    muted: bool = False
    fullscreen: bool = False
    palette: str = "classic"
    animation: str = "normal"
    ui_scale: int = 100  # percent, one of UI_SCALES
    setups: dict = field(default_factory=dict)   # each game's last new-game setup (board size, seats…) by game id

    @property
    def animation_factor(self) -> float:
        """Multiplier on animation speed; 0 means animations are skipped."""
        return ANIMATION_SPEEDS[self.animation]

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.muted else self.volume / 100.0

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> tuple["Settings", list[str]]:
        """Settings from a parsed file, and the names of values that were ignored."""
        s = cls()
        ignored: list[str] = []
        if not isinstance(data, dict):
            return s, ["the whole file (not a settings object)"]
        valid = {
            "volume": lambda v: type(v) is int and 0 <= v <= 100,
            "muted": lambda v: type(v) is bool,
            "fullscreen": lambda v: type(v) is bool,
            "palette": lambda v: type(v) is str and v in PALETTES,
            "animation": lambda v: type(v) is str and v in ANIMATION_SPEEDS,
            "ui_scale": lambda v: type(v) is int and v in UI_SCALES,
            "setups": _valid_setups,
        }
        names = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key in names and valid[key](value):
                setattr(s, key, value)
            else:
                ignored.append(str(key))
        return s, ignored


def describe_ignored(names: list[str], shown: int = 3, longest: int = 24) -> str:
    """A short sentence however many or long the ignored names are (a file may hold thousands)."""
    def short(n: str) -> str:
        n = "".join(c if c.isprintable() else "?" for c in n[:longest + 1])
        return n if len(n) <= longest else n[: longest - 1] + "…"
    listed = ", ".join(short(n) for n in names[:shown])
    more = f" and {len(names) - shown} more" if len(names) > shown else ""
    count = "One setting" if len(names) == 1 else f"{len(names)} settings"
    return f"{count} could not be used ({listed}{more}); defaults apply to those."
