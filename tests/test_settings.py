"""Settings are changed with any device, applied at once, saved and restored."""
import json
import os
import stat

import pytest

from game.scenes.settings_scene import SettingsScene
from game.storage.settings import Settings


def open_settings(h):
    h.click(h.widget("settings").rect.center)
    assert isinstance(h.top, SettingsScene)


def test_settings_saved_and_restored_across_runs(make_app, tmp_path):
    data = tmp_path / "d"
    h = make_app(data_dir=data)
    open_settings(h)
    h.key("left")  # volume 70 -> 60
    h.key("down"); h.key("return")  # mute
    h.key("down"); h.key("down"); h.key("right")  # palette -> colour-blind safe
    h.key("down"); h.key("right")  # animation normal -> fast
    saved = json.loads((data / "settings.json").read_text())
    assert saved == {"volume": 60, "muted": True, "fullscreen": False,
                     "palette": "colour-blind safe", "animation": "fast", "ui_scale": 100,
                     "setups": {}}
    assert h.app.theme.palette.name == "colour-blind safe", "palette applies at once"
    h.close()
    h2 = make_app(data_dir=data)
    s = h2.app.settings
    assert (s.volume, s.muted, s.palette, s.animation) == (60, True, "colour-blind safe", "fast")
    assert h2.app.audio.volume == 0.0, "muted means silent"


def test_fullscreen_setting_by_pad(make_app, tmp_path):
    h = make_app(data_dir=tmp_path / "d")
    open_settings(h)
    h.pads("down", "down", "a")
    assert h.app.is_fullscreen
    assert json.loads((tmp_path / "d" / "settings.json").read_text())["fullscreen"] is True
    h.pads("a")
    assert not h.app.is_fullscreen


def test_clicking_left_arrow_steps_back(app):
    open_settings(app)
    row = app.widget("volume")
    app.step()  # draw once so the arrows have places
    app.click(row._left_arrow.center)
    assert app.app.settings.volume == 60
    app.click((row.rect.x + 20, row.rect.centery))
    assert app.app.settings.volume == 70


