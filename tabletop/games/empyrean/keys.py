"""The ids the rules name a seat's piles and values by (`p1.hand`, `essence.p1`), each made
once: a command reads them many times, and an f-string a time is most of what it costs."""

from __future__ import annotations

import functools

__all__ = ["pile_zone", "seat_value"]


@functools.cache
def pile_zone(seat: int, pile: str) -> str:
    """A seat's pile (hand, deck, draft, discard, destroyed, banished): `p<seat>.<pile>`."""
    return f"p{seat}.{pile}"


@functools.cache
def seat_value(name: str, seat: int) -> str:
    """A seat's value (essence, essence_next, deployed, free, revealed_done): `<name>.p<seat>`."""
    return f"{name}.p{seat}"


@functools.cache
def stop_value(seat: int, bf: int) -> str:
    """The Stop tokens on a seat's side of a battlefield."""
    return f"stop.p{seat}.bf{bf}"


@functools.cache
def row_target(seat: int, bf: int) -> str:
    """A command's target for a seat's row of a battlefield: `zone:p<seat>.bf<bf>`."""
    return f"zone:p{seat}.bf{bf}"


@functools.cache
def memo(name: str, round_now: object) -> str:
    """A round memo flag (runtime.round_memo): `<name>_r<round>`."""
    return f"{name}_r{round_now}"


@functools.cache
def card_key(iid: int) -> str:
    """A choice's option naming a card: `card:<iid>`."""
    return f"card:{iid}"
