"""The game review over a board (docs/review.md): the graph, each player's figures, and the decision at
the position shown, with the move played and the better one marked on the board.

It stands over a board scene in the viewer's way of stepping (left/right, Home/End, the wheel) and
leaves the board in view: its panel takes the largest free band beside the board, as the result panel
does. The review is made beside the window (``ReviewJob``: a process per core) unless the record
already keeps one made by the same engine for the same moves; a finished review is kept in the record
and written into the library file that holds the game (``BoardScene.keep_review``), so it is made once.
"""
from __future__ import annotations

from typing import Optional

import pygame

from ..core import review
from ..core.review_worker import ReviewJob
from ..ui import input as inp
from ..ui.scene import Scene
from ..ui.theme import SMALLEST_FIT, Theme
from ..ui.value_graph import ValueGraph
from ..ui.widgets import draw_panel
from .dialog import free_band

LEVEL = "hard"
PLURALS = {"inaccuracy": "inaccuracies", "mistake": "mistakes", "blunder": "blunders"}
CONTROLS = "Left/right step · click the graph to go there · Esc back to the board"


class ReviewScene(Scene):
    transparent = True

    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board
        self.record = board.match.whole_record()
        self.analyst = board.match.spec.module("review").analyst(LEVEL)
        self.review: Optional[review.Review] = None
        self.job: Optional[ReviewJob] = None
        self.problem: Optional[str] = None
        self.graph: Optional[ValueGraph] = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.graph_rect = pygame.Rect(0, 0, 0, 0)
        self._said: dict[int, tuple[str, str]] = {}
        kept = review.cached(self.record, self.analyst.fingerprint)
        if kept is not None:
            try:
                self._ready(review.Review.from_json(kept))
            except (KeyError, TypeError, ValueError):
                kept = None
        if kept is None:
            self.job = ReviewJob(self.record, LEVEL, in_process=app.headless)

    # ----- the review --------------------------------------------------------------------------
    def _ready(self, made: review.Review) -> None:
        self.review = made
        marks = {d.index + len(d.played) - 1: d.mark for d in made.decisions if d.mark}
        self.graph = ValueGraph(made.values, made.unit, marks, start=made.start_value)
        self.graph.layout(self.graph_rect)
        if review.cached(self.record, made.fingerprint) is None:
            reviewed = review.keep(self.record, made)
            self.board.match.meta[review.META_KEY] = reviewed.meta[review.META_KEY]
            self.board.keep_review(reviewed)

    def update(self, dt: float) -> None:
        if self.job is not None and self.review is None and self.problem is None and self.job.poll():
            if self.job.result is not None:
                self._ready(self.job.result)
            else:
                self.problem = f"The review could not be made: {self.job.problem}."
        self.board.update(dt)

    def wants_frames(self) -> bool:
        return self.review is None and self.problem is None

    def close(self) -> None:
        if self.job is not None and not self.job.finished:
            self.job.cancel()

    # ----- where the board stands ------------------------------------------------------------------
    @property
    def shown(self) -> int:
        """How many actions the board shows."""
        return len(self.board.match.actions)

    def decision_here(self) -> Optional[review.Decision]:
        """The decision made from the position shown (the next move), if the review has one."""
        if self.review is None:
            return None
        return next((d for d in self.review.decisions if d.index == self.shown), None)

    def go_to(self, index: int) -> None:
        """Show the position after action ``index`` (-1: the start), or the nearest one the viewer steps to
        (a viewer's step is a turn: a Senket post with its fences), in silence but for the last step."""
        target = max(0, min(len(self.record.actions), index + 1))
        board = self.board
        back = target < self.shown
        can, step = (board.match.can_undo, board.step_back) if back else (board.match.can_redo, board.step_forward)
        if target == self.shown or not can():
            return
        board.hushed = True
        try:
            with self.app.audio.quiet():
                while (self.shown > target if back else self.shown < target) and can():
                    step()
                board.anims.skip()
        finally:
            board.hushed = False
        board.say_step()

    def click_target(self, index: int) -> int:
        """Where a click on the graph at action ``index`` takes the board: a marked point (drawn after the
        marked decision) shows the position the decision was made from, its move and the better one ringed;
        any other point, the position after that action."""
        marked = next((d for d in self.review.decisions
                       if d.mark and d.index <= index <= d.index + len(d.played) - 1), None)
        return marked.index - 1 if marked is not None else index

    # ----- input -------------------------------------------------------------------------------------
    def handle(self, action: inp.Action) -> None:
        kind = action.kind
        if kind in (inp.BACK, inp.MENU):
            self.app.pop()
        elif kind in (inp.LEFT, inp.UP, inp.PREV):
            self.go_to(self.shown - 2)
        elif kind in (inp.RIGHT, inp.DOWN, inp.NEXT, inp.CONFIRM):
            self.go_to(self.shown)
        elif kind == inp.FIRST:
            self.go_to(-1)
        elif kind == inp.LAST:
            self.go_to(len(self.record.actions) - 1)
        elif kind == inp.PAGE_UP:
            self.go_to(self.shown - 11)
        elif kind == inp.PAGE_DOWN:
            self.go_to(self.shown + 9)
        elif kind == inp.SCROLL:
            self.go_to(self.shown - 2 if action.amount > 0 else self.shown)
        elif kind == inp.POINTER_DOWN and self.graph is not None:
            index = self.graph.index_at(action.pos)
            if index is not None:
                self.go_to(self.click_target(index))

    # ----- layout and drawing --------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.app.scale
        area = self.board.board_area()
        rects = [] if area is None else [pygame.Rect(area)] if isinstance(area, pygame.Rect) else [pygame.Rect(r) for r in area]
        band = free_band(size, rects, int(200 * s), int(200 * s))
        if band is None:                      # no room beside the board: a strip along the bottom
            h = max(int(size[1] * 0.34), int(180 * s))
            band = pygame.Rect(0, size[1] - h, size[0], h)
        pad = int(12 * s)
        self.panel = band.inflate(-2 * pad, -2 * pad)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        title_h = Theme.font(int(30 * s), True).get_linesize()
        self.graph_rect = pygame.Rect(inner.x, inner.y + title_h + pad // 2, inner.width,
                                      max(int(60 * s), min(int(inner.height * 0.36), int(inner.width * 0.6))))
        if self.graph is not None:
            self.graph.layout(self.graph_rect)

    def draw(self, surface: pygame.Surface) -> None:
        pal, s = self.palette, self.app.scale
        self._draw_marks(surface)
        draw_panel(surface, self.panel, pal, radius=14, alpha=255)
        pad = int(12 * s)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        title = Theme.text("Game review", int(30 * s), pal.text, True)
        surface.blit(title, inner.topleft)
        y = self.graph_rect.bottom + pad
        if self.review is None:
            self._draw_progress(surface, inner)
            return
        self.graph.draw(surface, pal, self.shown - 1, s, *self._seat_colours())
        lines = self._lines()
        size = int(20 * s)
        while True:         # the largest text at which every line fits under the graph (small boards at 150%)
            wrapped = [(Theme.wrap(line, size, inner.width), colour) for line, colour in lines]
            height = sum(len(parts) for parts, _ in wrapped) * Theme.font(size).get_linesize() + len(lines) * (pad // 3)
            if y + height <= inner.bottom or size <= SMALLEST_FIT:
                break
            size -= 1
        for parts, colour in wrapped:
            for part in parts:
                if y + Theme.font(size).get_linesize() > inner.bottom:
                    return
                surface.blit(Theme.text(part, size, colour), (inner.x, y))
                y += Theme.font(size).get_linesize()
            y += pad // 3

    def _seat_colours(self):
        colour = getattr(self.board, "seat_colour", None)
        if colour is None:
            return None, None
        return colour(0), colour(1)

    def _draw_progress(self, surface, inner) -> None:
        pal, s = self.palette, self.app.scale
        if self.problem is not None:
            lines = Theme.wrap(self.problem, int(22 * s), inner.width)
            for i, line in enumerate(lines):
                surface.blit(Theme.text(line, int(22 * s), pal.bad), (inner.x, self.graph_rect.y + i * int(26 * s)))
            return
        done, total = self.job.progress if self.job is not None else (0, 1)
        moves = len(self.record.actions)
        shown = min(moves, round(done * moves / max(1, total)))
        bar = pygame.Rect(inner.x, self.graph_rect.y, inner.width, int(16 * s))
        pygame.draw.rect(surface, pal.panel_edge, bar, 1, border_radius=bar.height // 2)
        fill = bar.inflate(-4, -4)
        fill.width = int(fill.width * done / max(1, total))
        if fill.width > 0:
            pygame.draw.rect(surface, pal.accent, fill, border_radius=fill.height // 2)
        label = f"Looking at every decision: {shown} of {moves} actions. Esc stops."
        for i, line in enumerate(Theme.wrap(label, int(20 * s), inner.width)):
            surface.blit(Theme.text(line, int(20 * s), pal.text_dim), (inner.x, bar.bottom + int(8 * s) + i * int(24 * s)))

    def _lines(self) -> list[tuple[str, tuple]]:
        pal = self.palette
        out = []
        for seat, figures in self.review.summary().items():
            name = self.board.seat_label(int(seat))
            marks = ", ".join(f"{figures[m]} {m if figures[m] == 1 else PLURALS[m]}"
                              for m in review.MARKS if figures[m]) or "no marked move"
            acc = "" if figures["accuracy"] is None else f"accuracy {figures['accuracy']:.0f}%, "
            line = f"{name}: {acc}{marks}"
            if figures["luck"] is not None:
                line += f"; lost {max(0.0, -figures['luck']):.2f} to the sticks and {figures['loss']:.2f} to the moves" \
                    if figures["luck"] < 0 else f"; won {figures['luck']:.2f} from the sticks, lost {figures['loss']:.2f} to the moves"
            out.append((line, pal.text))
        d = self.decision_here()
        if d is not None:
            out.append((self._decision_sentence(d), pal.bad if d.mark == "blunder" else
                        pal.accent if d.mark else pal.text_dim))
        out.append((CONTROLS, pal.text_dim))
        return out

    def _unit(self, loss: float) -> str:
        if self.review.unit == "win":
            return f"{loss * 100:.0f} points of win chance"
        return f"{loss:,.0f} points"

    def _words(self, d: review.Decision) -> tuple[str, str]:
        """The played and the better turn in the game's words: said by the review as it was made, or (a review
        made before it said them) by the analyst now, once per decision, not once per frame."""
        if d.said and len(d.said) == 2:
            return d.said[0], d.said[1]
        if d.index not in self._said:
            describe = getattr(self.analyst, "describe", None)
            self._said[d.index] = ((describe(self.board.state, d.played), describe(self.board.state, d.best))
                                   if describe is not None else (f"{len(d.played)} action(s)", f"{len(d.best)} action(s)"))
        return self._said[d.index]

    def _decision_sentence(self, d: review.Decision) -> str:
        who = self.board.seat_label(d.seat)
        if d.mark is None:
            return f"Next: {who}'s move keeps the engine's value" + ("." if d.loss == 0 else
                                                                       f" (it gives up {self._unit(d.loss)}).")
        played, better = self._words(d)
        return (f"Next: {who}'s {d.mark}, giving up {self._unit(d.loss)}: played {played} "
                f"(red ring), better {better} (green ring).")

    def _draw_marks(self, surface) -> None:
        """On the board, at a marked decision: the move played (red) and the better one (green)."""
        d = self.decision_here()
        if d is None or d.mark is None:
            return
        state, s = self.board.state, self.app.scale
        for turn, colour in ((d.played, self.palette.bad), (d.best, self.palette.good)):
            try:
                points = self.board.hint_points(state.action_from_json(turn[0]))
            except Exception:
                continue
            for p in points:
                pygame.draw.circle(surface, (0, 0, 0), p, int(22 * s), max(3, int(6 * s)))
                pygame.draw.circle(surface, colour, p, int(20 * s), max(2, int(4 * s)))
