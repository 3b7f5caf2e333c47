"""Pente's rough edges a newcomer met: the first move's board, the move list of a lesson, the keys' cursor
nobody placed, and a hint asked for again."""
from game.core import registry
from game.core.match import Match
from game.pente import text
from game.scenes.tutorial_play import open_lesson
from game.tutorials.lesson import find
from game.ui import input as inp


def open_pente(h, tournament=True):
    options = registry.get("pente").options_type(tournament=tournament)
    h.app.push(registry.get("pente").open_match(h.app, Match.new("pente", options)))
    h.step(2)
    return h.top


def test_the_first_move_rings_the_centre_instead_of_tinting_the_board_forbidden(make_app):
    """The tournament rule's first stone: the whole board tinted red read as an error."""
    h = make_app()
    scene = open_pente(h)
    restriction = scene.state.restriction()
    assert restriction is not None and restriction.kind == "centre"
    over, area = scene.view.shading(restriction, scene.palette)
    bad = tuple(scene.palette.bad)
    w, hgt = over.get_size()
    reds = sum(1 for x in range(0, w, 7) for y in range(0, hgt, 7) if tuple(over.get_at((x, y)))[:3] == bad
               and over.get_at((x, y))[3] > 0)
    assert reds == 0
    cx, cy = scene.view.local(restriction.centre)
    assert over.get_at((round(cx) - area.x, round(cy) - area.y))[3] > 0          # the centre is marked


def test_a_lessons_move_list_does_not_say_none_yet_with_stones_on_the_board(make_app):
    lesson = find("pente")
    i = next(i for i in range(len(lesson.steps))
             if any(int(v) for row in lesson.start_state(i).board for v in row))
    h = make_app()
    h.app.push(open_lesson(h.app, lesson, i))
    h.step(3)
    scene = h.top
    assert not scene.state.moves and scene.log_drawn == text.NO_MOVES_HERE


def test_the_keys_cursor_shows_only_once_keys_have_moved_it(make_app):
    """A cursor nobody placed left a faint stone on the board (in lesson step 5, on the answer)."""
    h = make_app()
    scene = open_pente(h, tournament=False)
    h.app.input.last_device = inp.KEYBOARD
    assert scene.shown_point() == (None, False)
    h.key("right")
    point, framed = scene.shown_point()
    assert point == scene.cursor and framed


def test_hint_asked_again_says_it_again(make_app):
    """The hint explained itself once; asked again while shown, it said nothing."""
    h = make_app()
    scene = open_pente(h, tournament=False)
    scene.hint_action = (3, 3)
    scene.say("Something else happened.")
    scene.hint()
    assert scene.message == scene.hint_text((3, 3))


import pytest  # noqa: E402


@pytest.mark.parametrize("size, ui", [((640, 480), 150), ((800, 600), 150), ((1280, 800), 150), ((1280, 800), 100)])
def test_the_viewers_help_line_is_whole_sentences(make_app, size, ui):
    """At 150% text the viewer's help line was cut mid-sentence."""
    h = make_app(size=size, ui_scale=ui)
    scene = open_pente(h, tournament=False)
    scene.play((9, 9))
    scene.anims.skip()
    h.step(2)
    scene.start_viewing()
    h.step(2)
    drawn = " ".join(scene.hint_drawn)
    assert drawn == "" or drawn.endswith("."), drawn
    assert drawn == "" or scene.mode_hint().startswith(drawn)
