"""The Senet screens: new-game setup and the board scene.

The board scene is a ``game.scenes.board.BoardScene`` holding a
``game.core.match.Match``: the shared turn loop plays actions, throws,
undoes and redoes, shows the result, review and rematch; this module turns
input into Senet actions and animates the events they produce. It never
decides a rule: a throw is a chance action (``BoardScene.throw()``, whose
``Match.throw`` draws from the state's own seeded generator), a move is one
of ``state.legal_moves()``'s actions (``movable_houses`` lights the counters,
``moves_from`` gives each one's destinations, the Move's fields say what a
swap, capture or fall into the water would do), and every sentence shown
comes from ``game.senet.text``.

Organisation:

- geometry and cached layers live in game/senet/view.py (BoardView,
  sprites, StickThrow): the board once per layout / palette / options, the
  counters once per shown position; the lower strip (throwing mat at rest
  and the two "off" trays) and the side panel are cached surfaces rebuilt
  when what they show changes. Per frame only the sticks in the air, the
  travelling counter, the highlights and the HUD buttons are drawn.
- the scene keeps a *shown* copy of the board (``shown_board``,
  ``shown_off``): after an action the match is already at the new position
  while the shown copy follows the events one animation leg at a time (the
  mover along ``CounterMoved.path``, then a swap / capture / fall into the
  water / bearing off), and is set from the state when the animations end.
  A throw likewise shows its sticks tumbling and only then its value and
  its sentences. The sticks shown are the real four the state's generator
  drew (``State.sample_throw``; the action pushed is their value).
- input: throw with a click on the sticks, the Throw button, Space / Enter
  or pad A. After the throw the movable counters are ringed; a click or
  arrows + Enter / A picks one and shows where it would land (and what it
  would swap or capture); left / right (or clicking a lit house) choose
  among several destinations; Enter / A or a click on the destination or
  on the counter again moves. Esc / B cancels a choice, else pauses;
  right-click cancels a choice. Any input during an animation finishes it.
- undo (Ctrl+Z, pad Y, the Undo button): first it cancels a counter
  chosen but not moved. Otherwise it goes back to the previous *move
  decision* of a human seat: the last move is taken back together with
  every throw made after it (the next player's throw, throws that forfeited
  a turn), and the throw of that move stays in hand — "the throw stands:
  choose again". A throw alone is never taken back: it is drawn from the
  seed and the number of throws made, so throwing again would give the
  same sticks; before the first move there is nothing to undo. Redo
  (Ctrl+Y, the Redo button) replays the same steps forward: the move and
  the throws after it, up to the next move decision. Undo also works on a
  finished game (it takes back the winning move), as in every board game
  here.
- seams: ``is_human(seat)`` is asked before any board input; ``think()`` is
  called when a computer seat is to throw or move (computer players come
  next). Tests may fill ``next_throws`` with forced throws, which the next
  throw *triggered through the UI* uses instead of the generator's.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pygame

from ..core.match import HUMAN, Match
from ..core.protocol import CHANCE
from ..ui.backdrop import cast_shadow, make_backdrop
from ..scenes.board import BoardScene
from ..scenes.canvas import Canvas
from ..scenes.game_common import GameSetupScene
from ..ui import input as inp
from ..ui.anim import along_path, ease_in_out
from ..ui.theme import SMALLEST_FIT, Theme
from ..ui.widgets import Button, draw_panel
from . import text
from .rules import (OFF, RULESET_A, RULESET_B, BorneOff, Captured, CounterMoved, ExtraThrow, MoveForfeited, Options,
                    Phase, Reason, SentBack, State, Swapped, Throw, canonical_sticks)
from .text import OPTION_INFO, RULESET_INFO, describe_event
from .view import BoardView, StickThrow, blit_counter, die_sprite, side_display_colour, stick_sprite

THROW_SECONDS = 1.1      # sticks tumbling + value appearing (at normal animation speed; ≤ 1.2 s)
STEP_SECONDS = 0.09      # per house a counter travels
LEG_MIN, LEG_MAX = 0.22, 0.75


def linear(t: float) -> float:
    return t


# --------------------------------------------------------------------------------------
# New-game setup
# --------------------------------------------------------------------------------------
class SenetSetupScene(GameSetupScene):
    game_name = "Senet"
    game_id = "senet"
    defaults = {"ruleset": RULESET_A, **{k: info.default for k, info in OPTION_INFO.items()},
                "seat1": "human", "seat2": "human"}

    def rows(self) -> list:
        v = self.values
        rows = [self.choice("ruleset", text.RULESET_ROW,
                            [(r, RULESET_INFO[r].display_name) for r in (RULESET_A, RULESET_B)],
                            lambda: RULESET_INFO[v["ruleset"]].explanation)]
        for key in Options(ruleset=v["ruleset"]).option_keys():
            info = OPTION_INFO[key]
            rows.append(self.choice(key, info.display_name, text.ON_OFF, info.explanation))
        labels = text.seat_rows(v["ruleset"])
        rows.append(self.seat_row("seat1", labels[0]))
        rows.append(self.seat_row("seat2", labels[1]))
        return rows

    def changed(self, key: str) -> None:
        if key != "ruleset":
            return
        # That rule set's options replace the other's: rebuild the rows, keep the focus here.
        self.build_widgets()
        self.widgets.focus_on("ruleset")
        if self.size != (0, 0):
            self.layout(self.size)

    def options(self) -> Options:
        v = self.values
        opts = Options(ruleset=v["ruleset"])
        for key in opts.option_keys():
            opts = opts.with_option(key, bool(v[key]))
        return opts

    def start(self):
        seed = self.app.seed if self.app.seed is not None else random.SystemRandom().randrange(1 << 62)
        players = {0: self.values["seat1"], 1: self.values["seat2"]}
        return SenetScene(self.app, self.options(), players, seed=seed)


SetupScene = SenetSetupScene


# --------------------------------------------------------------------------------------
# Animation legs: one counter travelling between places
# --------------------------------------------------------------------------------------
@dataclass
class Leg:
    side: int
    places: list            # house numbers, or ("off", side, slot) for a tray slot
    clear: int | None       # shown house emptied when the leg starts
    tween: object = field(default=None)


def s_path(a: int, b: int) -> list[int]:
    """Houses entered going from a to b along the S (either direction), b included."""
    return list(range(a + 1, b + 1)) if b > a else list(range(a - 1, b - 1, -1))


def _real_throw(before: State, value: int) -> Throw | None:
    """The sticks (or die faces) the generator drew for a throw made at ``before``, if they give ``value``."""
    if before.current_player() != CHANCE or before.seed is None:
        return None
    t = before.sample_throw()
    return t if t.value == value else None


def _last_throw_shown(g: State) -> Throw | None:
    """The latest throw as the sticks showed it when it was made: the generator's own sticks (or die
    faces) for that throw, found by taking back the actions since; its value's usual sticks when the
    generator did not make it (a forced throw, a position read with its throw in hand).

    ``State.last_throw`` knows only the value; a game resumed or taken back shows what was thrown.
    """
    last = g.last_throw
    if last is None:
        return None
    before = g.copy()
    while before.history():
        action = before.history()[-1]
        before.pop()
        if type(action) is int:
            return _real_throw(before, last.value) or last
    return last


# --------------------------------------------------------------------------------------
# The board scene
# --------------------------------------------------------------------------------------
class SenetScene(BoardScene):
    game_id = "senet"
    title = "Senet"

    def __init__(self, app, options: Options | None = None, players: dict | None = None,
                 seed: int | None = None, game: State | None = None, match: Match | None = None) -> None:
        if match is None:
            p = dict(players or {})
            seats = (p.get(0, HUMAN), p.get(1, HUMAN))
            if game is not None:
                match = Match.from_state(game, seats)
            else:
                match = Match.new("senet", options or Options(), seed=seed, seats=seats)
        self.view = BoardView()
        self.next_throws: list = []          # test seam: forced throws for the next UI throws
        self._throw_look: Throw | None = None  # the sticks of the throw being made through the UI
        self._synced = 0                     # actions of the match the shown copy has caught up with
        self._caught_up: list[str] = []      # sentences of redone actions that did not animate
        self._step_words: list[str] = []     # the viewer's words for a step back, said with its number
        # what is shown (follows the match through the animations)
        state = match.state
        self.shown_board = list(state.board)
        self.shown_off = list(state.borne_off)
        self.shown_throw = _last_throw_shown(state)
        self.stick_look: StickThrow | None = None
        self.throw_tween = None
        self.legs: list[Leg] = []
        self.leg_index = 0
        # choosing a move
        self.selected: int | None = None
        self.dest_i = 0
        self.cursor: int | None = None
        self.hover: tuple | None = None
        self._press = None
        super().__init__(app, match)
        # words (BoardScene keeps one string; here a message is a list of sentences)
        self.message: list[str] = []
        self.message_kind = "info"
        self.log: list[list[str]] = []       # earlier messages, oldest first
        # caches
        self._pos_version = 0
        self._state_version = 0
        self._counters_key = self._lower_key = self._panel_key = None
        self.counters_layer = self.lower_surf = self.panel_surf = None
        self._canvases = (Canvas(), Canvas(), Canvas())     # counters, the strip, the panel: redrawn in place
        self._status = self._compute_status()
        self._last_seat = state.current_seat
        self._after_settle(announce=False)
        self._recall_recent()

    def _recall_recent(self, count: int = 6) -> None:
        """A game opened part-way (Continue, the games list, the viewer) shows what was just played, as
        if it had been watched: the last action's sentences as the message, the ones before in the log."""
        walk = self.state.copy()
        said: list[list[str]] = []
        for _ in range(min(count, len(self.match.actions))):
            said.insert(0, [self.describe(e) for e in walk.last_events])
            walk.pop()
        for sentences in said:
            if sentences:
                self.say(sentences)

    # --- the match -----------------------------------------------------------------------
    @property
    def options(self) -> Options:
        return self.match.state.options

    @property
    def players(self) -> dict:
        return {0: self.match.seats[0], 1: self.match.seats[1]}

    @property
    def human_to_act(self) -> bool:
        """Whether board input may throw or move now (a throw is the seat's to make, too)."""
        g = self.state
        return not g.is_over and not self.reviewing and not self.viewing and self.is_human(g.current_seat)

    def _moves_made(self) -> bool:
        return any(isinstance(a, tuple) for a in self.match.actions)

    # --- HUD ---------------------------------------------------------------------------
    def hud_buttons(self) -> list[Button]:
        return [Button(text.THROW_BUTTON, self.throw, name="throw")]

    def sync_hud(self) -> None:
        super().sync_hud()
        busy = self.anims.busy
        for b in self.hud.widgets:
            if b.name == "throw":
                b.enabled = not busy and self.human_to_act and self.state.phase is Phase.THROW
            elif b.name == "undo":
                # a picked counter to put down, or a move the board's own rules allow to take back
                b.enabled = not busy and (self.selected is not None or (self._moves_made() and self.may_undo()))

    def describe(self, event) -> str:
        return describe_event(event, self.state.ruleset)

    # --- layout --------------------------------------------------------------------------
    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.app.scale
        m = max(10, int(16 * s))
        gap = max(8, int(14 * s))
        self.margin = m
        self.wide = w / h >= 1.45
        if self.wide:
            # board and the strip under it (sticks + trays) on the left, the panel on the right
            panel_w = max(210, min(int(340 * s), int(w * 0.3)))
            inset = self.top_inset()
            left = pygame.Rect(m, m + inset, w - panel_w - 3 * m, h - 2 * m - inset)
            self.panel = pygame.Rect(left.right + m, m, panel_w, h - 2 * m)
            self.view.fit(pygame.Rect(left.x, left.y, left.width, int(left.height * 0.56)))
            strip_h = min(left.height - self.view.rect.height - gap, int(self.view.cell * 3.0))
            total = self.view.rect.height + gap + strip_h
            top = left.y + (left.height - total) // 2
            self.view.fit(pygame.Rect(left.x, top, left.width, self.view.rect.height))
            strip = pygame.Rect(self.view.rect.x, self.view.rect.bottom + gap, self.view.rect.width, strip_h)
            tray_w = int(strip.width * 0.42)
            self.mat = pygame.Rect(strip.x, strip.y, strip.width - tray_w - gap, strip.height)
            tray_area = pygame.Rect(self.mat.right + gap, strip.y, tray_w, strip.height)
            th = (tray_area.height - gap) // 2
            self.trays = {0: pygame.Rect(tray_area.x, tray_area.y, tray_w, th),
                          1: pygame.Rect(tray_area.x, tray_area.y + th + gap, tray_w, th)}
        else:
            # narrower windows: the board across the top, below it sticks and trays | panel
            inset = self.top_inset()
            self.view.fit(pygame.Rect(m, m + inset, w - 2 * m, int((h - 2 * m - inset) * 0.5)))
            br = self.view.rect
            top = br.bottom + gap
            bottom_h = h - m - top
            left_w = int((br.width - gap) * 0.54)
            mat_h = int((bottom_h - gap) * 0.58)
            self.mat = pygame.Rect(br.x, top, left_w, mat_h)
            tw = (left_w - gap) // 2
            ty = self.mat.bottom + gap
            th = bottom_h - mat_h - gap
            self.trays = {0: pygame.Rect(br.x, ty, tw, th), 1: pygame.Rect(br.x + tw + gap, ty, left_w - tw - gap, th)}
            self.panel = pygame.Rect(self.mat.right + gap, top, br.right - self.mat.right - gap, bottom_h)
            strip = self.mat.union(self.trays[0]).union(self.trays[1])
        self.strip = strip
        self.view.build(self.palette, self.options)
        self.backdrop = make_backdrop(size, self.palette)
        cast_shadow(self.backdrop, self.view.rect)
        self._layout_panel()
        # a tray too narrow for even the side's bare name beside its count at the tray's size puts the count
        # under the name (at 640x480 with 150% text "Black" shrank to a sliver beside "0 / 5 off")
        self.tray_stacked = not self._title_fits_beside_count(lambda sd: text.tray_label(self.state.ruleset, sd, None))
        lines = 2 if self.tray_stacked else 1
        self.tray_label_h = lines * Theme.font(self._text_size()).get_linesize() + int(6 * s)
        tray = self.trays[1]
        self.slot = int(min((tray.width - int(16 * s)) / 5.2, (tray.height - self.tray_label_h - int(8 * s)) * 0.95))
        self.place_hud(self.button_row)
        self._counters_key = self._lower_key = self._panel_key = None

    def _text_size(self) -> int:
        return max(14, int(24 * self.app.scale))

    def _layout_panel(self) -> None:
        s = self.app.scale
        p = self.panel
        pad = max(8, int(16 * s))
        self.pad = pad
        inner = p.inflate(-2 * pad, -2 * pad)
        self.title_size = int(40 * s)
        self.text_size = self._text_size()
        self.small_size = max(13, int(20 * s))
        sh = Theme.font(self.small_size).get_linesize()
        self.compact = not self.wide
        if self.compact:
            self.title_size = int(30 * s)
        self.title_y = inner.y
        # Throw, Hint, Undo, Redo, Menu: rows of two beside the board (five buttons had room for two rows
        # and were squeezed to 30 px), rows of three under it (five in one row left each label some 12 px)
        self.button_gap = gap = max(4, int(8 * s))
        # a short panel (a puzzle's or a lesson's plate above the board): lower rows; under the board the
        # options line, then the title, give way before the rows do (at 640x480 with 150% text one row left
        # the labels at size 13 of 21, where the title and the options only repeat the setup's choices and the
        # plate names the game); else one row, never over the turn box
        rows = self.hud_rows(self.hud_count())
        for heading in ((2, 1, 0) if self.compact else (2,)):
            status, bh = self._status_and_buttons(inner, heading, rows, gap)
            if bh:
                break
        else:
            heading, rows = 2, 1
            status, bh = self._status_and_buttons(inner, heading, rows, gap)
        self.heading, self.status_rect = heading, status
        y = self.status_rect.bottom + int(10 * s)
        self.button_h = bh
        self._laid_for_buttons = self.hud_count()
        area_h = rows * bh + (rows - 1) * gap
        self.button_row = pygame.Rect(inner.x, inner.bottom - area_h, inner.width, area_h)
        # the controls line takes three lines above the buttons where the message (what just happened) keeps
        # three lines too; else it gives its room to the message, which says what nothing else does (the
        # buttons and the Controls page say what the controls line says)
        room = max(0, self.button_row.y - int(8 * s) - y)
        hint_h = 3 * sh if room - 3 * sh - int(10 * s) >= 3 * sh else 0
        self.hint_rect = pygame.Rect(inner.x, max(self.status_rect.bottom, self.button_row.y - int(8 * s) - hint_h),
                                     inner.width, hint_h)
        self.message_rect = pygame.Rect(inner.x, min(y, self.hint_rect.y), inner.width,
                                        max(0, self.hint_rect.y - y - int(10 * s)))

    def _status_and_buttons(self, inner: pygame.Rect, heading: int, rows: int, gap: int):
        """The turn box under the heading (2: the title and the options, 1: the title, 0: none), and the
        buttons' height for ``rows`` rows in what is left: 0 if more than one row does not fit at a legible
        height (one row keeps its height)."""
        s = self.app.scale
        y = inner.y
        if heading:
            y += Theme.font(self.title_size, True).get_linesize() + int(8 * s)
        if heading == 2:
            y += (1 if self.compact else 2) * Theme.font(self.small_size).get_linesize()
        lh = Theme.font(self.text_size).get_linesize()
        status = pygame.Rect(inner.x, y, inner.width, int(lh * 2.3 + 16 * s))
        bh = max(30, int((36 if self.compact else 50) * s))
        free = inner.bottom - status.bottom - int(6 * s)
        if rows > 1 and rows * bh + (rows - 1) * gap > free:
            fit = (free - (rows - 1) * gap) // rows
            bh = fit if fit >= max(24, int(22 * s)) else 0
        return status, bh

    def hud_rows(self, n: int) -> int:
        """Rows of two buttons beside the board, of three under it: one row for up to three buttons
        (the review's). The panel makes room for as many rows as the buttons of the moment need."""
        return -(-n // self.hud_columns(n)) if n > 3 else 1

    def hud_columns(self, n: int) -> int:
        """A grid (two columns beside the board, three under it) for more than three buttons, else one row
        at the bottom of the button area (the review's Result and Menu, too)."""
        return 0 if n <= 3 else 3 if self.compact else 2

    def tray_slot(self, side: int, index: int) -> tuple[int, int]:
        tray = self.trays[side]
        step = (tray.width - int(16 * self.app.scale)) / 5
        x = tray.x + int(8 * self.app.scale) + step * (index + 0.5)
        y = tray.y + self.tray_label_h + (tray.height - self.tray_label_h) / 2
        return (int(x), int(y))

    def place_pos(self, place) -> tuple[int, int]:
        if isinstance(place, tuple):
            return self.tray_slot(place[1], place[2])
        return self.view.house_center(place)

    # --- names and words ------------------------------------------------------------------
    def seat_label(self, seat: int) -> str:
        return text.seat_side_label(self.state.ruleset, seat, self.state.side_of_seat(seat))

    def _compute_status(self) -> tuple[str, str, int | None]:
        """(first line, second line, side for the icon) of the turn box, from the state."""
        g = self.state
        done = None if g.is_over else self.guide_status()
        if done is not None:      # a solved puzzle, a lesson step done: the icon of the person's side
            seat = self.person_seat()
            return done[0], done[1], g.side_of_seat(g.current_seat if seat is None else seat)
        line1, line2 = text.status_lines(g)
        return line1, line2, (g.winner if g.is_over else g.current_side)

    def guide_finished(self) -> None:
        self._status = self._compute_status()
        self._state_version += 1

    def say(self, sentences, kind: str = "info") -> None:
        """Show sentences (a list, or one string) in the panel; the last message moves to the log."""
        if self.hushed:
            return
        if isinstance(sentences, str):
            sentences = [sentences] if sentences else []
        # a wait ("Looking for a good move...") is over once anything else is said: it is no earlier turn
        if self.message and self.message_kind != "error" and self.message != [self.text_hint_wait()]:
            self.log.append(self.message)
            del self.log[:-12]
        self.message = list(sentences)
        self.message_kind = kind
        self.message_age = 0.0
        self._state_version += 1
        self.toast_if_unshown(" ".join(sentences), kind)

    def message_fits(self, text: str) -> bool:
        """The message area has room for a line at least (at 640x480 with the largest text it has none)."""
        room = getattr(self, "message_rect", None)
        return room is None or room.height >= Theme.font(self.text_size).get_linesize()

    def refuse(self, reason, action=None) -> None:
        self.app.audio.play("error")
        self.say([text.refusal(reason)], "error")

    def turn_banner(self, seat: int):
        """No banner at the push: Senet shows it once the move's animation has settled (``_after_settle``)."""
        return "", None

    def text_nothing_to_undo(self) -> str:
        return text.NOTHING_TO_UNDO

    def text_nothing_to_redo(self) -> str:
        return text.NOTHING_TO_REDO

    def text_reviewing(self) -> str:
        return text.REVIEWING

    # --- throwing ---------------------------------------------------------------------------
    def throw(self) -> bool:
        """The throw button, a click on the sticks, Space / Enter / pad A while a throw is due."""
        g = self.state
        if self.anims.busy or self.reviewing or g.phase is not Phase.THROW:
            if g.phase is Phase.MOVE and not self.anims.busy and not self.reviewing:
                self.refuse(Reason.MOVE_EXPECTED)
            return False
        if not self.human_to_act:
            return False
        if self.next_throws:  # test seam: a forced throw, pushed as the chance action it is
            self._throw_look = self._forced_throw(self.next_throws.pop(0))
            return self._play(self._throw_look.value)
        self._throw_look = g.sample_throw()   # the sticks BoardScene.throw() is about to push the value of
        return super().throw()

    def _forced_throw(self, forced) -> Throw:
        """Test seam: a value (shown with canonical sticks), four sticks (marked side up) or die faces."""
        if isinstance(forced, int):
            if self.options.dice:
                return Throw(forced, None, (forced,))
            return Throw(forced, canonical_sticks(forced, self.options.zero_value), None)
        forced = tuple(forced)
        if len(forced) == 4 and all(isinstance(x, bool) for x in forced):
            return Throw(sum(forced) or self.options.zero_value, forced, None)
        return Throw(forced[-1], None, forced)

    def _start_throw_anim(self, t) -> None:
        self.shown_throw = t
        sticks = t.sticks if t.sticks is not None else (False,) * 4
        self.stick_look = StickThrow(sticks, seed=len(self.state.history()) * 7919 + (self.state.seed or 0) % 9973)
        self._state_version += 1

    def _throw_landed(self, events) -> None:
        self.throw_tween = None
        self._state_version += 1
        # a person's throw that allowed no move: why the turn passed is a notice, never lost (a toast where
        # the panel has no room, as at 640x480 with 150% text, where the turn just went to the other seat);
        # not in rule set B's opening, where the turn box says that only a 1 will do
        lost = any(isinstance(e, MoveForfeited) and e.reason != Reason.OPENING_NEEDS_ONE
                   and self.match.seat_kind(e.seat) == HUMAN for e in events)
        self.say(self._step_label() + self._caught_up + [self.describe(e) for e in events],
                 "notice" if lost else "info")
        self._after_settle()

    # --- events from the match ----------------------------------------------------------------
    def on_events(self, action, events) -> None:
        """Animate what an action did: the sticks for a throw, the counters' legs for a move."""
        before = self.state.copy()
        before.pop()
        # The shown copy is normally at ``before`` already; after a redo of several actions it
        # catches up here (their sentences are said with this one's), and only the last animates.
        self._caught_up = []
        walk = before.copy()
        for _ in range(len(self.match.actions) - 1 - self._synced):
            self._caught_up[:0] = [self.describe(e) for e in walk.last_events]
            walk.pop()
        if self.shown_board != list(before.board) or self.shown_off != list(before.borne_off):
            self.shown_board, self.shown_off = list(before.board), list(before.borne_off)
            self._pos_version += 1
        self.selected = None
        if isinstance(action, int):
            look, self._throw_look = self._throw_look, None
            if look is None or look.value != action:
                look = _real_throw(before, action) or events[0].throw
            self.app.audio.play("throw")
            self.banner.dismiss()
            self.say([])
            self._start_throw_anim(look)
            self.throw_tween = self.anims.add(THROW_SECONDS, ease=linear, on_done=lambda: self._throw_landed(events))
            return
        self.say([])
        self._queue_legs(events, self.shown_off)
        sound = "move"
        if any(isinstance(e, (Swapped, Captured, SentBack)) for e in events):
            sound = "capture"
        elif any(isinstance(e, BorneOff) for e in events):
            sound = "place"
        self.app.audio.play(sound)

    # --- moving ---------------------------------------------------------------------------------
    def movable(self) -> list[int]:
        if self.anims.busy or self.state.phase is not Phase.MOVE or not self.human_to_act:
            return []
        return self.state.movable_houses()

    def moves_of(self, house: int | None) -> list:
        return [] if house is None else self.state.moves_from(house)

    def default_dest(self, moves) -> int:
        """The counter's fullest move first: the one that goes farthest."""
        return len(moves) - 1

    def select(self, house: int) -> None:
        moves = self.moves_of(house)
        if not moves:
            return
        self.selected = house
        self.cursor = house
        self.dest_i = self.default_dest(moves)
        self.banner.dismiss()
        self.app.audio.play("click")
        self._state_version += 1

    def cancel_selection(self) -> None:
        if self.selected is not None:
            self.selected = None
            self._state_version += 1

    def selected_move(self):
        moves = self.moves_of(self.selected)
        if not moves:
            return None
        return moves[min(self.dest_i, len(moves) - 1)]

    def play_move(self, move) -> bool:
        """Play one of the state's legal moves (through ``BoardScene.play``); ``on_events`` animates it."""
        if move is None or self.anims.busy or not self.human_to_act:
            return False
        return self.play(move.action)

    def _queue_legs(self, events, before_off) -> None:
        off = list(before_off)
        legs: list[Leg] = []
        mover_off = False

        def to_off(side):
            place = ("off", side, min(4, off[side]))
            off[side] += 1
            return place

        for e in events:
            if isinstance(e, CounterMoved):
                places = [e.from_house] + [p for p in e.path if p != OFF]
                if e.path and e.path[-1] == OFF:
                    places.append(to_off(e.side))
                    mover_off = True
                legs.append(Leg(e.side, places, e.from_house))
            elif isinstance(e, (Swapped, Captured)):
                legs.append(Leg(e.side, [e.from_house] + s_path(e.from_house, e.to_house), None))
            elif isinstance(e, SentBack):
                legs.append(Leg(e.side, [e.from_house] + s_path(e.from_house, e.to_house), e.from_house))
            elif isinstance(e, BorneOff):
                if mover_off and not e.waited:
                    continue
                legs.append(Leg(e.side, [e.from_house, to_off(e.side)], e.from_house))
        self.legs = legs
        self.leg_index = 0
        for i, leg in enumerate(legs):
            steps = max(1, len(leg.places) - 1)
            dur = min(LEG_MAX, max(LEG_MIN, STEP_SECONDS * steps))
            last = i == len(legs) - 1
            leg.tween = self.anims.add(dur, ease=ease_in_out,
                                       on_done=(lambda i=i, last=last, ev=events: self._leg_done(i, last, ev)))
        if legs:
            self._leg_begin(0)
        else:
            self._moved(events)

    def _leg_begin(self, i: int) -> None:
        leg = self.legs[i]
        if leg.clear is not None and self.shown_board[leg.clear] == leg.side:
            self.shown_board[leg.clear] = None
            self._pos_version += 1
        self.leg_index = i

    def _leg_done(self, i: int, last: bool, events) -> None:
        leg = self.legs[i]
        end = leg.places[-1]
        if isinstance(end, tuple):
            self.shown_off[leg.side] += 1
        else:
            self.shown_board[end] = leg.side
        self._pos_version += 1
        if last:
            self._moved(events)
        else:
            self._leg_begin(i + 1)

    def _moved(self, events) -> None:
        self.legs = []
        self.say(self._step_label() + self._caught_up + [self.describe(e) for e in events])
        self._after_settle()

    def _after_settle(self, announce: bool = True) -> None:
        """Animations are over: show exactly the match's state, prepare the next choice."""
        g = self.state
        self.shown_board = list(g.board)
        self.shown_off = list(g.borne_off)
        self._pos_version += 1
        self._state_version += 1
        self.selected = None
        self._synced = len(self.match.actions)
        self._status = self._compute_status()
        movable = g.movable_houses() if g.phase is Phase.MOVE else []
        if self.cursor not in movable:
            self.cursor = movable[0] if movable else None
        if announce and not g.is_over and g.current_seat != self._last_seat and self.announces_turns():
            seat, side = g.current_seat, g.current_side
            self.banner.show(text.turn_banner(g.ruleset, seat, side), side_display_colour(self.palette, side))
        self._last_seat = g.current_seat

    # --- undo and redo (the shared loop's, with Senet's notion of a decision) -------------------
    def undo(self) -> None:
        self.anims.skip()
        if self.selected is not None:
            self.cancel_selection()
            return
        if not self._moves_made() and not self.viewing:     # the viewer goes back to before the first throw
            self.app.audio.play("error")
            self.say([text.NOTHING_TO_UNDO], "error")
            return
        super().undo()

    def _at_decision(self) -> bool:
        """A human seat is to choose a move (where undo and redo stop)."""
        p = self.state.current_player()
        return p in (0, 1) and self.is_human(p)

    def undo_continues(self) -> bool:
        return not self._at_decision()

    def redo_continues(self) -> bool:
        return not self._at_decision()

    def on_undone(self, action) -> None:
        g = self.state
        self.legs = []
        self.throw_tween = None
        last = self.shown_throw = _last_throw_shown(g)
        self.stick_look = StickThrow(last.sticks or (False,) * 4, seed=len(g.history())) if last else None
        self._after_settle(announce=False)
        if self.viewing:
            # stepping back through a record: nothing was taken back; say which step is now undone
            after = g.copy()
            after.push(action)
            self._step_words = [text.stepped_back(" ".join(self.describe(e) for e in after.last_events))]
            return
        if isinstance(action, tuple):
            from_house, to_house = action
            if from_house in g.movable_houses():
                self.cursor = from_house
            value = g.throw_in_hand
            self.say(text.took_back(g.ruleset, g.current_side, from_house, to_house, value)
                     if value else [])

    def say_step(self) -> None:
        """In the viewer a step is one entry of the log: its number, then what it did (said when the sticks
        land or the counters arrive, with the number) or what stepping back went back over."""
        if self.anims.busy or (self.message[:1] == [self.text_step()] and not self._step_words):
            return       # said when the sticks land or the counters arrive (at once, when nothing moves)
        words, self._step_words = self._step_words, []
        self.say([self.text_step(), *words])

    def _step_label(self) -> list[str]:
        return [self.text_step()] if self.viewing else []

    # --- game over ----------------------------------------------------------------------------
    def result_content(self):
        g = self.state
        throws = [0, 0]
        moves = [0, 0]
        hits = [0, 0]
        opening = 0
        # Walk the game again on a copy: back to its start, then forward action by action.
        h = g.copy()
        actions = h.history()
        for _ in actions:
            h.pop()
        for a in actions:
            side = h.current_side
            if isinstance(a, tuple):
                moves[side] += 1
                if h.find_move(*a).displaced_from is not None:
                    hits[side] += 1
            elif side is None:
                opening += 1
            else:
                throws[side] += 1
            h.push(a)
        return text.result_text(g.ruleset, g.outcome(), g.borne_off, (g.seat_of_side(0), g.seat_of_side(1)),
                                throws, moves, hits, opening)

    def rematch_scene(self) -> "SenetScene":
        return SenetScene(self.app, self.options, self.players, seed=None)

    # --- input --------------------------------------------------------------------------------
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

    # --- update ---------------------------------------------------------------------------------
    def hint_text(self, action) -> str:
        h, t = action
        return text.hint(h, t, t == OFF)

    def hint_points(self, action):
        h, t = action
        return [self.view.house_center(h)] + ([] if t == OFF else [self.view.house_center(t)])

    def board_area(self):
        """The board and the trays: the last counter borne off is in its tray. In a wide window they stand
        in one column (with the sticks); in a narrow one the trays sit under the board's left half, and a
        panel about the ending goes beside them, over the sticks and the side panel."""
        if self.wide:
            return self.view.rect.union(self.strip)
        return [pygame.Rect(self.view.rect), self.trays[0].union(self.trays[1])]

    def chance_owner(self) -> int:
        return self.state.current_seat

    def computer_throw(self) -> None:
        """A computer seat throws: the real sticks are shown, as for a person's throw."""
        self._throw_look = self.state.sample_throw()
        BoardScene.throw(self)

    # --- what the preview shows -----------------------------------------------------------------
    def preview_move(self):
        """(move, firm): the selected move, or a light preview of a hovered / cursor counter."""
        if self.selected is not None:
            return self.selected_move(), True
        movable = self.movable()
        if not movable:
            return None, False
        house = None
        if self.app.input.last_device == inp.MOUSE:
            if self.hover and self.hover[0] == "house" and self.hover[1] in movable:
                house = self.hover[1]
        elif self.cursor in movable and self.hud.focus < 0:
            house = self.cursor
        if house is None:
            return None, False
        moves = self.moves_of(house)
        return moves[self.default_dest(moves)], False

    def move_words(self, m) -> str:
        """The chosen move in words (display of the Move's own fields)."""
        return text.move_words(m, self.state.ruleset, self.state.current_side)

    # --- drawing --------------------------------------------------------------------------------
    def _counters(self) -> pygame.Surface:
        key = (self._pos_version, self.view.rect.size, self.palette.name)
        if key != self._counters_key:
            self._counters_key = key
            self.counters_layer = self.view.render_counters(self.shown_board, self.palette, self._canvases[0])
        return self.counters_layer

    def draw(self, surface) -> None:
        pal, s = self.palette, self.app.scale
        surface.blit(self.backdrop, (0, 0))
        vr = self.view.rect
        surface.blit(self.view.build(pal, self.options), vr.topleft)
        self._draw_highlights_under(surface)
        surface.blit(self._counters(), vr.topleft)
        surface.blit(self._lower(), self.strip.topleft)
        self._draw_sticks(surface)
        self._draw_highlights_over(surface)
        self._draw_legs(surface)
        surface.blit(self._panel(), self.panel.topleft)
        self.draw_hud_buttons(surface)
        self.draw_hint(surface)
        self.banner.draw(surface, vr, pal, s)
        self.draw_thinking(surface, vr)

    # highlights: rings on movable counters, the chosen move's path, target and victims
    def _draw_highlights_under(self, surface) -> None:
        movable = self.movable()
        if not movable:
            return
        pal = self.palette
        c = self.view.cell
        w = max(2, c // 22)
        for h in movable:
            r = self.view.house_rect(h).inflate(-w * 2, -w * 2)
            col = pal.accent if h == self.selected else pal.focus
            pygame.draw.rect(surface, col, r, w * (2 if h == self.selected else 1), border_radius=max(3, c // 10))
            if h == self.selected:
                self.view.number_over(surface, h)

    def _draw_highlights_over(self, surface) -> None:
        pal = self.palette
        c = self.view.cell
        move, firm = self.preview_move()
        if move is not None:
            side = self.state.current_side
            size = self.view.counter_size
            w = max(2, c // 22)
            if firm:
                pts = [self.view.house_center(h) for h in move.path if h != OFF]
                for p in pts[:-1]:
                    pygame.draw.circle(surface, pal.accent, p, max(3, c // 14))
            if move.to_house == OFF:
                dest = self.tray_slot(side, min(4, self.shown_off[side]))
                rad = int(self.slot * 0.5)
                pygame.draw.circle(surface, pal.good, dest, rad, w)
                blit_counter(surface, dest, int(self.slot * 0.9), side, pal, 150)
            else:
                dr = self.view.house_rect(move.to_house)
                pygame.draw.rect(surface, pal.good, dr.inflate(-w * 2, -w * 2), w * 2, border_radius=max(3, c // 10))
                self.view.number_over(surface, move.to_house)    # the house chosen: its number stays readable
                if self.shown_board[move.to_house] is None:
                    blit_counter(surface, dr.center, size, side, pal, 150 if firm else 110)
                if move.final_house not in (move.to_house, OFF):   # water / curse: falls back
                    self._arrow(surface, dr.center, self.view.house_center(move.final_house), pal.bad, w)
                    blit_counter(surface, self.view.house_center(move.final_house), size, side, pal, 110)
                elif move.final_house == OFF and move.to_house != OFF:  # lands on 30 and leaves
                    self._arrow(surface, dr.center, self.tray_slot(side, min(4, self.shown_off[side])), pal.good, w)
            if move.displaced_from is not None:
                vr = self.view.house_rect(move.displaced_from)
                pygame.draw.rect(surface, pal.bad, vr.inflate(-w * 5, -w * 5), w * 2, border_radius=max(3, c // 10))
                self.view.number_over(surface, move.displaced_from)
                if firm:
                    to = self.view.house_center(move.displaced_to)
                    self._arrow(surface, (vr.centerx, vr.centery + c // 5), (to[0], to[1] + c // 5), pal.bad, w)
                    if move.displaced_to != move.from_house:
                        blit_counter(surface, to, size, 1 - side, pal, 120)
        # keyboard / pad cursor: corner brackets on the counter (or the chosen destination)
        if self.app.input.last_device in (inp.KEYBOARD, inp.PAD) and self.hud.focus < 0 and self.movable():
            if self.selected is not None and move is not None:
                if move.to_house == OFF:
                    p = self.tray_slot(self.state.current_side, min(4, self.shown_off[self.state.current_side]))
                    r = pygame.Rect(0, 0, self.slot + 8, self.slot + 8)
                    r.center = p
                else:
                    r = self.view.house_rect(move.to_house)
            elif self.cursor is not None:
                r = self.view.house_rect(self.cursor)
            else:
                return
            self._brackets(surface, r.inflate(6, 6), pal.focus)

    def _brackets(self, surface, r, col) -> None:
        arm = max(5, r.width // 4)
        w = 3
        for (cx, cy, sx, sy) in ((r.left, r.top, 1, 1), (r.right, r.top, -1, 1),
                                 (r.left, r.bottom, 1, -1), (r.right, r.bottom, -1, -1)):
            pygame.draw.line(surface, col, (cx, cy), (cx + sx * arm, cy), w)
            pygame.draw.line(surface, col, (cx, cy), (cx, cy + sy * arm), w)

    def _arrow(self, surface, a, b, col, w) -> None:
        dx, dy = b[0] - a[0], b[1] - a[1]
        d = math.hypot(dx, dy)
        if d < 4:
            return
        ux, uy = dx / d, dy / d
        head = max(8, self.view.cell // 6)
        end = (b[0] - ux * head * 0.6, b[1] - uy * head * 0.6)
        pygame.draw.line(surface, col, a, end, w)
        left = (b[0] - ux * head - uy * head * 0.55, b[1] - uy * head + ux * head * 0.55)
        right = (b[0] - ux * head + uy * head * 0.55, b[1] - uy * head - ux * head * 0.55)
        pygame.draw.polygon(surface, col, [b, left, right])

    def _draw_legs(self, surface) -> None:
        if not self.legs or self.leg_index >= len(self.legs):
            return
        leg = self.legs[self.leg_index]
        if leg.tween is None or leg.tween.done:
            return
        t = leg.tween.t
        pts = [self.place_pos(p) for p in leg.places]  # looked up each frame: a resize mid-move stays right
        x, y = along_path(pts, t)
        lift = self.view.cell * 0.18 * math.sin(math.pi * t)
        end_is_tray = isinstance(leg.places[-1], tuple)
        size = self.view.counter_size
        if end_is_tray:
            size = int(size + (self.slot * 0.9 - size) * t)
        blit_counter(surface, (x, y - lift), size, leg.side, self.palette)

    # the strip under the board: mat at rest + trays (cached)
    def _lower(self) -> pygame.Surface:
        throwing = self.throw_tween is not None
        key = (self.strip.size, self.palette.name, tuple(self.shown_off), self._state_version,
               self.app.input.last_device, throwing)
        if key == self._lower_key:
            return self.lower_surf
        self._lower_key = key
        pal, s = self.palette, self.app.scale
        surf = self._canvases[1].blank(self.strip.size)
        ox, oy = self.strip.topleft
        mat = self.mat.move(-ox, -oy)
        awaiting = (self.state.phase is Phase.THROW and self.human_to_act and not throwing and not self.reviewing)
        pygame.draw.rect(surf, (*pal.wood_dark, 235), mat, border_radius=14)
        pygame.draw.rect(surf, tuple(max(0, v - 30) for v in pal.wood_dark), mat.inflate(-10, -10), 2, border_radius=10)
        pygame.draw.rect(surf, pal.focus if awaiting else pal.panel_edge, mat, 3 if awaiting else 1, border_radius=14)
        if not throwing:
            self._draw_sticks_at_rest(surf, (ox, oy), stale=awaiting)
        if awaiting:
            prompt = text.THROW_PROMPT[self.app.input.last_device]
            size = Theme.fit_size(prompt, self._text_size(), mat.width - 20, True)
            t = Theme.text(prompt, size, pal.focus, True)
            surf.blit(t, t.get_rect(midbottom=(mat.centerx, mat.bottom - int(8 * s))))
        for side in (0, 1):
            self._draw_tray(surf, side, (ox, oy))
        self.lower_surf = surf
        return surf

    def _tray_text_size(self, side: int) -> int:
        return self.text_size if self.trays[side].width > 260 * self.app.scale else self.small_size

    def _tray_rooms(self, stacked: bool) -> dict:
        """Per tray: (title size, width for the title, the width of two spaces at that size)."""
        s = self.app.scale
        pad, icon = int(8 * s), int(self.text_size * 1.1)
        out = {}
        for sd in (0, 1):
            size = self._tray_text_size(sd)
            font = Theme.font(size, True)
            widest = 0 if stacked else font.size(text.off_count(5))[0]
            out[sd] = (size, max(0, self.trays[sd].width - widest - 3 * pad - icon), font.size("  ")[0])
        return out

    def _title_fits_beside_count(self, form) -> bool:
        rooms = self._tray_rooms(False)
        return all(Theme.font(rooms[sd][0], True).size(form(sd))[0] <= rooms[sd][1] for sd in (0, 1))

    def tray_title(self, side: int) -> tuple[str, int]:
        """A tray's title and the width it has (beside the widest count, or the whole tray where the count
        stands under it): "Hounds · seat 1", else "Hounds · 1", else "Hounds", the two trays always in the
        same form (the first that fits both, at the tray's size or, failing that, shrunk to the smallest)."""
        stacked = getattr(self, "tray_stacked", False)
        rooms = self._tray_rooms(stacked)
        rs = self.state.ruleset
        forms = [lambda sd: text.tray_label(rs, sd, self.state.seat_of_side(sd)),
                 lambda sd: text.tray_label(rs, sd, self.state.seat_of_side(sd), short=True),
                 lambda sd: text.tray_label(rs, sd, None)]

        def room(title: str, sd: int) -> int:
            # a title ending in a seat number keeps two spaces from the count: "Black · 1" against
            # "0 / 5 off" read "Black · 10 / 5 off"
            _, width, gap = rooms[sd]
            return width - gap if title[-1:].isdigit() and not stacked else width

        def fits(form, at_size) -> bool:
            return all(Theme.font(at_size(sd), True).size(form(sd))[0] <= room(form(sd), sd) for sd in (0, 1))
        form = next((f for f in forms if fits(f, lambda sd: rooms[sd][0])), None) or \
            next((f for f in forms if fits(f, lambda sd: SMALLEST_FIT)), forms[-1])
        title = form(side)
        return title, max(0, room(title, side))

    def _draw_tray(self, surf, side: int, origin) -> None:
        pal, s = self.palette, self.app.scale
        ox, oy = origin
        tray = self.trays[side].move(-ox, -oy)
        draw_panel(surf, tray, pal, radius=10, alpha=215)
        n = self.shown_off[side]
        pad = int(8 * s)
        icon = int(self.text_size * 1.1)
        size = self._tray_text_size(side)
        count = Theme.text(text.off_count(n), size, pal.good if n == 5 else pal.text, True)
        if self.tray_stacked:  # under the title
            below_title = tray.y + pad // 2 + 2 + Theme.font(size, True).get_linesize()
            count_at = count.get_rect(topleft=(tray.x + 2 * pad + icon, below_title))
        else:
            count_at = count.get_rect(topright=(tray.right - pad, tray.y + pad // 2 + 2))
        surf.blit(count, count_at)
        blit_counter(surf, (tray.x + pad + icon // 2, tray.y + pad // 2 + icon // 2), icon, side, pal)
        name, room = self.tray_title(side)
        label = Theme.text(name, Theme.fit_size(name, size, room, True), side_display_colour(pal, side), True)
        surf.blit(label, (tray.x + 2 * pad + icon, tray.y + pad // 2 + 2), pygame.Rect(0, 0, room, label.get_height()))
        size = int(self.slot * 0.9)
        for i in range(5):
            cx, cy = self.tray_slot(side, i)
            cx, cy = cx - ox, cy - oy
            if i < n:
                blit_counter(surf, (cx, cy), size, side, pal)
            else:
                socket = pygame.Rect(0, 0, int(size * 0.7), max(4, int(size * 0.22)))
                socket.center = (cx, cy + int(size * 0.36))
                pygame.draw.ellipse(surf, pal.panel_edge, socket, 1)

    def _stick_geometry(self):
        mat = self.mat
        length = int(min(mat.height * 0.5, mat.width * 0.4))
        width = max(6, int(length * 0.14))
        area_w = mat.width * 0.62
        gap = area_w / 4
        xs = [mat.x + mat.width * 0.06 + gap * (i + 0.5) for i in range(4)]
        cy = mat.y + mat.height * 0.46
        return length, width, xs, cy

    def _draw_sticks_at_rest(self, surf, origin, stale: bool = False) -> None:
        ox, oy = origin
        t = self.shown_throw
        pal = self.palette
        hc = pal.name == "high contrast"
        length, width, xs, cy = self._stick_geometry()
        if t is not None and t.die_faces is not None:
            self._draw_die(surf, t.die_faces[-1], 0.0, (xs[1] + xs[2]) / 2 - ox, cy - oy, length * 0.55, hc)
        else:
            look = self.stick_look
            for i, x in enumerate(xs):
                marked = bool(t.sticks[i]) if t is not None and t.sticks is not None else False
                spr = stick_sprite(length, width, marked, hc)
                angle = look.tilt[i] if look is not None else (i - 1.5) * 3
                spr = pygame.transform.rotate(spr, angle)
                if stale:
                    spr = spr.copy()
                    spr.set_alpha(150)
                surf.blit(spr, spr.get_rect(center=(int(x - ox), int(cy - oy))))
        self._draw_value(surf, (ox, oy), 1.0, stale)

    def _draw_die(self, surf, face, spin, x, y, size, hc) -> None:
        spr = die_sprite(int(size), face, hc)
        if spin:
            spr = pygame.transform.rotate(spr, spin)
        surf.blit(spr, spr.get_rect(center=(int(x), int(y))))

    def _draw_value(self, surf, origin, pop: float, stale: bool = False) -> None:
        """The throw's value at the right of the mat (pop: 0..1 scale-in; stale: the last
        turn's throw, shown dimmed while the next throw is awaited)."""
        ox, oy = origin
        pal, s = self.palette, self.app.scale
        t = self.shown_throw
        mat = self.mat.move(-ox, -oy)
        area = pygame.Rect(mat.x + int(mat.width * 0.7), mat.y, int(mat.width * 0.28), mat.height)
        cy = mat.y + mat.height * 0.4
        if t is None:
            label = Theme.text(text.MAT_LABEL, self.small_size, pal.text_dim, True)
            surf.blit(label, label.get_rect(center=(area.centerx, int(cy))))
            return
        big = max(20, int(min(area.width * 0.9, mat.height * 0.5) * (0.5 + 0.5 * pop)))
        v = Theme.text(str(t.value), big, pal.text_dim if stale else pal.accent, True)
        surf.blit(v, v.get_rect(center=(area.centerx, int(cy))))
        top = int(cy + big * 0.38)
        self.caption_drawn = []      # (line, size, its rect on the screen): what a test can check
        for line, size in self._caption_lines(text.throw_caption(t, stale), area.width + 10, mat.bottom - top):
            c = Theme.text(line, size, pal.text_dim if stale else pal.text, False)
            r = surf.blit(c, c.get_rect(midtop=(area.centerx, top)))
            self.caption_drawn.append((line, size, r.move(ox, oy)))
            top += Theme.font(size).get_linesize()

    def _caption_lines(self, caption: str, width: int, room: int) -> list[tuple[str, int]]:
        """The caption under the throw's value: one line, shrunk to fit, or two where one would shrink below
        80% of the panel's small text and two fit the mat (at 640x480 with 150% text "no marked side up" was
        drawn at size 13 of 21, a line 10 pixels high, in the lesson that teaches it)."""
        size = Theme.fit_size(caption, self.small_size, width)
        if size < self.small_size * 0.8:
            lines = Theme.wrap(caption, self.small_size, width)
            two = min(Theme.fit_size(line, self.small_size, width) for line in lines)
            if len(lines) == 2 and two > size and 2 * Theme.font(two).get_linesize() <= room:
                return [(line, two) for line in lines]
        return [(caption, size)]

    def _draw_sticks(self, surface) -> None:
        """Sticks in the air (per frame, only while a throw animates)."""
        tw = self.throw_tween
        if tw is None or self.shown_throw is None:
            return
        t = min(1.0, tw.elapsed / tw.duration) if tw.duration > 0 else 1.0
        pal = self.palette
        hc = pal.name == "high contrast"
        length, width, xs, cy = self._stick_geometry()
        throw = self.shown_throw
        look = self.stick_look
        air = StickThrow.AIR
        rise = self.mat.height * 0.2
        if throw.die_faces is not None:
            u = min(1.0, t / air)
            faces = throw.die_faces
            if u < 1.0:
                k = int(u * 9)
                face = (k * 5 + 3) % 6 + 1 if k < 8 else faces[-1]
                if len(faces) > 1 and 0.45 < u < 0.6:
                    face = 6
            else:
                face = faces[-1]
            lift = rise * math.sin(math.pi * min(1.0, u * 1.1)) if u < 0.9 else 0
            spin = (1 - u) * 540
            self._draw_die(surface, face, spin, (xs[1] + xs[2]) / 2, cy - lift, length * 0.55, hc)
        else:
            for i, x in enumerate(xs):
                dx, lift, angle, marked = look.pose(i, t)
                spr = stick_sprite(length, width, marked, hc)
                spr = pygame.transform.rotate(spr, angle)
                surface.blit(spr, spr.get_rect(center=(int(x + dx * width * 4), int(cy - lift * rise))))
        if t >= air:
            pop = min(1.0, (t - air) / (1 - air) * 1.6)
            self._draw_value(surface, (0, 0), pop)

    def _hint_lines(self, hint: str, rect: pygame.Rect) -> tuple[int, list[str]]:
        """(size, lines) of the controls line in ``rect``: smaller when it takes more than three lines (not
        under 13, read at 800x600 too), then as small as 12 where the room is less than its lines; lines
        that still do not fit are left out."""
        size = self.small_size
        lines = Theme.wrap(hint, size, rect.width)
        if len(lines) > 3:
            size = max(13, int(self.small_size * 0.85))
            lines = Theme.wrap(hint, size, rect.width)
        while size > SMALLEST_FIT and len(lines) * Theme.font(size).get_linesize() > rect.height:
            size -= 1
            lines = Theme.wrap(hint, size, rect.width)
        return size, lines[:rect.height // Theme.font(size).get_linesize()]

    def _message_lines(self, width: int, height: int) -> tuple[int, list[str]]:
        """(size, lines) of the message in ``width`` x ``height``: at the text size if all of it fits, else
        small, and only whole sentences, in order (one cut off mid-way says something else)."""
        size = self.text_size
        if sum(len(Theme.wrap(x, size, width)) for x in self.message) * Theme.font(size).get_linesize() > height:
            size = self.small_size
        step = Theme.font(size).get_linesize()
        lines: list[str] = []
        for sentence in self.message:
            block = Theme.wrap(sentence, size, width)
            if (len(lines) + len(block)) * step > height:
                break
            lines += block
        return size, lines

    def _draw_heading(self, surf: pygame.Surface, pad: int, y: int, inner_w: int) -> None:
        """The title, the rule set and (heading 2) the options line, at the panel's top."""
        pal = self.palette
        title = Theme.text(text.TITLE, self.title_size, pal.accent, True)
        surf.blit(title, (pad, y))
        rs = RULESET_INFO[self.options.ruleset].display_name
        opts = text.options_line(self.options)
        if self.compact:  # the rule set beside the title, the options under it
            room = inner_w - title.get_width() - pad
            t = Theme.text(rs, Theme.fit_size(rs, self.text_size, room), pal.text)
            surf.blit(t, (pad + title.get_width() + pad, y + title.get_height() - t.get_height() - 2))
        lines = () if self.heading < 2 else (opts,) if self.compact else (rs, opts)
        y += title.get_height() + 2
        for line in lines:
            t = Theme.text(line, Theme.fit_size(line, self.small_size, inner_w), pal.text if line == rs else pal.text_dim)
            surf.blit(t, (pad, y))
            y += Theme.font(self.small_size).get_linesize()

    # the side panel (cached)
    def _panel(self) -> pygame.Surface:
        throwing = self.throw_tween is not None
        busy = self.anims.busy
        key = (self._state_version, self.panel.size, self.palette.name, self.app.input.last_device,
               throwing, busy, self.reviewing, self.hud.focus)
        if key == self._panel_key:
            return self.panel_surf
        self._panel_key = key
        pal, s = self.palette, self.app.scale
        surf = self.panel_canvas(self._canvases[2], radius=14, alpha=225)
        ox, oy = self.panel.topleft
        pad = self.pad
        inner_w = self.panel.width - 2 * pad
        if self.heading:
            self._draw_heading(surf, pad, self.title_y - oy, inner_w)
        # the turn box
        sr = self.status_rect.move(-ox, -oy)
        pygame.draw.rect(surf, (*pal.bg_bottom, 150), sr, border_radius=10)
        line1, line2, side = self._status
        if throwing:
            line2 = text.THROWING
        icon = int(sr.height * 0.62)
        ix = sr.x + pad // 2 + icon // 2
        if side is not None:
            blit_counter(surf, (ix, sr.centery), icon, side, pal)
        else:
            blit_counter(surf, (ix - icon // 5, sr.centery), int(icon * 0.8), 0, pal)
            blit_counter(surf, (ix + icon // 5, sr.centery + 2), int(icon * 0.8), 1, pal)
        tx = sr.x + pad + icon
        tw = sr.right - tx - pad // 2
        if self.state.is_over or self._guide_done():
            col = pal.good
        else:
            col = side_display_colour(pal, side) if side is not None else pal.text
        size1 = Theme.fit_size(line1, int(self.text_size * 1.15), tw, True)
        t1 = Theme.text(line1, size1, pal.text, True)
        # the second line wraps to two lines at most, a little smaller where two would not hold it whole
        size2 = self.small_size
        while len(Theme.wrap(line2, size2, tw)) > 2 and size2 > self.small_size * 0.8:
            size2 -= 1
        t2_lines = Theme.wrap(line2, size2, tw)[:2]
        self.status_drawn = [(line1, size1)] + [(ln, size2) for ln in t2_lines]  # what a test checks
        h2 = len(t2_lines) * Theme.font(size2).get_linesize()
        top = sr.centery - (t1.get_height() + h2) // 2
        pygame.draw.rect(surf, col, (sr.x, sr.y + 6, 4, sr.height - 12), border_radius=2)
        surf.blit(t1, (tx, top))
        yy = top + t1.get_height()
        for ln in t2_lines:
            surf.blit(Theme.text(ln, size2, pal.text_dim), (tx, yy))
            yy += Theme.font(size2).get_linesize()
        # the message: what just happened (engine sentences), the chosen move, or the legend
        mr = self.message_rect.move(-ox, -oy)
        y = mr.y
        lh = Theme.font(self.text_size).get_linesize()
        sh = Theme.font(self.small_size).get_linesize()
        extra = (not busy and self.state.phase is Phase.THROW and self.state.last_events
                 and isinstance(self.state.last_events[-1], ExtraThrow))
        if extra:
            badge = Theme.text(text.EXTRA_THROW_BADGE, self.text_size, pal.bg_bottom, True)
            br = badge.get_rect(topleft=(mr.x, y)).inflate(16, 6)
            br.topleft = (mr.x, y)
            pygame.draw.rect(surf, pal.good, br, border_radius=8)
            surf.blit(badge, badge.get_rect(center=br.center))
            y = br.bottom + int(6 * s)
        move, firm = self.preview_move() if not busy else (None, False)
        if move is not None and firm:
            head = Theme.text(text.YOUR_MOVE, self.small_size, pal.text_dim, True)
            surf.blit(head, (mr.x, y))
            y += sh
            for ln in Theme.wrap(self.move_words(move), self.text_size, mr.width, True):
                surf.blit(Theme.text(ln, self.text_size, pal.accent, True), (mr.x, y))
                y += lh
            n = len(self.moves_of(self.selected))
            if n > 1:
                tip = text.destinations_tip(self.app.input.last_device, n)
                for ln in Theme.wrap(tip, self.small_size, mr.width):
                    surf.blit(Theme.text(ln, self.small_size, pal.text_dim), (mr.x, y))
                    y += sh
            y += int(6 * s)
        if self.message:  # kept while the sticks fly: the panel does not blink at every throw
            col = pal.bad if self.message_kind == "error" else pal.text
            size, lines = self._message_lines(mr.width, mr.bottom - y)
            for ln in lines:
                surf.blit(Theme.text(ln, size, col), (mr.x, y))
                y += Theme.font(size).get_linesize()
        # legend of the special houses, if room is left; then earlier turns above it
        notes = text.house_notes(self.options)
        need = (len(notes) + 1) * sh + int(10 * s)
        bottom = mr.bottom
        if mr.bottom - y >= need:
            bottom = mr.bottom - need
            ly = bottom + int(10 * s)
            surf.blit(Theme.text(text.SPECIAL_HOUSES, self.small_size, pal.text_dim, True), (mr.x, ly))
            ly += sh
            for h, note in notes:
                line = f"{h}  {note}"
                surf.blit(Theme.text(line, Theme.fit_size(line, self.small_size, mr.width), pal.text_dim), (mr.x, ly))
                ly += sh
        else:       # no room for the list: the houses in a line or two, never left out
            short = Theme.wrap(text.house_notes_short(self.options), self.small_size, mr.width)
            if short and mr.bottom - y >= len(short) * sh + int(6 * s):
                bottom = mr.bottom - len(short) * sh
                ly = bottom
                for ln in short:
                    surf.blit(Theme.text(ln, self.small_size, pal.text_dim), (mr.x, ly))
                    ly += sh
            self.legend_drawn = short if bottom != mr.bottom else []
        if self.log and bottom - y >= 3 * sh:
            y += int(8 * s)
            pygame.draw.line(surf, pal.panel_edge, (mr.x, y), (mr.right, y), 1)
            y += int(6 * s)
            gap = max(2, int(5 * s))
            # earlier turns, newest first, as many whole entries as fit
            for entry in list(reversed(self.log))[:6]:
                block = [ln for sentence in entry for ln in Theme.wrap(sentence, self.small_size, mr.width)]
                if y + len(block) * sh > bottom:
                    break
                for ln in block:
                    surf.blit(Theme.text(ln, self.small_size, pal.text_dim), (mr.x, y))
                    y += sh
                y += gap
        # hint for the device in use
        hr = self.hint_rect.move(-ox, -oy)
        hint = self.mode_hint() or text.HINTS[self.app.input.last_device]
        size, lines = self._hint_lines(hint, hr)
        hy = hr.bottom - len(lines) * Theme.font(size).get_linesize()
        for ln in lines:
            surf.blit(Theme.text(ln, size, pal.text_dim), (hr.x, hy))
            hy += Theme.font(size).get_linesize()
        self.panel_surf = surf
        return surf


# --------------------------------------------------------------------------------------


def board_scene(app, match: Match) -> "SenetScene":
    """The board scene for a match (the registry's ``open_match``)."""
    return SenetScene(app, match=match)
