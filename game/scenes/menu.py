"""The game-select menu: the three games, then Puzzles, Settings, Rules, Quit."""
from __future__ import annotations

import pygame

from ..ui import input as inp
from ..core.registry import games
from ..ui.scene import Scene
from ..ui.theme import Theme
from ..ui.widgets import Button, WidgetList
from .backdrop import make_backdrop
from .dialog import Dialog


class MainMenu(Scene):
    title = "Main menu"

    def __init__(self, app) -> None:
        super().__init__(app)
        buttons = [Button(g.name, lambda g=g: self.open_game(g.id), g.tagline, name=g.id, icon=g.module("emblem").draw)
                   for g in games()]
        buttons += [
            Button("Puzzles", self.open_puzzles, name="puzzles"),
            Button("Settings", self.open_settings, name="settings"),
            Button("Rules", self.open_rules, name="rules"),
            Button("Quit", self.app.quit, name="quit"),
        ]
        self.widgets = WidgetList(buttons)
        self.backdrop: pygame.Surface | None = None
        self._palette_seen = None

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

    def open_puzzles(self) -> None:
        self.app.audio.play("click")
        from .puzzles import puzzles_scene
        self.app.push(puzzles_scene(self.app))

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
        self.backdrop = make_backdrop(size, self.palette)
        self._palette_seen = self.palette
        title_h = int(h * 0.2)
        self.title_rect = pygame.Rect(0, 0, w, title_h)
        col_w = min(int(w * 0.62), int(760 * s))
        x = (w - col_w) // 2
        games = self.widgets.widgets[:3]
        others = self.widgets.widgets[3:]
        gap = max(6, int(10 * s))
        avail = h - title_h - int(24 * s)
        game_h = min(int(92 * s), int(avail * 0.17))
        other_h = min(int(60 * s), int((avail - 3 * game_h - 7 * gap) / 2))
        block = 3 * game_h + 3 * gap + 2 * other_h + gap
        y = title_h + max(0, (h - title_h - block) // 2 - int(40 * s))
        for b in games:
            b.rect = pygame.Rect(x, y, col_w, game_h)
            y += game_h + gap
        y += gap
        half = (col_w - gap) // 2
        for i, b in enumerate(others):
            b.rect = pygame.Rect(x + (i % 2) * (half + gap), y + (i // 2) * (other_h + gap), half, other_h)

    def handle(self, action: inp.Action) -> None:
        k = action.kind
        others = self.widgets.widgets[3:]
        i = self.widgets.focus
        # Grid navigation for the two-by-two block of small buttons.
        if k in (inp.LEFT, inp.RIGHT) and i >= 3:
            j = i - 3
            j = j - 1 if (k == inp.LEFT and j % 2 == 1) else j + 1 if (k == inp.RIGHT and j % 2 == 0) else j
            self.widgets.focus = 3 + min(j, len(others) - 1)
        elif k == inp.DOWN and i >= 3:
            j = i - 3 + 2
            self.widgets.focus = 3 + j if j < len(others) else 0
        elif k == inp.UP and i >= 5:
            self.widgets.focus = i - 2
        elif k == inp.BACK:
            self.app.push(Dialog(self.app, "Quit?", "Leave the game and close the window?",
                                 [("Quit", self.app.quit), ("Stay", None)]))
        else:
            self.widgets.handle(action)

    def draw(self, surface) -> None:
        if self._palette_seen is not self.palette:
            self.layout(self.size)
        surface.blit(self.backdrop, (0, 0))
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
