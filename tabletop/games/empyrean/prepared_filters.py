"""Filters, counts and conditions of the card vocabulary, prepared once per card datum
(engine/prepared.py): each becomes a closure that has already settled which seats, which
battlefields and which printed tests the datum asks for, so a command only walks the rows.

The straightforward reading of each (`filters.select`, `filters.matches`, `count_read`,
`condition_read`) is its `read` route: the specification the prepared closure is held to.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.prepared import Prepared
from tabletop.games.empyrean import board
from tabletop.games.empyrean.cards import Condition, Count, EmpyreanCard, Filter
from tabletop.games.empyrean.filters import Table, matches, select
from tabletop.games.empyrean.keys import pile_zone

__all__ = ["CONDITION", "COUNT", "MATCH", "SELECT", "printed_test"]

#: which cards a filter picks: (table, seat, anchor card, anchor battlefield) -> table order
SelectFn = Callable[[Table, int, "int | None", "int | None"], list[int]]
#: does a card match: (table, candidate, seat, anchor card, anchor battlefield, where it was)
MatchFn = Callable[[Table, int, int, "int | None", "int | None", "tuple[int, int] | None"], bool]
#: a number read off the table: (table, seat, anchor card, anchor battlefield)
CountFn = Callable[[Table, int, "int | None", "int | None"], int]
#: a condition: (table, seat, anchor card, anchor battlefield)
ConditionFn = Callable[[Table, int, "int | None", "int | None"], bool]
#: the printed tests of a filter (types, names, cost) on a card
PrintedFn = Callable[[EmpyreanCard], bool]


def printed_test(flt: Filter) -> PrintedFn | None:
    """The filter's tests of what is printed on a card, as one function; None: it has none."""
    types, not_types = frozenset(flt.types), frozenset(flt.not_types)
    names = frozenset(flt.names)
    low = flt.min_cost if flt.min_cost is not None else -1_000
    high = flt.max_cost if flt.max_cost is not None else 1_000
    if not (types or not_types or names) and flt.min_cost is None and flt.max_cost is None:
        return None

    def ok(card: EmpyreanCard) -> bool:
        if types and types.isdisjoint(card.types):
            return False
        if not_types and not not_types.isdisjoint(card.types):
            return False
        if names and card.id not in names:
            return False
        return low <= card.cost <= high

    return ok


def _seats_of(side: str) -> Callable[[int, int], tuple[int, ...]]:
    """The seats a side names, seen from `seat`, at a table of `players`."""
    table: dict[tuple[int, int], tuple[int, ...]] = {}
    for players in (2, 3, 4):
        for seat in range(players):
            if side == "ally":
                seats: tuple[int, ...] = (seat,)
            elif side == "opponent":
                seats = tuple(s for s in range(players) if s != seat)
            else:
                seats = tuple(range(players))
            table[seat, players] = seats

    def seats_for(seat: int, players: int) -> tuple[int, ...]:
        found = table.get((seat, players))
        if found is None:  # a table size the game never deals: read it plainly
            if side == "ally":
                return (seat,)
            everyone = range(players)
            return tuple(s for s in everyone if side == "any" or s != seat)
        return found

    return seats_for


def _anchor_here(rt: Table, anchor_card: int | None, anchor_bf: int | None) -> int | None:
    """The anchor's battlefield: where its card stands, else the battlefield it names."""
    if anchor_card is not None:
        loc = board.parse_row(rt.state.where[anchor_card])
        if loc is not None:
            return loc[1]
    return anchor_bf


def _prepare_select(flt: Filter) -> SelectFn:
    where = flt.where
    if where in ("previous_zone", "next_zone"):
        return _neighbour_select(flt, -1 if where == "previous_zone" else 1)
    if where == "this_card":
        return _neighbour_select(flt, 0)  # the anchor itself: its own place on the row
    return _rows_select(flt)


