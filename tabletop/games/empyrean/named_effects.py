"""Every named effect of Empyrean and the params it reads: what a card model checks when the
cardset loads (cards.py), kept apart from the effects themselves (effects/: they run on the
table, with abilities.py and runtime.py), so the card models never import the effects.

An effect is declared here (its name, its `Params`: their kinds and bounds; `Params` itself:
it takes none) and registered in its deck's module under effects/ (`@effect("name")`); the
effects package refuses a name not declared here, and a test checks that every declared name
is registered.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from tabletop.games.empyrean.params import CostParam, CountParam, MightParam, Params

# --- knights --------------------------------------------------------------------------


class RoundTableParams(Params):
    amount: MightParam = 2


class PairedParams(Params):
    amount: MightParam = 1
    flag: str = Field(default="knights.paired", min_length=1, max_length=100)


class SearchParams(Params):
    card: str = Field(min_length=1, max_length=100)  # a card id
    else_might: MightParam = 0


# --- legends --------------------------------------------------------------------------


class MoverParams(Params):
    amount: MightParam = 1


class MoveHereParams(Params):
    count: CountParam = 1
    side: Literal["ally", "opponent"] = "ally"
    order: Literal["choose", "lowest_might"] = "choose"


class SandalsParams(Params):
    count: CountParam = 3


# --- samurai --------------------------------------------------------------------------


class DiscardParams(Params):
    amount: CountParam = 1
    optional: bool = False


class PerDiscardParams(Params):
    per: MightParam | Literal["cost"] = 1


class ShogunParams(Params):
    amount: MightParam = 1
    from_discard: MightParam = 1


# --- spectres -------------------------------------------------------------------------


class DevourParams(Params):
    might: MightParam = 2
    where: Literal["here", "anywhere"] = "here"


class CrushParams(Params):
    might: MightParam = 1


class ReclaimParams(Params):
    amount: CountParam | None = None  # none: any number
    types: list[str] = Field(default_factory=list)
    pay: bool = False


# --- vampires -------------------------------------------------------------------------


class BiteParams(Params):
    might: MightParam = 1
    prey: dict[str, MightParam] = Field(default_factory=dict)  # card id: extra Might
    spread: MightParam = 0


class TurningParams(Params):
    max_cost: CostParam = 5


# --- vikings --------------------------------------------------------------------------


class RaidParams(Params):
    carry: CountParam = 1


#: named effect -> the params it reads
NAMED: dict[str, type[Params]] = {
    "cavalry.parthian_shot": Params,
    "defenders.fetch_walls": Params,
    "knights.round_table": RoundTableParams,
    "knights.paired_might": PairedParams,
    "knights.merlin": Params,
    "knights.search_deck": SearchParams,
    "legends.might_to_mover": MoverParams,
    "legends.move_here": MoveHereParams,
    "legends.move_away": Params,
    "legends.winged_sandals": SandalsParams,
    "samurai.discard": DiscardParams,
    "samurai.might_per_discard": PerDiscardParams,
    "samurai.might_to_revealed": Params,
    "samurai.shogun": ShogunParams,
    "spectres.devour": DevourParams,
    "spectres.powerful": Params,
    "spectres.shift": Params,
    "spectres.crush": CrushParams,
    "spectres.reclaim": ReclaimParams,
    "vampires.bite": BiteParams,
    "vampires.turning": TurningParams,
    "vikings.raid": RaidParams,
    "vikings.claim_raids": Params,
    "vikings.shield_maiden": Params,
}


def effect_params(name: str) -> type[Params] | None:
    """The params a named effect reads; None for an unknown name (reported apart)."""
    return NAMED.get(name)


def known_effect(name: str) -> bool:
    return name in NAMED
