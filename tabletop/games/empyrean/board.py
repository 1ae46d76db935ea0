"""Reading the Empyrean table: battlefields, zones, might, revealed cards, seat order."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from tabletop.engine.state import State
from tabletop.engine.turn_order import CLOCKWISE
from tabletop.games.empyrean.cards import EmpyreanCard, RuleChange

#: who plays after whom: the game's turn order, declared to the engine (`rules.turn_order`)
TURN_ORDER = CLOCKWISE


MAX_ZONES = 6


def battlefield_count(state: State) -> int:
    return 4 if state.players == 3 else 3  # battlefields_for, without a call


def battlefields_for(players: int) -> int:
    """Battlefields on a table of `players`: four for three players, else three."""
    return 4 if players == 3 else 3


@functools.cache  # a C-level lookup instead of a Python call: rules name rows all the time
def row(seat: int, bf: int) -> str:
    return f"p{seat}.bf{bf}"


@functools.cache
def bf_zone(bf: int) -> str:
    return f"bf{bf}"


@functools.lru_cache(maxsize=256)
def parse_row(zone_id: str) -> tuple[int, int] | None:
    """(seat, battlefield) of a row zone id like "p1.bf3", else None."""
    if not zone_id.startswith("p") or ".bf" not in zone_id:
        return None
    seat, bf = zone_id[1:].split(".bf")
    return int(seat), int(bf)


def rows_of(state: State, seat: int) -> tuple[str, ...]:
    return rows_for(seat, 4 if state.players == 3 else 3)


@functools.lru_cache(maxsize=64)
def rows_for(seat: int, battlefields: int) -> tuple[str, ...]:
    """A seat's rows, battlefield 1 to `battlefields` (rows_of, for a loop that knows them)."""
    return tuple(row(seat, bf) for bf in range(1, battlefields + 1))


def location(state: State, iid: int) -> tuple[int, int] | None:
    return parse_row(state.where[iid])


def zone_number(state: State, iid: int) -> int:
    """1-based zone number of a card on a battlefield row."""
    return state.zones[state.where[iid]].index(iid) + 1


def is_revealed(state: State, iid: int) -> bool:
    return parse_row(state.where[iid]) is not None and state.cards[iid].face_up


def might(state: State, iid: int) -> int:
    return state.cards[iid].counters.get("might", 0)


def might_on(state: State, seat: int, bf: int) -> int:
    cards, total = state.cards, 0
    for iid in state.zones.get(row(seat, bf), ()):
        total += cards[iid].counters.get("might", 0)
    return total


def total_might(state: State, seat: int) -> int:
    total = 0
    for bf in range(1, battlefield_count(state) + 1):
        total += might_on(state, seat, bf)
    return total


def seat_order(state: State) -> list[int]:
    """Seats in phase order: first player first; a Merlin owner acts after everyone else."""
    first = int(state.values.get("first", 0))
    merlin = state.values.get("merlin")
    return list(_order(first, state.players, None if merlin is None else int(merlin)))


@functools.cache
def _order(first: int, players: int, last: int | None) -> tuple[int, ...]:
    return tuple(TURN_ORDER.from_first(first, players, last))


def opponents(state: State, seat: int) -> list[int]:
    return [s for s in range(state.players) if s != seat]


def battlefield_card(state: State, cards: dict[str, EmpyreanCard], bf: int) -> EmpyreanCard:
    return cards[state.cards[state.zones[bf_zone(bf)][0]].card]


def active_rules(state: State, cards: dict[str, EmpyreanCard], bf: int) -> list[RuleChange]:
    field = battlefield_card(state, cards, bf)
    if not field.rules:
        return []
    current = int(state.values.get("round", 1))
    key = (id(field), current)
    cached = _RULES_IN_ROUND.get(key)
    if cached is None or cached[0] is not field:
        cached = (field, [r for r in field.rules if not r.rounds or current in r.rounds])
        _RULES_IN_ROUND[key] = cached
    return cached[1]


#: (battlefield card object id, round) -> (the card, its rule changes in force that round)
_RULES_IN_ROUND: dict[tuple[int, int], tuple[EmpyreanCard, list[RuleChange]]] = {}


def capacity(state: State, cards: dict[str, EmpyreanCard], bf: int) -> int:
    return zones_allowed(active_rules(state, cards, bf))


def zones_allowed(rules: Sequence[RuleChange]) -> int:
    """How many zones a side of a battlefield has under these rule changes."""
    limit = MAX_ZONES
    for rule in rules:
        if rule.zones is not None:
            limit = min(limit, rule.zones)
    return limit


def has_open_zone(state: State, cards: dict[str, EmpyreanCard], seat: int, bf: int) -> bool:
    return len(state.zone(row(seat, bf))) < capacity(state, cards, bf)


def moving_blocked(state: State, cards: dict[str, EmpyreanCard], bf: int) -> bool:
    return any(rule.no_move for rule in active_rules(state, cards, bf))
