"""Creation and ability costs: which essences satisfy a cost (book, "Creation Cost").

A cost is a mapping of essence type to amount, with `Any` for essence of any type. An essence
card provides `provides` essence of its type; Gray is a wildcard for every type. Overpaying is
allowed, underpaying never.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from tabletop.games.eoc.cards import ANY

Supply = Sequence[tuple[str, int]]  # (essence type, amount) per essence card


def shortfall(cost: Mapping[str, int], supply: Supply) -> int:
    """How much essence is missing for `cost` (0: satisfied). Gray covers any deficit."""
    have: dict[str, int] = {}
    for element, amount in supply:
        have[element] = have.get(element, 0) + amount
    gray = have.pop("Gray", 0)
    missing = 0
    spare = 0
    for element, amount in have.items():
        spare += max(0, amount - cost.get(element, 0))
    for element, need in cost.items():
        if element == ANY:
            continue
        missing += max(0, need - have.get(element, 0))
    use_gray = min(gray, missing)
    missing -= use_gray
    spare += gray - use_gray
    missing += max(0, cost.get(ANY, 0) - spare)
    return missing


def satisfied(cost: Mapping[str, int], supply: Supply) -> bool:
    return shortfall(cost, supply) == 0


def cheapest(
    cost: Mapping[str, int], pool: Sequence[tuple[int, str, int]], already: Supply = ()
) -> list[int] | None:
    """Essence cards (ids) from `pool` (id, type, amount) that, with the essence `already`
    attached, pay `cost`, spending the fewest cards and Gray last: matching types first, then
    types the cost does not ask for. None when the pool cannot complete the payment."""
    chosen: list[int] = []
    left = list(pool)
    paid = list(already)

    def take(ids: Iterable[tuple[int, str, int]]) -> None:
        for item in ids:
            if satisfied(cost, [*paid, *((t, a) for i, t, a in left if i in chosen)]):
                return
            chosen.append(item[0])

    for element, need in cost.items():
        if element == ANY:
            continue
        picked = [p for p in left if p[1] == element]
        got = 0
        for item in picked:
            if got >= need:
                break
            chosen.append(item[0])
            got += item[2]
    asked = set(cost)
    take(p for p in left if p[0] not in chosen and p[1] not in asked and p[1] != "Gray")
    take(p for p in left if p[0] not in chosen and p[1] in asked)
    take(p for p in left if p[0] not in chosen and p[1] == "Gray")
    if not satisfied(cost, [*paid, *((t, a) for i, t, a in left if i in chosen)]):
        return None
    return chosen


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
