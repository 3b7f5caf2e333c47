"""A puzzle played on the game's own board: the board scene with a puzzle attached.

The board scene plays and animates as always; this controller watches each
action (``after_push``), asks the session for a verdict, and acts on it:
plays the opponent's reply (animated, after a short pause), explains a wrong
move and takes it back once the player has seen it, keeps the progress, and
opens the solved panel (explanation, next puzzle, retry, list). The goal is
shown on the board; Hint shows the puzzle's own hint.
"""
from __future__ import annotations

from typing import Optional

import pygame

from ..core.match import HUMAN, Match
from ..puzzles.format import Puzzle
from ..puzzles.session import FAILED, REPLY, SOLVED, WRONG, Session
from ..storage import StorageError
from ..ui.theme import Theme
from ..ui.widgets import draw_panel
from .puzzles import collection_of, progress_of

PUZZLE_SEAT = "puzzle"      # the opponent's seat: its replies come from the solution tree
TAKE_BACK_SECONDS = 1.6     # a wrong move stays on the board this long before it is taken back
REPLY_SECONDS = 0.5


def open_puzzle(app, puzzle: Puzzle):
    """The puzzle's board scene, ready to play (raises PuzzleError if its start cannot be built)."""
    state = puzzle.start_state()
    solver = state.current_player()
    seats = [PUZZLE_SEAT, PUZZLE_SEAT]
    seats[solver] = HUMAN
    match = Match.from_state(state, seats)
    match.meta["puzzle"] = puzzle.id      # autosave keeps a puzzle in progress; Continue opens it as a puzzle
    scene = puzzle.spec.open_match(app, match)
    scene.puzzle = PuzzlePlay(scene, puzzle)
    scene.build_hud()
    scene.say(scene.puzzle.goal)
    return scene


def resume_puzzle(app, record):
    """A kept puzzle in progress, opened as the puzzle with its moves replayed; None if it is not one any more
    (the puzzle left levels/ or its start changed): then it opens as an ordinary game."""
    pid = record.meta.get("puzzle")
    puzzle = collection_of(app).get(pid) if isinstance(pid, str) else None
    if puzzle is None or record.start != puzzle.start:
        return None
    scene = open_puzzle(app, puzzle)
    match = scene.match
    for data in record.actions:
        match.play(match.state.action_from_json(data))
    scene.position_changed()
    scene.sync_hud()
    if match.actions:
        scene.puzzle.after_push()
    return scene


