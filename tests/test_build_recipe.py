"""The one-file build's recipe (bench/build_onefile.py) is complete, without building (no PyInstaller needed).

The build itself is not run in CI: `python -m bench.build_onefile` builds, runs
and times it (docs/building.md). Here: every folder the code reads at run time
is bundled and nothing else is, every module of ``game`` gets in (the games'
rooms are imported by name, which PyInstaller cannot see), main.py starts the
multiprocessing worker correctly when frozen, and the script's own checks
still fit the app.
"""
from __future__ import annotations

import ast
import importlib
import os
import pkgutil
import subprocess
import sys
from pathlib import Path, PurePosixPath

import pytest

import game
from bench import build_onefile as recipe

ROOT = Path(__file__).resolve().parents[1]
GAME_DIR = ROOT / "game"


# ----- the folders the code reads ------------------------------------------------------------------

class _Unknown(Exception):
    pass


def _evaluate(node: ast.AST, file: Path):
    """The path an expression built from ``__file__`` names, or _Unknown. Follows Path(...), .resolve(),
    .absolute(), .parent, .parents[k], .with_name("name"), ``/ "name"``, os.path.dirname/abspath/realpath/join."""
    if isinstance(node, ast.Name) and node.id == "__file__":
        return file
    if isinstance(node, ast.Call):
        f = node.func
        if isinstance(f, ast.Name) and f.id in ("Path", "PurePath") and len(node.args) == 1:
            return _evaluate(node.args[0], file)
        if isinstance(f, ast.Attribute) and f.attr in ("resolve", "absolute") and not node.args:
            return _evaluate(f.value, file)
        if (isinstance(f, ast.Attribute) and f.attr == "with_name" and len(node.args) == 1
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            return _evaluate(f.value, file).with_name(node.args[0].value)
        dotted = ast.unparse(f)
        if dotted in ("os.path.dirname",) and len(node.args) == 1:
            return _evaluate(node.args[0], file).parent
        if dotted in ("os.path.abspath", "os.path.realpath") and len(node.args) == 1:
            return _evaluate(node.args[0], file)
        if dotted == "os.path.join" and node.args:
            base = _evaluate(node.args[0], file)
            for part in node.args[1:]:
                if not (isinstance(part, ast.Constant) and isinstance(part.value, str)):
                    raise _Unknown
                base = base / part.value
            return base
    if isinstance(node, ast.Attribute) and node.attr == "parent":
        return _evaluate(node.value, file).parent
    if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) and node.value.attr == "parents"
            and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, int)):
        return _evaluate(node.value.value, file).parents[node.slice.value]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
        if isinstance(node.right, ast.Constant) and isinstance(node.right.value, str):
            return _evaluate(node.left, file) / node.right.value
    raise _Unknown


def paths_from_file(source: str, file: Path) -> tuple[list[Path], list[str]]:
    """(the largest expressions built from __file__ that could be followed, the uses that could not)."""
    tree = ast.parse(source)
    found: dict[ast.AST, Path] = {}
    for node in ast.walk(tree):
        try:
            found[node] = _evaluate(node, file)
        except (_Unknown, IndexError):
            pass
    inner = {sub for node in found for sub in ast.walk(node) if sub is not node}
    outermost = [path for node, path in found.items() if node not in inner]
    covered = {id(sub) for node in found for sub in ast.walk(node)}
    unknown = [f"{file.name}:{n.lineno}" for n in ast.walk(tree)
               if isinstance(n, ast.Name) and n.id == "__file__" and id(n) not in covered]
    return outermost, unknown


def runtime_paths() -> dict[str, list[str]]:
    """Repo-relative paths the code under game/ builds from its own file, outside game/ -> where."""
    out: dict[str, list[str]] = {}
    unknown: list[str] = []
    for file in sorted(GAME_DIR.rglob("*.py")):
        paths, lost = paths_from_file(file.read_text(encoding="utf-8"), file.resolve())
        unknown += [f"{file.relative_to(ROOT)} ({where})" for where in lost]
        for path in paths:
            try:
                rel = path.resolve().relative_to(ROOT)
            except ValueError:
                unknown.append(f"{file.relative_to(ROOT)}: {path} is outside the checkout")
                continue
            if rel.parts[:1] == ("game",) and (path.suffix == ".py" or (path / "__init__.py").exists()):
                continue            # the code itself (its own file, a sibling module, a package): bundled as modules
            # anything else under game/ (the Senet endgame tables) is data: PyInstaller bundles modules only
            out.setdefault(rel.as_posix(), []).append(str(file.relative_to(ROOT)))   # "." for the root
    assert not unknown, ("__file__ is used in a way this test cannot follow; teach _evaluate the expression "
                         f"and check the build recipe: {unknown}")
    return out


