"""Hand-built positions for the bot tests (tests/ai/scenarios/*.yaml)."""

from __future__ import annotations

from pathlib import Path

import tabletop
from tabletop.engine.game import Game

SCENARIOS = Path(__file__).parent / "scenarios"


def position(name: str) -> Game:
    return tabletop.load_scenario(SCENARIOS / f"{name}.yaml")


def card_named(game: Game, name: str) -> int:
    """The instance id of the only card of that name on the table."""
    cards = game.rules.cardset.cards
    found = [i for i, c in game.state.cards.items() if cards[c.card].name == name]
    assert len(found) == 1, f"{name}: {len(found)} cards"
    return found[0]
