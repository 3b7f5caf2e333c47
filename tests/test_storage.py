"""Atomic writes and honest failures in the data directory."""
import json

import pytest

import game.storage.files as storage
from game.storage import Storage, StorageError


def test_write_then_read_round_trip(tmp_path):
    st = Storage(tmp_path / "new" / "dir")
    st.write_json("a.json", {"x": [1, 2]})
    assert st.read_json("a.json") == {"x": [1, 2]}


def test_missing_file_reads_as_none(tmp_path):
    assert Storage(tmp_path).read_json("nope.json") is None


def test_failed_write_leaves_old_file_whole_and_no_temp_files(tmp_path, monkeypatch):
    st = Storage(tmp_path)
    st.write_json("a.json", {"v": 1})

    def boom(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(storage.os, "replace", boom)
    with pytest.raises(StorageError, match="No space left"):
        st.write_json("a.json", {"v": 2})
    assert json.loads((tmp_path / "a.json").read_text()) == {"v": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_corrupt_file_raises_and_is_not_changed(tmp_path):
    (tmp_path / "a.json").write_bytes(b"\xff\xfe garbage")
    st = Storage(tmp_path)
    with pytest.raises(StorageError, match="damaged"):
        st.read_json("a.json")
    assert (tmp_path / "a.json").read_bytes() == b"\xff\xfe garbage"


def test_default_data_dir_honours_xdg(monkeypatch, tmp_path):
    monkeypatch.setattr(storage.sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert storage.default_data_dir() == tmp_path / storage.APP_DIR_NAME


def test_save_keeps_the_files_permission_bits(tmp_path):
    target = tmp_path / "a.json"
    storage.atomic_write_text(target, "{}")
    target.chmod(0o644)
    storage.atomic_write_text(target, '{"v": 2}')
    assert target.stat().st_mode & 0o777 == 0o644
    target.chmod(0o640)
    storage.atomic_write_text(target, '{"v": 3}')
    assert target.stat().st_mode & 0o777 == 0o640


def test_a_new_file_gets_the_umask_mode_not_0600(tmp_path):
    old = storage.os.umask(0o022)
    try:
        storage.atomic_write_text(tmp_path / "new.json", "{}")
    finally:
        storage.os.umask(old)
    assert (tmp_path / "new.json").stat().st_mode & 0o777 == 0o644


def test_save_syncs_the_file_and_then_its_folder(tmp_path, monkeypatch):
    synced = []
    real_fsync = storage.os.fsync

    def spy(fd):
        import stat as st_
        synced.append("dir" if st_.S_ISDIR(storage.os.fstat(fd).st_mode) else "file")
        return real_fsync(fd)
    monkeypatch.setattr(storage.os, "fsync", spy)
    storage.atomic_write_text(tmp_path / "a.json", "{}")
    assert synced == ["file", "dir"]
