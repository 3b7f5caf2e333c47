"""Time-based animation: tweens and a queue of them, skippable, speed-scaled.

Durations are in seconds at normal speed and divided by the player's
animation-speed setting (0 = off: every tween finishes at once). Scenes
update tweens with the frame's elapsed time, never per frame count.
"""
from __future__ import annotations

import math
from typing import Callable


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a, b, t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def along_path(points, t: float) -> tuple[float, float]:
    """The point a fraction t along a polyline (by length)."""
    if len(points) == 1:
        return points[0]
    lengths = [math.dist(points[i], points[i + 1]) for i in range(len(points) - 1)]
    total = sum(lengths) or 1.0
    d = t * total
    for i, seg in enumerate(lengths):
        if d <= seg or i == len(lengths) - 1:
            return lerp_point(points[i], points[i + 1], 0 if seg == 0 else min(1.0, d / seg))
        d -= seg
    return points[-1]


class Tween:
    """Progress from 0 to 1 over a duration; calls on_done once when finished."""

    def __init__(self, duration: float, ease: Callable[[float], float] = ease_out_cubic,
                 on_done: Callable[[], None] | None = None, data: object = None) -> None:
        self.duration, self.ease, self.on_done, self.data = duration, ease, on_done, data
        self.elapsed = 0.0
        self.done = duration <= 0
        self._fired = False

    @property
    def t(self) -> float:
        return self.ease(1.0 if self.done else min(1.0, self.elapsed / self.duration))

    def update(self, dt: float) -> None:
        if not self.done:
            self.elapsed += dt
            if self.elapsed >= self.duration:
                self.done = True
        if self.done and not self._fired:
            self._fired = True
            if self.on_done:
                self.on_done()

    def finish(self) -> None:
        self.done = True
        self.update(0)


class AnimQueue:
    """Tweens played one after another; `busy` while any remains."""

    def __init__(self, speed: Callable[[], float]) -> None:
        self.speed = speed  # returns the animation factor; 0 means off
        self.queue: list[Tween] = []

    def add(self, duration: float, ease=ease_out_cubic, on_done=None, data=None) -> Tween:
        factor = self.speed()
        tween = Tween(duration / factor if factor > 0 else 0.0, ease, on_done, data)
        self.queue.append(tween)
        return tween

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    @property
    def current(self) -> Tween | None:
        return self.queue[0] if self.queue else None

    def update(self, dt: float) -> None:
        while self.queue:
            head = self.queue[0]
            head.update(dt)
            if not head.done:
                return
            self.queue.pop(0)
            dt = 0.0

    def skip(self) -> None:
        """Finish every queued tween now, in order (their on_done effects happen)."""
        while self.queue:
            self.queue.pop(0).finish()
