"""Every word of Senket a player reads: seat names, option explanations, refusals, hints."""
from .rules import Reason

SEAT_NAMES = ("Red", "Blue")
"""The seats' usual names (the colours of the classic palette); the screen asks ``seat_names(palette)``."""

PALETTE_SEAT_NAMES = {"colour-blind safe": ("Orange", "Blue")}
"""Palettes whose first colour is not red: the names a player reads on the board must match what is shown."""


def seat_names(palette: str = "classic") -> tuple[str, str]:
    """What seats 0 and 1 are called on screen with this palette (by name): ("Orange", "Blue") in
    the colour-blind palette, whose first side is orange; ``SEAT_NAMES`` otherwise."""
    return PALETTE_SEAT_NAMES.get(palette, SEAT_NAMES)

SIZE_EXPLAIN = {11: "A quick game", 13: "A short game", 17: "A reasonable game (the default)",
                19: "A longer game", 25: "A long game", 31: "The official size"}
SCORING_NAMES = {"area": "Area", "posts": "Posts"}
SCORING_EXPLAIN = {
    "area": "Each group scores (area fenced in + prisoners)², the standard count",
    "posts": "Each group scores (empty points inside + 2 × prisoners)², a variant",
}

HINTS = {
    "post": "Hint: a post on the marked point.",
    "fence": "Hint: draw the marked fence.",
    "end": "Hint: end your turn now.",
    "pass": "Hint: pass.",
}

REFUSALS = {
    Reason.OFF_BOARD: "That point is off the board.",
    Reason.OCCUPIED: "That point already has a post.",
    Reason.NOT_KNIGHT_STEP: "A fence must join opposite corners of a 1\u00d72 rectangle.",
    Reason.NOT_A_POST: "A fence must join two posts.",
    Reason.NOT_YOUR_POST: "A fence may only join two of your own posts.",
    Reason.CROSSES_FENCE: "That fence would cross an existing fence.",
    Reason.ALREADY_DRAWN: "That fence is already drawn.",
    Reason.NO_POST_THIS_TURN: "Place this turn's post before drawing fences.",
    Reason.POST_ALREADY_PLACED: "You have already placed a post this turn.",
    Reason.TURN_IN_PROGRESS: "Finish or undo the turn in progress first.",
    Reason.GAME_OVER: "The game is over.",
    Reason.NOTHING_TO_UNDO: "There is nothing to undo.",
    Reason.BAD_SIZE: "Board size must be 11, 13, 17, 19, 25 or 31.",
    Reason.NOT_AN_ACTION: "That is not a Senket action.",
    Reason.NO_CHANCE: "Senket has no throws.",
}


def refusal(reason: Reason) -> str:
    """The sentence shown when the rules refuse an action."""
    return REFUSALS[reason]
