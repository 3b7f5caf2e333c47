"""Colours, fonts and cached text: the look every scene shares.

Palettes are chosen in Settings. The colour-blind-safe palette uses the
Okabe-Ito colours (orange/blue pairs stay apart for every common form of
colour blindness); pieces also differ in shape or marking, never colour alone.
Text surfaces are cached by (text, size, colour) because rendering text is
the dearest thing a menu frame would otherwise do.
"""
from __future__ import annotations

from dataclasses import dataclass
from collections import OrderedDict
from functools import lru_cache

import pygame

Color = tuple[int, int, int]


@dataclass(frozen=True)
class Palette:
    name: str
    bg_top: Color
    bg_bottom: Color
    panel: Color
    panel_edge: Color
    text: Color
    text_dim: Color
    accent: Color
    focus: Color
    good: Color
    bad: Color
    player1: Color   # Senket red / Senet first side / Pente black accent
    player2: Color   # Senket blue / Senet second side / Pente white accent
    neutral: Color
    wood: Color
    wood_dark: Color
    grid: Color


PALETTES = {
    "classic": Palette(
        "classic", bg_top=(28, 34, 52), bg_bottom=(12, 14, 24), panel=(40, 48, 72), panel_edge=(86, 98, 140),
        text=(238, 236, 228), text_dim=(160, 166, 186), accent=(246, 190, 72), focus=(255, 214, 102),
        good=(96, 206, 120), bad=(236, 88, 88), player1=(214, 56, 56), player2=(52, 120, 226),
        neutral=(220, 200, 90), wood=(222, 178, 112), wood_dark=(150, 108, 60), grid=(70, 52, 34)),
    "colour-blind safe": Palette(
        "colour-blind safe", bg_top=(26, 32, 44), bg_bottom=(10, 12, 18), panel=(38, 46, 64), panel_edge=(110, 120, 150),
        text=(240, 240, 240), text_dim=(170, 176, 190), accent=(240, 228, 66), focus=(240, 228, 66),
        good=(0, 158, 115), bad=(213, 94, 0), player1=(213, 94, 0), player2=(0, 114, 178),
        neutral=(204, 121, 167), wood=(222, 196, 150), wood_dark=(140, 110, 70), grid=(60, 50, 40)),
    "high contrast": Palette(
        "high contrast", bg_top=(0, 0, 0), bg_bottom=(0, 0, 0), panel=(20, 20, 20), panel_edge=(255, 255, 255),
        text=(255, 255, 255), text_dim=(220, 220, 220), accent=(255, 255, 0), focus=(0, 255, 255),
        good=(0, 255, 0), bad=(255, 64, 64), player1=(255, 80, 80), player2=(90, 170, 255),
        neutral=(255, 255, 0), wood=(235, 215, 170), wood_dark=(120, 90, 50), grid=(0, 0, 0)),
}


# issue 39: 24 MB of small surfaces stayed in the heap's high-water mark; 8 MB held at every late peak of
# bench.monkey. The boards' frames render the same text at 4 (bench.frames senket_31 senket_17 pente senet: 667
# renders in 4,800 frames, 665 at 8 MB); menus, rules and settings 74 more in 3,600 frames.
TEXT_CACHE_BYTES = 4 * 1024 * 1024
# Fonts kept (each size and weight is a FreeType face with its own glyph cache, ~60-180 KB): the three boards'
# frames at 1920x1080 use 40 between them, one frame at most 22 (Settings), and each new window size new sizes.
# 64 kept held ~4 MB more at bench.monkey's peak than 32 (148.3 -> 144.1 MB), for 5 more fonts made in
# bench.frames' 3,600 board frames (issue 39).
FONTS_KEPT = 32
SMALLEST_FIT = 12          # text shrunk to fit its room goes no smaller (font size)
_TEXT_CACHE: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
_text_bytes = 0


