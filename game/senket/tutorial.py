"""Learn Senket in eight short steps on the real board (11 × 11, area scoring): place a post, draw a fence,
fences never cross, close a corner, the rest of the board (and how the other side's land inside voids it),
prisoners, join two territories for the square reward, read the live score, and pass to end and score.
Scoring is where a newcomer is lost (a live score of 10,404 that falls to 9 with one small triangle), so
four steps teach it on the board, each with the live score moving as it explains.

You play Red in every step. The board shows no coordinates, so the texts name places ("the bottom-left
corner", "the post below it"); every step's test reads the state only through its public methods."""
from __future__ import annotations

from ..tutorials.lesson import Lesson, Step
from .rules import FIRST, SECOND

SIZE = 11
LEARNER = 0                 # Red, who moves first


def _position(red=(), blue=(), fences=(), to_move: int = LEARNER, post=None, passes: int = 0) -> dict:
    """A position in ``State.to_json`` form; a fence's owner is the colour of its posts."""
    rows = [["."] * SIZE for _ in range(SIZE)]
    for x, y in red:
        rows[y][x] = "0"
    for x, y in blue:
        rows[y][x] = "1"
    return {"options": {"size": SIZE, "scoring": "area"}, "board": ["".join(r) for r in rows],
            "fences": [list(f) for f in fences], "to_move": to_move, "passes": passes,
            "post_this_turn": None if post is None else list(post)}


def _loop(*points) -> list:
    """The fences of a closed loop through ``points`` (each to the next, the last back to the first)."""
    return [(*a, *b) for a, b in zip(points, points[1:] + points[:1])]


# ----- what the tests read (public methods only) -------------------------------------------------------

def _red_posts(state) -> int:
    return sum(row.count("0") for row in state.to_json()["board"])


def _red_fences(state) -> int:
    return sum(1 for f in state.fences if f.owner == FIRST)


def _turn_ended(state) -> bool:
    """Red's turn is over: Blue is to move (or the game has ended)."""
    data = state.to_json()
    return data["to_move"] != LEARNER or state.outcome() is not None


def _red_score(state) -> int:
    return state.score().totals[FIRST]


def _placed_post(start, state) -> bool:
    return _turn_ended(state) and _red_posts(state) > _red_posts(start)


def _drew_fence(start, state) -> bool:
    return _turn_ended(state) and _red_fences(state) > _red_fences(start)


def _scored_more(start, state) -> bool:
    return _turn_ended(state) and _red_score(state) > _red_score(start)


def _joined(start, state) -> bool:
    """One of Red's scoring groups holds two territories or more (and the turn is over)."""
    groups = state.score().groups_of(FIRST)
    return _turn_ended(state) and any(len(g.territory_ids) >= 2 for g in groups)


def _blue_score(state) -> int:
    return state.score().totals[SECOND]


def _voided_blue(start, state) -> bool:
    """Blue's score fell to a tenth or less (its "rest of the board" now holds Red land)."""
    return _turn_ended(state) and _blue_score(state) * 10 <= _blue_score(start)


def _took_prisoner(start, state) -> bool:
    return _turn_ended(state) and any(t.prisoners for t in state.score().territories_of(FIRST))


def _red_won(start, state) -> bool:
    out = state.outcome()
    return out is not None and out.winner == LEARNER


# ----- the positions ---------------------------------------------------------------------------------------

# Blue's corner triangle in the bottom-right corner: 1 point for Blue. With it on the board, Red's own
# corner fence does not make "the rest of the board" Red's too (that part holds Blue territory).
BLUE_CORNER = dict(blue=[(9, 10), (10, 8)], fences=[(9, 10, 10, 8)])

# step 3: this turn's post is down in the middle; the fence down to the red post below-right would cross
# Blue's fence; the fence to the red post up on the left is free
CROSS_NEW, CROSS_BLOCKED, CROSS_FREE = (5, 5), (6, 7), (3, 4)
CROSS_BLUE = [(6, 5), (5, 7)]

# step 4: a red post on the bottom edge, one point from the bottom-left corner; its partner goes on the
# left edge, two points up (Blue's corner in the bottom-right is the same shape, mirrored). The top edge
# is kept clear: the step's plate covers it.
CORNER_POST, CORNER_PARTNER = (1, 10), (0, 8)
RED_DIAMOND = [(6, 2), (8, 3), (9, 5), (7, 4)]          # thin diamond, 3 units: 9 points

