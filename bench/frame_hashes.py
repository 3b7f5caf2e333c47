"""The same pixels? A hash of every frame ``bench.frames`` flips, to compare two trees.

    python -m bench.frame_hashes OUT.json [--size WxH] [--quick] [scene ...]    (run in each tree)
    python -m bench.frame_hashes --compare A.json B.json

The first form drives the scenes as ``bench.frames`` does (the same input, the same frames) and writes the
SHA-1 of the window's RGB bytes at each flip, in order, to OUT.json; it prints JSON with the count. The second
prints how many frames differ and the first few indices. A change meant to keep the pixels (issue 39's memory
work) is checked by running the first form in a worktree of the commit before and in the tree after.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402


def record(out: str, size: tuple[int, int], quick: bool, scenes: list[str]) -> dict:
    import bench.frames as frames
    frames.SIZE = size
    hashes: list[str] = []
    real_flip = pygame.display.flip

    def flip():
        hashes.append(hashlib.sha1(pygame.image.tobytes(pygame.display.get_surface(), "RGB")).hexdigest()[:16])
        return real_flip()
    pygame.display.flip = flip
    try:
        result = frames.run(quick, scenes or None)
    finally:
        pygame.display.flip = real_flip
    with open(out, "w", encoding="utf-8") as fh:
        json.dump(hashes, fh)
    return {"frames": len(hashes), "file": out, "size": f"{size[0]}x{size[1]}", "quick": quick,
            "move_frames": {k: v["move_frames"].get("n") for k, v in result["scenes"].items()}}


def compare(a: str, b: str) -> dict:
    with open(a, encoding="utf-8") as fa, open(b, encoding="utf-8") as fb:
        x, y = json.load(fa), json.load(fb)
    differ = [i for i, (p, q) in enumerate(zip(x, y)) if p != q]
    return {"frames": [len(x), len(y)], "differ": len(differ), "first_differing": differ[:10]}


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.frame_hashes")
    p.add_argument("files", nargs="+", help="OUT.json and scene names, or with --compare the two files")
    p.add_argument("--compare", action="store_true")
    p.add_argument("--size", default="1920x1080")
    p.add_argument("--quick", action="store_true")
    a = p.parse_intermixed_args(argv)
    if a.compare:
        if len(a.files) != 2:
            p.error("--compare takes two files")
        out = compare(*a.files)
        print(json.dumps(out))
        return 1 if out["differ"] or out["frames"][0] != out["frames"][1] else 0
    w, h = (int(v) for v in a.size.lower().split("x"))
    print(json.dumps(record(a.files[0], (w, h), a.quick, a.files[1:])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
