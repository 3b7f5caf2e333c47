"""Every word of Senket a player reads: seat names, option explanations, refusals, hints."""
from .rules import Reason

SEAT_NAMES = ("Red", "Blue")
"""The seats' usual names (the colours of the classic palette); the screen asks ``seat_names(palette)``."""

PALETTE_SEAT_NAMES = {"colour-blind safe": ("Orange", "Blue")}
"""Palettes whose first colour is not red: the names a player reads on the board must match what is shown."""


def seat_names(palette: str = "classic") -> tuple[str, str]:
    """What seats 0 and 1 are called on screen with this palette (by name): ("Orange", "Blue") in
    the colour-blind palette, whose first side is orange; ``SEAT_NAMES`` otherwise."""
    return PALETTE_SEAT_NAMES.get(palette, SEAT_NAMES)

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

REFUSALS = {
    Reason.OFF_BOARD: "That point is off the board.",
    Reason.OCCUPIED: "That point already has a post.",
    Reason.NOT_KNIGHT_STEP: "A fence must join opposite corners of a 1\u00d72 rectangle.",
    Reason.NOT_A_POST: "A fence must join two posts.",
    Reason.NOT_YOUR_POST: "A fence may only join two of your own posts.",
    Reason.CROSSES_FENCE: "That fence would cross an existing fence.",
    Reason.ALREADY_DRAWN: "That fence is already drawn.",
    Reason.NO_POST_THIS_TURN: "Place this turn's post before drawing fences.",
    Reason.POST_ALREADY_PLACED: "You have already placed a post this turn.",
    Reason.TURN_IN_PROGRESS: "Finish or undo the turn in progress first.",
    Reason.GAME_OVER: "The game is over.",
    Reason.NOTHING_TO_UNDO: "There is nothing to undo.",
    Reason.BAD_SIZE: "Board size must be 11, 13, 17, 19, 25 or 31.",
    Reason.NOT_AN_ACTION: "That is not a Senket action.",
    Reason.NO_CHANCE: "Senket has no throws.",
}


def refusal(reason: Reason) -> str:
    """The sentence shown when the rules refuse an action."""
    return REFUSALS[reason]


# ----- why this score ---------------------------------------------------------------------------------------
# The live overlay's "Why this score": each territory named by where it lies, what a hatched region is voided
# by, and each prisoner, in a line or two a player reads at a glance. No pygame: the scene draws the lines.

def _fmt(v: int) -> str:
    return f"{v:,}"


def _where(polygons, n: int) -> str:
    """A territory named by the board edges it reaches ("bottom-left corner", "rest of the board") or, away
    from the edges, by where it lies ("left enclosure")."""
    xs = [x for poly in polygons for x, _ in poly]
    ys = [y for poly in polygons for _, y in poly]
    if not xs:
        return "territory"
    left, right, top, bottom = min(xs) <= 0, max(xs) >= n - 1, min(ys) <= 0, max(ys) >= n - 1
    edges = [name for name, on in (("top", top), ("bottom", bottom), ("left", left), ("right", right)) if on]
    if len(edges) >= 3:
        return "rest of the board"
    if len(edges) == 2 and (top or bottom) and (left or right):
        return f"{edges[0]}-{edges[1]} corner"
    if len(edges) == 2:
        return "band across the board"
    if len(edges) == 1:
        return f"{edges[0]}-edge land"
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    third = (n - 1) / 3
    row = "top" if cy < third else "bottom" if cy > 2 * third else ""
    col = "left" if cx < third else "right" if cx > 2 * third else ""
    return f"{'-'.join(w for w in (row, col) if w) or 'middle'} enclosure"


def _inside(point, polygons) -> bool:
    """Whether ``point`` lies in one of the convex ``polygons`` (their edges included)."""
    px, py = point
    for poly in polygons:
        signs = set()
        for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1]):
            cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
            if abs(cross) > 1e-9:
                signs.add(cross > 0)
        if len(signs) <= 1:
            return True
    return False


def _alone(state, owner):
    """The score of the position with only ``owner``'s fences: every region they close is territory there,
    so a region that is territory alone and not on the board was voided by the other side."""
    from .rules import State
    data = state.to_json()
    keep = "0" if owner.value == 1 else "1"
    rows = data["board"]
    data["fences"] = [f for f in data["fences"] if rows[f[1]][f[0]] == keep]
    data["post_this_turn"] = None
    return State.from_json(data).score()


# Where the panel has no room for the overlay's legend (800×600 at 150% text), "Why this score" says it instead
MARKS_LINE = ("Marks: a tint is territory, hatching counts for nobody, a crossed post is a prisoner, "
              "a number is a group's value.")


def why_this_score(state, result, names) -> list[str]:
    """Short lines: each side's groups with their territories named and summed, then what counts for
    nobody and why. ``names``: the seats' names on screen, indexed by Player (``names[FIRST]``)."""
    from .rules import FIRST, SECOND
    n = state.size
    terr = {t.id: t for t in result.territories}
    place = {t.id: _where(t.polygons, n) for t in result.territories}
    lines = []
    for p in (FIRST, SECOND):
        groups = sorted(result.groups_of(p), key=lambda g: -g.value)
        if not groups:
            lines.append(f"{names[p]} 0: no land closed in yet.")
            continue
        for g in groups:
            if result.method == "area":
                parts = [f"{place[i]} {terr[i].area}" for i in g.territory_ids]
            else:
                parts = [f"{place[i]} {terr[i].empty_points} empty" for i in g.territory_ids]
            if g.prisoners:
                k = g.prisoners
                parts.append(f"{'2 × ' if result.method != 'area' else ''}{k} prisoner{'s' if k > 1 else ''}")
            lines.append(f"{names[p]} {_fmt(g.value)} = ({' + '.join(parts)})²")
    for p in (FIRST, SECOND):
        other = SECOND if p == FIRST else FIRST
        kept = {(t.area, t.label_point) for t in result.territories_of(p)}
        for t in _alone(state, p).territories_of(p):
            if (t.area, t.label_point) in kept:
                continue
            voiders = [o for o in result.territories_of(other) if _inside(o.label_point, t.polygons)]
            named = list(dict.fromkeys(place[o.id] for o in voiders)) or ["land"]
            inside = (named[0] if len(named) == 1 else " and ".join(named) if len(named) == 2
                      else f"{named[0]} and {len(named) - 1} more")
            lines.append(f"Counts for nobody: {names[p]}'s {_where(t.polygons, n)}, "
                         f"with {names[other]}'s {inside} inside.")
    for t in result.territories:
        for q in t.prisoners:
            lines.append(f"Prisoner: {names[SECOND if t.owner == FIRST else FIRST]}'s post in {names[t.owner]}'s "
                         f"{place[t.id]} (+1{' × 2' if result.method != 'area' else ''}).")
    return [line.rstrip() for line in lines]
