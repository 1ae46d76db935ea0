"""What a medieval event does to a player, prepared once per effect (engine/prepared.py).

An event card lists its effects (cards.EventEffect: a verb and an amount); `HAPPEN` turns one
effect into the function that does it to one seat, the verb looked up once. `happen_read` is
the straightforward reading, kept beside it as the specification.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletop.engine.prepared import Prepared
from tabletop.games.clash import board
from tabletop.games.clash.cards import EventEffect

if TYPE_CHECKING:
    from tabletop.games.clash.runtime import Runtime

#: an event's effect on one seat
Happening = Callable[["Runtime", int], None]


def happen_read(run: Runtime, seat: int, effect: EventEffect) -> None:
    """One effect of a medieval event, to one seat (book, "Medieval Events")."""
    state, cards = run.state, run.cards
    if effect.do == "damage":
        run.hurt(seat, effect.amount)
    elif effect.do == "recover":
        run.recover(seat, effect.amount)
    elif effect.do == "draw":
        run.draw(seat, effect.amount)
    elif effect.do == "fortifications-fall":
        if board.fortification(state, cards, seat) is not None:
            run.raze(seat)
    elif effect.do == "camps-scatter":
        for unit in board.garrison(state, cards, seat, "camp"):
            run.discard(unit, seat)
    else:  # discard-random
        for _ in range(effect.amount):
            hand = state.zone(board.zone(seat, "hand"))
            if hand:
                pick = run.ctx.random_below(len(hand), f"{run.seat_name(seat)} discards")
                run.discard(hand[pick], seat)


def _prepare(effect: EventEffect) -> Happening:
    amount = effect.amount
    if effect.do == "damage":
        return lambda run, seat: run.hurt(seat, amount)
    if effect.do == "recover":
        return lambda run, seat: run.recover(seat, amount)
    if effect.do == "draw":

        def draw(run: Runtime, seat: int) -> None:
            run.draw(seat, amount)

        return draw
    return lambda run, seat: happen_read(run, seat, effect)  # the table's: read as it is


def _read(effect: EventEffect) -> Happening:
    return lambda run, seat: happen_read(run, seat, effect)


HAPPEN: Prepared[EventEffect, Happening] = Prepared("clash.event-effect", _prepare, _read)
