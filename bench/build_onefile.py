"""One-file build of the app with PyInstaller, then a check and the figures: `python -m bench.build_onefile`.

Not run in CI (a build takes a minute and needs PyPI); tests/test_build_recipe.py
checks, in CI and without PyInstaller, that the recipe below is complete. See
docs/building.md for what the recipe holds and why.

Steps:
1. a throwaway venv in a temp folder (``--venv DIR`` keeps one between runs,
   ``--here`` uses this Python, which must have PyInstaller) gets
   requirements.txt and PyInstaller: PyInstaller is a build tool only and is
   in neither requirements file;
2. PyInstaller builds ``main.py`` in one-file mode with the recipe below into
   ``OUT/dist/senket-senet-pente`` (``.exe`` on Windows), its work files in
   ``OUT/build``; OUT is ``out/onefile`` (git-ignored) unless ``--out DIR``;
3. every module of ``game`` must be in the bundle; then the binary runs with a
   fresh data folder each time: headless (dummy drivers) the menu, a puzzle, a
   tutorial and a Pente game where the computer answers a move (in process, as
   headless runs do); then the same game in a window on SDL's offscreen
   driver, where the computer thinks in its ``multiprocessing`` spawn worker,
   which is the frozen binary started again: each must exit with 0 and the
   games must have the computer's move in their autosave;
4. start-up time to the first frame (``--frames 1``), the binary beside
   ``python main.py`` from source with the same libraries, in interleaved runs,
   median of ``--runs`` (5).

Prints one JSON object; exit code 1 when a check failed, 2 when it could not build.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# ----- the recipe (read by tests/test_build_recipe.py) -------------------------------------------

APP_NAME = "senket-senet-pente"
ENTRY = "main.py"

# Folders the app reads at run time, (source in the repo, destination in the bundle). Every one is
# found from a module's own file, ``Path(__file__).resolve().parents[2] / "assets" / ...``; in the
# one-file app a module's __file__ is ``<extraction folder>/game/ui/audio.pyc``, so the same
# destination inside the bundle is where the unchanged code looks.
DATA_FOLDERS = (
    ("assets/rules", "assets/rules"),      # game/scenes/rules_scene.py RULES_DIR: the rules texts
    ("assets/sounds", "assets/sounds"),    # game/ui/audio.py SOUND_DIR: the sound effects
    ("levels", "levels"),                  # game/puzzles/collection.py LEVELS_DIR: the puzzles
    ("game/senet/endgame_table", "game/senet/endgame_table"),  # game/senet/solver.py TABLE_DIR: exact endgames
)

# Paths built from __file__ in game/ that are deliberately not bundled, and why.
NOT_BUNDLED = {
    "main.py": "game/launcher.py writes it into the desktop entry of `--install-launcher`; "
               "a frozen app must name itself there instead (docs/building.md)",
    "assets/sounds/": "game/ui/sound_synth.py writes the WAVs there: a developer's tool, "
                      "the bundle ships the WAVs through assets/sounds above",
}

# game.core.registry, rules_scene and the tutorials import the games' rooms by name
# (importlib.import_module(f"game.{id}.scene")), which PyInstaller's analysis cannot see: take
# every module of the game package. The computer player's spawn worker unpickles
# game.core.thinking._serve, which this covers too.
COLLECT_SUBMODULES = ("game",)
HIDDEN_IMPORTS: tuple[str, ...] = ()

# Never needed by the frozen app: tkinter only tells a player that pygame-ce or numpy is missing,
# which cannot happen in a bundle that has them (and Tcl/Tk would add megabytes).
EXCLUDES = ("tkinter", "_tkinter", "bench", "tests", "pytest", "hypothesis")

# thinking.py starts the computer player with multiprocessing's "spawn": main.py must call
# multiprocessing.freeze_support() first thing, or the frozen worker opens a second game.
USES_MULTIPROCESSING = True

# No console window where the platform has one to hide (--windowed is ignored on Linux).
WINDOWED_PLATFORMS = ("win32", "darwin")
# The icon is drawn in code (game/ui/icon.py); it is rendered to PNG at build time and given to
# PyInstaller where an executable carries an icon (Windows, macOS; Pillow converts it).
ICON_PLATFORMS = ("win32", "darwin")

PYINSTALLER = "pyinstaller==6.22.3"     # the version the figures in docs/building.md come from


def binary_name(plat: str = sys.platform) -> str:
    return APP_NAME + (".exe" if plat == "win32" else "")


def pyinstaller_args(src: Path, out: Path, icon: Path | None = None, plat: str = sys.platform) -> list[str]:
    """PyInstaller's command line for the recipe (after ``python -m PyInstaller``)."""
    work = out / "build"
    args = ["--onefile", "--name", APP_NAME, "--noconfirm", "--clean", "--log-level", "WARN",
            "--distpath", str(out / "dist"), "--workpath", str(work), "--specpath", str(work),
            "--paths", str(src)]
    if plat in WINDOWED_PLATFORMS:
        args.append("--windowed")
    if icon is not None and plat in ICON_PLATFORMS:
        args += ["--icon", str(icon)]
    for source, dest in DATA_FOLDERS:
        args += ["--add-data", f"{src / source}{os.pathsep}{dest}"]
    for package in COLLECT_SUBMODULES:
        args += ["--collect-submodules", package]
    for module in HIDDEN_IMPORTS:
        args += ["--hidden-import", module]
    for module in EXCLUDES:
        args += ["--exclude-module", module]
    args.append(str(src / ENTRY))
    return args


