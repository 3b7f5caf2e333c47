"""A resize lets go of each old window-sized picture before it makes the new one (issue 39): the memory
peak of 20,000 random events at 1920x1080 was a resize of a Senket board under the pause menu, where the
old size's backdrop, board layers and frozen screen were all alive while the new ones were drawn."""
from __future__ import annotations

import weakref

import game.senket.scene as senket_scene
import game.ui.backdrop as backdrop_module
from game.core.match import Match
from game.core.registry import get
from game.senket.view import BoardView as SenketView


def test_a_resize_under_the_pause_menu_frees_each_old_picture_before_making_its_new_one(app, monkeypatch):
    board = get("senket").open_match(app.app, Match.new("senket", seed=3))
    app.app.push(board)
    app.step(3)
    board.pause()
    app.step(3)
    pause = app.top
    old = {"shared backdrop": weakref.ref(backdrop_module._last[1]),
           "board's panel picture": weakref.ref(board.panel_back),
           "board picture": weakref.ref(board.view._surface),
           "frozen screen": weakref.ref(pause.backdrop)}
    # under the pause menu the board keeps its picture, not its layers (``Scene.under_picture``)
    for name, layer in (("board base", board.view.base), ("board grid", board.view.grid),
                        ("board's under layer", board.view._under)):
        if layer is not None:
            old[name] = weakref.ref(layer)
    alive_when_made: dict[str, list[str]] = {}

    def watch(name, real):
        def made(*args, **kwargs):
            alive_when_made[name] = [k for k, ref in old.items() if ref() is not None]
            return real(*args, **kwargs)
        return made
    monkeypatch.setattr(backdrop_module, "_draw_backdrop", watch("shared backdrop", backdrop_module._draw_backdrop))
    monkeypatch.setattr(senket_scene, "draw_panel", watch("board's panel picture", senket_scene.draw_panel))
    monkeypatch.setattr(SenketView, "_build_base", watch("board layers", SenketView._build_base))
    monkeypatch.setattr(backdrop_module, "window_sized", watch("frozen screen", backdrop_module.window_sized))
    app.app.resize((1500, 950))
    app.step(2)
    assert set(alive_when_made) == {"shared backdrop", "board's panel picture", "board layers", "frozen screen"}
    assert "shared backdrop" not in alive_when_made["shared backdrop"]
    assert "board's panel picture" not in alive_when_made["board's panel picture"]
    assert not {"board base", "board grid", "board's under layer", "board picture"} & set(alive_when_made["board layers"])
    assert alive_when_made["frozen screen"] == [], "every old picture is gone when the last new one is made"


def test_the_picture_kept_for_the_next_dialog_goes_with_a_new_window_size(app):
    from game.scenes.dialog import Dialog
    app.app.push(Dialog(app.app, "A title", "A sentence."))
    app.step(2)
    app.app.pop()
    app.step(2)
    assert [s.get_size() for s in backdrop_module._SPARE] == [app.app.screen.get_size()], "kept while the size holds"
    app.app.resize((1500, 950))
    app.step(1)
    assert backdrop_module._SPARE == [], "at a new size it would only add to the resize's peak"
