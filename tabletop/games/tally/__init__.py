"""Tally: a tiny game that exercises the core (not a rulebook game; hidden from the menu)."""
