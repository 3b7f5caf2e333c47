"""Sounds are made by the project and never stop the game when there is no mixer."""
import wave

import pygame

from game.ui import sound_synth
from game.ui.audio import NAMES, Audio
from game.storage.settings import Settings


def test_shipped_wavs_are_exactly_what_the_synth_makes():
    made = sound_synth.synthesize()
    assert set(made) == set(NAMES)
    for name, data in made.items():
        with wave.open(str(sound_synth.SOUND_DIR / f"{name}.wav")) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, sound_synth.RATE)
            assert w.readframes(w.getnframes()) == sound_synth.to_wav_bytes(data), f"{name}.wav is stale"


def test_throw_sound_fits_the_throw_animation():
    assert len(sound_synth.synthesize()["throw"]) / sound_synth.RATE <= 1.2


def test_no_mixer_means_silence_not_a_crash(monkeypatch):
    pygame.init()
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)

    def fail(*a, **k):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "init", fail)
    audio = Audio(Settings())
    assert not audio.available and "No available audio device" in audio.problem
    audio.play("click")  # no-op


def test_volume_and_mute_apply(app):
    audio = app.app.audio
    s = Settings(volume=40)
    audio.apply(s)
    assert abs(audio.volume - 0.4) < 1e-9
    s.muted = True
    audio.apply(s)
    assert audio.volume == 0
