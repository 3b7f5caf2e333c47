"""The game-select menu: Continue (when a game was kept), the three games, then Puzzles, Games, Settings, Rules, Quit."""
from __future__ import annotations

import pygame

from ..ui import input as inp
from ..core.registry import games
from ..ui.theme import Theme
from ..ui.widgets import Button, WidgetList
from ..ui.backdrop import BackdropScene
from .dialog import Dialog
from .resume import kept_game, open_kept
from .side_names import describe_computers


class MainMenu(BackdropScene):
    title = "Main menu"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.kept = None
        self._build()

    def _build(self) -> None:
        """The buttons: a Continue entry first while a game is kept, then the games, then a block of small buttons two wide."""
        old = getattr(self, "widgets", None)
        focus = old.focused.name if old is not None and old.focused is not None else None
        buttons = []
        if self.kept is not None:
            lines = self._continue_lines(self.kept)
            button = Button("Continue", self.continue_game, lines[0], name="continue",
                            icon=self.kept.record.spec.module("emblem").draw)
            button.descriptions = lines
            buttons.append(button)
        buttons += [Button(g.name, lambda g=g: self.open_game(g.id), g.tagline, name=g.id,
                           icon=g.module("emblem").draw) for g in games()]
        self.wide = len(buttons)
        buttons += [
            Button("Learn to play", self.open_lessons, name="learn"),
            Button("Puzzles", self.open_puzzles, name="puzzles"),
            Button("Games", self.open_games, name="games"),
            Button("Settings", self.open_settings, name="settings"),
            Button("Rules", self.open_rules, name="rules"),
            Button("Quit", self.app.quit, name="quit"),
        ]
        self.widgets = WidgetList(buttons, same_size=True)   # the wide rows alike, the buttons under them alike
        if focus is not None and focus in [b.name for b in buttons]:
            self.widgets.focus = [b.name for b in buttons].index(focus)

    def enter(self) -> None:
        """Each time the menu shows, look again for a kept game (one may have been left just now)."""
        super().enter()
        kept = kept_game(self.app)
        if (kept is None) != (self.kept is None) or (kept and self.kept
                                                     and self._continue_lines(kept) != self._continue_lines(self.kept)):
            appeared = self.kept is None
            self.kept = kept
            self._build()
            if kept is not None and appeared:
                self.widgets.focus_on("continue")   # the game left last time is the likeliest choice
            if self.size[0] > 0:
                self.layout(self.size)

    def _continue_lines(self, kept) -> tuple[str, ...]:
        """The Continue row's line, with who the computer plays and without (for a row too narrow for it)."""
        played = describe_computers(kept.record, self.palette.name)
        return (kept.describe(played=played), kept.describe()) if played else (kept.describe(),)

    def continue_game(self) -> None:
        self.app.audio.play("click")
        kept = kept_game(self.app)
        if kept is None:
            self.kept = None
            self._build()
            self.layout(self.size)
            self.app.notify("There is no game to continue.", "error")
            return
        self.app.push(open_kept(self.app, kept))

    # --- choices
    def open_game(self, game_id: str) -> None:
        from ..core.registry import get
        self.app.audio.play("click")
        entry = get(game_id)
        scene = entry.open_setup(self.app)
        if scene is None:
            self.app.push(Dialog(self.app, f"{entry.name} is not ready yet",
                                 f"{entry.name} arrives in a coming update of this game. "
                                 "Until then, try one of the others."))
        else:
            self.app.push(scene)

    def open_lessons(self) -> None:
        self.app.audio.play("click")
        from .tutorial_play import LessonList
        self.app.push(LessonList(self.app))

    def open_puzzles(self) -> None:
        self.app.audio.play("click")
        from .puzzles import puzzles_scene
        self.app.push(puzzles_scene(self.app))

    def open_games(self) -> None:
        self.app.audio.play("click")
        from .games_list import GamesScene
        last = self.app.library.last_played([g.id for g in games()])   # open on the game kept last
        self.app.push(GamesScene(self.app, last))

    def open_settings(self) -> None:
        self.app.audio.play("click")
        from .settings_scene import SettingsScene
        self.app.push(SettingsScene(self.app))

    def open_rules(self) -> None:
        self.app.audio.play("click")
        from .rules_scene import RulesScene
        self.app.push(RulesScene(self.app))

    # --- scene
    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.app.scale
        title_h = int(h * 0.2)
        self.title_rect = pygame.Rect(0, 0, w, title_h)
        games = self.widgets.widgets[:self.wide]
        others = self.widgets.widgets[self.wide:]
        n = len(games)
        gap = max(6, int(10 * s))
        avail = h - title_h - int(24 * s)
        game_h = min(int(92 * s), int(avail * 0.17 * 3 / n))
        col_w = self._column_width(w, game_h, games)
        x = (w - col_w) // 2
        rows = (len(others) + 1) // 2
        other_h = min(int(60 * s), int((avail - n * game_h - (n + 2 + rows) * gap) / rows))
        block = n * game_h + n * gap + rows * (other_h + gap)
        y = title_h + max(0, (h - title_h - block) // 2 - int(40 * s))
        for b in games:
            b.rect = pygame.Rect(x, y, col_w, game_h)
            y += game_h + gap
        y += gap
        half = (col_w - gap) // 2
        for i, b in enumerate(others):
            b.rect = pygame.Rect(x + (i % 2) * (half + gap), y + (i // 2) * (other_h + gap), half, other_h)

    def _column_width(self, w: int, game_h: int, games) -> int:
        """62% of the window, or wider (up to 92%) where a game's tagline would otherwise shrink: with
        large text in a small window the taglines were size 14 while the margins stood empty."""
        s = self.app.scale
        width = min(int(w * 0.62), int(760 * s))
        pad = int(18 * s)
        emblem = int(int(game_h * 0.5) * 2.1)
        font = Theme.font(int(22 * s))
        need = max((font.size(b.description)[0] + 3 * pad + emblem for b in games if b.description), default=0)
        return max(width, min(need, int(w * 0.92), int(760 * s)))

    def handle(self, action: inp.Action) -> None:
        k = action.kind
        w0 = self.wide
        others = self.widgets.widgets[w0:]
        i = self.widgets.focus
        # Grid navigation for the block of small buttons, two wide.
        if k in (inp.LEFT, inp.RIGHT) and i >= w0:
            j = i - w0
            j = j - 1 if (k == inp.LEFT and j % 2 == 1) else j + 1 if (k == inp.RIGHT and j % 2 == 0) else j
            self.widgets.focus = w0 + min(j, len(others) - 1)
        elif k == inp.DOWN and i >= w0:
            j = i - w0 + 2
            self.widgets.focus = w0 + j if j < len(others) else 0
        elif k == inp.UP and i >= w0 + 2:
            self.widgets.focus = i - 2
        elif k == inp.BACK:
            self.app.push(Dialog(self.app, "Quit?", "Leave the game and close the window?",
                                 [("Quit", self.app.quit), ("Stay", None)]))
        else:
            self.widgets.handle(action)

    def wants_frames(self) -> bool:
        return False     # nothing here moves by itself: the picture changes only on input

    def draw(self, surface) -> None:
        self.draw_backdrop(surface)
        pal, s = self.palette, self.app.scale
        w = self.size[0]
        title = Theme.text("SENKET · SENET · PENTE", Theme.fit_size("SENKET · SENET · PENTE", int(68 * s), int(w * 0.9), True), pal.accent, True)
        surface.blit(title, title.get_rect(center=(w // 2, self.title_rect.centery - int(14 * s))))
        sub = Theme.text("Three board games at one screen", int(26 * s), pal.text_dim)
        surface.blit(sub, sub.get_rect(center=(w // 2, self.title_rect.centery + int(30 * s))))
        self.widgets.draw(surface, pal, s)
        hint = {"pad": "D-pad: choose   A: open   B: back",
                "keyboard": "Arrows: choose   Enter: open   Esc: back",
                "mouse": "Click a game to play"}[self.app.input.last_device]
        ht = Theme.text(hint, int(20 * s), pal.text_dim)
        surface.blit(ht, ht.get_rect(bottomright=(w - int(14 * s), self.size[1] - int(10 * s))))
