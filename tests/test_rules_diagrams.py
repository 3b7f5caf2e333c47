"""Illustrated rules: the ``[diagram NAME]`` lines of assets/rules/*.txt and the diagram modules."""
import importlib
import logging

import pygame
import pytest

from game.core.registry import games
from game.scenes import rules_scene
from game.scenes.rules_scene import RulesScene, diagram_module, diagram_names, load_rules_text
from game.ui.theme import PALETTES

GAME_IDS = [g.id for g in games()]


def open_rules(h):
    h.click(h.widget("rules").rect.center)
    h.step(2)
    assert isinstance(h.top, RulesScene)
    return h.top


def test_every_game_has_diagrams_and_its_text_uses_them():
    assert set(GAME_IDS) == {"senket", "senet", "pente"}
    for gid in GAME_IDS:
        names = diagram_names(load_rules_text(gid))
        mod = diagram_module(gid)
        assert mod is not None, gid
        assert names, f"{gid}: the rules text shows no picture"
        unknown = [n for n in names if n not in mod.CAPTIONS]
        assert not unknown, f"{gid}: unknown diagrams {unknown}"
        for name, caption in mod.CAPTIONS.items():
            assert caption.strip() and "\n" not in caption, (gid, name)


def test_diagram_line_syntax():
    text = "# Head\n- a bullet\n[diagram corner-triangle]\n  [diagram   x_2 ]\n[diagram]\nsee [diagram y]\n"
    assert diagram_names(text) == ["corner-triangle", "x_2"]


def test_every_diagram_draws_the_asked_size(app):
    """Each diagram of each game, in each palette: a surface of the asked size with a picture on it."""
    for gid in GAME_IDS:
        mod = diagram_module(gid)
        for name in mod.CAPTIONS:
            for pal_name, pal in PALETTES.items():
                for size in ((300, 300), (240, 180)) if pal_name == "classic" else ((260, 260),):
                    aspect = getattr(mod, "ASPECT", {}).get(name, 1.0)
                    asked = (int(size[1] * aspect), size[1])
                    surf = mod.draw(name, asked, pal)
                    assert isinstance(surf, pygame.Surface)
                    assert surf.get_size() == asked, (gid, name, asked)
                    covered = pygame.mask.from_surface(surf).count()
                    assert covered > 0.4 * asked[0] * asked[1], (gid, name, pal_name, covered)
                    colours = {tuple(surf.get_at((x, y))) for x in range(0, asked[0], 7) for y in range(0, asked[1], 7)}
                    assert len(colours) > 20, (gid, name, "a flat picture")


def test_unknown_diagram_name_is_a_key_error(app):
    for gid in GAME_IDS:
        with pytest.raises(KeyError):
            diagram_module(gid).draw("no-such-diagram", (200, 200), PALETTES["classic"])


def test_senket_seed000_diagram_is_the_scored_game():
    """The completed game of seed 000 in the pictures scores Red 888, Blue 961 by the game's scorer,
    the same position as tests/senket/test_scoring.py builds."""
    from game.senket import diagrams
    from game.senket.rules import SECOND, FIRST
    from game.senket.scoring import score
    from tests.senket.test_scoring import seed000

    g = diagrams.position("seed-000")
    r = score(g)
    assert r.totals == {FIRST: 888, SECOND: 961}
    assert r.winner is SECOND
    assert sorted(gr.value for gr in r.groups_of(FIRST)) == [4, 100, 784]
    assert g.key() == seed000().key()
    assert "888" in diagrams.CAPTIONS["seed-000"] and "961" in diagrams.CAPTIONS["seed-000"]


def test_senket_diagram_positions_say_what_their_captions_say():
    from game.senket import diagrams
    from game.senket.rules import SECOND, FIRST
    from game.senket.scoring import score

    shapes = score(diagrams.position("shapes"))
    assert sorted(t.area for t in shapes.territories_of(FIRST)) == [1, 2, 2, 3, 4, 5]
    assert sorted(g.value for g in shapes.groups_of(FIRST)) == [1, 4, 4, 9, 16, 25]
    joining = score(diagrams.position("joining"))
    assert sorted(g.value for g in joining.groups_of(FIRST)) == [9, 9, 36]
    ring = score(diagrams.position("neutral-ring"))
    assert [t.area for t in ring.territories_of(FIRST)] == [5] and ring.territories_of(SECOND) == ()
    assert ring.neutral_area > 0
    assert all(not t.prisoners for t in ring.territories)
    # the fences picture: the crossed-out fences are ones the rules refuse
    g = diagrams.position("fences")
    for a, b in (diagrams.FENCE_CROSSING, diagrams.FENCE_NOT_KNIGHT):
        assert g._fence_reason(a, b, int(FIRST)) is not None


