"""Empyrean's deck rules (book, "Deck Construction" and "Mash-up Mode"): a deck has 24
cards; a deck of cards from several decks follows the mash-up cost template 5/4/4/3/3/2/2/1
(the number of cards of each cost 1 to 8)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from tabletop.games.empyrean.cards import EmpyreanCard

DECK_SIZE = 24
#: Mash-up mode deck template: number of cards of each cost 1..8 (book, "Mash-up Mode")
MASHUP_TEMPLATE = {1: 5, 2: 4, 3: 4, 4: 3, 5: 3, 6: 2, 7: 2, 8: 1}


def deck_problems(cards: Sequence[str], known: dict[str, EmpyreanCard]) -> list[str]:
    """Book, "Deck Construction" and "Mash-up Mode": 24 cards; cards of several decks
    follow the mash-up cost template (5/4/4/3/3/2/2/1 by cost 1 to 8)."""
    if len(cards) != DECK_SIZE:
        return [f"{len(cards)} cards; a deck has {DECK_SIZE}"]
    if len({known[c].deck for c in cards}) > 1:
        costs = Counter(known[c].cost for c in cards)
        wrong = [
            f"{want} {cost}-cost (has {costs.get(cost, 0)})"
            for cost, want in MASHUP_TEMPLATE.items()
            if costs.get(cost, 0) != want
        ]
        if wrong:
            return ["a mash-up deck breaks the deck template: needs " + ", ".join(wrong)]
    return []
