"""The house's layers, read from the imports of every module under ``game/`` (docs/client-architecture.md).

core ← storage ← content (puzzles, lessons) ← ui ← scenes ← games ← app (command line, launcher): a module
imports only from its own layer or those below it, no game imports another game, and no modules import
each other round in a circle. Imports inside functions count too (a late import is still a dependency, and
two modules that import each other late are still one thing split in two), and so do type-only imports.
A shared layer finds a game only through ``game.core.registry``, by name.
"""
from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"
LAYERS = {"core": 0, "storage": 1, "puzzles": 2, "tutorials": 2, "ui": 3, "scenes": 4,
          "senket": 5, "senet": 5, "pente": 5, "cli": 6, "launcher": 6, "": 6}
GAMES = {"senket", "senet", "pente"}


def module_files(root: Path = GAME) -> dict[str, Path]:
    found = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """Every module of ``game`` that ``name`` imports, anywhere in its file."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            prefix = ".".join(base + ([node.module] if node.module else []))
            targets = [f"{prefix}.{alias.name}" if f"{prefix}.{alias.name}" in modules else prefix
                       for alias in node.names]
        else:
            continue
        for target in targets:
            while target not in modules and "." in target:
                target = target.rsplit(".", 1)[0]
            if target in modules and target != name:
                out.add(target)
    return out


def import_graph(root: Path = GAME) -> dict[str, set[str]]:
    modules = module_files(root)
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def room(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    wrong = []
    for name, targets in graph.items():
        for target in targets:
            here, there = room(name), room(target)
            if here == there:
                continue
            if LAYERS.get(there, 6) > LAYERS.get(here, 6) or (here in GAMES and there in GAMES):
                wrong.append(f"{name} imports {target}")
    return sorted(wrong)


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iteratively)."""
    index, low, on_stack, stack, found, counter = {}, {}, set(), [], [], [0]
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found


def test_every_import_goes_down_the_layers():
    assert upward_imports(import_graph()) == []


def test_no_modules_import_each_other_in_a_circle():
    assert circles(import_graph()) == []


def test_the_core_imports_nothing_of_the_game_outside_itself():
    graph = import_graph()
    assert sorted(f"{m} imports {t}" for m, ts in graph.items() if room(m) == "core"
                  for t in ts if room(t) != "core") == []


def plant(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "game"
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    for folder in [root, *[p for p in root.rglob("*") if p.is_dir()]]:
        (folder / "__init__.py").touch()
    return root


def test_a_planted_upward_import_and_a_planted_circle_are_found(tmp_path):
    root = plant(tmp_path, {
        "core/records.py": "def save():\n    from ..storage.files import atomic_write\n",
        "storage/files.py": "from ..core import records\n",
        "ui/app.py": "from .scene import Scene\n",
        "ui/scene.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .app import App\n",
        "ui/icon.py": "from ..senket.emblem import draw\n",
        "senket/emblem.py": "import game.pente.rules\n",
        "pente/rules.py": "",
    })
    graph = import_graph(root)
    assert upward_imports(graph) == ["game.core.records imports game.storage.files",
                                     "game.senket.emblem imports game.pente.rules",
                                     "game.ui.icon imports game.senket.emblem"]
    assert sorted(circles(graph)) == [["game.core.records", "game.storage.files"], ["game.ui.app", "game.ui.scene"]]
