"""Shared helpers for the Pente tests (imported by the other test modules)."""

from game.pente.rules import FIRST, SECOND, Options, PenteGame

# A 13×13 board filled with 85 black and 84 white stones containing no line
# of five and no X O O X pattern in any direction (found by a backtracking
# search).  Any alternating order of placing these stones is legal in Pente
# (tournament off) and makes no capture and no five.
FULL_13 = """
XXOXXXXOXOOOO
OXOXOOOXOXXXO
XXXXOXXXOOOXX
OOXOOOOXOXXXX
OXXXXOOOXXXOX
OOXOOOOXOXXXX
OXOXOXXXOOOXO
XOXOOOOXOXXXO
OXXXXOOOXXXOO
XOXOOOOXOXXXO
XXOOOXXXOOOXX
XOXOOOOXOXXXO
OOXOXOOOXXXOO
"""


def stones_of(diagram: str) -> dict:
    rows = [r.replace(" ", "") for r in diagram.strip().splitlines() if r.strip()]
    out = {}
    for y, r in enumerate(rows):
        for x, ch in enumerate(r):
            if ch == "X":
                out[(x, y)] = FIRST
            elif ch == "O":
                out[(x, y)] = SECOND
    return out


def setup(stones, size=19, variant="pente", to_move=FIRST, captured=None, origin=(0, 0)):
    """Position from a small diagram (placed at ``origin``) or a dict."""
    if isinstance(stones, str):
        stones = stones_of(stones)
    ox, oy = origin
    stones = {(x + ox, y + oy): v for (x, y), v in stones.items()}
    return PenteGame.from_position(
        stones, Options(size=size, variant=variant, tournament=False), to_move=to_move, captured=captured
    )


def free(size=19, variant="pente"):
    return PenteGame(Options(size=size, variant=variant, tournament=False))


def play(game, *points):
    res = None
    for p in points:
        res = game.push(p)
    return res


def test_full_13_fixture_is_a_legal_drawn_board():
    """The FULL_13 fixture has 85 black and 84 white stones, no five, no X O O X."""
    s = stones_of(FULL_13)
    assert len(s) == 169
    assert sum(v == FIRST for v in s.values()) == 85
    for (x, y), v in s.items():
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
            run = [s.get((x + k * dx, y + k * dy)) for k in range(5)]
            assert run != [v] * 5
            four = [s.get((x + k * dx, y + k * dy)) for k in range(4)]
            assert four != [v, 3 - v, 3 - v, v]
