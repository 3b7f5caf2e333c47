"""Toasts: the few-second messages over every scene (refusals, hints, notices, saved games)."""
from __future__ import annotations

from game.ui.app import TOAST_SECONDS


def test_the_same_message_twice_stands_once_and_starts_its_time_over(make_app):
    h = make_app()
    h.app.notify("That counter cannot move four houses.", "error")
    h.step(int(TOAST_SECONDS * 60) // 2, draw=False)
    h.app.notify("That counter cannot move four houses.", "error")
    shown = [t.text for t in h.app._toasts]
    assert shown == ["That counter cannot move four houses."]
    h.step(int(TOAST_SECONDS * 60) - 10, draw=False)   # past the first one's end: the second still shows
    assert [t.text for t in h.app._toasts] == shown
    assert [t.text for t in h.app.messages[-2:]] == shown * 2   # the log keeps both


def test_different_messages_stack_newest_last_three_at_most(make_app):
    h = make_app()
    for text in ("one", "two", "three", "four"):
        h.app.notify(text)
    h.app.notify("three")
    assert [t.text for t in h.app._toasts] == ["two", "four", "three"]
