"""EoC's card model and ability vocabulary (validated when the cardset loads).

Cards are data. A creature or spell's always-on *effect* is a list of `Modifier`s (attack or
defense changes with a scope and a condition); an *ability* is paid at will (cost from the
Essence Pool to the Graveyard, once per turn unless `uses` says more) and runs `Action`s; an
Instant or Trap runs its `play` actions when it is played. The verbs mirror Empyrean's
vocabulary (boost ~ might, destroy, draw, banish, return from a pile) where they fit.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Element = Literal["Fire", "Aqua", "Nature", "Energy", "Divine", "Dark"]
ESSENCE_TYPES: tuple[str, ...] = ("Fire", "Aqua", "Nature", "Energy", "Divine", "Dark", "Gray")
#: the cost key any essence may pay
ANY = "Any"
Rarity = Literal["common", "uncommon", "rare", "mythic"]
SpellKind = Literal["effect", "instant", "item", "trap"]
Stat = Literal["atk", "def"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _check_cost(cost: dict[str, int]) -> None:
    for key, value in cost.items():
        if key != ANY and key not in ESSENCE_TYPES[:-1]:
            raise ValueError(
                f"cost key {key!r} is not an essence type ({', '.join(ESSENCE_TYPES[:-1])} or Any)"
            )
        if value < 1:
            raise ValueError(f"cost {key}: {value} must be at least 1")


class Modifier(_Model):
    """An always-on change to attack or defense (a creature effect, an Effect spell, an Item).

    `to`: whose stat changes, seen from the card's owner (`carrier`: the creature an Item is
    on). `element`: only creatures of that essence type. `when`: always, only while attacking,
    only while defending (or counter-attacked), or only in a group attack (two or more
    attackers). `per`: multiply by surplus essence attached to this card beyond its cost, or by
    the number of attackers in the group.
    """

    stat: Stat
    amount: int = Field(ge=-30, le=30)  # as far as a printed DEF goes
    to: Literal["self", "carrier", "allies", "other_allies", "enemies"] = "self"
    element: Element | None = None
    when: Literal["always", "attacking", "defending", "group"] = "always"
    per: Literal["one", "surplus", "attackers"] = "one"


Target = Literal[
    "self",  # the card itself (a creature's own ability)
    "choose_ally",  # one of your active creatures, chosen
    "choose_enemy",  # one of the opponent's active creatures, chosen
    "all_allies",
    "all_enemies",
    "attackers",  # the creatures of the current attack (traps)
    "attacked",  # the card under attack (traps)
    "countered",  # the attacker being counter-attacked (traps)
    "choose_effect",  # an Effect spell on the field, chosen (dispel)
    "you",  # the card's owner (draw, recover, restore essence)
    "opponent",
]
Verb = Literal[
    "boost",  # +amount (or -) attack/defense until the end of the turn
    "destroy",  # mark a creature destroyed (it goes to the Graveyard in Clean-up)
    "ready",
    "draw",
    "recover",  # return a creature card from your Graveyard to your hand (chosen)
    "restore",  # return `amount` Essence cards from your Graveyard to your Essence Pool
    "banish",  # banish `amount` cards from the opponent's Graveyard (chosen)
    "negate",  # the current attack deals no damage (attackers stay exhausted)
    "dispel",  # send an Effect spell on the field to its owner's Graveyard
]


class Action(_Model):
    do: Verb
    target: Target = "self"
    stat: Stat = "atk"
    amount: int = Field(default=1, ge=-30, le=30)  # as far as a printed DEF goes
    max_def: int | None = Field(default=None, ge=0, le=30)  # destroy: current DEF at most this
    element: Element | None = None  # only creatures of this essence type

    @model_validator(mode="after")
    def _sense(self) -> Action:
        creature_targets = (
            "self",
            "choose_ally",
            "choose_enemy",
            "all_allies",
            "all_enemies",
            "attackers",
            "attacked",
            "countered",
        )
        if self.do in ("boost", "destroy", "ready") and self.target not in creature_targets:
            raise ValueError(f"{self.do} needs a creature target, not {self.target!r}")
        if self.do == "dispel" and self.target != "choose_effect":
            raise ValueError("dispel targets choose_effect")
        if self.do in ("draw", "recover", "restore") and self.target != "you":
            raise ValueError(f"{self.do} targets you")
        if self.do == "banish" and self.target != "opponent":
            raise ValueError("banish targets opponent (their Graveyard)")
        if self.amount != 1 and self.do not in ("boost", "draw", "restore"):
            raise ValueError(f"{self.do} acts on one card: amount is only for boost, draw, restore")
        if self.amount == 0:
            raise ValueError("amount 0 does nothing")
        if self.amount < 0 and self.do != "boost":
            raise ValueError(f"{self.do} takes a positive amount (only boost lowers, with -)")
        if self.stat != "atk" and self.do != "boost":
            raise ValueError("stat is only for boost")
        if (self.max_def is not None or self.element is not None) and self.do not in (
            "boost",
            "destroy",
            "ready",
        ):
            raise ValueError("max_def and element narrow creature targets only")
        return self


class Ability(_Model):
    """Paid at will: `cost` leaves the Essence Pool for the Graveyard each use."""

    cost: dict[str, int] = Field(default_factory=dict)
    do: tuple[Action, ...]
    uses: int = Field(default=1, ge=1, le=3)  # per turn
    text: str = ""

    @model_validator(mode="after")
    def _cost(self) -> Ability:
        _check_cost(self.cost)
        return self


class Stage(_Model):
    atk: int = Field(ge=0, le=20)
    defense: int = Field(alias="def", ge=0, le=30)

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class EocCard(_Model):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str
    kind: Literal["creature", "essence", "spell", "vanquisher"]
    rarity: Rarity = "common"
    subtype: str = ""  # creature family ("Dragon"), essence type, or spell kind in words
    element: Literal["Fire", "Aqua", "Nature", "Energy", "Divine", "Dark", "Gray"] | None = None
    spell: SpellKind | None = None
    cost: dict[str, int] = Field(default_factory=dict)
    provides: int = Field(default=1, ge=1, le=3)  # essence cards: how much essence
    weakness: Element | None = None
    atk: int = Field(default=0, ge=0, le=20)
    defense: int = Field(default=0, alias="def", ge=0, le=30)
    stages: tuple[Stage, ...] = ()  # vanquishers: Stage 1, Stage 2
    effects: tuple[Modifier, ...] = ()
    ability: Ability | None = None
    play: tuple[Action, ...] = ()  # instants and traps: what happens when played
    window: Literal["declared", "countered", "either"] = "either"  # traps: when they may be played
    lasting: bool = False  # traps: stays on the field (else to the Graveyard at the turn's end)
    text: str = ""
    lore: str = ""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    @property
    def total_cost(self) -> int:
        return sum(self.cost.values())

    @model_validator(mode="after")
    def _consistent(self) -> EocCard:
        _check_cost(self.cost)
        _KIND_CHECKS[self.kind](self)
        _check_fields_of_other_kinds(self)
        return self


def _check_creature(card: EocCard) -> None:
    if card.element is None or card.element == "Gray":
        raise ValueError(
            "a creature has an essence type (Fire, Aqua, Nature, Energy, Divine, Dark)"
        )
    if not card.cost:
        raise ValueError("a creature has a creation cost")
    if card.spell or card.play:
        raise ValueError("a creature is not a spell")


def _check_essence(card: EocCard) -> None:
    if card.element is None:
        raise ValueError("an essence card has an essence type")
    if card.cost or card.effects or card.ability or card.play:
        raise ValueError("an essence card only provides essence")


def _check_spell(card: EocCard) -> None:
    if card.spell is None:
        raise ValueError("a spell names its kind (effect, instant, item, trap)")
    if card.element is not None or card.weakness is not None:
        raise ValueError("spells have no essence type or weakness")
    if card.spell in ("instant", "trap") and not card.play:
        raise ValueError(f"an {card.spell} spell does something when played (play:)")
    if card.spell in ("effect", "item") and card.play:
        raise ValueError(f"an {card.spell} spell works through effects/ability, not play")


def _check_vanquisher(card: EocCard) -> None:
    if len(card.stages) != 2:
        raise ValueError("a Vanquisher has two stages (stages: [{atk, def}, {atk, def}])")
    if card.cost or card.play:
        raise ValueError("a Vanquisher has no cost or play actions")
    if any(m.to in ("self", "carrier") for m in card.effects):
        raise ValueError("a Vanquisher's effect reaches creatures (allies, other_allies, enemies)")
    if card.ability is not None and any(a.target == "self" for a in card.ability.do):
        raise ValueError("a Vanquisher's ability acts on creatures, not on itself")


#: what each kind of card must be, checked before the fields that belong to other kinds
_KIND_CHECKS: dict[str, Callable[[EocCard], None]] = {
    "creature": _check_creature,
    "essence": _check_essence,
    "spell": _check_spell,
    "vanquisher": _check_vanquisher,
}


def _check_fields_of_other_kinds(card: EocCard) -> None:
    """A field that belongs to one kind (a creature's stats, a trap's window...) on another."""
    if card.kind != "creature" and (card.atk or card.defense or card.weakness):
        raise ValueError("only creatures have ATK, DEF and a weakness")
    if card.kind == "creature" and not card.subtype:
        raise ValueError("a creature names its sub-type (its family: Dragon, Plant, ...)")
    if card.kind == "essence" and card.subtype not in ("", card.element):
        raise ValueError(f"an essence card's sub-type is its essence type ({card.element})")
    if card.kind != "essence" and card.provides != 1:
        raise ValueError("only essence cards provide essence (provides:)")
    if card.kind != "vanquisher" and card.stages:
        raise ValueError("only a Vanquisher has stages")
    if card.spell != "trap" and (card.window != "either" or card.lasting):
        raise ValueError("window and lasting are for Trap spells only")
    if card.spell == "trap" and (
        any(m.stat != "def" for m in card.effects)
        or any(a.do == "boost" and a.stat != "def" for a in card.play)
    ):
        raise ValueError("a Trap modifies defense only: the book's damage total has no trap line")
    if card.spell != "item" and any(m.to == "carrier" for m in card.effects):
        raise ValueError("only an Item has a carrier (to: carrier)")
    if card.spell is not None and card.kind != "spell":
        raise ValueError("only spells name a spell kind")
    if card.kind == "creature" and card.weakness == card.element:
        raise ValueError("a creature is not weak to its own essence type")
