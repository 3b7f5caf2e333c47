import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

from tests.harness import Harness  # noqa: E402


@pytest.fixture
def make_app(tmp_path):
    """Start the real app headless with its own data directory; closed after the test."""
    made = []

    def make(size=(1280, 800), data_dir=None, **options):
        h = Harness(data_dir or tmp_path / "data", size=size, **options)
        made.append(h)
        return h

    yield make
    for h in made:
        h.close()


@pytest.fixture
def app(make_app):
    return make_app()

from hypothesis import settings as _hyp_settings  # noqa: E402

# Timing varies on a shared 2-core CI machine: no per-example deadline.
_hyp_settings.register_profile("project", deadline=None)
_hyp_settings.load_profile("project")


@pytest.fixture
def toy(monkeypatch):
    """The registry with a toy game added (tests/core/toy), to test shared layers apart from the real games."""
    from game.core import registry
    from tests.core.toy import SPEC
    monkeypatch.setattr(registry, "GAMES", registry.GAMES + (SPEC,))
    return SPEC
