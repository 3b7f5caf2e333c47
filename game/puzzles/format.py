"""One puzzle format for all three games (``docs/puzzles.md``), read by one loader.

A puzzle is a start position (the record format's ``start``: the game's own
``State.to_json()``, options and side to move included), a goal, and a
solution tree: at each point the solver's accepted moves, each with the
opponent's reply and what follows. A move is one whole turn of the solver,
as a list of actions (one stone, one Senet move, or a Senket post with its
fences and the end of the turn). The game's ``puzzle`` room says what its
goals mean; this module only checks the shape, and raises nothing but
``PuzzleError`` (a sentence for the player) whatever a file holds.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

from ..core import registry
from ..core.protocol import PositionError

FORMAT = "senket-senet-pente/puzzle"
VERSION = 1
MAX_BYTES = 1024 * 1024
MAX_NODES = 2000
MAX_DEPTH = 40          # moves in one line of a solution
MAX_TEXT = 600
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]{0,47}$")
_KEYS = {"format", "version", "id", "game", "title", "start", "goal", "solution", "wrong", "hint",
         "explanation", "difficulty", "credit", "generated", "theme", "week"}
_REQUIRED = ("format", "version", "id", "game", "title", "start", "goal", "solution", "hint", "explanation",
             "difficulty", "credit")


class PuzzleError(ValueError):
    """A puzzle file could not be read or is not a valid puzzle; ``str()`` is a sentence for the player."""


@dataclass(frozen=True)
class Line:
    """One accepted solver move (a whole turn, as action JSON), the reply to it, and what follows.

    A line with no ``then`` is a leaf: the goal is judged after its move and reply."""
    move: tuple
    reply: tuple = ()
    then: tuple = ()

    @property
    def leaf(self) -> bool:
        return not self.then


@dataclass(frozen=True)
class Refutation:
    """A tempting wrong first move and the sentence that says why it fails."""
    move: tuple
    why: str


@dataclass(frozen=True)
class Puzzle:
    id: str
    game: str
    title: str
    start: dict
    goal: dict
    solution: tuple            # of Line: the accepted first moves
    hint: str
    explanation: str
    difficulty: int            # 1 (easy) .. 5 (hard)
    credit: str
    wrong: tuple = ()          # of Refutation
    generated: bool = False
    theme: str = ""
    week: Optional[str] = None  # "2026-W48": this Senket puzzle is that ISO week's puzzle
    source: str = field(default="", compare=False)

    @property
    def spec(self) -> registry.GameSpec:
        return registry.get(self.game)

    @property
    def rules_room(self):
        """The game's puzzle room (goal meaning, goal text, verification)."""
        return self.spec.module("puzzle")

    def start_state(self):
        return self.spec.state_from_json(self.start)

    @property
    def solver(self) -> int:
        return self.start_state().current_player()

    def to_json(self) -> dict:
        data = {"format": FORMAT, "version": VERSION, "id": self.id, "game": self.game, "title": self.title,
                "difficulty": self.difficulty, "theme": self.theme, "goal": self.goal, "start": self.start,
                "solution": [_line_json(line) for line in self.solution],
                "wrong": [{"move": list(r.move), "why": r.why} for r in self.wrong],
                "hint": self.hint, "explanation": self.explanation, "credit": self.credit,
                "generated": self.generated}
        if self.week is not None:
            data["week"] = self.week
        return data


def _line_json(line: Line) -> dict:
    data: dict = {"move": list(line.move)}
    if line.reply:
        data["reply"] = list(line.reply)
    if line.then:
        data["then"] = [_line_json(t) for t in line.then]
    return data


# ----- reading -----------------------------------------------------------------

def loads(text: str | bytes, source: str = "") -> Puzzle:
    from ..storage.files import parse_json_document
    return from_json(parse_json_document(text, MAX_BYTES, PuzzleError, "a puzzle"), source)


def load(path: Path | str) -> Puzzle:
    from ..storage.files import read_document
    return loads(read_document(path, MAX_BYTES, PuzzleError), str(path))


def from_json(data: Any, source: str = "") -> Puzzle:
    try:
        return _from_json(data, source)
    except PuzzleError:
        raise
    except RecursionError as exc:
        raise PuzzleError("The puzzle is nested too deeply to read.") from exc
    except Exception as exc:  # a game's position or goal code refusing hostile data in its own way
        raise PuzzleError(f"The puzzle could not be read ({_short(exc)}).") from exc


