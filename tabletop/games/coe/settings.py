"""COE's table options: the choices a table makes before the game (New game, the
command line, saves), typed with their defaults and words."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class CoeOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    #: the book says 50 in one place and 60 in "Deck Building" (README: 60, option 50)
    deck_size: Literal[60, 50] = Field(
        default=60,
        description="cards in a deck: 60 (the book's Deck Building) or 50 (said elsewhere)",
    )
