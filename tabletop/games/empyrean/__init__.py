"""Battle for Empyrean (Special Edition + Deck Pack 01 rules)."""
