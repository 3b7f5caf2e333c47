"""A guide watches a board scene and steers play: a puzzle (``puzzle_play``) or a tutorial (``tutorial_play``).

The board scene plays and animates as always and tells the guide after each
action (``after_push``). What every guide does is here, written once: play
the opponent's scripted replies (animated, after a short pause), show a wrong
move, explain it and take it back, keep the goal or the step on a plate at
the top of the board, and stop input while any of that is under way.
A guide decides what a move means in ``after_push`` and calls
``reply_with``, ``take_back_to`` or ``finish``.
"""
from __future__ import annotations

from typing import Optional

import pygame

from ..ui.theme import Theme
from ..ui.widgets import draw_panel

TAKE_BACK_SECONDS = 1.6     # a wrong move stays on the board this long before it is taken back
REPLY_SECONDS = 0.5
FINISHED_SECONDS = 0.8      # the last move is seen on the board before the end panel opens


class Guide:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.app = scene.app
        self.finished = False
        self._take_back_to: Optional[int] = None
        self._why, self._why_seen = "", True
        self._clock = 0.0
        self._reply: list = []
        self._panel_open = False
        self._finished_frame = 0

    # ----- what the board may do ------------------------------------------------------
    @property
    def accepting(self) -> bool:
        return not self.finished and self._take_back_to is None and not self._reply

    @property
    def panel_due(self) -> bool:
        """Finished, and the end panel is still to open (frames are wanted until it does)."""
        return self.finished and not self._panel_open

    @property
    def busy(self) -> bool:
        """A reply or a take-back is under way (frames are wanted, input waits)."""
        return bool(self._reply) or self._take_back_to is not None

    # ----- hooks a guide implements --------------------------------------------------------
    def after_push(self) -> None:
        """Judge the action just played (the match holds every action since the start)."""

    def plate(self) -> tuple[str, bool]:
        """(the text on the plate, whether it reads as done)."""
        return "", False

    def done_status(self) -> tuple[str, str]:
        """The turn box's two lines once finished: nobody is to move any more (a solved Senet puzzle's board
        said "Seat 2 - White / to throw", where nothing can be thrown)."""
        return "Done", "Retry: in the menu"

    def hint(self) -> None:
        pass

    def pause_extra(self) -> list:
        return []

    def retry(self) -> None:
        pass

    def on_finished(self) -> None:
        """Once the last animation has settled after ``finish``: the end panel."""

    def after_take_back(self) -> None:
        """The wrong move is gone: say what to do again."""

    # ----- steering ------------------------------------------------------------------------
    def reply_with(self, actions) -> None:
        self._reply, self._clock = list(actions), 0.0

    def take_back_to(self, keep: int, why: str) -> None:
        """Show ``why``; after a moment take the match back to its first ``keep`` actions."""
        self.scene.say(why, "error")
        self.app.audio.play("error")
        self._take_back_to, self._clock, self._why, self._why_seen = keep, 0.0, why, False

    def finish(self) -> None:
        self.finished = True
        self._reply = []
        self._clock, self._finished_frame = 0.0, self.app.frame
        self.scene.guide_finished()
        if self.app.autosave.following(self.scene.match):   # a solved puzzle is not a game to continue;
            self.app.autosave.unfollow(self.scene.match)    # a lesson was never kept, and the game kept
            self.app.autosave.clear()                        # (perhaps paused below it) stays kept

    def drop_pending(self) -> None:
        """The player took back moves by hand: no reply or take-back is due any more."""
        self._take_back_to = None
        self._reply = []

    # ----- the loop --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        scene = self.scene
        self._clock += dt
        if scene.anims.busy or self.app.top is not scene:
            if self._take_back_to is not None:
                self._clock = 0.0             # the wrong move's time to be seen starts once it has landed
            return
        if self._take_back_to is not None:
            if not self._why_seen:            # the move's own animation may have said what it did: say why again
                self._why_seen = True
                scene.say(self._why, "error")
            if self._clock >= TAKE_BACK_SECONDS * scene._pace():
                self._do_take_back()
            return
        if self._reply:
            if self._clock >= REPLY_SECONDS * scene._pace():
                action = self._reply.pop(0)
                self._clock = 0.0
                if not scene._play(action):      # a scripted reply that is not legal here: never stick
                    self._reply = []
                    scene.say("The scripted reply cannot be played here: retry.", "error")
            return
        if (self.finished and not self._panel_open and self.app.frame > self._finished_frame + 1
                and self._clock >= FINISHED_SECONDS * scene._pace()):
            self._panel_open = True
            self.on_finished()

    def _do_take_back(self) -> None:
        scene, match = self.scene, self.scene.match
        target, self._take_back_to = self._take_back_to, None
        last = None
        while len(match.actions) > (target or 0):
            last = match.undo()
        match.forget_redo()
        scene.hint_action = None
        if last is not None:
            scene.on_undone(last)
        scene.position_changed()
        scene.banner.dismiss()
        scene.sync_hud()
        self.after_take_back()

    # ----- drawing -------------------------------------------------------------------------------
    PLATE_LINES = 3

    def _plate_size(self) -> int:
        return max(14, int(20 * self.app.scale))

    def plate_height(self) -> int:
        """The strip the board scenes keep above the board for the plate (``BoardScene.top_inset``)."""
        line = Theme.font(self._plate_size(), True).get_linesize()
        return self.PLATE_LINES * line + int(18 * self.app.scale)

    def draw_plate(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The goal or the step, on a plate above the board (inside its top edge if the layout left no room)."""
        text, done = self.plate()
        if not text:
            return
        pal, s = self.scene.palette, self.app.scale
        size = self._plate_size()
        width = max(100, rect.width - int(20 * s))
        lines = Theme.wrap(text, size, width, True)
        while len(lines) > self.PLATE_LINES and size > 12:     # a long task: a smaller size, never cut
            size -= 1
            lines = Theme.wrap(text, size, width, True)
        surfs = [Theme.text(line, size, pal.text, True) for line in lines]
        pad = int(8 * s)
        box = pygame.Rect(0, 0, max(t.get_width() for t in surfs) + 2 * pad,
                          sum(t.get_height() for t in surfs) + pad)
        if rect.y >= box.height + int(4 * s):
            box.midbottom = (rect.centerx, rect.y - int(2 * s))
        else:
            box.midtop = (rect.centerx, rect.y + int(6 * s))
        draw_panel(surface, box, pal, radius=int(12 * s), alpha=225)
        pygame.draw.rect(surface, pal.good if done else pal.accent, box, 2, border_radius=int(12 * s))
        y = box.y + pad // 2
        for t in surfs:
            surface.blit(t, t.get_rect(midtop=(box.centerx, y)))
            y += t.get_height()
