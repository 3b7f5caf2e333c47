"""The Pente screens: new-game setup and the board scene.

The board scene never decides a rule: every move goes through the engine
(`check` for the reason a move is refused, `push`/`pop` for play and exact
undo, `outcome`, `restriction`, `winning_line`, `captured`). What it adds is
presentation and input:

- geometry and cached layers live in game/pente/view.py (BoardView): the
  wooden board is drawn once per layout, the stones once per position, and
  each frame blits them and draws only the ghost, cursor and flying stones;
- the side panel (turn, move number, capture trays, hints) is one cached
  surface rebuilt when what it shows changes;
- input: a click on an intersection places; arrows / d-pad move a cursor and
  Enter / Space / pad A place; Ctrl+Z / pad Y undo, Ctrl+Y redo; Esc / Start
  pause. Input for the board is taken only when the side to move is a human
  (`is_human`), the seam for computer players.
"""
from __future__ import annotations

import math
import random

import pygame

from ..ui import input as inp
from ..scenes.backdrop import make_backdrop
from ..scenes.game_common import PLAYER_CHOICES, PLAYERS_EXPLAIN, GameOverScene, GameScene, GameSetupScene
from ..ui.theme import Theme
from ..ui.widgets import Button, WidgetList, draw_panel
from .notation import point_to_str
from .rules import (BLACK, SIZE_INFO, SIZES, TOURNAMENT_INFO, VARIANT_INFO, VARIANTS, WHITE, Options,
                    PenteGame, player_name)
from .view import BoardView, blit_stone, ghost_sprite, stone_outline, stone_sprite

TRAY_COLUMNS = 5
FLIGHT_SECONDS = 0.6
RIPPLE_SECONDS = 0.35
MESSAGE_SECONDS = 4.0


# --------------------------------------------------------------------------------------
# New-game setup
# --------------------------------------------------------------------------------------
class PenteSetupScene(GameSetupScene):
    game_name = "Pente"
    defaults = {"size": 19, "variant": "pente", "tournament": True, "black": "human", "white": "human"}

    def rows(self) -> list:
        v = self.values
        return [
            self.choice("size", "Board size", [(n, SIZE_INFO[n][0]) for n in SIZES],
                        lambda: SIZE_INFO[v["size"]][1]),
            self.choice("variant", "Variant", [(k, VARIANT_INFO[k][0]) for k in VARIANTS],
                        lambda: VARIANT_INFO[v["variant"]][1]),
            self.choice("tournament", "Opening", [(True, TOURNAMENT_INFO[True][0]), (False, TOURNAMENT_INFO[False][0])],
                        lambda: TOURNAMENT_INFO[v["tournament"]][1]),
            self.choice("black", "Black", PLAYER_CHOICES, PLAYERS_EXPLAIN),
            self.choice("white", "White", PLAYER_CHOICES, PLAYERS_EXPLAIN),
        ]

    def options(self) -> Options:
        v = self.values
        return Options(size=v["size"], variant=v["variant"], tournament=v["tournament"])

    def start(self):
        v = self.values
        return PenteScene(self.app, self.options(), {BLACK: v["black"], WHITE: v["white"]})


SetupScene = PenteSetupScene


