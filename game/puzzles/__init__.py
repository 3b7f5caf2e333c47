"""Puzzle mode without pygame: the ``levels/`` format, the collection and the week's puzzle,
judging a player's moves against a solution tree, verifying a puzzle, and the player's progress."""
