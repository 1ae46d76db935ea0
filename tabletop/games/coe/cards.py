"""COE's card model and effect vocabulary (validated when the cardset loads).

Cards are data. A card is a champion, an acolyte or an arsenal card. Every card can also be
played as a resource: `resource` (Shells, Mana or Crystal) and `worth` (0 to 3). A card's
`cost` is paid in its `pays` type (Crystal may stand in, unless `strict`: a specific-resource
requirement). What a card does is a list of `Action`s (arsenal cards when they resolve, skills
when activated, Cast-Rest effects at the Rest phase); always-on changes are `Modifier`s
(equipment on its character, passive skills, Vengeance).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Colour = Literal["red", "blue", "green", "purple", "white"]
Resource = Literal["shells", "mana", "crystal"]
Pays = Literal["shells", "mana"]
Stat = Literal["atk", "def"]
Keyword = Literal[
    "Swift",  # an acolyte that may attack the turn it is played
    "Heavy",  # no card may be played into a slot adjacent to it (same row)
    "Transgress",  # may attack characters in the Support position
    "Piercing",  # removes 1 HP when its attack staggers the target
    "Provoke",  # while it stands, enemy attacks must target a standing Provoke character
    "Conjure",  # played face down into the Arsenal for free; paid when flipped
    "Counter",  # played from hand in response to an enemy card: negates it
    "Equipment",  # stays in the Arsenal on its character; archived when the character leaves
]
Verb = Literal[
    "damage",  # remove `amount` HP
    "stagger",  # break the target's shield
    "heal",  # restore up to `amount` HP
    "boost",  # +amount ATK or DEF until the end of the round
    "rest",
    "ready",
    "draw",  # draw `amount` cards
    "search",  # search your deck for a card (of the `find` kind: revealed), to hand; shuffle
    "archive",  # archive the target (an acolyte or an arsenal card)
    "negate",  # Counter: the card responded to is negated (still paid)
]
Target = Literal[
    "self",  # the card itself (a character's skill)
    "you",  # the card's controller (draw, search)
    "enemy",  # an enemy character on the field, chosen
    "ally",  # one of your characters on the field, chosen
    "character",  # any character on the field, chosen
    "all_enemies",
    "all_allies",
    "enemy_acolyte",  # an enemy acolyte, chosen
    "enemy_arsenal",  # a face-up enemy arsenal card, chosen
    "responded",  # the card a Counter answers
    "facing",  # the enemy character with the column number of this card's arsenal slot
    "enemy_position",  # a numbered enemy position or the enemy Support position, chosen
]
CHOSEN: tuple[str, ...] = (
    "enemy",
    "ally",
    "character",
    "enemy_acolyte",
    "enemy_arsenal",
    "enemy_position",
)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Modifier(_Model):
    """An always-on change: `to` whose stat, seen from the card's controller."""

    stat: Stat
    amount: int
    to: Literal["self", "allies", "champions"] = "self"


class Action(_Model):
    do: Verb
    target: Target = "self"
    amount: int = Field(default=1, ge=1, le=10)
    stat: Stat = "atk"
    #: search only: a card kind (the card found is revealed) or any card (not shown)
    find: Literal["acolyte", "arsenal", "equipment", "any"] | None = None

    @model_validator(mode="after")
    def _sense(self) -> Action:
        if self.do in ("draw", "search") and self.target != "you":
            raise ValueError(f"{self.do} targets you")
        if self.do == "search" and self.find is None:
            raise ValueError("search names what it finds (find: acolyte, arsenal, equipment)")
        if self.do != "search" and self.find is not None:
            raise ValueError("find is for search only")
        if self.do == "negate" and self.target != "responded":
            raise ValueError("negate targets the card responded to (target: responded)")
        if self.do == "archive" and self.target not in ("enemy_acolyte", "enemy_arsenal"):
            raise ValueError("archive targets an enemy acolyte or an enemy arsenal card")
        if self.target == "enemy_arsenal" and self.do != "archive":
            raise ValueError("an enemy arsenal card can only be archived")
        if self.target in ("you", "responded") and self.do not in ("draw", "search", "negate"):
            raise ValueError(f"{self.do} needs a character target")
        if self.stat != "atk" and self.do != "boost":
            raise ValueError("stat is for boost only")
        return self


