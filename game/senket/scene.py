"""The Senket screens: new-game setup and the board scene.

The scene never decides a rule: input becomes protocol actions (a post, a
fence, the end of the turn, a pass) played through the shared turn loop of
``game/scenes/board.py`` on a ``Match``; ``check_post`` / ``check_fence``
give the reason shown for a refusal, ``legal_fences_from`` the "all fences"
action, ``score`` the live overlay and the final count. What it adds is
presentation and input:

- geometry and cached layers live in ``game/senket/view.py`` (BoardView):
  the wooden board and grid once per layout; territory shading, fences,
  posts, prisoner marks and group values when the position changes (or the
  overlay toggles). Each frame blits that picture and draws only the
  cursor, hover ghost, fence preview, side panel text and the banner.
- input: a click / Enter / pad A on an empty point places the post; on one
  of your posts it selects a fence start, and a click / confirm on a
  knight-step post draws the fence (the first post stays selected, so more
  fences from it take one click each). Dragging from post to post draws a
  fence too. While a fence is being pointed at it is shown green when legal,
  red with the engine's reason when not. X / F / pad X: every legal fence
  from the new post. P / E / pad Back: end turn (post placed) or pass.
  Ctrl+Z / pad Y: undo the last fence, then the post, then whole turns;
  Ctrl+Y redoes in the same steps. T: overlay. Esc / pad B: cancel the
  selection, else pause (also Start).
- board input is taken only when the seat to move is a human (the match's
  seats), the seam for the computer players to come.

The scene's jobs are split by what they do, each a mixin of ``SenketScene``
on the same state: this module holds the turn (posts, fences, passes, undo,
the score and its words); ``input.py`` what keys, the pad and the pointer do
on the board; ``marks.py`` what is drawn over the board picture each frame;
``panel.py`` the side panel.
"""
from __future__ import annotations

import pygame

from ..core.match import Match
from ..ui import input as inp
from ..ui.backdrop import let_go_of_spare, shared_backdrop
from ..scenes.board import BoardScene
from ..scenes.dialog import NoteBeside
from ..scenes.game_common import GameSetupScene
from ..ui.anim import Tween
from ..ui.widgets import Button, draw_panel
from .rules import SECOND, BOARD_SIZES, DEFAULT_SIZE, FIRST, FenceDrawn, Options, Passed, PostPlaced, Reason, TurnEnded
from .text import HINTS as HINT_TEXT, SCORING_EXPLAIN, refusal, SCORING_NAMES, SIZE_EXPLAIN, seat_names
from .input import SenketInput
from .marks import SenketMarks
from .panel import SenketPanel
from .value_marks import fmt_num
from .view import BoardView


WHY_LINES = 8           # "why this score" lines at most: read at a glance (the result panel lists every group)


# --------------------------------------------------------------------------------------
# New-game setup
# --------------------------------------------------------------------------------------
class SenketSetupScene(GameSetupScene):
    game_name = "Senket"
    game_id = "senket"
    defaults = {"size": DEFAULT_SIZE, "scoring": "area", "red": "human", "blue": "human"}

    def rows(self) -> list:
        v = self.values
        names = seat_names(self.palette.name)
        return [
            self.choice("size", "Board size", [(n, f"{n} × {n}") for n in BOARD_SIZES],
                        lambda: SIZE_EXPLAIN[v["size"]]),
            self.choice("scoring", "Scoring", list(SCORING_NAMES.items()),
                        lambda: SCORING_EXPLAIN[v["scoring"]]),
            self.seat_row("red", f"{names[0]} (moves first)"),
            self.seat_row("blue", names[1]),
        ]

    def options(self) -> Options:
        return Options(size=self.values["size"], scoring=self.values["scoring"])

    def start(self):
        v = self.values
        return SenketScene(self.app, Match.new("senket", self.options(), seats=(v["red"], v["blue"])))


SetupScene = SenketSetupScene


