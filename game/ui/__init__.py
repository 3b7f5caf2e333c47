"""The UI toolkit: the loop and scene stack, input, widgets, theme, animation, audio."""
