"""The banner of the beat on show (a computer move, a reveal, a result, a new phase): a dark
card at the top of the table with a title and a few lines, and how to skip it."""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.pacing import Beat
from tabletop.ui.theme import TextCache

TITLE, LINE, HINT = 20, 16, 13


def banner_rect(beat: Beat, area: pygame.Rect, text: TextCache) -> pygame.Rect:
    """Where the banner goes: centred near the top of the table area, as wide as its words
    (never wider than the area; long lines wrap)."""
    width = min(area.w - 40, 720)
    rows = _rows(beat, width - 32)
    height = 16 + 28 + sum(LINE + 6 for _ in rows) + HINT + 10
    rect = pygame.Rect(0, 0, width, height)
    rect.midtop = (area.centerx, area.y + 8)
    return rect


def _rows(beat: Beat, width: int) -> list[str]:
    return [part for line in beat.lines for part in theme.wrap(line, LINE, width)]


def draw_banner(surface: pygame.Surface, beat: Beat, area: pygame.Rect, text: TextCache) -> None:
    rect = banner_rect(beat, area, text)
    shadow = rect.move(4, 6)
    pygame.draw.rect(surface, (8, 10, 12), shadow, border_radius=12)
    pygame.draw.rect(surface, (30, 36, 46), rect, border_radius=12)
    pygame.draw.rect(surface, theme.NEWS, rect, 2, border_radius=12)
    inner = rect.w - 32
    title = theme.wrap(beat.title, TITLE, inner, bold=True)
    head = text.fit(" ".join(title[:2]), TITLE, inner, theme.TEXT, bold=True)
    surface.blit(head, (rect.x + 16, rect.y + 12))
    y = rect.y + 44
    for row in _rows(beat, inner):
        surface.blit(text.get(row, LINE, theme.TEXT), (rect.x + 16, y))
        y += LINE + 6
    hint = text.get("N or a click: next", HINT, theme.TEXT_DIM)
    surface.blit(hint, hint.get_rect(bottomright=(rect.right - 14, rect.bottom - 6)))
