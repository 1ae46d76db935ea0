"""UCG's deck rules (ucg.online, "Deck Building"; README of the rulebooks: 60-card decks): a
deck has exactly 60 cards, with at most 4 copies of a character or effect card of one name;
resource cards, like a land in other card games, are not limited (RULES.md, "Decks")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from tabletop.engine.plural import counted
from tabletop.engine.position_limits import CopyLimit, PositionLimits
from tabletop.games.ucg.cards import UcgCard

DECK_SIZE = 60
MAX_COPIES = 4


def deck_problems(card_ids: Sequence[str], cards: dict[str, UcgCard]) -> list[str]:
    """Every reason the list is not a legal deck, in words; empty when it is. Ids are known."""
    problems = []
    if len(card_ids) != DECK_SIZE:
        problems.append(f"{counted(len(card_ids), 'card')}; a deck has {DECK_SIZE}")
    limited = Counter(cards[c].name for c in card_ids if cards[c].kind != "resource")
    for name, count in sorted(limited.items()):
        if count > MAX_COPIES:
            problems.append(f"{count} {name}; a deck holds at most {MAX_COPIES} of a name")
    return problems


def position_limits(cards: dict[str, UcgCard]) -> PositionLimits:
    """What a UCG position can hold ("Deck Building"): a seat's cards hold at most 4 of a
    character or effect of one name (resources are not limited). Each effect zone takes one
    card (the layout's slots)."""

    def most(card_id: str) -> int | None:
        card = cards.get(card_id)
        return None if card is None or card.kind == "resource" else MAX_COPIES

    return PositionLimits(
        copies=CopyLimit(
            most=most, rule="Deck Building: up to 4 of a character or effect of one name"
        )
    )
