"""What a game's own rules let a position hold, and the check of a placed position against it.

Each game declares its limits once, beside its deck rules (`deck.py`'s `position_limits`,
read through `GameRules.position_limits()`): how many copies of a card a seat's cards (or
the table's, for a game dealt from one box) may hold, the cards every seat must have, how
many cards of a kind a zone takes, and the range of a value. The engine checks only what the
game declares; a scenario that wants a position outside them says `sandbox: true`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from tabletop.engine.state import JSONValue, State
from tabletop.engine.value_keys import split_seat


@dataclass(frozen=True)
class CopyLimit:
    """How many copies of a card (counted by name) the cards of a seat may hold."""

    #: the most copies of a card, by its id; None: the rules put no limit on it
    most: Callable[[str], int | None]
    #: the book's rule, as a message names it ("Deck Building: at most 4 of a name")
    rule: str
    #: True when every seat is dealt from one box: the limit is the table's, not a seat's
    shared: bool = False


@dataclass(frozen=True)
class RequiredCard:
    """A card every seat has in one of its zones (EoC's Vanquisher)."""

    matches: Callable[[str], bool]
    what: str  # the card as a message names it: "a Vanquisher"
    rule: str


@dataclass(frozen=True)
class ZoneLimit:
    """The most cards of a kind one zone takes (Clash's one fortification)."""

    zone: str  # the zone's id without its seat part: "fort" for "p0.fort"
    most: int
    rule: str
    counts: Callable[[str], bool] | None = None  # which cards count, by id; None: all
    what: str = "cards"  # the counted cards in a message: "fortifications"


@dataclass(frozen=True)
class TotalLimit:
    """The most a seat's cards may add up to, each card weighed (COE's party of champions:
    four at most, worth 10 points at most); a card of weight 0 does not count."""

    weight: Callable[[str], int]
    most: int
    what: str  # what is added up, as a message names it: "party points"
    rule: str


@dataclass(frozen=True)
class ValueLimit:
    """The range a value may hold, by its key without the seat part ("essence")."""

    key: str
    rule: str
    least: int = 0
    #: the most, fixed or worked out from the position's other values (Empyrean's essence
    #: from the round)
    most: int | Callable[[Mapping[str, JSONValue]], int] = 1_000_000


@dataclass(frozen=True)
class PositionLimits:
    """Everything a game's rules say a position cannot be past."""

    copies: CopyLimit | None = None
    required: tuple[RequiredCard, ...] = ()
    zones: tuple[ZoneLimit, ...] = ()
    values: tuple[ValueLimit, ...] = field(default=())
    totals: tuple[TotalLimit, ...] = ()


@dataclass(frozen=True)
class PositionProblem:
    """One way a position breaks its game's limits: the card it is found on (None for a
    value or a seat's lack), and what is wrong, naming the rule."""

    message: str
    iid: int | None = None
    value: str | None = None


def _zone_name(zone_id: str) -> tuple[str, int | None]:
    """ "p0.fort" -> ("fort", 0); "market.s1" -> ("market.s1", None)."""
    head, _, rest = zone_id.partition(".")
    if rest and head.startswith("p") and head[1:].isdigit():
        return rest, int(head[1:])
    return zone_id, None


def position_problems(
    state: State, limits: PositionLimits, card_name: Callable[[str], str], names: list[str]
) -> list[PositionProblem]:
    """Every way `state` holds more (or less) than `limits` allow, first found first."""
    problems = _copy_problems(state, limits.copies, card_name, names)
    problems += _required_problems(state, limits.required, names)
    problems += _zone_problems(state, limits.zones, card_name)
    problems += _value_problems(state, limits.values)
    problems += _total_problems(state, limits.totals, names)
    return problems


def _seat_name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"seat {seat}"


def _copy_problems(
    state: State, limit: CopyLimit | None, card_name: Callable[[str], str], names: list[str]
) -> list[PositionProblem]:
    if limit is None:
        return []
    counts: Counter[tuple[int, str]] = Counter()
    last: dict[tuple[int, str], int] = {}
    for iid in sorted(state.cards):
        card = state.cards[iid]
        key = (-1 if limit.shared else card.owner, card_name(card.card))
        counts[key] += 1
        last[key] = iid
    problems = []
    for key, count in counts.items():
        card_id = state.cards[last[key]].card
        most = limit.most(card_id)
        if most is not None and count > most:
            whose = "the table holds" if limit.shared else f"{_seat_name(names, key[0])} holds"
            problems.append(
                PositionProblem(
                    f"{whose} {count} {key[1]}; {limit.rule} ({most} at most)", iid=last[key]
                )
            )
    return problems


def _required_problems(
    state: State, required: tuple[RequiredCard, ...], names: list[str]
) -> list[PositionProblem]:
    problems = []
    for need in required:
        for seat in range(state.players):
            if not any(c.owner == seat and need.matches(c.card) for c in state.cards.values()):
                problems.append(
                    PositionProblem(f"{_seat_name(names, seat)} has no {need.what}; {need.rule}")
                )
    return problems


def _zone_problems(
    state: State, limits: tuple[ZoneLimit, ...], card_name: Callable[[str], str]
) -> list[PositionProblem]:
    problems = []
    for zone_id, iids in state.zones.items():
        name, _ = _zone_name(zone_id)
        for limit in limits:
            if limit.zone != name:
                continue
            counted = [i for i in iids if limit.counts is None or limit.counts(state.cards[i].card)]
            if len(counted) > limit.most:
                extra = counted[limit.most]
                problems.append(
                    PositionProblem(
                        f"zone {zone_id} holds {len(counted)} {limit.what}; {limit.rule} "
                        f"({limit.most} at most): {card_name(state.cards[extra].card)} is one "
                        "too many",
                        iid=extra,
                    )
                )
    return problems


def _value_problems(state: State, limits: tuple[ValueLimit, ...]) -> list[PositionProblem]:
    problems = []
    for key, value in state.values.items():
        base, _ = split_seat(key)
        for limit in limits:
            if limit.key != base or not isinstance(value, int) or isinstance(value, bool):
                continue
            most = limit.most if isinstance(limit.most, int) else limit.most(state.values)
            if not limit.least <= value <= most:
                problems.append(
                    PositionProblem(
                        f"value {key} is {value}; {limit.rule} ({limit.least} to {most})",
                        value=key,
                    )
                )
    return problems


def _total_problems(
    state: State, limits: tuple[TotalLimit, ...], names: list[str]
) -> list[PositionProblem]:
    problems = []
    for limit in limits:
        for seat in range(state.players):
            weighed = [
                (iid, limit.weight(card.card))
                for iid, card in sorted(state.cards.items())
                if card.owner == seat
            ]
            total = sum(w for _, w in weighed)
            if total > limit.most:
                last = max(iid for iid, w in weighed if w)
                problems.append(
                    PositionProblem(
                        f"{_seat_name(names, seat)}'s cards add up to {total} {limit.what}; "
                        f"{limit.rule} ({limit.most} at most)",
                        iid=last,
                    )
                )
    return problems
