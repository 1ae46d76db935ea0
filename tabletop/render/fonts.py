"""Loading the shipped fonts (pygame.font, no display needed), cached per file and size."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from tabletop.render.assets import font_path


@dataclass(frozen=True)
class FontFamily:
    """The four faces a card uses: title, body, bold body (keywords), italic body (flavour)."""

    title: str
    body: str
    body_bold: str
    italic: str


SANS = FontFamily(
    title="DejaVuSans-Bold.ttf",
    body="DejaVuSansCondensed.ttf",
    body_bold="DejaVuSansCondensed-Bold.ttf",
    italic="DejaVuSansCondensed-Oblique.ttf",
)
SERIF = FontFamily(
    title="DejaVuSerif-Bold.ttf",
    body="DejaVuSerifCondensed.ttf",
    body_bold="DejaVuSerifCondensed-Bold.ttf",
    italic="DejaVuSerifCondensed-Italic.ttf",
)
LABEL_FONT = "DejaVuSansCondensed-Bold.ttf"
HEAVY_FONT = "DejaVuSans-Bold.ttf"


def _ensure_init() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


@lru_cache(maxsize=512)
def font(filename: str, size_px: int) -> pygame.font.Font:
    """The shipped font ``filename`` at ``size_px`` pixels (em size)."""
    _ensure_init()
    return pygame.font.Font(str(font_path(filename)), max(1, size_px))
