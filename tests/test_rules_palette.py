"""The rules pages call the sides as the screen shows them."""
from game.scenes.rules_scene import RulesScene


def test_the_colour_blind_palettes_rules_say_orange_moves_first(make_app):
    h = make_app()
    h.app.settings.palette = "colour-blind safe"
    h.app.apply_settings()
    scene = RulesScene(h.app, "senket")
    h.app.push(scene)
    h.step(2)
    page = scene.page_text(scene.tab)
    assert "Red" not in page and "Orange" in page
    h.app.settings.palette = "classic"
    h.app.apply_settings()
    h.step(2)
    assert "Red" in scene.page_text(scene.tab)
