"""The buttons of a board scene (its HUD): which there are in play, in the viewer and on the reviewed
final board, where they go, when each is enabled, and the side panel's empty card.

A board with a side panel (Pente, Senet) sets ``button_row`` in its panel layout; one mechanism
(``place_hud``) lays the buttons out there with each game's rules passed in (``hud_rows``,
``hud_columns``). Senket lays its own out.
"""
from __future__ import annotations

from typing import Optional

import pygame

from ..ui.widgets import Button, WidgetList
from .canvas import Canvas, panel_card


class BoardHud:
    """The HUD (a mixin of ``BoardScene``, on its state)."""

    # The HUD's place. A board with a side panel (Pente, Senet) sets ``button_row`` in its panel layout
    # (``_layout_panel``, which records ``_laid_for_buttons``): the buttons go there, in a grid of
    # ``hud_columns(n)`` columns, or in one row at its bottom. Each game passes its own rules in through
    # ``hud_rows(n)`` (the rows its panel makes room for, read by its layout) and ``hud_columns(n)``.
    button_row: Optional[pygame.Rect] = None
    _laid_for_buttons: Optional[int] = None

    def hud_buttons(self) -> list[Button]:
        """The board's own buttons (before Undo, Redo and Menu)."""
        return []

    def review_buttons(self) -> list[Button]:
        """The board's own buttons while the final board is reviewed (after Result, before Menu)."""
        return []

    def build_hud(self) -> None:
        buttons = []
        if self.viewing:
            # "Prev", not "Back": beside Close, "Back" read as leaving the viewer
            buttons = [Button("Prev", self.step_back, name="back"), Button("Next", self.step_forward, name="forward"),
                       Button("Play on", self.play_from_here, name="branch"),
                       Button("Close", self.close_viewer, name="close")]
            if self.match.spec.has_review:
                buttons.insert(3, Button("Review", self.open_game_review, name="game-review"))
        elif self.reviewing:
            buttons.append(Button("Result", self.show_result, name="result"))
            buttons += self.review_buttons()
        else:
            buttons += self.hud_buttons()
            if self.offers_hints:
                buttons.append(Button("Hint", self.hint, name="hint"))
            buttons += [Button("Undo", self.undo, name="undo"), Button("Redo", self.redo, name="redo")]
        if not self.viewing:
            buttons.append(Button("Menu", self.pause, name="menu"))
        self.hud = WidgetList(buttons, same_size=True)
        self.hud.focus = -1
        if self._hud_area is not None:
            self.place_hud(self._hud_area, self._hud_columns)
        self.sync_hud()

    def panel_canvas(self, canvas: Canvas, radius: int = 14, alpha: int = 225) -> pygame.Surface:
        """The side panel's surface, reset to its empty card (``draw_panel`` on a new surface, drawn once
        per size and palette and copied in place after that: a move frame rebuilds the panel's words,
        not its memory)."""
        return canvas.copy_of(panel_card(self.panel.size, self.palette, radius, alpha))

    def hud_count(self) -> int:
        """How many HUD buttons there are now (0 before the HUD is built)."""
        hud = getattr(self, "hud", None)
        return len(hud.widgets) if hud is not None else 0

    def hud_rows(self, n: int) -> int:
        """Rows of buttons a side panel makes room for with ``n`` buttons (a game's rule)."""
        return 1

    def hud_columns(self, n: int) -> int:
        """Columns of the grid ``n`` buttons take in ``button_row``; 0: one row at its bottom (a game's rule)."""
        return 0

    def place_hud(self, area: Optional[pygame.Rect] = None, columns: int = 0) -> None:
        """Lay the HUD buttons out: in the side panel's ``button_row`` where there is one (its panel laid
        out again first when it was laid out for another number of buttons: play, the viewer and the review
        have different ones), else in ``area``, one row (columns=0) or a grid of that many columns."""
        row = self.button_row
        if row is None:
            if area is not None:
                self.grid_hud(area, columns)
            return
        n = self.hud_count()
        if n != self._laid_for_buttons:
            self._layout_panel()
            self._panel_key = None
            row = self.button_row
        cols = self.hud_columns(n)
        if cols and row.height >= 2 * self.button_h:
            self.grid_hud(row, cols)
        else:
            self.grid_hud(pygame.Rect(row.x, row.bottom - self.button_h, row.width, self.button_h))

    def grid_hud(self, area: pygame.Rect, columns: int = 0) -> None:
        """The HUD buttons in ``area``: one row (columns=0) or a grid of that many columns."""
        self._hud_area, self._hud_columns = pygame.Rect(area), columns
        widgets = self.hud.widgets
        n = len(widgets)
        if not n:
            return
        cols = columns or n
        rows = (n + cols - 1) // cols
        gap = max(4, int(8 * self.app.scale))
        bw = (area.width - (cols - 1) * gap) // cols
        bh = (area.height - (rows - 1) * gap) // rows
        for i, b in enumerate(widgets):
            r, c = divmod(i, cols)
            b.rect = pygame.Rect(area.x + c * (bw + gap), area.y + r * (bh + gap), bw, bh)

    def sync_hud(self) -> None:
        busy = self.anims.busy
        for b in self.hud.widgets:
            if b.name == "undo":
                b.enabled = not busy and self.may_undo()
            elif b.name == "redo":
                b.enabled = not busy and self.match.can_redo() and not self._guide_done()
            elif b.name == "hint":
                b.enabled = not busy and self.accepting and self.hint_action is None
            elif b.name == "back":
                b.enabled = self.match.can_undo()
            elif b.name == "forward":
                b.enabled = self.match.can_redo()