# --------------------------------------------------------------------------------------
# The board
# --------------------------------------------------------------------------------------
class SenketScene(SenketInput, SenketMarks, SenketPanel, BoardScene):
    game_id = "senket"
    title = "Senket"

    def __init__(self, app, match: Match | None = None) -> None:
        match = match if match is not None else Match.new("senket")
        n = match.state.size
        self.view = BoardView(n)
        self._covered = False       # an opaque scene stands over the board: its layers let go (``covered``)
        self._pictured = False      # a dialog's frozen picture stands over it (``under_picture``)
        self._stale = False         # laid out while covered: to be laid out again when shown
        self._restoring = None      # the view's layers being built again, a part a frame (``_restore_layers``)
        self._undo_whole_turn = False   # set by undo(); a guide's take-back reaches on_undone without it
        self.cursor = (n // 2, n // 2)
        self.fence_start: tuple[int, int] | None = None   # selected start (click / keys / pad)
        self.drag_from: tuple[int, int] | None = None     # mouse press point
        self.drag_moved = False
        self.hover: tuple[int, int] | None = None         # board point under the mouse
        self.overlay = True
        self._score_rect: pygame.Rect | None = None     # the live score on the panel (a click: why this score)
        self.preview: tuple | None = None                  # (start, target, reason | None)
        self.score_result = None                                 # ScoreResult of the position shown
        self._result_key = None
        self._changed_frame = None          # the frame a new position was first seen on (score follows)
        self._scored_frame = None           # the frame the score was last computed on (its picture follows)
        self._shown_result = None           # the score the board picture shows
        self._targets: list = []
        self._targets_key = None
        self._drawn_board = self._frame_base = None
        self._undo_groups: list[int] = []   # actions taken back per undo, newest last (redo uses them)
        self._group_left = 0
        self._redoing = False
        self.ripples: list[Tween] = []      # a ring spreading from each new post / fence end
        self._message_room = None           # (height, width, text size) the panel drew its message in
        self.buttons = {
            "pass": Button("Pass", self.do_pass, name="pass"),
            "fences": Button("All fences", self.all_fences, name="fences"),
            "overlay": Button("Overlay: on", self.toggle_overlay, name="overlay"),
            "rematch": Button("Rematch", self.rematch, name="rematch"),
        }
        super().__init__(app, match)
        self._refresh()
        if not match.over:
            self._announce()

    @property
    def options(self) -> Options:
        return self.state.options

    @property
    def names(self) -> dict:
        """What each side is called on screen: the colour it is shown in (text.seat_names of the palette)."""
        n = seat_names(self.palette.name)
        return {FIRST: n[0], SECOND: n[1]}

    def seat_label(self, seat: int) -> str:
        return seat_names(self.palette.name)[seat]

    def message_fits(self, text: str) -> bool:
        """``text`` wrapped as the panel last drew its message fits the room it had there."""
        if self._message_room is None:
            return True
        room, width, size = self._message_room
        size, lines = self._message_lines(text, size, width, room)
        return bool(lines) and not lines[-1].endswith("…")

    @property
    def message_bad(self) -> bool:
        return self.message_kind == "error"

    def leave(self) -> None:
        # a press that started before a dialog opened never gets its release
        self.drag_from, self.drag_moved = None, False

    def covered(self) -> None:
        """Under an opaque scene (the rules page or Settings over the pause menu) the board is not drawn: the
        layers its picture is made from go (four board-sized surfaces, 3.5 MB each at 1920x1080 on 31x31),
        the picture stays, so the pause menu is drawn again over it as before. The layers are built again
        after the frame that shows the board on top (``enter``), before any move can need them. A resize
        or a new palette meanwhile only notes that the board is to be laid out (issue 39: the peak of
        ``bench.monkey --seed 1`` was the rules page built over the pause menu over this board, and a
        resize on the way there)."""
        self._covered = True
        self._restoring = None
        if not self.view.released:
            self.view.release()

    def under_picture(self) -> None:
        """Under a dialog's frozen picture (the pause menu, a result, a note) the board's picture is kept and its
        four layers go, as under an opaque scene (``covered``): built again after the frame that shows the board
        on top (``enter``). They were 17 MB at 1080 high held beside the dialog's window-sized picture (issue 39:
        the peak of ``bench.monkey --seed 1``, a 31x31 board under the pause menu at 1700x1080). Kept while the
        picture does not show the position yet (a move on the dialog's own frame): drawing the board into the
        dialog's picture needs them, and building them again there, or for a newer score on a later frame under
        the dialog, where nothing of it is seen, was the next peak."""
        self._pick_result()         # what this frame shows, kept while under the dialog: a newer score waits
        self._pictured = True       # for ``enter``
        self._restoring = None      # what was built again goes with the rest
        v = self.view
        if not v.released and v.shows(self.state, self._shown_result, self.overlay):
            v.release()

    def _uncover(self) -> None:
        """Shown again (drawn, or on top): a layout put off while covered is done now."""
        self._covered = False
        if self._stale:
            self._stale = False
            self.app.collect_closed()     # the scene that covered it (the rules page) goes before these are made
            self.layout(self.size)

    def _restore_layers(self) -> None:
        """The layers let go under a dialog or an opaque scene, built again a part after each frame's flip
        (``BoardView.rebuild``), the picture on show kept: it is what they make of the same position. Built
        at once, with the picture drawn again from them, they delayed the next frame by 57 ms after Resume
        (issue 39). A frame that needs them sooner (another position to show) builds the rest at once
        (``draw``)."""
        if self.view.released and not self._covered and not self._stale and self._restoring is None:
            # its first part after the next frame: this one's flip is followed by the closed dialog's collection
            self._restoring = self.view.rebuild(self.backdrop, self.state, self._shown_result, self.overlay)
            self.app.after_flip(self._restore_step)

    def _restore_step(self) -> None:
        if self._restoring is None:
            return
        if next(self._restoring, StopIteration) is StopIteration:
            self._restoring = None
        else:
            self.app.after_flip(self._restore_step)

    def _finish_restore(self) -> None:
        """The rest of the layers at once."""
        if self._restoring is not None:
            for _ in self._restoring:
                pass
            self._restoring = None

    def enter(self) -> None:
        # the last dialog's picture kept for the next (the spare, 8 MB at 1920x1080) is not kept beside this
        # board's layers: held with them it was the peak of bench.monkey seeds 1 and 2 (issue 39)
        let_go_of_spare()
        self._pictured = False
        self._uncover()
        if self.view.released:
            self.app.after_flip(self._restore_layers)
        super().enter()

    # ------------------------------------------------------------------ the shared loop's hooks
    def hud_buttons(self) -> list[Button]:
        return [self.buttons["pass"], self.buttons["fences"], self.buttons["overlay"]]

    def review_buttons(self) -> list[Button]:
        return [self.buttons["overlay"], self.buttons["rematch"]]

    def build_hud(self) -> None:
        super().build_hud()
        if getattr(self, "panel", None) is not None:
            self._layout_buttons()

    def hint_text(self, action) -> str:
        return HINT_TEXT[self.state.decode(action)[0]]

    def hint_points(self, action):
        return [self.view.to_px(p) for p in self.state.decode(action)[1:]]

    def turn_banner(self, seat: int):
        p = FIRST if seat == 0 else SECOND
        return f"{self.names[p]}'s turn", self._colour(p)

    def refuse(self, reason, action=None) -> None:
        self.app.audio.play("error")
        self.say(refusal(reason) if isinstance(reason, Reason) else str(reason), "error")

    def on_events(self, action, events: list) -> None:
        for ev in events:
            if isinstance(ev, PostPlaced):
                self._ripple(ev.point)
                self.app.audio.play("place")
                n = len(self.state.legal_fences_from(ev.point))
                self.say(f"Post placed. {n} fence{'s' if n != 1 else ''} possible from it." if n else
                         "Post placed. No fence is possible from it yet.")
            elif isinstance(ev, FenceDrawn):
                self._ripple(ev.b)
                self.app.audio.play("move")
                self.say("Fence drawn.")
            elif isinstance(ev, TurnEnded):
                self.app.audio.play("click")
                self.say(f"{self.seat_label(ev.seat)} ended the turn: {self._turn_summary()}.")
            elif isinstance(ev, Passed):
                self.app.audio.play("click")
                self.say(f"{self.seat_label(ev.seat)} passed."
                         + ("" if self.match.over else " A second pass in a row ends the game."))
        if not self._redoing:      # a new action, not a redo: the undo groups start again
            self._undo_groups.clear()

    def _warn_of_a_prisoner(self) -> None:
        """A person's post just placed inside the opponent's territory is its prisoner at once and raises its
        score (the rules page); the panel said only "Post placed." while the opponent's score jumped (seen in a
        31x31 game against Easy). Said when the new position's score shows it, until a fence is drawn."""
        g, res = self.state, self.score_result
        post = g.pending.post
        if post is None or res is None or not self.accepting or not self.match.actions or self.guide is not None:
            return          # (a lesson or a puzzle says what its own steps need)
        if self.state.decode(self.match.actions[-1])[0] != "post":
            return
        mover = g.to_move
        for t in res.territories:
            if t.owner != mover and tuple(post) in {tuple(q) for q in t.prisoners}:
                them = self.names[t.owner]
                self.say(f"Post placed inside {them}'s territory: it is {them}'s prisoner, and counts for {them}, "
                         f"unless fences from it make territory of yours there.")
                return

    def _turn_summary(self) -> str:
        """"a post and 2 fences": what the turn just ended held. The computer's post and fences go by in a
        moment, and the panel said only "Blue ended the turn."."""
        fences = 0
        for a in reversed(self.match.actions[:-1]):
            kind = self.state.decode(a)[0]
            if kind != "fence":
                break
            fences += 1
        return "a post" + (f" and {fences} fence{'s' if fences != 1 else ''}" if fences else "")

    def undo(self) -> None:
        """Undo the last fence, then the post; with nothing pending, the whole last turn."""
        self.fence_start = self.drag_from = None
        actions = self.match.actions
        self._undo_whole_turn = bool(actions) and actions[-1] == self.state.END
        self._taken = 1
        before = len(self.match.actions)
        super().undo()
        if len(self.match.actions) < before:     # not when refused (a solved puzzle, nothing of a person's)
            self._undo_groups.append(self._taken)

    def undo_continues(self) -> bool:
        more = self._undo_whole_turn and self.state.pending.post is not None
        self._taken += more
        return more

    def on_undone(self, action) -> None:
        kind = self.state.decode(action)[0]
        if kind == "fence":
            self.say("Took back the last fence.")
        elif kind == "post" and not self._undo_whole_turn:
            self.say("Took back the post.")
        else:
            what = "pass" if kind == "pass" else "turn"
            self.say(f"Took back {self.names[self.state.to_move]}'s last {what}.")
            self._announce()

    def redo(self) -> None:
        """Put back what undo took, in the same steps (Ctrl+Y / Ctrl+Shift+Z)."""
        self.fence_start = self.drag_from = None
        if not self.match.can_redo():
            super().redo()   # says there is nothing to redo
            return
        self._group_left = self._undo_groups.pop() if self._undo_groups else 1
        self._redoing = True
        try:
            super().redo()
        finally:
            self._group_left, self._redoing = 0, False
        self.say("Put it back.")

    def redo_continues(self) -> bool:
        self._group_left -= 1
        return self._group_left > 0

    def text_nothing_to_undo(self) -> str:
        return refusal(Reason.NOTHING_TO_UNDO)

    def text_nothing_to_redo(self) -> str:
        return "There is nothing to redo."

    def position_changed(self) -> None:
        self._changed_frame = self.app.frame     # the newest move restarts the one-frame wait for the score
        self._refresh()

    def result_content(self):
        res = self._final_score()
        r, b = res.totals[FIRST], res.totals[SECOND]
        title = "A tie!" if res.winner is None else f"{self.names[res.winner]} wins!"
        lines = [f"{self.names[FIRST]} {fmt_num(r)}  ·  {self.names[SECOND]} {fmt_num(b)}",
                 ("Area scoring: each group scores (area + prisoners)²" if res.method == "area" else
                  "Post scoring: each group scores (empty points + 2 × prisoners)²")]
        return title, lines, self.breakdown_rows(res)

    def rematch_scene(self) -> "SenketScene":
        return SenketScene(self.app, Match.new("senket", self.options, seats=self.match.seats))

    def review(self) -> None:
        super().review()
        self.overlay = True
        self.fence_start = self.drag_from = None
        res = self._final_score()
        if res is not None:
            r, b = res.totals[FIRST], res.totals[SECOND]
            who = "A tie" if res.winner is None else f"{self.names[res.winner]} wins"
            self.say(f"{who}, {fmt_num(r)} to {fmt_num(b)}. Esc brings the result back.")

    def _final_score(self):
        """The final count: the same scorer as the live display, on the final position."""
        self._refresh(now=True)
        return self.score_result if self.match.over else None

    def breakdown_rows(self, res) -> list[list[str]]:
        """The result panel's table: a header, then a row per group.

        The panel gives every column the same width and draws the header bold: six columns do not
        fit at 800×600 ("Empty points" ran into "Prisoners"). With post scoring the extra column
        takes the place of "Owner", which the group's name ("Red 1") already says."""
        posts = res.method == "posts"
        head = ["Group", "Area", "Empty points"] if posts else ["Group", "Owner", "Area"]
        head += ["Prisoners", "Value"]
        rows = [head]
        terr = {t.id: t for t in res.territories}
        count = {FIRST: 0, SECOND: 0}
        for grp in sorted(res.groups, key=lambda x: (-x.value, x.owner, x.id)):
            count[grp.owner] += 1
            areas = [fmt_num(terr[i].area) for i in grp.territory_ids]
            if len(areas) == 1:
                area = areas[0]
            elif len(areas) <= 3:
                area = f"{' + '.join(areas)} = {fmt_num(grp.area)}"
            else:
                area = f"{fmt_num(grp.area)} in {len(areas)} parts"
            row = [f"{self.names[grp.owner]} {count[grp.owner]}"]
            row += [area, str(grp.empty_points)] if posts else [self.names[grp.owner], area]
            row += [str(grp.prisoners), fmt_num(grp.value)]
            rows.append(row)
        if len(rows) == 1:
            rows.append(["—", "No territory", "", "", ""])
        return rows


    # ------------------------------------------------------------------ layout
    def layout(self, size) -> None:
        super().layout(size)
        self._restoring = None      # the layers of the old size, if any were being built, are not wanted
        if self._covered:
            # covered: laid out when shown again (``covered``); the old size's pictures go now
            self._stale = True
            self.view.release(picture=True)
            self.panel_back = None
            self._drawn_board = self._frame_base = self._legend_surface = None
            return
        w, h = size
        s = self.app.scale
        pad = max(8, int(14 * s))
        landscape = w >= h * 1.12
        inset = self.top_inset()
        if landscape:
            panel_min, panel_max = int(250 * s), int(400 * s)
            side = min(h - 2 * pad - inset, w - panel_min - 3 * pad)
            panel_w = min(panel_max, w - side - 3 * pad)
            x0 = (w - (side + pad + panel_w)) // 2
            self.view.layout(pygame.Rect(x0, pad + inset, side, h - 2 * pad - inset), self.palette, s, backed=True)
            # the board is square: give the panel what is left beside it
            bx = self.view.rect
            self.panel = pygame.Rect(bx.right + pad, pad, min(panel_max, w - bx.right - 2 * pad), h - 2 * pad)
        else:
            panel_h = int(240 * s)
            side = min(w - 2 * pad, h - panel_h - 3 * pad - inset)
            self.view.layout(pygame.Rect(pad, pad + inset, w - 2 * pad, side), self.palette, s, backed=True)
            top = self.view.rect.bottom + pad
            self.panel = pygame.Rect(pad, top, w - 2 * pad, h - top - pad)
        self.landscape = landscape
        # the shared backdrop, and the panel's card over it as a picture of the panel's area: a window-sized
        # copy of the backdrop with the card drawn on it held 8 MB at 1920x1080 for the card's 1.7 (issue 39,
        # the memory peak is this board under the pause menu)
        self.panel_back = None    # the old size's goes before the new one is made
        shown = self.panel.clip(self.backdrop.get_rect())
        self.panel_back = self.backdrop.subsurface(shown).copy()
        draw_panel(self.panel_back, self.panel.move(-shown.x, -shown.y), self.palette, radius=14, alpha=225)
        self._panel_shown = shown
        self.view.back_with(self.backdrop)       # an opaque board picture: one plain blit onto the frame
        self._layout_buttons()
        self._drawn_board = self._frame_base = None
        self._legend_surface = None

    @property
    def backdrop(self) -> pygame.Surface:
        """The shared backdrop at this size, not held: on a resize the old one goes before the new one is drawn."""
        return shared_backdrop(self.size, self.palette)

    def _layout_buttons(self) -> None:
        s = self.app.scale
        p = self.panel
        inner = p.inflate(-int(28 * s), -int(28 * s))
        widgets = self.hud.widgets
        gap = int(8 * s)
        if self.landscape:
            # one column, or two where one would leave the panel's words no room (``_info_need``)
            n, need = len(widgets), self._info_need(inner.width)
            cols = 2 if n > 3 and n * (int(50 * s) + gap) + need > inner.height else 1
            rows = -(-n // cols)
            bw = (inner.width - (cols - 1) * gap) // cols
            room = (inner.height // 2) // max(1, rows) - gap
            if cols == 2:      # as tall as leaves the words their room, not lower than a button reads
                room = max(min(room, (inner.height - need) // rows - gap), int(34 * s))
            bh = min(int(50 * s), max(24, room))
            top = inner.bottom - rows * (bh + gap) + gap
            for i, wd in enumerate(widgets):
                r, c = divmod(i, cols)
                wd.rect = pygame.Rect(inner.x + c * (bw + gap), top + r * (bh + gap), bw, bh)
            self.info_rect = pygame.Rect(inner.x, inner.y, inner.width, top - inner.y - gap)
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
    def _refresh(self, now: bool = False) -> None:
        """Recompute what depends on the position: score, labels.

        The exact score of a new position is computed on the frame after the
        move (``now`` forces it): the move's own frame draws the new post or
        fence, the next one the territories, so neither frame carries both
        costs (``bench frames``: every frame within 8 ms).
        """
        g = self.state
        key = (g.version, id(g))
        if key != self._result_key:
            waited = self._changed_frame is not None and self._changed_frame != self.app.frame
            if now or waited or self.score_result is None:
                self.score_result = g.score()
                self._result_key = key
                self._changed_frame = None
                self._scored_frame = self.app.frame
                self._warn_of_a_prisoner()
            elif self._changed_frame is None:
                self._changed_frame = self.app.frame
        post = g.pending.post
        if post is not None and not g.is_over:
            end = "End turn"
        elif g.passes_in_a_row == 1:
            end = "Pass (ends game)"
        else:
            end = "Pass"
        self.buttons["pass"].label = end
        self.buttons["pass"].enabled = self.accepting
        self.buttons["fences"].enabled = (self.accepting and post is not None
                                          and bool(g.legal_fences_from(post)))
        self.buttons["overlay"].label = "Overlay: on" if self.overlay else "Overlay: off"

    def _announce(self) -> None:
        text, colour = self.turn_banner(self.state.current_player())
        if self.announces_turns():
            self.banner.show(text, colour)

    def _colour(self, p) -> tuple:
        return self.palette.player1 if p == FIRST else self.palette.player2

    def _stage_text(self) -> str:
        g = self.state
        if g.is_over or self.reviewing:
            return "The game is over"
        done = self.guide_status()
        if done is not None:
            return done[1]
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
        g = self.state
        me = int(g.to_move)
        if self.fence_start is not None:
            start = self.fence_start
            if p == start:
                self.fence_start = None
                self.say("Fence start cleared.")
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
                self.refuse(reason)
                return
            self.play(g.post_action(p))
        elif owner == me:
            if g.pending.post is None:
                self.refuse(Reason.NO_POST_THIS_TURN)
                return
            self.fence_start = p
            self.app.audio.play("click")
            self.say("Fence start chosen: now pick a post a knight's step away.")
        else:
            self.refuse(g.check_post(p) if g.pending.post is None else Reason.NOT_YOUR_POST)

    def try_fence(self, a, b, chain: bool = False) -> bool:
        g = self.state
        reason = g.check_fence(a, b)
        if reason is not None:
            self.refuse(reason)
            return False
        if not self.play(g.fence_action(a, b)):
            return False
        # picked end after end: the post the player started from stays selected (fences fan out from
        # it, most often the new post); jumping to the far end made the next click a surprise
        self.fence_start = a if chain else None
        if chain:
            self.say("Fence drawn. Its first post is still selected: pick another post a knight's step "
                     "from it, or Esc to stop.")
        return True

    def all_fences(self) -> None:
        if not self.accepting:
            return
        g = self.state
        post = g.pending.post
        if post is None:
            self.refuse(Reason.NO_POST_THIS_TURN)
            return
        drawn = 0
        for a, b in g.legal_fences_from(post):
            if g.check_fence(a, b) is None and self.play(g.fence_action(a, b)):
                drawn += 1
        self.fence_start = None
        if drawn:
            self.say(f"Drew {drawn} fence{'s' if drawn != 1 else ''} from the new post.")
        else:
            self.refuse("No fence can be drawn from the new post.")

    def do_pass(self) -> None:
        """The `pass` action: end the turn if a post is placed, else pass."""
        if not self.accepting:
            return
        g = self.state
        self.fence_start = self.drag_from = None
        self.play(g.END if g.pending.post is not None else g.PASS)

    def _ripple(self, p) -> None:
        factor = self.app.settings.animation_factor
        if factor > 0:
            self.ripples.append(Tween(0.4 / factor, data=p))

    def why_this_score(self) -> None:
        """Each territory named and summed, what voids a hatched region, each prisoner: beside the board, so
        the overlay it explains stays in sight (a score of 10,404 fell to 9 and nothing said why)."""
        from .text import MARKS_LINE, why_this_score
        self._refresh(now=True)
        lines = why_this_score(self.state, self.score_result, self.names)
        marks = [MARKS_LINE] if self.overlay and not getattr(self, "panel_shown", {}).get("legend") else []
        most = WHY_LINES - len(marks)
        if len(lines) > most:
            lines = lines[:most - 1] + [f"… and {len(lines) - most + 1} more (the result panel lists every group)."]
        lines += marks
        self.app.audio.play("click")
        self.app.push(NoteBeside(self.app, "Why this score", "\n".join(lines), [("Close", None)],
                                   avoid=self.board_area, within=self.side_panel))

    def pause_extra(self) -> list:
        """Why this score is in the pause menu too: the pad's way to it (Start, then this; every pad button
        already has a use in play), and a keyboard or mouse player's second way."""
        return [("Why this score", self.why_this_score), *super().pause_extra()]

    def toggle_overlay(self) -> None:
        self.overlay = not self.overlay
        self.app.audio.play("click")
        self.say("Territory overlay on." if self.overlay else "Territory overlay off.")

    # ------------------------------------------------------------------ input
    # ------------------------------------------------------------------ frame
    def _fence_target(self):
        """(start, target) of the fence being pointed at, if any."""
        if not self.accepting:
            return None
        g = self.state
        if self.drag_from is not None and self.drag_moved and g.post_at(self.drag_from) == int(g.to_move):
            target = self.hover
            return (self.drag_from, target) if target is not None and target != self.drag_from else None
        if self.fence_start is not None:
            target = self.hover if self.app.input.last_device == inp.MOUSE else self.cursor
            if target is not None and target != self.fence_start:
                return (self.fence_start, target)
        return None

    def wants_frames(self) -> bool:
        """Also while a ripple spreads and while the score of a new position waits for its frame."""
        return (super().wants_frames() or bool(self.ripples) or self._changed_frame is not None
                or self._shown_result is not self.score_result or self._restoring is not None)

    def update(self, dt: float) -> None:
        super().update(dt)
        for t in self.ripples:
            t.update(dt)
        self.ripples = [t for t in self.ripples if not t.done]
        self._refresh()
        g = self.state
        ft = self._fence_target()
        reason = g.check_fence(*ft) if ft else None
        # no preview over a fence already there: just after a chained fence the pointer (or the cursor)
        # still rests on its far end, and the new fence was shown red with "That fence is already drawn."
        self.preview = (ft[0], ft[1], reason) if ft and reason != Reason.ALREADY_DRAWN else None
        start = self.fence_start if self.fence_start is not None else (
            self.drag_from if self.drag_moved else None)
        if start is None and self.hover is not None and self.app.input.last_device == inp.MOUSE \
                and g.pending.post is not None and g.post_at(self.hover) == int(g.to_move):
            start = self.hover   # pointing at an own post: where fences from it could go
        key = (start, g.version)
        if key != self._targets_key:
            self._targets_key = key
            self._targets = [q for _, q in g.legal_fences_from(start)] if start and self.accepting else []

    def _pick_result(self) -> None:
        """The score the picture shows on this frame: a new score from the frame after the one that computed it
        (unless nothing was shown yet), as the score follows the move: the scorer and the new territories'
        picture are each about half a 31x31 frame's budget (issue 39). Not while under a dialog's picture."""
        if self._shown_result is None or self._scored_frame != self.app.frame and not self._pictured:
            self._shown_result = self.score_result

    def prepare_frame(self) -> None:
        self._uncover()
        v = self.view
        self._pick_result()
        if self._restoring is not None and not v.shows(self.state, self._shown_result, self.overlay):
            self._finish_restore()          # another picture is wanted before the layers were all built again
        if v.released and not v.shows(self.state, self._shown_result, self.overlay):
            v.back_with(self.backdrop)      # a change before ``_restore_layers`` ran: the layers now
        board = v.render(self.state, self._shown_result, self.overlay)
        self._frame_layers = (board, self.hud_picture())
        if board.get_flags() & pygame.SRCALPHA:
            if board is not self._drawn_board or v.changes:
                # one opaque picture of backdrop + board; when the board changes only its rectangle is redone
                if self._frame_base is None:
                    self._frame_base = self.backdrop.copy()
                    self._frame_base.blit(self.panel_back, self._panel_shown)
                else:
                    self._frame_base.blit(self.backdrop, v.rect, v.rect)
                self._frame_base.blit(board, v.rect)
                self._drawn_board = board
        else:
            self._drawn_board = self._frame_base = None

    def frame_pictures(self) -> list:
        v = self.view
        window = (id(self.backdrop), id(self.panel_back), tuple(self._panel_shown), tuple(v.rect), self.size,
                  id(self._frame_base))
        board, (hud_area, _, hud_key) = self._frame_layers
        return [(pygame.Rect((0, 0), self.size), window), (v.rect.copy(), id(board)), (hud_area, hud_key)]

    def changed_rects(self) -> list:
        """The board picture's rectangles drawn into since the last frame (a move patched into it)."""
        return self.view.take_changes()

    def draw_pictures(self, surface) -> None:
        v = self.view
        board, (hud_area, hud, _) = self._frame_layers
        if self._frame_base is None:
            # the board's picture is opaque (composed over the backdrop, ``back_with``): the backdrop around
            # it, then the picture; no window-sized copy of the two is kept (8 MB at 1920x1080, issue 39)
            panel = self._panel_shown
            for strip in self.backdrop_strips(surface.get_rect(), [v.rect, panel]):
                surface.blit(self.backdrop, strip, strip)
            surface.blit(self.panel_back, panel)
            surface.blit(board, v.rect)
        else:
            surface.blit(self._frame_base, (0, 0))
        surface.blit(hud, hud_area)

    def draw_marks(self, surface) -> None:
        pal, s = self.palette, self.app.scale
        v = self.view
        self._draw_marks(surface)
        self.draw_hud_buttons(surface)
        self.draw_hint(surface)
        last = self.state.last_post          # the banner stands off the post just played, as Pente's does
        self.banner.draw(surface, v.rect, pal, s, v.to_px(last) if last is not None else v.rect.center)
        self.draw_thinking(surface, v.rect)


def board_scene(app, match: Match) -> "SenketScene":
    """The board scene for a match (the registry's ``open_match``)."""
    return SenketScene(app, match)
