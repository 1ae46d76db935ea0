"""What a COE card shows (book, "Card Types and Anatomy") and the table's tallies per slot."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.catalog import DeckEntry
from tabletop.engine.parts import CardFacets, facet_words
from tabletop.engine.view import View, visible_state
from tabletop.games.coe import board
from tabletop.games.coe.cards import CoeCard
from tabletop.games.coe.stats import Stats

#: frame colour per card colour
ACCENTS: dict[str, tuple[int, int, int]] = {
    "red": (190, 60, 44),
    "blue": (44, 100, 190),
    "green": (52, 136, 70),
    "purple": (110, 62, 150),
    "white": (176, 170, 150),
}
RESOURCE_NAMES = {"shells": "Shells", "mana": "Mana", "crystal": "Crystal"}


def cost_text(card: CoeCard) -> str:
    if not card.cost:
        return "free"
    kind = RESOURCE_NAMES[card.pays]
    return f"{card.cost} {kind}" + (" only" if card.strict else "")


def face_info(card: CoeCard, decks: Mapping[str, DeckEntry]) -> dict[str, Any]:
    worth = f"Worth {card.worth} {RESOURCE_NAMES[card.resource]}"
    keywords: list[str] = [card.colour.title(), *card.keywords]
    if card.kind == "champion":
        keywords.append(f"{card.points} party pts")
    else:
        keywords.append(f"Cost {cost_text(card)}")
    keywords.append(worth)
    lines = []
    for skill in card.skills:
        level = f"Lv{skill.level} " if skill.level else ""
        timing = "" if skill.timing == "action" else f"{skill.timing.title()} "
        if skill.cast == "battle":
            timing += "Cast Battle "
        cost = f"(Pay {skill.cost} {RESOURCE_NAMES[skill.pays]}) " if skill.cost else ""
        lines.append(f"{level}{timing}{skill.name}: {cost}{skill.text}")
    if card.text:
        lines.insert(0, card.text)
    info: dict[str, Any] = {
        "name": card.name,
        "text": "\n".join(lines),
        "flavor": card.lore or None,
        "deck_name": "COE",
        "accent": ACCENTS[card.colour],
        "keywords": tuple(keywords),
        "type_line": f"{card.kind.title()} · {'/'.join(card.classes) or card.colour.title()}",
        "symbol": card.colour[:2].upper(),
    }
    if card.kind != "champion":
        info["cost"] = str(card.cost)
    if card.is_character:
        stats = [("HP", str(card.hp))]
        stats.append(("ATK", "-" if card.atk is None else str(card.atk)))
        stats.append(("DEF", "-" if card.defense is None else str(card.defense)))
        info["stats"] = tuple(stats)
    if card.skills:
        info["ability_kind"] = "Skills"
    return info


def zone_summary(view: View, cards: dict[str, CoeCard], zone_id: str) -> str | None:
    """On a character: its HP left, then ATK/DEF as the card prints them ("HP 2 · 3/1"; a
    broken shield, staggered, defends with 0; "-": no such stat); on an equipment slot, who
    wears it; on resource slot 1, the worth standing."""
    name = board.slot_name(zone_id)
    state = visible_state(view)
    if name in board.CHARACTER_SLOTS or name == "support":
        iid = board.occupant(state, zone_id)
        if iid is None:
            return None
        stats = Stats(state, cards)
        atk, defense = stats.stat(iid, "atk"), stats.stat(iid, "def")
        shield = "0" if "staggered" in state.cards[iid].flags else str(defense)
        if defense is None:
            shield = "-"
        return f"HP {stats.hp_left(iid)} · {'-' if atk is None else atk}/{shield}"
    if name in board.ARSENAL_SLOTS:
        iid = board.occupant(state, zone_id)
        if iid is not None and state.cards[iid].attached_to in state.cards:
            host = state.cards[int(state.cards[iid].attached_to or 0)]
            return f"on {cards[host.card].name}"
        return None
    if name == "r1":
        seat = board.seat_of(zone_id) or 0
        built = board.resources(state, seat)
        if not built:
            return None
        free = [i for i in built if "rested" not in state.cards[i].flags]
        total = sum(cards[state.cards[i].card].worth for i in free)
        return f"{total} free"
    return None


def attack_marks(view: View) -> dict[int, str]:
    """The attack under way: its attacker and the character attacked, by instance id."""
    attack = view.values.get("attack")
    if not isinstance(attack, dict):
        return {}
    marks: dict[int, str] = {}
    for key, word in (("attacker", "attacking"), ("target", "attacked")):
        iid = attack.get(key)
        if isinstance(iid, int) and iid in view.cards:
            marks[iid] = word
    return marks


def card_facets(card: CoeCard) -> CardFacets:
    """The deck builder's filters and cost curve read these."""
    return CardFacets(card.cost, facet_words(card.kind, *card.classes), facet_words(*card.keywords))
