"""Colour arithmetic shared by the Senket board's layers and its marks."""
from __future__ import annotations


def darker(c, f=0.55):
    return tuple(int(v * f) for v in c)


def lighter(c, f=0.35):
    return tuple(int(v + (255 - v) * f) for v in c)
