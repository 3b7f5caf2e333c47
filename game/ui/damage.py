"""Drawing only what changed on the window: the marks' rectangles and the pictures under them.

A board scene's frame is big pictures that rarely change (the backdrop, the board's picture, the panel's)
under small marks that change often (the pointer's ghost, the thinking sign, the HUD's buttons, a banner).
Copying the big pictures whole every frame was most of a frame at 1920x1080 (~1.5 of ~2.2 ms while a
computer thinks, two to three times that beside its search: issue 39). So a scene that can tells its
pictures from its marks (``BoardScene.draw``): the marks are drawn through a ``Recorder``, which keeps the
rectangle every blit, fill and ``pygame.draw`` call touched; on the next frame the pictures are drawn again
only inside those rectangles (clipped, so a blit costs its clipped part) and inside a picture that
changed, and the marks are drawn again over them. Everything else on the window is still what the last
frame left there, which is this frame's picture too: tests compare every frame with one drawn whole.

``pygame.draw`` takes a real Surface, not a stand-in, so its functions are wrapped once (here, on import):
a call on a ``Recorder`` draws on the window and records the rectangle the function returns; any other
call is passed straight through.
"""
from __future__ import annotations

import functools

import pygame

DRAW_FUNCTIONS = ("rect", "polygon", "aapolygon", "circle", "aacircle", "ellipse", "arc", "line", "lines",
                  "aaline", "aalines")
MAX_RECTS = 24          # more rectangles than this are drawn as their union (a clipped pass costs ~30 µs)
JOIN_WITHIN = 12        # rectangles this close are drawn again as one,
JOIN_SPARE = 1.5        # if their union is at most this much more than the two
JOIN_SMALL = 128 * 128  # or small anyway


class Recorder:
    """The window as the marks see it: each drawing call is made on the window and its rectangle kept.

    Reading the window (``subsurface``, ``get_at``, copying from it) goes to the window itself."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.rects: list[pygame.Rect] = []

    def blit(self, source, dest, area=None, special_flags: int = 0) -> pygame.Rect:
        r = self.surface.blit(source, dest, area, special_flags)
        self.rects.append(r)
        return r

    def blits(self, sequence, doreturn: bool = True):
        rects = self.surface.blits(sequence, True)
        self.rects.extend(rects)
        return rects if doreturn else None

    def fblits(self, sequence, special_flags: int = 0) -> None:
        sequence = list(sequence)
        self.surface.fblits(sequence, special_flags)
        for source, dest in sequence:
            self.rects.append(pygame.Rect(dest, source.get_size()).clip(self.surface.get_rect()))

    def fill(self, color, rect=None, special_flags: int = 0) -> pygame.Rect:
        r = self.surface.fill(color, rect, special_flags)
        self.rects.append(r)
        return r

    def __getattr__(self, name):
        return getattr(self.surface, name)


def _recording(function):
    @functools.wraps(function)
    def draw(surface, *args, **kwargs):
        if type(surface) is Recorder:
            r = function(surface.surface, *args, **kwargs)
            surface.rects.append(r)
            return r
        return function(surface, *args, **kwargs)
    draw.recording = True
    return draw


def _wrap_pygame_draw() -> None:
    for name in DRAW_FUNCTIONS:
        function = getattr(pygame.draw, name, None)
        if function is not None and not getattr(function, "recording", False):
            setattr(pygame.draw, name, _recording(function))


_wrap_pygame_draw()


def window_surface(surface):
    """The real Surface behind a Recorder (what reading the window needs), or the surface itself."""
    return surface.surface if type(surface) is Recorder else surface


def _area(r: pygame.Rect) -> int:
    return r.w * r.h


def merged(rects: list[pygame.Rect], bounds: pygame.Rect, near: int = JOIN_WITHIN) -> list[pygame.Rect]:
    """The rectangles, clipped to ``bounds``, empty ones dropped, and two joined where they are within ``near``
    pixels and their union is not much more than the two (``JOIN_SPARE``): each clipped pass of the pictures
    costs ~30 µs however small, so a column of buttons is one rectangle, not twenty; but the board and the
    panel beside it are two (their union would be most of the window). More than ``MAX_RECTS`` left: their
    union."""
    out: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r).clip(bounds)
        if not r.w or not r.h:
            continue
        joined = True
        while joined:
            joined = False
            probe = r.inflate(2 * near, 2 * near)
            for i, o in enumerate(out):
                if probe.colliderect(o):
                    u = r.union(o)
                    if _area(u) <= JOIN_SPARE * (_area(r) + _area(o)) or _area(u) <= JOIN_SMALL:
                        r = u
                        del out[i]
                        joined = True
                        break
        out.append(r)
    if len(out) > MAX_RECTS:
        return [out[0].unionall(out[1:])]
    return out


class WindowMemory:
    """What a scene left on the window: the rectangles its marks touched and the keys of its pictures.

    ``damage`` says where this frame must draw the pictures again (None: everywhere)."""

    def __init__(self) -> None:
        self.marks: list[pygame.Rect] = []
        self.keys: dict = {}
        self.valid = False
        self.partial = 0              # frames drawn in part (what the tests and the bench count)
        self.last_damage: list | None = None

    def forget(self) -> None:
        self.valid = False
        self.marks, self.keys = [], {}

    def damage(self, kept: bool, extra: list, pictures: list) -> list[pygame.Rect] | None:
        """``kept``: the window still holds this scene's last frame (``extra``: what was drawn over it since,
        a toast). ``pictures``: (rectangle, key) of each picture; one whose key changed is drawn again whole
        in its rectangle."""
        keys = {i: key for i, (_, key) in enumerate(pictures)}
        if not (kept and self.valid) or keys.keys() != self.keys.keys():
            self.keys, self.last_damage = keys, None
            return None
        rects = list(self.marks) + list(extra)
        for i, (rect, key) in enumerate(pictures):
            if self.keys[i] != key:
                rects.append(rect)
        self.keys, self.last_damage = keys, rects
        self.partial += 1
        return rects
