"""Learn Pente in six short steps on the real board: place, the tournament rule, capture a pair,
the safe gap, five in a row, and the win by captures."""
from __future__ import annotations

from ..tutorials.lesson import Lesson, Step
from .notation import point_to_str

SIZE = 19


def _position(black=(), white=(), to_move: int = 0, captured=(0, 0)) -> dict:
    rows = [["."] * SIZE for _ in range(SIZE)]
    for x, y in black:
        rows[y][x] = "x"
    for x, y in white:
        rows[y][x] = "o"
    return {"options": {"size": SIZE, "variant": "pente", "tournament": True},
            "board": ["".join(r) for r in rows], "to_move": to_move, "captured": list(captured)}


def _at(state, point) -> str:
    x, y = point
    return state.to_json()["board"][y][x]


def _name(point) -> str:
    return point_to_str(point, SIZE)


CENTRE = (9, 9)


def _stones(state, mark: str) -> int:
    return sum(row.count(mark) for row in state.to_json()["board"])


def _captured(state, seat: int) -> int:
    return state.to_json()["captured"][seat]


def _won(start, state) -> bool:
    out = state.outcome()
    return out is not None and out.winner == 0


def lessons() -> list[Lesson]:
    gap = (7, 9)
    steps = (
        Step("Your first stone",
             f"Black always starts, and the first stone goes on the centre point, {_name(CENTRE)}. Place it there.",
             _position(),
             lambda start, s: _at(s, CENTRE) == "x",
             "Stones never move once placed. Players take turns placing one stone each.",
             f"Click the point in the middle of the board, {_name(CENTRE)}.",
             show=([9, 9],)),
        Step("The tournament rule",
             "Black's second stone must be at least three points from the centre: outside the marked box. "
             "Try a point inside the box to see, then play outside it.",
             _position(black=[CENTRE], white=[(10, 9)], to_move=0),
             lambda start, s: _stones(s, "x") == 2,
             "The rule stops Black from building too fast: the first player has an edge in five-in-a-row games.",
             f"A point such as {_name((9, 5))}, four points above the centre, is allowed.",
             show=([9, 5],)),
        Step("Capture a pair",
             f"Two White stones sit side by side next to your stone. Play at {_name((11, 9))} to flank them: "
             "black, white, white, black captures the pair.",
             _position(black=[(8, 9), (3, 3)], white=[(9, 9), (10, 9)], to_move=0),
             lambda start, s: _captured(s, 0) >= 2,
             "Exactly two stones in a line, flanked on both sides, are captured. One stone, or three, never are.",
             f"Click {_name((11, 9))}, on the far side of the two White stones.",
             wrong="That captures nothing: flank the two White stones with your stone on the far side.",
             show=([11, 9],)),
        Step("The safe gap",
             f"Your stone on {_name((6, 9))} has White on its left and White two points to the right. "
             f"Play into the gap at {_name(gap)}: your two stones are then flanked, but nothing is taken.",
             _position(black=[(6, 9), (2, 15)], white=[(5, 9), (8, 9)], to_move=0),
             lambda start, s: _at(s, gap) == "x" and _stones(s, "x") == 3,
             "A capture happens only when the flanking stone is played. Moving into a flanked spot is safe.",
             f"Click {_name(gap)}, between your stone and the White stone.",
             wrong=f"Play into the gap at {_name(gap)} to see that nothing is removed.",
             show=([7, 9],)),
        Step("Five in a row",
             "Four Black stones stand in a diagonal line and White has closed one end. Make it five to win.",
             _position(black=[(5, 5), (6, 6), (7, 7), (8, 8)], white=[(4, 4), (12, 3), (13, 3), (14, 14)], to_move=0),
             _won,
             "Five in a row, across, down or diagonally, wins at once. Four with both ends open cannot be stopped.",
             f"The open end is {_name((9, 9))}.",
             wrong="That does not make five: add the stone at the open end of the diagonal.",
             show=([9, 9],)),
        Step("Win by captures",
             "Black has already captured 8 stones. Capture one more pair to reach 10 and win.",
             _position(black=[(3, 3), (10, 10)], white=[(4, 3), (5, 3), (12, 12), (15, 2)], to_move=0,
                       captured=(8, 0)),
             _won,
             "Ten captured stones (five pairs) win, however the board looks. Guard your pairs!",
             f"Flank the White pair on {_name((4, 3))} and {_name((5, 3))}: play {_name((6, 3))}.",
             wrong="No pair was captured: flank the two White stones.",
             show=([6, 3],)),
    )
    return [Lesson("pente", "pente", "Learn Pente", steps)]
