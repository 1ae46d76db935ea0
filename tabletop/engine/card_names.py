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
    card = state.cards[iid]
    if not _on_table(state, zones, iid):
        return name
    twins = [
        other
        for other, inst in state.cards.items()
        if inst.card == card.card and other != iid and _on_table(state, zones, other)
    ]
    if not twins:
        return name
    if any(state.cards[t].holder != card.holder for t in twins):
        return f"{_seat(names, card.holder)}'s {name}"
    zone = zones.get(state.where[iid])
    if zone is None:
        return name
    return f"{name} ({zone.label})"


def _on_table(state: State, zones: Mapping[str, Zone], iid: int) -> bool:
    zone = zones.get(state.where.get(iid, ""))
    if zone is None or zone.visibility not in SEEN or zone.kind == "pile":
        return False  # a discard pile's cards are not in play
    return state.cards[iid].face_up


def _seat(names: tuple[str, ...], seat: int | None) -> str:
    return names[seat] if seat is not None and 0 <= seat < len(names) else "nobody"
