"""UCG's card model: the book's card layout (Terra cost, name, Combat, "Archetype – Type",
designator, keywords) plus what our own cards do, as data.

An effect or ability is a target and a list of actions; a Permanent may add Combat to its
controller's characters (`aura`), act at its controller's Dawn (`dawn`) and carry an ability;
a Pitfall is set face down and springs on a named trigger once it has `bide` Bide counters.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Keyword = Literal["assist", "expertise", "cunning", "swift", "unstoppable", "overpower"]
Timing = Literal["immediate", "permanent", "pitfall"]
#: what an effect or ability is aimed at: nothing, any character in play, a character of the
#: opponent's, one of yours, or the attacking character of the encounter in progress
Target = Literal["none", "character", "foe", "ally", "attacker"]
#: a Pitfall's trigger: an opponent's character is declared an attacker, or the opponent
#: ignites or sequences a card or ability
Trigger = Literal["attack", "ignite"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Action(_Strict):
    """One thing an effect does.

    damage: N damage counters on the target character; combat: +N (or -N) Combat to the
    target until the end of the turn; strike: N damage to the opponent (top cards of their
    deck to The Void); draw: you draw N; exhaust: the target character goes to the Exhausted
    Zone; negate: the ignition or sequence beneath this one on the stack does nothing;
    renew: N of your Expended resources go back to your Reserve.
    """

    do: Literal["damage", "combat", "strike", "draw", "exhaust", "negate", "renew"]
    amount: int = Field(default=0, ge=-20, le=20)


class Ability(_Strict):
    """An ability a character (or Permanent) activates: once per turn, paying `terra`."""

    terra: int = Field(default=0, ge=0, le=10)
    target: Target = "none"
    do: tuple[Action, ...] = Field(min_length=1)
    text: str = ""


class UcgCard(_Strict):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str = Field(min_length=1)
    kind: Literal["resource", "character", "effect"]
    designator: str = Field(pattern=r"^[A-Z]{2,4}-\d{3}$")
    archetype: str = ""
    type: str = ""
    terra: int = Field(default=0, ge=0, le=10)
    #: Terra a resource gives (README: 1 unless its card says otherwise)
    gives: int = Field(default=1, ge=1, le=3)
    combat: int | None = Field(default=None, ge=1, le=20)
    keywords: tuple[Keyword, ...] = ()
    proficiency: int = Field(default=0, ge=-5, le=5)
    revive: int = Field(default=0, ge=0, le=5)
    #: encounters it may declare each turn (book, note under "Characters with Cunning": only
    #: a card that says so attacks more than once a turn)
    attacks: int = Field(default=1, ge=1, le=3)
    timing: Timing | None = None
    target: Target = "none"
    do: tuple[Action, ...] = ()
    bide: int = Field(default=0, ge=0, le=5)
    springs_on: Trigger | None = None
    aura: int = Field(default=0, ge=-5, le=5)
    dawn: tuple[Action, ...] = ()
    ability: Ability | None = None
    text: str = ""
    lore: str = ""

    @model_validator(mode="after")
    def _fits_its_kind(self) -> UcgCard:
        if self.kind == "character" and self.combat is None:
            raise ValueError("a character needs its Combat (field combat)")
        if self.kind != "character" and (
            self.combat is not None or self.keywords or self.attacks != 1
        ):
            raise ValueError("only characters have Combat, keywords and attacks")
        if self.kind == "effect" and self.timing is None:
            raise ValueError("an effect needs its timing: immediate, permanent or pitfall")
        if self.kind != "effect" and self.timing is not None:
            raise ValueError("only effects have a timing")
        if self.timing in ("immediate", "pitfall") and not self.do:
            raise ValueError(f"a {self.timing} effect needs actions (field do)")
        if self.timing == "pitfall" and self.springs_on is None:
            raise ValueError("a Pitfall needs its trigger (field springs_on)")
        if self.timing != "pitfall" and (self.springs_on is not None or self.bide):
            raise ValueError("only Pitfalls have springs_on and bide")
        if self.kind == "resource" and (self.terra or self.ability or self.do):
            raise ValueError("a resource costs nothing and does nothing but give Terra")
        return self

    def has(self, keyword: Keyword) -> bool:
        return keyword in self.keywords

    @property
    def type_line(self) -> str:
        """The book's "Archetype – Type" line."""
        parts = [p for p in (self.archetype, self.type) if p]
        return " – ".join(parts)
