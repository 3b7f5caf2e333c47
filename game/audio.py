"""Sound effects made from numpy at start-up; silence when there is no mixer.

No sound card (CI, the dummy driver without a device, a busy device) must
never stop the game: the mixer is optional and every call is a no-op
without it.
"""
from __future__ import annotations

import numpy as np
import pygame

from .settings import Settings

RATE = 44100


def _envelope(n: int, attack: float = 0.005, decay: float = 8.0) -> np.ndarray:
    t = np.arange(n) / RATE
    env = np.exp(-decay * t)
    a = max(1, int(attack * RATE))
    env[:a] *= np.linspace(0, 1, a)
    return env


def _tone(freq: float, seconds: float, decay: float = 8.0, harmonics=(1.0, 0.3, 0.1)) -> np.ndarray:
    n = int(seconds * RATE)
    t = np.arange(n) / RATE
    wave = sum(amp * np.sin(2 * np.pi * freq * (k + 1) * t) for k, amp in enumerate(harmonics))
    return wave * _envelope(n, decay=decay)


def _clack(seed: int, seconds: float = 0.07) -> np.ndarray:
    """A wooden knock: filtered noise burst plus a short low tone."""
    rng = np.random.default_rng(seed)
    n = int(seconds * RATE)
    noise = rng.standard_normal(n)
    noise = np.convolve(noise, np.ones(6) / 6, mode="same")
    return (0.6 * noise + _tone(420 + 60 * (seed % 5), seconds, decay=40, harmonics=(1.0, 0.4))) * _envelope(n, decay=45)


def synthesize() -> dict[str, np.ndarray]:
    """Mono float waveforms in -1..1 for every named sound."""
    sounds = {
        "click": _tone(880, 0.06, decay=60),
        "move": _tone(520, 0.12, decay=30),
        "place": _clack(1, 0.09),
        "capture": np.concatenate([_tone(660, 0.08, decay=40), _tone(440, 0.14, decay=25)]),
        "error": _tone(160, 0.18, decay=14, harmonics=(1.0, 0.5, 0.3)),
        "win": np.concatenate([_tone(f, 0.16, decay=10) for f in (523, 659, 784, 1047)]),
    }
    # The throwing sticks: four knocks at irregular moments, then a settle.
    throw = np.zeros(int(0.9 * RATE))
    for i, start in enumerate((0.0, 0.11, 0.26, 0.38, 0.55, 0.62)):
        c = _clack(10 + i)
        s = int(start * RATE)
        throw[s:s + len(c)] += c * (1.0 - 0.1 * i)
    sounds["throw"] = throw
    return {name: w / max(1e-9, np.abs(w).max()) * 0.8 for name, w in sounds.items()}


class Audio:
    def __init__(self, settings: Settings) -> None:
        self.problem = ""
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.volume = settings.effective_volume
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 2, 512)
            freq, _fmt, channels = pygame.mixer.get_init()
            for name, wave in synthesize().items():
                data = (wave * 32767).astype(np.int16)
                if channels > 1:
                    data = np.repeat(data[:, None], channels, axis=1)
                self.sounds[name] = pygame.sndarray.make_sound(np.ascontiguousarray(data))
        except (pygame.error, ValueError) as exc:
            self.sounds.clear()
            self.problem = f"Sound is off: no audio device ({exc})"
        self.apply(settings)

    @property
    def available(self) -> bool:
        return bool(self.sounds)

    def apply(self, settings: Settings) -> None:
        self.volume = settings.effective_volume
        for snd in self.sounds.values():
            snd.set_volume(self.volume)

    def play(self, name: str) -> None:
        snd = self.sounds.get(name)
        if snd is not None and self.volume > 0:
            snd.play()

    def close(self) -> None:
        self.sounds.clear()
