"""A game's end shows the board: the result panel stands beside it, and the board is not dimmed."""
import pygame
import pytest

from game.core import registry
from game.core.match import Match
from game.scenes.game_common import GameOverScene

FIVE = [(9, 9), (0, 0), (10, 9), (0, 1), (11, 9), (0, 2), (12, 9), (0, 3), (13, 9)]


def finish(h, game: str, actions, options=None, seed=None):
    """A game played to its next-to-last action, opened on its board; the last action played there."""
    spec = registry.get(game)
    match = Match.new(game, options, seed=seed)
    for a in actions[:-1]:
        match.play(a)
    scene = spec.open_match(h.app, match)
    h.app.push(scene)
    h.step(3)
    scene.play(actions[-1])
    for _ in range(400):
        h.step()
        if isinstance(h.top, GameOverScene):
            break
    return scene


def finish_pente(h):
    return finish(h, "pente", FIVE, registry.get("pente").options_type(tournament=False))


@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (1920, 1080)])
def test_the_result_panel_leaves_the_winning_five_in_view_and_bright(make_app, size):
    h = make_app(size=size)
    scene = finish_pente(h)
    over = h.top
    assert isinstance(over, GameOverScene)
    board = scene.board_area()
    assert not over.panel.colliderect(board)
    # the board is copied bright into the frozen picture; outside it the picture is dimmed
    inside = pygame.transform.average_color(over.backdrop, board)
    outside = pygame.transform.average_color(over.backdrop, pygame.Rect(board.right + 2, 0, 4, size[1]))
    assert sum(inside[:3]) > 2 * sum(outside[:3])


def finish_senet(h, seed=3):
    """A random Senet game to its last move, that move played on the board."""
    from game.core.players import RandomPlayer
    from game.core.protocol import CHANCE
    state, player, actions = registry.get("senet").new(None, seed=seed), RandomPlayer(seed), []
    while state.outcome() is None:
        a = state.sample_chance() if state.current_player() == CHANCE else player.choose(state)
        state.push(a)
        actions.append(a)
    return finish(h, "senet", actions, seed=seed)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_senet_result_leaves_the_board_and_the_trays_in_view_and_fits_its_band(make_app, size):
    """Rule of the first hour: the last counter borne off stays visible; at 800x600 the board spans the
    window's width and the panel stands beside the trays, its buttons inside it."""
    h = make_app(size=size)
    scene = finish_senet(h)
    over = h.top
    assert isinstance(over, GameOverScene)
    area = scene.board_area()
    rects = [area] if isinstance(area, pygame.Rect) else area
    for part in (scene.view.rect, scene.trays[0], scene.trays[1]):
        assert not over.panel.colliderect(part)
    assert all(over.panel.contains(w.rect) for w in over.widgets.widgets)
    assert pygame.Rect(0, 0, *size).contains(over.panel)
    for r in rects:
        inside = pygame.transform.average_color(over.backdrop, r)
        assert sum(inside[:3]) > 150       # bright, not dimmed


def test_the_senet_result_table_beside_the_board_is_legible(make_app):
    """At 1280x800 the table was shrunk below the panel's row size: its headers ("Black (seat 1)") were
    wider than the band allowed. The sentence above it now names both seats, and the columns just the sides."""
    h = make_app(size=(1280, 800))
    finish_senet(h)
    over = h.top
    assert isinstance(over, GameOverScene) and over._beside() is not None
    size, lefts, rows, heads = over._table(over.panel.inflate(-int(40 * h.app.scale), 0).width)
    assert size == over.row_size and len(lefts) == 3 and heads[0]
    assert "seat 1" in over.text.lower() and "seat 2" in over.text.lower()


