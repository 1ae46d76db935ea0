"""A `Modifier` (cards.py) as a function: how much it adds to one creature's stat in one role.

`MODIFIER(mod)` is `(stats, source, subject, role, group) -> amount` (0 when it does not
apply). The prepared route settles what the modifier alone says (whose stat, which essence
type, when, multiplied by what) once; the straightforward reading (`_read`) asks every field
on each call, as the book's list does (combat.py's order of parts is not its business).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from tabletop.engine.prepared import Prepared
from tabletop.engine.state import State
from tabletop.games.eoc import board
from tabletop.games.eoc.cards import EocCard, Modifier


class _Subject(Protocol):
    """What a modifier asks of the card it may reach (facts.CardFacts has it)."""

    @property
    def creature(self) -> bool: ...

    @property
    def element(self) -> str | None: ...


class Stats(Protocol):
    """The read of the field a modifier is asked within (combat.Stats)."""

    @property
    def state(self) -> State: ...

    @property
    def table(self) -> Mapping[str, _Subject]: ...

    def card(self, iid: int) -> EocCard: ...

    def surplus(self, iid: int) -> int: ...


#: (stats, source, subject, role, group) -> what the modifier adds (0: it does not apply)
ModifierFn = Callable[[Stats, int, int, str, int], int]
#: (stats, source, subject) -> whether the subject is whom the modifier reaches
_Reach = Callable[[Stats, int, int], bool]


def _read(mod: Modifier) -> ModifierFn:
    def amount(stats: Stats, source: int, subject: int, role: str, group: int) -> int:
        if not _applies(stats, mod, source, subject, role, group):
            return 0
        return mod.amount * _times(stats, mod, source, group)

    return amount


def _applies(stats: Stats, mod: Modifier, source: int, subject: int, role: str, group: int) -> bool:
    state = stats.state
    src_owner = state.cards[source].owner
    subj = stats.card(subject)
    if subj.kind != "creature":
        return False
    if mod.to == "self" and subject != source:
        return False
    if mod.to == "carrier" and board.carrier(state, source) != subject:
        return False
    if mod.to in ("allies", "other_allies") and state.cards[subject].owner != src_owner:
        return False
    if mod.to == "other_allies" and subject == source:
        return False
    if mod.to == "enemies" and state.cards[subject].owner == src_owner:
        return False
    if mod.element is not None and subj.element != mod.element:
        return False
    if mod.when == "attacking" and role != "attacking":
        return False
    if mod.when == "defending" and role != "defending":
        return False
    return not (mod.when == "group" and (role != "attacking" or group < 2))


def _times(stats: Stats, mod: Modifier, source: int, group: int) -> int:
    if mod.per == "surplus":
        return stats.surplus(source)
    if mod.per == "attackers":
        return group
    return 1


# --- the prepared route ----------------------------------------------------------------------
def _reach_self(stats: Stats, source: int, subject: int) -> bool:
    return subject == source


def _reach_carrier(stats: Stats, source: int, subject: int) -> bool:
    return board.carrier(stats.state, source) == subject


def _reach_allies(stats: Stats, source: int, subject: int) -> bool:
    cards = stats.state.cards
    return cards[subject].owner == cards[source].owner


def _reach_other_allies(stats: Stats, source: int, subject: int) -> bool:
    cards = stats.state.cards
    return subject != source and cards[subject].owner == cards[source].owner


def _reach_enemies(stats: Stats, source: int, subject: int) -> bool:
    cards = stats.state.cards
    return cards[subject].owner != cards[source].owner


_REACH: dict[str, _Reach] = {
    "self": _reach_self,
    "carrier": _reach_carrier,
    "allies": _reach_allies,
    "other_allies": _reach_other_allies,
    "enemies": _reach_enemies,
}
#: the roles each `when` applies in (group: attacking, and then only with two or more)
_ROLES = {
    "always": None,
    "attacking": frozenset({"attacking"}),
    "defending": frozenset({"defending"}),
    "group": frozenset({"attacking"}),
}


def _prepare(mod: Modifier) -> ModifierFn:
    reach = _REACH[mod.to]
    element = mod.element
    roles = _ROLES[mod.when]
    least_group = 2 if mod.when == "group" else 0
    amount, per = mod.amount, mod.per

    def prepared(stats: Stats, source: int, subject: int, role: str, group: int) -> int:
        if roles is not None and (role not in roles or group < least_group):
            return 0
        subj = stats.table[stats.state.cards[subject].card]
        if not subj.creature or (element is not None and subj.element != element):
            return 0
        if not reach(stats, source, subject):
            return 0
        if per == "one":
            return amount
        return amount * (group if per == "attackers" else stats.surplus(source))

    return prepared


MODIFIER: Prepared[Modifier, ModifierFn] = Prepared("eoc modifier", _prepare, _read)
