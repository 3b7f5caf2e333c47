"""`python -m bench [--quick] [name ...]`: every benchmark's figures as one JSON object.

Names: startup, frames, and the games' own (senket_scoring, senet_random_games,
pente_moves) once present.
"""
from __future__ import annotations

import importlib
import json
import sys
import time

ALL = ("startup", "frames", "senket_scoring", "senet_random_games", "pente_moves")


def main(argv: list[str]) -> int:
    quick = "--quick" in argv
    names = [a for a in argv if not a.startswith("--")] or list(ALL)
    unknown = [n for n in names if n not in ALL]
    if unknown:
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
        out[name] = mod.run(quick=quick)
        out[name]["bench_seconds"] = round(time.perf_counter() - t0, 2)
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
