"""UCG's deck rules (rulebooks README, UCG: 60-card decks; RULES.md, "Readings we chose", 0:
at most 4 copies of a character or effect card of one name, resource cards not limited)."""

from __future__ import annotations

from collections import Counter

import tabletop
from tabletop.games.ucg.rules import RULES


def _deck() -> list[str]:
    return list(RULES.deck_list("emberguard"))


def test_sixty_cards_and_twenty_of_a_resource_are_legal() -> None:
    deck = _deck()
    resources = Counter(c for c in deck if RULES.cards[c].kind == "resource")
    assert len(deck) == 60 and max(resources.values()) > 4
    assert tabletop.check_deck("ucg", deck) == []


def test_a_fifth_copy_of_a_character_is_refused_by_name() -> None:
    deck = _deck()
    character = next(c for c in deck if RULES.cards[c].kind == "character")
    copies = deck.count(character)
    resource = next(c for c in deck if RULES.cards[c].kind == "resource")
    for _ in range(5 - copies):  # keep 60 cards: a resource out for each copy in
        deck.remove(resource)
        deck.append(character)
    name = RULES.cards[character].name
    assert tabletop.check_deck("ucg", deck) == [f"5 {name}; a deck holds at most 4 of a name"]


def test_a_deck_of_fifty_nine_is_refused() -> None:
    assert tabletop.check_deck("ucg", _deck()[:-1]) == ["59 cards; a deck has 60"]
