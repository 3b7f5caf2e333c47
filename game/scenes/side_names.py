"""What the sides are called on screen, whatever the palette.

Texts written once (a lesson's steps, a rules diagram's caption) name the
sides with the game's usual names ("Red", "Blue"); the colour-blind palette
draws Senket's first side orange and calls it "Orange". These texts are said
with the names of the palette in use, so the words match the picture.
"""
from __future__ import annotations

import re

from ..core.match import HUMAN, seats_from_meta


def seat_names(spec, palette: str) -> tuple[str, str]:
    """What the seats are called on screen: the game's ``seat_names(palette)`` if it has one (Senket's
    sides are named by their colour), else its ``SEAT_NAMES``."""
    text = spec.module("text")
    if hasattr(text, "seat_names"):
        return tuple(text.seat_names(palette))
    return tuple(getattr(text, "SEAT_NAMES", ("Seat 1", "Seat 2")))


def describe_computers(record, palette: str = "classic") -> str:
    """Which side the computer plays, and at what level ("Blue: Hard computer"), for the lines that list
    games: beside "Red won" a player tells a game won against Hard from one lost to Easy, and Continue
    says what is being continued."""
    seats = seats_from_meta(record.meta.get("players"))
    if all(seat == HUMAN for seat in seats):
        return ""
    if HUMAN not in seats:
        return f"{seats[0].capitalize()} v {seats[1].capitalize()} computers"
    names = seat_names(record.spec, palette)
    return next(f"{names[i]}: {seat.capitalize()} computer" for i, seat in enumerate(seats) if seat != HUMAN)


def in_palette_words(sentence: str, spec, palette: str) -> str:
    """``sentence`` (written with the usual names) with each side called as the palette calls it: the whole
    word, capitalised or not ("Red's post", "a red post" -> "Orange's post", "an orange post")."""
    usual, shown = seat_names(spec, "classic"), seat_names(spec, palette)
    for old, new in zip(usual, shown):
        if old == new:
            continue
        sentence = re.sub(rf"\b([Aa]n?) {old.lower()}\b", lambda m: _article(m.group(1), new.lower()), sentence)
        sentence = re.sub(rf"\b{old}\b", new, sentence)
        sentence = re.sub(rf"\b{old.lower()}\b", new.lower(), sentence)
    return sentence


def _article(article: str, word: str) -> str:
    fixed = "an" if word[0] in "aeiou" else "a"
    return (fixed.capitalize() if article[0].isupper() else fixed) + " " + word
