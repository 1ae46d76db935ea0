"""Clash's table options: the book's setup choices and the readings a table might play
another way (RULES.md, "Readings")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from tabletop.games.clash.cards import FACTIONS


class ClashOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    factions: tuple[str, ...] | None = Field(
        default=None,
        description="the 3 factions in the Factions deck (england, france, castile, empire, "
        "teutonic, saracens); none: 3 drawn at random (book, Setup)",
    )
    events: int = Field(
        default=6, ge=0, le=10, description="medieval events shuffled into the Standard deck"
    )
    first: Literal["random", "1", "2"] = Field(
        default="random", description="the first player: drawn at random, or seat 1 or 2"
    )
    tie: Literal["draw", "second"] = Field(
        default="draw",
        description="equal damage at the end: a draw (the book: nobody has the least), or "
        "second (the player who did not start wins: they had no extra turn)",
    )
    camp_defenders: Literal["stay", "discarded"] = Field(
        default="stay",
        description="camp units used in a defense: stay garrisoned in the camp whatever the "
        'outcome (book, "Attack, Defense, and Damage"), or discarded after the attack '
        "(house rule: they fought)",
    )

    @field_validator("factions")
    @classmethod
    def _three_known(cls, value: tuple[str, ...] | None) -> tuple[str, ...] | None:
        if value is None:
            return value
        unknown = [f for f in value if f not in FACTIONS]
        if unknown:
            raise ValueError(f"unknown faction {unknown[0]!r} (factions: {', '.join(FACTIONS)})")
        if len(set(value)) != 3 or len(value) != 3:
            raise ValueError("choose 3 different factions")
        return value


#: the last table's options and their reading: a game reads them at every attack
_kept: tuple[dict[str, Any], ClashOptions] | None = None


def table_options(options: Mapping[str, Any]) -> ClashOptions:
    """The table's options read as `ClashOptions` (validated once for the same options)."""
    global _kept
    kept = _kept
    if kept is not None and kept[0] == options:
        return kept[1]
    read = ClashOptions.model_validate(options)
    _kept = (dict(options), read)
    return read
