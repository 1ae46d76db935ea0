"""What the rules ask of a card, read once per card (issue 46: card data prepared once).

The listers, stats and combat ask the same things of the same cards at every decision: its
kind, its keywords, what its play chooses, what its skills need, what its modifiers add.
`CardReading` and `SkillReading` answer each question straight from the card data whenever it
is asked: they are the specification. `CardFacts` and `SkillFacts` are the same answers taken
once, when a card is first met, and kept (`CARD_FACTS`, `SKILL_FACTS`: `engine/prepared.py`).
`facts_table(cards)` hands the rules one card id to facts mapping a cardset.
"""

from __future__ import annotations

from tabletop.engine.prepared import Prepared, PreparedTable
from tabletop.games.coe.cards import CHOSEN, Action, CoeCard, Modifier, Skill

#: the targets an action acts on without a character to find on the field
NEEDS_NO_TARGET = ("self", "you", "responded")
#: one modifier of a passive skill: (level needed, whose stat: self/allies/champions, stat,
#: amount)
Passive = tuple[int, str, str, int]


def _bonus(modifiers: tuple[Modifier, ...]) -> dict[str, int]:
    """What these modifiers add to each stat."""
    out = {"atk": 0, "def": 0}
    for mod in modifiers:
        out[mod.stat] += mod.amount
    return out


class SkillReading:
    """A skill's needs, read off the skill each time they are asked."""

    __slots__ = ("skill",)

    def __init__(self, skill: Skill) -> None:
        self.skill = skill

    @property
    def name(self) -> str:
        return self.skill.name

    @property
    def level(self) -> int:
        return self.skill.level

    @property
    def timing(self) -> str:
        return self.skill.timing

    @property
    def cast(self) -> str:
        return self.skill.cast

    @property
    def cost(self) -> int:
        return self.skill.cost

    @property
    def pays(self) -> str:
        return self.skill.pays

    @property
    def do(self) -> tuple[Action, ...]:
        return self.skill.do

    @property
    def chosen(self) -> str | None:
        """The kind of target the skill's actions choose (None: no choice)."""
        return next((a.target for a in self.skill.do if a.target in CHOSEN), None)


class SkillFacts(SkillReading):
    """A skill's needs taken once (the slots shadow the reading's properties)."""

    __slots__ = ("name", "level", "timing", "cast", "cost", "pays", "do", "chosen")

    def __init__(self, skill: Skill) -> None:
        super().__init__(skill)
        reading = SkillReading(skill)
        for name in SkillFacts.__slots__:
            setattr(self, name, getattr(reading, name))


