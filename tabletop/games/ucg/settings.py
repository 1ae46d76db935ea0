"""UCG's table options: the choices a table makes before the game (New game, the
command line, saves), typed with their defaults and words."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class UcgOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    #: README house rule: the first player skips the draw of turn 1 (True: draws anyway)
    first_player_draws: bool = Field(
        default=False, description="the first player draws on turn 1 (house rule: no draw)"
    )
    #: book, "Characters with Assist": Assist blockers join a first blocker without Assist;
    #: True lets them join any first blocker
    assist_after_any_blocker: bool = Field(
        default=False,
        description="Assist blockers may join any first blocker (the book: one without Assist)",
    )
