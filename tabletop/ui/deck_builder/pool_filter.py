"""Which cards the pool shows: a search over name and text, and filters by book deck, cost,
type and keyword (each "any" when unset), with the values a game's cards offer for each."""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop.engine.catalog import CardCatalog
from tabletop.ui.deck_builder.facets import Facets

ANY = "any"
SEARCHED_FIELDS = ("name", "text", "types", "type", "deck", "keywords", "classes", "subtype")


@dataclass(frozen=True)
class PoolFilter:
    search: str = ""
    book: str = ANY  # a deck id of the cardset
    cost: str = ANY  # a cost as text ("3"), so every filter steps through words alike
    type: str = ANY
    keyword: str = ANY

    def with_value(self, name: str, value: str) -> PoolFilter:
        return replace(self, **{name: value})


@dataclass(frozen=True)
class FilterChoices:
    """The values each filter steps through, "any" first."""

    book: tuple[str, ...]
    cost: tuple[str, ...]
    type: tuple[str, ...]
    keyword: tuple[str, ...]


def filter_choices(cardset: CardCatalog, facets_of: Facets) -> FilterChoices:
    facets = [facets_of(card_id) for card_id in cardset.cards]
    costs = sorted({f.cost for f in facets if f.cost is not None})
    types = sorted({t for f in facets for t in f.types}, key=str.casefold)
    keywords = sorted({k for f in facets for k in f.keywords}, key=str.casefold)
    return FilterChoices(
        book=(ANY, *cardset.decks),
        cost=(ANY, *(str(c) for c in costs)),
        type=(ANY, *types),
        keyword=(ANY, *keywords),
    )


def matching_cards(cardset: CardCatalog, wanted: PoolFilter, facets_of: Facets) -> list[str]:
    """The card ids that pass every filter, in the cardset's order."""
    words = wanted.search.casefold().split()
    out = []
    for card_id, card in cardset.cards.items():
        if wanted.book != ANY and card_id not in cardset.decks[wanted.book].cards:
            continue
        facets = facets_of(card_id)
        if wanted.cost != ANY and str(facets.cost) != wanted.cost:
            continue
        if wanted.type != ANY and wanted.type not in facets.types:
            continue
        if wanted.keyword != ANY and wanted.keyword not in facets.keywords:
            continue
        if words:
            data = card.model_dump()
            text = " ".join(str(data.get(f, "")) for f in SEARCHED_FIELDS).casefold()
            if not all(word in text for word in words):
                continue
        out.append(card_id)
    return out
