"""Cardsets: the cards of each game as YAML data, validated by the game's pydantic model."""
