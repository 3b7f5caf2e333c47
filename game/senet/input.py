"""Board input of the Senet scene: what is under the pointer, clicks, arrows and Enter.

Throw with a click on the mat (or Space / Enter / pad A); after the throw a click or arrows + Enter pick a
lit counter and show where it would land; left / right choose among several destinations; Enter or a
click on the destination (or on the counter again) moves. Right-click or Esc puts a chosen counter down.
Any input during an animation finishes it. Keys the board does not use go to the shared turn keys.
"""
from __future__ import annotations

from ..ui import input as inp
from . import text
from .rules import OFF, Phase


class SenetInput:
    """What board input does (a mixin of ``SenetScene``, on its state)."""

    def target_at(self, pos):
        if self.mat.collidepoint(pos):
            return ("mat",)
        h = self.view.house_at(pos)
        if h is not None:
            return ("house", h)
        for side, r in self.trays.items():
            if r.collidepoint(pos):
                return ("off", side)
        return None

    def handle(self, action: inp.Action) -> None:
        k = action.kind
        if k == inp.POINTER_MOVE:
            self.pointer = action.pos
            self.hover = self.target_at(action.pos)
            self.hud_handle(action)
            return
        if k == inp.SCROLL:
            self.hud_handle(action)   # the viewer steps with the wheel
            return
        if self.anims.busy:  # any input finishes the animation (and is used up)
            self.anims.skip()
            self._press = None
            return
        if self.hud_handle(action):
            return
        if k == inp.POINTER_DOWN:
            if action.button == 3:
                self.cancel_selection()
                self._press = None
                return
            self._press = self.target_at(action.pos) if action.button == 1 else None
            return
        if k == inp.POINTER_UP:
            target = self.target_at(action.pos) if action.button == 1 else None
            pressed, self._press = self._press, None
            if target is not None and target == pressed:
                self.banner.dismiss()
                self.click(target)
            return
        if k in (inp.UP, inp.DOWN, inp.LEFT, inp.RIGHT):
            self.banner.dismiss()
            self.navigate(k)
        elif k == inp.CONFIRM:
            self.banner.dismiss()
            self.confirm()
        elif k == inp.BACK and self.selected is not None:
            self.cancel_selection()
        else:
            self.handle_turn_keys(action)

    def click(self, target) -> None:
        g = self.state
        if g.is_over:
            return
        if g.phase is Phase.THROW:
            if target[0] == "mat":
                self.throw()
            elif target[0] == "house" and self.human_to_act and self.shown_board[target[1]] is not None:
                self.app.audio.play("error")
                self.say([text.THROW_FIRST], "error")
            return
        if not self.human_to_act:
            return
        movable = self.movable()
        if target[0] == "house":
            h = target[1]
            if self.selected is not None:
                moves = self.moves_of(self.selected)
                if h == self.selected:
                    self.play_move(self.selected_move())
                    return
                for m in moves:
                    if m.to_house == h:
                        self.play_move(m)
                        return
                if h in movable:
                    self.select(h)
                else:
                    self.cancel_selection()
                return
            if h in movable:
                self.select(h)
            elif self.shown_board[h] is not None and self.shown_board[h] == g.current_side:
                self.app.audio.play("error")
                self.say([text.cannot_move(h, g.last_throw.value)], "error")
        elif target[0] == "off" and self.selected is not None:
            for m in self.moves_of(self.selected):
                if m.to_house == OFF:
                    self.play_move(m)
                    return

    def navigate(self, k: str) -> None:
        movable = self.movable()
        if not movable:
            return
        step = -1 if k in (inp.LEFT, inp.UP) else 1
        if self.selected is not None:
            moves = self.moves_of(self.selected)
            if k in (inp.LEFT, inp.RIGHT) and len(moves) > 1:
                self.dest_i = (self.dest_i + step) % len(moves)
                self._state_version += 1
                return
            i = movable.index(self.selected) if self.selected in movable else 0
            self.select(movable[(i + step) % len(movable)])
            return
        i = movable.index(self.cursor) if self.cursor in movable else -1 if step > 0 else 0
        self.cursor = movable[(i + step) % len(movable)]
        self._state_version += 1

    def confirm(self) -> None:
        g = self.state
        if g.is_over:
            return
        if g.phase is Phase.THROW:
            self.throw()
            return
        if not self.human_to_act:
            return
        if self.selected is not None:
            self.play_move(self.selected_move())
            return
        movable = self.movable()
        if movable:
            self.select(self.cursor if self.cursor in movable else movable[0])