class Theme:
    """The current palette plus font and text caches."""

    def __init__(self, palette: str = "classic") -> None:
        self.set_palette(palette)

    def set_palette(self, name: str) -> None:
        self.palette = PALETTES.get(name, PALETTES["classic"])

    @staticmethod
    @lru_cache(maxsize=FONTS_KEPT)
    def font(size: int, bold: bool = False) -> pygame.font.Font:
        f = pygame.font.Font(None, max(8, int(size)))
        f.set_bold(bold)
        return f

    @staticmethod
    def text(text: str, size: int, color: Color, bold: bool = False) -> pygame.Surface:
        """Rendered text, cached by what it says and looks like; the cache is bounded in bytes, not
        entries (at a 4K window a few hundred labels would otherwise hold hundreds of MB)."""
        key = (text, size, tuple(color), bold)
        hit = _TEXT_CACHE.get(key)
        if hit is not None:
            _TEXT_CACHE.move_to_end(key)
            return hit
        surf = Theme.font(size, bold).render(text, True, color)
        global _text_bytes
        _TEXT_CACHE[key] = surf
        _text_bytes += surf.get_width() * surf.get_height() * 4
        while _text_bytes > TEXT_CACHE_BYTES and len(_TEXT_CACHE) > 1:
            _k, old = _TEXT_CACHE.popitem(last=False)
            _text_bytes -= old.get_width() * old.get_height() * 4
        return surf

    @staticmethod
    def clear_caches() -> None:
        """Fonts and rendered text die with pygame.quit(): a later App must not reuse them."""
        global _text_bytes
        Theme.font.cache_clear()
        Theme._wrap.cache_clear()
        _TEXT_CACHE.clear()
        _text_bytes = 0

    @staticmethod
    def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split text into lines that fit width pixels at this size (a fresh list: callers may change it).

        Panels wrap the same sentences every frame; the lines are kept (``_wrap``) so a frame measures
        no text twice. Measures depend only on the fonts, which ``clear_caches`` drops with them."""
        return list(Theme._wrap(text, size, width, bold))

    @staticmethod
    @lru_cache(maxsize=512)
    def _wrap(text: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
        font = Theme.font(size, bold)
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split(" ")
            line = ""
            for word in words:
                trial = word if not line else line + " " + word
                if font.size(trial)[0] <= width:
                    line = trial
                    continue
                if line:
                    lines.append(line)
                while font.size(word)[0] > width and len(word) > 1:   # a word wider than the line is cut
                    cut = Theme._fitting_prefix(font, word, width)
                    lines.append(word[:cut])
                    word = word[cut:]
                line = word
            lines.append(line)
        return tuple(lines)

    @staticmethod
    def _fitting_prefix(font, word: str, width: int) -> int:
        lo, hi = 1, len(word)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if font.size(word[:mid])[0] <= width:
                lo = mid
            else:
                hi = mid - 1
        return lo

    @staticmethod
    def fit_size(text: str, size: int, width: int, bold: bool = False, minimum: int = SMALLEST_FIT) -> int:
        """The largest size ≤ size at which text fits width (never below minimum)."""
        while size > minimum and Theme.font(size, bold).size(text)[0] > width:
            size -= 1
        return size


def vertical_gradient(size: tuple[int, int], top: Color, bottom: Color, display: bool = False) -> pygame.Surface:
    """A background drawn once per layout (a 2×N strip scaled up, cheap at any size). ``display``: in the
    display's format (what ``convert()`` of it gives, without a second surface of its size), where that format
    can be scaled smoothly."""
    w, h = size
    strip = pygame.Surface((1, 64))
    for i in range(64):
        t = i / 63
        strip.set_at((0, i), tuple(round(a + (b - a) * t) for a, b in zip(top, bottom)))
    if display:
        shown = strip.convert()
        if shown.get_bitsize() in (24, 32):
            return pygame.transform.smoothscale(shown, (max(1, w), max(1, h)))
        return pygame.transform.smoothscale(strip, (max(1, w), max(1, h))).convert()
    return pygame.transform.smoothscale(strip, (max(1, w), max(1, h)))


def scale_ui(size: tuple[int, int]) -> float:
    """A size factor for text and widgets: 1.0 at 1280×800.

    It follows the window less than proportionally (power 0.6), so text in
    an 800×600 window stays readable while big screens still grow.
    """
    w, h = size
    return max(0.7, min(min(w / 1280, h / 800) ** 0.6, 1.6))
