"""Card data prepared once: what every game's hot code needs to stop re-reading its cards.

A card's ability, filter, cost or effect is data (`cardsets/`). Reading that data on every
command (which fields are set, which verb a name means, which cards a filter picks) is most of
a game's own time in a move. A `Prepared` turns one datum into a function once, the first
time a game asks for it (a `PreparedTable` prepares a whole cardset's cards at once, when the
game first reads them), and hands back that same function every later time: a closure that
has already made every decision the data alone settles.

Each `Prepared` is made with two routes to the same function:

- `prepare(datum)`: the prepared route, run once per datum and kept;
- `read(datum)`: the straightforward reading, which decides everything again on each call.

`straight_reading()` switches every `Prepared` in the process to its straightforward route.
Nothing at the table or in a simulation uses it: it is there so that a test can play the same
seeded games both ways and hold them to the same states and the same logs (the equivalence
test, `tests/engine/test_prepared_equivalence.py`). Both routes stay in the code: the
straightforward one is the specification the prepared one is held to.

Data is keyed by identity and held weakly: a cardset reloaded at the open table leaves its old
functions behind with its old cards.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Generic, TypeVar

D = TypeVar("D")
F = TypeVar("F")

__all__ = ["Prepared", "PreparedTable", "is_straight", "straight_reading"]

_straight = False


def is_straight() -> bool:
    """Whether the straightforward reading is on (only ever inside `straight_reading()`)."""
    return _straight


@contextmanager
def straight_reading() -> Iterator[None]:
    """Inside this block every `Prepared` reads its data afresh on every call."""
    global _straight
    before = _straight
    _straight = True
    Prepared.__call__ = Prepared.read  # type: ignore[method-assign]
    try:
        yield
    finally:
        _straight = before
        if not before:
            Prepared.__call__ = Prepared.prepared  # type: ignore[method-assign]


class Prepared(Generic[D, F]):
    """One kind of card datum and the function it becomes (see the module's doc)."""

    __slots__ = ("_made", "_prepare", "_read", "name")

    def __init__(self, name: str, prepare: Callable[[D], F], read: Callable[[D], F]) -> None:
        self.name = name
        self._prepare = prepare
        self._read = read
        self._made: dict[int, F] = {}

    def prepared(self, datum: D) -> F:
        """The datum's prepared function, made the first time it is asked for."""
        try:
            return self._made[id(datum)]
        except KeyError:
            return self._make(datum)

    def read(self, datum: D) -> F:
        """The datum read afresh (the straightforward route)."""
        return self._read(datum)

    #: a call is the prepared route; inside `straight_reading()` the class's calls read
    __call__ = prepared

    def __len__(self) -> int:
        return len(self._made)

    def _make(self, datum: D) -> F:
        made = self._prepare(datum)
        key = id(datum)
        made_for = self._made
        try:
            # the callback runs as the datum dies, before its id can be given to another
            weakref.finalize(datum, made_for.pop, key, None)
        except TypeError:
            # a tuple or an int dies without telling, and its id may then mean another datum
            raise TypeError(
                f"{self.name}: card data to prepare must be an object that can be held "
                f"weakly (a card model), not {type(datum).__name__}"
            ) from None
        made_for[key] = made
        return made

    def __repr__(self) -> str:
        return f"Prepared({self.name!r}, {len(self._made)} made)"


class _ReadTable(Mapping[str, F]):
    """The straightforward route's table: each card prepared (so, read) when looked up."""

    def __init__(self, kind: Prepared[D, F], cards: Mapping[str, D]) -> None:
        self._kind = kind
        self._cards = cards

    def __getitem__(self, card_id: str) -> F:
        return self._kind(self._cards[card_id])

    def __iter__(self) -> Iterator[str]:
        return iter(self._cards)

    def __len__(self) -> int:
        return len(self._cards)


class PreparedTable(Generic[D, F]):
    """A cardset's cards prepared by one `Prepared`, by card id: the hot code's one look-up a
    card. `table(cards)` makes the table the first time it meets a cards mapping and keeps it
    (by the mapping's identity, with the mapping, the last `kept`), and hands back a table
    that reads each card afresh inside `straight_reading()`."""

    __slots__ = ("_kept", "_kind", "_tables")

    def __init__(self, kind: Prepared[D, F], kept: int = 8) -> None:
        self._kind = kind
        self._kept = kept
        #: id of a cards mapping -> (that mapping, kept so the id stays its own; the table)
        self._tables: dict[int, tuple[Mapping[str, D], dict[str, F]]] = {}

    def __call__(self, cards: Mapping[str, D]) -> Mapping[str, F]:
        if _straight:
            return _ReadTable(self._kind, cards)
        kept = self._tables.get(id(cards))
        if kept is None or kept[0] is not cards or len(kept[1]) != len(cards):
            if len(self._tables) >= self._kept:
                self._tables.clear()
            kind = self._kind
            kept = self._tables[id(cards)] = (cards, {k: kind(c) for k, c in cards.items()})
        return kept[1]
