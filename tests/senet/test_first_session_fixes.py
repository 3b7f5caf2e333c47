"""What a player's first hour with Senet found (the issue "A player's first hour"): the die's
sentence, the selection across a relayout, text at 800×600, the viewer's words."""
from __future__ import annotations

import pytest

from game.senet import text
from game.senet.rules import Options, Phase, Throw, Thrown
from game.senet.scene import SenetScene
from game.ui.theme import Theme


def open_scene(h, options=None, seed=7) -> SenetScene:
    scene = SenetScene(h.app, options or Options(), seed=seed)
    h.app.push(scene)
    h.step(1)
    return scene


def to_move_phase(h, scene) -> None:
    for _ in range(30):
        if scene.movable():
            return
        h.key("space")
        h.settle(2)
    raise AssertionError("no move to choose")


# ---------------------------------------------------------------- 3. the die's sentence
def test_a_die_roll_reads_as_a_sentence():
    say = lambda faces: text.describe_event(  # noqa: E731
        Thrown(seat=0, side=0, throw=Throw(faces[-1], None, faces)), "A")
    assert say((5,)) == "Black rolls a 5."
    assert say((6, 2)) == "Black rolls a 6, rolls again and gets a 2."
    assert say((6, 6, 1)) == "Black rolls a 6 twice, rolls again and gets a 1."


def test_the_die_option_says_the_roll_on_screen(make_app):
    h = make_app()
    scene = open_scene(h, Options(use_die=True))
    h.key("space")
    h.settle(2)
    said = " ".join(scene.message)
    faces = scene.state.last_throw.die_faces
    assert faces and f"rolls a {faces[-1] if len(faces) == 1 else 6}" in said, said
    assert ":" not in said


# ---------------------------------------------------------------- 8. the selection across a relayout
@pytest.mark.parametrize("how", ["resize", "f11"])
def test_a_relayout_keeps_the_selection_and_the_move_preview(make_app, how):
    h = make_app()
    scene = open_scene(h)
    to_move_phase(h, scene)
    h.key("return")                                  # select the cursor's counter
    assert scene.selected is not None
    moves = scene.moves_of(scene.selected)
    if len(moves) > 1:
        h.key("right")                               # another destination
    before = (scene.selected, scene.dest_i, scene.preview_move())
    if how == "resize":
        h.resize((1000, 700))
    else:
        h.key("f11")
        h.key("f11")
    h.step(2)
    assert (scene.selected, scene.dest_i, scene.preview_move()) == before
    h.key("return")                                  # and the chosen move is the one played
    h.settle(2)
    assert scene.match.actions[-1] == (before[2][0].from_house, before[2][0].to_house)


# ---------------------------------------------------------------- 6. text at 800×600
def test_no_text_under_12_px_at_800x600(make_app, monkeypatch):
    sizes = []
    real = Theme.text
    monkeypatch.setattr(Theme, "text", staticmethod(
        lambda words, size, colour, bold=False: (sizes.append((size, words)), real(words, size, colour, bold))[1]))
    h = make_app(size=(800, 600))
    scene = open_scene(h)
    for device in ("mouse", "keyboard", "pad"):
        if device == "keyboard":
            h.key("right")
        elif device == "pad":
            h.pad("right")
        else:
            h.move(scene.view.house_center(1))
        h.step(2)
    small = sorted({(s, w) for s, w in sizes if s < 12})
    assert not small, small
    hints = {s for s, w in sizes if any(w and w in line for line in text.HINTS.values())}
    assert hints and min(hints) >= 13


# ---------------------------------------------------------------- 12. the viewer's words
def viewer_after_three_moves(h) -> SenetScene:
    """A game of three throws and moves played on the board, then looked at in the viewer."""
    scene = open_scene(h)
    for _ in range(3):                                # a few moves: throw, move
        to_move_phase(h, scene)
        h.key("return")
        h.key("return")
        h.settle(2)
    h.app.pop()
    h.step()
    viewer = SenetScene(h.app, match=scene.match)
    h.app.push(viewer)
    h.step()
    viewer.start_viewing()
    h.step()
    return viewer


def test_stepping_back_in_the_viewer_describes_the_step_not_a_take_back(make_app):
    h = make_app()
    viewer = viewer_after_three_moves(h)
    for _ in range(3):
        h.key("left")
        h.settle(1)
        shown = " ".join(viewer.message) + " " + " ".join(" ".join(m) for m in viewer.log)
        assert "Took back" not in shown and "choose again" not in shown, shown
        assert any("Back one step" in m for m in [viewer.message, *viewer.log] for m in m), shown
    assert viewer.state.phase in (Phase.THROW, Phase.MOVE)


def test_a_step_in_the_viewer_is_one_entry_of_the_log_its_number_first(make_app):
    """The viewer said a step's number and its words as two messages, so the log alternated "Back one
    step, to before: …" and "Action 353 of 356.", and a step forward's number came before its own words
    in the log (the words are said when the sticks land). Each step is now one entry: its number, then
    its words."""
    h = make_app()
    viewer = viewer_after_three_moves(h)
    match = viewer.match
    total = len(match.actions)
    before = len(viewer.log)
    h.key("left")
    h.settle(1)
    back_at = len(match.actions)
    assert viewer.message[0] == f"Action {back_at} of {total}."
    assert viewer.message[1].startswith("Back one step, to before: ")
    h.key("left")
    h.settle(1)
    assert viewer.log[-1][0] == f"Action {back_at} of {total}." and len(viewer.log) == before + 2
    h.key("right")
    h.settle(2)
    assert viewer.message[0] == f"Action {back_at} of {total}." and len(viewer.message) > 1
    assert not any(entry[1:] == [] and entry[0].startswith("Action ") for entry in viewer.log[before:])
