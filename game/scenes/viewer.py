"""The viewer of a board scene: stepping through a match's record, back and forward, by one, ten or
to either end, with the mouse (Prev and Next, held down they run on; the wheel), keys or the pad.

A mixin of ``BoardScene`` (its state: the match, the HUD, the animations); ``play_from_here``, which
turns the record into a new game, stays with the board.
"""
from __future__ import annotations

from ..core.match import HUMAN
from ..ui import input as inp


VIEWER_PAGE = 10     # steps the viewer takes for PageUp / PageDown (the pad's triggers)
# Back or Next held down with the mouse steps again and again, as a held key does
HOLD_DELAY, HOLD_INTERVAL = inp.REPEAT_DELAY, 0.06
HOLD_FAST_AFTER = 16     # held this many steps (about 1.3 s), Back or Next go a page (VIEWER_PAGE) at a time


class BoardViewer:
    """Stepping through the record (a mixin of ``BoardScene``, on its state)."""

    def start_viewing(self) -> None:
        """Step through this match's record: back and forward, then close or play on from any position."""
        self.viewing, self.reviewing, self.result_shown = True, False, True
        self._view_seats = self.match.seats
        self.match.seats = (HUMAN, HUMAN)      # one step is one decision, whoever made it
        self.banner.dismiss()     # a record looked at has no turn to announce (Senket's opened over the board)
        self.build_hud()
        self.say(self.text_viewing())

    def text_viewing(self) -> str:
        return "Left/right, the mouse wheel or the pad's shoulders step through the game."

    def step_back(self) -> None:
        if not self.match.can_undo():      # at the start already: say nothing again (the log would repeat it)
            self.app.audio.play("error")
            return
        self.undo()
        self.banner.dismiss()
        self.say_step()

    def step_forward(self) -> None:
        if not self.match.can_redo():      # at the end already
            self.app.audio.play("error")
            return
        self.redo()
        self.banner.dismiss()
        self.say_step()

    def jump(self, steps: int) -> None:
        """The viewer's PageUp / PageDown (ten steps) and Home / End (to either end; ``steps`` is then an upper
        bound): the steps are taken as that many presses of Left or Right would take them, in silence, and only
        the last is said and heard, as one step is."""
        back = steps < 0
        can, step = (self.match.can_undo, self.step_back) if back else (self.match.can_redo, self.step_forward)
        if not can():
            self.app.audio.play("error")
            return
        self.hushed = True
        try:
            with self.app.audio.quiet():
                for _ in range(abs(steps) - 1):
                    if not can():
                        break
                    step()
                self.anims.skip()      # what the passed steps' animations say when they end is passed over too
        finally:
            self.hushed = False
        if can():
            step()
        else:          # the end came first: say where the board now is
            self.say_step()

    def say_step(self) -> None:
        """After a step in the viewer: which action of how many the board now shows."""
        self.say(self.text_step())

    def text_step(self) -> str:
        done = len(self.match.actions)
        total = done + self.match.redo_depth
        return f"Action {done} of {total}."

    def close_viewer(self) -> None:
        self.app.pop()

    def hud_handle(self, action: inp.Action) -> bool:
        """In the viewer left/right (shoulders, wheel) step, PageUp/PageDown (triggers) ten steps, Home/End to
        either end, up/down reach the buttons, Esc / B leaves;
        pointer actions reach the buttons as anywhere."""
        if not self.viewing:
            return super().hud_handle(action)
        k = action.kind
        if k in (inp.POINTER_DOWN, inp.POINTER_UP) and action.button == 1:
            if self._hold_step(action):
                return True
        elif self._held_step is not None:
            if k == inp.POINTER_MOVE:
                self._held_step[2] = action.pos
            elif action.device != inp.MOUSE:
                self._held_step = None       # a key or the pad takes over
        if k in (inp.POINTER_MOVE, inp.POINTER_DOWN, inp.POINTER_UP):
            return super().hud_handle(action)
        if self.anims.busy:
            self.anims.skip()
        if k == inp.CONFIRM and self.hud.focus >= 0:
            self.hud.widgets[self.hud.focus].activate()
        elif k in (inp.UP, inp.DOWN):      # the buttons (Play on among them) by keys and pad too
            self.hud.move(-1 if k == inp.UP else 1)
        elif k in (inp.LEFT, inp.PREV, inp.UNDO) or (k == inp.SCROLL and action.amount > 0):
            self.step_back()
        elif k in (inp.RIGHT, inp.NEXT, inp.REDO) or (k == inp.SCROLL and action.amount < 0):
            self.step_forward()
        elif k in (inp.PAGE_UP, inp.PAGE_DOWN):
            self.jump(VIEWER_PAGE if k == inp.PAGE_DOWN else -VIEWER_PAGE)
        elif k in (inp.FIRST, inp.LAST):
            self.jump(self.match.redo_depth if k == inp.LAST else -len(self.match.actions))
        elif k in (inp.BACK, inp.MENU):
            self.close_viewer()
        return True

    def _hold_step(self, action: inp.Action) -> bool:
        """The mouse pressed on the viewer's Back or Next starts a hold that steps on by itself after a
        moment (``update``); its release ends it. True when the release is used up: a hold that stepped
        by itself does not step once more as a click."""
        if action.kind == inp.POINTER_DOWN:
            held = next((b for b in self.hud.widgets if b.name in ("back", "forward") and b.enabled
                         and b.rect.collidepoint(action.pos)), None)
            self._held_step = [held, HOLD_DELAY, action.pos] if held is not None else None
            self._held_repeats = 0
            return False
        repeated = self._held_step is not None and self._held_repeats > 0
        self._held_step, self._held_repeats = None, 0
        if repeated:
            self.hud.forget_press()
        return repeated

    def _update_held_step(self, dt: float) -> None:
        held = self._held_step
        if held is None:
            return
        if not self.app.input.left_held:
            self._held_step = None       # released (a scene may have used the release to end an animation)
            return
        button, _, pointer = held
        if not button.rect.collidepoint(pointer):
            return                       # slid off the button: it waits until the pointer is back
        held[1] -= dt
        while held[1] <= 0:
            held[1] += HOLD_INTERVAL
            if not button.enabled:
                break
            self.anims.skip()
            if self._held_repeats >= HOLD_FAST_AFTER:   # the mouse has no End: held on, it speeds up
                self.jump(VIEWER_PAGE if button.name == "forward" else -VIEWER_PAGE)
            else:
                button.activate()
            self._held_repeats += 1
