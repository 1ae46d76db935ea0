"""A card's name in the narration, told apart from another card of that name on the table.

The narration is written once, when a move is played, and read in the log, the banners and
the report: "Lyra attacks Lyra" says nothing when both seats have a Lyra in play. A card that
shares its name with another face-up card in play (a public zone that is not a pile) is named
with its owner when the two belong to different seats ("Ben's Lyra"), else with the zone it
lies in ("Ember Squire (Encounter)"). The words are fixed in the log as they were said, so
they never shift as cards move later.
"""

from __future__ import annotations

from collections.abc import Mapping

from tabletop.engine.layout import Zone
from tabletop.engine.state import State

#: the zones of the table where cards are in play (not a market row, which is "open")
SEEN = ("public",)


def told_apart(
    state: State,
    zones: Mapping[str, Zone],
    names: tuple[str, ...],
    name: str,
    iid: int,
) -> str:
    """`name` (the card `iid`'s) told apart from its twins on the table, if it has any."""
    cards = state.cards
    card = cards[iid]
    play = _play_zones(zones)
    where = state.where
    if not card.face_up or where.get(iid) not in play:
        return name
    copies = _copies(state).get(card.card, ())
    twin_found = False
    for other in copies:  # every instance of the card in the game: a few, not the table
        if other == iid or where.get(other) not in play:
            continue
        twin = cards[other]
        if not twin.face_up:
            continue
        if twin.holder != card.holder:
            return f"{_seat(names, card.holder)}'s {name}"
        twin_found = True
    if not twin_found:
        return name
    return f"{name} ({zones[where[iid]].label})"


def _copies(state: State) -> dict[str, tuple[int, ...]]:
    """Card id -> the ids of its instances, kept on the state (`State.copies`) until a card
    is put in or renumbered."""
    index = state.copies
    if index is None:
        found: dict[str, list[int]] = {}
        for iid, card in state.cards.items():
            found.setdefault(card.card, []).append(iid)
        index = state.copies = {card_id: tuple(ids) for card_id, ids in found.items()}
    return index


#: the zones where cards are in play, per table (a layout keeps one zones mapping a player
#: count, so this is worked out once a table)
_PLAY_ZONES: dict[int, tuple[Mapping[str, Zone], frozenset[str]]] = {}


def _play_zones(zones: Mapping[str, Zone]) -> frozenset[str]:
    """The zones of the table where cards are in play: public, not a pile (a discard pile's
    cards are not in play, nor a market row's, which is "open")."""
    kept = _PLAY_ZONES.get(id(zones))
    if kept is None or kept[0] is not zones:
        found = frozenset(
            z for z, zone in zones.items() if zone.visibility in SEEN and zone.kind != "pile"
        )
        kept = _PLAY_ZONES[id(zones)] = (zones, found)
    return kept[1]


def _seat(names: tuple[str, ...], seat: int | None) -> str:
    return names[seat] if seat is not None and 0 <= seat < len(names) else "nobody"
