"""A game saved under a name and then set aside for another game is one row of the Games list, under the
player's name, opening at its newest move: it was listed twice (the set-aside copy and the named save)."""
from game.core import registry
from game.scenes.games_list import GamesScene
from tests.test_autosave import FREE_PENTE, open_match


def test_a_named_game_set_aside_is_listed_once_under_its_name(make_app, tmp_path):
    data = tmp_path / "d"
    h = make_app(game="pente", data_dir=data)
    h.click(h.widget("start").rect.center)
    a = h.top
    a.play((9, 9))
    h.step(2)
    a.save_as("My Pente")          # the pause menu's Save game
    a.play(a.state.action_from_json([3, 3]))
    a.anims.skip()
    h.step(2)
    h.app.autosave.flush()
    h.app.pop_to_root()
    h.step(2)
    b = open_match(h, "pente", options=registry.get("pente").options_type.from_dict(FREE_PENTE))
    b.play((0, 0))                 # game B's first move sets A aside
    b.anims.skip()
    h.step(2)
    h.app.autosave.flush()
    assert len(h.app.library.files("pente")) == 2          # both files are kept ...
    games = GamesScene(h.app, "pente")
    h.app.push(games)
    h.step(2)
    rows = games.widgets.widgets
    assert [r.label for r in rows] == ["My Pente"], [r.label for r in rows]     # ... and listed once
    entry = games.entry(0)
    assert len(entry.record.actions) == 2                  # at its newest move, the one after the save
    games.ask_delete(0)                                    # deleting the row deletes the game, both files
    h.step(1)
    h.click(h.widget("delete").rect.center)
    h.step(2)
    assert h.app.library.files("pente") == [] and games.widgets.widgets == []
