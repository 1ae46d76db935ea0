"""Each UCG card's data read once (issue 46): what the rules and the listing ask of a card on
every command (its Terra, its keywords, whether its effect negates, its ability's cost and
aim), settled when the cardset loads and kept as a small object, a card's `Plan`.

Two routes give a plan (engine/prepared.py): `CardPlan` reads the card once and keeps the
answers; `CardReading` reads the card afresh on every question, the straightforward reading
the prepared one is held to (tests/engine/test_prepared_equivalence.py). `plans_for` hands the
rules the plans of a whole cardset, by card id.
"""

from __future__ import annotations

from typing import Protocol

from tabletop.engine.prepared import Prepared, PreparedTable
from tabletop.games.ucg.cards import Ability, Action, Target, Timing, Trigger, UcgCard


def _negates(actions: tuple[Action, ...]) -> bool:
    return any(a.do == "negate" for a in actions)


class AbilityFacts(Protocol):
    """What the listing asks of an ability."""

    @property
    def terra(self) -> int: ...
    @property
    def target(self) -> Target: ...
    @property
    def negates(self) -> bool: ...


class Plan(Protocol):
    """What the rules ask of a card on every command."""

    @property
    def card(self) -> UcgCard: ...
    @property
    def kind(self) -> str: ...
    @property
    def terra(self) -> int: ...
    @property
    def gives(self) -> int: ...
    @property
    def combat(self) -> int: ...
    @property
    def proficiency(self) -> int: ...
    @property
    def attacks(self) -> int: ...
    @property
    def revive(self) -> int: ...
    @property
    def timing(self) -> Timing | None: ...
    @property
    def target(self) -> Target: ...
    @property
    def negates(self) -> bool: ...
    @property
    def bide(self) -> int: ...
    @property
    def springs_on(self) -> Trigger | None: ...
    @property
    def aura(self) -> int: ...
    @property
    def acts_at_dawn(self) -> bool: ...
    @property
    def ability(self) -> AbilityFacts | None: ...
    @property
    def swift(self) -> bool: ...
    @property
    def unstoppable(self) -> bool: ...
    @property
    def assist(self) -> bool: ...
    @property
    def expertise(self) -> bool: ...
    @property
    def overpower(self) -> bool: ...
    @property
    def cunning(self) -> bool: ...


class AbilityPlan:
    """An ability read once."""

    __slots__ = ("negates", "target", "terra")

    def __init__(self, ability: Ability) -> None:
        self.terra = ability.terra
        self.target: Target = ability.target
        self.negates = _negates(ability.do)


class CardPlan:
    """A card read once: the prepared route."""

    __slots__ = (
        "ability",
        "acts_at_dawn",
        "assist",
        "attacks",
        "aura",
        "bide",
        "card",
        "combat",
        "cunning",
        "expertise",
        "gives",
        "kind",
        "negates",
        "overpower",
        "proficiency",
        "revive",
        "springs_on",
        "swift",
        "target",
        "terra",
        "timing",
        "unstoppable",
    )

    def __init__(self, card: UcgCard) -> None:
        self.card = card
        self.kind: str = card.kind
        self.terra, self.gives = card.terra, card.gives
        self.combat = card.combat or 0
        self.proficiency, self.attacks, self.revive = card.proficiency, card.attacks, card.revive
        self.timing: Timing | None = card.timing
        self.target: Target = card.target
        self.negates = _negates(card.do)
        self.bide, self.springs_on, self.aura = card.bide, card.springs_on, card.aura
        self.acts_at_dawn = bool(card.dawn)
        self.ability: AbilityFacts | None = (
            None if card.ability is None else AbilityPlan(card.ability)
        )
        keywords = card.keywords
        self.swift, self.unstoppable = "swift" in keywords, "unstoppable" in keywords
        self.assist, self.expertise = "assist" in keywords, "expertise" in keywords
        self.overpower, self.cunning = "overpower" in keywords, "cunning" in keywords


class AbilityReading:
    """An ability read afresh on every question."""

    def __init__(self, ability: Ability) -> None:
        self._ability = ability

    @property
    def terra(self) -> int:
        return self._ability.terra

    @property
    def target(self) -> Target:
        return self._ability.target

    @property
    def negates(self) -> bool:
        return _negates(self._ability.do)


class CardReading:
    """A card read afresh on every question: the straightforward route."""

    def __init__(self, card: UcgCard) -> None:
        self.card = card

    @property
    def kind(self) -> str:
        return self.card.kind

    @property
    def terra(self) -> int:
        return self.card.terra

    @property
    def gives(self) -> int:
        return self.card.gives

    @property
    def combat(self) -> int:
        return int(self.card.combat or 0)

    @property
    def proficiency(self) -> int:
        return self.card.proficiency

    @property
    def attacks(self) -> int:
        return self.card.attacks

    @property
    def revive(self) -> int:
        return self.card.revive

    @property
    def timing(self) -> Timing | None:
        return self.card.timing

    @property
    def target(self) -> Target:
        return self.card.target

    @property
    def negates(self) -> bool:
        return _negates(self.card.do)

    @property
    def bide(self) -> int:
        return self.card.bide

    @property
    def springs_on(self) -> Trigger | None:
        return self.card.springs_on

    @property
    def aura(self) -> int:
        return self.card.aura

    @property
    def acts_at_dawn(self) -> bool:
        return bool(self.card.dawn)

    @property
    def swift(self) -> bool:
        return self.card.has("swift")

    @property
    def unstoppable(self) -> bool:
        return self.card.has("unstoppable")

    @property
    def assist(self) -> bool:
        return self.card.has("assist")

    @property
    def expertise(self) -> bool:
        return self.card.has("expertise")

    @property
    def overpower(self) -> bool:
        return self.card.has("overpower")

    @property
    def cunning(self) -> bool:
        return self.card.has("cunning")

    @property
    def ability(self) -> AbilityFacts | None:
        ability = self.card.ability
        return None if ability is None else AbilityReading(ability)


def _prepared(card: UcgCard) -> Plan:
    return CardPlan(card)


def _read(card: UcgCard) -> Plan:
    return CardReading(card)


CARD_PLAN: Prepared[UcgCard, Plan] = Prepared("ucg card", _prepared, _read)

#: the plan of each card of a cardset, by card id: prepared the first time the cardset is
#: seen, read afresh inside `straight_reading()`
plans_for: PreparedTable[UcgCard, Plan] = PreparedTable(CARD_PLAN)
