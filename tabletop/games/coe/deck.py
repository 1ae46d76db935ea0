"""Deck building (book, "Deck Building"): a party of 1 to 4 champions worth at most 10 party
points, and an arsenal deck of 60 cards (option: 50) with at most 4 of a name."""

from __future__ import annotations

from collections import Counter

from tabletop.engine.plural import counted
from tabletop.engine.position_limits import CopyLimit, PositionLimits, TotalLimit
from tabletop.games.coe.cards import CoeCard

DECK_SIZES = (60, 50)
MAX_COPIES = 4
MAX_POINTS = 10
PARTY_SIZES = range(1, 5)


def split(card_ids: list[str], cards: dict[str, CoeCard]) -> tuple[list[str], list[str]]:
    """(the party's champions, the arsenal deck) of one deck list."""
    party = [c for c in card_ids if cards[c].kind == "champion"]
    deck = [c for c in card_ids if cards[c].kind != "champion"]
    return party, deck


def deck_problems(
    card_ids: list[str], cards: dict[str, CoeCard], size: int | None = None
) -> list[str]:
    """Every reason the deck is not legal, in words; empty when it is. `size`: the table's
    deck size (None: either of the book's two)."""
    party, deck = split(card_ids, cards)
    problems = []
    if len(party) not in PARTY_SIZES:
        problems.append(f"{len(party)} champions; a party has 1 to 4")
    if len(set(party)) != len(party):
        problems.append("a champion twice in the party")
    points = sum(cards[c].points for c in party)
    if points > MAX_POINTS:
        problems.append(f"the party is worth {points} points; at most {MAX_POINTS}")
    sizes = DECK_SIZES if size is None else (size,)
    if len(deck) not in sizes:
        wanted = " or ".join(str(s) for s in sizes)
        problems.append(f"{counted(len(deck), 'arsenal card')}; a deck has {wanted}")
    for name, count in Counter(cards[c].name for c in deck).items():
        if count > MAX_COPIES:
            problems.append(f"{count} {name}; a deck holds at most {MAX_COPIES} of a name")
    return problems


def position_limits(cards: dict[str, CoeCard]) -> PositionLimits:
    """What a COE position can hold (book, "Deck Building"): a seat's cards hold at most 4
    arsenal cards of a name and a champion once; a party has 4 champions at most, worth 10
    party points at most. Each slot takes one card (the layout's slots)."""

    def champion(card_id: str) -> int:
        return int(card_id in cards and cards[card_id].kind == "champion")

    def points(card_id: str) -> int:
        return cards[card_id].points if champion(card_id) else 0

    def most(card_id: str) -> int | None:
        card = cards.get(card_id)
        if card is None:
            return None
        return 1 if card.kind == "champion" else MAX_COPIES

    party = "Deck Building: a party of 1 to 4 champions worth 10 points at most"
    return PositionLimits(
        copies=CopyLimit(
            most=most, rule="Deck Building: up to 4 of a name in the arsenal, a champion once"
        ),
        totals=(
            TotalLimit(champion, max(PARTY_SIZES), "champions", party),
            TotalLimit(points, MAX_POINTS, "party points", party),
        ),
    )
