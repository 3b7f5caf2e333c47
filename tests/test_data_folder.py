"""The player's folder is SDL's per-user folder, and an earlier version's folder is never left behind."""
import sys

import pygame
import pytest

from game.storage.files import APP_DIR_NAME
from game.ui import data_folder


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG_DATA_HOME is the Linux convention")
def test_sdl_answers_the_folder_under_xdg_data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_folder.sdl_data_dir() == tmp_path / "xdg" / APP_DIR_NAME
    assert (tmp_path / "xdg" / APP_DIR_NAME).is_dir()
    # the folder earlier versions used is the same one here: nothing to move
    assert data_folder.default_data_dir() == data_folder.sdl_data_dir()
    assert data_folder.user_data_dir() == tmp_path / "xdg" / APP_DIR_NAME


def test_an_earlier_folder_holding_a_kept_game_goes_on_being_used(tmp_path, monkeypatch):
    earlier, sdl = tmp_path / "earlier", tmp_path / "sdl"
    earlier.mkdir()
    sdl.mkdir()
    monkeypatch.setattr(data_folder, "default_data_dir", lambda: earlier)
    monkeypatch.setattr(data_folder, "sdl_data_dir", lambda: sdl)
    assert data_folder.user_data_dir() == sdl                      # nothing anywhere yet: SDL's
    (earlier / "autosave.json").write_text("{}")
    assert data_folder.user_data_dir() == earlier                  # only the earlier one holds a game
    (sdl / "settings.json").write_text("{}")
    assert data_folder.user_data_dir() == sdl                      # once SDL's is in use, it stays


def test_without_an_answer_from_sdl_the_earlier_folder_is_used(tmp_path, monkeypatch):
    def fails(org, app):
        raise pygame.error("no pref path here")
    monkeypatch.setattr(pygame.system, "get_pref_path", fails)
    monkeypatch.setattr(data_folder, "default_data_dir", lambda: tmp_path / "earlier")
    assert data_folder.sdl_data_dir() is None
    assert data_folder.user_data_dir() == tmp_path / "earlier"
