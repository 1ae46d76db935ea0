"""The layouts and back styles a print run may ask for, and where its faces come from (plain
names and types, no drawing code)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Literal, get_args

if TYPE_CHECKING:
    from tabletop.render.face import CardFace

Layout = Literal["butted", "gutter", "single"]
Backs = Literal["none", "duplex-long", "duplex-short", "fold", "separate"]
LAYOUTS: tuple[str, ...] = get_args(Layout)
BACKS: tuple[str, ...] = get_args(Backs)
#: what to do with cards that have no picture in assets/art/GAME/CARD_ID.png
ArtMissing = Literal["placeholder", "blank", "fail"]
ART_MISSING: tuple[str, ...] = get_args(ArtMissing)
#: (game, decks, cards, every card) -> (the game's title, each face with its copies)
FaceSource = Callable[
    [str, list[str] | None, list[str] | None, bool], tuple[str, list[tuple["CardFace", int]]]
]