def _rows_select(flt: Filter) -> SelectFn:
    """here, elsewhere, anywhere: the side's rows of those battlefields, each card tested."""
    seats_for = _seats_of(flt.side)
    printed = printed_test(flt)
    include_self = flt.include_self
    where = flt.where
    row, parse_row = board.row, board.parse_row
    ally = flt.side == "ally"
    memo: dict[str, tuple[EmpyreanCard, bool]] = {}

    def chosen(rt: Table, seat: int, anchor_card: int | None, anchor_bf: int | None) -> list[int]:
        state = rt.state
        here = anchor_bf
        if anchor_card is not None:  # the anchor's battlefield: where its card stands
            loc = parse_row(state.where[anchor_card])
            if loc is not None:
                here = loc[1]
        players = state.players
        if where == "here":
            if not here:
                return []
            fields: range = range(here, here + 1)
        else:
            fields = range(1, 5 if players == 3 else 4)  # board.battlefields_for
        skip = here if where == "elsewhere" else None
        left_out = None if include_self else anchor_card
        seats = (seat,) if ally else seats_for(seat, players)
        zones, cards, faces = state.zones, state.cards, rt.cards
        out = []
        for bf in fields:
            if bf == skip:
                continue
            for owner in seats:
                for iid in zones.get(row(owner, bf), ()):
                    instance = cards[iid]
                    if not instance.face_up or iid == left_out:
                        continue
                    if printed is not None:
                        # the printed tests' answer for this card, made once per card
                        face = faces[instance.card]
                        known = memo.get(instance.card)
                        if known is None or known[0] is not face:
                            known = memo[instance.card] = (face, printed(face))
                        if not known[1]:
                            continue
                    out.append(iid)
        return out

    return chosen


def _neighbour_select(flt: Filter, offset: int) -> SelectFn:
    """The card `offset` zones from the anchor's on its row (-1 before, 1 after, 0 the anchor
    itself), if it is on a row of the filter's side, face up and of the printed kind."""
    seats_for = _seats_of(flt.side)
    printed = printed_test(flt)

    def chosen(rt: Table, seat: int, anchor_card: int | None, anchor_bf: int | None) -> list[int]:
        if anchor_card is None:
            return []
        state = rt.state
        zone = state.where[anchor_card]
        loc = board.parse_row(zone)
        if loc is None or loc[0] not in seats_for(seat, state.players):
            return []
        cards = state.zones[zone]
        at = cards.index(anchor_card) + offset
        if at < 0 or at >= len(cards):
            return []
        iid = cards[at]
        instance = state.cards[iid]
        if not instance.face_up:
            return []
        if printed is not None and not printed(rt.cards[instance.card]):
            return []
        return [iid]

    return chosen


def _read_select(flt: Filter) -> SelectFn:
    def chosen(rt: Table, seat: int, anchor_card: int | None, anchor_bf: int | None) -> list[int]:
        return select(rt, flt, seat, anchor_card, anchor_bf)

    return chosen


SELECT: Prepared[Filter, SelectFn] = Prepared("empyrean filter", _prepare_select, _read_select)


def _prepare_match(flt: Filter) -> MatchFn:
    side, where = flt.side, flt.where
    printed = printed_test(flt)
    left_out_self = not flt.include_self and where != "this_card"
    offset = -1 if where == "previous_zone" else 1

    def placed(
        rt: Table, candidate: int, loc: tuple[int, int], anchor_card: int | None, here: int | None
    ) -> bool:
        """The filter's place, for a candidate at `loc` (seat, battlefield)."""
        if where == "here":
            return loc[1] == here
        if where == "elsewhere":
            return loc[1] != here
        if where == "this_card":
            return candidate == anchor_card
        if where == "anywhere":
            return True
        state = rt.state
        if anchor_card is None or board.location(state, anchor_card) != loc:
            return False
        wanted = board.zone_number(state, anchor_card) + offset
        return board.zone_number(state, candidate) == wanted

    def matched(
        rt: Table,
        candidate: int,
        seat: int,
        anchor_card: int | None,
        anchor_bf: int | None,
        where_it_was: tuple[int, int] | None,
    ) -> bool:
        state = rt.state
        loc = where_it_was or board.parse_row(state.where[candidate])
        if loc is None:
            return False
        instance = state.cards[candidate]
        if not instance.face_up:
            return False
        if side == "ally":
            if loc[0] != seat:
                return False
        elif side == "opponent" and loc[0] == seat:
            return False
        if left_out_self and candidate == anchor_card:
            return False
        here = _anchor_here(rt, anchor_card, anchor_bf)
        if not placed(rt, candidate, loc, anchor_card, here):
            return False
        return printed is None or printed(rt.cards[instance.card])

    return matched


