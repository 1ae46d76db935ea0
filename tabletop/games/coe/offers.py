"""The commands a listing offers: one card onto each of a row of places."""

from __future__ import annotations

from tabletop.engine.commands import Command, card_target, zone_target


def onto_zones(seat: int, kind: str, source: int, zones: tuple[str, ...]) -> tuple[Command, ...]:
    """`source` onto each of these zones, in order."""
    return tuple(Command(seat, kind, source, zone_target(z)) for z in zones)


def onto_cards(seat: int, kind: str, source: int, cards: tuple[int, ...]) -> tuple[Command, ...]:
    """`source` onto each of these cards, in order."""
    return tuple(Command(seat, kind, source, card_target(c)) for c in cards)


def resources(seat: int, hand: tuple[int, ...], free: tuple[str, ...]) -> tuple[Command, ...]:
    """Each hand card onto each free resource slot."""
    targets = [zone_target(z) for z in free]
    return tuple(Command(seat, "resource", iid, t) for iid in hand for t in targets)