# step 6: a square diamond (5 units) three posts of it down, a Blue post inside; the fourth post closes it
SQUARE = [(4, 5), (6, 4), (7, 6), (5, 7)]
PRISONER, BLUE_ELSEWHERE = (5, 5), (8, 9)

# step 5: two thin diamonds (3 units each) and the empty point a knight's step from both
LEFT_DIAMOND = [(1, 3), (3, 4), (4, 6), (2, 5)]
RIGHT_DIAMOND = [(6, 3), (8, 4), (9, 6), (7, 5)]
LINK = (5, 4)                                  # two points right of the left diamond's right-hand post
LINK_LEFT, LINK_RIGHT = (4, 6), (7, 5)        # the diamond posts a knight's step from LINK

# step 6: Blue's narrow triangle on the right edge, 2 units: 4 points (its third side is the edge)
BLUE_TRIANGLE = [(10, 1), (9, 3), (10, 5)]
JOINED = [*_loop(*LEFT_DIAMOND), *_loop(*RIGHT_DIAMOND), (*LINK, *LINK_LEFT), (*LINK, *LINK_RIGHT)]


def lessons() -> list[Lesson]:
    steps = (
        Step("Place a post",
             "You are Red, and Red moves first. Click any empty point to place a red post, "
             "then press End turn.",
             _position(),
             _placed_post,
             "Posts never move and are never taken off. Each turn you place exactly one post, or pass.",
             "Click where two lines of the board cross: the middle is a good place. Then press End turn "
             "(the Pass button turns into End turn once your post is down).",
             wrong="You passed. Click an empty point to place a post first, then press End turn.",
             show=(["post", 5, 5], "end")),
        Step("Draw a fence",
             "A fence joins two of your posts a knight's step apart: two points one way and one to the side. "
             "Place such a post, drag from post to post, then press End turn.",
             _position(red=[(5, 5)], blue=[(7, 2)]),
             _drew_fence,
             "Each turn: one post, then as many fences as you like, then End turn. "
             "Fences are how you fence in land.",
             "Click the point two below your post and one to the right. Point at your new post: green rings "
             "show where a fence can go. Drag to one of them, then press End turn.",
             wrong="No fence was drawn. Place a post a knight's step from your post, drag from one post "
                   "to the other, then press End turn.",
             show=(["post", 6, 7], ["fence", 5, 5, 6, 7], "end")),
        Step("Fences never cross",
             "Your post for this turn is ringed. Try a fence from it down to the red post: Blue's fence blocks "
             "it. Then fence to your post up on the left and press End turn.",
             _position(red=[CROSS_NEW, CROSS_BLOCKED, CROSS_FREE], blue=CROSS_BLUE,
                       fences=[(*CROSS_BLUE[0], *CROSS_BLUE[1])], post=CROSS_NEW),
             _drew_fence,
             "A fence may never cross another fence, yours or your opponent's. Getting in the way of "
             "the other player's fences is a big part of the game.",
             "Drag from the ringed post to the red post up and to its left, then press End turn.",
             wrong="No fence was drawn. Drag from the ringed post to the red post up on its left, "
                   "then press End turn.",
             show=(["fence", *CROSS_NEW, *CROSS_FREE], "end")),
        Step("Close a corner",
             "Close the bottom-left corner as Blue closed the bottom-right one: a post on the left edge a "
             "knight's step from yours, a fence between them, then press End turn.",
             _position(red=[CORNER_POST, *RED_DIAMOND], blue=BLUE_CORNER["blue"],
                       fences=[*_loop(*RED_DIAMOND), *BLUE_CORNER["fences"]]),
             _scored_more,
             "The board edge counts as a fence for both players. Your triangle holds as much land as one "
             "square of the grid: 1 × 1 = 1 point. Striped land belongs to no one.",
             "Click the left edge two points above the bottom-left corner. Then drag from it to your post on "
             "the bottom edge and press End turn.",
             wrong="The corner is still open. Place a post on the left edge two points up, fence it to "
                   "your post on the bottom edge, then press End turn.",
             show=(["post", *CORNER_PARTNER], ["fence", *CORNER_PARTNER, *CORNER_POST], "end")),
        Step("The rest of the board",
             "Blue's one corner fence scores 10,201: it cut the board in two, and both parts are Blue's while "
             "no Red land lies in them. Close the bottom-left corner as before, watch Blue's score, and press "
             "End turn.",
             _position(red=[CORNER_POST], blue=BLUE_CORNER["blue"], fences=BLUE_CORNER["fences"]),
             _voided_blue,
             "Your corner lies inside Blue's rest of the board, so that region counts for nobody now (it is "
             "hatched): Blue fell from 10,201 to 1. Any land of the other side inside a region voids it. "
             "Yours is void too: Blue's corner is inside it.",
             "Click the left edge two points above the bottom-left corner, drag from it to your post on the "
             "bottom edge, then press End turn.",
             wrong="Blue's rest of the board still holds no Red land. Close the bottom-left corner: a post on "
                   "the left edge two points up, a fence to your post, then End turn.",
             show=(["post", *CORNER_PARTNER], ["fence", *CORNER_PARTNER, *CORNER_POST], "end")),
        Step("Prisoners",
             "A Blue post stands inside your diamond. Place the diamond's last post, at its bottom corner, "
             "fence it to both open ends, then press End turn.",
             _position(red=SQUARE[:3], blue=[PRISONER, BLUE_ELSEWHERE],
                       fences=[(*SQUARE[0], *SQUARE[1]), (*SQUARE[1], *SQUARE[2])]),
             _took_prisoner,
             "The Blue post inside your land is your prisoner (crossed out): it counts 1 more. "
             "5 squares + 1 prisoner = 6, and 6 × 6 = 36. Posts are never taken off: it stays a prisoner.",
             "Click the point two below the diamond's left post and one to its right. Then drag from it to "
             "the right-hand post and to the left-hand post, and press End turn.",
             wrong="The diamond is still open. Place its last post and fence it to both ends, then press "
                   "End turn.",
             show=(["post", *SQUARE[3]], ["fence", *SQUARE[2], *SQUARE[3]], ["fence", *SQUARE[3], *SQUARE[0]],
                   "end")),
        Step("Join for a bigger score",
             "Each diamond holds 3 squares of land: 3 × 3 = 9 points. Place one post between them, "
             "fence it to both diamonds, then press End turn.",
             _position(red=[*LEFT_DIAMOND, *RIGHT_DIAMOND], blue=BLUE_CORNER["blue"],
                       fences=[*_loop(*LEFT_DIAMOND), *_loop(*RIGHT_DIAMOND), *BLUE_CORNER["fences"]]),
             _joined,
             "Apart, the diamonds scored 9 + 9 = 18. Linked by your fences they are one group: "
             "(3 + 3) × (3 + 3) = 36. A group scores the square of its sum, so one big linked group beats "
             "many small ones: that is why a score jumps when a fence links groups, and falls when one is voided.",
             "Click the point two to the right of the left diamond's right-hand post. Point at your new post: "
             "green rings show the diamond posts you can fence to.",
             wrong="The diamonds are still apart. Place one post a knight's step from both, fence it to "
                   "each, then press End turn.",
             show=(["post", *LINK], ["fence", *LINK, *LINK_LEFT], ["fence", *LINK, *LINK_RIGHT], "end")),
        Step("Pass and score",
             "Blue has just passed. Two passes in a row end the game, and the score beside the board is the "
             "count if it ended now (I, or a click on it, says why). You are ahead: press Pass.",
             _position(red=[*LEFT_DIAMOND, *RIGHT_DIAMOND, LINK, CORNER_POST, CORNER_PARTNER],
                       blue=[*BLUE_CORNER["blue"], *BLUE_TRIANGLE],
                       fences=[*JOINED, (*CORNER_POST, *CORNER_PARTNER), *BLUE_CORNER["fences"],
                               *_loop(*BLUE_TRIANGLE)[:2]],
                       passes=1),
             _red_won,
             "Two passes in a row end the game. Each group scores its land squared: your linked diamonds "
             "36 and your corner 1 make 37; Blue's corner 1 and triangle 4 make 5. You win! Before you pass, "
             "look at the live score: a region voided then stays voided.",
             "Press the Pass button beside the board (it reads \"Pass (ends game)\"). Do not place a post.",
             wrong="You placed a post instead. Press Pass without placing a post: then two passes in a row "
                   "end the game.",
             show=("pass",)),
    )
    return [Lesson("senket", "senket", "Learn Senket", steps)]
