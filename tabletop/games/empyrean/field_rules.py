"""A battlefield's rule changes in force in a round (zones, moving, deploy costs), prepared
once per battlefield card and round (engine/prepared.py): what the deploy and move checks read
many times a command. The straightforward reading picks the changes of the round afresh."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tabletop.engine.prepared import Prepared
from tabletop.games.empyrean.board import MAX_ZONES
from tabletop.games.empyrean.cards import EmpyreanCard, RuleChange

__all__ = ["FIELD_RULES", "NO_RULES", "FieldRules"]


class FieldRules:
    """The rule changes of one battlefield in one round, and what they add up to."""

    __slots__ = ("changes", "high", "low", "no_move", "zones")

    def __init__(self, changes: Sequence[RuleChange]) -> None:
        self.changes = tuple(changes)
        #: zones a side has; whether cards may move to or from here; the deploy cost range
        self.zones = min([MAX_ZONES, *(r.zones for r in changes if r.zones is not None)])
        self.no_move = any(r.no_move for r in changes)
        self.low = max([0, *(r.min_cost for r in changes if r.min_cost is not None)])
        self.high = min([99, *(r.max_cost for r in changes if r.max_cost is not None)])


#: a battlefield that changes no rule (most of them)
NO_RULES = FieldRules(())

#: a battlefield card's rules in a round: round -> its FieldRules
InRound = Callable[[int], FieldRules]


def _in_force(card: EmpyreanCard, round_now: int) -> list[RuleChange]:
    return [r for r in card.rules if not r.rounds or round_now in r.rounds]


def _prepare(card: EmpyreanCard) -> InRound:
    if not card.rules:
        return lambda round_now: NO_RULES
    made: dict[int, FieldRules] = {}

    def in_round(round_now: int) -> FieldRules:
        found = made.get(round_now)
        if found is None:
            found = made[round_now] = FieldRules(_in_force(card, round_now))
        return found

    return in_round


def _read(card: EmpyreanCard) -> InRound:
    return lambda round_now: FieldRules(_in_force(card, round_now))


FIELD_RULES: Prepared[EmpyreanCard, InRound] = Prepared(
    "empyrean battlefield rules", _prepare, _read
)
