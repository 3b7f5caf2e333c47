"""Pente: five in a row, with pair captures.

Rooms, as in every game package (``game.core.registry``): ``rules`` (the API, no pygame),
``notation`` (K10-style points), ``text`` (every word a player reads), ``codec`` (version-1 record
files), ``scene`` and ``view``. Nothing is imported here, so that drawing the menu's emblem does not
load the rules.
"""
