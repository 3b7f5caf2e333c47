"""Every page and dialog at 640×480, 800×600, 1280×800 and 1920×1080, text 80–150%: no widget outside the
window, no button label wider than its button, no dialog's title or line wider than its panel."""
import pygame
import pytest

from game.core import registry
from game.core.match import Match
from game.scenes.dialog import Dialog
from game.ui.theme import Theme
from game.ui.widgets import Button, ChoiceRow

LEGIBLE = 12      # no text a player must read is drawn smaller (a font size; 800×600 setups drew ~8 px text)

SIZES = [(640, 480), (800, 600), (1280, 800), (1920, 1080)]
SCALES = [80, 100, 150]


def widgets_of(scene):
    found = []
    for holder in ("widgets", "hud"):
        lst = getattr(scene, holder, None)
        found += list(getattr(lst, "widgets", []))
    return found


def check(h, where: str) -> list[str]:
    """What is out of its box on the screen on top, in words."""
    h.step(1)
    win = h.screen.get_rect()
    top, s = h.top, h.app.scale
    bad = []
    for w in widgets_of(top):
        if w.rect.width == 0 or not getattr(w, "visible", True):
            continue
        if not win.contains(w.rect):
            bad.append(f"{where}: {getattr(w, 'name', w)} {w.rect} outside the window")
        if isinstance(w, Button):
            size = (w.text_sizes or w.fitted_sizes(s))[0]
            width = Theme.font(size, True).size(w.label)[0]
            if width > w.rect.width:
                bad.append(f"{where}: label {w.label!r} {width}px in a {w.rect.width}px button")
        if isinstance(w, ChoiceRow) and w.inline_explain and w.explain:
            pad = int(16 * s)
            size = w.explain_size(s)
            if size < LEGIBLE or Theme.font(size).size(w.explain)[0] > w.rect.width - 2 * pad:
                bad.append(f"{where}: {w.name}'s explanation at size {size}")
    if isinstance(top, Dialog):
        panel = top.panel
        if not win.contains(panel):
            bad.append(f"{where}: dialog {top.title!r} {panel} outside the window")
        title_w = Theme.font(top.title_px(), True).size(top.title)[0]
        if title_w > panel.width:
            bad.append(f"{where}: title {top.title!r} {title_w}px in a {panel.width}px panel")
        size = max(12, int(top.text_size * s))
        for line in top.lines:
            if Theme.font(size).size(line)[0] > panel.width:
                bad.append(f"{where}: line {line[:30]!r} wider than its panel")
    return bad


def visit(h):
    """Open every page and dialog in turn from the menu, checking each; the problems found."""
    bad = check(h, "menu")
    app = h.app
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.games_list import GamesScene
    from game.scenes.tutorial_play import LessonList
    from game.scenes.rules_scene import RulesScene
    for name, make in [("settings", lambda: SettingsScene(app)), ("games", lambda: GamesScene(app, "senket")),
                       ("lessons", lambda: LessonList(app)), ("rules", lambda: RulesScene(app, "senket"))]:
        app.push(make())
        h.step(1)
        bad += check(h, name)
        app.pop()
        h.step(1)
    for game in ("senket", "senet", "pente"):
        spec = registry.get(game)
        app.push(spec.open_setup(app))
        h.step(1)
        bad += check(h, f"{game} setup")
        app.pop()
        h.step(1)
        board = spec.open_match(app, Match.new(game, None, seed=1))
        app.push(board)
        h.step(2)
        bad += check(h, f"{game} board")
        board.open_pause()
        h.step(2)
        bad += check(h, f"{game} pause")
        app.pop()
        h.step(1)
        if game == "senket":
            board.why_this_score()
            h.step(2)
            bad += check(h, "senket why this score")
            app.pop()
            h.step(1)
        app.pop()
        h.step(1)
    return bad


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("ui", SCALES)
def test_every_screen_keeps_its_words_in_their_boxes(make_app, size, ui):
    h = make_app(size=size, ui_scale=ui)
    bad = visit(h)
    assert not bad, "\n".join(bad)
