"""What a player has solved and tried, kept across runs in ``puzzles.json`` (atomic write).

A damaged or hostile file is not trusted and not lost: what can be read is
used, and the first save keeps a copy of the original beside it.
"""
from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Optional

from ..storage.files import Storage, StorageError

FILE = "puzzles.json"
MAX_ENTRIES = 5000
BIG = 10 ** 6


@dataclass
class Entry:
    solved: bool = False
    attempts: int = 0                 # times a wrong move was played
    best: Optional[int] = None        # fewest wrong moves in a solve
    last: str = ""                    # when last played (ISO, UTC)
    solved_on: str = ""               # the day of the first solve (ISO date, local), for the streak

    def to_json(self) -> dict:
        data = {"solved": self.solved, "attempts": self.attempts, "best": self.best, "last": self.last}
        if self.solved_on:
            data["solved_on"] = self.solved_on
        return data


class Progress:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.entries: dict[str, Entry] = {}
        self.problem: Optional[str] = None
        self._load()

    def _load(self) -> None:
        try:
            data = self.storage.read_json(FILE)
        except StorageError as exc:
            self.problem = str(exc)
            return
        if data is None:
            return
        items = data.get("puzzles") if isinstance(data, dict) else None
        if not isinstance(items, dict):
            self.storage.mark_damaged(FILE)
            self.problem = f"{FILE} could not be used; puzzle progress starts afresh (the file is kept)"
            return
        if data.get("version") != 1 or len(items) > MAX_ENTRIES:
            self.storage.mark_damaged(FILE)   # a newer app's file, or more than is read: copied before a save
        for pid, raw in list(items.items())[:MAX_ENTRIES]:
            entry = _entry(raw)
            if entry is None or not isinstance(pid, str) or len(pid) > 48:
                self.storage.mark_damaged(FILE)
                continue
            self.entries[pid] = entry

    def get(self, pid: str) -> Entry:
        return self.entries.get(pid, Entry())

    def record_wrong(self, pid: str) -> None:
        e = self.entries.setdefault(pid, Entry())
        e.attempts = min(BIG, e.attempts + 1)
        self._touch(e)

    def record_solved(self, pid: str, wrong_moves: int, today: Optional[_dt.date] = None) -> None:
        e = self.entries.setdefault(pid, Entry())
        if not e.solved:
            e.solved_on = (today or _dt.date.today()).isoformat()
        e.solved = True
        e.best = wrong_moves if e.best is None else min(e.best, wrong_moves)
        self._touch(e)

    def solved_count(self, ids) -> int:
        return sum(1 for pid in ids if self.get(pid).solved)

    def streak(self, ids, today: Optional[_dt.date] = None) -> int:
        """Days in a row, up to today (or yesterday: today's is still to come), on each of which one of
        ``ids`` was solved for the first time."""
        days = set()
        for pid in ids:
            try:
                days.add(_dt.date.fromisoformat(self.get(pid).solved_on))
            except ValueError:
                pass
        day = today or _dt.date.today()
        if day not in days:
            day -= _dt.timedelta(days=1)
        n = 0
        while day in days:
            n += 1
            day -= _dt.timedelta(days=1)
        return n

    def _touch(self, e: Entry) -> None:
        e.last = _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
        self.save()

    def save(self) -> None:
        """Raises StorageError with a sentence for the player when the file cannot be written."""
        self.storage.write_json(FILE, {"version": 1, "puzzles": {k: v.to_json() for k, v in self.entries.items()}})


def _entry(raw) -> Optional[Entry]:
    if not isinstance(raw, dict):
        return None
    solved, attempts, best, last = raw.get("solved"), raw.get("attempts"), raw.get("best"), raw.get("last", "")
    solved_on = raw.get("solved_on", "")
    if not isinstance(solved_on, str) or len(solved_on) > 10:
        return None
    if type(solved) is not bool or type(attempts) is not int or not 0 <= attempts <= BIG:
        return None
    if best is not None and (type(best) is not int or not 0 <= best <= BIG):
        return None
    if not isinstance(last, str) or len(last) > 40:
        return None
    return Entry(solved, attempts, best, last, solved_on)
