"""The Pente screens: new-game setup and the board scene.

The board scene never decides a rule: a placed stone is a protocol action
(the point) played through the shared turn loop of ``game/scenes/board.py``
on a ``Match``, which pushes it on the rules' ``State``; a refusal shows the
engine's reason. The scene animates the events ``play`` returns (the
engine's ``MoveResult``: the stone, its captures) and asks the position for
what it shows (``check`` for the ghost, ``restriction``, ``winning_line``,
``captured``, ``outcome``). What it adds is presentation and input:

- geometry and cached layers live in game/pente/view.py (BoardView): the
  wooden board is drawn once per layout, the stones once per position, and
  each frame blits them and draws only the ghost, cursor and flying stones;
- the side panel (turn, move number, capture trays, move list) is one cached
  surface rebuilt when what it shows changes; every word on it comes from
  game/pente/text.py;
- input: a click on an intersection places; arrows / d-pad move a cursor and
  Enter / Space / pad A place; Ctrl+Z / pad Y undo, Ctrl+Y redo; Esc / Start
  pause (the shared loop's keys). Board input is taken only when the seat to
  move is a human (the match's seats), the seam for computer players.
"""
from __future__ import annotations

import math

import pygame

from ..core.match import Match
from ..ui import input as inp
from ..ui.backdrop import shadow_ring, shared_backdrop
from ..scenes.board import BoardScene
from ..scenes.canvas import Canvas, draw_changed_parts, panel_card
from ..scenes.game_common import GameSetupScene
from ..ui.theme import SMALLEST_FIT, Theme
from ..ui.widgets import Button
from . import text
from .notation import point_to_str
from .rules import FIRST, SIZES, VARIANTS, SECOND, MoveResult, Options, Reason
from .view import BoardView, blit_stone, ghost_sprite, stone_outline, stone_sprite

TRAY_COLUMNS = 5
FLIGHT_SECONDS = 0.6
RIPPLE_SECONDS = 0.35
MESSAGE_SECONDS = 4.0

STONES = (FIRST, SECOND)
"""The stone code each seat plays (the view draws stone codes)."""

HINT_DEVICES = {inp.MOUSE: "mouse", inp.KEYBOARD: "keyboard", inp.PAD: "pad"}


# --------------------------------------------------------------------------------------
# New-game setup
# --------------------------------------------------------------------------------------
class PenteSetupScene(GameSetupScene):
    game_name = "Pente"
    game_id = "pente"
    defaults = {"size": 19, "variant": "pente", "tournament": True, "black": "human", "white": "human"}

    def rows(self) -> list:
        v = self.values
        sizes, variants, opening = text.SIZE_INFO, text.VARIANT_INFO, text.TOURNAMENT_INFO
        return [
            self.choice("size", text.SETUP_LABELS["size"], [(n, sizes[n][0]) for n in SIZES],
                        lambda: sizes[v["size"]][1]),
            self.choice("variant", text.SETUP_LABELS["variant"], [(k, variants[k][0]) for k in VARIANTS],
                        lambda: variants[v["variant"]][1]),
            self.choice("tournament", text.SETUP_LABELS["tournament"], [(t, opening[t][0]) for t in (True, False)],
                        lambda: opening[v["tournament"]][1]),
            self.seat_row("black", f"{text.SEAT_NAMES[0]} (moves first)"),
            self.seat_row("white", text.SEAT_NAMES[1]),
        ]

    def options(self) -> Options:
        v = self.values
        return Options(size=v["size"], variant=v["variant"], tournament=v["tournament"])

    def start(self):
        v = self.values
        return PenteScene(self.app, Match.new("pente", self.options(), seats=(v["black"], v["white"])))


SetupScene = PenteSetupScene


