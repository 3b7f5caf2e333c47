SEAT_NAMES = ("First", "Second")
