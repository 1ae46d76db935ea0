"""The banner of the beat on show (a computer move, a reveal, a result, a new phase): it takes
the prompt's place in the bar at the top of the window for the beat, framed in the news colour,
so it never covers the table. A title, then its lines (joined, wrapped), in the largest type
that fits the bar whole."""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.pacing import Beat
from tabletop.ui.text_boxes import TextBoxes

SIZES = ((17, 15), (15, 14), (14, 13), (13, 12))  # (title, lines) pixel sizes, tried in order
HINT = "N: next"


def banner_rows(beat: Beat, width: int, height: int) -> tuple[int, int, list[str]]:
    """The title's and lines' type size and the rows (the title first) that fit `width` x
    `height`; the smallest sizes when none does (the rows still wrap, never cut)."""
    body = " · ".join(beat.lines)
    for title_px, line_px in SIZES:
        rows = theme.wrap(beat.title, title_px, width, bold=True)
        lines = theme.wrap(body, line_px, width) if body else []
        needed = len(rows) * (title_px + 3) + len(lines) * (line_px + 3)
        if needed <= height:
            return title_px, line_px, rows + lines
    return title_px, line_px, rows + lines


def draw_banner(
    surface: pygame.Surface, beat: Beat, rect: pygame.Rect, boxes: TextBoxes, panel: pygame.Rect
) -> None:
    """The banner in `rect`; its words go through `boxes`, inside `panel` (the bar)."""
    text = boxes.text
    pygame.draw.rect(surface, (30, 36, 46), rect, border_radius=8)
    pygame.draw.rect(surface, theme.NEWS, rect, 2, border_radius=8)
    hint = text.get(HINT, 12, theme.TEXT_DIM)
    inner = rect.inflate(-20, -6)
    inner.w -= hint.get_width() + 8
    title_px, line_px, rows = banner_rows(beat, inner.w, inner.h)
    titles = len(theme.wrap(beat.title, title_px, inner.w, bold=True))
    heights = [title_px + 3 if n < titles else line_px + 3 for n in range(len(rows))]
    y = rect.centery - sum(heights) // 2
    for n, row in enumerate(rows):
        if n < titles:
            label = text.get(row, title_px, theme.NEWS, bold=True)
        else:
            label = text.get(row, line_px, theme.TEXT)
        boxes.place(surface, label, (inner.x, y), panel, owner="banner")
        y += heights[n]
    where = hint.get_rect(midright=(rect.right - 10, rect.centery))
    boxes.place(surface, hint, where, panel, owner="banner")
