"""Making a protocol action on a board scene as a player does: clicks, a drag, a button."""
from game.core.protocol import CHANCE


def perform(h, action) -> None:
    """A stone or a Senket post: a click; a Senet move: the counter, then its house (or the counter again to
    bear off); a Senket fence: a drag from post to post; a Senket end of turn or pass: the Pass button."""
    scene = h.top
    game = scene.match.spec.id
    if scene.state.current_player() == CHANCE:       # a throw: the sticks, thrown for real by the game
        h.click(scene.mat.center)
        return
    pts = scene.hint_points(action)
    if game == "pente":
        h.click(pts[0])
    elif game == "senet":
        h.click(pts[0])
        h.click(pts[1] if len(pts) == 2 else pts[0])
    else:
        kind = scene.state.decode(action)[0]
        if kind == "post":
            h.click(pts[0])
        elif kind == "fence":
            h.drag(pts[0], pts[1])
        else:
            h.click(next(w for w in scene.hud.widgets if w.name == "pass").rect.center)
