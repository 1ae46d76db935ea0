"""What a Clash card shows (cost at the top, its values, its abilities in words, the border
colour of its kind) and the table's tallies: damage, the turn's pools, defense, deck counts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.catalog import DeckEntry
from tabletop.engine.parts import CardFacets, facet_words
from tabletop.engine.view import View, visible_state
from tabletop.games.clash import board
from tabletop.games.clash.board import Cards
from tabletop.games.clash.cards import ClashCard

#: the border colour of each kind (book: orange, white, blue, purple borders), factions apart
ACCENTS: dict[str, tuple[int, int, int]] = {
    "starting": (214, 130, 40),
    "resource": (225, 222, 210),
    "soldier": (50, 90, 170),
    "fortification": (120, 60, 150),
    "upgrade": (120, 60, 150),
    "vassal": (150, 120, 60),
    "camp": (110, 90, 60),
    "hero": (170, 140, 50),
    "siege": (90, 90, 90),
    "special-unit": (60, 130, 120),
    "special-card": (160, 50, 60),
    "good": (60, 140, 70),
    "bad": (150, 40, 40),
}
FACTION_ACCENTS: dict[str, tuple[int, int, int]] = {
    "england": (190, 30, 45),
    "france": (40, 70, 160),
    "castile": (210, 160, 30),
    "empire": (30, 30, 30),
    "teutonic": (200, 200, 200),
    "saracens": (40, 130, 70),
}
KIND_WORDS = {
    "special-unit": "Special Unit",
    "special-card": "Special Card",
    "siege": "Siege Weapon",
}


def _lines(card: ClashCard) -> list[str]:
    lines = []
    if not card.play.empty:
        lines.append(f"Activate: {card.play.words()}.")
    if card.arms is not None:
        held = " (defense while garrisoned)" if card.arms.defense else ""
        lines.append(f"Coat of arms: {card.arms.words()}{held}.")
    if card.scrap is not None:
        lines.append(f"Scrap: {card.scrap.words()}.")
    if card.kind == "upgrade" and card.defense:
        lines.append(f"+{card.defense} defense.")
    if card.vassal is not None:
        lines.append(f"Vassal: {card.vassal.words()}.")
    if card.always is not None:
        lines.append(f"Every turn: {card.always.words()}.")
    if card.kind == "special-card":
        lines.append("Must be activated; cannot be garrisoned.")
    return lines


def face_info(card: ClashCard, decks: Mapping[str, DeckEntry]) -> dict[str, Any]:
    stats = []
    if card.play.attack:
        stats.append(("ATK", str(card.play.attack)))
    if card.play.gold:
        stats.append(("RES", str(card.play.gold)))
    if card.play.recovery:
        stats.append(("REC", str(card.play.recovery)))
    if card.defense:
        stats.append(("DEF", str(card.defense)))
    if card.capacity:
        stats.append(("MAX", str(card.capacity)))
    kind = KIND_WORDS.get(card.kind, card.kind.title())
    if card.commander and card.kind != "hero":
        kind += " · General"
    if card.faction:
        kind += f" · {card.faction.title()}"
    if card.kind == "event":
        accent = ACCENTS["good" if card.good else "bad"]
        kind = "Medieval Event · " + ("good" if card.good else "bad")
    elif card.faction:
        accent = FACTION_ACCENTS[card.faction]
    elif card.starting:
        accent = ACCENTS["starting"]
    else:
        accent = ACCENTS.get(card.kind, ACCENTS["hero"])
    text = card.text if card.kind == "event" else " ".join([*_lines(card), card.text]).strip()
    return {
        "name": card.name,
        "cost": str(card.cost) if card.cost else None,
        "stats": tuple(stats),
        "type_line": kind,
        "text": text,
        "accent": accent,
        "symbol": card.faction[:2].upper() if card.faction else card.kind[:2].upper(),
        "flavor": card.lore or None,
        "deck_name": "Clash of Armies",
    }


def zone_summary(view: View, cards: Cards, zone_id: str) -> str | None:
    seat = board.seat_of(zone_id)
    name = zone_id.rsplit(".", 1)[-1] if seat is not None else zone_id
    values = view.values
    if seat is not None and name == "damage":
        return f"{values.get(f'damage.p{seat}', 0)} damage"
    if seat is not None and name == "play" and values.get("turn") == seat:
        return f"attack {values.get('attack', 0)} · resources {values.get('resources', 0)}"
    if seat is not None and name in ("fort", "camp"):
        state = visible_state(view)
        if name == "fort":
            total = sum(board.fort_defense(state, cards, seat).values())
            return f"defense {total}" if board.fortification(state, cards, seat) else None
        camp = board.camp_defense(state, cards, seat)
        return f"defense {camp}" if camp else None
    return None  # a market deck's count is on its pile (a tally beside "Top" crowded the row)


def card_facets(card: ClashCard) -> CardFacets:
    """The deck builder's filters and cost curve read these."""
    return CardFacets(card.cost, facet_words(card.kind), ())
