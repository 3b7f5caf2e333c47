"""The new-game setup at every window size: each row's explanation can be read.

At 640x480 with 150% text a row's label and its explanation ran over the row's edges, and two of Senet's
explanations shrank to size 13 of 19. Where the rows are too short for both lines, or an explanation would shrink
well below its size, the rows hold label and value, and the focused row's explanation stands under the
buttons, wrapped."""
from __future__ import annotations

import pytest

from game.core import registry
from game.ui.theme import Theme
from game.ui.widgets import ChoiceRow

GAMES = list(registry.games())


def open_setup(h, spec):
    h.app.push(spec.open_setup(h.app))
    h.step(2)
    return h.top


def choice_rows(setup) -> list:
    return [w for w in setup.widgets.widgets if isinstance(w, ChoiceRow)]


def assert_explanations_readable(h, setup) -> None:
    """Each row's explanation is in its row, whole and barely shrunk, or (for every row) under the buttons."""
    rows = choice_rows(setup)
    label_h = Theme.font(int(28 * h.app.scale), True).get_linesize()
    explain_h = Theme.font(setup.explain_size).get_linesize()
    if setup.footer is None:
        readable = max(13, int(setup.explain_size * 0.8))
        for row in rows:
            assert row.inline_explain and label_h + explain_h <= row.rect.height, row.name
            width = row.rect.width - int(32 * h.app.scale)
            assert not row.explain or Theme.fit_size(row.explain, setup.explain_size, width) >= readable, row.name
        return
    buttons_bottom = max(b.rect.bottom for b in setup.widgets.widgets if b not in rows)
    assert buttons_bottom <= setup.footer.top and setup.footer.bottom <= setup.size[1]
    assert setup.explain_size >= 13
    focus = setup.widgets.focus
    for row in rows:
        assert not row.inline_explain and label_h <= row.rect.height
        setup.widgets.focus = setup.widgets.widgets.index(row)
        assert setup.footer_lines() == Theme.wrap(row.explain, setup.explain_size, setup.footer.width), row.name
    setup.widgets.focus = focus


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
@pytest.mark.parametrize("size, ui_scale",
                         [((640, 480), 150), ((800, 600), 150), ((640, 480), 100), ((1280, 800), 100)])
def test_every_rows_explanation_is_shown_whole_in_the_row_or_under_the_buttons(spec, size, ui_scale, make_app):
    h = make_app(size=size, ui_scale=ui_scale)
    assert_explanations_readable(h, open_setup(h, spec))


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
@pytest.mark.parametrize("size, ui_scale", [((1024, 768), 150), ((1280, 800), 150), ((1280, 800), 100)])
def test_changing_a_choice_keeps_every_explanation_readable(spec, size, ui_scale, make_app):
    """An explanation follows its row's value (a seat's level, Pente's variant), but the rows are placed for
    the values at hand: every value's explanation must still be readable where it is shown."""
    h = make_app(size=size, ui_scale=ui_scale)
    setup = open_setup(h, spec)
    for name in [r.name for r in choice_rows(setup)]:
        setup.widgets.focus_on(name)
        for _ in range(len(h.widget(name).choices)):
            h.key("right")
            assert_explanations_readable(h, setup)


def test_the_footer_follows_the_keyboard_and_the_pointer(make_app):
    h = make_app(size=(640, 480), ui_scale=150)
    setup = open_setup(h, registry.get("senet"))
    assert setup.footer is not None
    rows = choice_rows(setup)
    setup.widgets.focus_on(rows[0].name)
    h.key("down")
    assert " ".join(setup.footer_lines()) == rows[1].explain
    h.move(rows[3].rect.center)
    assert " ".join(setup.footer_lines()) == rows[3].explain
    h.move(setup.widgets.widgets[-1].rect.center)     # Back: a button, no explanation
    assert setup.footer_lines() == []


def test_a_roomy_window_keeps_the_explanations_in_their_rows(make_app):
    h = make_app(size=(1280, 800), ui_scale=100)
    for spec in GAMES:
        h.app.pop_to_root()
        setup = open_setup(h, spec)
        assert setup.footer is None and all(r.inline_explain for r in choice_rows(setup))
