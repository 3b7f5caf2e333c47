"""The Senket screens: new-game setup and the board scene.

The scene never decides a rule: every post, fence, pass and undo goes
through the engine (``check_post`` / ``check_fence`` give the reason shown
for a refusal, ``legal_fences_from`` the "all fences" action, ``score`` the
live overlay and the final count). What it adds is presentation and input:

- geometry and cached layers live in ``game/senket/view.py`` (BoardView):
  the wooden board and grid once per layout; territory shading, fences,
  posts, prisoner marks and group values once per ``game.version`` (or when
  the overlay toggles). Each frame blits that picture and draws only the
  cursor, hover ghost, fence preview, side panel text and the banner.
- input: a click / Enter / pad A on an empty point places the post; on one
  of your posts it selects a fence start, and a click / confirm on a
  knight-step post draws the fence (the new end stays selected, so a chain
  of fences is drawn point after point). Dragging from post to post draws a
  fence too. While a fence is being pointed at it is shown green when legal,
  red with the engine's reason when not. X / F / pad X: every legal fence
  from the new post. P / E / pad Back: end turn (post placed) or pass.
  Ctrl+Z / pad Y: undo the last fence, then the post, then whole turns.
  T: overlay. Esc / pad B: cancel the selection, else pause (also Start).
- board input is taken only when the side to move is a human (``is_human``),
  the seam for the computer players to come.
"""
from __future__ import annotations

import pygame

from ..ui import input as inp
from ..scenes.backdrop import make_backdrop
from ..scenes.game_common import PLAYER_CHOICES, PLAYERS_EXPLAIN, GameOverScene, GameScene, GameSetupScene
from ..ui.anim import Tween
from ..ui.theme import Theme
from ..ui.widgets import Button, WidgetList, draw_panel
from .rules import BLUE, BOARD_SIZES, DEFAULT_SIZE, RED, Player, Reason, State
from .text import SCORING_EXPLAIN, SEAT_NAMES, SIZE_EXPLAIN
from .view import BoardView, draw_post, fmt_num

NAMES = {RED: SEAT_NAMES[0], BLUE: SEAT_NAMES[1]}
HINTS = {
    inp.MOUSE: "Click a point: post · click or drag from your post to a knight-step post: fence · "
               "right-click: cancel",
    inp.KEYBOARD: "Arrows: move · Enter: post / pick fence ends · X: all fences · P: end turn or pass · "
                  "Ctrl+Z: undo · T: overlay · Esc: cancel / pause",
    inp.PAD: "A: post / pick fence ends · B: cancel · X: all fences · Back: end turn or pass · "
             "Y: undo · LB/RB: buttons · Start: pause",
}


# --------------------------------------------------------------------------------------
# New-game setup
# --------------------------------------------------------------------------------------
class SenketSetupScene(GameSetupScene):
    game_name = "Senket"
    defaults = {"size": DEFAULT_SIZE, "scoring": "area", "red": "human", "blue": "human"}

    def rows(self) -> list:
        v = self.values
        return [
            self.choice("size", "Board size", [(n, f"{n} × {n}") for n in BOARD_SIZES],
                        lambda: SIZE_EXPLAIN[v["size"]]),
            self.choice("scoring", "Scoring", [("area", "Area"), ("posts", "Posts")],
                        lambda: SCORING_EXPLAIN[v["scoring"]]),
            self.choice("red", "Red (moves first)", PLAYER_CHOICES, PLAYERS_EXPLAIN),
            self.choice("blue", "Blue", PLAYER_CHOICES, PLAYERS_EXPLAIN),
        ]

    def start(self):
        return SenketScene(self.app, dict(self.values))


SetupScene = SenketSetupScene


