"""What the hot code asks of a Clash card, read once per card datum (engine/prepared.py).

Listing a turn's commands and reading the table (board.py) ask the same few things of every
card again and again: is it a fortification, a camp, a monarch; may it be garrisoned, does it
command a camp; has it a scrap ability; what does it cost. `TRAITS` answers them once per
card and `TABLES` keeps the answers of a whole cardset by card id, so the listers read one
dict entry a card instead of the model's fields and properties.
"""

from __future__ import annotations

from typing import NamedTuple

from tabletop.cards.cardset import Cardset
from tabletop.engine.prepared import Prepared
from tabletop.games.clash.cards import ClashCard


class Traits(NamedTuple):
    fortification: bool
    camp: bool
    #: a fortification or a camp: the card a garrison zone holds besides its units
    structure: bool
    monarch: bool
    garrisonable: bool
    commander: bool
    scrap: bool
    #: a hand card that may only be activated (not built, crowned nor garrisoned)
    activate_only: bool
    cost: int
    capacity: int


def _traits(card: ClashCard) -> Traits:
    kind = card.kind
    return Traits(
        fortification=kind == "fortification",
        camp=kind == "camp",
        structure=kind in ("camp", "fortification"),
        monarch=kind == "monarch",
        garrisonable=card.garrisonable,
        commander=card.commander,
        scrap=card.scrap is not None,
        activate_only=kind not in ("fortification", "monarch") and not card.garrisonable,
        cost=card.cost,
        capacity=card.capacity,
    )


#: reading a card's traits is itself the straightforward reading: both routes are the same
TRAITS: Prepared[ClashCard, Traits] = Prepared("clash.traits", _traits, _traits)


class Tables(NamedTuple):
    """A cardset's cards by id: their traits, and their costs (the market is read at every
    decision)."""

    traits: dict[str, Traits]
    costs: dict[str, int]


def _tables(cardset: Cardset) -> Tables:
    cards: dict[str, ClashCard] = cardset.cards
    return Tables(
        {card_id: TRAITS(card) for card_id, card in cards.items()},
        {card_id: card.cost for card_id, card in cards.items()},
    )


#: a cardset's tables (a cardset reloaded at the table gets new ones)
TABLES: Prepared[Cardset, Tables] = Prepared("clash.tables", _tables, _tables)
