"""The cyclic collector's policy for a process that plays or searches many games (issue 31).

A game makes no reference cycles (tests/engine/test_heap.py plays every game and finds no
cyclic garbage), so everything it allocates is freed by reference counting and the cyclic
collector only costs time: each collection walks the objects that survived the last ones,
and a full one walks every object of the process, the cardsets and the imported modules
included. Measured in `docs/benchmarks.md` (issue 31's fourth sitting, paired): 4-11% of a random
game's command in the five games and 3-11% of Hard's playouts.

`settle()`, once the cards and rules are loaded, moves every object alive into the
collector's permanent generation (`gc.freeze`: never walked again) and makes the youngest
generation collected every `YOUNG_THRESHOLD` allocations instead of every 700. The collector
stays on: a cycle made elsewhere (an exception kept with its traceback) is still freed.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable

from tabletop.engine.api import new_game

#: allocations (less deallocations) between two collections of the youngest generation
YOUNG_THRESHOLD = 10_000

_settled = False


def settle() -> None:
    """Freeze what is alive now and collect the youngest generation less often."""
    global _settled
    gc.collect()
    gc.freeze()
    _young, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)
    _settled = True


def deal_one_of_each(game_ids: Iterable[str]) -> None:
    """Deal a two-seat game of each of these games and let it go: their rules, cards, layouts
    and parse caches are loaded, as a worker's first game loads them."""
    for game_id in game_ids:
        new_game(game_id, players=2, seats=("computer",) * 2)


def settle_once() -> None:
    """`settle`, the first time a process asks (a worker, after its first game's rules)."""
    if not _settled:
        settle()
