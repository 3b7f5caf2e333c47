"""The turn loop the three board scenes share, written once.

A board scene holds a ``Match`` and subclasses ``BoardScene``: it draws its
board, turns input into protocol actions and animates the events they
produce. Everything else that is the same in every game lives here: playing
an action (refusals included), throws, undo and redo, whose turn it is and
the banner that says so, handing a computer seat its turn, animations that
any input skips, pause (with Restart), the result panel once the last
animation has settled, review of the final board, rematch.

Hooks a game implements (all optional except ``result_content`` and
``rematch_scene``): ``on_events(action, events)`` to animate,
``on_undone(action)``, ``refuse(reason, action)``, ``undo_continues()``,
``turn_banner(seat)``, ``result_content()``, ``rematch_scene()``,
``pause_extra()``, ``position_changed()``.

Two of its jobs have their own modules, mixins of ``BoardScene``: the buttons
(``board_hud.py``: which, where, enabled when) and the viewer that steps
through a record (``viewer.py``).
"""
from __future__ import annotations

import datetime as _dt
import uuid
from typing import Any, Callable, Hashable, Optional, Sequence

import pygame

from ..core.match import HUMAN, Match
from ..core.players import LEVELS
from ..core.protocol import CHANCE, IllegalAction
from ..ui import input as inp
from ..ui.theme import Theme
from ..ui.widgets import draw_panel
from .board_drawing import BoardDrawing
from .board_hud import BoardHud
from .game_common import Banner, GameOverScene, GameScene
# the viewer's constants are read from here too
from .viewer import HOLD_DELAY, HOLD_FAST_AFTER, HOLD_INTERVAL, VIEWER_PAGE, BoardViewer  # noqa: F401

# The viewer's controls, said where a board says how to play (every key steps or closes there).
VIEWER_HINTS = {
    inp.MOUSE: "Prev and Next (held down, they run on), or the mouse wheel, step through the game. Play on "
               "starts a game from here.",
    inp.KEYBOARD: "Left / Right: a step back / on; PgUp / PgDn: ten; Home / End: to the start / end. "
                  "Up / Down, then Enter: the buttons. Esc: close.",
    inp.PAD: "D-pad left / right or LB / RB: a step back / on; LT / RT: ten. D-pad up / down, then A: the "
             "buttons. B: close.",
}
WATCH_HINTS = {
    inp.MOUSE: "The computer plays both sides: watch, or Menu to pause.",
    inp.KEYBOARD: "The computer plays both sides: watch, or Esc to pause.",
    inp.PAD: "The computer plays both sides: watch, or Start to pause.",
}
REVIEW_HINTS = {
    inp.MOUSE: "The game is over. Result shows the result again.",
    inp.KEYBOARD: "The game is over. Esc: the result again. Ctrl+Z: take back. Tab: the buttons.",
    inp.PAD: "The game is over. B: the result again. Y: take back. LB / RB: the buttons.",
}


def _now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")


