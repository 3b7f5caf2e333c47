"""Games: the saved and finished games of each game, opened in the record viewer.

Left/right (or a click on a tab) change the game; up/down choose a record, PageUp/PageDown (the pad's
triggers) a page on, Home/End the first or the last;
Enter, A or a click opens it on the game's own board in the viewer, which
steps through it and can play on from any position. A file that cannot be
read is listed with the reason, never opened and never changed. Delete (the
pad's X, or the Delete at a row's right end) removes a game's file once the
player has said so in a dialog whose first choice keeps it.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame

from ..core.match import Match
from ..core.registry import games
from ..storage.files import StorageError
from ..storage.library import Entry, clean_name
from ..ui import input as inp
from ..ui.scene import Scene
from ..ui.theme import Theme
from ..ui.widgets import Button, WidgetList, draw_panel
from ..ui.backdrop import shared_backdrop
from .dialog import Dialog
from .side_names import describe_computers, seat_names


def open_viewer(app, entry: Entry):
    """The game's board scene stepping through ``entry``'s record (None if it cannot be read)."""
    if entry.record is None:
        return None
    match = Match.from_record(entry.record)
    match.keep = False                     # looking at a record changes no file (but a review of it is kept with it)
    match.kept_at = entry.path
    scene = entry.record.spec.open_match(app, match)
    scene.start_viewing()
    return scene


FINISHED_NAME = "Finished game"    # the name the library gives a finished game kept by itself


def row_title(entry: Entry, palette: str = "classic") -> str:
    """A row's title: the name a player gave, or for a finished game kept by itself its final score
    (every such row was titled "Finished game")."""
    if entry.record is None:
        return entry.path.name
    out = entry.record.summary[1]
    if entry.name != FINISHED_NAME or out is None:
        return entry.name
    names = seat_names(entry.record.spec, palette)
    score = f"{out.scores[0]:,}–{out.scores[1]:,}"
    if entry.record.game == "pente":
        score = f"(captures {score})"
    return f"{'Draw' if out.winner is None else names[out.winner] + ' won'} {score}"


def describe(entry: Entry, palette: str = "classic", computers: bool = True) -> str:
    """The row's line under the name; ``computers=False`` leaves out who the computer played (for a row
    too narrow to hold it)."""
    if entry.record is None:
        return f"Cannot be read: {entry.problem}"
    turns, out = entry.record.summary
    parts = []
    if out is None:
        parts.append(f"Unfinished, {entry.record.spec.progress(turns)}")
    else:
        names = seat_names(entry.record.spec, palette)
        parts.append("Draw" if out.winner is None else f"{names[out.winner]} won")
        parts.append(entry.record.spec.length(turns))
    played = describe_computers(entry.record, palette) if computers else ""
    if played:
        parts.append(played)
    if entry.saved is not None:
        parts.append(entry.saved.astimezone().strftime("%d %b %Y %H:%M"))
    return " · ".join(parts)


ROW_STEPS = {inp.UP: -1, inp.DOWN: 1}
DELETE_LABEL = "Delete"


class RecordRow(Button):
    """A row of the Games list: a click opens the record, a click on the Delete at its right end asks to
    delete it (the emblem slot of ``Button`` holds that Delete, so the text never runs under it)."""

    def __init__(self, label: str, on_open, on_delete, name: str, scale: float) -> None:
        super().__init__(label, on_open, "…", name=name, icon=self._draw_delete)
        self.on_delete = on_delete
        self.scale = scale          # the scene's, set again at each layout: a click has no scale of its own

    def delete_rect(self) -> pygame.Rect:
        return self._geometry(self.scale)[2]

    def click(self, pos) -> None:
        if self.delete_rect().collidepoint(pos):
            self.on_delete()
        else:
            self.activate()

    @staticmethod
    def _draw_delete(surface, rect: pygame.Rect, palette) -> None:
        hovered = rect.collidepoint(pygame.mouse.get_pos())
        draw_panel(surface, rect, palette, hovered=hovered, radius=8)
        size = Theme.fit_size(DELETE_LABEL, max(13, int(rect.height * 0.55)), rect.width - 10, bold=True)
        t = Theme.text(DELETE_LABEL, size, palette.bad if hovered else palette.text_dim, True)
        surface.blit(t, t.get_rect(center=rect.center))


class GamesScene(Scene):
    """A list per game under tabs; subclasses fill it (``_load``) and say what an empty tab means."""
    title = "Games"
    heading = "Saved and finished games"
    deletable = True       # the puzzles' list shares this scene; its rows are not the player's files

    def wants_frames(self) -> bool:
        return False     # changes only on input

    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        self.specs = list(games())
        ids = [s.id for s in self.specs]
        self.tab = ids.index(game_id) if game_id in ids else 0
        self.top_row = 0
        self.backdrop = None
        self._load()

    def _load(self) -> None:
        spec = self.specs[self.tab]
        self.paths = self.app.library.files(spec.id)
        self.entries: list[Entry | None] = [None] * len(self.paths)
        self._merge_set_aside(spec)
        buttons = [RecordRow(path.stem, lambda i=i: self.open(self.entry(i)), lambda i=i: self.ask_delete(i),
                             f"entry{i}", self.app.scale)
                   for i, path in enumerate(self.paths)]
        self.widgets = WidgetList(buttons)
        for i, entry in enumerate(self.entries):
            if entry is not None:
                self._label(i, entry)
        self.top_row = 0
        if self.size[0]:
            self.layout(self.size)

    def _merge_set_aside(self, spec) -> None:
        """A game set aside for another that the player had also saved under a name (``SAVED_AS`` in the
        copy's meta) is one row: the copy (the newest moves) under the player's name; the named save is not
        listed while the copy is there (it was listed twice) and is deleted with it. Only the set-aside
        copies are read here (a few files, found by name); the other rows are read as they come into view."""
        from ..ui.app import SAVED_AS, set_aside_name
        from ..storage.library import _slug
        aside = _slug(set_aside_name(spec.name))
        self.also: dict[int, Path] = {}           # row -> the named save shown (and deleted) with it
        named: dict[str, tuple[int, str]] = {}
        for i, path in enumerate(self.paths):
            if aside not in path.name:
                continue
            entry = self.app.library.entry(path)
            saved_as = entry.record.meta.get(SAVED_AS) if entry.record is not None else None
            if isinstance(saved_as, dict) and isinstance(saved_as.get("file"), str):
                named.setdefault(saved_as["file"], (i, clean_name(str(saved_as.get("name") or ""))))
            self.entries[i] = entry
        hidden = {j for j, path in enumerate(self.paths) if path.name in named}
        if not hidden:
            return
        for j in hidden:
            i, name = named[self.paths[j].name]
            self.also[i] = self.paths[j]
            if name:
                self.entries[i] = replace(self.entries[i], name=name)
        keep = [i for i in range(len(self.paths)) if i not in hidden]
        moved = {old: new for new, old in enumerate(keep)}
        self.also = {moved[i]: p for i, p in self.also.items()}
        self.paths = [self.paths[i] for i in keep]
        self.entries = [self.entries[i] for i in keep]

    def entry(self, i: int) -> Entry:
        """Row ``i``'s record, read (and replayed to check it) when the row is first shown: reading every
        record up front froze the list for seconds once a few hundred games were kept."""
        entry = self.entries[i]
        if entry is None:
            entry = self.entries[i] = self.app.library.entry(self.paths[i])
            self._label(i, entry)
        return entry

    def _label(self, i: int, entry: Entry) -> None:
        button = self.widgets.widgets[i]
        button.label = row_title(entry, self.palette.name)
        button.descriptions = (describe(entry, self.palette.name), describe(entry, self.palette.name, False))
        button.description = button.descriptions[0]

    def row_shown(self, i: int) -> None:
        """Row ``i`` comes into view: its record is read now."""
        self.entry(i)

    def open(self, entry: Entry) -> None:
        scene = open_viewer(self.app, entry)
        if scene is None:
            self.app.audio.play("error")
            self.app.notify(f"{entry.path.name} cannot be opened: {entry.problem}", "error")
            return
        self.app.audio.play("click")
        if not entry.finished:
            # an unfinished game is opened to be played on: its last position, Play on under the keys and pad
            scene.hud.focus_on("branch")
            scene.say("Unfinished: Play on goes on with it from here.")
        self.app.push(scene)

    def ask_delete(self, i: int) -> None:
        """Delete row ``i``'s file after a dialog; Keep is its first choice, Esc keeps it too."""
        entry = self.entry(i)
        what = entry.name if entry.record is not None else entry.path.name
        self.app.audio.play("click")
        self.app.push(Dialog(self.app, "Delete this game?",
                             f"\u201c{what}\u201d ({describe(entry, self.palette.name)}) is removed from this "
                             "computer. It cannot be undone.",
                             [("Keep", None), ("Delete", lambda: self.delete(i, entry, what))]))

    def delete(self, i: int, entry: Entry, what: str) -> None:
        try:
            self.app.library.delete(entry.path)
            if i in self.also:                 # the named save listed as one with this set-aside copy
                self.app.library.delete(self.also[i])
        except StorageError as exc:
            self.app.audio.play("error")
            self.app.notify(str(exc), "error")
        else:
            self.app.notify(f"Deleted \u201c{what}\u201d.")
        top = self.top_row
        self._load()               # the folder as it is now, whatever happened
        if self.widgets.widgets:   # the rows in view stay where they were: the next one moves up into the gap
            self.top_row = max(0, min(top, len(self.widgets.widgets) - self.rows))
            self.focus_row(min(i, len(self.widgets.widgets) - 1))

    def empty_text(self) -> str:
        return (f"No {self.specs[self.tab].name} games yet. Finished games appear here by themselves; "
                "Save game in a game's menu keeps one under a name.")

    def open_hint(self) -> str:
        return "open"

    def switch(self, step: int) -> None:
        self.tab = (self.tab + step) % len(self.specs)
        self.app.audio.play("move")
        self._load()

    # --- scene
    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.app.scale
        self.backdrop = shared_backdrop(size, self.palette)
        col = min(int(w * 0.8), int(900 * s))
        x = (w - col) // 2
        # one slot per game, then Back (a mouse has no Esc; the rules pages put Back in their tab row too)
        tab_w = col // (len(self.specs) + 1)
        self.tabs = [pygame.Rect(x + i * tab_w, int(110 * s), tab_w - int(8 * s), int(50 * s))
                     for i in range(len(self.specs))]
        self.back_rect = pygame.Rect(x + col - tab_w + int(8 * s), int(110 * s), tab_w - int(8 * s), int(50 * s))
        self.list_rect = pygame.Rect(x, int(180 * s), col, h - int(180 * s) - int(60 * s))
        self.row_h = int(78 * s)
        self.rows = max(1, (self.list_rect.height + int(8 * s)) // (self.row_h + int(8 * s)))
        self._place()

    def _place(self) -> None:
        focus = self.widgets.focus
        if focus < self.top_row:
            self.top_row = focus
        elif focus >= self.top_row + self.rows:
            self.top_row = focus - self.rows + 1
        gap = int(8 * self.app.scale)
        for i, b in enumerate(self.widgets.widgets):
            if isinstance(b, RecordRow):
                b.scale = self.app.scale
            r = i - self.top_row
            if 0 <= r < self.rows:
                self.row_shown(i)
                b.rect = pygame.Rect(self.list_rect.x, self.list_rect.y + r * (self.row_h + gap),
                                     self.list_rect.width, self.row_h)
            else:
                b.rect = pygame.Rect(-10, -10, 0, 0)

    def handle(self, action: inp.Action) -> None:
        k = action.kind
        if k == inp.BACK or k == inp.MENU:
            self.app.pop()
        elif k in (inp.LEFT, inp.PREV):
            self.switch(-1)
        elif k in (inp.RIGHT, inp.NEXT):
            self.switch(1)
        elif k == inp.POINTER_UP and action.button == 1 and self.back_rect.collidepoint(action.pos):
            self.app.audio.play("click")
            self.app.pop()
        elif k == inp.POINTER_UP and action.button == 1 and any(t.collidepoint(action.pos) for t in self.tabs):
            self.tab = next(i for i, t in enumerate(self.tabs) if t.collidepoint(action.pos))
            self._load()
        elif k in ROW_STEPS and self.widgets.widgets:
            self.focus_row(self.widgets.focus + ROW_STEPS[k])
        elif k == inp.SCROLL and self.widgets.widgets:
            self.focus_row(self.widgets.focus - action.amount)
        elif k in (inp.PAGE_UP, inp.PAGE_DOWN) and self.widgets.widgets:
            step = self.rows if k == inp.PAGE_DOWN else -self.rows      # the view turns a whole page too
            self.top_row = max(0, min(len(self.widgets.widgets) - self.rows, self.top_row + step))
            self.focus_row(self.widgets.focus + step)
        elif k in (inp.FIRST, inp.LAST) and self.widgets.widgets:
            self.focus_row(0 if k == inp.FIRST else len(self.widgets.widgets) - 1)
        elif k in (inp.DELETE, inp.SECONDARY) and self.deletable and self.widgets.widgets:
            self.ask_delete(self.widgets.focus)
        else:
            self.widgets.handle(action)

    def focus_row(self, i: int) -> None:
        """Focus row ``i`` (kept within the list) and scroll it into view."""
        self.widgets.focus = max(0, min(len(self.widgets.widgets) - 1, i))
        self._place()

    def hint_lines(self, size: int) -> list[str]:
        """The controls line at the foot, for the device in use, wrapped to the window (two lines in a small
        window at large text)."""
        n = len(self.widgets.widgets)
        verb = self.open_hint()
        erase = self.deletable and n > 0
        hint = {"pad": f"D-pad, triggers: choose   Left/Right: game   A: {verb}"
                       + ("   X: delete" if erase else "") + "   B: back",
                "keyboard": f"Up/Down, PgUp/PgDn: choose   Left/Right: game   Enter: {verb}"
                            + ("   Del: delete" if erase else "") + "   Esc: back",
                "mouse": f"Click one to {verb} it" + (", Delete to delete it" if erase else "")
                         + "; the wheel scrolls"}[self.app.input.last_device]
        if n > self.rows:        # where the page is: "163–168 of 169" (it said only how many were below)
            hint = f"{self.top_row + 1}–{min(n, self.top_row + self.rows)} of {n}   ·   " + hint
        return Theme.wrap(hint, size, self.size[0] - int(32 * self.app.scale))

    def draw(self, surface) -> None:
        surface.blit(self.backdrop, (0, 0))
        pal, s = self.palette, self.app.scale
        w, h = self.size
        title = Theme.text(self.heading, int(46 * s), pal.accent, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, int(34 * s))))
        for i, (spec, rect) in enumerate(zip(self.specs, self.tabs)):
            draw_panel(surface, rect, pal, focused=i == self.tab, radius=10)
            t = Theme.text(spec.name, int(26 * s), pal.accent if i == self.tab else pal.text_dim, i == self.tab)
            surface.blit(t, t.get_rect(center=rect.center))
        draw_panel(surface, self.back_rect, pal, hovered=self.back_rect.collidepoint(pygame.mouse.get_pos()),
                   radius=10)
        t = Theme.text("Back", int(26 * s), pal.text, True)
        surface.blit(t, t.get_rect(center=self.back_rect.center))
        if not self.widgets.widgets:
            msg = self.empty_text()
            y = self.list_rect.y + int(20 * s)
            for line in Theme.wrap(msg, int(26 * s), self.list_rect.width):
                t = Theme.text(line, int(26 * s), pal.text_dim)
                surface.blit(t, t.get_rect(midtop=(w // 2, y)))
                y += t.get_height()
        for i in range(self.top_row, min(len(self.widgets.widgets), self.top_row + self.rows)):
            b = self.widgets.widgets[i]
            b.draw(surface, pal, i == self.widgets.focus, i == self.widgets.hover, s)
        size = int(20 * s)
        lines = self.hint_lines(size)
        y = h - int(16 * s) - len(lines) * Theme.font(size).get_linesize()
        for line in lines:
            ht = Theme.text(line, size, pal.text_dim)
            surface.blit(ht, ht.get_rect(midtop=(w // 2, y)))
            y += Theme.font(size).get_linesize()
