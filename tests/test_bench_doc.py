"""`python -m bench --doc`: every figure of the table reads the JSON its benchmark prints (a renamed key
shows as "unreadable", never as a silent gap), and the table is what docs/performance.md shows."""
import re

import pytest
from pathlib import Path

from bench import doc

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def quick_results():
    """Each benchmark's quick JSON, from the benchmarks themselves (the slow ones' shapes from tiny runs)."""
    import bench.frames as frames
    import bench.startup as startup

    def runner(name, quick):
        if name == "frames":
            return frames.run(quick=True, only=["pente"]) | {"frames_note": "pente only"}
        if name == "frames_computer":
            return frames.run(quick=True, only=["pente"], computer="easy") | {"frames_note": "pente only"}
        if name == "startup":
            return startup.run(quick=True)
        return doc.importlib.import_module(f"bench.{name}").run(quick=True)
    return doc.measure(True, runner)


def test_every_figure_reads_its_benchmark_and_the_table_has_each_row(quick_results):
    results = quick_results
    text = doc.table(results, quick=True)
    assert "unreadable" not in text and "failed" not in text, text
    for f in doc.FIGURES:
        row = next(line for line in text.splitlines() if line.startswith(f"| {f.label} "))
        now = row.split("|")[3].strip()
        if f.bench in ("frames", "frames_computer") and "pente" not in f.label.lower():
            assert now == "not measured"          # the test measured Pente's frames only
        else:
            assert re.search(r"\d", now), row     # a measured number, not a dash
    assert doc.commit() in text


def test_a_renamed_key_shows_as_unreadable_not_as_a_gap():
    results = {"protocol": {"pente-pente": {"push_pop": {"rate": 1}}}}
    text = doc.table(results, quick=True)
    row = next(line for line in text.splitlines() if line.startswith("| Pente push+pop"))
    assert "unreadable" in row


def test_performance_doc_names_the_command_and_every_figure():
    page = (ROOT / "docs" / "performance.md").read_text()
    assert "python -m bench --doc" in page
    for f in doc.FIGURES:
        assert f.label in page, f.label


def test_bench_help_and_an_unknown_option_run_nothing(capsys, monkeypatch):
    """`python -m bench --help` ran every benchmark (about an hour) instead of saying how to use it."""
    import importlib
    import bench.__main__ as bench_main
    ran = []
    monkeypatch.setattr(importlib, "import_module", lambda name: ran.append(name))
    assert bench_main.main(["--help"]) == 0
    assert "python -m bench" in capsys.readouterr().out
    assert bench_main.main(["--frobnicate"]) == 2
    assert "unknown option" in capsys.readouterr().err
    assert ran == []
