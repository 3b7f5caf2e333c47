"""The game review over a board (game/scenes/review_scene.py): opened from the viewer and the result panel,
it marks the blunder on the graph and the board, steps the board, and keeps the review with the game."""
from __future__ import annotations

import pygame

from game.core import records, registry, review
from game.core.match import Match
from game.scenes.review_scene import ReviewScene

SPEC = registry.get("senket")


def blundered_game() -> Match:
    """From a real 17x17 game against Hard: Red's quiet centre post lets Blue post with a fence that threatens
    two corner closures at once; Red stops one, Blue makes the other and takes the rest of the board."""
    state = SPEC.new(SPEC.presets()["standard"], seed=0)
    m = Match(SPEC, state)
    for data in (["post", 15, 0], "end", ["post", 16, 2], "end", ["post", 1, 16], "end", ["post", 0, 14], "end",
                 ["post", 8, 8], "end", ["post", 2, 15], ["fence", 0, 14, 2, 15], "end",
                 ["post", 4, 16], "end", ["post", 0, 16], ["fence", 2, 15, 0, 16], "end", "pass", "pass"):
        m.play(state.action_from_json(data))
    assert m.over
    return m


def the_blunder(decisions):
    return next(d for d in decisions if d.played[0] == ["post", 8, 8])


def open_board(h, match: Match):
    h.app.push(SPEC.open_match(h.app, match))
    h.step(3, draw=False)
    return h.top


def test_the_result_panel_opens_the_review_which_marks_the_blunder_and_keeps_it(make_app):
    h = make_app(size=(1280, 800))
    board = open_board(h, blundered_game())
    board.show_result()                        # a finished game opens on its board; Result shows the panel
    h.step(3)
    result = h.top
    assert "Review game" in [w.label for w in result.widgets.widgets]
    result.widgets.focus = [w.label for w in result.widgets.widgets].index("Review game")
    h.key("return")
    h.step(3)
    scene = h.top
    assert isinstance(scene, ReviewScene) and scene.board is board and board.viewing
    h.step(2)                                  # headless: made in process, at once
    assert scene.review is not None and scene.problem is None
    centre = the_blunder(scene.review.decisions)      # the name of the old test's blunder: now Red's
    assert centre.mark == "blunder" and centre.seat == 0
    assert scene.graph.marks.get(centre.index + len(centre.played) - 1) == "blunder"
    # kept with the game: the match's meta holds it, for the same moves and engine
    kept = review.cached(board.match.whole_record(), scene.analyst.fingerprint)
    assert kept is not None and the_blunder(review.Review.from_json(kept).decisions).mark == "blunder"
    # a click on the graph at the blunder takes the board to the position before it, the move marked
    scene.go_to(-1)
    h.step(1)
    x = scene.graph._x(centre.index - 1)
    h.click((x, scene.graph_rect.centery))
    h.step(2)
    assert scene.shown == centre.index and scene.decision_here() is centre
    # a click on the blunder's own mark (drawn after the turn) shows the same: the decision and its rings
    scene.go_to(len(scene.record.actions) - 1)
    h.step(1)
    h.click((scene.graph._x(centre.index + len(centre.played) - 1), scene.graph_rect.centery))
    h.step(2)
    assert scene.decision_here() is centre
    lines = " ".join(line for line, _ in scene._lines())
    assert "blunder" in lines and "better a post" in lines and "played a post" in lines
    h.key("escape")
    h.step(2)
    assert h.top is board


def test_the_viewer_has_a_review_button_and_a_kept_review_is_not_made_again(make_app, monkeypatch):
    h = make_app(size=(800, 600), ui_scale=150)
    match = blundered_game()
    made = review.analyse(match.record(), SPEC.module("review").analyst("hard"))
    record = review.keep(match.record(), made)
    viewed = Match.from_record(records.loads(records.dumps(record)))
    viewed.keep = False
    board = open_board(h, viewed)
    board.start_viewing()
    h.step(2)
    assert "game-review" in [w.name for w in board.hud.widgets]
    calls = []
    monkeypatch.setattr(review, "analyse", lambda *a, **k: calls.append(a))
    board.open_game_review()
    h.step(3)
    scene = h.top
    assert isinstance(scene, ReviewScene) and scene.review is not None and calls == []
    assert scene.panel.collidelist([pygame.Rect(board.board_area())]) == -1     # the board stays in view