def test_a_result_table_too_wide_for_a_narrow_panel_is_said_row_by_row_in_whole_words(make_app):
    """800x600 beside a square board leaves a ~190 px panel: no five columns fit there at 12 px, so each
    row becomes a sentence naming its cells by their headers, wrapped, every line inside the panel and
    every row shown (it was one squeezed line per row, cut off at the panel's edge)."""
    from game.ui.theme import Theme
    h = make_app(size=(800, 600))
    rows = [["Group", "Area", "Empty points", "Prisoners", "Value"],
            ["Blue 1", "37 in 12 parts", "33", "1", "1225"], ["Red 1", "25 in 8 parts", "21", "0", "441"],
            ["Red 2", "11 in 4 parts", "7", "1", "81"]]
    over = GameOverScene(h.app, "Blue wins!", ["Red 522 · Blue 1225"], lambda: None, lambda: None, rows,
                         avoid=lambda: pygame.Rect(10, 10, 580, 580))
    h.app.push(over)
    h.step(2)
    inner = over.panel.inflate(-int(40 * h.app.scale), 0)
    size, lefts, lines, heads = over._table(inner.width)
    assert lefts == [0] and size >= 12 and not any(heads)
    text = " ".join(line[0] for line in lines)
    assert "Blue 1: area 37 in 12 parts, empty points 33, prisoners 1, value 1225" in text
    assert all(Theme.font(size).size(line[0])[0] <= inner.width for line in lines)
    line_h = Theme.font(size).get_linesize()
    top = over.panel.y + int(over.text_top * h.app.scale) + len(over.lines) * Theme.font(
        max(12, int(over.text_size * h.app.scale))).get_linesize() + int(8 * h.app.scale)
    assert top + len(lines) * line_h <= over.widgets.widgets[0].rect.top - int(8 * h.app.scale), "every row shown"


def finish_senket(h):
    """Red closes a corner, then both pass: the last pass played on the board."""
    from game.senket.rules import Options
    spec = registry.get("senket")
    state = spec.new(Options(size=11), seed=1)
    n = state.size
    actions = [0 * n + 1, state.END, 10 * n + 10, state.END, 2 * n + 0]
    for a in actions:
        state.push(a)
    fence = next(a for a in state.legal_actions() if a not in (state.END, state.PASS))
    state.push(fence)
    actions += [fence, state.END, state.PASS, state.PASS]
    return finish(h, "senket", actions, Options(size=11), seed=1)


@pytest.mark.parametrize("game", ["pente", "senet", "senket"])
@pytest.mark.parametrize("device", ["mouse", "keyboard", "pad"])
def test_the_reviewed_final_board_says_how_to_see_the_result_again(make_app, game, device):
    """On the final board (Review board) the line under the panel said how to *play* ("Click a point to
    place a stone"; Senket said nothing). It now says what works there, for the device in use, and what it
    says works: Esc / B shows the result again, Ctrl+Z / Y takes the last move back."""
    from game.scenes.board import REVIEW_HINTS
    h = make_app()
    scene = {"pente": finish_pente, "senet": finish_senet, "senket": finish_senket}[game](h)
    assert isinstance(h.top, GameOverScene)
    h.click(h.widget("review board").rect.center)
    assert h.top is scene and scene.reviewing
    if device == "keyboard":
        h.key("left")
    elif device == "pad":
        h.pad("left")
    h.step(2)
    assert scene.mode_hint() == REVIEW_HINTS[device]
    assert ("Esc" in REVIEW_HINTS[device]) == (device == "keyboard")
    if device == "mouse":
        h.click(next(b for b in scene.hud.widgets if b.name == "result").rect.center)
        assert isinstance(h.top, GameOverScene)
        return
    moves = len(scene.match.actions)
    h.key("escape") if device == "keyboard" else h.pad("b")
    assert isinstance(h.top, GameOverScene)
    h.click(h.widget("review board").rect.center)
    assert h.top is scene and scene.reviewing
    h.key("z", mods=("ctrl",)) if device == "keyboard" else h.pad("y")
    h.step(2)
    assert not scene.reviewing and not scene.match.over and len(scene.match.actions) < moves
    assert scene.mode_hint() is None