class BoardScene(BoardDrawing, BoardHud, BoardViewer, GameScene):
    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.reviewing = match.over          # a finished game opens on its board
        self.result_shown = match.over
        self.result: Optional[GameOverScene] = None
        self.message, self.message_kind, self.message_age = "", "info", 99.0
        self.hushed = False      # a viewer jump passes its steps without saying them (``jump``)
        self._held_step: Optional[list] = None   # the viewer's Back or Next held: [button, seconds to next, pointer]
        self._held_repeats = 0
        self._hud_area: Optional[pygame.Rect] = None
        self._over_frame = -1
        self._thinking_for: Optional[tuple] = None
        self._hint_for: Optional[int] = None
        self.hint_action: Optional[Hashable] = None   # the hinted move, shown until the position changes
        self._think_clock = 0.0
        self._moved_frame = -1               # the frame the last action was played on
        self._computer_failed = False
        self._hud_columns = 0
        self.viewing = False                 # stepping through a record (the viewer), not playing it
        self.guide = None     # a Guide (scenes/guide.py) when the board plays a puzzle or a tutorial
        self.build_hud()
        if match.keep:
            match.meta.setdefault("started", _now())
            match.meta.setdefault("match", uuid.uuid4().hex)   # which game this is, however quickly another starts
            if not match.over:
                app.autosave.follow(match)   # kept after every move: closing the window loses nothing

    def enter(self) -> None:
        """Back on top (a puzzle opened over this game has closed): this game is the one kept again, as
        every move of it was before (the one autosave slot keeps the game being played)."""
        super().enter()
        if self.match.keep and not self.match.over and self.guide is None and not self.viewing:
            self.app.autosave.follow(self.match)
            # its writer thread started after this frame's flip, not on the frame of the first move (starting
            # it there held that frame 4 ms, waiting for the new thread)
            self.app.after_flip(self.app.autosave.warm)
        self._warm_thinker()
        self.app.after_flip(self._prepare_banners)

    def _prepare_banners(self) -> None:
        """The turn banners' words made after this frame's flip, not on the frame of the first turn change
        (~1.1-1.3 ms a banner at 1920x1080: the slowest move frames of bench.frames with a computer seat)."""
        if self.announces_turns():
            for text in self.banner_texts():
                Banner.words(text, self.palette, self.app.scale)

    def banner_texts(self) -> list[str]:
        """What the turn banners of this game will say (``turn_banner``'s words for each seat)."""
        return [text for text, _ in map(self.turn_banner, (0, 1)) if text]

    def _warm_thinker(self) -> None:
        """A computer seat: its worker is started after this frame's flip, not on the frame of its first
        question (issue 39: importing multiprocessing and spawning it took ~40 ms of that frame)."""
        if not self.match.over and any(self.computer_level(seat) for seat in (0, 1)):
            self.app.after_flip(self.app.thinker.warm)

    # ----- the match ------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def is_human(self, seat: int) -> bool:
        return self.match.seats[seat] == HUMAN

    def person_seat(self) -> Optional[int]:
        """The first seat a person plays (a puzzle's or a lesson's player), if any."""
        return next((seat for seat in (0, 1) if self.is_human(seat)), None)

    @property
    def accepting(self) -> bool:
        """Whether input may act on the board now."""
        return (not self.viewing and not self.reviewing and not self.match.over and self.match.is_human_turn()
                and (self.guide is None or self.guide.accepting))

    # ----- computer seats ----------------------------------------------------------
    THINK_MIN_SECONDS = 0.45   # a computer's move is never instant: the player sees whose turn it was

    def computer_level(self, seat: int) -> Optional[str]:
        level = self.match.seats[seat]
        return level if level in LEVELS else None

    @property
    def thinking(self) -> bool:
        """A computer seat is working out its move (the scene shows it)."""
        return self._thinking_for is not None

    def think(self) -> None:
        """The seat to move is a computer: ask the thinker once, then poll it each frame; play its answer.

        A throw due to a computer seat is made here too (``computer_throw``)."""
        if self._computer_failed:
            return
        if self.state.current_player() == CHANCE:
            if self._think_clock >= self.THINK_MIN_SECONDS * self._pace():
                self._think_clock = 0.0
                self.computer_throw()
            return
        seat = self.state.current_player()
        level = self.computer_level(seat)
        if level is None:
            return
        asked = (seat, len(self.match.actions))
        if self._thinking_for != asked:
            if self._moved_frame == self.app.frame:
                return      # asked on the next frame: the move's own frame draws the move (the record's text and
                            # its trip to the worker were ~0.5-1 ms of a move frame, issue 39)
            seed = (self.match.state.seed or 0) * 2 + seat if isinstance(self.match.state.seed, int) else seat
            self.app.thinker.ask(self.match, level, seed)
            self._thinking_for, self._think_clock = asked, 0.0
            return
        if self._think_clock < self.THINK_MIN_SECONDS * self._pace():
            return
        got = self.app.thinker.poll()
        if got is None:
            return
        self._thinking_for = None
        kind, data = got
        try:
            action = self.state.action_from_json(data) if kind == "ok" else None
        except ValueError:
            action = None
        if action is None or not self._play(action):
            self._computer_failed = True   # never loop on a broken answer: say so and wait for the player
            self.say(f"The computer could not move ({str(data)[:80]}). Undo, or start a new game.", "error")

    def seat_label(self, seat: int) -> str:
        """What the thinking sign calls a seat (the game's text module's ``SEAT_NAMES`` by default)."""
        names = getattr(self.match.spec.module("text"), "SEAT_NAMES", None)
        return names[seat] if names else f"Seat {seat + 1}"

    def draw_thinking(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """While a computer seat thinks: a sign at the top of the board with dots that keep moving.

        In a puzzle or tutorial the guide's plate (the goal, the step) has that place when nobody is thinking."""
        if not self.thinking:
            if self.guide is not None:
                self.guide.draw_plate(surface, rect)
            return
        pal, s = self.palette, self.app.scale
        dots = "." * (1 + int(self._think_clock * 3) % 3)
        pad = int(14 * s)
        seat = self._thinking_for[0]
        level = self.computer_level(seat)        # the level that is thinking: a player tells Easy from Hard here
        words = f"{self.seat_label(seat)} ({level.capitalize()}) is thinking" if level else \
            f"{self.seat_label(seat)} is thinking"
        size = Theme.fit_size(words + "...", int(24 * s), rect.width - 4 * pad, True)
        label = Theme.text(words, size, pal.text, True)
        tail = Theme.text("...", size, pal.text, True)
        box = pygame.Rect(0, 0, label.get_width() + tail.get_width() + 2 * pad, label.get_height() + pad)
        box.midtop = (rect.centerx, rect.y + int(10 * s))
        draw_panel(surface, box, pal, radius=box.height // 2, alpha=235)
        pygame.draw.rect(surface, pal.accent, box, 2, border_radius=box.height // 2)
        surface.blit(label, (box.x + pad, box.y + pad // 2))
        surface.blit(Theme.text(dots, size, pal.accent, True), (box.x + pad + label.get_width(), box.y + pad // 2))

    def computer_throw(self) -> None:
        """A throw due to a computer seat, made for real (a game with chance overrides this to animate it)."""
        BoardScene.throw(self)

    def chance_owner(self) -> Optional[int]:
        """The seat whose throw is due while ``current_player()`` is CHANCE (None if the game cannot say)."""
        return None

    def stop_thinking(self) -> None:
        """Undo, the menu, a new game, quit: the question (a computer's move or a hint) is dropped at once."""
        asked = self._thinking_for is not None or self._hint_for is not None
        self.app.thinker.cancel()
        self._thinking_for = self._hint_for = None
        self._think_clock = 0.0
        self._computer_failed = False
        if asked and self.app.top is self:
            self._warm_thinker()    # the busy worker was stopped: the next one starts after this frame's flip

    # ----- hints -----------------------------------------------------------------------
    @property
    def offers_hints(self) -> bool:
        return self.guide is not None or self.match.spec.has_computer

    def hint(self) -> None:
        """H, the pad's right stick, the Hint button: ask the Hard player, show its move without playing it.

        In a puzzle or tutorial, the guide's own hint instead (the computer would give the answer away)."""
        if self.guide is not None:
            self.guide.hint()
            return
        if not self.offers_hints or not self.accepting:
            self.refuse(self.text_no_hint())
            return
        if self.hint_action is not None:       # asked again: said again (a later message had replaced it)
            self.say(self.hint_text(self.hint_action), "hint")
            return
        if self._hint_for == len(self.match.actions):
            return
        self.app.thinker.ask(self.match, "hard", 0)
        self._hint_for = len(self.match.actions)
        self.say(self.text_hint_wait())

    def _poll_hint(self) -> None:
        got = self.app.thinker.poll()
        if got is None:
            return
        self._hint_for = None
        kind, data = got
        try:
            action = self.state.action_from_json(data) if kind == "ok" else None
        except ValueError:
            action = None
        if action is None:
            self.say(self.text_no_hint(), "error")
            return
        self.hint_action = action
        self.app.audio.play("click")
        self.say(self.hint_text(action), "hint")

    def hint_text(self, action) -> str:
        """The sentence that names the hinted move (a game says it in its own words)."""
        return f"Hint: {self.state.action_to_json(action)}"

    def hint_points(self, action) -> list[tuple[int, int]]:
        """Window pixels the hinted move touches (a game marks them; none: the sentence alone)."""
        return []

    def draw_hint(self, surface: pygame.Surface) -> None:
        """Pulsing rings on the hinted move's points, joined by a line when it has two."""
        if self.hint_action is None:
            return
        pts = self.hint_points(self.hint_action)
        if not pts:
            return
        pal, s = self.palette, self.app.scale
        t = (pygame.time.get_ticks() / 700.0) % 1.0 if not self.app.headless else 0.5
        r = int((18 + 8 * t) * s)
        if len(pts) == 2:
            pygame.draw.line(surface, pal.accent, pts[0], pts[1], max(3, int(5 * s)))
        for p in pts:
            pygame.draw.circle(surface, (0, 0, 0), p, r + 2, max(3, int(5 * s)))
            pygame.draw.circle(surface, pal.accent, p, r, max(2, int(4 * s)))

    def text_hint_wait(self) -> str:
        return "Looking for a good move..."

    def text_no_hint(self) -> str:
        return "No hint now: it is not your move."

    def _pace(self) -> float:
        factor = self.app.settings.animation_factor
        return 0.0 if factor <= 0 else 1.0 / factor

    def close(self) -> None:
        self.stop_thinking()
        self.app.autosave.unfollow(self.match)
        super().close()

    # ----- playing ----------------------------------------------------------------
    def play(self, action: Hashable) -> bool:
        """Play an action for the human to move; a refusal is shown, never raised."""
        if self.match.over:
            self.refuse("game_over", action)
            return False
        if not self.accepting:
            self.refuse("not_your_turn", action)
            return False
        return self._play(action)

    def _play(self, action: Hashable) -> bool:
        before = self.state.current_player()
        try:
            events = self.match.play(action)
        except IllegalAction as exc:
            self.refuse(exc.reason, action)
            return False
        self._after_push(action, events, before)
        return True

    def throw(self) -> bool:
        """Make the pending throw (chance) for real."""
        if self.state.current_player() != CHANCE or self.reviewing or self.anims.busy:
            return False
        before = CHANCE
        action, events = self.match.throw()
        self._after_push(action, events, before)
        return True

    def _after_push(self, action, events, before) -> None:
        self.result_shown = False
        self._moved_frame = self.app.frame
        if self._hint_for is not None:
            self.stop_thinking()
        self.hint_action = None
        self.on_events(action, events)
        self.position_changed()
        if self.match.over:
            self.app.audio.play("win")
            self.banner.dismiss()
            self._over_frame = self.app.frame
            self.keep_finished()
        else:
            now = self.state.current_player()
            if now in (0, 1) and now != before:
                text, colour = self.turn_banner(now)
                if text and self.announces_turns():
                    self.banner.show(text, colour)
        if self.guide is not None:
            self.guide.after_push()
        self.sync_hud()

    def announces_turns(self) -> bool:
        """A banner across the board says whose turn it is; not in a puzzle or lesson (its plate and verdicts
        speak instead) nor in the viewer (its panel says every step, and a banner on each would hide the
        board a step was taken to see)."""
        return self.guide is None and not self.viewing

    def _guide_done(self) -> bool:
        """A solved puzzle or a finished lesson step: its board is to look at; taking moves back there would
        leave a board that accepts nothing (the menu's Retry plays it again)."""
        return self.guide is not None and self.guide.finished

    def guide_status(self) -> Optional[tuple[str, str]]:
        """What the turn box says instead of whose turn it is, once a puzzle is solved or a lesson step done."""
        return self.guide.done_status() if self._guide_done() else None

    def guide_finished(self) -> None:
        """The guide has just finished: a game whose panel is cached draws it again (``guide_status``)."""

    def may_undo(self) -> bool:
        """Undo does something: there is a move to take back, a person has moved when a computer plays (else
        the computer would only play its move again), and no puzzle or lesson step is done."""
        if self.viewing:                   # the viewer steps back to the very start, a first throw included
            return self.match.can_undo()
        return (self.match.can_undo() and (HUMAN not in self.match.seats or self.match.human_has_acted())
                and not self._guide_done())

    def undo(self) -> None:
        self.anims.skip()
        self.stop_thinking()
        if self._guide_done():
            self.app.audio.play("error")
            self.say("This one is done: Retry in the menu plays it again.", "error")
            return
        if self.guide is not None:
            self.guide.drop_pending()
        if not self.may_undo():
            self.app.audio.play("error")
            self.say(self.text_nothing_to_undo(), "error")
            return
        self._leave_review()
        action = self.match.undo()
        while self.match.can_undo() and (self.undo_continues() or self._computer_to_move()):
            action = self.match.undo()
        self.result_shown = False
        self.hint_action = None
        self.banner.dismiss()
        self.app.audio.play("move")
        self.on_undone(action)
        self.position_changed()
        self.sync_hud()

    def _computer_to_move(self) -> bool:
        """Against the computer, undo goes back to a human's decision (not to a computer's turn or its throw)."""
        return HUMAN in self.match.seats and self._computer_to_act()

    def redo(self) -> None:
        self.anims.skip()
        self.stop_thinking()
        if not self.match.can_redo() or self._guide_done():
            self.app.audio.play("error")
            self.say(self.text_nothing_to_redo(), "error")
            return
        self._leave_review()
        before = self.state.current_player()
        action, events = self.match.redo()
        while self.match.can_redo() and self.redo_continues():
            action, events = self.match.redo()
        self._after_push(action, events, before)

    # ----- hooks ----------------------------------------------------------------------
    def on_events(self, action: Hashable, events: list) -> None:
        """Animate what an action did (sounds included)."""

    def on_undone(self, action: Hashable) -> None:
        """Reset selections and say what was taken back."""

    def undo_continues(self) -> bool:
        """After one undo: take back one more action? (e.g. back to the human's decision)"""
        return False

    def redo_continues(self) -> bool:
        return False

    def refuse(self, reason: Any, action: Hashable = None) -> None:
        self.app.audio.play("error")
        self.say(str(reason), "error")

    def turn_banner(self, seat: int) -> tuple[str, Any]:
        return "", None

    def result_content(self) -> tuple[str, Sequence[str], Sequence[Sequence[str]]]:
        """(title, lines, table rows) of the result panel."""
        raise NotImplementedError

    def rematch_scene(self) -> "BoardScene":
        raise NotImplementedError

    def pause_extra(self) -> list[tuple[str, Callable[[], None]]]:
        if self.guide is not None:
            return self.guide.pause_extra()
        return [("Save game", self.ask_save), ("Restart", self.ask_restart), ("Learn to play", self.learn)]

    def learn(self) -> None:
        """This game's lesson over the game (which is kept meanwhile); Back in the lesson list returns here."""
        from .tutorial_play import lesson_for, open_lesson
        ruleset = getattr(self.state.options, "ruleset", None)
        lesson = lesson_for(self.match.spec.id, ruleset)
        if lesson is not None:
            self.app.push(open_lesson(self.app, lesson))

    # ----- saved and finished games ----------------------------------------------------
    def keep_finished(self) -> None:
        """Every finished game goes to the game's list (the same game finishing again after undo replaces it)."""
        if not self.match.keep or self.guide is not None:   # a puzzle's or lesson's end is not a game
            return
        from ..storage import StorageError
        try:
            self.match.kept_at = self.app.library.keep_finished(self.match.record(),
                                                                str(self.match.meta.get("started", "")))
        except StorageError as exc:
            self.app.notify(str(exc), "error")

    def keep_review(self, reviewed) -> bool:
        """A review just made of this game, written into the library file that holds the game (the finished
        game kept by itself, or the record opened in the viewer), so it is made once; nothing is written where
        the game has no file or the file now holds another game."""
        path = self.match.kept_at
        return path is not None and self.app.library.keep_review(path, reviewed)

    def ask_save(self) -> None:
        from .name_dialog import NameDialog
        suggested = f"{self.match.spec.name} {_now()[:16].replace('T', ' ')}"
        self.app.push(NameDialog(self.app, "Save game", suggested, self.save_as))

    def save_as(self, name: str) -> None:
        from ..storage import StorageError
        try:
            self.app.library.save(self.match.record(), name)
        except StorageError as exc:
            self.app.notify(str(exc), "error")
            return
        self.app.notify(f"Saved as \"{name}\": find it under Games in the main menu.")

    @property
    def in_progress(self) -> bool:
        """A game with moves made and no result: leaving it must keep it, restarting it must ask."""
        return bool(self.match.actions) and not self.match.over

    def ask_restart(self) -> None:
        """Restart mid-game asks first (it cannot be undone); an empty or finished game restarts at once."""
        if not self.in_progress:
            self.rematch()
            return
        from .dialog import Dialog
        self.app.push(Dialog(self.app, "Restart?", "This game ends and a new one starts with the same settings. "
                             "It cannot be undone.", [("Keep playing", None), ("Restart", self.rematch)]))

    def position_changed(self) -> None:
        """The shown position changed: drop cached layers."""

    def text_nothing_to_undo(self) -> str:
        return "Nothing to undo."

    def text_nothing_to_redo(self) -> str:
        return "Nothing to redo."

    # ----- messages -------------------------------------------------------------------------
    def top_inset(self) -> int:
        """Height a game's layout keeps free above its board: the guide's plate (a puzzle's goal, a lesson's
        task) stands there, never over the board's top row."""
        return self.guide.plate_height() if self.guide is not None else 0

    def board_area(self) -> "pygame.Rect | list[pygame.Rect] | None":
        """Where the board is drawn (a rectangle, or several where the board's parts stand apart): a panel
        about how the game (or a step) ended stands beside it."""
        view = getattr(self, "view", None)
        rect = getattr(view, "rect", None)
        return pygame.Rect(rect) if rect is not None else None

    def side_panel(self) -> "pygame.Rect | None":
        """The panel beside the board (``panel`` in each game's layout): a panel about how the game or a step
        ended stands inside it (``Dialog``'s ``within``)."""
        rect = getattr(self, "panel", None)
        return pygame.Rect(rect) if rect is not None else None

    def say(self, text: str, kind: str = "info") -> None:
        if self.hushed:
            return
        self.message, self.message_kind, self.message_age = text, kind, 0.0
        self.toast_if_unshown(text, kind)

    def toast_if_unshown(self, text: str, kind: str) -> None:
        """A refusal, a hint or a notice (what a person's own action led to that the board does not show,
        such as a throw that allowed no move) the panel has no room for (the smallest window at the largest
        text) also goes to a toast, so it is never lost (a puzzle's Hint at 640x480 with 150% text showed
        nothing at all)."""
        if kind in ("error", "hint", "notice") and text and not self.hushed and not self.message_fits(text):
            self.app.notify(text, "error" if kind == "error" else "info")

    def message_fits(self, text: str) -> bool:
        """Whether the panel, as last laid out or drawn, has room to show ``text`` (a game says)."""
        return True

    # ----- HUD --------------------------------------------------------------------------------

    # ----- pause, result, review, rematch -------------------------------------------------------
    def pause(self) -> None:
        self.anims.skip()
        self.stop_thinking()
        self.open_pause(self.pause_extra())

    def show_result(self) -> None:
        if not self.match.over:
            return
        self.anims.skip()
        self._leave_review()
        self.result_shown = True
        title, lines, rows = self.result_content()
        self.result = GameOverScene(self.app, title, lines, self.rematch, self.review, rows, avoid=self.board_area,
                                    within=self.side_panel,
                                    on_analyse=self.open_game_review if self.offers_game_review else None)
        self.app.push(self.result)

    def review(self) -> None:
        self.reviewing = True
        self.build_hud()
        self.say(self.text_reviewing())

    def text_reviewing(self) -> str:
        return "Reviewing the final board. Esc or Result shows the result again."

    def _leave_review(self) -> None:
        if self.reviewing:
            self.reviewing = False
            self.build_hud()

    def rematch(self) -> None:
        if self.guide is not None:
            self.guide.retry()
            return
        self.app.replace(self.rematch_scene())

    # ----- the game review (docs/review.md) --------------------------------------------------------
    @property
    def offers_game_review(self) -> bool:
        """A finished game of a game with an analyst, not a lesson's or a puzzle's."""
        return self.match.spec.has_review and self.guide is None

    def open_game_review(self) -> None:
        """The review over this board, which steps through the game as the viewer does."""
        from .review_scene import ReviewScene
        if not self.viewing:
            self.start_viewing()
        self.app.push(ReviewScene(self.app, self))

    # ----- the viewer ---------------------------------------------------------------------------
    def mode_hint(self) -> Optional[str]:
        """The controls line under the panel when no person plays: in the viewer how to step, on the
        reviewed final board how to see the result again, with two computers seated how to pause (not how
        to play); None while a person plays."""
        if self.viewing:
            hints = VIEWER_HINTS
        elif self.reviewing:
            hints = REVIEW_HINTS
        elif self.guide is None and not any(self.is_human(seat) for seat in (0, 1)):
            hints = WATCH_HINTS
        else:
            return None
        return hints.get(self.app.input.last_device, hints[inp.MOUSE])

    def play_from_here(self) -> None:
        """A new game from the shown position: the record up to here, the same seats, kept by autosave.
        A game two computers played gives the person who pressed Play on the side to move (with both
        seats kept, the computers went on by themselves and nobody could play on)."""
        self.anims.skip()
        self.match.forget_redo()
        seats = list(self._view_seats)
        taken = None
        if HUMAN not in seats and not self.match.over:
            seat = self.state.current_player()
            taken = self.chance_owner() if seat == CHANCE else seat
            if taken in (0, 1):
                seats[taken] = HUMAN
            else:
                taken = None
        self.match.seats = tuple(seats)
        self.match.keep = True
        self.match.meta = {k: v for k, v in self.match.meta.items() if k not in ("name", "saved")}
        self.match.meta["started"] = _now()
        self.match.meta["match"] = uuid.uuid4().hex      # a new game from here, not the record it came from
        self.viewing = False
        self.reviewing = self.result_shown = self.match.over
        self.build_hud()
        if not self.match.over:
            self.app.autosave.follow(self.match)
        self.say("Playing on from here." if taken is None else f"Playing on from here: you play {self.seat_label(taken)}.")

    # ----- sleeping while nothing moves ------------------------------------------------------------
    MESSAGE_FADE_SECONDS = 5.0   # a board's message may fade out within this after it is said (Pente's: 4 s)

    def wants_frames(self) -> bool:
        """Full rate while anything moves or is due: animations and the banner, a fading message, a
        computer thinking or to move or throw, a hint being found or pulsing, a guide's reply or take-back,
        the result or end panel about to open. Otherwise the board is still until input (the app sleeps)."""
        if super().wants_frames():
            return True
        if self.message and self.message_age < self.MESSAGE_FADE_SECONDS:
            return True
        if self.thinking or self._hint_for is not None or self.hint_action is not None:
            return True                  # the worker is polled each frame; a hint's rings pulse
        if self._held_step is not None:
            return True                  # the viewer's Back or Next held down steps by the clock
        if self.viewing or self.reviewing:
            return False                 # a record looked at, the final board reviewed: nobody moves
        if self.guide is not None:
            return self.guide.busy or self.guide.panel_due
        if self.match.over:
            return not self.result_shown      # the result panel opens a frame after the last move
        if self._computer_failed or self.app.top is not self:
            return False
        return self._computer_to_act()

    def _computer_to_act(self) -> bool:
        """The seat to move, or the seat whose throw is due, is not a person's (a computer, a guide's reply)."""
        seat = self.state.current_player()
        if seat == CHANCE:
            owner = self.chance_owner()
            return owner is not None and not self.is_human(owner)
        return seat in (0, 1) and not self.is_human(seat)

    # ----- the loop ----------------------------------------------------------------------------
    def handle_turn_keys(self, action: inp.Action) -> bool:
        """Undo, redo, menu and back, the same in every game; True when used."""
        k = action.kind
        if k == inp.UNDO:
            self.undo()
        elif k == inp.REDO:
            self.redo()
        elif k == inp.MENU:
            self.pause()
        elif k == inp.HINT:
            self.hint()
        elif k == inp.BACK:
            if self.reviewing:
                self.show_result()
            else:
                self.pause()
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        super().update(dt)
        self.message_age += dt
        if self.viewing:
            self._update_held_step(dt)    # a record being looked at: nobody moves but the held Back or Next
        elif self.guide is not None:
            self.guide.update(dt)        # scripted replies, take-backs, the end panel
        elif self.match.over:
            # the result panel opens a frame after the last move: that frame draws the move, this one the panel
            if (not self.result_shown and not self.reviewing and not self.anims.busy and self.app.top is self
                    and self.app.frame != self._over_frame):
                self.show_result()
        elif self._hint_for is not None:
            self._poll_hint()
        elif not self.anims.busy and not self.reviewing and self.app.top is self:
            if self._computer_to_act():
                self._think_clock += dt
                self.think()
        self.sync_hud()
