"""The terminal's words for every command: argument types with one-line refusals, progress."""
