"""Issue 39: a move frame on a 31x31 board placed every group-value badge again (each a search over up to 49
places against every post near them). A badge's place is a function of its territory, the badges placed
before it and the posts near its places, so a new score that leaves those alone places no badge again, and a
move changes only the badges it comes near: drawn where a fresh view draws them."""
from __future__ import annotations

import pygame

from game.core.match import Match
from game.core.players import RandomPlayer
from game.senket import scoring
from game.senket.rules import Options
from game.senket.view import BoardView
from game.ui.theme import PALETTES


def _game(seed: int, actions: int):
    match, player = Match.new("senket", Options(size=11), seed=seed), RandomPlayer(seed)
    for _ in range(actions):
        if match.over:
            break
        match.play(player.choose(match.state))
    return match


def _view() -> BoardView:
    v = BoardView(11)
    v.layout(pygame.Rect(0, 0, 700, 700), PALETTES["classic"], 1.0)
    return v


def test_a_new_score_of_the_same_position_places_no_badge_again(make_app, monkeypatch):
    make_app(size=(1280, 800))
    g = _game(28, 120).state
    v = _view()
    searched = []
    place = BoardView._place_badge
    monkeypatch.setattr(BoardView, "_place_badge", lambda self, *a: searched.append(1) or place(self, *a))
    v.render(g, scoring.score(g), True)
    first = list(v.badges_drawn)
    assert first and len(searched) == len(first)
    searched.clear()
    scoring.clear_cache()
    again = scoring.score(g)          # a new result object: the picture is drawn again
    v.render(g, again, True)
    assert v._key[3] == id(again)
    assert searched == [], "badges were placed again though no territory, badge or post changed"
    assert v.badges_drawn == first


def test_after_each_move_the_badges_are_where_a_fresh_view_puts_them(make_app):
    make_app(size=(1280, 800))
    match, player = _game(31, 40), RandomPlayer(7)
    v = _view()
    for _ in range(30):
        if match.over:
            break
        match.play(player.choose(match.state))
        g = match.state
        res = scoring.score(g)
        v.render(g, res, True)
        fresh = _view()
        fresh.render(g, res, True)
        assert v.badges_drawn == fresh.badges_drawn
