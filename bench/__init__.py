"""Benchmarks: each module exposes run(quick=False) -> dict of figures."""
