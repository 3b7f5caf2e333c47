"""A random game kept in the library and opened in the record viewer, as the Games list opens one."""
from game.core.match import Match
from game.core.players import RandomPlayer
from game.core.protocol import CHANCE
from game.scenes.games_list import open_viewer
from game.storage.library import Library


def open_kept_game(h, game: str, actions: int, seed: int, seats=None, name: str = "kept"):
    """A random game of ``game`` cut at ``actions`` actions (or its end), kept, and its viewer pushed at the end."""
    match = Match.new(game, None, seed=seed, **({} if seats is None else {"seats": seats}))
    player = RandomPlayer(seed)
    while len(match.actions) < actions and not match.over:
        state = match.state
        match.play(state.sample_chance() if state.current_player() == CHANCE else player.choose(state))
    viewer = open_viewer(h.app, Library.entry(h.app.library.save(match.record(), name)))
    h.app.push(viewer)
    h.step(2)
    return viewer
