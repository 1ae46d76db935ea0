"""One package per rulebook; each exposes RULES (a GameRules) from its rules module."""
