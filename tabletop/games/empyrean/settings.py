"""Empyrean's table options: the choices a table makes before the game (New game, the
command line, saves), typed with their defaults and words."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class EmpyreanOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rounds: int | None = Field(
        default=None,
        ge=1,
        le=30,
        description="rounds in the game (empty: the book's 10, or 9 with 3 players)",
    )
    battlefields: list[str] | None = Field(
        default=None, description="battlefield ids to play on (default: drawn at random)"
    )
    returned_tokens: Literal["keep", "remove"] = Field(
        default="keep",
        description="keep: a Returned card loses its Might only and keeps its other tokens "
        "(Stun and Shield last the remainder of the game); remove: it loses every token",
    )
