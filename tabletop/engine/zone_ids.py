"""Seat zone ids: a layout names each seat's zones `p<seat>.<name>` ("p1.hand"; shared zones
have no seat part). Rules ask which seat a card's zone belongs to, and its name, many times a
command, so each id's answers are worked out once."""

from __future__ import annotations

import functools


@functools.lru_cache(maxsize=1024)
def seat_of(zone_id: str) -> int | None:
    """The seat a zone belongs to ("p1.hand": 1), or None for a shared zone."""
    head, dot, _ = zone_id.partition(".")
    return int(head[1:]) if dot and head[:1] == "p" and head[1:].isdigit() else None


@functools.lru_cache(maxsize=1024)
def name_of(zone_id: str) -> str:
    """A zone's name without its seat ("p1.hand": "hand"); a shared zone's id as it is."""
    return zone_id.split(".", 1)[1] if "." in zone_id else zone_id
