"""The deck builder's keys. Letters type into the search or the deck's name, so every action
is on Ctrl; KEY_LEGEND is the line the screen shows."""

from __future__ import annotations

from enum import Enum

import pygame


class Shortcut(Enum):
    SAVE = "save"
    IMPORT = "import"
    EXPORT = "export"
    GAME = "game"
    CLEAR_FILTERS = "clear"
    # the filters, by the name of PoolFilter's field
    BOOK = "book"
    COST = "cost"
    TYPE = "type"
    KEYWORD = "keyword"


CTRL_KEYS = {
    pygame.K_s: Shortcut.SAVE,
    pygame.K_i: Shortcut.IMPORT,
    pygame.K_e: Shortcut.EXPORT,
    pygame.K_g: Shortcut.GAME,
    pygame.K_0: Shortcut.CLEAR_FILTERS,
    pygame.K_1: Shortcut.BOOK,
    pygame.K_2: Shortcut.COST,
    pygame.K_3: Shortcut.TYPE,
    pygame.K_4: Shortcut.KEYWORD,
}

KEY_LEGEND = (
    "Drag or click: add / take out   ·   Ctrl+1-4 step a filter (Shift: back), Ctrl+0 clear"
    "   ·   Ctrl+G game   ·   Tab: search / name   ·   Wheel, PgUp/PgDn: scroll"
)
#: the same, closer set, for a window too narrow for KEY_LEGEND (the smallest, 1024 wide)
KEY_LEGEND_CLOSE = " · ".join(part.strip() for part in KEY_LEGEND.split("·"))


def shortcut_for(event: pygame.event.Event) -> Shortcut | None:
    if event.type != pygame.KEYDOWN or not event.mod & pygame.KMOD_CTRL:
        return None
    return CTRL_KEYS.get(event.key)
