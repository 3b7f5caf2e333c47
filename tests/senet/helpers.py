"""Two conversions the rule tests share: they read better in the seed's terms (sticks, Move objects)."""
from game.senet.rules import Move, State, Throw


def throw(g: State, forced=None) -> Throw:
    """Push a throw: ``None`` draws it as play does; else a value, four sticks, or die faces (the last counts)."""
    if forced is None:
        action = g.sample_chance()
    elif isinstance(forced, int):
        action = forced
    else:
        forced = tuple(forced)
        if len(forced) == 4 and all(isinstance(x, bool) for x in forced):
            action = sum(forced) or g.options.zero_value
        else:
            action = forced[-1]
    return g.push(action)[0].throw


def apply(g: State, move) -> list:
    """Push a move given as a ``Move`` or a ``(from, to)`` pair."""
    return g.push(move.action if isinstance(move, Move) else tuple(move))
