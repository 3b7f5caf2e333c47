"""Pieces every board scene shares: turn banner, pause menu, game-over screen,
new-game setup, and a base class that wires them together.

A board scene subclasses GameScene, lays out its board and HUD, and calls the
rules module for every decision. Here lives only what is the same in all
three games, so the games look and behave alike.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ..ui import input as inp
from ..ui.anim import AnimQueue, ease_out_cubic
from ..ui.scene import Scene
from ..ui.theme import Theme
from ..ui.widgets import Button, ChoiceRow, WidgetList
from ..ui.backdrop import shared_backdrop
from .dialog import ColumnDialog, Dialog

SEAT_CHOICES = {"human": "Human", "easy": "Computer · Easy", "medium": "Computer · Medium", "hard": "Computer · Hard"}
SEAT_EXPLAIN = {
    "human": "Played at this screen (pass and play)",
    "easy": "The computer, gently: sensible moves a beginner can beat",
    "medium": "The computer, in between: a fair match for a regular player",
    "hard": "The computer at its strongest",
}
NO_COMPUTER_EXPLAIN = "Pass and play at this screen; this game's computer opponent is still to come"


class Banner:
    """A large 'Red's turn' message that slides in, holds, then fades out."""

    HOLD = 1.1

    def __init__(self) -> None:
        self.text = ""
        self.color = (255, 255, 255)
        self.age = 99.0
        self._band: tuple | None = None     # (what it shows, the band): the same band while it holds still

    @staticmethod
    def words(text: str, palette, scale: float) -> pygame.Surface:
        """The banner's text as drawn (``BoardScene._prepare_banners`` makes it before the frame that first
        shows it)."""
        return Theme.text(text, int(56 * scale), palette.text, True)

    def show(self, text: str, color) -> None:
        self.text, self.color, self.age = text, color, 0.0

    @property
    def visible(self) -> bool:
        return self.age < self.HOLD + 0.4

    def update(self, dt: float) -> None:
        self.age += dt

    def dismiss(self) -> None:
        self.age = 99.0
        self._band = None

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, palette, scale: float,
             keep_clear: tuple[int, int] | None = None) -> None:
        """Across the middle of ``rect``; with ``keep_clear`` (where the move just played is, in pixels),
        along the top or the bottom of it, whichever is farther from that point (Pente's banner stood
        over the middle of the board, where the play is, right after each computer move)."""
        if not self.visible or not self.text:
            self._band = None
            return
        a = self.age
        slide = ease_out_cubic(min(1.0, a / 0.25))
        alpha = 255 if a < self.HOLD else max(0, int(255 * (1 - (a - self.HOLD) / 0.4)))
        text = self.words(self.text, palette, scale)
        h = text.get_height() + int(36 * scale)
        x = int((rect.width - text.get_width()) / 2 * slide)
        look = (self.text, tuple(self.color), palette.name, scale, rect.width, alpha, x)
        if self._band is None or self._band[0] != look:
            # made again only while it slides in or fades: held still, the same band is blitted (it was a new
            # band and a copy of the text on each of its ~50 frames, 0.4-0.6 ms of a move frame, issue 39)
            band = pygame.Surface((rect.width, h), pygame.SRCALPHA)
            band.fill((*palette.bg_bottom, int(alpha * 0.85)))
            pygame.draw.rect(band, (*self.color, alpha), (0, 0, rect.width, int(6 * scale)))
            pygame.draw.rect(band, (*self.color, alpha), (0, h - int(6 * scale), rect.width, int(6 * scale)))
            t = text.copy()
            t.set_alpha(alpha)
            band.blit(t, (x, (h - t.get_height()) // 2))
            self._band = (look, band)
        surface.blit(self._band[1], self.band_rect(rect, h, keep_clear))

    @staticmethod
    def band_rect(rect: pygame.Rect, h: int, keep_clear: tuple[int, int] | None = None) -> pygame.Rect:
        band = pygame.Rect(rect.x, rect.centery - h // 2, rect.width, h)
        if keep_clear is not None:
            top = keep_clear[1] - rect.y > rect.bottom - keep_clear[1]      # the point is in the lower half
            band.top = rect.y if top else rect.bottom - h
        return band


class PauseMenu(ColumnDialog):
    """Start / Esc in a game: resume, rules, settings, or back to the main menu."""

    def __init__(self, app, game_id: str, extra: Sequence[tuple[str, Callable[[], None]]] = ()) -> None:
        from .rules_scene import RulesScene
        from .settings_scene import SettingsScene

        def to_menu():
            if app.autosave.keeping():
                app.notify("Your game is kept: Continue it from the main menu.")
            app.pop_to_root()

        buttons = [("Resume", None), *extra,
                   ("Rules", lambda: app.push(RulesScene(app, game_id))),
                   ("Settings", lambda: app.push(SettingsScene(app))),
                   ("Main menu", to_menu)]
        super().__init__(app, "Paused", "", buttons, stay=("Rules", "Settings"))  # Esc there comes back here


class GameOverScene(Dialog):
    """The result: winner, a breakdown (lines of text or table rows), then choices.

    Given the board's area (``avoid``), the panel stands beside the board, buttons in a column, so the
    final position (the winning five, the territories and their values, the last counter off) stays in
    view, even in a narrow band (800x600); where there is no room at all, it is centred as before."""

    BESIDE_MIN_WIDTH = 200

    def __init__(self, app, title: str, lines: Sequence[str], on_rematch: Callable[[], None],
                 on_review: Callable[[], None] | None, rows: Sequence[Sequence[str]] = (),
                 avoid: Callable[[], pygame.Rect | None] | None = None,
                 on_analyse: Callable[[], None] | None = None,
                 within: Callable[[], pygame.Rect | None] | None = None) -> None:
        # Rematch is never the first (default) button: a stray press after the last move must not start a new game
        buttons = [("Review board", on_review)] if on_review is not None else []
        buttons.append(("Rematch", on_rematch))
        if on_analyse is not None:     # after Rematch: the keys and pad reach Rematch as they always have
            buttons.append(("Review game", on_analyse))
        buttons.append(("Main menu", lambda: app.pop_to_root()))
        super().__init__(app, title, "\n".join(lines), buttons, cancel=on_review, avoid=avoid, within=within)
        self.rows = [list(r) for r in rows]
        self.row_size = 22

    def layout(self, size) -> None:
        super().layout(size)
        s = self.app.scale
        self.title_size, self.text_size, self.text_top = 38, 26, 80
        self.row_size = int(22 * s)
        beside = self._beside()
        if beside is not None:
            self._layout_beside(size, beside)
        elif self.rows:
            self.panel.width = min(size[0] - 40, max(self.panel.width, int(760 * s)))
            extra = min(self._table_height(self.panel.width - int(40 * s)), int(size[1] * 0.45))
            self.panel.height += extra
            self.panel.center = (size[0] // 2, size[1] // 2)
            self.lines = Theme.wrap(self.text, int(26 * s), self.panel.width - int(48 * s))
            bh = int(56 * s)
            n = len(self.widgets.widgets)
            bw = min(int(220 * s), (self.panel.width - int(48 * s)) // n - int(12 * s))
            total = n * bw + (n - 1) * int(16 * s)
            x = self.panel.centerx - total // 2
            for w in self.widgets.widgets:
                w.rect = pygame.Rect(x, self.panel.bottom - bh - int(24 * s), bw, bh)
                x += bw + int(16 * s)

    # (title, text, row sizes, button height, gap, text top) at scale 1: as drawn centred, then tighter for
    # a short band (the 800x600 Senet board leaves about 300 px under it, beside the trays)
    BESIDE_SIZES = ((38, 26, 22, 50, 10, 80), (30, 20, 18, 40, 6, 60), (26, 18, 15, 36, 5, 50))

    def _layout_beside(self, size, band: pygame.Rect) -> None:
        """The panel within the band, buttons in a column; the sizes step down until it fits the band
        (never under 12 px), and table rows that still do not fit are summed up ("… and 2 more")."""
        s = self.app.scale
        width = min(band.width - int(24 * s), int(560 * s))
        room = band.height - int(16 * s)
        n = len(self.widgets.widgets)
        for title, text, row, bh, gap, top in self.BESIDE_SIZES:
            self.title_size, self.text_size, self.text_top = title, text, top
            self.row_size = max(12, int(row * s))
            self.lines = Theme.wrap(self.text, max(12, int(text * s)), width - int(48 * s))
            line_h = Theme.font(max(12, int(text * s))).get_linesize()
            table = self._table_height(width - int(40 * s))
            fixed = int(top * s) + len(self.lines) * line_h + n * (int(bh * s) + int(gap * s)) + int(16 * s)
            if fixed + table <= room:
                break
        table = max(0, min(table, room - fixed, int(size[1] * 0.4)))
        bh, gap = int(bh * s), int(gap * s)
        self.panel = pygame.Rect(0, 0, width, min(fixed + table, room))
        self.place(band)
        self.panel.clamp_ip(pygame.Rect(0, 0, *size).inflate(-20, -20))
        y = self.panel.bottom - int(16 * s) - n * (bh + gap) + gap
        for w in self.widgets.widgets:
            w.rect = pygame.Rect(self.panel.x + int(24 * s), y, self.panel.width - int(48 * s), bh)
            y += bh + gap
        if self.backdrop is not None:
            self._freeze()

    def draw(self, surface) -> None:
        super().draw(surface)
        if not self.rows:
            return
        s, pal = self.app.scale, self.palette
        top = (self.panel.y + int(self.text_top * s)
               + len(self.lines) * Theme.font(max(12, int(self.text_size * s))).get_linesize() + int(8 * s))
        bottom = self.widgets.widgets[0].rect.top - int(8 * s)
        inner = self.panel.inflate(-int(40 * s), 0)
        size, lefts, rows, heads = self._table(inner.width)
        y = top
        line_h = Theme.font(size).get_linesize()
        for i, row in enumerate(rows):
            if y + line_h > bottom:
                more = Theme.text(f"… and {len(rows) - i} more", size, pal.text_dim)
                surface.blit(more, (inner.x, y))
                break
            for j, cell in enumerate(row):
                col = pal.accent if heads[i] else pal.text
                surface.blit(Theme.text(cell, Theme.fit_size(cell, size, inner.width, heads[i]), col, heads[i]),
                             (inner.x + lefts[j], y))
            y += line_h

    def _table(self, width: int) -> tuple[int, list[int], list[list[str]], list[bool]]:
        """What the table draws in ``width``: (text size, column left edges, lines of cells, which lines are
        headings). Columns where they fit (size lowered, not under 12); in a narrow panel each row becomes a
        sentence naming its cells by their headers ("Blue 1: area 37 in 12 parts, value 1225"), wrapped."""
        size, lefts = self._columns(self.row_size, width)
        if lefts is not None:
            return size, lefts, self.rows, [i == 0 for i in range(len(self.rows))]
        size = max(12, self.row_size)
        head, lines = self.rows[0], []
        for row in self.rows[1:]:
            named = [f"{h.lower()} {c}" for h, c in zip(head[1:], row[1:]) if c]
            sentence = f"{row[0]}: {', '.join(named)}" if named else row[0]
            lines.extend([part] for part in Theme.wrap(sentence, size, width))
        return size, [0], lines, [False] * len(lines)

    def _table_height(self, width: int) -> int:
        if not self.rows:
            return 0
        size, _, lines, _ = self._table(width)
        return len(lines) * Theme.font(size).get_linesize() + int(16 * self.app.scale)

    def _columns(self, size: int, width: int) -> tuple[int, list[int] | None]:
        """A text size and each column's left edge: columns as wide as their widest cell (the header
        measured bold, as drawn), the size lowered (not under 12) until the table fits the width;
        ``None`` for the edges when it does not fit even then."""
        ncol = max(len(r) for r in self.rows)
        while True:
            widths = [0] * ncol
            for i, row in enumerate(self.rows):
                for j, cell in enumerate(row):
                    widths[j] = max(widths[j], Theme.font(size, i == 0).size(cell)[0])
            gap = (width - sum(widths)) // max(1, ncol - 1) if ncol > 1 else 0
            if gap >= 8:
                break
            if size <= 12:
                return size, None
            size -= 1
        lefts, x = [], 0
        for w in widths:
            lefts.append(x)
            x += w + gap
        return size, lefts


class GameSetupScene(Scene):
    """New-game setup: a column of option rows, then Start, Learn and Back.

    Subclasses give `rows()` (ChoiceRows over self.values) and `start()`.
    Every choice is remembered at once in the settings file (``Settings.setups``, by game id): a setup
    left for a lesson, the menu or the next start opens as it was left (it went back to 17×17, Human v
    Human). A remembered value no row offers any more (an older file, a hand edit) falls back to its default.
    """

    game_name = ""
    game_id = ""
    defaults: dict = {}

    def __init__(self, app) -> None:
        super().__init__(app)
        self.values = dict(self.defaults)
        self.seat_keys: list[str] = []          # the rows that seat a person or the computer, in seat order
        self.footer: pygame.Rect | None = None  # the focused row's explanation, where rows are too short for it
        self.explain_size = 13
        self.build_widgets()
        self._recall(app.settings.setups.get(self.game_id, {}))
        self.widgets.focus_on("start")

    def _recall(self, remembered: dict) -> None:
        """The remembered values one by one, in the rows' order (a row may depend on an earlier value, as
        Senet's options on its rule set); each must be one its row offers, or of its default's type where no
        row shows it now."""
        for key in self.defaults:
            if key not in remembered or remembered[key] == self.values[key]:
                continue
            old, self.values[key] = self.values[key], remembered[key]
            try:
                self.build_widgets()
                row = next((w for w in self.widgets.widgets if isinstance(w, ChoiceRow) and w.name == key), None)
                ok = (remembered[key] in [v for v, _ in row.choices] if row is not None
                      else type(remembered[key]) is type(old))
            except (ValueError, KeyError, TypeError):
                ok = False
            if not ok:
                self.values[key] = old
        self.build_widgets()

    def remember(self) -> None:
        """Keep the choices in the settings file now (not only on Start: Learn, Back and a closed window
        lost them)."""
        if self.app.settings.setups.get(self.game_id) != self.values:
            self.app.settings.setups[self.game_id] = dict(self.values)
            self.app.save_settings()

    def build_widgets(self) -> None:
        """The option rows, then Start, Learn and Back (again whenever the rows change)."""
        self.widgets = WidgetList([*self.rows(),
                                   Button("Start", self._start, name="start"),
                                   Button("Learn", self._learn, name="learn"),
                                   Button("Back", lambda: self.app.pop(), name="back")], same_size=True)

    def choice(self, key: str, label: str, choices, explain="") -> ChoiceRow:
        def set_value(v):
            self.values[key] = v
            self.app.audio.play("click")
            self.changed(key)
            self.remember()
        return ChoiceRow(label, choices, lambda: self.values[key], set_value, explain, name=key)

    def seat_row(self, key: str, label: str) -> ChoiceRow:
        """Who sits in a seat: a person, or the computer at a level (when the game has a computer player)."""
        from ..core.players import LEVELS
        from ..core.registry import get
        if key not in self.seat_keys:
            self.seat_keys.append(key)
        if get(self.game_id).has_computer:
            choices = [(k, SEAT_CHOICES[k]) for k in ("human", *LEVELS)]
            return self.choice(key, label, choices, lambda: SEAT_EXPLAIN.get(self.values[key], ""))
        return self.choice(key, label, [("human", SEAT_CHOICES["human"])], NO_COMPUTER_EXPLAIN)

    def changed(self, key: str) -> None:
        """A value changed (subclasses may adjust dependent rows)."""

    def rows(self) -> list:
        raise NotImplementedError

    def start(self) -> Scene:
        raise NotImplementedError

    def _learn(self) -> None:
        """This game's lesson (for a game with a lesson per rule set, the one for the rule set chosen)."""
        from .tutorial_play import lesson_for, open_lesson
        lesson = lesson_for(self.game_id, self.values.get("ruleset"))
        if lesson is not None:
            self.app.audio.play("click")
            self.app.push(open_lesson(self.app, lesson))

    def _start(self) -> None:
        self.remember()
        self.app.audio.play("click")
        self.app.replace(self.start())

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.app.scale
        self.backdrop = shared_backdrop(size, self.palette)
        col_w = min(int(w * 0.86), int(900 * s))
        x = (w - col_w) // 2
        top = int(h * 0.15)
        rows = [wd for wd in self.widgets.widgets if not isinstance(wd, Button)]
        gap = int(8 * s)
        button_h = int(58 * s)
        room = h - top - button_h - int(40 * s)
        row_h = min(int(74 * s), room // max(1, len(rows)) - gap)
        # a row shows its explanation under its label where it has room for both lines and the line need not
        # shrink much; else (a small window at large text, where the two lines ran over the row's edges) the
        # rows hold label and value, and the focused row's explanation stands under the buttons, wrapped
        label_h = Theme.font(int(28 * s), True).get_linesize()
        self.explain_size = max(13, int(19 * s))
        explain_h = Theme.font(self.explain_size).get_linesize()
        readable = max(13, int(self.explain_size * 0.8))
        inline = row_h >= label_h + explain_h + int(8 * s) and all(
            Theme.fit_size(wd.explain, self.explain_size, col_w - int(32 * s)) >= readable
            for wd in rows if isinstance(wd, ChoiceRow) and wd.explain)
        self.footer = None
        if not inline:
            footer_h = 2 * explain_h + gap
            row_h = min(row_h, max(label_h + int(6 * s), (room - footer_h) // max(1, len(rows)) - gap))
        y = top
        for wd in rows:
            wd.rect = pygame.Rect(x, y, col_w, row_h)
            if isinstance(wd, ChoiceRow):
                wd.inline_explain = inline
            y += row_h + gap
        y += gap
        bw = min(int(240 * s), col_w // 3 - 2 * gap)
        for i, button in enumerate(self.widgets.widgets[-3:]):       # Start, Learn, Back
            button.rect = pygame.Rect(w // 2 - bw // 2 + (i - 1) * (bw + 2 * gap), y, bw, button_h)
        if not inline:
            below = y + button_h + gap
            self.footer = pygame.Rect(x, below, col_w, max(0, h - below - gap // 2))

    def footer_lines(self) -> list[str]:
        """The focused row's explanation in the footer (rows too short to show it themselves): whole lines
        that fit, at the explanation's size."""
        focused = self.widgets.focused
        if self.footer is None or not isinstance(focused, ChoiceRow) or not focused.explain:
            return []
        lines = Theme.wrap(focused.explain, self.explain_size, self.footer.width)
        return lines[:self.footer.height // Theme.font(self.explain_size).get_linesize()]

    def handle(self, action: inp.Action) -> None:
        k = action.kind
        if k in (inp.BACK, inp.MENU):
            self.app.pop()
        elif k in (inp.LEFT, inp.RIGHT) and isinstance(self.widgets.focused, Button):
            # along the row of buttons (Start, Learn, Back), stopping at its ends
            buttons = [i for i, wd in enumerate(self.widgets.widgets) if isinstance(wd, Button) and wd.enabled]
            at = buttons.index(self.widgets.focus) if self.widgets.focus in buttons else 0
            self.widgets.focus = buttons[max(0, min(len(buttons) - 1, at + (1 if k == inp.RIGHT else -1)))]
        else:
            self.widgets.handle(action)

    def wants_frames(self) -> bool:
        return False     # rows of choices: they change only on input

    def draw(self, surface) -> None:
        surface.blit(self.backdrop, (0, 0))
        s, pal = self.app.scale, self.palette
        title = Theme.text(f"New {self.game_name} game", int(56 * s), pal.accent, True)
        surface.blit(title, title.get_rect(center=(self.size[0] // 2, int(self.size[1] * 0.075))))
        self.widgets.draw(surface, pal, s)
        y = self.footer.y if self.footer is not None else 0
        for line in self.footer_lines():
            t = Theme.text(line, self.explain_size, pal.text_dim)
            surface.blit(t, t.get_rect(midtop=(self.footer.centerx, y)))
            y += Theme.font(self.explain_size).get_linesize()


class GameScene(Scene):
    """Base of the three board scenes: HUD buttons, banner, animations, pause."""

    game_id = ""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.banner = Banner()
        self.anims = AnimQueue(lambda: self.app.settings.animation_factor)
        self.hud = WidgetList([])
        self.hud.focus = -1  # no HUD focus until the player tabs to it
        self.pointer: tuple[int, int] | None = None

    def wants_frames(self) -> bool:
        """Full rate while an animation (the Senet sticks included) or the turn banner moves; a board
        scene adds what else is due without input (``BoardScene.wants_frames``)."""
        return self.anims.busy or self.banner.visible

    # --- shared actions
    def open_pause(self, extra: Sequence[tuple[str, Callable[[], None]]] = ()) -> None:
        """The pause menu freezes the screen under it: a turn banner still crossing the board would stand
        there, over the move just played (a stone on Pente's centre point), for as long as the menu is open."""
        if self.banner.visible:
            self.banner.dismiss()
            self.draw(self.app.screen)
        self.app.push(PauseMenu(self.app, self.game_id, extra))

    def hud_handle(self, action: inp.Action) -> bool:
        """Pointer and Tab on the HUD buttons; True if the HUD used the action."""
        k = action.kind
        if k in (inp.POINTER_MOVE, inp.POINTER_DOWN, inp.POINTER_UP):
            if k == inp.POINTER_MOVE:
                self.hud.hover = self.hud.at(action.pos)
                return False
            if self.hud.at(action.pos) is not None or (k == inp.POINTER_UP and self.hud._pressed is not None):
                saved = self.hud.focus
                used = self.hud.handle(action)
                if k == inp.POINTER_DOWN:
                    self.hud.focus = saved
                return used
            return False
        if k in (inp.NEXT, inp.PREV) and self.hud.widgets:
            if self.hud.focus < 0:
                self.hud.focus = 0 if k == inp.NEXT else len(self.hud.widgets) - 1
            else:
                nxt = self.hud.focus + (1 if k == inp.NEXT else -1)
                self.hud.focus = nxt if 0 <= nxt < len(self.hud.widgets) else -1
            return True
        if k == inp.CONFIRM and self.hud.focus >= 0:
            self.hud.widgets[self.hud.focus].activate()
            return True
        if k in (inp.UP, inp.DOWN, inp.LEFT, inp.RIGHT, inp.BACK) and self.hud.focus >= 0:
            self.hud.focus = -1  # back to the board
            return k == inp.BACK
        return False

    def draw_hud_buttons(self, surface) -> None:
        self.hud.draw(surface, self.palette, self.app.scale, show_focus=self.hud.focus >= 0)

    def update(self, dt: float) -> None:
        self.anims.update(dt)
        self.banner.update(dt)
