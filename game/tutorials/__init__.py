"""Interactive tutorials without pygame: a lesson is a few short steps on the game's real board."""
