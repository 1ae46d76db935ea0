"""Pictures painted once and copied every frame (the board, the bars and panels, the log),
and the copying (`show`).

Each is one column of pixels wider than the area it holds, and only that area is ever copied.
Its rows then start off the 16-byte boundaries of the screen's rows, and SDL copies them with
its plain row copy. With both sides aligned SDL takes another path that measured 5-9 times
slower here for a 440-pixel-wide panel at the screen's left edge (0.53-0.59 ms against 0.06 ms
a frame; `docs/benchmarks.md`, "What the speed work changed").
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

#: the extra column that keeps a picture's rows off the screen's alignment
SPARE_COLUMNS = 1


def picture_for(
    current: pygame.Surface | None, size: tuple[int, int], like: pygame.Surface
) -> pygame.Surface:
    """`current` when it already holds an area of `size`, else a new picture for one, in the
    pixel format of `like` (copies between the same formats are plain copies)."""
    wide = (size[0] + SPARE_COLUMNS, size[1])
    if current is not None and current.get_size() == wide:
        return current
    return pygame.Surface(wide, 0, like)


def show(
    surface: pygame.Surface,
    picture: pygame.Surface,
    area: pygame.Rect,
    repair: Sequence[pygame.Rect] | None,
    origin: tuple[int, int] = (0, 0),
) -> None:
    """Copy the picture's part for `area` of the surface (the picture's top left corner lies
    at `origin` on it): all of it, or only where `repair` says the surface no longer shows
    it (None: all)."""
    for part in [area] if repair is None else [r.clip(area) for r in repair]:
        surface.blit(picture, part.topleft, part.move(-origin[0], -origin[1]))
