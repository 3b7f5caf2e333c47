"""Settings: volume and mute, fullscreen, palette, animation speed.

Every change takes effect at once and is saved at once (atomic write), so
leaving by any route — Back, Esc, the pad's B, closing the window — keeps it.
"""
from __future__ import annotations

import pygame

from ..ui import input as inp
from ..storage.settings import ANIMATION_SPEEDS, PALETTES, UI_SCALES
from ..ui.theme import Theme, scale_ui
from ..ui.widgets import Button, ChoiceRow, WidgetList
from ..ui.backdrop import BackdropScene


class SettingsScene(BackdropScene):
    title = "Settings"

    def wants_frames(self) -> bool:
        return False     # changes only on input

    def __init__(self, app) -> None:
        super().__init__(app)
        st = app.settings

        def setter(name):
            def set_value(value):
                setattr(self.app.settings, name, value)
                self.app.apply_settings()
                self.app.audio.play("click")
            return set_value

        self.widgets = WidgetList([
            ChoiceRow("Volume", [(v, f"{v}%") for v in range(0, 101, 10)], lambda: st.volume, setter("volume"),
                      "How loud the sounds are", name="volume", ordered=True),
            ChoiceRow("Sound", [(False, "On"), (True, "Muted")], lambda: st.muted, setter("muted"),
                      "Mute silences everything, keeping the volume", name="muted"),
            ChoiceRow("Fullscreen", [(False, "Off"), (True, "On")], lambda: st.fullscreen, setter("fullscreen"),
                      "Also F11 anywhere", name="fullscreen"),
            ChoiceRow("Palette", [(p, p.capitalize()) for p in PALETTES], lambda: st.palette, setter("palette"),
                      lambda: {"classic": "Warm wood and jewel colours",
                               "colour-blind safe": "Orange and blue that stay apart for every colour vision",
                               "high contrast": "Black background, bright edges"}[st.palette], name="palette"),
            ChoiceRow("Animation speed", [(a, a.capitalize()) for a in ANIMATION_SPEEDS], lambda: st.animation,
                      setter("animation"), "How quickly pieces and sticks move", name="animation"),
            ChoiceRow("Text and buttons", [(v, f"{v}%") for v in UI_SCALES], lambda: st.ui_scale,
                      setter("ui_scale"), "Larger or smaller text and buttons everywhere", name="ui_scale",
                      ordered=True),
            Button("Back", self.back, name="back"),
        ])

    def back(self) -> None:
        self.app.audio.play("click")
        self.app.pop()

    def layout(self, size) -> None:
        """The rows stand where they would at the largest text whatever the text size: the text size row
        is changed from itself, and its rows moved from under the pointer as the text grew (a click meant
        for its arrow landed on another row)."""
        super().layout(size)
        w, h = size
        s = max(0.6, min(2.0, scale_ui(size) * UI_SCALES[-1] / 100))
        col_w = min(int(w * 0.8), int(820 * s))
        x = (w - col_w) // 2
        top = int(h * 0.17)
        n = len(self.widgets.widgets)
        gap = int(10 * s)
        row_h = min(int(76 * s), (h - top - int(30 * s)) // n - gap)
        for i, wdg in enumerate(self.widgets.widgets):
            if isinstance(wdg, Button):
                wdg.rect = pygame.Rect(x + col_w // 4, top + i * (row_h + gap) + gap, col_w // 2, row_h)
            else:
                wdg.rect = pygame.Rect(x, top + i * (row_h + gap), col_w, row_h)

    def handle(self, action: inp.Action) -> None:
        if action.kind in (inp.BACK, inp.MENU):
            self.back()
        else:
            self.widgets.handle(action)

    def draw(self, surface) -> None:
        self.draw_backdrop(surface)
        pal, s = self.palette, self.app.scale
        title = Theme.text("Settings", int(60 * s), pal.accent, True)
        surface.blit(title, title.get_rect(center=(self.size[0] // 2, int(self.size[1] * 0.085))))
        self.widgets.draw(surface, pal, s)
