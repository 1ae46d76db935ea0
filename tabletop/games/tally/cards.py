"""Tally's card model."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class TallyCard(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str
    kind: Literal["number", "trick"]
    value: int = Field(default=0, ge=0, le=9)
    effect: Literal["boost", "cancel"] | None = None
    text: str = ""
