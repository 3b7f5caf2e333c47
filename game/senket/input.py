"""Board input of the Senket scene: keys, the pad and the pointer on the board.

Arrows move the cursor; Enter places a post or picks a fence's ends; a click places a post, a drag from
an own post to a knight-step post draws a fence; right-click or Esc cancels a choice; X draws all fences,
P ends the turn or passes, T the overlay, I (or a click on the score) says why the score is what it is.
The turn's actions themselves (``place_or_select``, ``try_fence``, ...) stay in the scene.
"""
from __future__ import annotations

from ..ui import input as inp


class SenketInput:
    """What board input does (a mixin of ``SenketScene``, on its state)."""

    def handle(self, action: inp.Action) -> None:
        k = action.kind
        if self.hud_handle(action):
            return
        if k == inp.TOGGLE:
            self.toggle_overlay()
            return
        if k == inp.WHY or (k == inp.POINTER_DOWN and action.button == 1 and self._score_rect is not None
                            and self._score_rect.collidepoint(action.pos)):
            self.why_this_score()
            return
        if k == inp.BACK and (self.drag_from is not None or self.fence_start is not None):
            self.drag_from = self.fence_start = None
            self.say("Selection cancelled.")
            return
        if k in inp.DIRECTIONS:
            dx, dy = inp.DIRECTIONS[k]
            n = self.state.size
            self.cursor = (min(n - 1, max(0, self.cursor[0] + dx)), min(n - 1, max(0, self.cursor[1] + dy)))
            return
        if k in (inp.POINTER_MOVE, inp.POINTER_DOWN, inp.POINTER_UP):
            self._pointer(action)
            return
        if self.handle_turn_keys(action):
            return
        if not self.accepting:
            return
        if k == inp.CONFIRM:
            self.banner.dismiss()
            self.place_or_select(self.cursor)
        elif k == inp.SECONDARY:
            self.all_fences()
        elif k == inp.PASS:
            self.do_pass()

    def _pointer(self, action: inp.Action) -> None:
        k = action.kind
        p = self.view.point_at(action.pos, 0.48)
        if k == inp.POINTER_MOVE:
            self.hover = p
            if p is not None:
                self.cursor = p
            if action.dragging and self.drag_from is not None and p is not None and p != self.drag_from:
                self.drag_moved = True
            return
        if not self.accepting:
            return
        if k == inp.POINTER_DOWN:
            if action.button == 3:
                self.drag_from = self.fence_start = None
                self.say("Selection cancelled.")
                return
            if action.button == 1 and p is not None:
                self.banner.dismiss()
                self.drag_from, self.drag_moved = p, False
                self.cursor = p
            return
        # pointer up
        if action.button != 1 or self.drag_from is None:
            return
        start, moved = self.drag_from, self.drag_moved
        self.drag_from, self.drag_moved = None, False
        if moved and p is not None and p != start:
            if self.state.post_at(start) == int(self.state.to_move):
                self.fence_start = None
                self.try_fence(start, p)
            return
        if p is not None and p == start:
            self.place_or_select(p)
