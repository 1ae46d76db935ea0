"""EoC's table options: where a table could read the book another way (RULES.md, "Readings")."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class EocOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    damage: Literal["per_attack", "accumulate"] = Field(
        default="per_attack",
        description="per_attack: each attack compared on its own (README); accumulate: damage "
        "marked this turn adds up until Clean-up heals it",
    )
    essence_moves: Literal["free", "once"] = Field(
        default="free",
        description="free: attached Essence moves between cards freely (the book), never back "
        "onto a card it left this turn; once: each Essence moves at most once a turn",
    )
    mulligans: int = Field(default=2, ge=0, le=5, description="hands that may be redrawn")
    vanquisher_groups: bool = Field(
        default=True,
        description="a group may attack the Vanquisher (the book names groups only against a "
        "creature); off: the Vanquisher is attacked one creature at a time",
    )
    deck_out: Literal["turn_draw", "any_draw"] = Field(
        default="turn_draw",
        description="turn_draw: only the turn's draw from an empty deck loses (the book's "
        "Draw a Card); any_draw: a card's draw from an empty deck loses too",
    )
    first_turn_draw: bool = Field(
        default=False, description="the first player draws on the game's first turn"
    )
    auto_pass: bool = Field(
        default=False,
        description="a person with nothing left to do in a phase passes at once; off: they are "
        "asked (the lone move: end the phase). The table sets it from Settings, not New game",
        json_schema_extra={"table": "settings"},
    )


def damage_mode(options: dict[str, Any]) -> str:
    return str(options.get("damage", "per_attack"))
