"""A board scene's frame: its pictures where they changed, then the marks over them (a mixin of ``BoardScene``).

Why: copying the big pictures whole every frame was most of a frame at 1920x1080 (issue 39); how the window
keeps what the last frame drew is in ``game/ui/damage.py``.
"""
from __future__ import annotations

from typing import Optional

import pygame

from ..ui.damage import Recorder, WindowMemory, merged
from .dialog import outside


class BoardDrawing:
    _window_memory: Optional[WindowMemory] = None

    def draw(self, surface: pygame.Surface) -> None:
        """The frame: the pictures (``draw_pictures``) where they changed or a mark of the last frame was, then
        the marks (``draw_marks``). On the window, drawn alone again (``App.window_extra``), everything else
        still shows what the last frame drew there; anywhere else (a dialog's frozen picture) all is drawn."""
        self.prepare_frame()
        pictures = self.frame_pictures()
        changed = self.changed_rects()
        memory = self._window_memory
        if memory is None:
            memory = self._window_memory = WindowMemory()
        if surface is self.app.screen:
            extra = self.app.window_extra
            damage = memory.damage(extra is not None, (extra or []) + changed, pictures)
        else:
            memory.forget()         # the window was not drawn: what it shows is not known from here on
            damage = None
        if damage is None:
            self.draw_pictures(surface)
        else:
            clip = surface.get_clip()
            for rect in merged(damage, surface.get_rect()):
                surface.set_clip(rect)
                self.draw_pictures(surface)
            surface.set_clip(clip)
        if surface is self.app.screen:
            recorder = Recorder(surface)
            self.draw_marks(recorder)
            memory.marks, memory.valid = recorder.rects, True
        else:
            self.draw_marks(surface)
        self._frame_layers = None       # this frame's pictures are not held past it (a resize lets them go)

    _frame_layers: Optional[tuple] = None    # the pictures ``prepare_frame`` made for this frame

    _strips: tuple = (None, [])

    def backdrop_strips(self, bounds: pygame.Rect, holes: list) -> list:
        """The parts of ``bounds`` outside ``holes`` (``dialog.outside``), kept while they are the same: found
        once a frame, not once per rectangle drawn again."""
        key = (tuple(bounds), tuple(map(tuple, holes)))
        if self._strips[0] != key:
            self._strips = (key, outside(bounds, holes))
        return self._strips[1]

    def prepare_frame(self) -> None:
        """What this frame's pictures need made first (drawn once, however many rectangles are drawn again),
        kept in ``_frame_layers`` until the frame is drawn."""

    def frame_pictures(self) -> list:
        """(window rectangle, key) of each picture ``draw_pictures`` draws: one whose key changed since the last
        frame is drawn again whole."""
        return [(pygame.Rect((0, 0), self.size), None)]

    def changed_rects(self) -> list:
        """Window rectangles of the pictures drawn into since the last frame (a move drawn into the board's)."""
        return []

    def draw_pictures(self, surface: pygame.Surface) -> None:
        """The big pictures (backdrop, board, panel): blits only, and the same whatever the clip (drawn once per
        rectangle drawn again)."""

    def draw_marks(self, surface: pygame.Surface) -> None:
        """Everything over the pictures, drawn whole every frame on ``surface`` (a ``Recorder`` on the window)."""
