"""Colours, fonts and cached text: the look of the table's own chrome (not the card faces)."""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

from tabletop.render.fonts import HEAVY_FONT, LABEL_FONT, font

Colour = tuple[int, int, int]

FELT: Colour = (28, 74, 58)
FELT_DARK: Colour = (20, 54, 42)
ZONE_FILL: Colour = (34, 88, 69)
ZONE_LINE: Colour = (86, 142, 118)
ZONE_LABEL: Colour = (190, 222, 206)
PANEL: Colour = (24, 28, 34)
PANEL_LINE: Colour = (70, 78, 90)
TEXT: Colour = (236, 238, 240)
TEXT_DIM: Colour = (150, 158, 168)
ACCENT: Colour = (240, 196, 72)
TARGET: Colour = (255, 214, 80)
PLAYABLE: Colour = (120, 220, 255)
PICKED: Colour = (255, 255, 255)
NEWS: Colour = (255, 140, 60)
FOCUS: Colour = (250, 250, 255)
DANGER: Colour = (232, 92, 80)
BUTTON: Colour = (52, 60, 72)
BUTTON_HOVER: Colour = (70, 82, 98)
BUTTON_PRIMARY: Colour = (46, 120, 196)
BUTTON_PRIMARY_HOVER: Colour = (62, 142, 222)
BUTTON_DISABLED: Colour = (40, 44, 50)
BADGE: Colour = (250, 250, 250)
BADGE_TEXT: Colour = (20, 24, 28)
SHADE = (0, 0, 0, 150)

BODY_FONT = "DejaVuSansCondensed.ttf"


def ui_font(size: int, bold: bool = False) -> pygame.font.Font:
    return font(LABEL_FONT if bold else BODY_FONT, size)


def title_font(size: int) -> pygame.font.Font:
    return font(HEAVY_FONT, size)


class TextCache:
    """Rendered text surfaces keyed by (text, size, bold, colour): a frame only blits them."""

    def __init__(self, max_items: int = 2048) -> None:
        self._items: OrderedDict[tuple[str, int, bool, Colour], pygame.Surface] = OrderedDict()
        self._max = max_items
        #: what each surface in the cache says, by its id: (type size, words, the words
        #: whole when `fit` cut them, else "")
        self._about: dict[int, tuple[int, str, str]] = {}

    def get(
        self, text: str, size: int, colour: Colour = TEXT, bold: bool = False
    ) -> pygame.Surface:
        key = (text, size, bold, colour)
        surface = self._items.get(key)
        if surface is None:
            surface = ui_font(size, bold).render(text, True, colour)
            self._items[key] = surface
            self._about[id(surface)] = (size, text, "")
            if len(self._items) > self._max:
                _, gone = self._items.popitem(last=False)
                self._about.pop(id(gone), None)
        else:
            self._items.move_to_end(key)
        return surface

    def about(self, label: pygame.Surface) -> tuple[int | None, str, str]:
        """The type size, the words and (when `fit` cut them) the whole words of a label this
        cache made ((None, "", "") for another)."""
        size, words, whole = self._about.get(id(label), (0, "", ""))
        return (size or None), words, whole

    def shorter(
        self, words: str, whole: str, size: int, colour: Colour = TEXT, bold: bool = False
    ) -> pygame.Surface:
        """`words`, a shorter form of `whole` (shown whole on hover when they differ)."""
        label = self.get(words, size, colour, bold)
        if words != whole:
            self._about[id(label)] = (size, words, whole)
        return label

    def fit(
        self, text: str, size: int, width: int, colour: Colour = TEXT, bold: bool = False
    ) -> pygame.Surface:
        """The text cut with an ellipsis so that it is at most `width` pixels wide."""
        surface = self.get(text, size, colour, bold)
        if surface.get_width() <= width or not text:
            return surface
        lo, hi = 0, len(text)
        fnt = ui_font(size, bold)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if fnt.size(text[:mid] + "…")[0] <= width:
                lo = mid
            else:
                hi = mid - 1
        short = text[:lo].rstrip() + "…"
        cut = self.get(short, size, colour, bold)
        self._about[id(cut)] = (size, short, text)  # the whole words, shown on hover
        return cut


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap of `text` into lines at most `width` pixels wide."""
    fnt = ui_font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and fnt.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


@lru_cache(maxsize=4)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    return veil


def shade(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (under a dialog)."""
    surface.blit(_veil(surface.get_size(), alpha), (0, 0))
