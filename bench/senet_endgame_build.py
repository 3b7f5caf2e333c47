"""Build Senet's endgame tables (``game/senet/solver.py``): every position with at most two counters a
side on the board, solved exactly, one file per preset, and the manifest that vouches for them.

    python -m bench.senet_endgame_build [--presets kendall_bell,hounds_and_jackals] [--check]

Prints JSON per preset: positions, throw nodes, move edges, value-iteration sweeps, the last sweep's
largest change, CPU seconds, the file's size and sha256. ``--check`` rebuilds in memory and compares with
the files on disk instead of writing (the tables are deterministic: same engine, same values).
"""
from __future__ import annotations

import argparse
import hashlib
import io
import json
import sys

import numpy as np

from game.senet import solver
from game.senet.rules import PRESETS


def build_one(name: str) -> tuple[dict, bytes]:
    res = solver.build(PRESETS[name])
    buf = io.BytesIO()
    np.savez_compressed(buf, values=solver.encode(res["values"]))
    raw = buf.getvalue()
    report = {k: v for k, v in res.items() if k not in ("values", "valid")}
    report.update({"bytes": len(raw), "sha256": hashlib.sha256(raw).hexdigest()})
    return report, raw


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="bench.senet_endgame_build")
    ap.add_argument("--presets", default=",".join(solver.COVERED_PRESETS))
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    names = [n for n in args.presets.split(",") if n]
    manifest = {"format": solver.FORMAT, "tables": {}}
    if solver.MANIFEST.exists():
        old = json.loads(solver.MANIFEST.read_text(encoding="utf-8"))
        if old.get("format") == solver.FORMAT:
            manifest["tables"].update(old.get("tables", {}))
    out = {}
    ok = True
    for name in names:
        report, raw = build_one(name)
        out[name] = report
        if args.check:
            same = manifest["tables"].get(name, {}).get("sha256") == report["sha256"]
            report["matches_file"] = same
            ok &= same
            continue
        solver.TABLE_DIR.mkdir(exist_ok=True)
        (solver.TABLE_DIR / f"{name}.npz").write_bytes(raw)
        manifest["tables"][name] = {"file": f"{name}.npz", "options": PRESETS[name].to_dict(),
                                    "sha256": report["sha256"], "states": report["states"],
                                    "max_on_board": solver.MAX_ON_BOARD}
        solver.MANIFEST.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(json.dumps({name: report}), file=sys.stderr, flush=True)
    print(json.dumps(out, indent=1))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
