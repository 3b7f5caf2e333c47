"""The record's text, built on the writer thread after every move (issue 39): the same JSON document as
before, read back to the same record, and written by the C encoder (the pure-Python one, which an indent
selects, held the interpreter lock ~3-15 ms a write on a long 31x31 game while the frames waited)."""
from __future__ import annotations

import json
import json.encoder

import pytest

from bench.record_text import indented, long_record
from game.core import records


@pytest.fixture(scope="module")
def record():
    return long_record(actions=300)


def test_the_text_is_the_same_document_and_reads_back(record):
    text = records.dumps(record)
    assert json.loads(text) == json.loads(indented(record)) == record.to_json()
    assert records.loads(text).actions == record.actions
    assert text.endswith("}\n") and text.count("\n") == len(record.to_json()) + 2   # a line per key, the braces


def test_the_text_is_not_built_by_the_pure_python_encoder(record, monkeypatch):
    def pure_python(*args, **kwargs):
        raise AssertionError("the pure-Python JSON encoder ran")
    monkeypatch.setattr(json.encoder, "_make_iterencode", pure_python)
    records.dumps(record)