class CardReading:
    """A card's facts for the rules, read off the card each time they are asked."""

    __slots__ = ("card",)

    def __init__(self, card: CoeCard) -> None:
        self.card = card

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def kind(self) -> str:
        return self.card.kind

    @property
    def champion(self) -> bool:
        return self.card.kind == "champion"

    @property
    def colour(self) -> str:
        return self.card.colour

    @property
    def cost(self) -> int:
        return self.card.cost

    @property
    def pays(self) -> str:
        return self.card.pays

    @property
    def strict(self) -> bool:
        return self.card.strict

    @property
    def resource(self) -> str:
        return self.card.resource

    @property
    def worth(self) -> int:
        return self.card.worth

    @property
    def hp(self) -> int | None:
        return self.card.hp

    @property
    def atk(self) -> int | None:
        return self.card.atk

    @property
    def defense(self) -> int | None:
        return self.card.defense

    @property
    def classes(self) -> frozenset[str]:
        return frozenset(self.card.classes)

    @property
    def heavy(self) -> bool:
        return self.card.has("Heavy")

    @property
    def swift(self) -> bool:
        return self.card.has("Swift")

    @property
    def transgress(self) -> bool:
        return self.card.has("Transgress")

    @property
    def piercing(self) -> bool:
        return self.card.has("Piercing")

    @property
    def provoke(self) -> bool:
        return self.card.has("Provoke")

    @property
    def counter(self) -> bool:
        return self.card.has("Counter")

    @property
    def conjure(self) -> bool:
        return self.card.has("Conjure")

    @property
    def cast(self) -> str:
        return self.card.cast

    @property
    def if_ally_class(self) -> str | None:
        return self.card.if_ally_class

    @property
    def chooses(self) -> str | None:
        return self.card.chooses

    @property
    def played_in(self) -> frozenset[str]:
        """The phases it may be played from hand in (cost, colour and condition aside): an
        acolyte in the Main phase, an arsenal card in its cast phase; never a champion (party
        tactics) or a Counter (it answers a card)."""
        card = self.card
        if card.kind == "champion" or card.has("Counter"):
            return frozenset()
        return frozenset(("main",) if card.kind == "acolyte" else (card.cast,))

    @property
    def faces(self) -> bool:
        """Does the card act on the enemy character facing its slot?"""
        return any(a.target == "facing" for a in self.card.play)

    @property
    def always_useful(self) -> bool:
        """Does one of its play actions need no character to act on?"""
        return any(a.target in NEEDS_NO_TARGET for a in self.card.play)

    @property
    def wants(self) -> tuple[str, ...]:
        """Whose characters (enemy or ally) its other play actions act on."""
        return tuple(
            "enemy" if a.target == "all_enemies" else "ally"
            for a in self.card.play
            if a.target not in NEEDS_NO_TARGET
        )

    @property
    def play(self) -> tuple[Action, ...]:
        return self.card.play

    @property
    def equips(self) -> bool:
        return bool(self.card.equip)

    @property
    def at_rest(self) -> tuple[Action, ...]:
        return self.card.at_rest

    @property
    def skills(self) -> tuple[SkillReading, ...]:
        return tuple(SKILL_FACTS(s) for s in self.card.skills)

    @property
    def used_in(self) -> dict[str, tuple[tuple[int, SkillReading], ...]]:
        """The skills a seat may use (not the passive ones), with their index, by the phase
        they are used in."""
        return {
            phase: tuple(
                (index, skill)
                for index, skill in enumerate(self.skills)
                if skill.cast == phase and skill.timing != "passive"
            )
            for phase in ("main", "battle")
        }

    @property
    def passives(self) -> tuple[Passive, ...]:
        """Each modifier of the card's passive skills, with the level its skill needs."""
        return tuple(
            (skill.level, mod.to, mod.stat, mod.amount)
            for skill in self.card.skills
            if skill.timing == "passive"
            for mod in skill.modifiers
        )

    @property
    def equip_bonus(self) -> dict[str, int]:
        return _bonus(self.card.equip)

    @property
    def vengeance_bonus(self) -> dict[str, int]:
        return _bonus(self.card.vengeance)


CARD_FIELDS = (
    "name",
    "kind",
    "champion",
    "colour",
    "cost",
    "pays",
    "strict",
    "resource",
    "worth",
    "hp",
    "atk",
    "defense",
    "classes",
    "heavy",
    "swift",
    "transgress",
    "piercing",
    "provoke",
    "counter",
    "conjure",
    "cast",
    "if_ally_class",
    "chooses",
    "played_in",
    "faces",
    "always_useful",
    "wants",
    "play",
    "equips",
    "at_rest",
    "skills",
    "used_in",
    "passives",
    "equip_bonus",
    "vengeance_bonus",
)


class CardFacts(CardReading):
    """A card's facts taken once (the slots shadow the reading's properties)."""

    __slots__ = CARD_FIELDS

    def __init__(self, card: CoeCard) -> None:
        super().__init__(card)
        reading = CardReading(card)
        for name in CARD_FIELDS:
            setattr(self, name, getattr(reading, name))


SKILL_FACTS: Prepared[Skill, SkillReading] = Prepared("coe skill", SkillFacts, SkillReading)
CARD_FACTS: Prepared[CoeCard, CardReading] = Prepared("coe card", CardFacts, CardReading)


#: each card id's facts, for a cardset's cards (prepared as the cardset is first used)
facts_table: PreparedTable[CoeCard, CardReading] = PreparedTable(CARD_FACTS)
