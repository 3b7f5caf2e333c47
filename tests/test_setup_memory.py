"""Each game's new-game setup is remembered in the settings file, choice by choice."""
import json

import pytest

from game.storage.settings import SETTINGS_FILE, Settings


def set_row(h, name: str, value) -> None:
    for _ in range(12):
        if h.top.values[name] == value:
            return
        h.click(h.widget(name).rect.center)
    raise AssertionError(f"{name} never showed {value!r}")


def test_a_senket_setup_left_for_the_lesson_and_the_menu_opens_as_it_was_left(make_app, tmp_path):
    """11×11 with Blue Easy, then Learn, back, Back, Senket again: 11×11 and Blue Easy (it was 17×17 and
    Human v Human); and so after a restart, from the settings file."""
    data = tmp_path / "d"
    h = make_app(game="senket", data_dir=data)
    set_row(h, "size", 11)
    set_row(h, "blue", "easy")
    h.click(h.widget("learn").rect.center)
    h.step(2)
    assert h.top.guide is not None
    h.app.pop()
    h.step(2)
    h.click(h.widget("back").rect.center)
    h.step(2)
    h.click(h.widget("senket").rect.center)
    h.step(2)
    assert h.top.values["size"] == 11 and h.top.values["blue"] == "easy"
    h.close()
    assert json.loads((data / SETTINGS_FILE).read_text())["setups"]["senket"]["size"] == 11
    h = make_app(game="pente", data_dir=data)
    set_row(h, "white", "medium")
    h.close()
    h = make_app(game="senket", data_dir=data)
    assert (h.top.values["size"], h.top.values["red"], h.top.values["blue"]) == (11, "human", "easy")
    h.close()
    h = make_app(game="pente", data_dir=data)
    assert h.top.values["white"] == "medium"
    h.click(h.widget("start").rect.center)
    h.step(2)
    assert h.top.match.seats == ("human", "medium")


def test_a_remembered_value_no_row_offers_falls_back_to_its_default(make_app, tmp_path):
    data = tmp_path / "d"
    data.mkdir()
    (data / SETTINGS_FILE).write_text(json.dumps(
        {"setups": {"senket": {"size": 12345, "blue": "god", "red": "easy", "nothing": 1},
                    "senet": {"ruleset": "Z", "seat2": "hard"}}}))
    h = make_app(game="senket", data_dir=data)
    assert h.top.values == {**h.top.defaults, "red": "easy"}
    h.close()
    h = make_app(game="senet", data_dir=data)
    assert h.top.values["ruleset"] == "A" and h.top.values["seat2"] == "hard"


@pytest.mark.parametrize("setups", [[], {"senket": []}, {"senket": {"size": [11]}}, {"x" * 41: {}},
                                    {"senket": {str(i): 1 for i in range(17)}}, {"senket": {"red": "e" * 41}}])
def test_a_setups_entry_that_is_not_plain_and_small_is_ignored(setups):
    settings, ignored = Settings.from_dict({"volume": 30, "setups": setups})
    assert ignored == ["setups"] and settings.setups == {} and settings.volume == 30


def test_setups_round_trip():
    s = Settings(setups={"senket": {"size": 11, "blue": "easy"}, "senet": {"ruleset": "B", "tail": True}})
    again, ignored = Settings.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again == s and not ignored
