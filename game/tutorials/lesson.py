"""The shape of a lesson: short steps, each a position, a task, and a test that the task is done.

Each game's ``tutorial`` room writes its lessons with this shape
(``lessons() -> list[Lesson]``; Senet has one per rule set). A step starts
from its own position, so every step can be tried again alone. The board's
rules decide everything: a step's test reads the state only through the
game's public API, and an illegal try is refused by the rules with their own
sentence, which is itself part of the lesson ("see an illegal fence and why").
No pygame here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional


@dataclass(frozen=True)
class Step:
    title: str
    task: str                                   # what to do, on the plate
    start: dict                                 # the position (the game's State.to_json())
    done: Callable[[object, object], bool]      # done(start_state, state) after every action
    praise: str                                 # said once the step is done: what was learnt
    hint: str
    learner: Optional[int] = None               # the seat the player plays (None: the start's player to move)
    wrong: str = ""                             # said when the turn ends without the task done (then taken back)
    show: tuple = ()                            # one way to do it (actions JSON): tests play it; it must pass `done`


@dataclass(frozen=True)
class Lesson:
    id: str                                     # "pente", "senet-a", ...: ``--tutorial`` accepts it
    game: str
    title: str
    steps: tuple

    def start_state(self, index: int):
        from ..core import registry
        return registry.get(self.game).state_from_json(self.steps[index].start)

    def learner(self, index: int) -> int:
        step = self.steps[index]
        if step.learner is not None:
            return step.learner
        return self.start_state(index).current_player()


def all_lessons() -> list[Lesson]:
    """Every game's lessons, in menu order (a game without a tutorial room has none)."""
    import importlib.util

    from ..core import registry
    found: list[Lesson] = []
    for spec in registry.games():
        if importlib.util.find_spec(f"{spec.package}.tutorial") is not None:
            found.extend(spec.module("tutorial").lessons())
    return found


def find(lesson_id: str) -> Optional[Lesson]:
    for lesson in all_lessons():
        if lesson.id == lesson_id or lesson.game == lesson_id:
            return lesson
    return None
