"""Puzzles in the main menu: the list per game, the week's Senket puzzle first, and the weeks' archive.

Tabs for the three games (Senket first, its week's puzzle at the top of its
list, with the week), under the heading how many of the game's puzzles are
solved and the streak; each row shows the title, difficulty, theme and
whether it is solved. A last tab, Weekly, lists the week's puzzle of this
week and of each week of the past year, newest first, each with its dates
and whether it is solved (a player who missed a week plays it there). A
file in ``levels/`` that could not be read is listed at the end of its
game's tab with the reason, and never opened.
"""
from __future__ import annotations

import datetime as dt
from typing import NamedTuple

from ..puzzles.format import Puzzle, PuzzleError
from ..ui.theme import Theme
from ..ui.widgets import Button, WidgetList
from .dialog import Dialog
from .games_list import GamesScene
from .puzzle_data import collection_of, progress_of   # noqa: F401  (progress_of: also used from here)
from .puzzle_play import open_puzzle


DIFFICULTY = {1: "Very easy", 2: "Easy", 3: "Medium", 4: "Hard", 5: "Very hard"}


class Tab(NamedTuple):
    """A tab that is not a game's (the games' tabs are their ``GameSpec``: an ``id`` and a ``name``)."""
    id: str
    name: str


WEEKLY = Tab("weekly", "Weekly")


class PuzzleListScene(GamesScene):
    title = "Puzzles"
    heading = "Puzzles"
    deletable = False
    lists_puzzles = True     # a puzzle opened from here comes back here

    def __init__(self, app, game_id: str | None = None) -> None:
        self.summary = ""
        super().__init__(app, game_id)

    def draw(self, surface) -> None:
        """The list, and under its heading how many of this game's puzzles are solved and the streak (days
        in a row with a new one solved)."""
        super().draw(surface)
        if self.summary:
            s = self.app.scale
            t = Theme.text(self.summary, int(22 * s), self.palette.text_dim)
            surface.blit(t, t.get_rect(midtop=(self.size[0] // 2, int(80 * s))))

    def row_shown(self, i: int) -> None:
        pass             # a puzzle's row is known when the list is built

    def _load(self) -> None:
        if WEEKLY not in self.specs:
            self.specs.append(WEEKLY)        # after the games' tabs: the scene it shares gives one per game
        spec = self.specs[self.tab]
        if spec is WEEKLY:
            self._load_weekly()
            return
        found, progress = collection_of(self.app), progress_of(self.app)
        puzzles = found.of_game(spec.id)
        week_puzzle, week = found.week_puzzle()
        if spec.id == "senket" and week_puzzle is not None:
            puzzles = [week_puzzle] + [p for p in puzzles if p.id != week_puzzle.id]
        ids = [p.id for p in puzzles]
        streak = progress.streak(ids)
        self.summary = (f"{spec.name}: {progress.solved_count(ids)} of {len(ids)} solved"
                        + (f"  ·  {streak}-day streak" if streak else ""))
        buttons = []
        for i, p in enumerate(puzzles):
            entry = progress.get(p.id)
            done = "Solved" if entry.solved else ("Tried" if entry.attempts else "New")
            label = p.title if p is not week_puzzle else f"This week: {p.title}"
            parts = [DIFFICULTY[p.difficulty], done]
            if p is week_puzzle:
                parts.insert(0, week_dates(week))
            if p.theme:
                parts.append(p.theme)
            if p.generated:
                parts.append("from computer games")
            buttons.append(Button(label, lambda p=p: self.open(p), "  ·  ".join(parts), name=f"puzzle-{p.id}"))
        for name, why in found.problems:
            if name.startswith(spec.id + "/") or "/" not in name:
                buttons.append(Button(f"Skipped: {name}", lambda: None, why, enabled=False, name=f"broken-{name}"))
        self.widgets = WidgetList(buttons)
        self.top_row = 0
        if self.size[0]:
            self.layout(self.size)

    def _load_weekly(self, today: dt.date | None = None) -> None:
        """The Weekly tab: this week's puzzle, then each past week's, newest first (never a week to come)."""
        found, progress = collection_of(self.app), progress_of(self.app)
        today = today or dt.date.today()
        weeks = found.week_archive(today)
        solved = sum(progress.get(p.id).solved for _, p in weeks)
        self.summary = f"The week's Senket puzzle: {solved} of the last {len(weeks)} weeks' puzzles solved" if weeks else ""
        buttons = []
        for i, (week, p) in enumerate(weeks):
            entry = progress.get(p.id)
            done = "Solved" if entry.solved else ("Tried" if entry.attempts else "New")
            dates = week_dates(week) + ("" if int(week[:4]) == today.isocalendar()[0] else f" {week[:4]}")
            label = f"This week: {p.title}" if i == 0 else f"{dates}: {p.title}"
            parts = [dates if i == 0 else "", done, DIFFICULTY[p.difficulty], p.theme]
            buttons.append(Button(label, lambda p=p: self.open(p), "  ·  ".join(x for x in parts if x),
                                  name=f"week-{week}"))
        self.widgets = WidgetList(buttons)
        self.top_row = 0
        if self.size[0]:
            self.layout(self.size)

    def enter(self) -> None:
        """Back from a puzzle: the ticks are fresh and the focus stays on the same row."""
        super().enter()
        focus = self.widgets.focus
        self._load()
        if 0 <= focus < len(self.widgets.widgets):
            self.widgets.focus = focus
            self._place()

    def hint_lines(self, size: int) -> list[str]:
        """The Games list's controls line, where Left/Right change the tab (Weekly is not a game)."""
        return [line.replace("Left/Right: game", "Left/Right: tab") for line in super().hint_lines(size)]

    def empty_text(self) -> str:
        if self.specs[self.tab] is WEEKLY:
            return "No week's puzzles yet: they are chosen among the Senket puzzles."
        return f"No {self.specs[self.tab].name} puzzles yet."

    def open_hint(self) -> str:
        return "play"

    def open(self, puzzle: Puzzle) -> None:     # type: ignore[override]
        try:
            scene = open_puzzle(self.app, puzzle, PuzzleListScene)
        except PuzzleError as exc:
            self.app.audio.play("error")
            self.app.notify(str(exc), "error")
            return
        self.app.audio.play("click")
        self.app.push(scene)


def week_dates(week: str) -> str:
    """"23-29 Nov" for "2026-W48": a player knows the dates, not the ISO week number."""
    monday = dt.date.fromisocalendar(int(week[:4]), int(week[6:]), 1)
    sunday = monday + dt.timedelta(days=6)
    if monday.month == sunday.month:
        return f"{monday.day}\u2013{sunday.day} {sunday:%b}"
    return f"{monday.day} {monday:%b} \u2013 {sunday.day} {sunday:%b}"


def puzzles_scene(app, puzzle_id: str | None = None):
    """The puzzle list, or (``--puzzle ID``) that puzzle's board; an unknown id says so over the list."""
    if puzzle_id is None:
        return PuzzleListScene(app)
    found = collection_of(app)
    puzzle = found.get(puzzle_id)
    if puzzle is None:
        known = ", ".join(p.id for p in found.puzzles[:3])
        return Dialog(app, "No such puzzle", f"There is no puzzle '{puzzle_id[:60]}'. Puzzles in the list have ids "
                      f"such as {known}.", [("Puzzle list", lambda: app.replace(PuzzleListScene(app))),
                                            ("Main menu", None)])
    return open_puzzle(app, puzzle, PuzzleListScene)
