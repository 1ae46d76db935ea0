"""Creation and ability costs: which essences satisfy a cost (book, "Creation Cost").

A cost is a mapping of essence type to amount, with `Any` for essence of any type. An essence
card provides `provides` essence of its type; Gray is a wildcard for every type. Overpaying is
allowed, underpaying never.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations

from tabletop.games.eoc.cards import ANY

Supply = Sequence[tuple[str, int]]  # (essence type, amount) per essence card


#: shortfall by (cost, supply): listing moves asks the same few questions again and again
_SHORTFALLS: dict[tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]], int] = {}
_SHORTFALLS_KEPT = 4096


def shortfall(cost: Mapping[str, int], supply: Supply) -> int:
    """How much essence is missing for `cost` (0: satisfied). Gray covers any deficit."""
    try:
        key = (tuple(cost.items()), tuple(supply))
        found = _SHORTFALLS.get(key)
    except TypeError:  # something unhashable in the supply: work it out, keep nothing
        return _shortfall(cost, supply)
    if found is None:
        if len(_SHORTFALLS) >= _SHORTFALLS_KEPT:
            _SHORTFALLS.clear()
        found = _SHORTFALLS[key] = _shortfall(cost, supply)
    return found


def shortfall_of(cost: tuple[tuple[str, int], ...], supply: tuple[tuple[str, int], ...]) -> int:
    """`shortfall` for a cost and a supply already in the tuples it keeps answers by (a
    prepared card's `cost_key`, a listing's pool)."""
    key = (cost, supply)
    found = _SHORTFALLS.get(key)
    if found is None:
        if len(_SHORTFALLS) >= _SHORTFALLS_KEPT:
            _SHORTFALLS.clear()
        found = _SHORTFALLS[key] = _shortfall(dict(cost), supply)
    return found


def _shortfall(cost: Mapping[str, int], supply: Supply) -> int:
    # comparisons rather than max() and min(): this runs a score of times for each command
    have: dict[str, int] = {}
    for element, amount in supply:
        have[element] = have.get(element, 0) + amount
    gray = have.pop("Gray", 0)
    missing = 0
    spare = 0
    for element, amount in have.items():
        extra = amount - cost.get(element, 0)
        if extra > 0:
            spare += extra
    for element, need in cost.items():
        if element != ANY:
            lack = need - have.get(element, 0)
            if lack > 0:
                missing += lack
    use_gray = gray if gray < missing else missing
    missing -= use_gray
    spare += gray - use_gray
    lack = cost.get(ANY, 0) - spare
    return missing + lack if lack > 0 else missing


def satisfied(cost: Mapping[str, int], supply: Supply) -> bool:
    return shortfall(cost, supply) == 0


def cheapest(
    cost: Mapping[str, int],
    pool: Sequence[tuple[int, str, int]],
    paid: Supply = (),
) -> list[int] | None:
    """Essence cards (ids) from `pool` (id, type, amount) that, added to the essence already
    `paid`, pay `cost` exactly as cheaply as can be: the fewest cards, then the least
    overpaid, then Gray last. Essence that pays nothing of the cost is never taken."""
    key = tuple(cost.items())
    done = tuple(paid)
    if shortfall_of(key, done) == 0:
        return []
    useful = [p for p in pool if _may_pay(cost, p[1])]
    if shortfall_of(key, (*done, *((t, a) for _, t, a in useful))):
        return None
    return _search(key, useful, done)


def can_finish(
    cost: Mapping[str, int], pool: Sequence[tuple[int, str, int]], paid: Supply = ()
) -> bool:
    """Would `cheapest` find essence to add (the cost not yet paid, and the pool able to)?"""
    key = tuple(cost.items())
    done = tuple(paid)
    if shortfall_of(key, done) == 0:
        return False
    useful = [(t, a) for _, t, a in pool if _may_pay(cost, t)]
    return shortfall_of(key, (*done, *useful)) == 0


def _search(
    cost: tuple[tuple[str, int], ...],
    useful: Sequence[tuple[int, str, int]],
    paid: tuple[tuple[str, int], ...],
) -> list[int] | None:
    """The fewest cards of `useful` that pay, then the least overpaid, then Gray last."""
    for size in range(1, len(useful) + 1):
        best: tuple[int, int, tuple[int, ...]] | None = None
        for group in combinations(range(len(useful)), size):
            picked = [useful[i] for i in group]
            if shortfall_of(cost, (*paid, *((t, a) for _, t, a in picked))):
                continue
            excess = sum(a for _, _, a in picked)
            grays = sum(1 for _, t, _ in picked if t == "Gray")
            rank = (excess, grays, group)
            if best is None or rank < best:
                best = rank
        if best is not None:
            return [useful[i][0] for i in best[2]]
    return None


def _may_pay(cost: Mapping[str, int], element: str) -> bool:
    """Can essence of this type pay any part of `cost`? (Gray pays every type.)"""
    return cost.get(ANY, 0) > 0 or element == "Gray" or element in cost


def helps(cost: Mapping[str, int], paid: Supply, essence: tuple[str, int]) -> bool:
    """Would attaching `essence` (type, amount) to a card holding `paid` lessen what it owes?"""
    return shortfall(cost, [*paid, essence]) < shortfall(cost, paid)


def owed(cost: Mapping[str, int], paid: Supply) -> dict[str, int]:
    """What a card holding `paid` still owes, by type (`Any`: essence of any type); Gray
    paid covers typed needs first."""
    have: dict[str, int] = {}
    for element, amount in paid:
        have[element] = have.get(element, 0) + amount
    gray = have.pop("Gray", 0)
    out: dict[str, int] = {}
    spare = 0
    for element, amount in have.items():
        spare += max(0, amount - cost.get(element, 0))
    for element, need in cost.items():
        if element == ANY:
            continue
        missing = max(0, need - have.get(element, 0))
        covered = min(gray, missing)
        gray -= covered
        if missing - covered:
            out[element] = missing - covered
    rest = max(0, cost.get(ANY, 0) - spare - gray)
    if rest:
        out[ANY] = rest
    return out


def describe_cost(cost: Mapping[str, int]) -> str:
    """'3 (2 Fire)': the total, then the typed parts."""
    total = sum(cost.values())
    typed = ", ".join(f"{n} {e}" for e, n in cost.items() if e != ANY)
    return f"{total} ({typed})" if typed else str(total)


def describe_supply(supply: Supply) -> str:
    if not supply:
        return "nothing"
    counts: dict[str, int] = {}
    for element, amount in supply:
        counts[element] = counts.get(element, 0) + amount
    return ", ".join(f"{n} {e}" for e, n in counts.items())


def describe_owed(left: Mapping[str, int]) -> str:
    """'1 Fire and 1 of any type': what a card still owes."""
    parts = [f"{n} {e}" for e, n in left.items() if e != ANY]
    if left.get(ANY):
        parts.append(f"{left[ANY]} of any type")
    return " and ".join(parts) if parts else "nothing"