def test_a_senet_review_says_what_the_sticks_gave_and_what_the_moves_cost(make_app):
    from game.senet.rules import State
    spec = registry.get("senet")
    start = State.from_position(spec.presets()["kendall_bell"], {26: 0, 17: 0, 4: 1, 9: 1}, borne_off=(3, 3), seed=4)
    m = Match(spec, start.copy(), start=start.to_json())
    players = [spec.computer("easy", seed=0), spec.computer("easy", seed=1)]
    while not m.over:
        if m.state.current_player() < 0:
            m.throw()
        else:
            m.play(players[m.state.current_player()].choose(m.state.copy()))
    h = make_app(size=(1280, 800))
    board = open_board_of(h, spec, m)
    board.open_game_review()
    h.step(3)
    scene = h.top
    assert isinstance(scene, ReviewScene) and scene.review is not None and scene.review.throws
    text = " ".join(line for line, _ in scene._lines())
    assert "from the sticks" in text and "to the moves" in text


def open_board_of(h, spec, match: Match):
    h.app.push(spec.open_match(h.app, match))
    h.step(3, draw=False)
    return h.top


def test_a_review_of_a_kept_game_is_written_into_its_file_once(make_app, monkeypatch):
    """Reviewed from the Games list, the review goes into that game's file (its name, time and place in the
    list unchanged), and the next opening of the file uses it instead of making it again."""
    import os
    from game.scenes.games_list import open_viewer
    h = make_app(size=(1280, 800))
    path = h.app.library.save(blundered_game().record(), "Corner lesson")
    os.utime(path, ns=(1_000_000_000_000_000_000, 1_000_000_000_000_000_000))
    before = records.load(path)
    board = open_viewer(h.app, h.app.library.entry(path))
    h.app.push(board)
    h.step(3, draw=False)
    board.open_game_review()
    h.step(3)
    scene = h.top
    assert isinstance(scene, ReviewScene) and scene.review is not None
    after = records.load(path)
    assert path.stat().st_mtime_ns == 1_000_000_000_000_000_000            # its place in the list kept
    assert after.actions == before.actions and after.meta["name"] == "Corner lesson"
    assert after.meta["saved"] == before.meta["saved"]
    assert review.cached(after, scene.analyst.fingerprint) is not None
    h.key("escape")
    h.step(2)
    h.app.pop()
    h.step(2)
    calls = []
    monkeypatch.setattr(review, "analyse", lambda *a, **k: calls.append(a))
    again = open_viewer(h.app, h.app.library.entry(path))
    h.app.push(again)
    h.step(3, draw=False)
    again.open_game_review()
    h.step(3)
    assert isinstance(h.top, ReviewScene) and h.top.review is not None and calls == []


def test_a_review_is_not_written_over_a_file_that_now_holds_another_game(make_app):
    """The finished game kept by itself gets its review; a file changed since (another game in it) does not."""
    h = make_app(size=(1280, 800))
    board = open_board(h, blundered_game())
    board.keep_finished()
    h.app.library.flush()                      # the finished game is written on the library's thread
    path = board.match.kept_at
    assert path is not None and records.load(path).actions == board.match.record().actions
    made = review.keep(board.match.whole_record(), review.analyse(board.match.whole_record(),
                                                                  SPEC.module("review").analyst("hard")))
    assert board.keep_review(made) and review.META_KEY in records.load(path).meta
    other = records.Record(made.game, made.options, made.seed, made.start, made.actions[:-1], None, {})
    records.save(path, other)
    text = path.read_bytes()
    assert not board.keep_review(made) and path.read_bytes() == text
