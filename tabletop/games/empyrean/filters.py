"""Which revealed battlefield cards a filter of the card vocabulary picks: its side, its place
seen from an anchor (the ability's card or battlefield), types, names and cost.

This is the straightforward reading, deciding everything from the filter on each call: the
rules run the filters prepared once each (prepared_filters.py), and this reading is the `read`
route those are held to (tests/games/empyrean/test_prepared.py)."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Protocol

from tabletop.engine.state import State
from tabletop.games.empyrean import board
from tabletop.games.empyrean.cards import EmpyreanCard, Filter


class Table(Protocol):
    """What a filter reads of the running game (runtime.py's Runtime has it), so this module
    never imports the runtime: the position and the printed cards."""

    @property
    def state(self) -> State: ...

    @property
    def cards(self) -> Mapping[str, EmpyreanCard]: ...

    def card(self, iid: int) -> EmpyreanCard: ...


__all__ = ["matches", "select"]


def matches(
    rt: Table,
    flt: Filter,
    candidate: int,
    seat: int,
    anchor_card: int | None,
    anchor_bf: int | None,
    where_it_was: tuple[int, int] | None = None,
) -> bool:
    """Does a revealed battlefield card match the filter, seen from `seat` and the anchor?

    `where_it_was` (seat, battlefield) stands in for the location of a card that set off a
    trigger by leaving the battlefield (a destroyed card).
    """
    loc = where_it_was or board.location(rt.state, candidate)
    if loc is None:
        return False
    here = _here(rt, anchor_card, anchor_bf)
    return _matches_at(rt, flt, candidate, loc, seat, anchor_card, here)


def _here(rt: Table, anchor_card: int | None, anchor_bf: int | None) -> int | None:
    """The anchor's battlefield: where its card stands, else the battlefield it names."""
    if anchor_card is not None:
        loc = board.location(rt.state, anchor_card)
        if loc is not None:
            return loc[1]
    return anchor_bf


def _matches_at(
    rt: Table,
    flt: Filter,
    candidate: int,
    loc: tuple[int, int],
    seat: int,
    anchor_card: int | None,
    here: int | None,
) -> bool:
    """`matches` for a candidate at `loc` (seat, battlefield), the anchor standing on `here`."""
    state = rt.state
    if not state.cards[candidate].face_up:
        return False
    owner, bf = loc
    side = flt.side
    if side == "ally":
        if owner != seat:
            return False
    elif side == "opponent" and owner == seat:
        return False
    where = flt.where
    if candidate == anchor_card and not flt.include_self and where != "this_card":
        return False
    if where == "here":
        if bf != here:
            return False
    elif where == "elsewhere":
        if bf == here:
            return False
    elif where == "this_card":
        if candidate != anchor_card:
            return False
    elif where in ("previous_zone", "next_zone"):
        if anchor_card is None or board.location(state, anchor_card) != (owner, bf):
            return False
        offset = -1 if where == "previous_zone" else 1
        wanted = board.zone_number(state, anchor_card) + offset
        if board.zone_number(state, candidate) != wanted:
            return False
    return _printed_ok(flt, rt.card(candidate))


def _printed_ok(flt: Filter, card: EmpyreanCard) -> bool:
    """The filter's tests of what is printed on the card: types, names, cost."""
    if flt.types and _type_set(flt.types).isdisjoint(card.types):
        return False
    if flt.not_types and not _type_set(flt.not_types).isdisjoint(card.types):
        return False
    if flt.names and card.id not in flt.names:
        return False
    if flt.min_cost is not None and card.cost < flt.min_cost:
        return False
    return not (flt.max_cost is not None and card.cost > flt.max_cost)


@functools.cache  # filters are few and never change: each of their type lists made a set once
def _type_set(types: tuple[str, ...]) -> frozenset[str]:
    return frozenset(types)


#: places a walk over the side's rows of the battlefields in question settles by itself
_BY_ROWS = ("here", "elsewhere", "anywhere")


def select(
    rt: Table, flt: Filter, seat: int, anchor_card: int | None, anchor_bf: int | None
) -> list[int]:
    """Matching cards in table order: battlefield 1 to N, each from zone 1 up."""
    state = rt.state
    if flt.side == "ally":
        seats = [seat]
    elif flt.side == "opponent":
        seats = [s for s in range(state.players) if s != seat]
    else:
        seats = list(range(state.players))
    here = _here(rt, anchor_card, anchor_bf)
    fields = range(1, board.battlefield_count(state) + 1)
    where = flt.where
    if where in ("here", "previous_zone", "next_zone", "this_card") and here:
        fields = range(here, here + 1)
    zones = state.zones
    out = []
    if where in _BY_ROWS and (where != "here" or here):
        # the rows walked are the filter's side and place: what is left to test is the
        # card itself (as _matches_at tests it)
        cards, faces = state.cards, rt.cards
        reads_print = (
            bool(flt.types or flt.not_types or flt.names)
            or flt.min_cost is not None
            or flt.max_cost is not None
        )
        left_out = None if flt.include_self else anchor_card
        for bf in fields:
            if where == "elsewhere" and bf == here:
                continue
            for owner in seats:
                for iid in zones.get(board.row(owner, bf), ()):
                    instance = cards[iid]
                    if not instance.face_up or iid == left_out:
                        continue
                    if reads_print and not _printed_ok(flt, faces[instance.card]):
                        continue
                    out.append(iid)
        return out
    for bf in fields:
        for owner in seats:
            loc = (owner, bf)  # one place for the row's cards, not one per card
            for iid in zones.get(board.row(owner, bf), ()):
                if _matches_at(rt, flt, iid, loc, seat, anchor_card, here):
                    out.append(iid)
    return out