def _from_json(data: Any, source: str) -> Puzzle:
    if not isinstance(data, dict):
        raise PuzzleError("The file is not a puzzle (expected a JSON object).")
    if data.get("format") != FORMAT:
        raise PuzzleError("The file is not a puzzle (unknown format).")
    if type(data.get("version")) is not int or data["version"] != VERSION:
        raise PuzzleError(f"The puzzle is version {_short(data.get('version'))}; this app reads version {VERSION}.")
    unknown = set(data) - _KEYS
    if unknown:
        raise PuzzleError(f"The puzzle has a field the app does not know: {_short(sorted(unknown)[0])}.")
    missing = [k for k in _REQUIRED if k not in data]
    if missing:
        raise PuzzleError(f"The puzzle has no {missing[0]}.")
    pid = data["id"]
    if not isinstance(pid, str) or not ID_PATTERN.match(pid):
        raise PuzzleError("The puzzle's id must be lower-case letters, digits and dashes (at most 48).")
    game = data["game"]
    if game not in [s.id for s in registry.games()]:
        raise PuzzleError(f"The puzzle {pid} is for an unknown game ({_short(game)}).")
    spec = registry.get(game)
    texts = {k: _text(data, k, pid) for k in ("title", "hint", "explanation", "credit")}
    theme = _text(data, "theme", pid, required=False)
    difficulty = data["difficulty"]
    if type(difficulty) is not int or not 1 <= difficulty <= 5:
        raise PuzzleError(f"The puzzle {pid}'s difficulty must be a whole number from 1 to 5.")
    generated = data.get("generated", False)
    if type(generated) is not bool:
        raise PuzzleError(f"The puzzle {pid}'s 'generated' must be true or false.")
    week = data.get("week")
    if week is not None and (not isinstance(week, str) or not re.match(r"^\d{4}-W\d{2}$", week)):
        raise PuzzleError(f"The puzzle {pid}'s week must look like 2026-W48.")
    start = data["start"]
    if not isinstance(start, dict):
        raise PuzzleError(f"The puzzle {pid}'s start must be a position object.")
    try:
        state = spec.state_from_json(start)
    except (PositionError, ValueError, TypeError, KeyError) as exc:
        raise PuzzleError(f"The puzzle {pid}'s start is not a valid {spec.name} position ({_short(exc)}).") from exc
    if state.current_player() not in (0, 1):
        raise PuzzleError(f"The puzzle {pid}'s start must have a player to move.")
    goal = data["goal"]
    if not isinstance(goal, dict):
        raise PuzzleError(f"The puzzle {pid}'s goal must be an object.")
    try:
        spec.module("puzzle").check_goal(goal)
    except ValueError as exc:
        raise PuzzleError(f"The puzzle {pid}'s goal is not valid: {_short(exc, 160)}") from exc
    count = [0]
    solution = _lines(data["solution"], pid, count)
    if not solution:
        raise PuzzleError(f"The puzzle {pid} has no solution.")
    wrong = data.get("wrong", [])
    if not isinstance(wrong, list) or len(wrong) > 50:
        raise PuzzleError(f"The puzzle {pid}'s 'wrong' must be a list of moves with a sentence each.")
    refutations = []
    for item in wrong:
        if not isinstance(item, dict) or set(item) != {"move", "why"}:
            raise PuzzleError(f"The puzzle {pid}'s 'wrong' entries need a move and a why.")
        refutations.append(Refutation(_move(item["move"], pid), _text(item, "why", pid)))
    for move in (*_tree_moves(solution), *(ref.move for ref in refutations)):
        _readable(state, move, pid)
    return Puzzle(id=pid, game=game, start=start, goal=goal, solution=solution, difficulty=difficulty,
                  wrong=tuple(refutations), generated=generated, theme=theme, week=week, source=source, **texts)


def _tree_moves(lines: tuple):
    """Every move and reply written in a solution tree."""
    for line in lines:
        yield line.move
        yield line.reply
        yield from _tree_moves(line.then)


def _readable(state, move: tuple, pid: str) -> None:
    """Each action of the move is one the game can read (a point on the board, a house, a fence between
    two points): a file whose move the game cannot read is refused here, not in the middle of play."""
    for action in move:
        try:
            state.action_from_json(thaw(action))
        except (PositionError, ValueError, TypeError, KeyError, IndexError) as exc:
            raise PuzzleError(f"The puzzle {pid} has a move the game cannot read: {_short(thaw(action))} "
                              f"({_short(exc)}).") from None


def _lines(data: Any, pid: str, count: list, depth: int = 0) -> tuple:
    if depth > MAX_DEPTH:
        raise PuzzleError(f"The puzzle {pid}'s solution is too long (more than {MAX_DEPTH} moves in a line).")
    if not isinstance(data, list):
        raise PuzzleError(f"The puzzle {pid}'s solution must be a list of moves.")
    lines = []
    for item in data:
        count[0] += 1
        if count[0] > MAX_NODES:
            raise PuzzleError(f"The puzzle {pid}'s solution tree is too large.")
        if not isinstance(item, dict) or "move" not in item or not set(item) <= {"move", "reply", "then"}:
            raise PuzzleError(f"Each move of the puzzle {pid}'s solution needs a 'move' (and may have 'reply', 'then').")
        then = _lines(item.get("then", []), pid, count, depth + 1)
        reply = _move(item["reply"], pid, allow_empty=True) if "reply" in item else ()
        lines.append(Line(_move(item["move"], pid), reply, then))
    return tuple(lines)


def _move(data: Any, pid: str, allow_empty: bool = False) -> tuple:
    if not isinstance(data, list) or (not data and not allow_empty) or len(data) > 200:
        raise PuzzleError(f"A move in the puzzle {pid} must be a list of actions.")
    return tuple(_freeze(a) for a in data)


def _freeze(value: Any):
    """Action JSON made hashable and comparable (lists to tuples), as the game's action_from_json accepts."""
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        raise PuzzleError("An action in a puzzle cannot be an object.")
    return value


def thaw(value: Any):
    """The action JSON again (tuples back to lists)."""
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


def actions_of(state, move: tuple) -> list:
    """A move of the file (its actions' JSON) as the game's actions, read in ``state``."""
    return [state.action_from_json(thaw(d)) for d in move]


def _text(data: dict, key: str, pid: str, required: bool = True) -> str:
    value = data.get(key, "" if not required else None)
    if not isinstance(value, str) or (required and not value.strip()) or len(value) > MAX_TEXT:
        raise PuzzleError(f"The puzzle {pid}'s {key} must be a sentence (at most {MAX_TEXT} characters).")
    return value


def _short(value: Any, limit: int = 80) -> str:
    try:
        text = value if isinstance(value, str) else str(value)
    except Exception:
        text = type(value).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"
