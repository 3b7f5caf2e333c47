"""A tiny game that meets the protocol, so the core is tested apart from the three real games."""

from game.core.registry import GameSpec

SPEC = GameSpec("toy", "Toy", "race to ten", "tests.core.toy")