# ----- the checks ---------------------------------------------------------------------------------

# Pente at 1280x800: the setup's White row becomes "Computer · Easy", Start, Black plays the centre,
# the computer answers; the autosave then holds at least two actions.
PENTE_VS_COMPUTER = [{"frame": 5, "click": [640, 485]}, {"frame": 8, "click": [502, 567]},
                     {"frame": 14, "key": "return"}]


def checks() -> dict[str, dict]:
    """name -> arguments after the binary, and whether the run's autosave must hold the computer's move."""
    headless = ["--headless", "--size", "1280x800"]
    return {
        "menu": {"args": headless + ["--frames", "30"]},
        "puzzle": {"args": headless + ["--puzzle", "pente-open-four", "--frames", "30"]},
        "tutorial": {"args": headless + ["--tutorial", "senket", "--frames", "30"]},
        "computer_move": {"args": headless + ["--game", "pente", "--frames", "200"],
                          "script": PENTE_VS_COMPUTER + [{"frame": 120, "quit": True}], "moves": 2},
        # A window on SDL's offscreen driver: the app is not headless (the dummy driver makes it so), its
        # frames run in real time and the computer thinks in its spawn worker, the binary started again.
        "computer_move_worker": {"args": ["--size", "1280x800", "--game", "pente"], "video": "offscreen",
                                 "script": PENTE_VS_COMPUTER + [{"frame": 400, "quit": True}], "moves": 2},
    }


