"""What an EoC card shows (book, "Interpreting the Cards") and the table's tallies per slot."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.catalog import DeckEntry
from tabletop.engine.parts import CardFacets, facet_words
from tabletop.engine.view import View, visible_state
from tabletop.games.eoc import board
from tabletop.games.eoc.cards import ANY, EocCard
from tabletop.games.eoc.combat import Stats

#: frame colour per essence type (book, the essence icons); spells and Vanquishers apart
ACCENTS: dict[str, tuple[int, int, int]] = {
    "Fire": (196, 64, 40),
    "Aqua": (40, 110, 190),
    "Nature": (60, 140, 60),
    "Energy": (210, 170, 30),
    "Divine": (220, 200, 120),
    "Dark": (80, 50, 110),
    "Gray": (130, 130, 130),
    "spell": (120, 80, 150),
    "vanquisher": (150, 120, 60),
}
RARITY = {"common": "● Common", "uncommon": "▼ Uncommon", "rare": "✦ Rare", "mythic": "★ Mythic"}


def cost_text(cost: dict[str, int]) -> str:
    parts = [f"{n} {e}" for e, n in cost.items() if e != ANY]
    if cost.get(ANY):
        parts.append(f"{cost[ANY]} any")
    return ", ".join(parts)


def face_info(card: EocCard, decks: Mapping[str, DeckEntry]) -> dict[str, Any]:
    info: dict[str, Any] = {
        "name": card.name,
        "text": card.text,
        "rarity": RARITY[card.rarity],
        "flavor": card.lore or None,
        "deck_name": "EoC",
    }
    if card.kind == "creature":
        element = str(card.element)
        keywords = [f"Cost: {cost_text(card.cost)}"]
        if card.weakness:
            keywords.append(f"Weak: {card.weakness}")
        info.update(
            cost=str(card.total_cost),
            stats=(("ATK", str(card.atk)), ("DEF", str(card.defense))),
            type_line=f"Creature · {card.subtype} · {element}",
            keywords=tuple(keywords),
            accent=ACCENTS[element],
            symbol=element[:2].upper(),
        )
        if card.ability is not None:
            info["ability_kind"] = "Ability"
    elif card.kind == "essence":
        element = str(card.element)
        gives = f"Provides {card.provides} {element} essence."
        if element == "Gray":
            gives += " Gray pays for any essence type."
        info.update(
            cost=str(card.provides),
            type_line=f"Essence · {element}",
            text=card.text or gives,
            accent=ACCENTS[element],
            symbol=element[:2].upper(),
        )
    elif card.kind == "spell":
        kind = str(card.spell).title()
        info.update(
            cost=str(card.total_cost),
            type_line=f"Spell · {kind}",
            keywords=(f"Cost: {cost_text(card.cost)}",),
            accent=ACCENTS["spell"],
            symbol=kind[:2].upper(),
        )
        if card.ability is not None:
            info["ability_kind"] = "Ability"
    else:
        one, two = card.stages
        info.update(
            stats=(
                ("Stage 1", f"{one.atk}/{one.defense}"),
                ("Stage 2", f"{two.atk}/{two.defense}"),
            ),
            type_line="Vanquisher",
            accent=ACCENTS["vanquisher"],
            symbol="V",
        )
        if card.ability is not None:
            info["ability_kind"] = "Ability"
    return info


def zone_summary(view: View, cards: dict[str, EocCard], zone_id: str) -> str | None:
    """ATK/DEF now on a creature slot, the stage on the Vanquisher, essence in the pool."""
    name = board.slot_name(zone_id)
    if name not in (*board.CREATURE_SLOTS, "vanquisher", "pool", *board.SPELL_SLOTS):
        return None
    state = visible_state(view)
    if name == "pool":
        seat = board.seat_of_zone(zone_id)
        free = board.pool(state, seat if seat is not None else 0)
        return f"{sum(cards[state.cards[i].card].provides for i in free)} free"
    host = (
        board.host(state, zone_id)
        if name != "vanquisher"
        else board.vanquisher(state, board.seat_of_zone(zone_id) or 0)
    )
    if host is None:
        return None
    if name in board.SPELL_SLOTS:
        carrier = board.carrier(state, host)
        if carrier is not None and carrier in state.cards:
            return f"on {cards[state.cards[carrier].card].name}"
        return None
    stats = Stats(state, cards)
    atk = stats.stat(host, "atk").value
    defense = stats.stat(host, "def").value
    damage = state.counter(host, "damage")
    text = f"{atk}/{defense}"
    if name == "vanquisher":
        text = f"Stage {board.stage(state, host)} · {text}"
    return f"{text} · {damage} dmg" if damage else text


def card_facets(card: EocCard) -> CardFacets:
    """The deck builder's filters and cost curve read these."""
    types = facet_words(card.kind, card.subtype, card.spell)
    return CardFacets(sum(card.cost.values()), types, ())
