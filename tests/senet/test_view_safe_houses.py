"""The board's list of special houses says "safe" exactly where the rules refuse a swap (the lesson said
15, 26, 28 and 29 were safe; the panel listed only 30)."""
import pytest

from game.core import registry
from game.core.protocol import PositionError
from game.senet import text
from game.senet.rules import Options
from game.senet.tutorial import _position

SPEC = registry.get("senet")


def swap_refused(options, house: int) -> bool | None:
    """Whether no throw lets a counter land on a lone opponent's counter on ``house`` (None: untestable)."""
    tried = False
    for back in (1, 2, 3):
        try:
            state = SPEC.state_from_json(_position(options, mine=(house - back,), theirs=(house,), throw=back))
        except PositionError:
            continue
        tried = True
        if any(isinstance(a, list) and a[1] == house for a in map(state.action_to_json, state.legal_actions())):
            return False
    return True if tried else None


@pytest.mark.parametrize("special", [True, False])
def test_rule_set_a_panel_says_safe_where_the_rules_refuse_a_swap(special):
    options = Options.kendall_bell().with_option("special_houses", special)
    notes = dict(text.house_notes(options))
    for house in range(4, 31):
        safe = swap_refused(options, house)
        if safe is None:
            continue
        said = "safe" in notes.get(house, "")
        assert said == safe, (house, notes.get(house))


@pytest.mark.parametrize("options", [Options.kendall_bell(), Options.hounds_and_jackals()])
def test_the_short_form_for_a_small_panel_names_every_safe_house(options):
    short = text.house_notes_short(options)
    safe = [h for h, note in text.house_notes(options) if "safe" in note]
    assert short.startswith("Safe: " + ", ".join(map(str, safe)))
    assert "27 back to" in short
