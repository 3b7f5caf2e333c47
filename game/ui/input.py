"""One input layer: raw mouse, keyboard and gamepad events become Actions.

Scenes never look at pygame events. They receive Actions, which say what the
player meant (move the focus up, confirm, undo…) and, for pointer actions,
where. Each Action names the device it came from so a scene can show the
keyboard/pad cursor only when it is in use.

Gamepads go through SDL's game-controller mapping (pygame._sdl2.controller):
A confirm, B back, X secondary, Y undo, left-stick press redo, right-stick press hint,
Start menu, d-pad or left stick move, left/right trigger page up/down.
A joystick SDL cannot map is read through the plain joystick API with the
usual layout (buttons 0-3 = A B X Y, 7 = Start, hat = d-pad). Devices are
tracked by instance id, so unplugging one mid-game only forgets it.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame._sdl2 import controller as sdl_controller

# --- what a player can mean -------------------------------------------------
UP, DOWN, LEFT, RIGHT = "up", "down", "left", "right"
CONFIRM, BACK, SECONDARY, UNDO, REDO, MENU = "confirm", "back", "secondary", "undo", "redo", "menu"
NEXT, PREV = "next", "prev"  # Tab / Shift+Tab: next focusable thing
PASS = "pass"  # P key: a game's pass / end-turn shortcut where it has one
TOGGLE = "toggle"  # T key: a game's overlay toggle where it has one
HINT = "hint"  # H key / right-stick press: the computer's suggestion, shown, not played
WHY = "why"  # I key: a game's account of its live score where it has one (Senket: why this score)
PAGE_UP, PAGE_DOWN = "page_up", "page_down"  # PageUp/PageDown, the pad's triggers: a page of a list or text
FIRST, LAST = "first", "last"  # Home/End: the top or the end of a list, a text, a record
DELETE = "delete"  # the Delete key: remove the chosen saved game (the Games list asks first)
POINTER_MOVE, POINTER_DOWN, POINTER_UP, SCROLL = "pointer_move", "pointer_down", "pointer_up", "scroll"
TYPE = "type"  # a printable key no other action uses; the text of every key press rides in Action.text

DIRECTIONS = {UP: (0, -1), DOWN: (0, 1), LEFT: (-1, 0), RIGHT: (1, 0)}
ACTION_NAMES = (UP, DOWN, LEFT, RIGHT, CONFIRM, BACK, SECONDARY, UNDO, REDO, MENU, NEXT, PREV, PAGE_UP, PAGE_DOWN,
                FIRST, LAST, DELETE, PASS, TOGGLE, HINT, WHY)

MOUSE, KEYBOARD, PAD = "mouse", "keyboard", "pad"


@dataclass(frozen=True)
class Action:
    kind: str
    device: str
    pos: tuple[int, int] | None = None
    button: int = 0          # mouse button for pointer actions (1 left, 3 right)
    dragging: bool = False   # pointer_move with the left button held
    amount: int = 0          # scroll steps
    text: str = ""          # keyboard: what the key types ("\x08" Backspace, "\x1b" Escape) for text fields

    @property
    def direction(self) -> tuple[int, int] | None:
        return DIRECTIONS.get(self.kind)


# --- keyboard ---------------------------------------------------------------
KEY_NAMES = {
    "up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT,
    "return": pygame.K_RETURN, "enter": pygame.K_KP_ENTER, "space": pygame.K_SPACE,
    "escape": pygame.K_ESCAPE, "tab": pygame.K_TAB, "backspace": pygame.K_BACKSPACE,
    "z": pygame.K_z, "y": pygame.K_y, "x": pygame.K_x, "p": pygame.K_p, "t": pygame.K_t,
    "f": pygame.K_f, "e": pygame.K_e, "f11": pygame.K_F11, "w": pygame.K_w, "a": pygame.K_a,
    "s": pygame.K_s, "d": pygame.K_d, "h": pygame.K_h, "i": pygame.K_i, "pageup": pygame.K_PAGEUP, "pagedown": pygame.K_PAGEDOWN,
    "home": pygame.K_HOME, "end": pygame.K_END, "delete": pygame.K_DELETE,
}
_PLAIN_KEYS = {
    pygame.K_UP: UP, pygame.K_DOWN: DOWN, pygame.K_LEFT: LEFT, pygame.K_RIGHT: RIGHT,
    pygame.K_w: UP, pygame.K_s: DOWN, pygame.K_a: LEFT, pygame.K_d: RIGHT,
    pygame.K_RETURN: CONFIRM, pygame.K_KP_ENTER: CONFIRM, pygame.K_SPACE: CONFIRM,
    pygame.K_ESCAPE: BACK, pygame.K_BACKSPACE: BACK,
    pygame.K_x: SECONDARY, pygame.K_f: SECONDARY,
    pygame.K_p: PASS, pygame.K_e: PASS, pygame.K_t: TOGGLE, pygame.K_h: HINT, pygame.K_i: WHY,
    pygame.K_PAGEUP: PAGE_UP, pygame.K_PAGEDOWN: PAGE_DOWN, pygame.K_HOME: FIRST, pygame.K_END: LAST,
    pygame.K_DELETE: DELETE,
}

# --- gamepads ---------------------------------------------------------------
PAD_BUTTON_NAMES = {
    "a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B,
    "x": pygame.CONTROLLER_BUTTON_X, "y": pygame.CONTROLLER_BUTTON_Y,
    "start": pygame.CONTROLLER_BUTTON_START, "back": pygame.CONTROLLER_BUTTON_BACK,
    "up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
    "lb": pygame.CONTROLLER_BUTTON_LEFTSHOULDER, "rb": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    "rs": pygame.CONTROLLER_BUTTON_RIGHTSTICK, "ls": pygame.CONTROLLER_BUTTON_LEFTSTICK,
}
_PAD_BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: CONFIRM, pygame.CONTROLLER_BUTTON_B: BACK,
    pygame.CONTROLLER_BUTTON_X: SECONDARY, pygame.CONTROLLER_BUTTON_Y: UNDO,
    pygame.CONTROLLER_BUTTON_START: MENU, pygame.CONTROLLER_BUTTON_BACK: PASS,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: PREV, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: NEXT,
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: HINT, pygame.CONTROLLER_BUTTON_LEFTSTICK: REDO,
    pygame.CONTROLLER_BUTTON_DPAD_UP: UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN: DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT: RIGHT,
}
# The triggers are axes: pressed past the threshold they page, and held they repeat like a direction.
_PAD_TRIGGERS = {pygame.CONTROLLER_AXIS_TRIGGERLEFT: PAGE_UP, pygame.CONTROLLER_AXIS_TRIGGERRIGHT: PAGE_DOWN}
_JOY_BUTTONS = {0: CONFIRM, 1: BACK, 2: SECONDARY, 3: UNDO, 6: PASS, 7: MENU, 4: PREV, 5: NEXT, 10: HINT}
_HAT = {(0, 1): UP, (0, -1): DOWN, (-1, 0): LEFT, (1, 0): RIGHT}
STICK_THRESHOLD = 0.5
REPEAT_DELAY, REPEAT_INTERVAL = 0.35, 0.09


def _typed(event) -> str:
    text = getattr(event, "unicode", "") or ""
    if not text:
        text = {pygame.K_BACKSPACE: "\x08", pygame.K_ESCAPE: "\x1b"}.get(event.key, "")
    return text[:1] if isinstance(text, str) else ""


class InputMapper:
    """Turns pygame events into Actions and keeps the gamepads it has opened."""

    def __init__(self) -> None:
        if not sdl_controller.get_init():
            sdl_controller.init()
        self.controllers: dict[int, object] = {}   # instance id -> Controller
        self.joysticks: dict[int, pygame.joystick.JoystickType] = {}  # unmapped pads
        self.notices: list[str] = []  # plug/unplug sentences for the app to show
        self._held: dict[tuple, str] = {}  # (instance, source) -> direction being held
        self._repeat: dict[tuple, float] = {}
        self.last_device = MOUSE
        self._dragging = False
        self.left_held = False      # the left mouse button is down (whichever scene used or skipped the press)
        self._entered = False       # the pointer has just come into the window (``translate``: MOUSEMOTION)

    @property
    def holding(self) -> bool:
        """A pad direction is held down: it repeats, so the loop must keep stepping."""
        return bool(self._held)

    # -- devices
    def _device_added(self, index: int) -> None:
        try:
            if sdl_controller.is_controller(index):
                pad = sdl_controller.Controller(index)
                joy = pad.as_joystick()
                iid = joy.get_instance_id()
                if iid not in self.controllers:
                    self.controllers[iid] = pad
                    self.notices.append(f"Gamepad connected: {pad.name}")
            else:
                joy = pygame.joystick.Joystick(index)
                iid = joy.get_instance_id()
                if iid not in self.joysticks and iid not in self.controllers:
                    self.joysticks[iid] = joy
                    self.notices.append(f"Gamepad connected: {joy.get_name()}")
        except pygame.error as exc:  # a device that vanished between the event and now
            self.notices.append(f"A gamepad could not be opened ({exc})")

    def _device_removed(self, iid: int) -> None:
        pad = self.controllers.pop(iid, None) or self.joysticks.pop(iid, None)
        for key in [k for k in self._held if k[0] == iid]:
            self._held.pop(key, None)
            self._repeat.pop(key, None)
        if pad is not None:
            self.notices.append("Gamepad disconnected")

    def _hold(self, key: tuple, direction: str | None, out: list[Action]) -> None:
        """Start or stop a held direction (stick, d-pad, or a trigger's page) that auto-repeats."""
        if direction is None:
            self._held.pop(key, None)
            self._repeat.pop(key, None)
        elif self._held.get(key) != direction:
            self._held[key] = direction
            self._repeat[key] = REPEAT_DELAY
            out.append(Action(direction, PAD))

    # -- events
    def translate(self, event: pygame.event.Event) -> list[Action]:
        out: list[Action] = []
        t = event.type
        if t == pygame.KEYDOWN:
            mods = event.mod
            ctrl = mods & pygame.KMOD_CTRL
            if ctrl and event.key == pygame.K_z:
                out.append(Action(REDO if mods & pygame.KMOD_SHIFT else UNDO, KEYBOARD))
            elif ctrl and event.key == pygame.K_y:
                out.append(Action(REDO, KEYBOARD))
            elif event.key == pygame.K_TAB:
                out.append(Action(PREV if mods & pygame.KMOD_SHIFT else NEXT, KEYBOARD))
            elif not ctrl and event.key in _PLAIN_KEYS:
                out.append(Action(_PLAIN_KEYS[event.key], KEYBOARD, text=_typed(event)))
            elif not ctrl and _typed(event).isprintable() and _typed(event):
                out.append(Action(TYPE, KEYBOARD, text=_typed(event)))
            if out:
                self.last_device = KEYBOARD
        elif t == pygame.WINDOWENTER:
            self._entered = True
        elif t == pygame.MOUSEMOTION:
            entered, self._entered = self._entered, False
            if entered and tuple(event.rel) == (0, 0) and not any(event.buttons):
                # the window opened (or came back) under a still pointer: SDL says where it is, with no
                # motion; hovering there takes no focus until the mouse moves (it took a setup row's focus
                # from the keys at start)
                return out
            self._dragging = bool(event.buttons[0])
            out.append(Action(POINTER_MOVE, MOUSE, pos=tuple(event.pos), dragging=self._dragging))
            self.last_device = MOUSE
        elif t == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            out.append(Action(POINTER_DOWN, MOUSE, pos=tuple(event.pos), button=event.button))
            self.left_held = self.left_held or event.button == 1
            self.last_device = MOUSE
        elif t == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
            out.append(Action(POINTER_UP, MOUSE, pos=tuple(event.pos), button=event.button))
            self._dragging = False
            self.left_held = self.left_held and event.button != 1
            self.last_device = MOUSE
        elif t == pygame.WINDOWFOCUSLOST:
            self.left_held = False       # a release outside the window may never arrive
        elif t == pygame.MOUSEWHEEL:
            out.append(Action(SCROLL, MOUSE, pos=pygame.mouse.get_pos(), amount=int(event.y)))
        elif t == pygame.CONTROLLERDEVICEADDED or t == pygame.JOYDEVICEADDED:
            self._device_added(event.device_index)
        elif t == pygame.CONTROLLERDEVICEREMOVED or t == pygame.JOYDEVICEREMOVED:
            self._device_removed(event.instance_id)
        elif t == pygame.CONTROLLERBUTTONDOWN:
            kind = _PAD_BUTTONS.get(event.button)
            if kind in DIRECTIONS:
                self._hold((event.instance_id, "dpad", kind), kind, out)
            elif kind:
                out.append(Action(kind, PAD))
        elif t == pygame.CONTROLLERBUTTONUP:
            kind = _PAD_BUTTONS.get(event.button)
            if kind in DIRECTIONS:
                self._hold((event.instance_id, "dpad", kind), None, out)
        elif t == pygame.CONTROLLERAXISMOTION and event.axis in _PAD_TRIGGERS:
            pressed = event.value / 32767.0 >= STICK_THRESHOLD
            self._hold((event.instance_id, "trigger", event.axis), _PAD_TRIGGERS[event.axis] if pressed else None, out)
        elif t == pygame.CONTROLLERAXISMOTION:
            self._stick(event.instance_id, event.axis, event.value / 32767.0, out,
                        (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY))
        elif t in (pygame.JOYBUTTONDOWN, pygame.JOYHATMOTION, pygame.JOYAXISMOTION) and \
                getattr(event, "instance_id", None) in self.joysticks:
            # Plain joysticks only: mapped controllers arrive as CONTROLLER* events too.
            if t == pygame.JOYBUTTONDOWN and event.button in _JOY_BUTTONS:
                out.append(Action(_JOY_BUTTONS[event.button], PAD))
            elif t == pygame.JOYHATMOTION:
                self._hold((event.instance_id, "hat"), _HAT.get(tuple(event.value)), out)
            elif t == pygame.JOYAXISMOTION:
                self._stick(event.instance_id, event.axis, event.value, out, (0, 1))
        if out and out[0].device == PAD:
            self.last_device = PAD
        return out

    def _stick(self, iid: int, axis: int, value: float, out: list[Action], axes: tuple[int, int]) -> None:
        if axis not in axes:
            return
        horizontal = axis == axes[0]
        key = (iid, "stick", horizontal)
        if abs(value) < STICK_THRESHOLD:
            self._hold(key, None, out)
        elif horizontal:
            self._hold(key, RIGHT if value > 0 else LEFT, out)
        else:
            self._hold(key, DOWN if value > 0 else UP, out)

    def update(self, dt: float) -> list[Action]:
        """Auto-repeat for held pad directions (the keyboard repeats by itself)."""
        out: list[Action] = []
        for key, direction in list(self._held.items()):
            self._repeat[key] -= dt
            if self._repeat[key] <= 0:
                self._repeat[key] += REPEAT_INTERVAL
                if self._repeat[key] <= 0:
                    self._repeat[key] = REPEAT_INTERVAL
                out.append(Action(direction, PAD))
        return out

    @property
    def pad_count(self) -> int:
        return len(self.controllers) + len(self.joysticks)
