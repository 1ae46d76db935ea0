"""What an Empyrean card shows: its cost first (the number a player needs to play it), its
might, its types and ability, the frame colour and symbol of its deck; a battlefield shows its
effects."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.catalog import DeckEntry
from tabletop.engine.parts import CardFacets, facet_words
from tabletop.engine.view import View
from tabletop.games.empyrean import board
from tabletop.games.empyrean.cards import EmpyreanCard

#: frame colour and deck symbol per deck (the book's decks each have a symbol on the card)
DECK_STYLES: dict[str, tuple[tuple[int, int, int], str]] = {
    "samurai": ((176, 48, 48), "SA"),
    "spectres": ((90, 70, 130), "SP"),
    "vampires": ((120, 20, 40), "VA"),
    "vikings": ((60, 100, 150), "VI"),
    "cavalry": ((180, 130, 50), "PA"),
    "defenders": ((120, 120, 100), "DB"),
    "knights": ((40, 80, 160), "KR"),
    "legends": ((60, 140, 120), "LP"),
}
BATTLEFIELD_ACCENT = (150, 130, 80)
UNKNOWN_DECK_ACCENT = (110, 110, 110)


def face_info(card: EmpyreanCard, decks: Mapping[str, DeckEntry]) -> dict[str, Any]:
    """The printed fields of `card` (`decks`: the cardset's decks, for the deck's name)."""
    if card.kind == "battlefield":
        effects = [a.text for a in card.abilities] + [r.text for r in card.rules]
        return {
            "name": card.name,
            "type_line": "Battlefield",
            "text": "\n".join(effects),
            "accent": BATTLEFIELD_ACCENT,
            "deck_name": "Battlefields",
            "symbol": "BF",
        }
    accent, symbol = DECK_STYLES.get(
        card.deck or "", (UNKNOWN_DECK_ACCENT, card.deck[:2].upper() if card.deck else "?")
    )
    deck = decks.get(card.deck or "")
    kind = None if card.ability_type == "none" else card.ability_type.title()
    return {
        "name": card.name,
        "cost": str(card.cost),
        "stats": (("Might", str(card.might)),),
        "type_line": " · ".join(card.types),
        "text": card.text,
        "ability_kind": kind,
        "accent": accent,
        "deck_name": deck.name if deck else str(card.deck),
        "symbol": symbol,
    }


def zone_summary(view: View, cards: Mapping[str, EmpyreanCard], zone_id: str) -> str | None:
    """Might on each battlefield row, in plain view (book: "Might")."""
    if board.parse_row(zone_id) is None:
        return None
    total = sum(dict(view.cards[i].counters).get("might", 0) for i in view.zone(zone_id))
    return f"Might {total}"


def card_facets(card: EmpyreanCard) -> CardFacets:
    """The deck builder's filters and cost curve read these."""
    # the book prints an ability's kind (Instant, Conditional, Passive) where others print
    # keywords
    return CardFacets(
        card.cost, facet_words(card.kind, *card.types), facet_words(card.ability_type)
    )