class PuzzlePlay:
    def __init__(self, scene, puzzle: Puzzle) -> None:
        self.scene = scene
        self.app = scene.app
        self.puzzle = puzzle
        self.session = Session(puzzle)
        self.goal = self.session.goal_text()
        self.wrong_moves = 0
        self.solved = False
        self._take_back_to: Optional[int] = None
        self._clock = 0.0
        self._reply: list = []
        self._panel_open = False

    # ----- what the board may do -------------------------------------------------
    @property
    def accepting(self) -> bool:
        return not self.solved and self._take_back_to is None and not self._reply

    @property
    def busy(self) -> bool:
        """A reply or a take-back is under way (frames are wanted, input waits)."""
        return bool(self._reply) or self._take_back_to is not None

    # ----- verdicts ------------------------------------------------------------------
    def after_push(self) -> None:
        verdict = self.session.judge(list(self.scene.match.actions))
        if verdict.kind in (WRONG, FAILED):
            self.wrong_moves += 1
            self.scene.say(verdict.why, "error")
            self.app.audio.play("error")
            self._take_back_to, self._clock = verdict.turn_start, 0.0
            self._keep(lambda p: p.record_wrong(self.puzzle.id))
        elif verdict.kind == REPLY:
            self._reply, self._clock = list(verdict.reply), 0.0
        elif verdict.kind == SOLVED:
            self.solved = True
            self.app.autosave.unfollow(self.scene.match)
            self.app.autosave.clear()            # a solved puzzle is not a game to continue
            self.scene.say(f"Solved! {self.puzzle.explanation}")
            self._keep(lambda p: p.record_solved(self.puzzle.id, self.wrong_moves))
        else:
            self._reply = []

    def _keep(self, change) -> None:
        progress = progress_of(self.app)
        try:
            change(progress)
        except StorageError as exc:
            self.app.notify(str(exc), "error")

    def drop_pending(self) -> None:
        """The player took back moves by hand: no reply or take-back is due any more."""
        self._take_back_to = None
        self._reply = []

    # ----- the loop -------------------------------------------------------------------
    def update(self, dt: float) -> None:
        scene = self.scene
        self._clock += dt
        if scene.anims.busy or self.app.top is not scene:
            return
        if self._take_back_to is not None:
            if self._clock >= TAKE_BACK_SECONDS * scene._pace():
                self.take_back()
            return
        if self._reply:
            if self._clock >= REPLY_SECONDS * scene._pace():
                action = self._reply.pop(0)
                self._clock = 0.0
                if not scene._play(action):      # the tree's reply is not legal here: never stick
                    self._reply = []
                    scene.say("The puzzle's reply cannot be played here. Retry the puzzle.", "error")
            return
        if self.solved and not self._panel_open:
            self._panel_open = True
            self.show_solved()

    def take_back(self) -> None:
        scene, match = self.scene, self.scene.match
        target, self._take_back_to = self._take_back_to, None
        last = None
        while len(match.actions) > (target or 0):
            last = match.undo()
        match.forget_redo()
        scene.hint_action = None
        if last is not None:
            scene.on_undone(last)
        scene.position_changed()
        scene.banner.dismiss()
        scene.sync_hud()
        scene.say(self.goal)

    # ----- buttons ------------------------------------------------------------------
    def hint(self) -> None:
        self.scene.say(f"Hint: {self.puzzle.hint}")
        self.app.audio.play("click")

    def retry(self) -> None:
        self.app.replace(open_puzzle(self.app, self.puzzle))

    def next_puzzle(self) -> None:
        nxt = collection_of(self.app).after(self.puzzle)
        if nxt is None:
            self.to_list()
            return
        self.app.replace(open_puzzle(self.app, nxt))

    def to_list(self) -> None:
        """Back to the list this puzzle was opened from (or a new list, after --puzzle)."""
        from .puzzles import PuzzleListScene
        stack = self.app.stack
        below = stack[stack.index(self.scene) - 1] if self.scene in stack and stack.index(self.scene) > 0 else None
        if isinstance(below, PuzzleListScene):
            self.app.pop()
        else:
            self.app.replace(PuzzleListScene(self.app, self.puzzle.game))

    def pause_extra(self) -> list:
        return [("Retry", self.retry), ("Next puzzle", self.next_puzzle), ("Puzzle list", self.to_list)]

    def show_solved(self) -> None:
        from .dialog import Dialog
        tries = ("first try" if self.wrong_moves == 0 else
                 f"after {self.wrong_moves} wrong move{'s' if self.wrong_moves != 1 else ''}")
        buttons = [("Next puzzle", self.next_puzzle), ("Look at the board", None),
                   ("Retry", self.retry), ("Puzzle list", self.to_list)]
        if collection_of(self.app).after(self.puzzle) is None:
            buttons = buttons[1:]
        self.app.push(Dialog(self.app, f"Solved, {tries}!", self.puzzle.explanation, buttons))

    # ----- drawing ----------------------------------------------------------------------
    def draw_goal(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The goal, on a plate at the top of the board, so it is always in view."""
        pal, s = self.scene.palette, self.app.scale
        size = max(14, int(22 * s))
        title = f"{self.puzzle.title}: " if not self.solved else "Solved: "
        text = title + (self.goal if not self.solved else self.puzzle.title)
        lines = Theme.wrap(text, size, max(100, rect.width - int(40 * s)))[:2]
        surfs = [Theme.text(line, size, pal.text, True) for line in lines]
        pad = int(10 * s)
        box = pygame.Rect(0, 0, max(t.get_width() for t in surfs) + 2 * pad,
                          sum(t.get_height() for t in surfs) + pad)
        box.midtop = (rect.centerx, rect.y + int(6 * s))
        draw_panel(surface, box, pal, radius=int(12 * s), alpha=225)
        colour = pal.good if self.solved else pal.accent
        pygame.draw.rect(surface, colour, box, 2, border_radius=int(12 * s))
        y = box.y + pad // 2
        for t in surfs:
            surface.blit(t, t.get_rect(midtop=(box.centerx, y)))
            y += t.get_height()