def test_corrupt_settings_file_message_and_left_untouched(make_app, tmp_path):
    data = tmp_path / "d"
    data.mkdir()
    junk = b"{not json at all"
    (data / "settings.json").write_bytes(junk)
    h = make_app(data_dir=data)
    assert any("damaged" in m for m in h.messages())
    assert h.app.settings == Settings()
    assert (data / "settings.json").read_bytes() == junk
    h.step(5)  # drawn with the message on screen, no crash
    # Changing a setting keeps a copy of the damaged file before saving anew.
    open_settings(h)
    h.key("left")
    kept = list(data.glob("settings.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == junk
    assert json.loads((data / "settings.json").read_text())["volume"] == 60


def test_settings_with_bad_values_keep_the_good_ones(make_app, tmp_path):
    data = tmp_path / "d"
    data.mkdir()
    (data / "settings.json").write_text(json.dumps({"volume": 500, "palette": "high contrast", "x": 1}))
    h = make_app(data_dir=data)
    assert h.app.settings.palette == "high contrast"
    assert h.app.settings.volume == Settings().volume
    assert any("could not be used" in m for m in h.messages())


@pytest.mark.skipif(os.geteuid() == 0 if hasattr(os, "geteuid") else True,
                    reason="root ignores file permissions")
def test_unreadable_settings_file(make_app, tmp_path):  # pragma: no cover - not as root
    data = tmp_path / "d"
    data.mkdir()
    f = data / "settings.json"
    f.write_text("{}")
    f.chmod(0)
    h = make_app(data_dir=data)
    assert any("Could not read" in m for m in h.messages())


def test_unreadable_settings_path_is_a_directory(make_app, tmp_path):
    """A settings 'file' that cannot be read (here: a directory) gives a message, not a crash."""
    data = tmp_path / "d"
    (data / "settings.json").mkdir(parents=True)
    h = make_app(data_dir=data)
    assert any("Could not read settings.json" in m for m in h.messages())
    open_settings(h)
    h.key("left")  # saving fails too: a message, the game goes on
    assert any("Could not save" in m for m in h.messages())
    assert (data / "settings.json").is_dir()


def test_read_only_data_directory(make_app, tmp_path, monkeypatch):
    """Saving into a directory that refuses writes: a message, settings still apply."""
    data = tmp_path / "ro"
    data.mkdir()
    import game.core.files as storage

    def refuse(*a, **k):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(storage.tempfile, "mkstemp", refuse)
    h = make_app(data_dir=data)
    open_settings(h)
    h.key("left")
    assert h.app.settings.volume == 60
    assert any("Could not save settings.json" in m and "Permission denied" in m for m in h.messages())
    h.step(3)


def test_real_read_only_directory(make_app, tmp_path):
    data = tmp_path / "ro"
    data.mkdir()
    data.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        h = make_app(data_dir=data)
        open_settings(h)
        h.key("left")
        if os.access(data, os.W_OK):  # root may write anyway
            assert (data / "settings.json").exists()
        else:
            assert any("Could not save" in m for m in h.messages())
    finally:
        data.chmod(stat.S_IRWXU)


def test_ui_scale_grows_text_and_buttons_and_is_kept(make_app, tmp_path):
    import json
    h = make_app(data_dir=tmp_path / "d")
    before = h.app.scale
    old_height = h.widget("settings").rect.height      # a menu button
    h.click(h.widget("settings").rect.center)
    row = h.widget("ui_scale")
    row.adjust(1)                      # 100% -> 115%
    h.step(2)
    assert h.app.settings.ui_scale == 115 and abs(h.app.scale - before * 1.15) < 1e-6
    h.key("escape")                    # the menu's buttons grew (the Settings rows stand still: they are changed)
    h.step(2)
    assert h.widget("settings").rect.height > old_height
    assert json.loads((tmp_path / "d" / "settings.json").read_text())["ui_scale"] == 115


def test_a_ui_scale_that_is_not_offered_is_ignored():
    from game.storage.settings import Settings
    s, ignored = Settings.from_dict({"ui_scale": 1000})
    assert s.ui_scale == 100 and ignored == ["ui_scale"]
    s, ignored = Settings.from_dict({"ui_scale": 130})
    assert s.ui_scale == 130 and not ignored


def test_a_new_palette_redraws_the_settings_page_and_the_menu_behind_it(make_app, tmp_path):
    """The pages over the shared backdrop lay themselves out again for a palette picked in Settings."""
    from game.ui.backdrop import make_backdrop
    h = make_app(data_dir=tmp_path / "d")
    open_settings(h)
    corner = (3, 3)
    old = make_backdrop(h.screen.get_size(), h.app.theme.palette).get_at(corner)
    assert h.screen.get_at(corner) == old
    h.key("down"); h.key("down"); h.key("down"); h.key("right")  # palette -> colour-blind safe
    h.step(2)
    assert h.app.theme.palette.name == "colour-blind safe"
    new = make_backdrop(h.screen.get_size(), h.app.theme.palette).get_at(corner)
    assert new != old
    assert h.screen.get_at(corner) == new, "the settings page's own backdrop"
    h.key("escape")
    h.step(2)
    assert h.top.title == "Main menu"
    assert h.screen.get_at(corner) == new, "the menu behind it"


def test_text_size_and_volume_stop_at_their_ends_instead_of_wrapping(app):
    """One click past 150% text made it 80%; past 100% volume, 0%."""
    open_settings(app)
    row = app.widget("ui_scale")
    for _ in range(8):
        app.click(app.widget("ui_scale").rect.center)
    assert app.app.settings.ui_scale == 150
    app.key("right")
    assert app.app.settings.ui_scale == 150
    for _ in range(8):
        app.click(app.widget("ui_scale")._left_arrow.center)
    assert app.app.settings.ui_scale == 80
    assert row.ordered and not app.widget("palette").ordered
    app.app.settings.volume = 100
    app.click(app.widget("volume").rect.center)
    assert app.app.settings.volume == 100


def test_a_rows_arrows_stay_put_as_its_value_changes(app):
    """The left arrow stood just before the value, so it moved as "0%" became "100%": clicks meant for it
    landed on the row and stepped the other way."""
    open_settings(app)
    seen = set()
    for _ in range(11):
        app.step()
        seen.add(tuple(app.widget("volume")._left_arrow))
        app.click(app.widget("volume")._left_arrow.center)
    assert len(seen) == 1 and app.app.settings.volume == 0


@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (640, 480)])
def test_the_rows_stay_under_the_pointer_as_the_text_size_changes(make_app, size):
    """Each click on the text size row grew every row, so the next click landed elsewhere."""
    h = make_app(size=size)
    open_settings(h)
    h.step()
    rects = set()
    for _ in range(len([80, 90, 100, 115, 130, 150])):
        rects.add(tuple(h.widget("ui_scale").rect))
        h.click(h.widget("ui_scale")._left_arrow.center)
        h.step()
    assert len(rects) == 1 and h.app.settings.ui_scale == 80
