"""UCG's table options: the choices a table makes before the game (New game, the
command line, saves), typed with their defaults and words."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class UcgOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    #: README house rule: the first player skips the draw of turn 1 (True: draws anyway)
    first_player_draws: bool = False
    #: book, "Characters with Assist": Assist blockers join a first blocker without Assist;
    #: True lets them join any first blocker
    assist_after_any_blocker: bool = False