def test_senet_moves_shown_are_the_rules_moves():
    from game.senet import diagrams

    a, b, move = diagrams.shown_move("swap")
    assert move is not None and move.displaced == (14, 11)
    for name in ("protect", "blockade"):
        a, b, move = diagrams.shown_move(name)
        assert move is None, name


def test_pente_diagrams_capture_what_the_captions_say():
    from game.pente import diagrams
    from game.pente.rules import Reason

    assert len(diagrams.game_for("capture")[0].last_result.captured_points) == 2
    assert diagrams.game_for("no-self-capture")[0].last_result.captured_points == []
    assert len(diagrams.game_for("keryo")[0].last_result.captured_points) == 3
    g, _ = diagrams.game_for("tournament")
    assert g.restriction() is not None and g.restriction().kind == "box"
    assert g.check(diagrams.TOURNAMENT_BAD) == Reason.TOURNAMENT_BOX and g.check(diagrams.TOURNAMENT_GOOD) is None


def test_rules_screen_shows_every_tab_with_its_pictures(make_app):
    h = make_app()
    scene = open_rules(h)
    seen = []
    real = RulesScene._diagram

    def spy(self, module, name, width, game_id=None):
        block = real(self, module, name, width, game_id)
        seen.append((name, block.get_height()))
        return block

    RulesScene._diagram = spy
    try:
        for tab in range(len(GAME_IDS)):
            scene.tab = tab
            scene.pages.clear()
            h.step(1)
            assert scene.page().get_height() > scene.view.height
            assert scene.render_ms[tab] < 1000   # generous here; the rules screen's budget is 300 ms a tab
    finally:
        RulesScene._diagram = real
    wanted = [n for gid in GAME_IDS for n in diagram_names(load_rules_text(gid))]
    assert [n for n, _ in seen] == wanted
    side = max(240, min(340, int(300 * h.app.scale)))
    assert all(height >= side * 0.8 for _, height in seen)     # pictures, not "unavailable" notes


def test_unknown_or_failing_diagram_shows_a_note_not_a_crash(make_app, monkeypatch, caplog):
    from game.senket import diagrams

    text = load_rules_text("senket") + "\n[diagram no-such-diagram]\n[diagram shapes]\n"
    monkeypatch.setattr(rules_scene, "load_rules_text", lambda gid: text if gid == "senket" else "# x\n")
    real_draw = diagrams.draw

    def draw(name, size, palette):
        if name == "shapes":
            raise RuntimeError("boom")
        return real_draw(name, size, palette)

    monkeypatch.setattr(diagrams, "draw", draw)
    notes = []
    real_note = RulesScene._unavailable
    monkeypatch.setattr(RulesScene, "_unavailable", lambda self, name: notes.append(name) or real_note(self, name))
    h = make_app()
    with caplog.at_level(logging.WARNING, logger="game.scenes.rules_scene"):
        scene = open_rules(h)
        assert scene.ids[scene.tab] == "senket"
        h.step(2)
        h.keys("pagedown", "down", "down")
    assert sorted(notes) == ["no-such-diagram", "shapes", "shapes"]   # twice in the text
    assert "boom" in caplog.text and "no-such-diagram" in caplog.text
    note = real_note(scene, "no-such-diagram")
    assert note.get_height() < 80 * h.app.scale
    h.key("right")          # the other tabs still render
    h.step(2)
    assert isinstance(h.top, RulesScene)


def test_a_game_without_a_diagram_module_shows_notes(make_app, monkeypatch):
    real = importlib.import_module

    def fake(name, *a):
        if name == "game.pente.diagrams":
            raise ModuleNotFoundError(name=name)
        return real(name, *a)

    monkeypatch.setattr(rules_scene.importlib, "import_module", fake)
    h = make_app()
    scene = open_rules(h)
    scene.tab = GAME_IDS.index("pente")
    scene.pages.clear()
    h.step(2)
    assert scene.page().get_height() > 0


def test_small_window(make_app):
    h = make_app(size=(800, 600))
    scene = open_rules(h)
    for tab in range(len(GAME_IDS)):
        scene.tab = tab
        scene.scroll = 0
        h.step(1)
        page = scene.page()
        assert page.get_width() <= scene.view.width
        scene.scroll = scene.max_scroll
        h.step(1)


def test_the_rules_keep_one_page_picture_however_many_tabs_are_read(make_app):
    """Each page is one window-wide picture of the whole page (15-20 MB at 1920x1080, 45 at 4K): the tabs
    read before are let go, so reading every tab does not hold every page (it held 59 MB at 1920x1080)."""
    h = make_app(size=(1920, 1080))
    scene = open_rules(h)
    for tab in list(range(len(scene.ids))) * 2:
        scene.tab = tab
        h.step(1)
        assert list(scene.pages) == [tab]