# --------------------------------------------------------------------------------------
# The board
# --------------------------------------------------------------------------------------
class SenketScene(GameScene):
    game_id = "senket"
    title = "Senket"

    def __init__(self, app, options: dict | None = None, game: State | None = None) -> None:
        super().__init__(app)
        self.options = {**SenketSetupScene.defaults, **(options or {})}
        self.game = game if game is not None else State(int(self.options["size"]), self.options["scoring"])
        self.options["size"], self.options["scoring"] = self.game.size, self.game.scoring
        n = self.game.size
        self.view = BoardView(n)
        self.cursor = (n // 2, n // 2)
        self.fence_start: tuple[int, int] | None = None   # selected start (click / keys / pad)
        self.drag_from: tuple[int, int] | None = None     # mouse press point
        self.drag_moved = False
        self.hover: tuple[int, int] | None = None         # board point under the mouse
        self.overlay = True
        self.reviewing = False
        self.message, self.message_bad = "", False
        self.preview: tuple | None = None                  # (start, target, reason | None)
        self.result = None                                 # ScoreResult of the position shown
        self.outcome = None
        self._result_key = None
        self._targets: list = []
        self._targets_key = None
        self._drawn_board = None
        self.redo_stack: list[tuple] = []   # what undo took back, newest last
        self.ripples: list[Tween] = []      # a ring spreading from each new post / fence end
        self.buttons = {
            "pass": Button("Pass", self.do_pass, name="pass"),
            "fences": Button("All fences", self.all_fences, name="fences"),
            "undo": Button("Undo", self.undo, name="undo"),
            "overlay": Button("Overlay: on", self.toggle_overlay, name="overlay"),
            "menu": Button("Menu", self.open_pause, name="menu"),
            "result": Button("Show result", self.show_result, name="result"),
            "rematch": Button("Rematch", self.rematch, name="rematch"),
        }
        self.hud = WidgetList([self.buttons[k] for k in ("pass", "fences", "undo", "overlay", "menu")])
        self.hud.focus = -1
        self._refresh()
        self._announce()
        if self.game.is_over:
            self.reviewing = True
            self._set_review_buttons()

    def leave(self) -> None:
        # a press that started before a dialog opened never gets its release
        self.drag_from, self.drag_moved = None, False

    # ------------------------------------------------------------------ players
    def is_human(self, player: Player) -> bool:
        """The seam for computer players: is this side played at this screen?"""
        return self.options.get(Player(player).label, "human") == "human"

    @property
    def accepting(self) -> bool:
        return not self.reviewing and not self.game.is_over and self.is_human(self.game.to_move)

    def computer_turn(self) -> None:
        """Where a computer player will move (none exists yet: every side is human)."""

    # ------------------------------------------------------------------ layout
    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.app.scale
        pad = max(8, int(14 * s))
        landscape = w >= h * 1.12
        if landscape:
            panel_min, panel_max = int(250 * s), int(400 * s)
            side = min(h - 2 * pad, w - panel_min - 3 * pad)
            panel_w = min(panel_max, w - side - 3 * pad)
            x0 = (w - (side + pad + panel_w)) // 2
            self.view.layout(pygame.Rect(x0, pad, side, h - 2 * pad), self.palette, s)
            # the board is square: give the panel what is left beside it
            bx = self.view.rect
            self.panel = pygame.Rect(bx.right + pad, pad, min(panel_max, w - bx.right - 2 * pad), h - 2 * pad)
        else:
            panel_h = int(240 * s)
            side = min(w - 2 * pad, h - panel_h - 3 * pad)
            self.view.layout(pygame.Rect(pad, pad, w - 2 * pad, side), self.palette, s)
            top = self.view.rect.bottom + pad
            self.panel = pygame.Rect(pad, top, w - 2 * pad, h - top - pad)
        self.landscape = landscape
        self.backdrop = make_backdrop(size, self.palette)
        draw_panel(self.backdrop, self.panel, self.palette, radius=14, alpha=225)
        self._layout_buttons()
        self._drawn_board = None
        self._legend_surface = None

    def _layout_buttons(self) -> None:
        s = self.app.scale
        p = self.panel
        inner = p.inflate(-int(28 * s), -int(28 * s))
        widgets = self.hud.widgets
        gap = int(8 * s)
        if self.landscape:
            bh = min(int(50 * s), max(24, (inner.height // 2) // max(1, len(widgets)) - gap))
            y = inner.bottom - len(widgets) * (bh + gap) + gap
            for wd in widgets:
                wd.rect = pygame.Rect(inner.x, y, inner.width, bh)
                y += bh + gap
            self.info_rect = pygame.Rect(inner.x, inner.y, inner.width, widgets[0].rect.top - inner.y - gap)
        else:
            cols = 3 if len(widgets) > 4 else 2
            rows = (len(widgets) + cols - 1) // cols
            bw_total = inner.width // 2
            bw = (bw_total - (cols - 1) * gap) // cols
            bh = min(int(50 * s), (inner.height - (rows - 1) * gap) // rows)
            x0 = inner.right - bw_total
            for i, wd in enumerate(widgets):
                r, c = divmod(i, cols)
                wd.rect = pygame.Rect(x0 + c * (bw + gap), inner.y + r * (bh + gap), bw, bh)
            self.info_rect = pygame.Rect(inner.x, inner.y, inner.width - bw_total - gap * 2, inner.height)

    def point_pos(self, p) -> tuple[int, int]:
        """Window pixel of a board point (for tests and scripts)."""
        return self.view.to_px(p)

    # ------------------------------------------------------------------ state helpers
    def _refresh(self) -> None:
        """Recompute what depends on the position: score, labels, targets."""
        g = self.game
        key = (g.version, id(g))
        if key != self._result_key:
            self.result = g.score()
            self._result_key = key
        post = g.pending.post
        if post is not None and not g.is_over:
            end = "End turn"
        elif g.passes_in_a_row == 1:
            end = "Pass (ends game)"
        else:
            end = "Pass"
        self.buttons["pass"].label = end
        self.buttons["pass"].enabled = not g.is_over
        self.buttons["fences"].enabled = post is not None and not g.is_over
        self.buttons["undo"].enabled = self.accepting and (bool(g.turns) or not g.pending.empty)
        self.buttons["overlay"].label = "Overlay: on" if self.overlay else "Overlay: off"

    def _say(self, text: str, bad: bool = False) -> None:
        self.message, self.message_bad = text, bad

    def _refuse(self, reason: Reason | str) -> None:
        self._say(reason.message if isinstance(reason, Reason) else reason, True)
        self.app.audio.play("error")

    def _announce(self) -> None:
        p = self.game.to_move
        self.banner.show(f"{NAMES[p]}'s turn", self._colour(p))

    def _colour(self, p) -> tuple:
        return self.palette.player1 if p == RED else self.palette.player2

    def _stage_text(self) -> str:
        g = self.game
        if g.is_over or self.reviewing:
            return "The game is over"
        if g.pending.post is None:
            if g.passes_in_a_row == 1:
                return "Place a post, or pass to end the game"
            return "Place a post (or pass)"
        if self.fence_start is not None:
            return "Pick the other end of the fence"
        n = len(g.pending.fences)
        return f"Draw fences ({n} so far), then end the turn" if n else "Draw fences, then end the turn"

    # ------------------------------------------------------------------ actions
    def place_or_select(self, p) -> None:
        """Confirm / click on a board point."""
        g = self.game
        me = int(g.to_move)
        if self.fence_start is not None:
            start = self.fence_start
            if p == start:
                self.fence_start = None
                self._say("Fence start cleared.")
                return
            if g.post_at(p) == 0 and g.pending.post is None:
                self.fence_start = None
            else:
                self.try_fence(start, p, chain=True)
                return
        owner = g.post_at(p)
        if owner == 0:
            reason = g.check_post(p)
            if reason is not None:
                self._refuse(reason)
                return
            g.place_post(p)
            self.redo_stack.clear()
            self._ripple(p)
            self.app.audio.play("place")
            n = len(g.legal_fences_from(p))
            self._say(f"Post placed. {n} fence{'s' if n != 1 else ''} possible from it." if n else
                      "Post placed. No fence is possible from it yet.")
        elif owner == me:
            if g.pending.post is None:
                self._refuse(Reason.NO_POST_THIS_TURN)
                return
            self.fence_start = p
            self.app.audio.play("click")
            self._say("Fence start chosen: now pick a post a knight's step away.")
        else:
            self._refuse(g.check_post(p) if g.pending.post is None else Reason.NOT_YOUR_POST)

    def try_fence(self, a, b, chain: bool = False) -> bool:
        g = self.game
        reason = g.check_fence(a, b)
        if reason is not None:
            self._refuse(reason)
            return False
        g.add_fence(a, b)
        self.redo_stack.clear()
        self._ripple(b)
        self.app.audio.play("move")
        self.fence_start = b if chain else None
        self._say("Fence drawn." + (" Continue from its end, or Esc to stop." if chain else ""))
        return True

    def all_fences(self) -> None:
        if not self.accepting:
            return
        g = self.game
        post = g.pending.post
        if post is None:
            self._refuse(Reason.NO_POST_THIS_TURN)
            return
        fences = g.legal_fences_from(post)
        drawn = 0
        for a, b in fences:
            if g.check_fence(a, b) is None:
                g.add_fence(a, b)
                self._ripple(b)
                drawn += 1
        if drawn:
            self.redo_stack.clear()
        self.fence_start = None
        if drawn:
            self.app.audio.play("move")
            self._say(f"Drew {drawn} fence{'s' if drawn != 1 else ''} from the new post.")
        else:
            self._refuse("No fence can be drawn from the new post.")

    def do_pass(self) -> None:
        """The `pass` action: end the turn if a post is placed, else pass."""
        if not self.accepting:
            return
        g = self.game
        self.fence_start = self.drag_from = None
        self.redo_stack.clear()
        mover = g.to_move
        if g.pending.post is not None:
            g.end_turn()
            self._say(f"{NAMES[mover]} ended the turn.")
        elif not g.pending.empty:
            self._refuse(Reason.TURN_IN_PROGRESS)
            return
        else:
            g.pass_turn()
            self._say(f"{NAMES[mover]} passed." + ("" if g.is_over else " A second pass in a row ends the game."))
        self.app.audio.play("click")
        if g.is_over:
            self._refresh()
            self.finish()
        else:
            self._announce()

    def undo(self) -> None:
        if not self.accepting:
            return
        g = self.game
        self.fence_start = self.drag_from = None
        if not g.pending.empty:
            pend = g.pending
            g.undo_action()
            self.redo_stack.append(("fence", *pend.fences[-1]) if pend.fences else ("post", pend.post))
            self._say("Took back the last fence." if pend.fences else "Took back the post.")
        elif g.turns:
            turn = g.undo_turn()
            if turn is not None:
                self.redo_stack.append(("turn", turn))
            what = "pass" if turn is not None and turn.is_pass else "turn"
            self._say(f"Took back {NAMES[g.to_move]}'s last {what}.")
            self._announce()
        else:
            self._refuse(Reason.NOTHING_TO_UNDO)
            return
        self.app.audio.play("click")

    def redo(self) -> None:
        """Put back what undo took, in order (Ctrl+Y / Ctrl+Shift+Z)."""
        if not self.accepting:
            return
        if not self.redo_stack:
            self._refuse("There is nothing to redo.")
            return
        g = self.game
        kind, *args = self.redo_stack.pop()
        try:
            if kind == "fence":
                g.add_fence(*args)
                self._ripple(args[1])
            elif kind == "post":
                g.place_post(args[0])
                self._ripple(args[0])
            else:
                g.push_turn(args[0])
                self._announce()
        except ValueError as exc:  # the position moved on: the redo list no longer applies
            self.redo_stack.clear()
            self._refuse(str(exc))
            return
        self.fence_start = self.drag_from = None
        self.app.audio.play("click")
        self._say("Put it back.")

    def _ripple(self, p) -> None:
        factor = self.app.settings.animation_factor
        if factor > 0:
            self.ripples.append(Tween(0.4 / factor, data=p))

    def toggle_overlay(self) -> None:
        self.overlay = not self.overlay
        self.app.audio.play("click")
        self._say("Territory overlay on." if self.overlay else "Territory overlay off.")

    # ------------------------------------------------------------------ game over
    def finish(self) -> None:
        g = self.game
        self.outcome = out = g.detail()
        self.app.audio.play("win")
        self.banner.dismiss()
        self.app.push(self._result_scene(out))

    def _result_scene(self, out) -> GameOverScene:
        r, b = out.scores[RED], out.scores[BLUE]
        title = "A tie!" if out.winner is None else f"{NAMES[out.winner]} wins!"
        method = out.method
        lines = [f"Red {fmt_num(r)}  ·  Blue {fmt_num(b)}",
                 ("Area scoring: each group scores (area + prisoners)²" if method == "area" else
                  "Post scoring: each group scores (empty points + 2 × prisoners)²")]
        return GameOverScene(self.app, title, lines, self.rematch, self.review, self.breakdown_rows(out.result))

    def breakdown_rows(self, res) -> list[list[str]]:
        posts = res.method == "posts"
        head = ["Group", "Owner", "Area"] + (["Empty points"] if posts else []) + ["Prisoners", "Value"]
        rows = [head]
        terr = {t.id: t for t in res.territories}
        count = {RED: 0, BLUE: 0}
        for grp in sorted(res.groups, key=lambda x: (-x.value, x.owner, x.id)):
            count[grp.owner] += 1
            areas = [fmt_num(terr[i].area) for i in grp.territory_ids]
            if len(areas) == 1:
                area = areas[0]
            elif len(areas) <= 3:
                area = f"{' + '.join(areas)} = {fmt_num(grp.area)}"
            else:
                area = f"{fmt_num(grp.area)} in {len(areas)} parts"
            row = [f"{NAMES[grp.owner]} {count[grp.owner]}", NAMES[grp.owner], area]
            if posts:
                row.append(str(grp.empty_points))
            row += [str(grp.prisoners), fmt_num(grp.value)]
            rows.append(row)
        if len(rows) == 1:
            rows.append(["—", "No territory", "", "", ""] + ([""] if posts else []))
        return rows

    def rematch(self) -> None:
        self.app.replace(SenketScene(self.app, dict(self.options)))

    def review(self) -> None:
        self.reviewing = True
        self.overlay = True
        self.fence_start = self.drag_from = None
        self._set_review_buttons()
        out = self.outcome or self.game.detail()
        if out is not None:
            r, b = out.scores[RED], out.scores[BLUE]
            who = "A tie" if out.winner is None else f"{NAMES[out.winner]} wins"
            self._say(f"{who}, {fmt_num(r)} to {fmt_num(b)}. Esc brings the result back.")

    def _set_review_buttons(self) -> None:
        self.hud.widgets = [self.buttons[k] for k in ("result", "overlay", "rematch", "menu")]
        self.buttons["menu"].label = "Main menu"
        self.buttons["menu"].on_press = self.app.pop_to_root
        self.hud.focus = -1
        if self.size != (0, 0):
            self._layout_buttons()

    def show_result(self) -> None:
        out = self.outcome or self.game.detail()
        if out is not None:
            self.app.audio.play("click")
            self.app.push(self._result_scene(out))

    # ------------------------------------------------------------------ input
    def handle(self, action: inp.Action) -> None:
        k = action.kind
        if self.hud_handle(action):
            return
        if k == inp.MENU:
            self.open_pause()
            return
        if k == inp.TOGGLE:
            self.toggle_overlay()
            return
        if k == inp.BACK:
            if self.drag_from is not None or self.fence_start is not None:
                self.drag_from = self.fence_start = None
                self._say("Selection cancelled.")
            elif self.reviewing:
                self.show_result()
            else:
                self.open_pause()
            return
        if k in inp.DIRECTIONS:
            dx, dy = inp.DIRECTIONS[k]
            n = self.game.size
            self.cursor = (min(n - 1, max(0, self.cursor[0] + dx)), min(n - 1, max(0, self.cursor[1] + dy)))
            return
        if k in (inp.POINTER_MOVE, inp.POINTER_DOWN, inp.POINTER_UP):
            self._pointer(action)
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
        elif k == inp.UNDO:
            self.undo()
        elif k == inp.REDO:
            self.redo()

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
                self._say("Selection cancelled.")
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
            if self.game.post_at(start) == int(self.game.to_move):
                self.fence_start = None
                self.try_fence(start, p)
            return
        if p is not None and p == start:
            self.place_or_select(p)

    # ------------------------------------------------------------------ frame
    def _fence_target(self):
        """(start, target) of the fence being pointed at, if any."""
        if not self.accepting:
            return None
        g = self.game
        if self.drag_from is not None and self.drag_moved and g.post_at(self.drag_from) == int(g.to_move):
            target = self.hover
            return (self.drag_from, target) if target is not None and target != self.drag_from else None
        if self.fence_start is not None:
            target = self.hover if self.app.input.last_device == inp.MOUSE else self.cursor
            if target is not None and target != self.fence_start:
                return (self.fence_start, target)
        return None

    def update(self, dt: float) -> None:
        super().update(dt)
        for t in self.ripples:
            t.update(dt)
        self.ripples = [t for t in self.ripples if not t.done]
        if not self.reviewing and not self.game.is_over and not self.is_human(self.game.to_move):
            self.computer_turn()
        self._refresh()
        ft = self._fence_target()
        self.preview = (ft[0], ft[1], self.game.check_fence(*ft)) if ft else None
        g = self.game
        start = self.fence_start if self.fence_start is not None else (
            self.drag_from if self.drag_moved else None)
        if start is None and self.hover is not None and self.app.input.last_device == inp.MOUSE \
                and g.pending.post is not None and g.post_at(self.hover) == int(g.to_move):
            start = self.hover   # pointing at an own post: where fences from it could go
        key = (start, self.game.version)
        if key != self._targets_key:
            self._targets_key = key
            self._targets = [q for _, q in self.game.legal_fences_from(start)] if start and self.accepting else []

    def draw(self, surface) -> None:
        pal, s = self.palette, self.app.scale
        v = self.view
        board = v.render(self.game, self.result, self.overlay)
        if board is not self._drawn_board:
            # one opaque picture of backdrop + board, rebuilt only when the board changes
            self._frame_base = self.backdrop.copy()
            self._frame_base.blit(board, v.rect)
            self._drawn_board = board
        surface.blit(self._frame_base, (0, 0))
        self._draw_marks(surface)
        self._draw_hud(surface)
        self.banner.draw(surface, v.rect, pal, s)

    def _draw_marks(self, surface) -> None:
        g, v, pal = self.game, self.view, self.palette
        r = v.post_r
        ring = max(2, r // 3)
        # this turn's post, or the last turn's post
        pend = g.pending.post
        if pend is not None:
            pygame.draw.circle(surface, pal.focus, v.to_px(pend), r + ring + 1, ring)
        elif g.turns:
            last = next((t.post for t in reversed(g.turns) if t.post is not None), None)
            if last is not None:
                pygame.draw.circle(surface, pal.text, v.to_px(last), r + ring, max(1, ring - 1))
        for t in self.ripples:
            rad = int(r + t.t * v.cell * 0.7)
            col = self._colour(g.post_at(t.data) or int(g.to_move))
            pygame.draw.circle(surface, col, v.to_px(t.data), rad, max(1, int(ring * (1 - t.t)) + 1))
        for q in self._targets:
            pygame.draw.circle(surface, pal.good, v.to_px(q), r + ring + 1, ring)
        if self.fence_start is not None:
            pygame.draw.circle(surface, pal.accent, v.to_px(self.fence_start), r + 2 * ring, ring + 1)
        if self.preview is not None:
            a, b, reason = self.preview
            col = pal.good if reason is None else pal.bad
            pygame.draw.line(surface, col, v.to_px(a), v.to_px(b), v.fence_w + 2)
            pygame.draw.circle(surface, col, v.to_px(b), max(3, r // 2))
            if reason is not None:
                self._tooltip(surface, reason.message, v.to_px(a), v.to_px(b), col)
        device = self.app.input.last_device
        if self.accepting and device == inp.MOUSE and self.hover is not None and self.preview is None \
                and g.pending.post is None and g.post_at(self.hover) == 0 and self.drag_from is None:
            ghost = pygame.Surface((4 * r, 4 * r), pygame.SRCALPHA)
            draw_post(ghost, pal, int(g.to_move), (2 * r, 2 * r), r, v.distinct_shapes, alpha=130)
            surface.blit(ghost, ghost.get_rect(center=v.to_px(self.hover)))
        if device in (inp.KEYBOARD, inp.PAD) and not self.reviewing:
            cx, cy = v.to_px(self.cursor)
            half = max(r + ring + 3, v.cell // 2 - 1)
            rect = pygame.Rect(cx - half, cy - half, 2 * half, 2 * half)
            pygame.draw.rect(surface, (0, 0, 0), rect.inflate(2, 2), 4, border_radius=4)
            pygame.draw.rect(surface, pal.focus, rect, 2, border_radius=4)

    def _tooltip(self, surface, text: str, a, b, col) -> None:
        """The refusal reason beside the fence's far end, clear of the fence."""
        s = self.app.scale
        size = max(15, int(22 * s))
        lines = Theme.wrap(text, size, int(self.view.rect.width * 0.5))
        surfs = [Theme.text(line, size, self.palette.text) for line in lines]
        w = max(t.get_width() for t in surfs) + int(20 * s)
        h = sum(t.get_height() for t in surfs) + int(12 * s)
        gap = self.view.post_r + int(10 * s)
        box = pygame.Rect(0, 0, w, h)
        candidates = []
        for place in ("above", "below", "right", "left"):
            if place == "above":
                box.midbottom = (b[0], b[1] - gap)
            elif place == "below":
                box.midtop = (b[0], b[1] + gap)
            elif place == "right":
                box.midleft = (b[0] + gap, b[1])
            else:
                box.midright = (b[0] - gap, b[1])
            trial = box.clamp(self.view.rect)
            clear = not trial.clipline(a, b) and not trial.inflate(gap, gap).collidepoint(b)
            candidates.append((not clear, trial))
            if clear:
                break
        box = min(candidates, key=lambda c: c[0])[1]
        draw_panel(surface, box, self.palette, radius=8, alpha=240)
        pygame.draw.rect(surface, col, box, 2, border_radius=8)
        y = box.y + int(6 * s)
        for t in surfs:
            surface.blit(t, (box.x + int(10 * s), y))
            y += t.get_height()

    def _legend(self, width: int) -> pygame.Surface:
        """What the overlay's marks mean: drawn once per layout."""
        from .view import territory_tint
        pal, s = self.palette, self.app.scale
        size = max(14, int(19 * s))
        sw = max(12, int(18 * s))
        items = []
        # territory: half red, half blue tint
        sq = pygame.Surface((sw, sw), pygame.SRCALPHA)
        pygame.draw.rect(sq, territory_tint(pal, RED), (0, 0, sw // 2, sw))
        pygame.draw.rect(sq, territory_tint(pal, BLUE), (sw // 2, 0, sw - sw // 2, sw))
        items.append((sq, "Territory"))
        sq = pygame.Surface((sw, sw), pygame.SRCALPHA)
        sq.fill(pal.wood)
        for k in range(-sw, sw, max(4, sw // 3)):
            pygame.draw.line(sq, tuple(int(c * 0.7) for c in pal.neutral), (k, sw), (k + sw, 0), 2)
        items.append((sq, "Neutral"))
        sq = pygame.Surface((sw, sw), pygame.SRCALPHA)
        pygame.draw.circle(sq, pal.player2, (sw // 2, sw // 2), sw // 3)
        pygame.draw.line(sq, pal.player1, (2, 2), (sw - 3, sw - 3), max(2, sw // 6))
        pygame.draw.line(sq, pal.player1, (2, sw - 3), (sw - 3, 2), max(2, sw // 6))
        items.append((sq, "Prisoner"))
        num = Theme.text("25", max(11, size - 4), (255, 255, 255), True)
        sq = pygame.Surface((num.get_width() + 8, sw), pygame.SRCALPHA)
        pygame.draw.rect(sq, tuple(int(c * 0.55) for c in pal.player1), sq.get_rect(), border_radius=sw // 2)
        sq.blit(num, num.get_rect(center=sq.get_rect().center))
        items.append((sq, "Group value"))
        col_w = width // 2
        line_h = max(sw, Theme.font(size).get_linesize()) + int(4 * s)
        out = pygame.Surface((width, 2 * line_h), pygame.SRCALPHA)
        for i, (icon, text) in enumerate(items):
            x, y = (i % 2) * col_w, (i // 2) * line_h
            out.blit(icon, (x, y + (line_h - icon.get_height()) // 2))
            t = Theme.text(text, Theme.fit_size(text, size, col_w - icon.get_width() - 10), pal.text_dim)
            out.blit(t, (x + icon.get_width() + int(8 * s), y + (line_h - t.get_height()) // 2))
        return out

    def _draw_hud(self, surface) -> None:
        pal, s, g = self.palette, self.app.scale, self.game
        r = self.info_rect
        x, y = r.x, r.y
        title = Theme.text("Senket", int(40 * s), pal.accent, True)
        surface.blit(title, (x, y))
        sub = f"{g.size} × {g.size} board · {'area' if g.scoring == 'area' else 'post'} scoring"
        room = r.right - x - title.get_width() - int(12 * s)
        if Theme.font(int(20 * s)).size(sub)[0] <= room:
            st = Theme.text(sub, int(20 * s), pal.text_dim)
            surface.blit(st, (x + title.get_width() + int(12 * s), y + title.get_height() - st.get_height() - 3))
            y += title.get_height() + int(12 * s)
        else:
            y += title.get_height()
            st = Theme.text(sub, Theme.fit_size(sub, int(20 * s), r.width), pal.text_dim)
            surface.blit(st, (x, y))
            y += st.get_height() + int(10 * s)
        # whose turn
        icon_r = int(13 * s)
        if g.is_over:
            out = self.outcome or g.detail()
            turn_text = "A tie" if out.winner is None else f"{NAMES[out.winner]} wins"
            who = out.winner
        else:
            who = g.to_move
            turn_text = f"{NAMES[who]} to move"
        tx = x
        if who is not None:
            draw_post(surface, pal, int(who), (x + icon_r, y + icon_r + 2), icon_r, self.view.distinct_shapes)
            tx = x + 2 * icon_r + int(10 * s)
        tt = Theme.text(turn_text, Theme.fit_size(turn_text, int(34 * s), r.right - tx, True), pal.text, True)
        surface.blit(tt, (tx, y + icon_r + 2 - tt.get_height() // 2))
        y += 2 * icon_r + int(8 * s)
        stage = self._stage_text()
        sg = Theme.text(stage, Theme.fit_size(stage, int(22 * s), r.width), pal.text_dim)
        surface.blit(sg, (x, y))
        y += sg.get_height() + int(14 * s)
        # running totals
        res = self.result
        cap = "Final score" if g.is_over else "Score if the game ended now"
        ct = Theme.text(cap, Theme.fit_size(cap, int(20 * s), r.width), pal.text_dim)
        surface.blit(ct, (x, y))
        y += ct.get_height() + int(4 * s)
        lead = res.winner if res is not None else None
        row_h = int(30 * s)
        for p in (RED, BLUE):
            draw_post(surface, pal, int(p), (x + int(9 * s), y + row_h // 2), int(8 * s), self.view.distinct_shapes)
            name = Theme.text(NAMES[p], int(28 * s), pal.text, p == lead)
            surface.blit(name, (x + int(26 * s), y + (row_h - name.get_height()) // 2))
            val = fmt_num(res.totals[p]) if res is not None else "0"
            ngroups = len(res.groups_of(p)) if res is not None else 0
            detail = f"{ngroups} group{'s' if ngroups != 1 else ''}"
            vt = Theme.text(val, int(30 * s), pal.accent if p == lead else pal.text, True)
            surface.blit(vt, (r.right - vt.get_width(), y + (row_h - vt.get_height()) // 2))
            dt = Theme.text(detail, int(18 * s), pal.text_dim)
            dx = r.right - vt.get_width() - dt.get_width() - int(10 * s)
            if dx > x + int(26 * s) + name.get_width() + int(6 * s):
                surface.blit(dt, (dx, y + (row_h - dt.get_height()) // 2 + 2))
            y += row_h
        y += int(12 * s)
        # from the bottom up: controls for the device in use, then the legend
        bottom = r.bottom
        if not self.reviewing:
            hint = HINTS.get(self.app.input.last_device, HINTS[inp.MOUSE])
            hsize = max(14, int(18 * s))
            hl = Theme.font(hsize).get_linesize()
            lines = Theme.wrap(hint, hsize, r.width)
            hy = bottom - len(lines) * hl
            if hy >= y + 2 * hl:
                for line in lines:
                    surface.blit(Theme.text(line, hsize, pal.text_dim), (x, hy))
                    hy += hl
                bottom -= len(lines) * hl + int(10 * s)
        if self.overlay:
            if self._legend_surface is None or self._legend_surface.get_width() != r.width:
                self._legend_surface = self._legend(r.width)
            lg = self._legend_surface
            if bottom - lg.get_height() >= y + int(40 * s):
                surface.blit(lg, (x, bottom - lg.get_height()))
                bottom -= lg.get_height() + int(10 * s)
        # the last reason or hint, in what is left between
        size = int(22 * s)
        line_h = Theme.font(size).get_linesize()
        if self.message:
            col = pal.bad if self.message_bad else pal.text
            for line in Theme.wrap(self.message, size, r.width):
                if y + line_h > bottom:
                    break
                surface.blit(Theme.text(line, size, col), (x, y))
                y += line_h
        self.draw_hud_buttons(surface)


# --------------------------------------------------------------------------------------
# Benchmarks
# --------------------------------------------------------------------------------------
def _bench_17(app):
    """A 17×17 mid-game, Red to move with the post placed where fences can go."""
    from .ui_demo import random_game
    game = random_game(17, 60, 45, seed=11, fence_rate=0.7)

    def fences_after(p):
        trial = game.copy()
        trial.place_post(p)
        return len(trial.legal_fences_from(p))

    empty = [(x, y) for x in range(17) for y in range(17) if game.check_post((x, y)) is None]
    post = max(empty, key=lambda p: (fences_after(p), -abs(p[0] - 8) - abs(p[1] - 8)))
    game.place_post(post)
    scene = SenketScene(app, {"size": 17}, game)
    scene.cursor = post
    return scene


def _bench_31(app):
    from .ui_demo import random_game
    game = random_game(31, 400, 600, seed=5)
    return SenketScene(app, {"size": 31}, game)


def bench_scenes() -> dict:
    return {"senket_17_midgame": (_bench_17, 16.7), "senket_31_overlay": (_bench_31, 16.7)}
