"""The shared effect words: what the books have in common, as engine verbs over a Context.

Draw (an empty deck is rebuilt from the discard pile, shuffled, as deck-builders need), reveal,
search then shuffle, tokens, pay from a pool, attach and detach, rest and ready. Each verb is
a few events through the Context, so it undoes, saves and replays like any other change, and
the table can animate it. Games add only the verbs their book invents; choosing N of M cards
is `engine/choices.py`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol

from tabletop.engine.rules import Context

#: the flag of a rested (exhausted, tapped) card; the table draws such a card turned
RESTED = "rested"


class _Flagged(Protocol):
    @property
    def flags(self) -> Iterable[str]: ...


# --- cards moving ------------------------------------------------------------------------------
def draw(
    ctx: Context,
    deck: str,
    to: str,
    count: int = 1,
    *,
    reshuffle_from: str | None = None,
    face_up: bool = False,
) -> list[int]:
    """Move up to `count` cards from the top (end) of `deck` to `to`; returns the cards drawn.

    With `reshuffle_from` (a discard pile), an empty deck is first rebuilt from that pile:
    its cards turn face down, leave anything they were attached to, and are shuffled. Fewer
    cards come back when both run out (the caller decides what an empty deck means).
    """
    drawn: list[int] = []
    for _ in range(count):
        if not ctx.state.zone(deck) and reshuffle_from is not None:
            rebuild(ctx, reshuffle_from, deck)
        pile = ctx.state.zone(deck)
        if not pile:
            break
        iid = pile[-1]
        ctx.move(iid, to, face_up=face_up)
        drawn.append(iid)
    return drawn


def rebuild(ctx: Context, discard: str, deck: str) -> None:
    """Shuffle a discard pile into a deck, face down and detached."""
    cards = list(ctx.state.zone(discard))
    if not cards:
        return
    for iid in cards:
        ctx.attach(iid, None)
        ctx.move(iid, deck, face_up=False)
    ctx.shuffle(deck)


def reveal(ctx: Context, iid: int) -> None:
    """Turn a card face up where it lies (every seat may now see it, unless its zone hides)."""
    ctx.flip(iid, True)


def search(
    ctx: Context,
    zone: str,
    wanted: Callable[[int], bool],
    to: str,
    count: int = 1,
    *,
    reveal: bool = True,
    shuffle: bool = True,
) -> list[int]:
    """Take up to `count` cards that match from `zone` (top first) into `to`, face up when
    `reveal` (a search for a specific card shows what was found), then shuffle the zone."""
    found = [iid for iid in reversed(ctx.state.zone(zone)) if wanted(iid)][:count]
    for iid in found:
        ctx.move(iid, to, face_up=True if reveal else None)
    if shuffle:
        ctx.shuffle(zone)
    return found


# --- tokens and pools ----------------------------------------------------------------------
def can_pay(ctx: Context, pool: str, amount: int) -> bool:
    return int(ctx.state.values.get(pool, 0)) >= amount


def pay(ctx: Context, pool: str, amount: int, label: str = "") -> None:
    """Spend `amount` from a numeric pool kept in the game values (essence, gold, terra).

    ValueError when the pool holds less: the rules offer only what can be paid."""
    have = int(ctx.state.values.get(pool, 0))
    if amount > have:
        raise ValueError(f"{pool} holds {have}, not the {amount} to pay")
    ctx.set_value(pool, have - amount, label)


# --- attach, rest and ready ------------------------------------------------------------------
def attach(ctx: Context, iid: int, host: int) -> None:
    """Put a card with another (essence on a creature, equipment on a champion): it joins the
    host's zone and is attached to it."""
    zone = ctx.state.where[host]
    if ctx.state.where[iid] != zone:
        ctx.move(iid, zone)
    ctx.attach(iid, host)


def is_rested(card: _Flagged) -> bool:
    """For a card instance or a seat's view of one."""
    return RESTED in card.flags


def rest(ctx: Context, iid: int) -> None:
    ctx.flag(iid, RESTED, True)


def ready(ctx: Context, iid: int) -> None:
    ctx.flag(iid, RESTED, False)
