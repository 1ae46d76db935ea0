"""How many games a run plays, in words, said before it starts."""

from __future__ import annotations

from tabletop.engine.plural import counted
from tabletop.sim.plan import Settings


def _each(games: int, orders: int) -> str:
    low, extra = divmod(games, orders)
    if orders == 1:
        return "one seat order"
    if not extra:
        return f"{orders:,} seat orders, {low:,} each"
    if not low:
        return f"{games:,} of the {orders:,} seat orders, one each"
    return f"{orders:,} seat orders, {low:,} or {low + 1:,} each"


def plan_words(settings: Settings, done: int = 0) -> str:
    """ "24 games: 12 (4 seat orders, 3 each), played by the baseline and 1 variant with the
    same seeds; 5 played already, 19 to play"."""
    games = settings.games
    words = counted(settings.total, "game")
    if settings.variants:
        arms = len(settings.variants)
        words += (
            f": {games:,} ({_each(games, settings.orders)}), played by the baseline and "
            f"{counted(arms, 'variant')} with the same seeds"
        )
    else:
        words += f" ({_each(games, settings.orders)})"
    if done:
        words += f"; {done:,} played already, {settings.total - done:,} to play"
    return words
