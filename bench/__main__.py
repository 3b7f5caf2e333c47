"""`python -m bench [--quick] [name ...]`: every benchmark's figures as one JSON object.
`python -m bench --doc [--quick]`: the figures of docs/performance.md, measured again (bench/doc.py).

Names: see ALL below (a module not present yet is reported as skipped).
After `frames`, other words name the scenes to measure (`python -m bench frames pente`).
"""
from __future__ import annotations

import importlib
import json
import sys
import time

ALL = ("startup", "frames", "frames_computer", "games_list", "protocol", "thinking", "senket_scoring", "senket_search", "senket_think", "senet_random_games", "senet_search", "senet_race_bound", "senet_hold30",
       "pente_moves", "pente_tournament", "senet_tournament", "senket_tournament", "monkey", "soak", "review_times",
       "senket_replies",
       "pente_review_calibration", "memory_parts")


def main(argv: list[str]) -> int:
    if any(a in ("-h", "--help") for a in argv):
        print(__doc__.strip())
        print(f"\nNames: {', '.join(ALL)}")
        return 0
    options = [a for a in argv if a.startswith("-") and a not in ("--quick", "--doc")]
    if options:     # an option it does not know must not start an hour of benchmarks
        sys.stderr.write(f"bench: unknown option {options[0]!r}; try --help\n")
        return 2
    quick = "--quick" in argv
    if "--doc" in argv:
        from bench import doc
        return doc.main(quick)
    args = [a for a in argv if not a.startswith("--")]
    names = [a for a in args if a in ALL] or list(ALL)
    unknown = [a for a in args if a not in ALL]
    scenes = unknown if "frames" in names else []  # `python -m bench frames pente`: just that scene
    if unknown and not scenes:
        sys.stderr.write(f"bench: unknown benchmark {unknown[0]!r}; choose from {', '.join(ALL)}\n")
        return 2
    out = {}
    for name in names:
        try:
            mod = importlib.import_module(f"bench.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"bench.{name}":
                out[name] = {"skipped": "not present yet"}
                continue
            raise
        t0 = time.perf_counter()
        out[name] = mod.run(quick=quick, only=scenes) if name == "frames" and scenes else mod.run(quick=quick)
        out[name]["bench_seconds"] = round(time.perf_counter() - t0, 2)
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
