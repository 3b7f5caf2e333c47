"""Why this score: the live overlay's account of a Senket score, in words, beside the board."""
import pygame
import pytest

from game.scenes.dialog import ColumnDialog
from game.scenes.tutorial_play import open_lesson
from game.senket.rules import FIRST, SECOND
from game.senket.text import why_this_score
from game.tutorials.lesson import find

NAMES = {FIRST: "Red", SECOND: "Blue"}
LESSON = find("senket")


def step_index(title):
    return next(i for i, s in enumerate(LESSON.steps) if s.title == title)


def played(title):
    """The state after the step's own way of doing it."""
    i = step_index(title)
    state = LESSON.start_state(i)
    for data in LESSON.steps[i].show:
        state.push(state.action_from_json(data))
    return state


def lines(state):
    return why_this_score(state, state.score(), NAMES)


def test_the_rest_of_the_board_is_named_with_its_prisoner_and_voided_by_land_inside_it():
    before = LESSON.start_state(step_index("The rest of the board"))
    assert lines(before)[:2] == ["Red 0: no land closed in yet.",
                                 "Blue 10,201 = (rest of the board 99 + bottom-right corner 1 + 1 prisoner)²"]
    assert "Prisoner: Red's post in Blue's rest of the board (+1)." in lines(before)
    after = lines(played("The rest of the board"))
    assert "Blue 1 = (bottom-right corner 1)²" in after
    assert "Counts for nobody: Blue's rest of the board, with Red's bottom-left corner inside." in after
    assert "Counts for nobody: Red's rest of the board, with Blue's bottom-right corner inside." in after


def test_a_prisoner_and_a_joined_group_are_summed_before_the_square():
    assert lines(played("Prisoners"))[0] == "Red 36 = (middle enclosure 5 + 1 prisoner)²"
    assert lines(played("Join for a bigger score"))[0] == "Red 36 = (left enclosure 3 + right enclosure 3)²"


def test_every_line_is_short_enough_to_read_at_a_glance():
    for i, step in enumerate(LESSON.steps):
        for state in (LESSON.start_state(i), played(step.title)):
            assert all(len(line) <= 110 for line in lines(state)), step.title


@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (640, 480)])
def test_i_or_a_click_on_the_score_opens_why_this_score_beside_the_board(make_app, size):
    h = make_app(size=size)
    h.app.push(open_lesson(h.app, LESSON, step_index("Pass and score")))
    h.step(3)
    scene = h.top
    h.key("i")
    h.step(2)
    dialog = h.top
    assert isinstance(dialog, ColumnDialog) and dialog.title == "Why this score"
    assert "Red 36 = (left enclosure 3 + right enclosure 3)²" in dialog.text.split("\n")
    assert pygame.Rect(0, 0, *size).contains(dialog.panel)
    h.key("return")                      # Close
    h.step(2)
    assert h.top is scene
    h.click(scene._score_rect.center)
    h.step(2)
    assert isinstance(h.top, ColumnDialog) and h.top.title == "Why this score"


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_why_this_score_stands_on_the_side_panel_not_over_the_board_it_explains(make_app, size):
    """At 800x600 a game's side panel is narrower than a dialog's usual band, and the account was centred over
    the territories it names."""
    from game.core import registry
    from game.core.match import Match
    h = make_app(size=size)
    scene = registry.get("senket").open_match(h.app, Match.new("senket", None, seed=3))
    h.app.push(scene)
    h.step(2)
    h.key("i")
    h.step(2)
    dialog = h.top
    assert isinstance(dialog, ColumnDialog) and dialog.title == "Why this score"
    assert pygame.Rect(scene.side_panel()).contains(dialog.panel), (dialog.panel, scene.side_panel())
    assert not dialog.panel.colliderect(pygame.Rect(scene.board_area()))
