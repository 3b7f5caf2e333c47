"""The scene stack's unit: one screen (menu, a board, settings, a dialog).

A scene lays itself out for a window size, takes Actions, updates from
elapsed seconds and draws itself. Overlays (dialogs, pause) set
`transparent` and are drawn over a frozen picture of what was below them.
A scene that is still until input arrives says so (`wants_frames`): the
windowed loop then sleeps instead of drawing the same picture 60 times a second.
"""
from __future__ import annotations

import pygame

from .input import Action

class Scene:
    transparent = False
    title = ""

    def __init__(self, app) -> None:
        self.app = app   # the App that holds the stack (game/ui/app.py, which imports this module: not imported back)
        self.size = (0, 0)

    @property
    def theme(self):
        return self.app.theme

    @property
    def palette(self):
        return self.app.theme.palette

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (first time or again)."""

    def leave(self) -> None:
        """Called when the scene stops being on top (covered or removed)."""

    def close(self) -> None:
        """Called once when the scene is removed from the stack or the app quits."""

    def covered(self) -> None:
        """Called when an opaque scene stands above this one (the rules page over the pause menu): nothing
        of this scene is drawn until it is uncovered, so pictures only drawing needs may be let go (issue
        39: the pause menu's window-sized frozen screen under the rules page). Called after each change of
        the stack that leaves it covered, so it must be cheap when called again."""

    def under_picture(self) -> None:
        """Called when a dialog over this scene takes its frozen picture of it (``Dialog._freeze``), before the
        picture is made and again after: until the scene is on top again the window shows it only through that
        picture, so what only its changes need may be let go (issue 39: a Senket board's four layers, 17 MB at
        1080 high, under the pause menu; held while the picture was made, they were the peak of seed 1). It is
        still drawn (into that picture, and under it), so it must draw from what it keeps; called again at each
        new frozen picture (a resize), so it must be cheap when called again."""

    def covers_window(self) -> bool:
        """Whether drawing this scene paints every pixel of the window, so the scenes under it need not be
        drawn first. An opaque scene does; an overlay does while it shows its frozen picture of them (a dialog):
        the board under the pause menu was drawn in full every frame and then painted over (issue 39)."""
        return not self.transparent

    def layout(self, size: tuple[int, int]) -> None:
        """Compute geometry for a window of this size; called before the first draw and on resize."""
        self.size = size

    def handle(self, action: Action) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def wants_frames(self) -> bool:
        """Something moves or is due without input (an animation, a fade, a computer's turn, a
        blinking caret): keep drawing at full rate. False lets the windowed loop sleep until the
        next event; the scene must then look the same, frame after frame, until input arrives.
        True unless a scene knows better: a scene that cannot tell keeps every frame."""
        return True
