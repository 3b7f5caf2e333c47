"""The puzzles in ``levels/``, and the week's Senket puzzle.

Every ``levels/<game>/*.json`` file is read by the one loader; a file that
is broken or invalid is skipped with a problem the puzzle list shows (and a
log line), and the others still load. The week's puzzle is chosen from the
ISO week alone: a Senket puzzle marked with that week if there is one, else
the next of the rest in a rotation where no two weeks in a row share a theme
(``rotation``), so everyone sees the same. The archive (``week_archive``) is
the same choice made for each of the past year's weeks, newest first: a
week to come is never in it.
Titles that several puzzles share are numbered, so each row can be told apart.
"""
from __future__ import annotations

import datetime as _dt
import logging
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Optional

from .format import Puzzle, PuzzleError, load

LEVELS_DIR = Path(__file__).resolve().parents[2] / "levels"
MAX_FILES = 2000
WEEK_GAME = "senket"
ARCHIVE_WEEKS = 52          # a year of weeks in the archive, this one included
log = logging.getLogger(__name__)


@dataclass
class Collection:
    puzzles: list[Puzzle] = field(default_factory=list)
    problems: list[tuple[str, str]] = field(default_factory=list)   # (file name, why it was skipped)

    def get(self, puzzle_id: str) -> Optional[Puzzle]:
        for p in self.puzzles:
            if p.id == puzzle_id:
                return p
        return None

    def of_game(self, game: str) -> list[Puzzle]:
        return [p for p in self.puzzles if p.game == game]

    def week_puzzle(self, today: Optional[_dt.date] = None) -> tuple[Optional[Puzzle], str]:
        """(the Senket puzzle of the ISO week containing ``today``, the week as "2026-W48")."""
        today = today or _dt.date.today()
        year, week, _ = today.isocalendar()
        label = f"{year}-W{week:02d}"
        pool = self.of_game(WEEK_GAME)
        for p in pool:
            if p.week == label:
                return p, label
        unmarked = [p for p in pool if p.week is None] or pool
        if not unmarked:
            return None, label
        order = rotation(unmarked)
        monday = _dt.date.fromisocalendar(year, week, 1)
        return order[((monday - EPOCH).days // 7) % len(order)], label

    def week_archive(self, today: Optional[_dt.date] = None, weeks: int = ARCHIVE_WEEKS) -> list[tuple[str, Puzzle]]:
        """[(week as "2026-W48", its puzzle)] for the week containing ``today`` and the ``weeks - 1`` before
        it, newest first: what each of those weeks' puzzle was (the same choice as ``week_puzzle``), so a
        player who missed a week can still play it. Weeks after ``today``'s are never listed."""
        today = today or _dt.date.today()
        out = []
        for back in range(weeks):
            puzzle, label = self.week_puzzle(today - _dt.timedelta(days=7 * back))
            if puzzle is not None:
                out.append((label, puzzle))
        return out

    def after(self, puzzle: Puzzle) -> Optional[Puzzle]:
        """The next puzzle of the same game in list order (None after the last)."""
        same = self.of_game(puzzle.game)
        for i, p in enumerate(same):
            if p.id == puzzle.id and i + 1 < len(same):
                return same[i + 1]
        return None


EPOCH = _dt.date(2026, 1, 5)      # a Monday: weeks are counted from it, so consecutive weeks are consecutive
THEME_CLASSES = (("post", "post scoring"), ("join", "join groups"), ("stop", "block a threat"),
                 ("block", "block a threat"), ("invad", "invade"), ("spoil", "invade"),
                 ("void", "void a rest-of-board claim"))


def theme_class(theme: str) -> str:
    """The week's rotation's theme for a puzzle's own theme ("stop an invasion" blocks a threat)."""
    low = theme.lower()
    return next((name for key, name in THEME_CLASSES if key in low), "close a territory")


def rotation(pool: list) -> list:
    """The week's puzzles in the order the weeks take them: no two in a row (nor the last and the first)
    of one theme class, each class spread evenly over the rotation; the puzzles that cannot be placed so
    (the largest class's surplus) are left out of the rotation, not out of the list.  Within a class the
    list order is kept."""
    classes: dict = {}
    for p in pool:
        classes.setdefault(theme_class(p.theme), []).append(p)
    if len(classes) < 2:
        return list(pool)                # one theme only: nothing to alternate
    queues = {k: list(v) for k, v in classes.items()}
    names = list(classes)
    out, last = [], None
    while True:
        choices = [k for k in queues if queues[k] and k != last]
        if not choices:
            break
        left = sum(len(q) for q in queues.values())
        # a class that needs every other week from here on goes now; else the class furthest behind its
        # even share, so the small themes are spread over the year instead of all coming at the end
        forced = [k for k in choices if 2 * len(queues[k]) > left]
        k = forced[0] if forced else min(choices, key=lambda c: (
            (len(classes[c]) - len(queues[c]) + 0.5) / len(classes[c]), names.index(c)))
        out.append(queues[k].pop(0))
        last = k
    while len(out) > 1 and theme_class(out[-1].theme) == theme_class(out[0].theme):
        out.pop()
    return out or list(pool)


def load_collection(folder: Path | str = LEVELS_DIR) -> Collection:
    folder = Path(folder)
    found = Collection()
    try:
        files = sorted(folder.glob("*/*.json"))[:MAX_FILES]
    except OSError as exc:
        found.problems.append((str(folder), f"The puzzle folder could not be read ({exc.strerror or exc})."))
        return found
    seen: dict[str, str] = {}
    for path in files:
        name = f"{path.parent.name}/{path.name}"
        try:
            puzzle = load(path)
            if puzzle.game != path.parent.name:
                raise PuzzleError(f"It is a {puzzle.game} puzzle in the {path.parent.name} folder.")
            if puzzle.id in seen:
                raise PuzzleError(f"Its id {puzzle.id} is already used by {seen[puzzle.id]}.")
        except PuzzleError as exc:
            log.warning("puzzle %s skipped: %s", name, exc)
            found.problems.append((name, str(exc)))
            continue
        seen[puzzle.id] = name
        found.puzzles.append(puzzle)
    order = {"senket": 0, "pente": 1, "senet": 2}
    found.puzzles.sort(key=lambda p: (order.get(p.game, 9), p.generated, p.difficulty, p.id))
    found.puzzles = numbered_titles(found.puzzles)
    return found


def numbered_titles(puzzles: list[Puzzle]) -> list[Puzzle]:
    """A title several puzzles of one game share gets its number among them, in list order ("Secure the top
    side (3)"): the generated Senket puzzles share nine titles among 155, and the list, the plate and the
    week's entry could not tell them apart."""
    shared = Counter((p.game, p.title) for p in puzzles)
    seen: Counter = Counter()
    out = []
    for p in puzzles:
        key = (p.game, p.title)
        if shared[key] > 1:
            seen[key] += 1
            p = replace(p, title=f"{p.title} ({seen[key]})")
        out.append(p)
    return out
