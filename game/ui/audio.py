"""Sound effects: load the generated WAVs; silence when there is no mixer.

No sound card (CI, a busy device) must never stop the game: the mixer is
optional and every call is a no-op without it. The WAVs are made by
game/sound_synth.py (numpy) and shipped in assets/sounds/.
"""
from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

import pygame

from ..storage.settings import Settings

SOUND_DIR = Path(__file__).resolve().parents[2] / "assets" / "sounds"
NAMES = ("click", "move", "place", "capture", "error", "win", "throw")


class Audio:
    def __init__(self, settings: Settings) -> None:
        self.problem = ""
        self._quiet = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(44100, -16, 2, 512)
            for name in NAMES:
                self.sounds[name] = pygame.mixer.Sound(str(SOUND_DIR / f"{name}.wav"))
        except (pygame.error, FileNotFoundError) as exc:
            self.problem = f"Sound is off: no audio device could be opened ({exc})"
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
        if snd is not None and self.volume > 0 and not self._quiet:
            snd.play()

    @contextmanager
    def quiet(self):
        """No sound inside: the viewer's jump of many steps is heard as its last step only, not as a burst."""
        before, self._quiet = self._quiet, True
        try:
            yield
        finally:
            self._quiet = before

    def close(self) -> None:
        self.sounds.clear()