# --------------------------------------------------------------------------------------
# The board
# --------------------------------------------------------------------------------------
class PenteScene(BoardScene):
    game_id = "pente"
    title = "Pente"

    def __init__(self, app, match: Match | None = None) -> None:
        match = match if match is not None else Match.new("pente")
        state = match.state
        self.view = BoardView(state.size)
        self.cursor = state.last_move or state.centre
        # the keys' cursor (its ghost stone and frame) shows once keys or a pad have moved it on this board: a
        # cursor nobody placed left a faint stone (in the lesson's five-in-a-row step, on the answer)
        self.cursor_used = False
        self.hover: tuple[int, int] | None = None      # intersection under the mouse
        self._press: tuple[int, int] | None = None     # where the left button went down
        self.flying: list[tuple[int, tuple[int, int], int, int]] = []  # (stone, from point, capturer, slot)
        self.in_flight = {FIRST: 0, SECOND: 0}          # stones still flying to each capturer's tray
        self.ripple: tuple[tuple[int, int], float] | None = None
        self.flash: tuple[tuple[int, int], float] | None = None      # refused point, age
        self._taking_back: MoveResult | None = None     # what the move being undone had done
        self._version = 0            # bumps whenever the position changes
        self._layer_key = None
        self._drawn_into: list = []     # window rectangles of the board's and the panel's pictures drawn into since
                                        # the last frame (``changed_rects``)
        self._panel_key = None
        self.layer: pygame.Surface | None = None
        self.panel_surf: pygame.Surface | None = None
        self._layer_canvas, self._panel_canvas = Canvas(), Canvas()
        super().__init__(app, match)

    @property
    def options(self) -> Options:
        return self.state.options

    def stone_to_move(self) -> int:
        """The stone code of the seat to move (only while the game goes on)."""
        return STONES[self.state.current_player()]

    # --- the shared loop's hooks ------------------------------------------------------
    def review_buttons(self) -> list[Button]:
        # the final board keeps Undo and Redo: taking back the winning move reopens play
        return [Button("Undo", self.undo, name="undo"), Button("Redo", self.redo, name="redo")]

    def hint_text(self, action) -> str:
        return text.hint(point_to_str(action, self.state.size))

    def hint_points(self, action):
        return [self.view.pos_of(action)]

    def turn_banner(self, seat: int):
        return text.turn_banner(seat), (245, 245, 240) if STONES[seat] == SECOND else (120, 122, 134)

    def on_events(self, action, events: list) -> None:
        for res in events:
            self.cursor = res.point
            self.message_age = 99.0
            self.flash = None
            self.app.audio.play("place")
            if self.app.settings.animation_factor > 0:
                self.ripple = (res.point, 0.0)
            if res.captured_count:
                self.app.audio.play("capture")
                me = res.player
                first = self.state.captured[me] - res.captured_count
                self.flying = [(3 - me, p, me, first + i) for i, p in enumerate(res.captured_points)]
                self.in_flight[me] = res.captured_count
                self.anims.add(FLIGHT_SECONDS, on_done=self._landed)

    def _landed(self) -> None:
        self.flying = []
        self.in_flight = {FIRST: 0, SECOND: 0}

    def refuse(self, reason, action=None) -> None:
        """A refused move: the engine's reason in the panel, a red mark on the point, a sound."""
        if reason == "not_your_turn":
            self.say(text.computer_seat(self.state.current_player()))
            return
        if reason == "game_over":
            reason = Reason.GAME_OVER
        self.app.audio.play("error")
        self.say(text.refusal(reason) if isinstance(reason, Reason) else str(reason), "error")
        if action is not None:
            self.flash = (action, 0.0)

    def undo(self) -> None:
        self._taking_back = self.state.last_result
        super().undo()

    def on_undone(self, action) -> None:
        res, self._taking_back = self._taking_back, None
        self.cursor = action
        self.flash = self.ripple = None
        if res is not None:
            self.say(text.took_back(STONES.index(res.player), res.point, self.options.size, res.captured_count))

    def position_changed(self) -> None:
        self._version += 1

    def result_content(self):
        o = self.match.outcome()
        g = self.state
        rows = [["", *text.SEAT_NAMES]]
        if self.options.capture_goal:
            rows.append([text.RESULT_CAPTURED, str(o.scores[0]), str(o.scores[1])])
        rows.append([text.RESULT_ON_BOARD, str(g.stones_on_board(FIRST)), str(g.stones_on_board(SECOND))])
        return text.result_title(o), [text.result_how(o, g.ply, self.options.capture_goal)], rows

    def rematch_scene(self) -> "PenteScene":
        return PenteScene(self.app, Match.new("pente", self.options, seats=self.match.seats))

    # --- layout ----------------------------------------------------------------------
    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.app.scale
        m = max(10, int(16 * s))
        panel_min = max(180, int(250 * s))
        inset = self.top_inset()
        side = max(200, min(h - 2 * m - inset, w - panel_min - 3 * m))
        panel_w = min(int(400 * s), w - side - 3 * m)
        total = side + m + panel_w
        x0 = max(m, (w - total) // 2)
        self.view.fit(pygame.Rect(x0, inset + (h - inset - side) // 2, side, side))
        self.panel = pygame.Rect(self.view.rect.right + m, m, panel_w, h - 2 * m)
        self.panel.right = min(self.panel.right, w - m)
        self.view.build(self.palette)
        self._shadow = None       # the old size's goes before the new one is made (a resize's memory peak)
        self._shadow = shadow_ring(self.backdrop, self.view.rect)    # the board's opaque picture covers the rest
        self._layout_panel()
        self.place_hud(self.button_row)
        self._layer_key = self._panel_key = None

    @property
    def backdrop(self) -> pygame.Surface:
        """The shared backdrop at this size, not held (the board's shadow is ``_shadow``, strips around it):
        a copy with the shadow cast on it held 8 MB at 1920x1080, and on a resize the old one stayed while
        the new one was drawn."""
        return shared_backdrop(self.size, self.palette)

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
        self.button_h, self.button_gap = bh, max(4, int(8 * s))
        self._laid_for_buttons = self.hud_count()
        rows = self.hud_rows(self._laid_for_buttons)
        area_h = rows * bh + (rows - 1) * self.button_gap
        self.button_row = pygame.Rect(inner.x, inner.bottom - area_h, inner.width, area_h)
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
            for player in (FIRST, SECOND):
                self.trays[player] = pygame.Rect(inner.x, y, inner.width, tray_h)
                y += tray_h + gap
            self.tray_head = head
        else:
            self.slot = 0
            self.tray_head = 0
            note_h = 2 * lh + int(12 * s)
            self.trays_note = pygame.Rect(inner.x, y, inner.width, note_h)
            y += note_h + int(8 * s)
        if y > self.hint_rect.y:
            # the trays at their smallest still took some of the hint's room (640x480 at the largest text):
            # the hint and message start below them instead of under them
            self.hint_rect = pygame.Rect(inner.x, y, inner.width, max(0, self.hint_rect.bottom - y))
            top = max(y, self.message_rect.y)
            self.message_rect = pygame.Rect(inner.x, top, inner.width, max(0, self.message_rect.bottom - top))
        self.log_rect = pygame.Rect(inner.x, y, inner.width, max(0, self.hint_rect.y - y - int(10 * s)))

    def hud_rows(self, n: int) -> int:
        """Two rows of buttons: four in one row of the panel drew "Play on" (the viewer) at 12 px; three rows
        of two for five or six (the viewer with Review: three to a row drew "Prev" at 14 px at 800x600)."""
        return 3 if n > 4 else 2

    def hud_columns(self, n: int) -> int:
        """Two to a row (three for more than six), so every label keeps a readable size; one or two buttons
        take the bottom row."""
        return 0 if n <= 2 else 2 if n <= 6 else 3

    def tray_slot(self, capturer: int, index: int, count: int | None = None) -> tuple[int, int]:
        """Screen centre of the index-th captured stone in the capturer's tray."""
        tray = self.trays[capturer]
        goal = self.options.capture_goal or TRAY_COLUMNS
        rows = math.ceil(goal / TRAY_COLUMNS)
        total = max(goal, count if count is not None else self.state.captured[capturer])
        cols = max(TRAY_COLUMNS, math.ceil(total / rows))
        step = min(self.slot, tray.width / cols)
        row, col = divmod(index, cols)
        x0 = tray.x + (tray.width - step * cols) / 2 + step / 2
        y0 = tray.y + self.tray_head + self.slot / 2
        return (int(x0 + col * step), int(y0 + row * self.slot))


    # --- what the panel says -------------------------------------------------------------
    def turn_text(self) -> str:
        o = self.match.outcome()
        done = self.guide_status()
        if o is None and done is not None:
            return done[0]
        return text.turn_text(self.state.current_player()) if o is None else text.winner_text(o)

    def how_text(self) -> str:
        o = self.match.outcome()
        done = self.guide_status()
        if o is None and done is not None:
            return done[1]
        return text.move_number(self.state.ply) if o is None else text.how_text(o)

    # --- input ---------------------------------------------------------------------------
    def handle(self, action: inp.Action) -> None:
        k = action.kind
        if k == inp.POINTER_MOVE:
            self.pointer = action.pos
            self.hover = self.view.point_at(action.pos)
            self.hud_handle(action)
            return
        if k == inp.SCROLL:
            self.hud_handle(action)   # the viewer steps with the wheel
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
                self.play(point)
            return
        if action.direction is not None:
            self.cursor_used = True
            dx, dy = action.direction
            n = self.options.size
            self.cursor = (min(n - 1, max(0, self.cursor[0] + dx)), min(n - 1, max(0, self.cursor[1] + dy)))
            self.banner.dismiss()
            return
        if k == inp.CONFIRM:
            self.banner.dismiss()
            self.play(self.cursor)
            return
        self.handle_turn_keys(action)

    def wants_frames(self) -> bool:
        return super().wants_frames() or self.ripple is not None or self.flash is not None

    def update(self, dt: float) -> None:
        factor = self.app.settings.animation_factor
        if self.ripple is not None:
            age = self.ripple[1] + dt * max(factor, 0.01)
            self.ripple = None if age >= RIPPLE_SECONDS else (self.ripple[0], age)
        if self.flash is not None:
            age = self.flash[1] + dt
            self.flash = None if age >= 1.2 else (self.flash[0], age)
        super().update(dt)

    # --- drawing -------------------------------------------------------------------------------
    def _board_layer(self) -> pygame.Surface:
        key = (self._version, self.view.rect.size, self.palette.name)
        if key != self._layer_key:
            same_board = self._layer_key is not None and self._layer_key[1:] == key[1:]
            self._layer_key = key
            squares: list = []
            if same_board and self.view.update_position(self.layer, self.state, self.palette, squares):
                self._drawn_into += [r.move(self.view.rect.topleft) for r in squares]
            else:
                self.layer = self.view.render_position(self.state, self.palette, self._layer_canvas)
                self._drawn_into.append(self.view.rect.copy())
        return self.layer

    def _panel(self) -> pygame.Surface:
        """The side panel, kept as a picture: a new layout or palette draws it whole; a move draws again
        only the parts whose words or stones changed (the turn box, a tray, the log), each over its own
        area of the empty card (issue 39: the whole panel was ~1 ms of a move frame at 1920x1080)."""
        key = (self._version, tuple(self.in_flight.values()), self.reviewing, self._guide_done(), self.panel.size,
               self.palette.name)
        if key == self._panel_key:
            return self.panel_surf
        whole = self._panel_key is None or self.panel_surf is None or self._panel_key[-2:] != key[-2:]
        self._panel_key = key
        parts = self._panel_parts()
        ox, oy = self.panel.topleft
        if whole:
            surf = self.panel_canvas(self._panel_canvas, radius=14, alpha=225)
            self._draw_heading(surf, (ox, oy))
            for name in parts:
                self._draw_part(surf, name, (ox, oy))
            self._drawn_into.append(self.panel.copy())
        else:
            surf = self.panel_surf
            self._drawn_into += draw_changed_parts(surf, (ox, oy), parts, self._parts_drawn,
                                                   lambda name, _look: self._draw_part(surf, name, (ox, oy)),
                                                   panel_card(self.panel.size, self.palette, 14, 225))
        self._parts_drawn = {name: look for name, (_area, look) in parts.items()}
        self.panel_surf = surf
        return surf

    _parts_drawn: dict = {}

    def _panel_parts(self) -> dict:
        """The panel's parts drawn again on their own: name -> (window area, what it shows)."""
        parts = {"status": (self.status_rect, self._status_look())}
        if self.options.capture_goal:
            for player in (FIRST, SECOND):
                have = self.state.captured[player]
                parts[f"tray{player}"] = (self.trays[player], (have, self.in_flight[player],
                                                               self.tray_title(player)))
        moves = self.state.moves
        parts["log"] = (self.log_rect, (len(moves), tuple(moves[-2 * max(0, self._log_fit()) - 2:]),
                                        self.match.start is None))
        return parts

    def _draw_part(self, surf, name: str, origin) -> None:
        if name == "status":
            self._draw_status(surf, origin)
        elif name == "log":
            self._draw_log(surf, origin)
        else:
            self._draw_tray(surf, int(name[4:]), origin)

    def _status_look(self) -> tuple:
        """What the turn box shows: the stone, the two lines and whether they are a result's colour."""
        o = self.match.outcome()
        done = o is None and self._guide_done()
        if done:    # a solved puzzle: the person's stone
            seat = self.person_seat()
            who = STONES[seat if seat is not None else self.state.current_player()]
        else:
            who = self.stone_to_move() if o is None else (None if o.winner is None else STONES[o.winner])
        return who, self.turn_text(), self.how_text(), o is not None or done

    def _draw_heading(self, surf, origin) -> None:
        """The title and options (and, without captures, the note saying so): the same for the whole game."""
        pal, s = self.palette, self.app.scale
        ox, oy = origin
        pad = self.pad
        inner_w = self.panel.width - 2 * pad
        name = text.variant_name(self.options.variant)
        title = Theme.text(name, Theme.fit_size(name, self.title_size, inner_w, True), pal.accent, True)
        surf.blit(title, (pad, self.title_y - oy))
        sub = text.subtitle(self.options)
        sub_s = Theme.text(sub, Theme.fit_size(sub, self.small_size, inner_w), pal.text_dim)
        surf.blit(sub_s, (pad, self.title_y - oy + title.get_height() + 2))
        if not self.options.capture_goal:
            note = self.trays_note.move(-ox, -oy)
            lines = Theme.wrap(text.NO_CAPTURES, self.text_size, note.width)
            y = note.y + int(8 * s)
            for line in lines:
                ls = Theme.text(line, self.text_size, pal.text_dim)
                surf.blit(ls, (note.x, y))
                y += ls.get_height()

    def _draw_status(self, surf, origin) -> None:
        """Whose turn, or the result."""
        pal, pad = self.palette, self.pad
        sr = self.status_rect.move(-origin[0], -origin[1])
        pygame.draw.rect(surf, (*pal.bg_bottom, 150), sr, border_radius=10)
        who, t1, t2, good = self._status_look()
        r = max(8, int(sr.height * 0.3))
        if who is not None:
            blit_stone(surf, (sr.x + pad + r, sr.centery), r, who, stone_outline(pal, who))
        tx = sr.x + 2 * pad + 2 * r
        tw = sr.right - tx - pad // 2
        t1s = Theme.text(t1, Theme.fit_size(t1, int(self.text_size * 1.25), tw, True), pal.good if good else pal.text,
                         True)
        t2s = Theme.text(t2, Theme.fit_size(t2, self.text_size, tw), pal.text_dim)
        top = sr.centery - (t1s.get_height() + t2s.get_height()) // 2
        surf.blit(t1s, (tx, top))
        surf.blit(t2s, (tx, top + t1s.get_height()))

    def _log_fit(self) -> int:
        """How many numbered pairs of moves the log has room for."""
        return self.log_rect.height // Theme.font(self.small_size).get_linesize() - 1

    def _draw_log(self, surf, origin) -> None:
        """The latest moves in Pente notation, as many numbered pairs as fit."""
        pal = self.palette
        rect = self.log_rect.move(-origin[0], -origin[1])
        size = self.small_size
        lh = Theme.font(size).get_linesize()
        fit = rect.height // lh - 1
        if fit < 2:
            return
        moves = self.state.moves
        head = Theme.text(text.MOVES_HEAD, size, pal.text_dim, True)
        surf.blit(head, (rect.x, rect.y))
        if not moves:
            empty = text.NO_MOVES if self.match.start is None else text.NO_MOVES_HERE
            surf.blit(Theme.text(empty, Theme.fit_size(empty, size, rect.width), pal.text_dim), (rect.x, rect.y + lh))
            self.log_drawn = empty
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

    def tray_title(self, player: int) -> tuple[str, int]:
        """A tray's title and the width it has: "Black captured" and "White captured", or where either
        does not fit beside the widest count, "Black" and "White" (the two trays always alike)."""
        hr = max(5, int(self.text_size * 0.33))
        font = Theme.font(self.text_size, True)
        goal = self.options.capture_goal
        widest = font.size(text.tray_count(max(goal, *self.state.captured.values()), goal))[0]
        room = self.trays[player].width - widest - 2 * hr - 20
        long = all(font.size(text.tray_label(p))[0] <= room for p in (1, 2))
        return (text.tray_label(player) if long else text.player_name(player)), room

    def _draw_tray(self, surf, player: int, origin) -> None:
        pal = self.palette
        ox, oy = origin
        tray = self.trays[player].move(-ox, -oy)
        goal = self.options.capture_goal
        have = self.state.captured[player]
        shown = have - self.in_flight[player]
        hr = max(5, int(self.text_size * 0.33))
        blit_stone(surf, (tray.x + hr + 2, tray.y + self.tray_head // 2 - 2), hr, player, stone_outline(pal, player))
        count = Theme.text(text.tray_count(shown, goal), self.text_size, pal.accent if shown else pal.text_dim, True)
        surf.blit(count, count.get_rect(midright=(tray.right, tray.y + self.tray_head // 2 - 2)))
        label, room = self.tray_title(player)
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

    def prepare_frame(self) -> None:
        self._frame_layers = (self._board_layer(), self._panel())

    def frame_pictures(self) -> list:
        board, panel = self._frame_layers
        vr = self.view.rect
        window = (id(self.backdrop), tuple(id(strip) for _, strip in self._shadow), tuple(vr), tuple(self.panel),
                  self.size, bool(board.get_flags() & pygame.SRCALPHA))
        return [(pygame.Rect((0, 0), self.size), window), (vr.copy(), id(board)), (self.panel.copy(), id(panel))]

    def changed_rects(self) -> list:
        """The squares a move drew again on the board's picture, the panel's parts drawn again."""
        out, self._drawn_into = self._drawn_into, []
        return out

    def draw_pictures(self, surface) -> None:
        board, panel = self._frame_layers
        vr = self.view.rect
        # the backdrop only where the board's opaque picture does not cover it (issue 39: a window-sized blit
        # under a board-sized one was ~1 ms of every frame at 1920x1080, more beside a computer's search)
        holes = [vr] if not board.get_flags() & pygame.SRCALPHA else []
        for part in self.backdrop_strips(surface.get_rect(), holes):
            surface.blit(self.backdrop, part, part)
        for area, strip in self._shadow:       # the board's shadow around it, then the board's opaque picture
            surface.blit(strip, area)
        surface.blit(board, vr.topleft)
        surface.blit(panel, self.panel.topleft)

    def draw_marks(self, surface) -> None:
        pal, s = self.palette, self.app.scale
        vr = self.view.rect
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
        self._draw_flying(surface)
        self.draw_hud_buttons(surface)
        self._draw_message(surface)
        self.draw_hint(surface)
        last = self.state.last_move
        self.banner.draw(surface, vr, pal, s, self.view.pos_of(last) if last is not None else vr.center)
        self.draw_thinking(surface, vr)

    def shown_point(self) -> tuple[tuple[int, int] | None, bool]:
        """The intersection the ghost stone is on, and whether the cursor frame shows.

        The keyboard/pad cursor shows only while one of those was used last;
        with the mouse the ghost follows the pointer."""
        if not self.accepting:
            return None, False
        if self.app.input.last_device in (inp.KEYBOARD, inp.PAD):
            return (self.cursor, self.hud.focus < 0) if self.cursor_used else (None, False)
        return self.hover, False

    def _draw_pointer(self, surface) -> None:
        point, framed = self.shown_point()
        if point is None:
            return
        c = self.view.pos_of(point)
        legal = self.state.check(point) is None
        r = self.view.radius
        if legal:
            me = self.stone_to_move()
            g = ghost_sprite(r, me, stone_outline(self.palette, me))
            surface.blit(g, g.get_rect(center=c))
        elif self.state.stone_at(point) == 0:
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
            end = self.tray_slot(capturer, slot, self.state.captured[capturer])
            # an arc: lift towards the top of the screen on the way
            lift = -0.25 * math.dist(start, end)
            x = start[0] + (end[0] - start[0]) * t
            y = start[1] + (end[1] - start[1]) * t + lift * 4 * t * (1 - t)
            rad = int(r0 + (r1 - r0) * t)
            spr = stone_sprite(rad, stone, stone_outline(self.palette, stone))
            surface.blit(spr, spr.get_rect(center=(int(x), int(y))))

    def _draw_message(self, surface) -> None:
        """Above the buttons: a refused move's reason (or an undo note); otherwise
        the tournament-rule reminder and the controls for the device in use."""
        pal = self.palette
        area = self.message_area()
        if self.message and self.message_age < MESSAGE_SECONDS:
            col = pal.bad if self.message_kind == "error" else pal.text
            fade = MESSAGE_SECONDS - self.message_age
            alpha = 255 if fade > 0.6 else int(255 * fade / 0.6)
            bold = self.message_kind == "error"      # wrapped in the weight it is drawn in
            size = self.text_size
            lines = Theme.wrap(self.message, size, area.width, bold)
            if len(lines) * Theme.font(size).get_linesize() > area.height:
                size = self.small_size
                lines = Theme.wrap(self.message, size, area.width, bold)
                while size > SMALLEST_FIT and len(lines) * Theme.font(size).get_linesize() > area.height:
                    size -= 1
                    lines = Theme.wrap(self.message, size, area.width, bold)
            y = area.y
            for line in lines:
                t = Theme.text(line, size, col, bold)
                if y + t.get_height() > area.bottom:
                    break
                if alpha < 255:
                    t = t.copy()
                    t.set_alpha(alpha)
                surface.blit(t, (area.x, y))
                y += t.get_height()
            hint = self.mode_hint()
            if hint is not None:                   # the viewer's, the review's controls stay in view under it
                self._draw_hint_lines(surface, hint, area, y)
            return
        size = self.small_size
        rule = self.state.restriction()
        y = area.y
        if rule is not None:
            # the whole reminder, smaller where its room is short (at 640x480 with 150% text its third line
            # was drawn over the buttons)
            size, lines = self._note_lines(text.TOURNAMENT_NOTE[rule.kind], area)
            for line in lines:
                surface.blit(Theme.text(line, size, pal.accent), (area.x, y))
                y += Theme.font(size).get_linesize()
        device = self.app.input.last_device
        self._draw_hint_lines(surface, self.mode_hint() or text.HINTS[HINT_DEVICES[device]], area, y)

    def message_area(self) -> pygame.Rect:
        """Where the message, the tournament-rule reminder and the controls line share the room."""
        return pygame.Rect(self.hint_rect.x, self.hint_rect.y, self.hint_rect.width,
                           self.message_rect.bottom - self.hint_rect.y)

    def _note_lines(self, note: str, area: pygame.Rect) -> tuple[int, list[str]]:
        """(size, lines) of the tournament-rule reminder in ``area``: small text, smaller where it would not
        fit (not under the smallest size), and only the lines that fit."""
        size = self.small_size
        lines = Theme.wrap(note, size, area.width)
        while size > SMALLEST_FIT and len(lines) * Theme.font(size).get_linesize() > area.height:
            size -= 1
            lines = Theme.wrap(note, size, area.width)
        return size, lines[:max(0, area.height // Theme.font(size).get_linesize())]

    def _draw_hint_lines(self, surface, hint: str, area: pygame.Rect, top: int) -> None:
        """The controls line at the foot of ``area``, below ``top`` (what is drawn above it): a little smaller
        where that makes it fit, else its first whole sentences only (at 150% text the viewer's line was cut
        mid-sentence)."""
        room = area.bottom + 2 - (top + Theme.font(self.small_size).get_linesize() // 2)
        sentences = [t if t.endswith(".") else t + "." for t in hint.split(". ") if t]
        lines, size = [], self.small_size
        for keep in range(len(sentences), 0, -1):
            text = " ".join(sentences[:keep])
            for size in range(self.small_size, max(SMALLEST_FIT, int(self.small_size * 0.8)) - 1, -1):
                lines = Theme.wrap(text, size, area.width)
                if len(lines) * Theme.font(size).get_linesize() <= room:
                    break
            else:
                lines = []
                continue
            break
        self.hint_drawn = lines
        lh = Theme.font(size).get_linesize()
        y = area.bottom - len(lines) * lh
        for line in lines:
            surface.blit(Theme.text(line, size, self.palette.text_dim), (area.x, y))
            y += lh


def board_scene(app, match: Match) -> "PenteScene":
    """The board scene for a match (the registry's ``open_match``)."""
    return PenteScene(app, match)