def _env(video: str = "dummy") -> dict:
    return {**os.environ, "SDL_VIDEODRIVER": video, "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def run_check(cmd: list[str], spec: dict, timeout: float = 180) -> dict:
    with tempfile.TemporaryDirectory(prefix="ssp-check-") as tmp:
        data = Path(tmp) / "data"
        args = list(spec["args"]) + ["--data-dir", str(data)]
        if "script" in spec:
            script = Path(tmp) / "script.json"
            script.write_text(json.dumps(spec["script"]), encoding="utf-8")
            args += ["--script", str(script)]
        t0 = time.perf_counter()
        try:
            proc = subprocess.run(cmd + args, env=_env(spec.get("video", "dummy")), capture_output=True, text=True,
                                  timeout=timeout)
        except subprocess.TimeoutExpired:
            return {"ok": False, "problem": f"still running after {timeout:.0f} s"}
        result = {"ok": proc.returncode == 0, "rc": proc.returncode, "s": round(time.perf_counter() - t0, 2)}
        if proc.returncode != 0:
            result["stderr"] = proc.stderr[-1500:]
        if "moves" in spec and result["ok"]:
            try:
                moves = len(json.loads((data / "autosave.json").read_text(encoding="utf-8"))["actions"])
            except (OSError, ValueError, KeyError) as exc:
                moves, result["problem"] = 0, f"no autosave with the game ({exc})"
            result["moves"] = moves
            if moves < spec["moves"]:
                result["ok"] = False
                result.setdefault("problem", "the computer did not answer the move"
                                  " (setup layout changed? see PENTE_VS_COMPUTER)")
                result["stderr"] = proc.stderr[-1500:]
        return result


def modules_bundled(python: str, src: Path, out: Path) -> dict:
    """Every module of the recipe's packages (as pkgutil finds them in the checkout) is in the bundle's PYZ."""
    code = ("import pkgutil, sys, importlib; sys.path.insert(0, sys.argv[1]); "
            "print('\\n'.join(m.name for p in sys.argv[2:] "
            "for m in pkgutil.walk_packages(importlib.import_module(p).__path__, p + '.')))")
    listed = subprocess.run([python, "-c", code, str(src), *COLLECT_SUBMODULES], env=_env(),
                            capture_output=True, text=True, cwd=src)
    wanted = set(listed.stdout.split()) | set(COLLECT_SUBMODULES) | set(HIDDEN_IMPORTS)
    toc = out / "build" / APP_NAME / "PYZ-00.toc"
    try:
        text = toc.read_text(encoding="utf-8")
    except OSError as exc:
        return {"ok": False, "problem": f"cannot read PyInstaller's table of modules: {exc}"}
    missing = sorted(m for m in wanted if f"'{m}'" not in text)
    result = {"ok": listed.returncode == 0 and not missing, "modules": len(wanted)}
    if missing:
        result["missing"] = missing
    if listed.returncode != 0:
        result["problem"] = listed.stderr[-800:]
    return result


def startup_times(frozen: list[str], source: list[str], runs: int) -> dict:
    """Whole processes to the first frame, the binary and the source in alternating runs."""
    times: dict[str, list[float]] = {"frozen": [], "source": []}
    for _ in range(runs):
        for name, cmd in (("frozen", frozen), ("source", source)):
            with tempfile.TemporaryDirectory(prefix="ssp-start-") as data:
                t0 = time.perf_counter()
                subprocess.run(cmd + ["--headless", "--frames", "1", "--data-dir", data], env=_env(), check=True,
                               capture_output=True, cwd=tempfile.gettempdir())
                times[name].append(time.perf_counter() - t0)
    f, s = statistics.median(times["frozen"]), statistics.median(times["source"])
    return {"frozen_median_s": round(f, 3), "source_median_s": round(s, 3), "frozen_over_source": round(f / s, 2),
            "runs": runs, "frozen_s": [round(t, 3) for t in times["frozen"]],
            "source_s": [round(t, 3) for t in times["source"]]}


# ----- the build ----------------------------------------------------------------------------------

def _pip(python: str, *args: str) -> None:
    subprocess.run([python, "-m", "pip", "install", "--disable-pip-version-check", "-q", *args], check=True)


def build_python(args, scratch: Path) -> str:
    """The Python that builds (requirements and PyInstaller installed)."""
    if args.here:
        probe = subprocess.run([sys.executable, "-c", "import PyInstaller"], capture_output=True)
        if probe.returncode != 0:
            raise SystemExit(f"build_onefile: --here needs PyInstaller in this Python: "
                             f"{sys.executable} -m pip install \"{args.pyinstaller}\"")
        return sys.executable
    home = Path(args.venv) if args.venv else scratch / "venv"
    python = home / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    if not python.exists():
        venv.create(home, with_pip=True)
    extra = ["pillow"] if sys.platform in ICON_PLATFORMS else []
    _pip(str(python), "-r", str(args.src / "requirements.txt"), args.pyinstaller, *extra)
    return str(python)


def render_icon(python: str, src: Path, path: Path) -> Path | None:
    code = ("import os, sys; os.environ['SDL_VIDEODRIVER'] = 'dummy'; sys.path.insert(0, sys.argv[1]); "
            "from pathlib import Path; from game.ui.icon import icon_png; Path(sys.argv[2]).write_bytes(icon_png())")
    done = subprocess.run([python, "-c", code, str(src), str(path)], env=_env(), capture_output=True)
    return path if done.returncode == 0 and path.exists() else None


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.build_onefile",
                                description="Build the one-file app with PyInstaller, run it headless, "
                                            "report its size and start-up time (docs/building.md).")
    p.add_argument("--out", type=Path, default=ROOT / "out" / "onefile",
                   help="build here: OUT/dist holds the binary, OUT/build the work files (default out/onefile)")
    p.add_argument("--here", action="store_true",
                   help="build with this Python (it must have the requirements and PyInstaller) instead of a fresh venv")
    p.add_argument("--venv", metavar="DIR", help="keep the build venv in DIR and reuse it next time")
    p.add_argument("--src", type=Path, default=ROOT, help="the checkout to build (default: this one)")
    p.add_argument("--pyinstaller", default=PYINSTALLER, metavar="SPEC", help=f"what pip installs (default {PYINSTALLER})")
    p.add_argument("--runs", type=int, default=5, help="start-up runs of each kind (default 5)")
    p.add_argument("--no-build", action="store_true", help="check and time the binary already in OUT/dist")
    args = p.parse_args(argv)
    args.src, args.out = args.src.resolve(), args.out.resolve()
    binary = args.out / "dist" / binary_name()
    report: dict = {"platform": f"{platform.system()} {platform.machine()}", "python": platform.python_version()}

    with tempfile.TemporaryDirectory(prefix="ssp-build-") as scratch:
        t0 = time.perf_counter()
        python = build_python(args, Path(scratch))
        report["setup_s"] = round(time.perf_counter() - t0, 1)
        version = subprocess.run([python, "-m", "PyInstaller", "--version"], capture_output=True, text=True)
        report["pyinstaller"] = version.stdout.strip() or None
        if not args.no_build:
            icon = render_icon(python, args.src, Path(scratch) / "icon.png") if sys.platform in ICON_PLATFORMS else None
            cmd = [python, "-m", "PyInstaller", *pyinstaller_args(args.src, args.out, icon)]
            t0 = time.perf_counter()
            # The spec runs collect_submodules("game") before its Analysis adds --paths: without the
            # checkout on PYTHONPATH it finds nothing, and only the statically imported modules get in.
            env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(args.src), os.environ.get("PYTHONPATH")]))}
            built = subprocess.run(cmd, cwd=scratch, env=env, stdout=sys.stderr)   # stdout: the JSON only
            report["build_s"] = round(time.perf_counter() - t0, 1)
            if built.returncode != 0 or not binary.exists():
                report["problem"] = f"PyInstaller failed (exit code {built.returncode})"
                print(json.dumps(report, indent=2))
                return 2
        if not binary.exists():
            print(json.dumps({**report, "problem": f"no binary at {binary}"}, indent=2))
            return 2
        report["binary"] = str(binary)
        report["binary_mb"] = round(binary.stat().st_size / 2 ** 20, 1)

        report["checks"] = {}
        if not args.no_build:
            report["checks"]["modules_bundled"] = modules_bundled(python, args.src, args.out)
        report["checks"].update({name: run_check([str(binary)], spec) for name, spec in checks().items()})
        ok = all(c["ok"] for c in report["checks"].values())
        if ok:
            report["startup_first_frame"] = startup_times([str(binary)], [python, str(args.src / ENTRY)], args.runs)
    report["ok"] = ok
    print(json.dumps(report, indent=2))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
