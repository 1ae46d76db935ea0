"""Hidden information: a hidden card's instance id says nothing about which card it is."""

from __future__ import annotations

import pytest

import tabletop


@pytest.mark.parametrize("game_id", ["tally", "empyrean", "eoc"])
def test_deck_cards_are_created_in_a_random_order(game_id: str) -> None:
    """Ids are handed out in creation order; decks are created shuffled (Context.create_deck),
    so the lowest id of a deck is not always the first card of the deck list."""
    seen = set()
    for seed in range(8):
        game = tabletop.new_game(game_id, seed=seed, seats=("human", "human"))
        hidden = game.view(0).cards  # what seat 0 cannot see of seat 1's cards
        first = min(i for i, c in hidden.items() if c.owner == 1 and c.card is None)
        seen.add(game.state.cards[first].card)
    assert len(seen) > 1
