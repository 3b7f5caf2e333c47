"""Tutorials: a lesson's steps played on the game's own board, one step at a time.

Each step opens the board at its own position with the task on the plate;
the step's test is checked after every action. Done: the praise says what
was learnt and a panel offers the next step. The turn ended without the task
done: the step's sentence says why and the move is taken back. Refusals by
the rules (an illegal fence, a point inside the tournament box) are shown by
the board as always: seeing them is part of the lesson.
"""
from __future__ import annotations

import dataclasses

from ..core.match import HUMAN, Match
from ..core.protocol import CHANCE, TERMINAL
from ..tutorials.lesson import Lesson, all_lessons
from .dialog import ColumnDialog
from .guide import Guide
from .side_names import in_palette_words

GUIDE_SEAT = "tutorial"


def open_lesson(app, lesson: Lesson, index: int = 0):
    state = lesson.start_state(index)
    learner = lesson.learner(index)
    seats = [GUIDE_SEAT, GUIDE_SEAT]
    seats[learner] = HUMAN
    match = Match.from_state(state, seats)
    match.keep = False                   # a lesson is not a game to continue or to list
    scene = match.spec.open_match(app, match)
    scene.guide = TutorialPlay(scene, lesson, index)
    scene.banner.dismiss()               # the plate says whose move it is
    scene.build_hud()
    scene.say(scene.guide.step.task)
    return scene


def _in_palette_words(step, scene):
    """The step's sentences with the sides called as the screen shows them (Orange, not Red, in the
    colour-blind palette)."""
    words = {f: in_palette_words(getattr(step, f), scene.match.spec, scene.palette.name)
             for f in ("title", "task", "praise", "hint", "wrong")}
    return dataclasses.replace(step, **words)


def lesson_for(game_id: str, ruleset=None):
    """The lesson of a game (of its rule set, where a game has one per rule set), or None."""
    mine = [lesson for lesson in all_lessons() if lesson.game == game_id]
    for lesson in mine:
        if ruleset is not None and lesson.id.endswith(f"-{str(ruleset).lower()}"):
            return lesson
    return mine[0] if mine else None


class TutorialPlay(Guide):
    def __init__(self, scene, lesson: Lesson, index: int) -> None:
        super().__init__(scene)
        self.lesson, self.index = lesson, index
        self.step = _in_palette_words(lesson.steps[index], scene)
        self.start = lesson.start_state(index)
        self.learner = lesson.learner(index)

    def _turn_over(self) -> bool:
        p = self.scene.state.current_player()
        if p == TERMINAL:
            return True
        if p == CHANCE:
            owner = self.scene.chance_owner()
            return owner is not None and owner != self.learner
        return p != self.learner

    def after_push(self) -> None:
        state = self.scene.state
        if self.step.done(self.start, state):
            self.finish()
            self.scene.say(self.step.praise)
            self.app.audio.play("win" if self.last else "click")
            return
        if not self._turn_over():
            return          # the learner's turn goes on
        self.take_back_to(0, self.step.wrong or f"Not quite. {self.step.task}")

    def after_take_back(self) -> None:
        self.scene.say(self.step.task)

    @property
    def last(self) -> bool:
        return self.index + 1 >= len(self.lesson.steps)

    def plate(self) -> tuple[str, bool]:
        where = f"Step {self.index + 1} of {len(self.lesson.steps)}"
        if self.finished:
            return f"{where} done: {self.step.title}", True
        return f"{where}: {self.step.task}", False

    def done_status(self) -> tuple[str, str]:
        if self.last:
            return "Lesson done", "More lessons: in the menu"
        return f"Step {self.index + 1} done", "The next step: in the menu"

    def hint(self) -> None:
        self.scene.say(f"Hint: {self.step.hint}", "hint")
        self.app.audio.play("click")

    def retry(self) -> None:
        self.app.replace(open_lesson(self.app, self.lesson, self.index))

    def next_step(self) -> None:
        if self.last:
            self.app.replace(LessonList(self.app))
        else:
            self.app.replace(open_lesson(self.app, self.lesson, self.index + 1))

    def play_the_computer(self) -> None:
        """The game just learnt, against the Easy computer: the setup last chosen (the lesson's rule set; with
        none chosen yet, the lesson's board size), with the second seat the computer's when both were people's.
        Over the main menu, so Back leads there."""
        from ..core.players import LEVELS
        from ..core.registry import get
        fresh = self.lesson.game not in self.app.settings.setups
        setup = get(self.lesson.game).open_setup(self.app)
        if setup is None:
            return
        size = getattr(getattr(self.start, "options", None), "size", None)
        sizes = [v for w in setup.widgets.widgets if getattr(w, "name", "") == "size" for v, _ in w.choices]
        if fresh and size in sizes:
            setup.values["size"] = size          # a first game on the lesson's board (Senket's 11×11), not 17×17
        ruleset = self.lesson.id.rpartition("-")[2].upper() if "-" in self.lesson.id else None
        if ruleset and setup.values.get("ruleset") not in (None, ruleset):
            setup.values["ruleset"] = ruleset
            setup.changed("ruleset")
        if setup.seat_keys and all(setup.values[k] == HUMAN for k in setup.seat_keys):
            setup.values[setup.seat_keys[-1]] = LEVELS[0]
        setup.remember()
        self.app.audio.play("click")
        self.app.pop_to_root()
        self.app.push(setup.start())

    def to_list(self) -> None:
        self.app.replace(LessonList(self.app))

    def pause_extra(self) -> list:
        onward = "Next step" if self.finished else "Skip step"
        return [("Restart step", self.retry), (onward, self.next_step), ("Lessons", self.to_list)]

    def on_finished(self) -> None:
        if self.last:
            title = f"{self.lesson.title}: done!"
            text = f"{self.step.praise} You know the rules now: try a game against the computer."
            buttons = [("Play the computer", self.play_the_computer), ("Look at the board", None),
                       ("Lessons", self.to_list), ("Main menu", self.app.pop_to_root)]
        else:
            title = f"Step {self.index + 1} of {len(self.lesson.steps)} done"
            text = self.step.praise
            buttons = [("Next step", self.next_step), ("Again", self.retry), ("Look at the board", None)]
        self.app.push(ColumnDialog(self.app, title, text, buttons, avoid=self.scene.board_area, within=self.scene.side_panel))


class LessonList(ColumnDialog):
    """Learn to play: one entry per lesson (Senet has one per rule set)."""

    def __init__(self, app) -> None:
        self.lessons = all_lessons()
        buttons = [(lesson.title, lambda lesson=lesson: app.push(open_lesson(app, lesson)))
                   for lesson in self.lessons]
        super().__init__(app, "Learn to play", "A few short steps on the real board.", buttons + [("Back", None)])
