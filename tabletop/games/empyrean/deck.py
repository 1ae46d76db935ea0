"""Empyrean's deck rules (book, "Deck Construction" and "Mash-up Mode"): a deck has 24
cards; a deck of cards from several decks follows the mash-up cost template 5/4/4/3/3/2/2/1
(the number of cards of each cost 1 to 8)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from tabletop.engine.plural import counted
from tabletop.engine.position_limits import CopyLimit, PositionLimits, ValueLimit
from tabletop.engine.state import JSONValue
from tabletop.games.empyrean.cards import EmpyreanCard

DECK_SIZE = 24
#: Mash-up mode deck template: number of cards of each cost 1..8 (book, "Mash-up Mode")
MASHUP_TEMPLATE = {1: 5, 2: 4, 3: 4, 4: 3, 5: 3, 6: 2, 7: 2, 8: 1}


def deck_problems(cards: Sequence[str], known: dict[str, EmpyreanCard]) -> list[str]:
    """Book, "Deck Construction" and "Mash-up Mode": 24 cards; cards of several decks
    follow the mash-up cost template (5/4/4/3/3/2/2/1 by cost 1 to 8)."""
    if len(cards) != DECK_SIZE:
        return [f"{counted(len(cards), 'card')}; a deck has {DECK_SIZE}"]
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


#: the most a round's essence can be raised by cards past its base (round + 1): the book's
#: cards add 1 or 2 ("Add 1 Essence", "Add 2 Essence"), a few of them in one round
MAX_ESSENCE_ADDED = 6


def position_limits(decks: Mapping[str, Sequence[str]]) -> PositionLimits:
    """What an Empyrean position can hold (book, "Deck Construction", "Essence and Might",
    "Round Phases"): a seat's cards hold no more copies of a card than a deck of the box has
    (a mash-up takes cards from the decks, never more); the round is 1 to the game's last; a
    seat's essence is at most its base for the round (round + 1) and what cards add."""
    most: Counter[str] = Counter()
    for cards in decks.values():
        for card_id, count in Counter(cards).items():
            most[card_id] = max(most[card_id], count)

    def essence_most(values: Mapping[str, JSONValue]) -> int:
        round_now = values.get("round")
        base = round_now + 1 if isinstance(round_now, int) else 1_000
        return base + MAX_ESSENCE_ADDED

    def rounds(values: Mapping[str, JSONValue]) -> int:
        last = values.get("rounds")
        return last if isinstance(last, int) else 10

    return PositionLimits(
        copies=CopyLimit(
            most=lambda card_id: most.get(card_id, 0) or None,
            rule="Deck Construction: a deck holds the copies its box has",
        ),
        values=(
            ValueLimit("round", "Round Phases: the game lasts its rounds", least=1, most=rounds),
            ValueLimit(
                "essence",
                "Essence and Might: round + 1 base essence, and what cards add",
                most=essence_most,
            ),
        ),
    )
