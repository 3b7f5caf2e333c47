"""The window opening under a still pointer takes no keyboard focus: SDL then says where the pointer is (the
window entered, a motion of nothing), and a setup row under it took the focus from the keys until the mouse
had even moved. A real move still hovers and focuses."""
import pygame


def entered_at(h, pos) -> None:
    """What SDL posts when the window appears (or comes back) under a pointer that has not moved."""
    pygame.event.post(pygame.event.Event(pygame.WINDOWENTER, window=None))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    h.step(2)


def test_the_pointer_where_the_window_opens_does_not_take_a_setup_rows_focus(make_app):
    h = make_app(game="senket", size=(800, 600))
    first = h.focused_name()
    row = next(w for w in h.top.widgets.widgets if w.name != first and w.rect.height)
    entered_at(h, row.rect.center)
    assert h.focused_name() == first
    h.key("down")                       # the keys go on from where they were
    moved_to = h.focused_name()
    assert moved_to != first
    h.move((row.rect.centerx + 3, row.rect.centery))    # the mouse moves: it hovers and focuses as always
    assert h.focused_name() == row.name


def test_a_move_into_the_window_hovers_once_the_pointer_moves_on(make_app):
    h = make_app()
    first = h.focused_name()
    row = next(w for w in h.top.widgets.widgets if w.name != first and w.rect.height)
    pygame.event.post(pygame.event.Event(pygame.WINDOWENTER, window=None))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=row.rect.center, rel=(4, 2), buttons=(0, 0, 0),
                                         touch=False))
    h.step(2)
    assert h.focused_name() == row.name