class Skill(_Model):
    """A champion's or acolyte's skill. `level`: XP tokens needed. `timing`: an action rests
    the character; Innate needs no action (once a round); Support only from the Support area
    (once a round); Passive is always on (its `modifiers`)."""

    name: str
    level: int = Field(default=0, ge=0, le=3)
    timing: Literal["action", "innate", "support", "passive"] = "action"
    cast: Literal["main", "battle"] = "main"  # the phase it is used in (Cast Battle)
    cost: int = Field(default=0, ge=0, le=6)
    pays: Pays = "mana"
    do: tuple[Action, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    text: str

    @model_validator(mode="after")
    def _sense(self) -> Skill:
        if self.timing == "passive":
            if self.do or not self.modifiers or self.cost or self.cast != "main":
                raise ValueError("a passive skill has modifiers only (no do, no cost)")
        elif self.modifiers or not self.do:
            raise ValueError("an active skill has actions (do:) and no modifiers")
        if len({a.target for a in self.do if a.target in CHOSEN}) > 1:
            raise ValueError("a skill chooses one target (its actions share it)")
        if any(a.do == "search" for a in self.do[:-1]):
            raise ValueError("a search comes last among a skill's actions (the owner chooses)")
        return self


class CoeCard(_Model):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str
    kind: Literal["champion", "acolyte", "arsenal"]
    colour: Colour
    cost: int = Field(default=0, ge=0, le=9)
    pays: Pays = "shells"
    strict: bool = False  # the cost names a specific resource: Crystal cannot pay it
    resource: Resource
    worth: int = Field(ge=0, le=3)
    hp: int | None = Field(default=None, ge=1, le=12)
    atk: int | None = Field(default=None, ge=0, le=12)
    defense: int | None = Field(default=None, alias="def", ge=0, le=12)
    classes: tuple[str, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    points: int = Field(default=0, ge=0, le=6)
    skills: tuple[Skill, ...] = ()
    vengeance: tuple[Modifier, ...] = ()
    play: tuple[Action, ...] = ()  # arsenal cards: what happens when it resolves
    equip: tuple[Modifier, ...] = ()  # Equipment: on the equipped character
    at_rest: tuple[Action, ...] = ()  # Cast Rest: at the Rest phase, while on the field
    cast: Literal["main", "battle"] = "main"  # the phase an arsenal card is played in
    #: "If you control a <class> character:" - the card cannot be played without one
    if_ally_class: str | None = None
    text: str = ""
    lore: str = ""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    @property
    def is_character(self) -> bool:
        return self.kind in ("champion", "acolyte")

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    @property
    def chooses(self) -> str | None:
        """The kind of target the card's play actions choose (None: no choice)."""
        for action in self.play:
            if action.target in CHOSEN:
                return action.target
        return None

    @model_validator(mode="after")
    def _consistent(self) -> CoeCard:
        if self.is_character:
            if self.hp is None:
                raise ValueError(f"a {self.kind} has HP")
            if self.play or self.equip:
                raise ValueError(f"a {self.kind} has skills, not play or equip")
            if not self.classes:
                raise ValueError(f"a {self.kind} names its classes (affiliations)")
        else:
            if self.hp is not None or self.atk is not None or self.defense is not None:
                raise ValueError("an arsenal card has no HP, ATK or DEF")
            if self.skills or self.vengeance:
                raise ValueError("an arsenal card has no skills or Vengeance")
            if self.has("Equipment") != bool(self.equip):
                raise ValueError("Equipment (keyword) and equip (modifiers) go together")
            if not self.play and not self.equip:
                raise ValueError("an arsenal card does something (play: or equip:)")
            if self.equip and self.chooses not in (None, "ally"):
                raise ValueError("Equipment is cast on an ally (its play targets ally)")
        if self.kind == "champion":
            if not 1 <= self.points <= 6:
                raise ValueError("a champion is worth 1 to 6 party points")
            if self.cost:
                raise ValueError("a champion has no cost (it joins through party tactics)")
        else:
            if self.points:
                raise ValueError("only champions have party points")
            if self.vengeance:
                raise ValueError("only champions have Vengeance")
            if any(s.level for s in self.skills):
                raise ValueError("only champions level up (skill level)")
        if self.has("Counter") and not any(a.do == "negate" for a in self.play):
            raise ValueError("a Counter card negates (play: - do: negate)")
        if any(a.do == "negate" for a in self.play) and not self.has("Counter"):
            raise ValueError("only a Counter card negates")
        if self.has("Conjure") and (self.kind == "champion" or self.has("Counter")):
            raise ValueError("Conjure is for acolytes and arsenal cards (not Counter cards)")
        if self.has("Swift") and self.kind != "acolyte":
            raise ValueError("Swift is for acolytes")
        if self.cast == "battle" and (self.kind != "arsenal" or self.chooses is None):
            raise ValueError("a Cast Battle card is an arsenal card with a target")
        if len({a.target for a in self.play if a.target in CHOSEN}) > 1:
            raise ValueError("a card chooses one target (its actions share it)")
        if any(a.do == "search" for a in self.play[:-1]):
            raise ValueError("a search comes last among a card's actions (the owner chooses)")
        if any(a.do == "search" for a in self.at_rest):
            raise ValueError("Cast Rest effects do not search")
        if any(a.target in CHOSEN for a in self.at_rest):
            raise ValueError("Cast Rest effects choose no target (self, you, all_allies...)")
        return self


def found_by(card: CoeCard, find: str) -> bool:
    """Does a search for `find` (a card kind, Equipment, or any card) find this card?"""
    if find == "any":
        return True
    if find == "equipment":
        return card.has("Equipment")
    return card.kind == find
