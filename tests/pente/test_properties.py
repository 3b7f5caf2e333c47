"""Hypothesis properties of the Pente engine: accounting, symmetry, undo,
and agreement with a slow, obviously-correct reference implementation."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.pente.rules import FIRST, SECOND, Options, PenteGame

SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])

options_st = st.builds(
    Options,
    size=st.sampled_from([13, 15, 19]),
    variant=st.sampled_from(["pente", "keryo", "gomoku"]),
    tournament=st.booleans(),
)
choices_st = st.lists(st.integers(min_value=0, max_value=10**9), min_size=1, max_size=140)


def near_moves(game):
    """Legal moves within distance 2 of a stone (denser play → more captures);
    all legal moves if none."""
    legal = game.legal_moves()
    if not game.moves:
        return legal
    b = game.board
    n = game.size
    occ = {(int(x), int(y)) for y, x in zip(*b.nonzero())}
    near = [
        (x, y)
        for (x, y) in legal
        if any((x + dx, y + dy) in occ for dx in range(-2, 3) for dy in range(-2, 3))
    ]
    return near or legal


def random_game(options, choices):
    """Deterministically play a game from a list of choice integers."""
    g = PenteGame(options)
    for c in choices:
        if g.outcome() is not None:
            break
        cand = near_moves(g)
        if not cand:
            break
        g.push(cand[c % len(cand)])
    return g


# ---------------------------------------------------------------- reference


def reference_move(board, n, variant, point, me):
    """Slow reference: returns (new board dict, captured set, has_five)."""
    board = dict(board)
    opp = 3 - me
    x, y = point
    board[point] = me
    lengths = {"pente": (2,), "keryo": (2, 3), "gomoku": ()}[variant]
    captured = set()
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            if dx == dy == 0:
                continue
            for L in lengths:
                inner = [(x + k * dx, y + k * dy) for k in range(1, L + 1)]
                end = (x + (L + 1) * dx, y + (L + 1) * dy)
                if not (0 <= end[0] < n and 0 <= end[1] < n):
                    continue
                if all(board.get(p) == opp for p in inner) and board.get(end) == me:
                    captured.update(inner)
    for p in captured:
        del board[p]
    five = False
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        count = 1
        for sgn in (1, -1):
            k = 1
            while board.get((x + sgn * k * dx, y + sgn * k * dy)) == me:
                k += 1
            count += k - 1
        if count >= 5:
            five = True
    return board, captured, five


@SETTINGS
@given(options_st, choices_st)
def test_engine_agrees_with_reference(options, choices):
    """Captures, fives and outcome match a naive reference implementation."""
    g = random_game(options, choices)
    ref = {}
    caps = {FIRST: 0, SECOND: 0}
    goal = options.capture_goal
    for i, res in enumerate(g.history):
        me = FIRST if i % 2 == 0 else SECOND
        assert res.player == me
        ref, captured, five = reference_move(ref, options.size, options.variant, res.point, me)
        caps[me] += len(captured)
        assert set(res.captured_points) == captured
        assert len(res.captured_points) == res.captured_count
        assert bool(res.win_lines) == five
        capwin = goal is not None and caps[me] >= goal
        full = len(ref) == options.size**2
        expected_winner = me if (five or capwin) else None
        assert res.winner == expected_winner
        if i < len(g.history) - 1:
            assert res.outcome is None
        elif five or capwin or full:
            assert res.outcome is not None
    final = {(x, y): int(g.board[y, x]) for y in range(g.size) for x in range(g.size) if g.board[y, x]}
    assert final == ref
    assert g.captured == caps


@SETTINGS
@given(options_st, choices_st)
def test_stone_accounting(options, choices):
    """Stones on the board + stones captured by the opponent = stones played, per colour."""
    g = random_game(options, choices)
    played = {FIRST: (len(g.moves) + 1) // 2, SECOND: len(g.moves) // 2}
    for c in (FIRST, SECOND):
        on_board = int((g.board == c).sum())
        assert on_board == g.stones_on_board(c)
        assert on_board + g.captured[3 - c] == played[c]


def _symmetries(n):
    m = n - 1
    return [
        lambda x, y: (x, y),
        lambda x, y: (m - x, y),
        lambda x, y: (x, m - y),
        lambda x, y: (m - x, m - y),
        lambda x, y: (y, x),
        lambda x, y: (m - y, x),
        lambda x, y: (y, m - x),
        lambda x, y: (m - y, m - x),
    ]


@SETTINGS
@given(options_st, choices_st)
def test_results_invariant_under_board_symmetries(options, choices):
    """Captures and winner are unchanged under the 8 symmetries of the square
    (the centre and the 5×5 box are symmetric, so the tournament rule may be on)."""
    g = random_game(options, choices)
    for f in _symmetries(options.size):
        h = PenteGame(options)
        for res in g.history:
            r2 = h.push(f(*res.point))
            assert sorted(map(sorted, r2.captured)) == sorted(
                sorted(f(*p) for p in grp) for grp in res.captured
            )
            assert r2.winner == res.winner
            assert sorted(map(sorted, r2.win_lines)) == sorted(
                sorted(f(*p) for p in line) for line in res.win_lines
            )
        assert h.captured == g.captured
        assert h.outcome() == g.outcome() or (
            h.outcome().winner == g.outcome().winner
            and h.outcome().termination == g.outcome().termination
        )


@SETTINGS
@given(options_st, choices_st, st.data())
def test_push_pop_round_trip(options, choices, data):
    """pop() after push() restores the state exactly, at every point of a game,
    and popping everything gives back the empty game."""
    g = random_game(options, choices)
    # undo a random number of moves, checking each against a replay
    k = data.draw(st.integers(min_value=0, max_value=len(g.moves)))
    keys = []
    h = PenteGame(options)
    keys.append(h.state_key())
    for p in g.moves:
        h.push(p)
        keys.append(h.state_key())
    assert keys[-1] == g.state_key()
    for i in range(k):
        res = g.pop()
        assert g.state_key() == keys[len(keys) - 2 - i]
        # re-push gives the same result and state, then pop again
        again = g.push(res.point)
        assert again == res
        g.pop()
    while g.moves:
        g.pop()
    assert g.state_key() == PenteGame(options).state_key()
    assert g.board.sum() == 0


@SETTINGS
@given(options_st, choices_st)
def test_copy_matches_and_check_agrees_with_legal_moves(options, choices):
    """copy() preserves the state; check() is None exactly for legal_moves()."""
    g = random_game(options, choices)
    assert g.copy().state_key() == g.state_key()
    legal = set(g.legal_moves())
    for y in range(g.size):
        for x in range(g.size):
            assert (g.check((x, y)) is None) == ((x, y) in legal)
