"""Drive the real app headless: post mouse, keyboard and pad events, step frames.

Events go through pygame's queue and the app's input layer exactly as a
player's would. Logic-heavy tests may step without drawing (draw=False):
rendering hundreds of frames is the slow part of a test.
"""
from __future__ import annotations

import ctypes
import glob
import os
from pathlib import Path

import pygame

from game.ui.app import App, post_step
from game.cli import LaunchOptions
from game.ui.script import Step


class Harness:
    def __init__(self, data_dir: Path, size=(1280, 800), ui_scale: int | None = None, **options) -> None:
        """``ui_scale``: the text size setting in percent, applied as the Settings screen applies it."""
        opts = LaunchOptions(headless=True, data_dir=Path(data_dir), size=size, **options)
        self.app = App(opts)
        self._closed = False
        from game.scenes.start import first_scenes
        for scene in first_scenes(self.app):
            self.app.push(scene)
        self.step()
        if ui_scale is not None:
            self.app.settings.ui_scale = ui_scale
            self.app.apply_settings()
            self.step()                       # a frame at the new size (widgets that size themselves when drawn)

    # --- frames
    def step(self, n: int = 1, draw: bool = True, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.step(dt=dt, draw=draw)

    def settle(self, seconds: float = 2.0, draw: bool = False) -> None:
        """Let animations finish."""
        self.step(int(seconds * 60), draw=draw)

    # --- input
    def _post(self, kind, value, mods=(), button=1, frames: int = 1, draw: bool = True) -> None:
        post_step(self.app, Step(self.app.frame, kind, value, tuple(mods), button))
        self.step(frames, draw=draw)

    def key(self, name: str, mods=(), **kw) -> None:
        self._post("key", name, mods, **kw)

    def keys(self, *names: str, **kw) -> None:
        for n in names:
            self.key(n, **kw)

    def click(self, pos, button: int = 1, **kw) -> None:
        self._post("click", tuple(pos), button=button, **kw)

    def move(self, pos, **kw) -> None:
        self._post("move", tuple(pos), **kw)

    def drag(self, *points, **kw) -> None:
        self._post("drag", tuple(tuple(p) for p in points), **kw)

    def pad(self, button: str, **kw) -> None:
        self._post("pad", button, **kw)

    def pads(self, *buttons: str, **kw) -> None:
        for b in buttons:
            self.pad(b, **kw)

    def resize(self, size, **kw) -> None:
        self._post("resize", tuple(size), **kw)

    # --- looking
    @property
    def top(self):
        return self.app.top

    @property
    def screen(self) -> pygame.Surface:
        return self.app.screen

    def widget(self, name: str):
        for w in self.top.widgets.widgets:
            if getattr(w, "name", None) == name:
                return w
        raise KeyError(name)

    def focused_name(self) -> str:
        return self.top.widgets.focused.name

    def messages(self) -> list[str]:
        return [t.text for t in self.app.messages]

    def close(self) -> None:
        """Once: a second shutdown would quit pygame under an app started since. Where pygame was quit
        already (another app's shutdown), what outlives it is still closed: the autosave writer and its
        folder's lock, and the computer's worker."""
        if self._closed:
            return
        self._closed = True
        if pygame.get_init():
            self.app.shutdown()
        else:
            self.app.autosave.close()
            self.app.thinker.close()


class VirtualPad:
    """A real SDL virtual game controller (SDL_JoystickAttachVirtual via ctypes).

    It produces genuine device-added, button and axis events through SDL's
    game-controller mapping, unlike events posted to the queue.
    """

    BUTTONS = {"a": 0, "b": 1, "x": 2, "y": 3, "back": 4, "start": 6,
               "up": 11, "down": 12, "left": 13, "right": 14}

    def __init__(self) -> None:
        libdir = Path(pygame.__file__).resolve().parent.parent / "pygame_ce.libs"
        found = sorted(glob.glob(str(libdir / "libSDL2-*.so*"))) or sorted(glob.glob(str(libdir / "SDL2*.dll")))
        if not found:
            raise RuntimeError(f"bundled SDL2 not found in {libdir}")
        self.sdl = sdl = ctypes.CDLL(found[0])
        sdl.SDL_JoystickAttachVirtual.restype = ctypes.c_int
        sdl.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int]
        sdl.SDL_JoystickOpen.restype = ctypes.c_void_p
        sdl.SDL_JoystickOpen.argtypes = [ctypes.c_int]
        sdl.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
        sdl.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
        sdl.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
        sdl.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
        self.index = sdl.SDL_JoystickAttachVirtual(1, 6, 15, 1)  # type 1: game controller
        if self.index < 0:
            raise RuntimeError("SDL refused to attach a virtual joystick")
        self.handle = sdl.SDL_JoystickOpen(self.index)

    def set_button(self, name: str, down: bool) -> None:
        self.sdl.SDL_JoystickSetVirtualButton(self.handle, self.BUTTONS[name], 1 if down else 0)

    def set_axis(self, axis: int, value: int) -> None:
        self.sdl.SDL_JoystickSetVirtualAxis(self.handle, axis, value)

    def detach(self) -> None:
        if self.handle:
            self.sdl.SDL_JoystickClose(self.handle)
            self.handle = None
        self.sdl.SDL_JoystickDetachVirtual(self.index)
