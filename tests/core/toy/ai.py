"""The toy game's computer player: takes the goal when it can, else adds 2 (hard) or 1 (easy and medium)."""
from game.core.players import check_level


class Player:
    def __init__(self, level: str, seed=None) -> None:
        self.level = check_level(level)

    def choose(self, state, seconds=None):
        for step in (1, 2):
            if state.total + step >= state.options.goal:
                return step
        return 2 if self.level == "hard" else 1
