"""Reading EoC's field (book, "The Playing Field"): slots, hosts, attached essence, who is active.

Zones per seat: `c1..c3` creature slots, `s1..s3` spell slots, `vanquisher`, `pool` (Essence
Pool), `graveyard`, `banished`, `deck`, `hand`. An essence paying for a card is attached to it
and lies in the card's slot; an Item lies in a spell slot and names its creature in the value
`carrier.<item>`. Each seat's zone ids are named once (`CREATURE_ZONES`, `POOL_ZONES`...):
the hot reads never build one.
"""

from __future__ import annotations

import functools

from tabletop.engine import zone_ids
from tabletop.engine.state import State
from tabletop.engine.turn_order import CLOCKWISE
from tabletop.games.eoc.cards import EocCard

CREATURE_SLOTS = ("c1", "c2", "c3")
SPELL_SLOTS = ("s1", "s2", "s3")
MAX_CREATURES = 3


@functools.cache  # a C-level lookup instead of a Python call: rules name zones all the time
def zone(seat: int, name: str) -> str:
    return f"p{seat}.{name}"


seat_of_zone = zone_ids.seat_of
slot_name = zone_ids.name_of


#: who plays after whom: the game's turn order, declared to the engine (`rules.turn_order`)
TURN_ORDER = CLOCKWISE
#: the book's table: two players
SEATS = 2


#: the other seat: the one that plays after a seat in the turn order
opponent = TURN_ORDER.next_of(SEATS)

#: each seat's slot zone ids, named once (the listings read the slots a score of times a
#: command)
CREATURE_ZONES = tuple(tuple(zone(s, slot) for slot in CREATURE_SLOTS) for s in range(SEATS))
SPELL_ZONES = tuple(tuple(zone(s, slot) for slot in SPELL_SLOTS) for s in range(SEATS))
POOL_ZONES = tuple(zone(s, "pool") for s in range(SEATS))
VANQUISHER_ZONES = tuple(zone(s, "vanquisher") for s in range(SEATS))
HAND_ZONES = tuple(zone(s, "hand") for s in range(SEATS))


def host(state: State, zone_id: str) -> int | None:
    """The creature or spell in a slot (the card nothing else holds), or None when empty."""
    for iid in state.zone(zone_id):
        if state.cards[iid].attached_to is None:
            return iid
    return None


def attached(state: State, iid: int) -> list[int]:
    """Cards attached to `iid` (its paying essences), in its zone's order."""
    where = state.where.get(iid)
    out: list[int] = []
    if where is None:
        return out
    cards = state.cards
    # plain loops over a few cards: cheaper here than a comprehension's own frame
    for i in state.zones.get(where, ()):
        if cards[i].attached_to == iid:
            out.append(i)
    return out


def creatures(state: State, seat: int) -> list[int]:
    """Creatures in `seat`'s slots (paid, destroyed or not), slot order."""
    return read_slots(state, CREATURE_ZONES[seat])[0]


def read_slots(state: State, slots: tuple[str, ...]) -> tuple[list[int], list[str]]:
    """One pass over a seat's slots (CREATURE_ZONES[seat] or SPELL_ZONES[seat]): the paid
    cards in them (creatures(), spells()) and the slots no card holds (host() is None)."""
    zones, cards = state.zones, state.cards
    paid: list[int] = []
    empty: list[str] = []
    for zone_id in slots:
        for iid in zones.get(zone_id, ()):
            card = cards[iid]
            if card.attached_to is None:
                if "unpaid" not in card.flags:
                    paid.append(iid)
                break
        else:
            empty.append(zone_id)
    return paid, empty


def is_active(state: State, iid: int) -> bool:
    """On the field, paid, and not marked destroyed."""
    flags = state.cards[iid].flags
    return "destroyed" not in flags and "unpaid" not in flags


def active_creatures(state: State, seat: int) -> list[int]:
    cards = state.cards
    # creatures() leaves out the unpaid: only the destroyed flag is left to read
    return [c for c in creatures(state, seat) if "destroyed" not in cards[c].flags]


def spells(state: State, seat: int) -> list[int]:
    return read_slots(state, SPELL_ZONES[seat])[0]


def free_slot(state: State, seat: int, slots: tuple[str, ...]) -> str | None:
    for slot in slots:
        if host(state, zone(seat, slot)) is None:
            return zone(seat, slot)
    return None


def vanquisher(state: State, seat: int) -> int | None:
    cards = state.zones.get(VANQUISHER_ZONES[seat])
    return cards[0] if cards else None


def stage(state: State, iid: int) -> int:
    return 2 if "stage-2" in state.cards[iid].flags else 1


def pool(state: State, seat: int) -> list[int]:
    """Essence cards in the pool that no card holds."""
    cards = state.cards
    out: list[int] = []
    for i in state.zones.get(POOL_ZONES[seat], ()):
        if cards[i].attached_to is None:
            out.append(i)
    return out


def supply(state: State, cards: dict[str, EocCard], iids: list[int]) -> list[tuple[str, int]]:
    instances = state.cards
    out: list[tuple[str, int]] = []
    for iid in iids:
        card = cards[instances[iid].card]
        out.append((str(card.element), card.provides))
    return out


def carrier(state: State, item: int) -> int | None:
    value = state.values.get(f"carrier.{item}")
    return int(value) if value is not None else None


def items_on(state: State, creature: int) -> list[int]:
    owner = state.cards[creature].owner
    return [s for s in spells(state, owner) if carrier(state, s) == creature]


def left_this_turn(state: State, essence: int) -> list[int]:
    """The cards `essence` was moved off this turn (value `left`, cleared in Clean-up)."""
    return [int(i) for i in (state.values.get("left") or {}).get(str(essence), [])]


def field_cards(state: State) -> list[int]:
    """Every paid creature and spell and each Vanquisher on the field, seat 0 first."""
    out: list[int] = []
    zones = state.zones
    for seat in range(state.players):
        out += read_slots(state, CREATURE_ZONES[seat])[0]
        out += read_slots(state, SPELL_ZONES[seat])[0]
        card = zones.get(VANQUISHER_ZONES[seat])
        if card:
            out.append(card[0])
    return out
