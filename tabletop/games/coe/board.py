"""Reading COE's board (book, "Game Board"): positions, rows sharing column numbers, areas.

Zones per seat `p<n>.`: `deck`, `hand`, `archive`, `cache`, `party` (Party Members, face
down), `support`, character positions `c1`..`c6` (the Party Leader position is `c3`), arsenal
slots `a1`..`a6` and resource slots `r1`..`r6`. Column k of the three rows is the same
position number. Cards "on the field" are those of the character and arsenal rows.
"""

from __future__ import annotations

import functools

from tabletop.engine import zone_ids
from tabletop.engine.state import State
from tabletop.engine.turn_order import CLOCKWISE

COLUMNS = range(1, 7)
CHARACTER_SLOTS = tuple(f"c{k}" for k in COLUMNS)
ARSENAL_SLOTS = tuple(f"a{k}" for k in COLUMNS)
RESOURCE_SLOTS = tuple(f"r{k}" for k in COLUMNS)
LEADER = "c3"
MAX_RESOURCES = 6


@functools.cache
def zone(seat: int, name: str) -> str:
    return f"p{seat}.{name}"


@functools.cache
def row(seat: int, slots: tuple[str, ...]) -> tuple[str, ...]:
    """The zone ids of a row of slots for a seat."""
    return tuple(f"p{seat}.{slot}" for slot in slots)


seat_of = zone_ids.seat_of
slot_name = zone_ids.name_of


@functools.cache
def column(zone_id: str) -> int | None:
    """The column number of a character, arsenal or resource slot (None elsewhere)."""
    name = slot_name(zone_id)
    if len(name) == 2 and name[0] in "car" and name[1].isdigit():
        return int(name[1])
    return None


@functools.cache
def adjacent(zone_id: str) -> tuple[str, ...]:
    """The slots beside this one in the same row (column -1 and +1)."""
    col = column(zone_id)
    seat = seat_of(zone_id)
    if col is None or seat is None:
        return ()
    kind = slot_name(zone_id)[0]
    return tuple(zone(seat, f"{kind}{k}") for k in (col - 1, col + 1) if k in COLUMNS)


#: who plays after whom: the game's turn order, declared to the engine (`rules.turn_order`)
TURN_ORDER = CLOCKWISE
#: the book's table: two players
SEATS = 2


#: the other seat: the one that plays after a seat in the turn order
opponent = TURN_ORDER.next_of(SEATS)


def occupant(state: State, zone_id: str) -> int | None:
    cards = state.zones.get(zone_id)
    return cards[0] if cards else None


def _filled(state: State, zone_ids: tuple[str, ...]) -> list[int]:
    zones = state.zones
    out = []
    for zone_id in zone_ids:  # a loop, not a comprehension: cheaper for six slots (3.11)
        cards = zones.get(zone_id)
        if cards:
            out.append(cards[0])
    return out


def characters(state: State, seat: int) -> list[int]:
    """The seat's characters on the field (character row, position order)."""
    return _filled(state, row(seat, CHARACTER_SLOTS))


def arsenal(state: State, seat: int) -> list[int]:
    return _filled(state, row(seat, ARSENAL_SLOTS))


def resources(state: State, seat: int) -> list[int]:
    return _filled(state, row(seat, RESOURCE_SLOTS))


def support(state: State, seat: int) -> int | None:
    return occupant(state, zone(seat, "support"))


def leader(state: State, seat: int) -> int | None:
    return occupant(state, zone(seat, LEADER))


def party(state: State, seat: int) -> list[int]:
    return list(state.zone(zone(seat, "party")))


#: the character positions, the field (characters and arsenal) and the Support positions of
#: every seat, looked up by zone id (a card's place is asked of the rules at every turn)
CHARACTER_ZONES = frozenset(zone(s, slot) for s in range(SEATS) for slot in CHARACTER_SLOTS)
FIELD_ZONES = CHARACTER_ZONES | {zone(s, slot) for s in range(SEATS) for slot in ARSENAL_SLOTS}
SUPPORT_ZONES = frozenset(zone(s, "support") for s in range(SEATS))
#: each seat's Party Leader position
LEADER_ZONES = tuple(zone(s, LEADER) for s in range(SEATS))


def in_character_row(state: State, iid: int) -> bool:
    return state.where[iid] in CHARACTER_ZONES


def in_support(state: State, iid: int) -> bool:
    return state.where[iid] in SUPPORT_ZONES


def on_field(state: State, iid: int) -> bool:
    """Book, "Targeting Cards": the character and arsenal areas."""
    return state.where[iid] in FIELD_ZONES


@functools.cache
def facing_position(zone_id: str) -> str | None:
    """The enemy character position with this slot's column number (None: no column)."""
    col, seat = column(zone_id), seat_of(zone_id)
    if col is None or seat is None:
        return None
    return zone(opponent(seat), f"c{col}")


def facing(state: State, iid: int) -> int | None:
    """The enemy character whose position has the column number of this card's slot (book,
    "Game Board": the rows share column numbers)."""
    position = facing_position(state.where[iid])
    return None if position is None else occupant(state, position)
