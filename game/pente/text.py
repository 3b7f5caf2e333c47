"""Every name and sentence a Pente player reads, by seat, stone or option (no pygame).

The rules keep only rule data and refusal codes; ``refusal(reason)`` is the sentence.
"""
from __future__ import annotations

from typing import Optional

from .notation import point_to_str
from .rules import FIRST, SECOND, Reason

SEAT_NAMES = ("Black", "White")
"""What seats 0 and 1 are called."""

STONE_NAMES = {FIRST: "Black", SECOND: "White"}
"""What the stone codes ``FIRST`` and ``SECOND`` are called."""

SIZE_INFO = {
    19: ("19 × 19", "The standard Pente board: long, strategic games."),
    15: ("15 × 15", "A smaller board, as also played on Gorrion: quicker fights."),
    13: ("13 × 13", "A small board for quick games and puzzles."),
}

VARIANT_INFO = {
    "pente": (
        "Pente",
        "Make five in a row, or capture 10 stones: flank exactly two enemy stones (X O O X) to remove them.",
    ),
    "keryo": (
        "Keryo-Pente",
        "Like Pente, but lines of two or three stones can be captured and you need 15 captured stones to win.",
    ),
    "gomoku": (
        "Gomoku",
        "No captures: the first to make five (or more) in a row wins.",
    ),
}

TOURNAMENT_INFO = {
    True: (
        "Tournament rule",
        "Black opens on the centre; Black's second stone must be outside the 5×5 centre box (3+ points away).",
    ),
    False: (
        "Free opening",
        "No opening restriction: Black may open anywhere.",
    ),
}


def player_name(player: Optional[int]) -> str:
    """The name of a stone code (``FIRST`` / ``SECOND``); "Nobody" for anything else."""
    return STONE_NAMES.get(player, "Nobody")


def seat_name(seat: Optional[int]) -> str:
    """The name of a seat (0 / 1); "Nobody" for anything else (a draw's winner)."""
    return SEAT_NAMES[seat] if seat in (0, 1) else "Nobody"


SETUP_LABELS = {"size": "Board size", "variant": "Variant", "tournament": "Opening"}
"""The setup screen's row labels (the seats' rows are named by ``SEAT_NAMES``)."""


# ----- options ------------------------------------------------------------------------

def size_name(size: int) -> str:
    return SIZE_INFO[size][0]


def variant_name(variant: str) -> str:
    return VARIANT_INFO[variant][0]


def tournament_name(tournament: bool) -> str:
    return TOURNAMENT_INFO[tournament][0]


def describe(options) -> list[tuple[str, str]]:
    """[(display name, explanation)] for the size, variant and opening of ``options``."""
    return [SIZE_INFO[options.size], VARIANT_INFO[options.variant], TOURNAMENT_INFO[options.tournament]]


def subtitle(options) -> str:
    """The line under the variant's name on the board's panel."""
    return f"{size_name(options.size)} · {tournament_name(options.tournament)}"


# ----- the game ----------------------------------------------------------------------------

def outcome_sentence(outcome) -> str:
    """One sentence for a finished game (the core Outcome: winner by seat)."""
    if outcome.winner is None:
        return "Draw: the board is full."
    how = {"five": "five in a row", "captures": "captures"}[outcome.termination]
    return f"{seat_name(outcome.winner)} wins by {how}."


def turn_text(seat: int) -> str:
    return f"{seat_name(seat)} to move"


def winner_text(outcome) -> str:
    return "Draw" if outcome.winner is None else f"{seat_name(outcome.winner)} wins"


def move_pair(ply: int) -> int:
    """The move number of the stone played at ``ply`` (0 = the first stone): as in the move list,
    one move is a Black stone and the White answer (plies 0 and 1 are move 1, plies 2 and 3 move 2)."""
    return ply // 2 + 1


def progress(turns: int) -> str:
    """An unfinished game after ``turns`` stones, as the panel counts: "move 3" when the next stone is
    the first or second of move 3 (the Continue entry and the list of games)."""
    return f"move {move_pair(turns)}"


def length(turns: int) -> str:
    """A finished game of ``turns`` stones in moves, as the move list numbers them (9 stones: "5 moves")."""
    n = move_pair(turns - 1) if turns > 0 else 0
    return f"{n} move{'s' if n != 1 else ''}"


def move_number(ply: int) -> str:
    """Under "Black to move" on the panel: the number of the move the next stone belongs to, the
    number the move list gives it ("Move 6" while the list's last line is "5." or "6. K10")."""
    return f"Move {move_pair(ply)}"


def how_text(outcome) -> str:
    """Under the winner's name on the panel: how the game ended."""
    if outcome.termination == "five":
        return "by five in a row"
    if outcome.termination == "captures":
        return f"by captures ({outcome.scores[outcome.winner]} stones)"
    return "the board is full"


def turn_banner(seat: int) -> str:
    return f"{seat_name(seat)}'s turn"


def computer_seat(seat: int) -> str:
    return f"{seat_name(seat)} is played by the computer: wait for its move."


def took_back(seat: int, point, size: int, captured: int) -> str:
    took = f" and gave back {captured} captured stones" if captured else ""
    return f"Took back {seat_name(seat)}'s move {point_to_str(point, size)}{took}."


def result_title(outcome) -> str:
    return "Draw" if outcome.winner is None else f"{seat_name(outcome.winner)} wins!"


def result_how(outcome, ply: int, capture_goal: Optional[int]) -> str:
    if outcome.termination == "five":
        return f"Five in a row on move {move_pair(ply - 1)}."
    if outcome.termination == "captures":
        return f"{outcome.scores[outcome.winner]} stones captured (the goal is {capture_goal})."
    return "The board is full and nobody made five in a row."


RESULT_CAPTURED = "Captured stones"
RESULT_ON_BOARD = "Stones on the board"


def tray_label(stone: int) -> str:
    return f"{player_name(stone)} captured"


def tray_count(shown: int, goal: int) -> str:
    return f"{shown} / {goal}"


NO_CAPTURES = "Gomoku: no captures. Make five in a row to win."
MOVES_HEAD = "Moves"
NO_MOVES = "None yet"
NO_MOVES_HERE = "None yet from this position"     # a lesson's or a puzzle's board holds stones already
TOURNAMENT_NOTE = {
    "centre": "Tournament rule: Black's first stone goes on the centre point.",
    "box": "Tournament rule: Black's second stone goes outside the shaded box.",
}
HINTS = {
    "mouse": "Click a point to place a stone. Tab reaches the buttons.",
    "keyboard": "Arrows move, Enter places. Ctrl+Z undo, Ctrl+Y redo, Esc menu.",
    "pad": "D-pad moves, A places. Y undo, Start menu.",
}


def hint(point_name: str) -> str:
    return f"Hint: play {point_name} (marked on the board)."


REFUSALS = {
    Reason.OCCUPIED: 'That point is already occupied.',
    Reason.OFF_BOARD: 'That point is not on the board.',
    Reason.TOURNAMENT_CENTRE: "Tournament rule: Black's first stone must be played on the centre point.",
    Reason.TOURNAMENT_BOX: "Tournament rule: Black's second stone must be outside the 5×5 centre box (at least 3 points from the centre along a row or column).",
    Reason.GAME_OVER: 'The game is over.',
}


def refusal(reason: Reason) -> str:
    """The sentence shown when the rules refuse a move."""
    return REFUSALS[reason]
