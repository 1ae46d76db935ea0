"""UCG, the Universal Card Game: terra, ignitions and sequences, encounters (see RULES.md)."""
