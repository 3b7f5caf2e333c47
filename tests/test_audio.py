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


PLAY_ALL = r"""
import json, os, sys, time
import pygame
from game.storage.settings import Settings
from game.ui.audio import NAMES, Audio
out = os.environ["SDL_DISKAUDIOFILE"]
pygame.mixer.init(44100, -16, 2, 512)
audio = Audio(Settings(volume=int(sys.argv[1]), muted=sys.argv[2] == "1"))
spans = {}
for name in NAMES:
    time.sleep(0.05)
    start = os.path.getsize(out)
    audio.play(name)
    time.sleep(audio.sounds[name].get_length() + 0.15)
    spans[name] = (start, os.path.getsize(out))
pygame.mixer.quit()
print(json.dumps(spans))
"""


def _played(tmp_path, volume: int, muted: bool) -> dict:
    """Each effect as it reached the audio output: SDL's disk driver writes the mixed stream to a file."""
    import json
    import os
    import subprocess
    import sys

    import numpy as np
    raw = tmp_path / f"out-{volume}-{muted}.raw"
    env = {**os.environ, "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(raw), "SDL_VIDEODRIVER": "dummy"}
    r = subprocess.run([sys.executable, "-c", PLAY_ALL, str(volume), "1" if muted else "0"], env=env,
                       capture_output=True, text=True, timeout=120, cwd=str(sound_synth.SOUND_DIR.parents[1]))
    assert r.returncode == 0, r.stderr
    spans = json.loads(r.stdout.strip().splitlines()[-1])
    data = np.frombuffer(raw.read_bytes(), dtype="<i2")
    return {name: data[a // 2: b // 2] for name, (a, b) in spans.items()}


def test_every_effect_reaches_the_output_at_a_sound_level_and_mute_silences_it(tmp_path):
    import numpy as np
    loud = _played(tmp_path, 100, False)
    for name, samples in loud.items():
        peak = int(np.abs(samples.astype(np.int32)).max()) if samples.size else 0
        assert 1500 < peak < 32767, (name, peak)          # audible (above -27 dBFS) and not clipped
    half = _played(tmp_path, 50, False)
    for name in loud:
        ratio = np.abs(half[name].astype(np.int32)).max() / np.abs(loud[name].astype(np.int32)).max()
        assert 0.35 < ratio < 0.65, (name, ratio)          # the volume setting scales what is heard
    silent = _played(tmp_path, 100, True)
    assert all(not samples.any() for samples in silent.values())
