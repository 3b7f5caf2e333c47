"""A puzzle played on the game's own board: the board scene with a puzzle guide attached.

The session judges each action from the action list; this guide acts on
the verdict: the opponent's reply from the solution tree, a wrong move
explained and taken back, the progress kept, and the solved panel
(explanation, next puzzle, retry, list). Hint shows the puzzle's own hint.
"""
from __future__ import annotations

from ..core.match import HUMAN, Match
from ..puzzles.format import Puzzle
from ..puzzles.session import FAILED, REPLY, SOLVED, WRONG, Session
from ..storage import StorageError
from .guide import Guide
from .puzzle_data import collection_of, progress_of

PUZZLE_SEAT = "puzzle"      # the opponent's seat: its replies come from the solution tree


def plate_text(title: str, goal: str) -> str:
    """The plate above the board: the puzzle's title, then its goal, as two sentences
    ("Close the corner. Red to play: gain at least 9 points on Blue.")."""
    return f"{title}{'' if title[-1:] in '.?!' else '.'} {goal}"


def open_puzzle(app, puzzle: Puzzle, list_scene=None):
    """The puzzle's board scene, ready to play (raises PuzzleError if its start cannot be built).

    ``list_scene(app, game_id)`` makes the puzzle list its "Puzzle list" button goes to: given by the list
    (this module never imports it: the list imports this one); without it the button goes back."""
    state = puzzle.start_state()
    seats = [PUZZLE_SEAT, PUZZLE_SEAT]
    seats[state.current_player()] = HUMAN
    match = Match.from_state(state, seats)
    match.meta["puzzle"] = puzzle.id      # autosave keeps a puzzle in progress; Continue opens it as a puzzle
    scene = puzzle.spec.open_match(app, match)
    scene.guide = PuzzlePlay(scene, puzzle, list_scene)
    scene.banner.dismiss()               # the plate says whose move it is
    scene.build_hud()
    scene.say(scene.guide.goal)
    return scene


def resume_puzzle(app, record, list_scene=None):
    """A kept puzzle in progress, opened as the puzzle with its moves replayed; None if it is not one any more
    (the puzzle left levels/ or its start changed): then it opens as an ordinary game."""
    pid = record.meta.get("puzzle")
    puzzle = collection_of(app).get(pid) if isinstance(pid, str) else None
    if puzzle is None or record.start != puzzle.start:
        return None
    scene = open_puzzle(app, puzzle, list_scene)
    match = scene.match
    for data in record.actions:
        match.play(match.state.action_from_json(data))
    scene.position_changed()
    scene.sync_hud()
    if match.actions:
        scene.guide.after_push(counted=False)   # a wrong move kept mid take-back was counted when it was played
    return scene


class PuzzlePlay(Guide):
    def __init__(self, scene, puzzle: Puzzle, list_scene=None) -> None:
        super().__init__(scene)
        self.puzzle = puzzle
        self.list_scene = list_scene
        self.session = Session(puzzle, names=(scene.seat_label(0), scene.seat_label(1)))
        self.goal = self.session.goal_text()
        self.wrong_moves = 0

    def after_push(self, counted: bool = True) -> None:
        """Judge the moves so far. ``counted=False``: the moves of a resumed puzzle, whose wrong move (if the
        app closed while it was being taken back) is in the kept progress already."""
        verdict = self.session.judge(list(self.scene.match.actions))
        if verdict.kind in (WRONG, FAILED):
            self.take_back_to(verdict.turn_start, verdict.why)
            if counted:
                self.wrong_moves += 1
                self._keep(lambda p: p.record_wrong(self.puzzle.id))
        elif verdict.kind == REPLY:
            self.reply_with(verdict.reply)
        elif verdict.kind == SOLVED:
            self.finish()
            self.scene.say(f"Solved! {self.puzzle.explanation}")
            self._keep(lambda p: p.record_solved(self.puzzle.id, self.wrong_moves))

    def _keep(self, change) -> None:
        try:
            change(progress_of(self.app))
        except StorageError as exc:
            self.app.notify(str(exc), "error")

    def after_take_back(self) -> None:
        self.scene.say(self.goal)

    def plate(self) -> tuple[str, bool]:
        if self.finished:
            return f"Solved: {self.puzzle.title}", True
        return plate_text(self.puzzle.title, self.goal), False

    def done_status(self) -> tuple[str, str]:
        return "Solved", "Retry or another puzzle: in the menu"

    # ----- buttons ---------------------------------------------------------------------------
    def hint(self) -> None:
        self.scene.say(f"Hint: {self.puzzle.hint}", "hint")
        self.app.audio.play("click")

    def retry(self) -> None:
        self.app.replace(open_puzzle(self.app, self.puzzle, self.list_scene))

    def next_puzzle(self) -> None:
        nxt = collection_of(self.app).after(self.puzzle)
        if nxt is None:
            self.to_list()
            return
        self.app.replace(open_puzzle(self.app, nxt, self.list_scene))

    def to_list(self) -> None:
        """Back to the list this puzzle was opened from (or a new list, after --puzzle; back to where it was
        opened from, for a puzzle continued from the menu with no list given)."""
        stack = self.app.stack
        below = stack[stack.index(self.scene) - 1] if self.scene in stack and stack.index(self.scene) > 0 else None
        if getattr(below, "lists_puzzles", False) or self.list_scene is None:
            self.app.pop()
        else:
            self.app.replace(self.list_scene(self.app, self.puzzle.game))

    def pause_extra(self) -> list:
        return [("Retry", self.retry), ("Next puzzle", self.next_puzzle), (self._list_label(), self.to_list)]

    def _list_label(self) -> str:
        return "Puzzle list" if self.list_scene is not None else "Back"

    def on_finished(self) -> None:
        from .dialog import ColumnDialog
        tries = ("first try" if self.wrong_moves == 0 else
                 f"after {self.wrong_moves} wrong move{'s' if self.wrong_moves != 1 else ''}")
        buttons = [("Next puzzle", self.next_puzzle), ("Look at the board", None),
                   ("Retry", self.retry), (self._list_label(), self.to_list)]
        if collection_of(self.app).after(self.puzzle) is None:
            buttons = buttons[1:]
        self.app.push(ColumnDialog(self.app, f"Solved, {tries}!", self.puzzle.explanation, buttons,
                                   avoid=self.scene.board_area, within=self.scene.side_panel))
