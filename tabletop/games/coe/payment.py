"""Paying a cost from the resource area (book, "Resources" and "Spending Resources").

A resource is (type, worth). It may pay a cost of type `pays` when it is of that type, or a
Crystal unless the requirement is strict (a specific resource). The minimal payment rule:
rested resources must cover the cost, none may be unnecessary (taking any one away would
leave the cost unpaid), and a 0-worth resource is never rested. The excess is lost.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from itertools import combinations

Resource = tuple[int, str, int]  # (card instance, resource type, worth)


def fits(kind: str, pays: str, strict: bool) -> bool:
    """May a resource of this type pay a cost of type `pays`?"""
    return kind == pays or (kind == "crystal" and not strict)


def usable(resources: Sequence[Resource], pays: str, strict: bool) -> list[Resource]:
    """The resources that may take part in paying: the right type and worth at least 1."""
    return [r for r in resources if r[2] >= 1 and fits(r[1], pays, strict)]


def is_minimal(cost: int, chosen: Sequence[Resource], pays: str, strict: bool) -> bool:
    """Is resting exactly `chosen` a legal payment of `cost`?"""
    if cost <= 0:
        return not chosen
    if any(r[2] < 1 or not fits(r[1], pays, strict) for r in chosen):
        return False
    total = sum(r[2] for r in chosen)
    return total >= cost and all(total - r[2] < cost for r in chosen)


def payments(
    cost: int, resources: Sequence[Resource], pays: str, strict: bool, limit: int = 64
) -> list[tuple[Resource, ...]]:
    """Legal payments from these resources (at most `limit`), fewest cards first."""
    pool = usable(resources, pays, strict)
    if cost <= 0:
        return [()]
    out: list[tuple[Resource, ...]] = []
    for size in range(1, len(pool) + 1):
        for combo in combinations(pool, size):
            if is_minimal(cost, combo, pays, strict):
                out.append(combo)
                if len(out) >= limit:
                    return out
    return out


def can_pay(cost: int, resources: Sequence[Resource], pays: str, strict: bool) -> bool:
    """Enough worth of the right types (then a minimal payment exists: drop the unneeded)."""
    return cost <= 0 or sum(r[2] for r in usable(resources, pays, strict)) >= cost


def can_add(
    cost: int,
    paid: Sequence[Resource],
    extra: Resource,
    resources: Sequence[Resource],
    pays: str,
    strict: bool,
) -> bool:
    """May `extra` be rested next, with `paid` already rested? Only when some legal payment
    holds both (so a drag can never leave a card half-paid with no way to finish)."""
    have = {r[0] for r in paid}
    if extra[0] in have:
        return False
    wanted = {*have, extra[0]}
    base = [*paid, extra]
    if not is_minimal_part(cost, base, pays, strict):
        return False
    rest = sorted(r[2] for r in usable(resources, pays, strict) if r[0] not in wanted)
    return _completes(cost, tuple(sorted(r[2] for r in base)), tuple(rest))


@functools.lru_cache(maxsize=4096)
def _completes(cost: int, base: tuple[int, ...], rest: tuple[int, ...]) -> bool:
    """Do some of the `rest` worths, with every `base` worth, make a minimal payment of
    `cost`? (Only the worths count once the types fit: the answer is kept by worths.)"""
    for size in range(len(rest) + 1):
        for combo in combinations(rest, size):
            total = sum(base) + sum(combo)
            if total >= cost and all(total - w < cost for w in (*base, *combo)):
                return True
    return False


def addable(
    cost: int, paid: Sequence[Resource], pool: Sequence[Resource], pays: str, strict: bool
) -> tuple[bool, ...]:
    """For each resource of the pool: may it be rested next (`can_add`, with the pool and the
    paid resources to complete the payment)? Kept by the resources' types and worths (the
    cards themselves do not matter), as a payment meets the same ones again and again."""
    ids = {r[0]: n for n, r in enumerate(paid)}
    ids.update((r[0], len(paid) + n) for n, r in enumerate(pool) if r[0] not in ids)
    shape = (
        tuple((ids[r[0]], r[1], r[2]) for r in paid),
        tuple((ids[r[0]], r[1], r[2]) for r in pool),
    )
    return _addable(cost, *shape, pays, strict)


@functools.lru_cache(maxsize=4096)
def _addable(
    cost: int, paid: tuple[Resource, ...], pool: tuple[Resource, ...], pays: str, strict: bool
) -> tuple[bool, ...]:
    every = pool + paid
    return tuple(can_add(cost, paid, r, every, pays, strict) for r in pool)


def is_minimal_part(cost: int, part: Sequence[Resource], pays: str, strict: bool) -> bool:
    """Could `part` still grow into a legal payment? (No card of it is already unneeded.)"""
    if any(r[2] < 1 or not fits(r[1], pays, strict) for r in part):
        return False
    total = sum(r[2] for r in part)
    return total < cost or all(total - r[2] < cost for r in part)
