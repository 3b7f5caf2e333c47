import pytest

from game.core import registry

TOY = registry.GameSpec("toy", "Toy", "race to ten", "tests.core.toy")


@pytest.fixture
def toy(monkeypatch):
    """The registry with the toy game added, so the core is tested without the real games."""
    monkeypatch.setattr(registry, "GAMES", registry.GAMES + (TOY,))
    return TOY
