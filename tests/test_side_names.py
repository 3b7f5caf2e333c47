"""Texts written once with the usual side names are said with the names the palette shows."""
from game.core import registry
from game.scenes.rules_scene import RulesScene
from game.scenes.side_names import in_palette_words

SENKET = registry.get("senket")


def test_the_colour_blind_palette_calls_senkets_first_side_orange_in_whole_words_only():
    said = in_palette_words("A red post. Red's shapes; Blue's loop. Covered, scored, Redo.", SENKET, "colour-blind safe")
    assert said == "An orange post. Orange's shapes; Blue's loop. Covered, scored, Redo."
    assert in_palette_words("A red post.", SENKET, "classic") == "A red post."
    assert in_palette_words("Black to move.", registry.get("pente"), "colour-blind safe") == "Black to move."


def test_a_senket_lesson_and_a_rules_caption_say_orange_where_the_posts_are_orange(make_app):
    h = make_app(tutorial="senket")
    assert "red post" in h.top.guide.step.task.lower()
    h.app.settings.palette = "colour-blind safe"
    h.app.apply_settings()
    h.top.guide.retry()
    h.step(2)
    task = h.top.guide.step.task
    assert "orange post" in task.lower() and "red" not in task.lower().split()
    rules = RulesScene(h.app, "senket")
    from game.senket import diagrams
    name = next(k for k, v in diagrams.CAPTIONS.items() if "Red" in v)
    caption = rules.caption(diagrams, name, "senket")
    assert "Orange" in caption and "Red" not in caption
