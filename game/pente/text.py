"""Player-facing words for Pente that the shared layers ask for by seat."""
SEAT_NAMES = ("Black", "White")
