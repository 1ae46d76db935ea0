"""Empyrean's card model and ability vocabulary (validated when the cardset loads).

A card's abilities are data: a list of `Ability` (a trigger, an optional condition, and actions).
Where data cannot say it, an action names a Python effect (`do: effect`, `name: ...`) declared
in named_effects.py (and run by `effects/`); unknown names are rejected at load time.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    ValidationInfo,
    field_validator,
    model_validator,
)

from tabletop.games.empyrean.named_effects import effect_params, known_effect
from tabletop.games.empyrean.params import Params, params_problem

Side = Literal["ally", "opponent", "any"]
Where = Literal["here", "elsewhere", "anywhere", "previous_zone", "next_zone", "this_card"]
Pile = Literal["hand", "deck", "discard", "destroyed", "banished"]

TRIGGERS = (
    "reveal",  # this card is revealed
    "ally_revealed",  # another card of yours (matching `filter`) is revealed
    "opponent_revealed",  # an opponent card (matching `filter`) is revealed
    "destroyed",  # this card is destroyed
    "ally_destroyed",  # another card of yours (matching `filter`) is destroyed
    "discarded",  # this card is discarded from your hand
    "you_discard",  # you discard any card (after this card was revealed)
    "moved",  # this card moves to another battlefield
    "card_moved_here",  # a card of yours (matching `filter`) moves onto this battlefield
    "returned",  # this card is returned to your hand
    "command",  # activated in the command phase (once per command phase)
    "end_of_round",  # end phase of each round
    "end_of_game",  # the end-of-game phase, before the tally
    "might_reached",  # this card's might reaches `threshold` (once)
    "battlefield_filled",  # your side of this battlefield becomes full
)
Trigger = Literal[
    "reveal",
    "ally_revealed",
    "opponent_revealed",
    "destroyed",
    "ally_destroyed",
    "discarded",
    "you_discard",
    "moved",
    "card_moved_here",
    "returned",
    "command",
    "end_of_round",
    "end_of_game",
    "might_reached",
    "battlefield_filled",
]

Verb = Literal[
    "might",  # apply (or remove, negative) might tokens
    "set_might",  # set might to an amount
    "essence",  # add/subtract essence (next round unless `this_round`)
    "destroy",
    "return",
    "move",
    "discard",  # discard `amount` cards from your hand (chosen)
    "banish",
    "token",  # apply a token: stop, stun, shield, anchor, move
    "deploy_from_discard",
    "return_from_pile",  # return cards from a pile to hand
    "draw",
    "effect",  # a named Python effect
]
Token = Literal["stop", "stun", "shield", "anchor", "move"]
Choice = Literal["all", "choose", "lowest_zone", "lowest_might", "highest_might", "random"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class _SelfOnlyParams(Params):
    self_only: bool = False  # deploy_from_discard: only this card (Ashigaru deploying itself)


#: the params a verb other than `effect` reads (a named effect declares its own in effects/)
VERB_PARAMS: dict[str, type[Params]] = {"deploy_from_discard": _SelfOnlyParams}


class Filter(_Model):
    """Which cards: side, where, types or names, cost range. Only revealed cards qualify."""

    side: Side = "ally"
    where: Where = "here"
    types: tuple[str, ...] = ()
    names: tuple[str, ...] = ()  # card ids
    not_types: tuple[str, ...] = ()
    min_cost: int | None = None
    max_cost: int | None = None
    include_self: bool = False


class Count(_Model):
    """A number read off the table: cards matching a filter, or cards in one of your piles;
    with `measure: might`, the total Might of the matching cards ("Might equal to the total
    Might of your Fortress Walls here")."""

    cards: Filter | None = None
    pile: Pile | None = None
    pile_side: Literal["ally", "opponent"] = "ally"
    measure: Literal["cards", "might"] = "cards"
    per: int = Field(default=1, ge=-20, le=20)  # amount per counted card (or point of Might)
    max: int | None = Field(default=None, ge=0, le=100)

    @model_validator(mode="after")
    def _one_source(self) -> Count:
        if (self.cards is None) == (self.pile is None):
            raise ValueError("count needs exactly one of 'cards' or 'pile'")
        if self.measure == "might" and self.cards is None:
            raise ValueError("only cards on the table have Might: measure might needs 'cards'")
        return self


def _amount_kind(value: Any) -> str:
    return "Count" if isinstance(value, dict | Count) else "int"


#: what an action counts: a whole number (Might, Essence, cards: -20 to 20, as far as a card's
#: printed Might goes), or a number read off the table; one error line either way
Amount = Annotated[
    Annotated[int, Field(ge=-20, le=20), Tag("int")] | Annotated[Count, Tag("Count")],
    Discriminator(_amount_kind),
]


class Condition(_Model):
    """True when the count is within [at_least, at_most] and, if given, greater than
    `more_than` (a comparison with the opponent: both opponents' cards count in 3-player)."""

    count: Count
    at_least: int = 1
    at_most: int | None = None
    more_than: Count | None = None


class Action(_Model):
    do: Verb
    amount: Amount = 1
    target: Filter | None = None  # None: this card (for might/token), or "you" (essence...)
    choose: Choice = "all"
    up_to: int | None = Field(default=None, ge=1, le=100)  # at most this many targets (choose)
    optional: bool = False  # the owner may decline
    token: Token | None = None
    this_round: bool = False  # essence: now instead of next round
    pile: Pile | None = None
    to: Literal["other_battlefield", "here", "any"] = "other_battlefield"
    name: str | None = None  # named Python effect
    params: dict[str, Any] = Field(default_factory=dict, validate_default=True)
    #: "If you do, ...": runs only when the action before it acted on a card (a card
    #: destroyed, returned, discarded...), not when it was declined or found nothing
    if_you_do: bool = False

    @field_validator("params")
    @classmethod
    def _params_taken(cls, value: dict[str, Any], info: ValidationInfo) -> dict[str, Any]:
        """The params the named effect (or the verb) declares it reads, of their kinds."""
        verb, name = str(info.data.get("do")), info.data.get("name")
        model = effect_params(name or "") if verb == "effect" else VERB_PARAMS.get(verb, Params)
        if "do" not in info.data or model is None:
            return value  # the verb or the effect's name is wrong: reported apart
        problem = params_problem(model, value)
        if problem:
            raise ValueError(problem)
        return value

    @model_validator(mode="after")
    def _complete(self) -> Action:
        if self.do == "token" and self.token is None:
            raise ValueError("a token action names its token (stop, stun, shield, anchor, move)")
        if self.do == "effect" and (not self.name or not known_effect(self.name)):
            raise ValueError(f"unknown named effect {self.name!r}")
        if self.do in ("return_from_pile",) and self.pile is None:
            raise ValueError(f"{self.do} needs a pile")
        return self


class Ability(_Model):
    when: Trigger
    filter: Filter | None = None  # for ally_revealed, ally_destroyed, card_moved_here...
    condition: Condition | None = Field(default=None, alias="if")
    actions: tuple[Action, ...] = Field(alias="do")
    once: bool = False  # at most once per game (per player, for battlefields)
    first_player_only: bool = False  # battlefields: only the first player to do it, ever
    once_per_round: bool = False
    threshold: int | None = Field(default=None, ge=1, le=100)  # might_reached
    cost: int = Field(default=0, ge=0)  # essence paid this round to activate (command)
    rounds: tuple[int, ...] = ()  # only in these rounds (battlefields)
    text: str = ""  # for battlefield effects: the printed effect


class RuleChange(_Model):
    """Battlefield rule changes that are not triggered: zones, moving, deploy costs."""

    zones: int | None = Field(default=None, ge=1, le=6)
    rounds: tuple[int, ...] = ()  # when the change applies (empty: every round)
    no_move: bool = False  # cards cannot move to or from here
    max_cost: int | None = None  # cards costing more cannot be deployed here
    min_cost: int | None = None
    text: str = ""


class EmpyreanCard(_Model):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str
    kind: Literal["unit", "battlefield"] = "unit"
    deck: str | None = None
    cost: int = Field(default=0, ge=0, le=8)
    might: int = Field(default=0, ge=0, le=20)
    types: tuple[str, ...] = ()
    ability_type: Literal["instant", "conditional", "passive", "none"] = "none"
    text: str = ""
    abilities: tuple[Ability, ...] = ()
    rules: tuple[RuleChange, ...] = ()  # battlefields only
    move_token: bool = False  # a permanent Move token (may move once each command phase)
    reconstruction: bool = True

    @property
    def has_command(self) -> bool:
        """Whether any ability is activated in the command phase."""
        return any(a.when == "command" for a in self.abilities)

    @field_validator("types")
    @classmethod
    def _types_capitalised(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for t in value:
            if not t or not t[0].isupper():
                raise ValueError(f"card types are capitalised words, not {t!r}")
        return value

    @model_validator(mode="after")
    def _consistent(self) -> EmpyreanCard:
        if self.kind == "unit":
            if self.deck is None:
                raise ValueError("a unit card names its deck")
            if self.cost < 1:
                raise ValueError("a unit card costs 1 to 8 essence")
            if self.rules:
                raise ValueError("only battlefields change rules")
            if self.abilities and self.ability_type == "none":
                raise ValueError("a card with abilities has an ability_type")
        else:
            if len(self.abilities) + len(self.rules) != 2:
                raise ValueError("a battlefield has two effects (abilities plus rule changes)")
        return self
