"""`FaceCache`: each card is drawn once per size and side; a frame only blits."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

import pygame

from tabletop.render.card import Side, Size, render_back, render_face
from tabletop.render.face import CardFace
from tabletop.render.geometry import as_canvas


class FaceCache:
    """Least-recently-used cache of rendered surfaces keyed by (face, size, side).

    All backs of one game at one size are the same surface object. Surfaces are shared: blit
    them, do not draw on them.
    """

    def __init__(self, max_items: int = 512) -> None:
        if max_items < 1:
            raise ValueError("max_items must be at least 1")
        self._max = max_items
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._warnings: dict[Hashable, tuple[str, ...]] = {}

    def __len__(self) -> int:
        return len(self._items)

    def get(
        self, face: CardFace, size: Size, side: Side = "face", *, ink_saver: bool = False
    ) -> pygame.Surface:
        canvas = as_canvas(size)
        key: Hashable
        if side == "back":
            key = ("back", face.game, face.game_title, face.look, canvas, ink_saver)
        elif side == "face":
            key = ("face", face, canvas, ink_saver)
        else:
            raise ValueError(f"side must be 'face' or 'back', not {side!r}")
        surface = self._items.get(key)
        if surface is not None:
            self._items.move_to_end(key)
            return surface
        if side == "back":
            surface = render_back(face, canvas, ink_saver=ink_saver)
        else:
            rendered = render_face(face, canvas, ink_saver=ink_saver)
            surface = rendered.surface
            self._warnings[key] = rendered.warnings
        self._items[key] = surface
        while len(self._items) > self._max:
            old, _ = self._items.popitem(last=False)
            self._warnings.pop(old, None)
        return surface

    def warnings(self, face: CardFace, size: Size, *, ink_saver: bool = False) -> tuple[str, ...]:
        """Fit warnings of a face drawn through this cache (drawing it if needed)."""
        canvas = as_canvas(size)
        self.get(face, canvas, "face", ink_saver=ink_saver)
        return self._warnings.get(("face", face, canvas, ink_saver), ())

    def clear(self) -> None:
        self._items.clear()
        self._warnings.clear()
