"""The controls page lists every action, and each key it names really makes that action."""
import pygame

from game.scenes.rules_scene import RulesScene
from game.ui import controls
from game.ui import input as inp

MODS = {"Ctrl": pygame.KMOD_CTRL, "Shift": pygame.KMOD_SHIFT}


def press(label: str) -> list:
    *mods, key = label.split("+")
    mod = 0
    for m in mods:
        mod |= MODS[m]
    code = pygame.key.key_code(key.lower())
    event = pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
    return [a.kind for a in inp.InputMapper().translate(event)]


def test_every_action_is_on_the_page_with_a_way_to_make_it():
    text = controls.controls_text()
    for action in inp.ACTION_NAMES:
        assert controls.MEANING[action] in text
        assert controls.keys_for(action) or controls.pad_for(action), action
    assert "F11" in text and "Drag from post to post" in text


def test_each_listed_key_makes_its_action():
    pygame.init()
    for action in inp.ACTION_NAMES:
        for label in controls.keys_for(action):
            assert press(label) == [action], (label, action)


def test_each_listed_pad_button_makes_its_action():
    by_name = {v: k for k, v in controls.PAD_NAMES.items()}
    for action in inp.ACTION_NAMES:
        for label in controls.pad_for(action):
            if label == "Left stick":
                continue
            if label in controls.TRIGGER_NAMES.values():
                axis = next(a for a, name in controls.TRIGGER_NAMES.items() if name == label)
                assert inp._PAD_TRIGGERS[axis] == action
                continue
            code = inp.PAD_BUTTON_NAMES[by_name[label]]
            assert inp._PAD_BUTTONS[code] == action


def test_the_rules_screen_has_a_controls_tab_last(make_app):
    h = make_app()
    h.click(h.widget("rules").rect.center)
    rules = h.top
    assert isinstance(rules, RulesScene) and rules.names[-1] == "Controls"
    h.click(rules.tabs[-1].center)
    h.step(2)
    assert rules.tab == len(rules.tabs) - 1 and rules.page().get_height() > rules.view.height // 2


def test_the_pad_takes_back_and_redoes_a_move_on_a_board(make_app):
    """Undo (Y) and redo (left-stick press) on the pad, as Ctrl+Z and Ctrl+Y on the keyboard."""
    from game.core import registry
    from game.core.match import Match
    h = make_app()
    match = Match.new("pente", registry.get("pente").options_type(tournament=False))
    scene = registry.get("pente").open_match(h.app, match)
    h.app.push(scene)
    h.step(2)
    scene.play((9, 9))
    scene.play((3, 3))
    scene.anims.skip()
    h.step(2)
    after = scene.state.key()
    h.pad("y")
    h.step(2)
    assert len(match.actions) == 1
    h.pad("ls")
    h.step(2)
    assert len(match.actions) == 2 and scene.state.key() == after


def test_every_action_has_a_pad_way_on_the_page():
    """Every action works with a pad: a button of its own or a way named on the page (Senket's why this score
    had none). Home and End are the keyboard's shortcuts for what the pad's held triggers do."""
    text = controls.controls_text()
    for action in set(inp.ACTION_NAMES) - {inp.FIRST, inp.LAST}:
        line = next(line for line in text.splitlines() if line.startswith(f"- {controls.MEANING[action]}:"))
        assert not line.endswith("pad —"), line


def test_the_pad_opens_why_this_score_from_the_pause_menu(make_app):
    """No pad button is free in play: Start, then Why this score (the page says so); Close returns to play."""
    from game.core.match import Match
    from game.core import registry
    from game.scenes.dialog import Dialog
    h = make_app()
    board = registry.get("senket").open_match(h.app, Match.new("senket", None, seed=1))
    h.app.push(board)
    h.step(2)
    h.pad("start")
    names = [w.name for w in h.top.widgets.widgets]
    assert "why this score" in names, names
    h.pads(*["down"] * (names.index("why this score") - h.top.widgets.focus), "a")
    h.step(2)
    assert isinstance(h.top, Dialog) and h.top.title == "Why this score"
    h.pad("a")
    h.step(2)
    assert h.top is board
