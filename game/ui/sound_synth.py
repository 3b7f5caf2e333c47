"""The game's sound effects, synthesised with numpy.

`python -m game.ui.sound_synth` writes them as WAV files into assets/sounds/,
which is how the shipped files were made; the game loads those files so
that start-up does not pay for importing numpy. A test checks that the
committed files are exactly what this module makes.
"""
from __future__ import annotations

import sys
import wave
from pathlib import Path

import numpy as np

SOUND_DIR = Path(__file__).resolve().parents[2] / "assets" / "sounds"

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




def to_wav_bytes(wave_data: np.ndarray) -> bytes:
    """16-bit mono PCM samples, little-endian."""
    return (np.clip(wave_data, -1, 1) * 32767).astype("<i2").tobytes()


def write_all(directory: Path = SOUND_DIR) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, data in synthesize().items():
        path = directory / f"{name}.wav"
        with wave.open(str(path), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(to_wav_bytes(data))
        written.append(path)
    return written


if __name__ == "__main__":
    for p in write_all(Path(sys.argv[1]) if len(sys.argv) > 1 else SOUND_DIR):
        print(p)