def _inside(path: str, folder: str) -> bool:
    return PurePosixPath(path) == PurePosixPath(folder) or PurePosixPath(folder) in PurePosixPath(path).parents


def test_the_scan_finds_the_folders_it_should():
    """The scanner itself: the three known run-time folders and the launcher's main.py."""
    found = runtime_paths()
    for path in ("assets/rules", "assets/sounds", "levels", "main.py"):
        assert path in found, f"{path} not found by the scan: {sorted(found)}"
    paths, unknown = paths_from_file('import os\nfrom pathlib import Path\n'
                                     'A = Path(__file__).resolve().parents[1] / "x" / "y"\n'
                                     'B = os.path.join(os.path.dirname(__file__), "z")\nC = open(__file__)\n',
                                     Path("/r/p/m.py"))
    assert sorted(map(str, paths)) == ["/r/p/m.py", "/r/p/z", "/r/x/y"]
    assert unknown == []          # open(__file__): the file itself, followed


def test_every_data_folder_exists_and_keeps_its_place_in_the_bundle():
    for source, dest in recipe.DATA_FOLDERS:
        assert (ROOT / source).is_dir(), f"the recipe bundles {source}, which is not a folder"
        assert any((ROOT / source).iterdir()), f"{source} is empty"
        # the code finds its files from its own module's place: the folder must sit in the bundle
        # where it sits in the checkout
        assert PurePosixPath(dest) == PurePosixPath(source), (source, dest)


def test_the_data_folders_are_exactly_what_the_code_reads():
    found = runtime_paths()
    folders = [source for source, _ in recipe.DATA_FOLDERS]
    declared = {p.rstrip("/") for p in recipe.NOT_BUNDLED}
    missing = {path: where for path, where in found.items()
               if path not in declared and not any(_inside(path, f) for f in folders)}
    assert not missing, f"read at run time but not in DATA_FOLDERS (nor NOT_BUNDLED): {missing}"
    unused = [f for f in folders if not any(_inside(path, f) for path in found)]
    assert not unused, f"DATA_FOLDERS bundles what no code reads: {unused}"
    stale = [p for p in declared if p not in found]
    assert not stale, f"NOT_BUNDLED names paths the code no longer builds: {stale}"


def _game_modules() -> list[str]:
    return sorted(m.name for m in pkgutil.walk_packages(game.__path__, "game."))


def test_every_game_module_is_in_the_recipe():
    collected = tuple(recipe.COLLECT_SUBMODULES)
    hidden = set(recipe.HIDDEN_IMPORTS)
    modules = _game_modules()
    assert len(modules) > 40
    lost = [m for m in modules
            if m not in hidden and not any(m == p or m.startswith(p + ".") for p in collected)]
    assert not lost, f"imported by name at run time, missing from COLLECT_SUBMODULES/HIDDEN_IMPORTS: {lost}"
    for excluded in recipe.EXCLUDES:
        assert not any(m == excluded or m.startswith(excluded + ".") for m in ["game", *modules]), excluded


def test_module_level_paths_point_into_the_bundle():
    """Second look, by importing: a module-level Path into the checkout (outside game/) is bundled or declared."""
    folders = [source for source, _ in recipe.DATA_FOLDERS]
    declared = {p.rstrip("/") for p in recipe.NOT_BUNDLED}
    lost = {}
    for name in _game_modules():
        if name.endswith(".__main__"):
            continue
        module = importlib.import_module(name)
        for attr, value in vars(module).items():
            if not isinstance(value, Path) or attr.startswith("__"):
                continue
            try:
                rel = value.resolve().relative_to(ROOT)
            except ValueError:
                continue
            if rel == Path(".") or rel.parts[0] == "game":
                if rel == Path("."):
                    lost[f"{name}.{attr}"] = "the checkout's root"
                continue
            path = rel.as_posix()
            if path not in declared and not any(_inside(path, f) for f in folders):
                lost[f"{name}.{attr}"] = path
    assert not lost, f"module-level paths the one-file app would not have: {lost}"


