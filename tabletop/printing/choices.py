"""The layouts and back styles a print run may ask for (plain names, no drawing code)."""

from __future__ import annotations

from typing import Literal, get_args

Layout = Literal["butted", "gutter", "single"]
Backs = Literal["none", "duplex-long", "duplex-short", "fold", "separate"]
LAYOUTS: tuple[str, ...] = get_args(Layout)
BACKS: tuple[str, ...] = get_args(Backs)
#: what to do with cards that have no picture in assets/art/GAME/CARD_ID.png
ArtMissing = Literal["placeholder", "blank", "fail"]
ART_MISSING: tuple[str, ...] = get_args(ArtMissing)
