"""No scene or view module is longer than a reader can hold in mind (issue 40): 800 lines at most.

A scene that grows past it is split along what it does (input, layout, the panel, animations), as
Senet's was (``game/senet/{layout,input,highlights,strip,panel}.py``). Rules modules may stay long
where they are one cohesive thing; they are not counted here.
"""
from __future__ import annotations

from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
LIMIT = 800


def counted() -> list[Path]:
    found = set(GAME.rglob("scene*.py")) | set(GAME.rglob("view*.py")) | set((GAME / "scenes").glob("*.py"))
    return sorted(found)


def test_the_rule_finds_the_scenes_and_views():
    names = {p.relative_to(GAME).as_posix() for p in counted()}
    assert {"senet/scene.py", "senket/scene.py", "pente/scene.py", "senket/view.py", "scenes/board.py"} <= names


def test_no_scene_or_view_module_over_800_lines():
    long = {p.relative_to(GAME).as_posix(): n for p in counted()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > LIMIT}
    assert not long, f"over {LIMIT} lines: {long}"
