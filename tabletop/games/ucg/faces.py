"""What a UCG card shows (the book's card layout: Terra cost, name, Combat, "Archetype –
Type", designator, keywords) and the table's tallies per zone."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.catalog import DeckEntry
from tabletop.engine.parts import CardFacets, facet_words
from tabletop.engine.view import View, visible_state
from tabletop.games.ucg.board import EFFECT_ZONES, Board, zone_name
from tabletop.games.ucg.cards import UcgCard

ACCENTS: dict[str, tuple[int, int, int]] = {
    "Emberguard": (196, 80, 40),
    "Tidecaller": (40, 120, 190),
    "resource": (150, 130, 80),
    "immediate": (200, 160, 40),
    "permanent": (90, 150, 90),
    "pitfall": (120, 70, 140),
}


def keyword_words(card: UcgCard) -> tuple[str, ...]:
    words = [k.title() for k in card.keywords]
    if card.proficiency:
        words.append(f"Proficiency {card.proficiency:+d}")
    if card.revive:
        words.append(f"Revive {card.revive}")
    if card.attacks > 1:
        words.append(f"Attacks {card.attacks} times a turn")
    return tuple(words)


def face_info(card: UcgCard, decks: Mapping[str, DeckEntry]) -> dict[str, Any]:
    info: dict[str, Any] = {
        "name": card.name,
        "text": card.text,
        "rarity": card.designator,
        "flavor": card.lore or None,
        "deck_name": "UCG",
        "accent": ACCENTS.get(card.archetype, (120, 120, 120)),
    }
    if card.kind == "resource":
        info.update(
            type_line=f"Resource · {card.type_line}" if card.type_line else "Resource",
            text=card.text or f"Gives {card.gives} Terra.",
            accent=ACCENTS["resource"],
            symbol="R",
            stats=(("Terra", f"+{card.gives}"),),
        )
    elif card.kind == "character":
        info.update(
            cost=str(card.terra),
            stats=(("Combat", str(card.combat)),),
            type_line=card.type_line,
            keywords=keyword_words(card),
            symbol="C",
        )
        if card.ability is not None:
            info["ability_kind"] = "Ability"
    else:
        timing = str(card.timing)
        extra = []
        if card.timing == "pitfall":
            extra.append(f"Bide {card.bide}")
        info.update(
            cost=str(card.terra),
            type_line=f"{timing.title()} Effect · {card.type_line}".rstrip(" ·"),
            keywords=tuple(extra),
            accent=ACCENTS[timing],
            symbol=timing[:2].upper(),
        )
        if card.ability is not None:
            info["ability_kind"] = "Ability"
    return info


def zone_summary(view: View, cards: dict[str, UcgCard], zone_id: str) -> str | None:
    """Terra in the Reserve, the Combat in an encounter, and on the Ignition and Effect
    Zones the order the stack resolves in (last in, first out). The deck's count is on its
    pile (a "44 cards" tally beside it said it twice)."""
    name = zone_name(zone_id)
    ids = view.zone(zone_id)
    if name == "reserve":
        terra = sum(cards[c.card].gives for i in ids if (c := view.cards[i]).card is not None)
        return f"{terra} Terra"
    if name == "encounter" and ids:
        board = Board(visible_state(view), cards)
        shown = [i for i in ids if i in board.state.cards]
        return "Combat " + " + ".join(str(board.combat(i)) for i in shown) if shown else None
    if name in (*EFFECT_ZONES, "ignition"):
        for depth, entry in enumerate(reversed(view.stack)):
            if entry.get("zone") == zone_id:
                return f"{_ORDINALS[min(depth, 3)]} out"
    return None


#: the stack's order as the table shows it: the entry that resolves first is "1st out"
_ORDINALS = ("1st", "2nd", "3rd", "4th+")


def card_facets(card: UcgCard) -> CardFacets:
    """The deck builder's filters and cost curve read these."""
    return CardFacets(card.terra, facet_words(card.kind, card.type), facet_words(*card.keywords))
