"""A card carried by the mouse: from the pool onto the deck adds a copy, a deck line dropped
outside the deck takes one out; a press and release without moving is a click, which does
the same. Pure logic, no drawing."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import pygame

# Below this many pixels of travel a press and release is a click, not a drag (a hand shakes).
DRAG_START_PX = 6

Pos = tuple[int, int]


class Origin(Enum):
    POOL = "pool"
    DECK = "deck"


class DropAction(Enum):
    ADD = "add"
    REMOVE = "remove"


@dataclass
class CardDrag:
    card_id: str
    origin: Origin
    start: Pos
    at: Pos
    moved: bool = False

    def move_to(self, pos: Pos) -> None:
        self.at = pos
        if abs(pos[0] - self.start[0]) + abs(pos[1] - self.start[1]) > DRAG_START_PX:
            self.moved = True

    def action_at(self, pos: Pos, deck_panel: pygame.Rect) -> DropAction | None:
        """What letting go at `pos` does (None: nothing, the card goes back)."""
        over_deck = deck_panel.collidepoint(pos)
        if self.origin is Origin.POOL:
            return DropAction.ADD if not self.moved or over_deck else None
        return DropAction.REMOVE if not self.moved or not over_deck else None
