"""Senket, Senet and Pente at one screen.

Rules packages (game.senket.rules, game.senet.rules, game.pente.rules) are
pure Python; everything else here is the pygame-ce client around them.
"""
import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
