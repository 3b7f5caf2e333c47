"""Pente notation: K10-style points and move-list text."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.pente.notation import (
    COLUMNS,
    NotationError,
    format_moves,
    parse_moves,
    parse_tags,
    point_to_str,
    str_to_point,
)
from game.pente.rules import Options, PenteGame
from tests.pente.test_properties import options_st, choices_st, random_game


def test_k10_is_centre_of_19():
    """K10 is the centre of 19×19."""
    assert str_to_point("K10", 19) == (9, 9)
    assert point_to_str((9, 9), 19) == "K10"
    assert point_to_str(PenteGame().centre, 19) == "K10"


@pytest.mark.parametrize("size,name", [(19, "K10"), (15, "H8"), (13, "G7")])
def test_centres(size, name):
    """Centre H8 on 15×15 and G7 on 13×13."""
    c = PenteGame(Options(size=size)).centre
    assert point_to_str(c, size) == name
    assert str_to_point(name, size) == c


def test_letter_i_is_skipped():
    """Columns are lettered A–T skipping I."""
    assert COLUMNS == "ABCDEFGHJKLMNOPQRST" and len(COLUMNS) == 19
    assert point_to_str((7, 0), 19) == "H19"
    assert point_to_str((8, 0), 19) == "J19"
    with pytest.raises(NotationError, match="I5"):
        str_to_point("I5", 19)


def test_rows_count_from_the_bottom():
    """Rows are numbered from the bottom; y = 0 is the top row."""
    assert str_to_point("A1", 19) == (0, 18)
    assert str_to_point("T19", 19) == (18, 0)
    assert str_to_point("A19", 19) == (0, 0)
    assert str_to_point("N1", 13) == (12, 12)
    assert str_to_point("A13", 13) == (0, 0)


def test_case_insensitive():
    assert str_to_point("k10") == (9, 9)
    assert parse_moves("k10 l9 M11") == [(9, 9), (10, 10), (11, 8)]


@pytest.mark.parametrize(
    "token,size",
    [("Z5", 19), ("K20", 19), ("K0", 19), ("KK", 19), ("10K", 19), ("I5", 19), ("O5", 13), ("H14", 13),
     ("K10x", 19), ("", 19), ("K-1", 19), ("U3", 19)],
)
def test_bad_tokens_raise_notation_error_naming_token(token, size):
    """A bad token raises NotationError (a ValueError) naming the token."""
    with pytest.raises(NotationError) as ei:
        str_to_point(token, size)
    assert isinstance(ei.value, ValueError)
    assert repr(token) in str(ei.value)


def test_bad_token_in_move_list_named():
    with pytest.raises(NotationError) as ei:
        parse_moves("1. K10 L9 2. M12 X99 3. K11", 19)
    assert "'X99'" in str(ei.value) and ei.value.token == "X99"
    with pytest.raises(NotationError, match="pass"):
        parse_moves("1. K10 pass")


def test_point_to_str_off_board():
    with pytest.raises(NotationError):
        point_to_str((13, 0), 13)


def test_parse_is_lenient():
    """Ignores move numbers, tags, comments, commas and result tokens."""
    text = """
    [Game "Pente"]
    [Black "Ann"]
    {an opening comment}
    1. K10 L9
    2.m12, k12 ; a line comment
    3... n13
    4) O14 1-0 * 0-1 1/2-1/2
    """
    assert parse_moves(text) == [
        str_to_point(t) for t in ["K10", "L9", "M12", "K12", "N13", "O14"]
    ]
    assert parse_moves("K10\nL9\nM12\n") == [(9, 9), (10, 10), (11, 7)]
    assert parse_moves("") == []
    assert parse_moves("1. K10 2. L9") == [(9, 9), (10, 10)]


def test_parse_tags():
    assert parse_tags('[Game "Pente"]\n[Black "A \\"B\\""]') == {"Game": "Pente", "Black": 'A "B"'}


def test_format_layout():
    text = format_moves([(9, 9), (10, 10), (12, 9)], 19, tags={"Game": "Pente"}, result="*")
    assert text == '[Game "Pente"]\n\n1. K10 L9\n2. N10\n*\n'
    assert parse_moves(text) == [(9, 9), (10, 10), (12, 9)]
    assert parse_tags(text) == {"Game": "Pente"}


def test_parse_rejects_non_text():
    with pytest.raises(NotationError):
        parse_moves(None)


@settings(max_examples=60, deadline=None)
@given(options_st, choices_st)
def test_round_trip_random_games(options, choices):
    """Export/import of a random game's moves gives the same moves and game."""
    g = random_game(options, choices)
    text = format_moves(g.moves, options.size, tags={"Size": options.size})
    moves = parse_moves(text, options.size)
    assert moves == g.moves
    assert PenteGame.from_moves(moves, options).state_key() == g.state_key()
    assert parse_moves(text.lower(), options.size) == g.moves


@given(st.sampled_from([13, 15, 19]), st.data())
def test_point_round_trip(size, data):
    x = data.draw(st.integers(0, size - 1))
    y = data.draw(st.integers(0, size - 1))
    assert str_to_point(point_to_str((x, y), size), size) == (x, y)
