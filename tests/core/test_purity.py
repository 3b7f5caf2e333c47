"""Rules and core never import pygame: search, records and tools run without a window."""
import subprocess
import sys

PURE = ["game.core.protocol", "game.core.registry", "game.core.records", "game.core.match",
        "game.pente.rules", "game.pente.codec", "game.pente.text",
        "game.senet.rules", "game.senet.codec", "game.senet.text",
        "game.senket.rules", "game.senket.codec", "game.senket.text", "game.senket.scoring",
        "game.senket.geometry",
        "game.puzzles.format", "game.puzzles.session", "game.puzzles.check", "game.puzzles.collection",
        "game.puzzles.progress", "game.pente.puzzle", "game.senet.puzzle", "game.senket.puzzle"]


def test_no_rules_or_core_module_imports_pygame():
    code = ("import importlib, sys\n"
            f"for m in {PURE!r}: importlib.import_module(m)\n"
            "print('pygame' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_the_purity_check_sees_a_pygame_import():
    """The check above could pass vacuously if the flag never flipped; show that it does."""
    code = "import sys, game.ui.theme\nprint('pygame' in sys.modules)\n"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         env={**__import__('os').environ, "SDL_VIDEODRIVER": "dummy"})
    assert out.stdout.strip() == "True"
