"""The controls page: every action with its keys, pad buttons and mouse use, read from the input tables
themselves (``game.ui.input``), so the page cannot drift from what the keys really do."""
from __future__ import annotations

import pygame

from . import input as inp

MEANING = {
    inp.UP: "Move up (the cursor on a board, the focus in a menu; in the viewer, the buttons)",
    inp.DOWN: "Move down",
    inp.LEFT: "Move left (in the viewer: one step back)",
    inp.RIGHT: "Move right (in the viewer: one step on)",
    inp.CONFIRM: "Choose; on a board: place, pick or move",
    inp.BACK: "Back or cancel a selection; on a board, the pause menu",
    inp.SECONDARY: "Senket: draw every fence from the new post; in Games, delete the chosen game (asks first)",
    inp.UNDO: "Undo",
    inp.REDO: "Redo",
    inp.MENU: "Pause menu (on the keyboard, Escape on a board)",
    inp.NEXT: "Next (focus, tab, or the viewer's next step)",
    inp.PREV: "Previous (focus, or the viewer's step back)",
    inp.PAGE_UP: "A page up in a list or the rules; in the viewer, ten steps back",
    inp.PAGE_DOWN: "A page down; in the viewer, ten steps on",
    inp.FIRST: "The first in a list, the top of the rules; in the viewer, the start of the game",
    inp.LAST: "The last in a list, the end of the rules; in the viewer, the end of the game",
    inp.DELETE: "In Games, delete the chosen game (asks first)",
    inp.PASS: "Senket: end the turn, or pass",
    inp.TOGGLE: "Senket: territory overlay on or off",
    inp.HINT: "Hint (a puzzle or lesson gives its own)",
    inp.WHY: "Senket: why this score (each territory, what voids a region, each prisoner)",
}
# Pad ways to actions that have no pad button of their own (every button already has a use in play).
PAD_ROUTES = {inp.WHY: ["Start, then Why this score"], inp.TOGGLE: ["a shoulder to the Overlay button, then A"],
              inp.DELETE: ["X"]}
# Chords the input layer reads before its plain table (see InputState.translate).
CHORDS = {inp.UNDO: ["Ctrl+Z"], inp.REDO: ["Ctrl+Y", "Ctrl+Shift+Z"], inp.NEXT: ["Tab"], inp.PREV: ["Shift+Tab"]}
PAD_NAMES = {"a": "A", "b": "B", "x": "X", "y": "Y", "start": "Start", "back": "Back/Select", "up": "D-pad up",
             "down": "D-pad down", "left": "D-pad left", "right": "D-pad right", "lb": "Left shoulder",
             "rb": "Right shoulder", "rs": "Right stick press", "ls": "Left stick press"}
STICK = {inp.UP: "Left stick", inp.DOWN: "Left stick", inp.LEFT: "Left stick", inp.RIGHT: "Left stick"}
TRIGGER_NAMES = {pygame.CONTROLLER_AXIS_TRIGGERLEFT: "Left trigger", pygame.CONTROLLER_AXIS_TRIGGERRIGHT: "Right trigger"}
MOUSE = [
    "Left click: choose a button; on a board, place a stone or post, pick a counter and its house",
    "Drag from post to post: draw a Senket fence",
    "Click Senket's score in the side panel: why this score",
    "Right click: cancel a selection",
    "Wheel: scroll lists and the rules; in the viewer, step through the game",
    "In the viewer, Prev or Next held down: step on and on, ten at a time after a moment",
    "In Games, Delete at the right end of a row: delete that game (asks first)",
]


def keys_for(action: str) -> list[str]:
    names = [pygame.key.name(k).title() for k, a in inp._PLAIN_KEYS.items() if a == action]
    return CHORDS.get(action, []) + names


def pad_for(action: str) -> list[str]:
    by_code = {code: name for name, code in inp.PAD_BUTTON_NAMES.items()}
    names = [PAD_NAMES[by_code[c]] for c, a in inp._PAD_BUTTONS.items() if a == action and c in by_code]
    if action in STICK:
        names.append(STICK[action])
    names += [TRIGGER_NAMES[axis] for axis, a in inp._PAD_TRIGGERS.items() if a == action]
    return names


def controls_text() -> str:
    """The page in the rules text format ('#' headings, '- ' items)."""
    lines = ["# Controls", "Every action works with the mouse, the keyboard and a gamepad.", "", "# Mouse"]
    lines += [f"- {m}" for m in MOUSE]
    lines += ["", "# Keyboard and gamepad"]
    for action in inp.ACTION_NAMES:
        keys, pads = ", ".join(keys_for(action)) or "—", ", ".join(pad_for(action) + PAD_ROUTES.get(action, [])) or "—"
        lines.append(f"- {MEANING[action]}: keys {keys}; pad {pads}")
    lines += ["- Fullscreen on or off: key F11", "", "# Text fields",
              "- Type a name with the keyboard; Backspace deletes, Enter saves, Esc cancels."]
    return "\n".join(lines)
