"""Cheap territory evaluation of a Senket position, for search.

``evaluate(state, seat=0) -> float``
    An estimate of (the seat's area score - the opponent's) "if the game
    ended now".  ``seat`` is the protocol seat, ``0`` or ``1``
    (``State.current_player()``); a :class:`~game.senket.rules.Player` is
    accepted too (``Player.FIRST`` means seat 0).  ``state`` is anything with
    the public ``size``, ``posts`` (``posts[x, y]``: 0 empty, 1 seat 0, 2 seat 1) and
    ``fence_masks`` (``[owner 0/1/2, i, j]`` chord bitmasks): a ``State``
    or a ``Position``-like object.

``estimate(state) -> (seat 0, seat 1)``
    The two estimated totals behind ``evaluate``.

What it approximates.  The exact score (``scoring.score``) is a sum over
groups of (territory area + prisoners)², and on real late-game boards one
or two big groups decide it: walls of fences running from board edge to
board edge, with the smaller territories they link.  The estimate looks at
fence networks only (posts joined by fences, one labelling pass, no
regions): a network anchored to the board edge at two or more posts is
credited with its number of fences; a floating network with the number of
faces it closes (fences - posts + 1, by Euler).  A player's estimate is
``SCALE * sum(credit²)`` over their networks.  It ignores voiding, holes and
prisoners, so it is a guess; its sign agrees with the exact scorer's on
about 3 to 4 random late-game positions in 4 to 5 (75-79 %, measured in
``tests/senket/test_evaluate.py``).  ``SCALE`` (points per squared credit)
was fitted by least squares on such positions, so that the figure reads
roughly as points.

Cost: about 20 numpy operations on arrays of board size (see
``bench/senket_search.py``).  No pygame; reads nothing private of the rules.
"""
from __future__ import annotations

import numpy as np

from .rules import Player
from .scoring import BITS, _board, _components

SCALE = 1.5  # points per squared credit (least squares on 200 random late-game positions)


def _net_credits(size: int, posts: np.ndarray, masks: np.ndarray) -> tuple[float, float]:
    n = size
    B = _board(n)
    nn = n * n
    cc, kk = np.nonzero(BITS[masks[0].ravel()])
    slot = cc * 8 + kk
    a = B.chord_corner[slot]
    b = B.chord_far[slot]
    one = a < b                      # each fence crosses two cells: keep it once
    a, b = a[one], b[one]
    if not len(a):
        return 0.0, 0.0
    lab = _components(nn, a, b)      # networks of both colours at once (they share no post)
    net = lab[a]
    fences = np.bincount(net, minlength=nn)
    has = np.zeros(nn, dtype=bool)
    has[a] = True
    has[b] = True
    ends = lab[has]
    nposts = np.bincount(ends, minlength=nn)
    anchors = np.bincount(lab[has & B.border_point], minlength=nn)
    credit = np.where(anchors >= 2, fences, fences - nposts + 1) * (fences > 0)
    sq = credit.astype(np.float64) ** 2
    owner = posts.ravel()
    return float(sq[owner == 1].sum()) * SCALE, float(sq[owner == 2].sum()) * SCALE


def estimate(state) -> tuple[float, float]:
    """Estimated area totals (seat 0, seat 1) of ``state`` (see the module docstring)."""
    posts = state.posts_array() if callable(getattr(state, "posts_array", None)) else state.posts
    return _net_credits(state.size, np.asarray(posts), np.asarray(state.fence_masks))


def evaluate(state, seat: int = 0) -> float:
    """Estimated score difference from ``seat``'s side: seat 0 gets its total minus seat 1's, and seat 1 the reverse."""
    if isinstance(seat, Player):
        seat = int(seat) - 1
    if seat not in (0, 1):
        raise ValueError(f"seat must be 0 or 1, got {seat!r}")
    first, second = estimate(state)
    return first - second if seat == 0 else second - first
