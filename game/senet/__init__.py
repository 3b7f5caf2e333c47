"""Senet: the ancient Egyptian race game, with two rule sets.

Rooms, as in every game package (``game.core.registry``): ``rules`` (pure, no
pygame, no text), ``text`` (every player-facing word), ``codec`` (version-1
record files), ``scene`` and ``view``. Nothing is imported here, so that
listing the games stays cheap.
"""
