"""Player-facing words for Senket that the shared layers and the scene ask for by seat or option.

Refusals read ``Reason.message`` (the rule's own wording, in ``rules``).
"""
SEAT_NAMES = ("Red", "Blue")
SIZE_EXPLAIN = {11: "A quick game", 13: "A short game", 17: "A reasonable game (the default)",
                19: "A longer game", 25: "A long game", 31: "The official size"}
SCORING_NAMES = {"area": "Area", "posts": "Posts"}
SCORING_EXPLAIN = {
    "area": "Each group scores (area fenced in + prisoners)², the standard count",
    "posts": "Each group scores (empty points inside + 2 × prisoners)², a variant",
}

HINTS = {
    "post": "Hint: a post on the marked point.",
    "fence": "Hint: draw the marked fence.",
    "end": "Hint: end your turn now.",
    "pass": "Hint: pass.",
}
