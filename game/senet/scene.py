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

- the board scene's jobs are split by what they do: this module holds the
  match (throwing, moving and the animation of its events, undo and redo,
  the words said, game over); ``layout.py`` where the board, strip, trays
  and panel go; ``input.py`` what a click or a key does on the board;
  ``highlights.py`` the marks drawn over the board each frame (lit
  counters, the chosen move, the travelling counter); ``strip.py`` the
  mat, sticks and trays; ``panel.py`` the side panel. Each is a mixin of
  ``SenetScene``, on the same state.
- geometry and cached layers live in game/senet/view.py (BoardView,
  sprites, StickThrow): the board once per layout / palette / options, the
  counters drawn again only in the houses whose counter changed; the lower strip (throwing mat at rest
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

import random
from dataclasses import dataclass, field

import pygame

from ..core.match import HUMAN, Match
from ..core.protocol import CHANCE
from ..scenes.board import BoardScene
from ..scenes.canvas import Canvas
from ..scenes.game_common import GameSetupScene
from ..ui import input as inp
from ..ui.anim import ease_in_out
from ..ui.theme import Theme
from ..ui.widgets import Button
from . import text
from .rules import OFF, RULESET_A, RULESET_B, BorneOff, Captured, CounterMoved, MoveForfeited, Options, Phase, Reason, SentBack, State, Swapped, Throw, canonical_sticks
from .text import OPTION_INFO, RULESET_INFO, describe_event
from .highlights import SenetHighlights
from .input import SenetInput
from .layout import SenetLayout
from .panel import SenetPanel
from .strip import SenetStrip
from .view import BoardView, StickThrow, side_display_colour

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
class SenetScene(SenetInput, SenetHighlights, SenetStrip, SenetPanel, SenetLayout, BoardScene):
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
        self._state_version = 0
        self._counters_key = self._lower_key = self._panel_key = None
        self.counters_layer = self.lower_surf = self.panel_surf = None
        self._canvases = (Canvas(), Canvas(), Canvas())     # counters, the strip, the panel: redrawn in place
        self._drawn_into: list = []         # window rectangles of the pictures drawn into since the last frame
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

    def banner_texts(self) -> list[str]:
        """The banners ``_after_settle`` shows, once each seat's side is known (before, one throws for a 1)."""
        g = self.state
        if g.current_side is None:
            return []
        sides = {g.current_seat: g.current_side, 1 - g.current_seat: 1 - g.current_side}
        return [text.turn_banner(g.ruleset, seat, sides[seat]) for seat in (0, 1)]

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
        self.shown_board, self.shown_off = list(before.board), list(before.borne_off)
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
        self.leg_index = i

    def _leg_done(self, i: int, last: bool, events) -> None:
        leg = self.legs[i]
        end = leg.places[-1]
        if isinstance(end, tuple):
            self.shown_off[leg.side] += 1
        else:
            self.shown_board[end] = leg.side
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
        """The counters' layer: drawn whole for a new layout or palette; after that, only the houses whose
        counter came or went (``_drawn_into``: the board's picture is drawn again there, not whole)."""
        key = (self.view.rect.size, self.palette.name)
        if key != self._counters_key:
            self._counters_key = key
            self.counters_layer = self.view.render_counters(self.shown_board, self.palette, self._canvases[0])
        elif self._counters_shown != self.shown_board:
            changed = [h for h in range(1, len(self.shown_board)) if self._counters_shown[h] != self.shown_board[h]]
            self._drawn_into += self.view.patch_counters(self.counters_layer, self.shown_board, self.palette, changed)
        self._counters_shown = list(self.shown_board)
        return self.counters_layer

    _counters_shown: list = []

    def _rings_changed(self) -> None:
        """The rings under the counters (movable ones, the one chosen with its number): where they changed
        since the last frame, the board's picture is drawn again (they are part of it)."""
        under = (frozenset(self.movable()), self.selected)
        was = self._rings_shown
        self._rings_shown = under
        if was is None or was == under:
            return
        houses = (was[0] ^ under[0]) | ({was[1], under[1]} - {None} if was[1] != under[1] else set())
        self._drawn_into += [self.view.counter_rect(h) for h in sorted(houses) if h is not None and h > 0]

    _rings_shown = None

    def prepare_frame(self) -> None:
        self._frame_layers = (self.view.build(self.palette, self.options), self._counters(), self._lower(),
                              self._panel())
        self._rings_changed()

    def frame_pictures(self) -> list:
        area, shadowed = self._shadowed
        board, counters, lower, panel = self._frame_layers
        window = (id(self.backdrop), id(shadowed), tuple(area), tuple(self.view.rect), tuple(self.strip),
                  tuple(self.panel), self.size)
        return [(pygame.Rect((0, 0), self.size), window),
                (self.view.rect.copy(), (id(board), id(counters), self._counters_key)),
                (self.strip.copy(), (id(lower), self._lower_key)),
                (self.panel.copy(), (id(panel), self._panel_key))]

    def changed_rects(self) -> list:
        out, self._drawn_into = self._drawn_into, []
        return out

    def draw_pictures(self, surface) -> None:
        area, shadowed = self._shadowed
        board, counters, lower, panel = self._frame_layers
        for part in self.backdrop_strips(surface.get_rect(), [area] if shadowed is not None else []):
            surface.blit(self.backdrop, part, part)
        if shadowed is not None:
            surface.blit(shadowed, area)      # the backdrop under the board, with its shadow
        vr = self.view.rect
        surface.blit(board, vr.topleft)
        self._draw_highlights_under(surface)
        surface.blit(counters, vr.topleft)
        surface.blit(lower, self.strip.topleft)
        surface.blit(panel, self.panel.topleft)

    def draw_marks(self, surface) -> None:
        pal, s = self.palette, self.app.scale
        vr = self.view.rect
        self._draw_sticks(surface)
        self._draw_highlights_over(surface)
        self._draw_legs(surface)
        self.draw_hud_buttons(surface)
        self.draw_hint(surface)
        self.banner.draw(surface, vr, pal, s)
        self.draw_thinking(surface, vr)


# --------------------------------------------------------------------------------------


def board_scene(app, match: Match) -> "SenetScene":
    """The board scene for a match (the registry's ``open_match``)."""
    return SenetScene(app, match=match)
