"""Clash of Armies: Medieval's card model (validated when the cardset loads).

A card's abilities are data in a small vocabulary: a `Gain` is what a card gives (attack
points, resources, recovery, cards drawn, defense, cards taken back from the discard pile);
a card gives its `play` gain when activated, its `arms` gain too when its faction's monarch or
hero is in sight (book, "Factions"), its `scrap` gain when scrapped (book, "Scrapping Cards"),
its `defense` while garrisoned. Monarchs give their `vassal` gain when the Vassal is activated
and their `always` gain every turn without it; events list what happens to each player.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Kind = Literal[
    "resource",  # Gold, Gems (starting, orange border) and market resources (white border)
    "soldier",  # blue border: three in each starting deck, the rest in the Soldiers deck
    "fortification",  # purple border: the Fortifications deck, weakest on top
    "vassal",  # activates the active monarch
    "camp",  # one each, face up in front of its player
    "monarch",  # faction monarchs: to the table when first bought
    "hero",  # heroes (with or without a faction): commanders for the camp
    "unit",  # faction military units
    "event",  # medieval events: resolve when revealed in the market
    "siege",  # siege weapons
    "upgrade",  # improve the fortification; to the table when bought
    "special-unit",  # special military units (the Merchant, the Marshal)
    "special-card",  # must be activated when in hand; never garrisoned
]
#: kinds of card that may be garrisoned (military units; book, "Military Phase")
UNIT_KINDS = ("soldier", "hero", "unit", "siege", "special-unit")
FACTIONS = ("england", "france", "castile", "empire", "teutonic", "saracens")
EventVerb = Literal[
    "damage",  # each player takes `amount` damage points
    "recover",  # each player recovers `amount` damage points
    "draw",  # each player draws `amount` cards
    "fortifications-fall",  # each fortification in play is discarded with its garrison
    "camps-scatter",  # every unit garrisoned in a camp goes to its owner's discard pile
    "discard-random",  # each player discards `amount` cards at random from their hand
]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Gain(_Model):
    """What a card gives: every field is a count, zero when the card gives none."""

    attack: int = Field(default=0, ge=0, le=20)
    gold: int = Field(default=0, ge=0, le=20)  # resources for buying this turn
    recovery: int = Field(default=0, ge=0, le=20)  # lowers its player's damage at once
    draw: int = Field(default=0, ge=0, le=5)
    defense: int = Field(default=0, ge=0, le=20)  # in a defense (upgrades, garrisoned arms)
    recall: int = Field(default=0, ge=0, le=3)  # cards taken from the discard pile to the hand

    @property
    def empty(self) -> bool:
        return not any(
            (self.attack, self.gold, self.recovery, self.draw, self.defense, self.recall)
        )

    def words(self) -> str:
        parts = []
        for amount, what in (
            (self.attack, "attack"),
            (self.gold, "resources"),
            (self.recovery, "recovery"),
            (self.draw, "draw"),
            (self.defense, "defense"),
            (self.recall, "card from your discard pile to your hand"),
        ):
            if amount:
                parts.append(f"+{amount} {what}")
        return ", ".join(parts)


class EventEffect(_Model):
    do: EventVerb
    amount: int = Field(default=1, ge=1, le=10)


class ClashCard(_Model):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str
    kind: Kind
    cost: int = Field(default=0, ge=0, le=20)
    starting: bool = False  # orange border: part of the starting decks, never in the market
    faction: Literal["england", "france", "castile", "empire", "teutonic", "saracens"] | None = None
    play: Gain = Gain()
    arms: Gain | None = None  # coat of arms: needs the faction's monarch or hero in sight
    scrap: Gain | None = None
    defense: int = Field(default=0, ge=0, le=20)
    capacity: int = Field(default=0, ge=0, le=6)  # fortifications and camps: units garrisoned
    general: bool = False  # a general commands a camp like a hero
    vassal: Gain | None = None  # monarchs: given when the Vassal is activated
    always: Gain | None = None  # monarchs: given every turn, without the Vassal
    event: tuple[EventEffect, ...] = ()
    good: bool = False  # events: a good one (the table colours it)
    text: str = ""
    lore: str = ""

    @property
    def commander(self) -> bool:
        """Heroes and generals command a camp (book, "Military Phase")."""
        return self.kind == "hero" or self.general

    @property
    def garrisonable(self) -> bool:
        return self.kind in UNIT_KINDS

    @model_validator(mode="after")
    def _consistent(self) -> ClashCard:
        kind = self.kind
        if kind == "event":
            if not self.event:
                raise ValueError("an event says what happens when it is revealed (event:)")
            if self.cost or not self.play.empty:
                raise ValueError("an event is never bought nor activated: no cost or play")
        elif self.event:
            raise ValueError("only events have event effects")
        if kind in ("fortification", "camp"):
            if self.capacity < 1:
                raise ValueError(f"a {kind} says how many units it garrisons (capacity:)")
        elif self.capacity:
            raise ValueError("only fortifications and camps have a garrison capacity")
        if kind == "monarch":
            if self.vassal is None:
                raise ValueError("a monarch says what its vassal activates (vassal:)")
            if self.faction is None:
                raise ValueError("a monarch belongs to a faction")
        elif self.vassal is not None or self.always is not None:
            raise ValueError("only monarchs have vassal and always gains")
        if self.arms is not None and self.faction is None:
            raise ValueError("a coat-of-arms ability (arms:) needs a faction")
        if self.faction is not None and kind not in ("monarch", "hero", "unit"):
            raise ValueError("only monarchs, heroes and units belong to factions")
        if kind == "unit" and self.faction is None:
            raise ValueError("a unit belongs to a faction (heroes and soldiers may not)")
        if self.general and kind not in UNIT_KINDS:
            raise ValueError("a general is a military unit")
        if self.defense and kind in ("resource", "vassal", "camp", "special-card", "event"):
            raise ValueError(f"a {kind} has no defense value")
        if self.starting and kind != "resource":
            raise ValueError("only Gold and Gems are starting cards")
        if kind == "upgrade" and self.scrap is not None and self.scrap.defense == 0:
            raise ValueError("an upgrade's scrap gives defense (it is used in a defense)")
        if self.scrap is not None and self.scrap.empty:
            raise ValueError("a scrap ability gives something")
        return self