def _imports_multiprocessing(tree: ast.AST) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(a.name.split(".")[0] == "multiprocessing" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "multiprocessing":
            return True
    return False


def test_main_calls_freeze_support_first_when_the_app_uses_multiprocessing():
    uses = any(_imports_multiprocessing(ast.parse(f.read_text(encoding="utf-8"))) for f in GAME_DIR.rglob("*.py"))
    assert recipe.USES_MULTIPROCESSING == uses, "USES_MULTIPROCESSING disagrees with the code"
    if not uses:
        return
    tree = ast.parse((ROOT / recipe.ENTRY).read_text(encoding="utf-8"))
    blocks = [n for n in tree.body if isinstance(n, ast.If) and ast.unparse(n.test) in
              ("__name__ == '__main__'", "'__main__' == __name__")]
    assert blocks, f"{recipe.ENTRY} has no `if __name__ == \"__main__\":` block"
    body = list(blocks[0].body)
    # the call may sit under `if getattr(sys, "frozen", False):` (only a frozen program needs it, and
    # importing multiprocessing would slow every other start), as long as nothing comes before that
    first = next((n for n in body if not isinstance(n, (ast.Import, ast.ImportFrom))), None)
    if isinstance(first, ast.If) and ast.unparse(first.test) == "getattr(sys, 'frozen', False)":
        body = list(first.body)
    for stmt in body:
        if isinstance(stmt, (ast.Import, ast.ImportFrom)):
            continue
        call = stmt.value if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) else None
        name = ast.unparse(call.func) if call is not None else ""
        assert name in ("multiprocessing.freeze_support", "freeze_support", "mp.freeze_support"), (
            f"the first thing {recipe.ENTRY}'s __main__ block does must be multiprocessing.freeze_support(), "
            f"or the frozen app's computer-player worker starts a second game; it does: {ast.unparse(stmt)}")
        return
    pytest.fail(f"{recipe.ENTRY}'s __main__ block does nothing")


def test_pyinstaller_command_line_follows_the_recipe(tmp_path):
    for plat in ("linux", "win32", "darwin"):
        args = recipe.pyinstaller_args(ROOT, tmp_path, icon=tmp_path / "icon.png", plat=plat)
        assert "--onefile" in args and args[args.index("--name") + 1] == recipe.APP_NAME
        assert args[-1] == str(ROOT / recipe.ENTRY)
        datas = [args[i + 1] for i, a in enumerate(args) if a == "--add-data"]
        assert datas == [f"{ROOT / s}{os.pathsep}{d}" for s, d in recipe.DATA_FOLDERS]
        collected = [args[i + 1] for i, a in enumerate(args) if a == "--collect-submodules"]
        assert collected == list(recipe.COLLECT_SUBMODULES)
        assert ("--windowed" in args) == (plat in ("win32", "darwin"))
        assert ("--icon" in args) == (plat in ("win32", "darwin"))
    assert recipe.binary_name("win32").endswith(".exe") and recipe.binary_name("linux") == recipe.APP_NAME
    for requirements in ("requirements.txt", "requirements-dev.txt"):
        text = (ROOT / requirements).read_text(encoding="utf-8").lower()
        assert "pyinstaller" not in text, f"PyInstaller is a build tool, not in {requirements}"


def test_the_scripts_checks_still_fit_the_app(make_app):
    from game import cli
    from game.puzzles.collection import LEVELS_DIR
    from game.ui.script import load_script
    checks = recipe.checks()
    for name, spec in checks.items():
        args = spec["args"]
        if "--puzzle" in args:
            ident = args[args.index("--puzzle") + 1]
            assert list(LEVELS_DIR.rglob(f"{ident}.json")), f"check {name}: no puzzle {ident}"
        if "--tutorial" in args:
            assert args[args.index("--tutorial") + 1] in cli.TUTORIALS
        cli.parse(args)                     # the binary's command line is valid
    # the computer-move script's clicks land on the Pente setup's White row and Start button
    h = make_app(size=(1280, 800), game="pente")
    clicks = [tuple(step["click"]) for step in recipe.PENTE_VS_COMPUTER if "click" in step]
    assert h.widget("white").rect.collidepoint(clicks[0]) and h.widget("start").rect.collidepoint(clicks[1])
    import json
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "s.json"
        for spec in checks.values():
            if "script" in spec:
                path.write_text(json.dumps(spec["script"]), encoding="utf-8")
                load_script(path)           # valid in the script format


def test_the_build_script_help_runs():
    done = subprocess.run([sys.executable, "-m", "bench.build_onefile", "--help"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "--out" in done.stdout and "--here" in done.stdout