def _read_match(flt: Filter) -> MatchFn:
    def matched(
        rt: Table,
        candidate: int,
        seat: int,
        anchor_card: int | None,
        anchor_bf: int | None,
        where_it_was: tuple[int, int] | None,
    ) -> bool:
        return matches(rt, flt, candidate, seat, anchor_card, anchor_bf, where_it_was)

    return matched


MATCH: Prepared[Filter, MatchFn] = Prepared("empyrean filter match", _prepare_match, _read_match)


def count_read(
    rt: Table, count: Count, seat: int, anchor_card: int | None, anchor_bf: int | None
) -> int:
    """The straightforward count: the number the card data reads off the table."""
    state = rt.state
    if count.cards is not None and count.measure == "might":
        found = select(rt, count.cards, seat, anchor_card, anchor_bf)
        n = sum(board.might(state, iid) for iid in found)
    elif count.cards is not None:
        n = len(select(rt, count.cards, seat, anchor_card, anchor_bf))
    else:
        seats = [seat] if count.pile_side == "ally" else board.opponents(state, seat)
        n = sum(len(state.zone(f"p{s}.{count.pile}")) for s in seats)
    value = n * count.per
    return value if count.max is None else min(value, count.max)


def _prepare_count(count: Count) -> CountFn:
    per, most = count.per, count.max
    if count.cards is not None:
        chosen = SELECT(count.cards)
        by_might = count.measure == "might"

        def counted(rt: Table, seat: int, card: int | None, bf: int | None) -> int:
            found = chosen(rt, seat, card, bf)
            if by_might:
                cards = rt.state.cards
                n = sum(cards[iid].counters.get("might", 0) for iid in found)
            else:
                n = len(found)
            value = n * per
            return value if most is None or value < most else most

        return counted
    pile, ally = str(count.pile), count.pile_side == "ally"

    def piled(rt: Table, seat: int, card: int | None, bf: int | None) -> int:
        state = rt.state
        zones = state.zones
        if ally:
            n = len(zones.get(pile_zone(seat, pile), ()))
        else:
            n = sum(
                len(zones.get(pile_zone(s, pile), ())) for s in range(state.players) if s != seat
            )
        value = n * per
        return value if most is None or value < most else most

    return piled


def _read_count(count: Count) -> CountFn:
    def counted(rt: Table, seat: int, card: int | None, bf: int | None) -> int:
        return count_read(rt, count, seat, card, bf)

    return counted


COUNT: Prepared[Count, CountFn] = Prepared("empyrean count", _prepare_count, _read_count)


def condition_read(
    rt: Table, condition: Condition, seat: int, card: int | None, bf: int | None
) -> bool:
    """The straightforward condition: its count within its bounds, and above `more_than`."""
    n = count_read(rt, condition.count, seat, card, bf)
    if n < condition.at_least:
        return False
    if condition.at_most is not None and n > condition.at_most:
        return False
    more_than = condition.more_than
    return more_than is None or n > count_read(rt, more_than, seat, card, bf)


def _prepare_condition(condition: Condition) -> ConditionFn:
    count = COUNT(condition.count)
    least = condition.at_least
    most = condition.at_most if condition.at_most is not None else 1_000_000
    other = COUNT(condition.more_than) if condition.more_than is not None else None

    def holds(rt: Table, seat: int, card: int | None, bf: int | None) -> bool:
        n = count(rt, seat, card, bf)
        if n < least or n > most:
            return False
        return other is None or n > other(rt, seat, card, bf)

    return holds


def _read_condition(condition: Condition) -> ConditionFn:
    def holds(rt: Table, seat: int, card: int | None, bf: int | None) -> bool:
        return condition_read(rt, condition, seat, card, bf)

    return holds


CONDITION: Prepared[Condition, ConditionFn] = Prepared(
    "empyrean condition", _prepare_condition, _read_condition
)
