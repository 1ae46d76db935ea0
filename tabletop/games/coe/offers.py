"""The commands a listing offers, kept between decisions (issue 46).

A card's commands onto the same places are the same values decision after decision (a hand
card onto the open positions, an attacker onto the characters it may attack), and Hard's
look-ahead meets the same hands and rows again and again: they are made once for each card,
kind and set of places and handed out again (commands are immutable).
"""

from __future__ import annotations

import functools

from tabletop.engine.commands import Command, card_target, zone_target

#: kept command lists (a least-recently-used bound: a long simulation meets many positions)
KEPT = 16_384


@functools.lru_cache(maxsize=KEPT)
def onto_zones(seat: int, kind: str, source: int, zones: tuple[str, ...]) -> tuple[Command, ...]:
    """`source` onto each of these zones, in order."""
    return tuple(Command(seat, kind, source, zone_target(z)) for z in zones)


@functools.lru_cache(maxsize=KEPT)
def onto_cards(seat: int, kind: str, source: int, cards: tuple[int, ...]) -> tuple[Command, ...]:
    """`source` onto each of these cards, in order."""
    return tuple(Command(seat, kind, source, card_target(c)) for c in cards)


@functools.lru_cache(maxsize=KEPT)
def resources(seat: int, hand: tuple[int, ...], free: tuple[str, ...]) -> tuple[Command, ...]:
    """Each hand card onto each free resource slot."""
    targets = [zone_target(z) for z in free]
    return tuple(Command(seat, "resource", iid, t) for iid in hand for t in targets)