# --------------------------------------------------------------------------------------
# The board
# --------------------------------------------------------------------------------------
class PenteScene(GameScene):
    game_id = "pente"
    title = "Pente"

    def __init__(self, app, options: Options | None = None, players: dict | None = None,
                 game: PenteGame | None = None) -> None:
        super().__init__(app)
        self.game = game if game is not None else PenteGame(options or Options())
        self.options = self.game.options
        self.players = dict(players or {BLACK: "human", WHITE: "human"})
        n = self.options.size
        self.view = BoardView(n)
        self.cursor = self.game.last_move or self.game.centre
        self.hover: tuple[int, int] | None = None      # intersection under the mouse
        self._press: tuple[int, int] | None = None     # where the left button went down
        self.redo_stack: list[tuple[int, int]] = []
        self.flying: list[tuple[int, tuple[int, int], int, int]] = []  # (stone, from point, capturer, slot)
        self.in_flight = {BLACK: 0, WHITE: 0}
        self.ripple: tuple[tuple[int, int], float] | None = None
        self.flash: tuple[tuple[int, int], float] | None = None      # refused point, age
        self.message, self.message_kind, self.message_age = "", "info", 99.0
        self.reviewing = False
        self.result_shown = self.game.is_game_over()
        self.result: GameOverScene | None = None
        self._version = 0            # bumps whenever the position changes
        self._layer_key = None
        self._panel_key = None
        self.layer: pygame.Surface | None = None
        self.panel_surf: pygame.Surface | None = None
        self._wrap_cache: dict = {}
        self._build_hud()

    # --- seams ---------------------------------------------------------------------
    def is_human(self, player: int) -> bool:
        """Whether input may move for this side (computer players come later)."""
        return self.players.get(player, "human") == "human"

    def think(self) -> None:
        """Where a computer player would choose its move; humans only for now."""

    # --- HUD ---------------------------------------------------------------------------
    def _build_hud(self) -> None:
        buttons = []
        if self.reviewing:
            buttons.append(Button("Result", self.show_result, name="result"))
        buttons += [Button("Undo", self.undo, name="undo"), Button("Redo", self.redo, name="redo"),
                    Button("Menu", self.pause, name="menu")]
        self.hud = WidgetList(buttons)
        self.hud.focus = -1
        if self.size != (0, 0):
            self._place_hud()

    def _sync_hud(self) -> None:
        for b in self.hud.widgets:
            if b.name == "undo":
                b.enabled = bool(self.game.moves)
            elif b.name == "redo":
                b.enabled = bool(self.redo_stack)

    def pause(self) -> None:
        self.anims.skip()
        self.open_pause([("Restart", self.rematch)])

    # --- layout ----------------------------------------------------------------------
    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.app.scale
        m = max(10, int(16 * s))
        panel_min = max(180, int(250 * s))
        side = max(200, min(h - 2 * m, w - panel_min - 3 * m))
        panel_w = min(int(400 * s), w - side - 3 * m)
        total = side + m + panel_w
        x0 = max(m, (w - total) // 2)
        self.view.fit(pygame.Rect(x0, (h - side) // 2, side, side))
        self.panel = pygame.Rect(self.view.rect.right + m, m, panel_w, h - 2 * m)
        self.panel.right = min(self.panel.right, w - m)
        self.view.build(self.palette)
        self.backdrop = make_backdrop(size, self.palette)
        shadow = pygame.Surface(self.view.rect.inflate(24, 24).size, pygame.SRCALPHA)
        for i in range(12):
            pygame.draw.rect(shadow, (0, 0, 0, 14), shadow.get_rect().inflate(-2 * i, -2 * i), border_radius=14)
        self.backdrop.blit(shadow, self.view.rect.move(6, 8).inflate(24, 24).topleft)
        self._layout_panel()
        self._place_hud()
        self._layer_key = self._panel_key = None

    def _layout_panel(self) -> None:
        s = self.app.scale
        p = self.panel
        pad = max(8, int(16 * s))
        inner = p.inflate(-2 * pad, -2 * pad)
        self.pad = pad
        self.title_size = int(40 * s)
        self.text_size = max(14, int(24 * s))
        self.small_size = max(13, int(20 * s))
        lh = Theme.font(self.text_size).get_linesize()
        sh = Theme.font(self.small_size).get_linesize()
        y = inner.y
        self.title_y = y
        y += Theme.font(self.title_size, True).get_linesize() + sh + int(10 * s)
        self.status_rect = pygame.Rect(inner.x, y, inner.width, int(lh * 2 + 18 * s))
        y = self.status_rect.bottom + int(12 * s)
        # bottom up: buttons, message area, hint
        bh = max(34, int(50 * s))
        self.button_row = pygame.Rect(inner.x, inner.bottom - bh, inner.width, bh)
        self.message_rect = pygame.Rect(inner.x, self.button_row.y - int(8 * s) - 3 * sh, inner.width, 3 * sh)
        self.hint_rect = pygame.Rect(inner.x, self.message_rect.y - 3 * sh - int(6 * s), inner.width, 3 * sh)
        # the two trays share what is left
        goal = self.options.capture_goal
        avail = self.hint_rect.y - y - int(8 * s)
        self.trays: dict[int, pygame.Rect] = {}
        if goal:
            rows = math.ceil(goal / TRAY_COLUMNS)
            head = lh + int(6 * s)
            gap = int(12 * s)
            slot = min(inner.width / (TRAY_COLUMNS + 0.4), int(46 * s),
                       (avail - 2 * head - gap - int(24 * s)) / (2 * rows))
            self.slot = max(10, int(slot))
            tray_h = head + rows * self.slot + int(12 * s)
            for player in (BLACK, WHITE):
                self.trays[player] = pygame.Rect(inner.x, y, inner.width, tray_h)
                y += tray_h + gap
            self.tray_head = head
        else:
            self.slot = 0
            self.tray_head = 0
            note_h = 2 * lh + int(12 * s)
            self.trays_note = pygame.Rect(inner.x, y, inner.width, note_h)
            y += note_h + int(8 * s)
        self.log_rect = pygame.Rect(inner.x, y, inner.width, max(0, self.hint_rect.y - y - int(10 * s)))

    def _place_hud(self) -> None:
        row = getattr(self, "button_row", None)
        if row is None:
            return
        n = len(self.hud.widgets)
        gap = max(4, int(8 * self.app.scale))
        bw = (row.width - (n - 1) * gap) // n
        for i, b in enumerate(self.hud.widgets):
            b.rect = pygame.Rect(row.x + i * (bw + gap), row.y, bw, row.height)

    def tray_slot(self, capturer: int, index: int, count: int | None = None) -> tuple[int, int]:
        """Screen centre of the index-th captured stone in the capturer's tray."""
        tray = self.trays[capturer]
        goal = self.options.capture_goal or TRAY_COLUMNS
        rows = math.ceil(goal / TRAY_COLUMNS)
        total = max(goal, count if count is not None else self.game.captured[capturer])
        cols = max(TRAY_COLUMNS, math.ceil(total / rows))
        step = min(self.slot, tray.width / cols)
        row, col = divmod(index, cols)
        x0 = tray.x + (tray.width - step * cols) / 2 + step / 2
        y0 = tray.y + self.tray_head + self.slot / 2
        return (int(x0 + col * step), int(y0 + row * self.slot))

    # --- playing ---------------------------------------------------------------------
    def turn_text(self) -> str:
        o = self.game.outcome()
        if o is None:
            return f"{player_name(self.game.to_move)} to move"
        return "Draw" if o.winner is None else f"{player_name(o.winner)} wins"

    def how_text(self) -> str:
        o = self.game.outcome()
        if o is None:
            return f"Move {self.game.ply + 1}"
        if o.termination == "five":
            return "by five in a row"
        if o.termination == "captures":
            return f"by captures ({self.game.captured[o.winner]} stones)"
        return "the board is full"

    def try_place(self, point) -> bool:
        if self.game.is_game_over():
            self.refuse(self.game.check(point), point)
            return False
        if not self.is_human(self.game.to_move):
            self.say(f"{player_name(self.game.to_move)} is played by the computer: wait for its move.")
            return False
        reason = self.game.check(point)
        if reason is not None:
            self.refuse(reason, point)
            return False
        self.redo_stack.clear()
        self._play(point)
        return True

    def _play(self, point) -> None:
        before = dict(self.game.captured)
        res = self.game.push(point)
        self.cursor = point
        self._version += 1
        self.message_age = 99.0
        self.flash = None
        self.app.audio.play("place")
        if self.app.settings.animation_factor > 0:
            self.ripple = (point, 0.0)
        if res.captured_count:
            self.app.audio.play("capture")
            me = res.player
            other = 3 - me
            self.flying = [(other, p, me, before[me] + i)
                           for i, p in enumerate(res.captured_points)]
            self.in_flight[me] = res.captured_count
            self.anims.add(FLIGHT_SECONDS, on_done=self._landed)
        if res.outcome is not None:
            self.app.audio.play("win")
            self.banner.dismiss()
            self.result_shown = False
        else:
            nxt = self.game.to_move
            self.banner.show(f"{player_name(nxt)}'s turn", (245, 245, 240) if nxt == WHITE else (120, 122, 134))

    def _landed(self) -> None:
        self.flying = []
        self.in_flight = {BLACK: 0, WHITE: 0}

    def refuse(self, reason, point) -> None:
        """A refused move: the engine's reason in the panel, a red mark on the point, a sound."""
        self.app.audio.play("error")
        self.say(reason.message, "error")
        self.flash = (point, 0.0)

    def say(self, text: str, kind: str = "info") -> None:
        self.message, self.message_kind, self.message_age = text, kind, 0.0

    def undo(self) -> None:
        self.anims.skip()
        if not self.game.moves:
            self.app.audio.play("error")
            self.say("Nothing to undo.", "error")
            return
        res = self.game.pop()
        self.redo_stack.append(res.point)
        self.cursor = res.point
        self._version += 1
        self.flash = self.ripple = None
        if self.reviewing:
            self.reviewing = False
            self._build_hud()
        self.result_shown = False
        self.banner.dismiss()
        self.app.audio.play("move")
        took = f" and gave back {res.captured_count} captured stones" if res.captured_count else ""
        self.say(f"Took back {player_name(res.player)}'s move {point_to_str(res.point, self.options.size)}{took}.")

    def redo(self) -> None:
        self.anims.skip()
        if not self.redo_stack:
            self.app.audio.play("error")
            self.say("Nothing to redo.", "error")
            return
        point = self.redo_stack.pop()
        if self.game.check(point) is not None:  # cannot happen after an exact undo; be safe
            self.redo_stack.clear()
            return
        self._play(point)

    # --- game over ---------------------------------------------------------------------
    def show_result(self) -> None:
        o = self.game.outcome()
        if o is None:
            return
        self.anims.skip()
        if self.reviewing:
            self.reviewing = False
            self._build_hud()
        self.result_shown = True
        title = "Draw" if o.winner is None else f"{player_name(o.winner)} wins!"
        if o.termination == "five":
            how = f"Five in a row on move {self.game.ply}."
        elif o.termination == "captures":
            how = f"{self.game.captured[o.winner]} stones captured (the goal is {self.options.capture_goal})."
        else:
            how = "The board is full and nobody made five in a row."
        rows = [["", "Black", "White"]]
        if self.options.capture_goal:
            rows.append(["Captured stones", str(self.game.captured[BLACK]), str(self.game.captured[WHITE])])
        rows.append(["Stones on the board", str(self.game.stones_on_board(BLACK)), str(self.game.stones_on_board(WHITE))])
        self.result = GameOverScene(self.app, title, [how], self.rematch, self.review, rows)
        self.app.push(self.result)

    def review(self) -> None:
        self.reviewing = True
        self._build_hud()
        self.say("Reviewing the final board. Esc or Result shows the result again.")

    def rematch(self) -> None:
        self.app.replace(PenteScene(self.app, self.options, self.players))

    # --- input ---------------------------------------------------------------------------
    def handle(self, action: inp.Action) -> None:
        k = action.kind
        if k == inp.POINTER_MOVE:
            self.pointer = action.pos
            self.hover = self.view.point_at(action.pos)
            self.hud_handle(action)
            return
        if k == inp.SCROLL:
            return
        if self.anims.busy:  # any input finishes the animation (and is used up by it)
            self.anims.skip()
            self._press = None
            return
        if self.hud_handle(action):
            return
        if k == inp.POINTER_DOWN:
            self._press = self.view.point_at(action.pos) if action.button == 1 else None
            if self._press is not None:
                self.banner.dismiss()
            return
        if k == inp.POINTER_UP:
            point = self.view.point_at(action.pos) if action.button == 1 else None
            pressed, self._press = self._press, None
            if point is not None and point == pressed:
                self.try_place(point)
            return
        if action.direction is not None:
            dx, dy = action.direction
            n = self.options.size
            self.cursor = (min(n - 1, max(0, self.cursor[0] + dx)), min(n - 1, max(0, self.cursor[1] + dy)))
            self.banner.dismiss()
            return
        if k == inp.CONFIRM:
            self.banner.dismiss()
            self.try_place(self.cursor)
        elif k == inp.UNDO:
            self.undo()
        elif k == inp.REDO:
            self.redo()
        elif k == inp.BACK:
            if self.reviewing:
                self.show_result()
            else:
                self.pause()
        elif k == inp.MENU:
            self.pause()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.message_age += dt
        factor = self.app.settings.animation_factor
        if self.ripple is not None:
            age = self.ripple[1] + dt * max(factor, 0.01)
            self.ripple = None if age >= RIPPLE_SECONDS else (self.ripple[0], age)
        if self.flash is not None:
            age = self.flash[1] + dt
            self.flash = None if age >= 1.2 else (self.flash[0], age)
        if self.game.is_game_over():
            if not self.result_shown and not self.reviewing and not self.anims.busy and self.app.top is self:
                self.show_result()
        elif not self.is_human(self.game.to_move) and not self.anims.busy:
            self.think()

    # --- drawing -------------------------------------------------------------------------------
    def _board_layer(self) -> pygame.Surface:
        key = (self._version, self.view.rect.size, self.palette.name)
        if key != self._layer_key:
            self._layer_key = key
            self.layer = self.view.render_position(self.game, self.palette)
        return self.layer

    def _panel(self) -> pygame.Surface:
        key = (self._version, tuple(self.in_flight.values()), self.reviewing, self.panel.size, self.palette.name)
        if key == self._panel_key:
            return self.panel_surf
        self._panel_key = key
        pal, s = self.palette, self.app.scale
        surf = pygame.Surface(self.panel.size, pygame.SRCALPHA)
        ox, oy = self.panel.topleft
        local = lambda r: r.move(-ox, -oy)  # noqa: E731
        draw_panel(surf, surf.get_rect(), pal, radius=14, alpha=225)
        pad = self.pad
        inner_w = self.panel.width - 2 * pad
        # title and options
        title = Theme.text(self.options.variant_name, Theme.fit_size(self.options.variant_name, self.title_size,
                                                                      inner_w, True), pal.accent, True)
        surf.blit(title, (pad, self.title_y - oy))
        sub = f"{self.options.size_name} · {self.options.tournament_name}"
        sub_s = Theme.text(sub, Theme.fit_size(sub, self.small_size, inner_w), pal.text_dim)
        surf.blit(sub_s, (pad, self.title_y - oy + title.get_height() + 2))
        # whose turn / result
        sr = local(self.status_rect)
        pygame.draw.rect(surf, (*pal.bg_bottom, 150), sr, border_radius=10)
        o = self.game.outcome()
        who = self.game.to_move if o is None else o.winner
        r = max(8, int(sr.height * 0.3))
        if who is not None:
            blit_stone(surf, (sr.x + pad + r, sr.centery), r, who, stone_outline(pal, who))
        tx = sr.x + 2 * pad + 2 * r
        tw = sr.right - tx - pad // 2
        t1 = self.turn_text()
        col = pal.good if o is not None else pal.text
        t1s = Theme.text(t1, Theme.fit_size(t1, int(self.text_size * 1.25), tw, True), col, True)
        t2 = self.how_text()
        t2s = Theme.text(t2, Theme.fit_size(t2, self.text_size, tw), pal.text_dim)
        top = sr.centery - (t1s.get_height() + t2s.get_height()) // 2
        surf.blit(t1s, (tx, top))
        surf.blit(t2s, (tx, top + t1s.get_height()))
        # capture trays
        goal = self.options.capture_goal
        if goal:
            for player in (BLACK, WHITE):
                self._draw_tray(surf, player, (ox, oy))
        else:
            note = local(self.trays_note)
            lines = Theme.wrap("Gomoku: no captures. Make five in a row to win.", self.text_size, note.width)
            y = note.y + int(8 * s)
            for line in lines:
                ls = Theme.text(line, self.text_size, pal.text_dim)
                surf.blit(ls, (note.x, y))
                y += ls.get_height()
        self._draw_log(surf, (ox, oy))
        self.panel_surf = surf
        return surf

    def _draw_log(self, surf, origin) -> None:
        """The latest moves in Pente notation, as many numbered pairs as fit."""
        pal = self.palette
        rect = self.log_rect.move(-origin[0], -origin[1])
        size = self.small_size
        lh = Theme.font(size).get_linesize()
        fit = rect.height // lh - 1
        if fit < 2:
            return
        moves = self.game.moves
        head = Theme.text("Moves", size, pal.text_dim, True)
        surf.blit(head, (rect.x, rect.y))
        if not moves:
            surf.blit(Theme.text("None yet", size, pal.text_dim), (rect.x, rect.y + lh))
            return
        n = self.options.size
        pairs = [moves[i:i + 2] for i in range(0, len(moves), 2)]
        first = max(0, len(pairs) - fit)
        col_w = min(rect.width // 3, int(size * 3.2))
        y = rect.y + lh
        for k in range(first, len(pairs)):
            num = Theme.text(f"{k + 1}.", size, pal.text_dim)
            surf.blit(num, (rect.x, y))
            for j, p in enumerate(pairs[k]):
                latest = 2 * k + j == len(moves) - 1
                t = Theme.text(point_to_str(p, n), size, pal.accent if latest else pal.text, latest)
                surf.blit(t, (rect.x + col_w * (j + 1) - col_w // 2, y))
            y += lh

    def _draw_tray(self, surf, player: int, origin) -> None:
        pal = self.palette
        ox, oy = origin
        tray = self.trays[player].move(-ox, -oy)
        goal = self.options.capture_goal
        have = self.game.captured[player]
        shown = have - self.in_flight[player]
        hr = max(5, int(self.text_size * 0.33))
        blit_stone(surf, (tray.x + hr + 2, tray.y + self.tray_head // 2 - 2), hr, player, stone_outline(pal, player))
        count = Theme.text(f"{shown} / {goal}", self.text_size, pal.accent if shown else pal.text_dim, True)
        surf.blit(count, count.get_rect(midright=(tray.right, tray.y + self.tray_head // 2 - 2)))
        room = tray.width - count.get_width() - 2 * hr - 20
        label = f"{player_name(player)} captured"
        if Theme.font(self.text_size, True).size(label)[0] > room:
            label = player_name(player)
        name = Theme.text(label, Theme.fit_size(label, self.text_size, room, True), pal.text, True)
        surf.blit(name, (tray.x + 2 * hr + 10, tray.y + (self.tray_head - name.get_height()) // 2 - 2))
        body = pygame.Rect(tray.x, tray.y + self.tray_head - 4, tray.width, tray.height - self.tray_head + 4)
        pygame.draw.rect(surf, (*pal.bg_bottom, 120), body, border_radius=8)
        rad = max(4, int(self.slot * 0.42))
        total = max(goal, have)
        victim = 3 - player
        outline = stone_outline(pal, victim)
        for i in range(total):
            cx, cy = self.tray_slot(player, i, have)
            cx, cy = cx - ox, cy - oy
            if i < shown:
                blit_stone(surf, (cx, cy), rad, victim, outline)
            elif i < goal:
                pygame.draw.circle(surf, (*pal.text_dim, 90), (cx, cy), rad, 2)

    def draw(self, surface) -> None:
        pal, s = self.palette, self.app.scale
        surface.blit(self.backdrop, (0, 0))
        vr = self.view.rect
        surface.blit(self._board_layer(), vr.topleft)
        self._draw_pointer(surface)
        if self.ripple is not None:
            p, age = self.ripple
            t = age / RIPPLE_SECONDS
            rad = int(self.view.radius * (1.0 + 0.8 * t))
            ring = pygame.Surface((rad * 2 + 4, rad * 2 + 4), pygame.SRCALPHA)
            pygame.draw.circle(ring, (*pal.accent, int(200 * (1 - t))), (rad + 2, rad + 2), rad, 2)
            surface.blit(ring, ring.get_rect(center=self.view.pos_of(p)))
        if self.flash is not None:
            p, age = self.flash
            c = self.view.pos_of(p)
            d = int(self.view.radius * 0.6)
            w = max(3, self.view.radius // 5)
            pygame.draw.line(surface, pal.bad, (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), w)
            pygame.draw.line(surface, pal.bad, (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), w)
        surface.blit(self._panel(), self.panel.topleft)
        self._draw_flying(surface)
        self._sync_hud()
        self.draw_hud_buttons(surface)
        self._draw_message(surface)
        self.banner.draw(surface, vr, pal, s)

    def shown_point(self) -> tuple[tuple[int, int] | None, bool]:
        """The intersection the ghost stone is on, and whether the cursor frame shows.

        The keyboard/pad cursor shows only while one of those was used last;
        with the mouse the ghost follows the pointer."""
        if self.game.is_game_over() or not self.is_human(self.game.to_move):
            return None, False
        if self.app.input.last_device in (inp.KEYBOARD, inp.PAD):
            return self.cursor, self.hud.focus < 0
        return self.hover, False

    def _draw_pointer(self, surface) -> None:
        point, framed = self.shown_point()
        if point is None:
            return
        c = self.view.pos_of(point)
        legal = self.game.check(point) is None
        r = self.view.radius
        if legal:
            g = ghost_sprite(r, self.game.to_move, stone_outline(self.palette, self.game.to_move))
            surface.blit(g, g.get_rect(center=c))
        elif self.game.stone_at(point) == 0:
            d = int(r * 0.4)
            pygame.draw.line(surface, self.palette.bad, (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), 2)
            pygame.draw.line(surface, self.palette.bad, (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), 2)
        if framed:
            col = self.palette.focus
            h = int(self.view.cell * 0.5)
            arm = max(4, int(self.view.cell * 0.22))
            w = 3
            x0, y0, x1, y1 = c[0] - h, c[1] - h, c[0] + h, c[1] + h
            for (cx, cy, sx, sy) in ((x0, y0, 1, 1), (x1, y0, -1, 1), (x0, y1, 1, -1), (x1, y1, -1, -1)):
                pygame.draw.line(surface, col, (cx, cy), (cx + sx * arm, cy), w)
                pygame.draw.line(surface, col, (cx, cy), (cx, cy + sy * arm), w)

    def _draw_flying(self, surface) -> None:
        tween = self.anims.current
        if not self.flying or tween is None:
            return
        t = tween.t
        r0 = self.view.radius
        r1 = max(4, int(self.slot * 0.42))
        for stone, point, capturer, slot in self.flying:
            start = self.view.pos_of(point)  # looked up each frame: a resize mid-flight stays right
            end = self.tray_slot(capturer, slot, self.game.captured[capturer])
            # an arc: lift towards the top of the screen on the way
            lift = -0.25 * math.dist(start, end)
            x = start[0] + (end[0] - start[0]) * t
            y = start[1] + (end[1] - start[1]) * t + lift * 4 * t * (1 - t)
            rad = int(r0 + (r1 - r0) * t)
            spr = stone_sprite(rad, stone, stone_outline(self.palette, stone))
            surface.blit(spr, spr.get_rect(center=(int(x), int(y))))

    def _wrapped(self, text: str, size: int, width: int) -> list[str]:
        key = (text, size, width)
        lines = self._wrap_cache.get(key)
        if lines is None:
            if len(self._wrap_cache) > 64:
                self._wrap_cache.clear()
            lines = self._wrap_cache[key] = Theme.wrap(text, size, width)
        return lines

    def _draw_message(self, surface) -> None:
        """Above the buttons: a refused move's reason (or an undo note); otherwise
        the tournament-rule reminder and the controls for the device in use."""
        pal = self.palette
        area = pygame.Rect(self.hint_rect.x, self.hint_rect.y, self.hint_rect.width,
                           self.message_rect.bottom - self.hint_rect.y)
        if self.message and self.message_age < MESSAGE_SECONDS:
            col = pal.bad if self.message_kind == "error" else pal.text
            fade = MESSAGE_SECONDS - self.message_age
            alpha = 255 if fade > 0.6 else int(255 * fade / 0.6)
            size = self.text_size
            lines = self._wrapped(self.message, size, area.width)
            if len(lines) * Theme.font(size).get_linesize() > area.height:
                size = self.small_size
                lines = self._wrapped(self.message, size, area.width)
            y = area.y
            for line in lines:
                t = Theme.text(line, size, col, self.message_kind == "error")
                if y + t.get_height() > area.bottom:
                    break
                if alpha < 255:
                    t = t.copy()
                    t.set_alpha(alpha)
                surface.blit(t, (area.x, y))
                y += t.get_height()
            return
        size = self.small_size
        lh = Theme.font(size).get_linesize()
        rule = self.game.restriction()
        y = area.y
        if rule is not None:
            note = ("Tournament rule: Black's first stone goes on the centre point." if rule.kind == "centre"
                    else "Tournament rule: Black's second stone goes outside the shaded box.")
            for line in self._wrapped(note, size, area.width)[:3]:
                surface.blit(Theme.text(line, size, pal.accent), (area.x, y))
                y += lh
        device = self.app.input.last_device
        hint = {inp.MOUSE: "Click a point to place a stone. Tab reaches the buttons.",
                inp.KEYBOARD: "Arrows move, Enter places. Ctrl+Z undo, Ctrl+Y redo, Esc menu.",
                inp.PAD: "D-pad moves, A places. Y undo, Start menu."}[device]
        lines = self._wrapped(hint, size, area.width)
        y = max(y + lh // 2, area.bottom - len(lines) * lh)
        for line in lines:
            if y + lh > area.bottom + 2:
                break
            surface.blit(Theme.text(line, size, pal.text_dim), (area.x, y))
            y += lh


# --------------------------------------------------------------------------------------
# Benchmark scenes
# --------------------------------------------------------------------------------------
def midgame(size: int = 19, plies: int = 44, seed: int = 5) -> PenteGame:
    """A deterministic mid-game position with some captures (for the bench and screenshots)."""
    rng = random.Random(seed)
    game = PenteGame(Options(size=size, variant="pente", tournament=True))
    while game.ply < plies:
        legal = game.legal_moves()
        near = [p for p in legal if any(abs(p[0] - q[0]) <= 2 and abs(p[1] - q[1]) <= 2 for q in game.moves[-8:])] \
            if game.moves else legal
        cands = near or legal
        rng.shuffle(cands)
        choice = None
        for p in cands[:40]:
            res = game.push(p)
            game.pop()
            if res.outcome is not None:
                continue
            if res.captured_count and rng.random() < 0.8:
                choice = p
                break
            if choice is None:
                choice = p
        if choice is None:
            break
        game.push(choice)
    return game


def bench_scenes() -> dict:
    def factory(app):
        scene = PenteScene(app, game=midgame())
        scene.hover = (3, 3)
        return scene
    return {"pente": (factory, None)}
