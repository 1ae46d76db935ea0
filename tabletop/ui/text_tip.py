"""The tip that shows a shortened text whole: the mouse over a text cut with "…" (a seat's
values in the panel, a name tag, a tally in a small zone) shows its whole words beside it, in
the tip's own layer over the table."""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.text_boxes import TextBox, TextBoxes

TIP = "tip"  # the layer of the tip: over everything of the table, under dialogs
TIP_PX = 15
TIP_WIDTH = 420


def draw_tip(
    surface: pygame.Surface, box: TextBox, pos: tuple[int, int], boxes: TextBoxes
) -> pygame.Rect:
    """The whole words of `box` in a framed tip under the mouse at `pos` (over it when the
    window has no room below), wrapped, inside the window; returns the place it covers."""
    text = boxes.text
    width = min(TIP_WIDTH, surface.get_width() - 24)
    lines = theme.wrap(box.whole, TIP_PX, width)
    labels = [text.get(line, TIP_PX, theme.TEXT) for line in lines]
    inner = pygame.Rect(0, 0, max(label.get_width() for label in labels), 0)
    inner.h = sum(label.get_height() for label in labels)
    tip = inner.inflate(20, 12)
    tip.topleft = (pos[0] + 12, pos[1] + 20)
    if tip.bottom > surface.get_height() - 4:
        tip.bottom = pos[1] - 8
    tip.clamp_ip(surface.get_rect().inflate(-8, -8))
    pygame.draw.rect(surface, (36, 44, 56), tip, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, tip, 1, border_radius=8)
    y = tip.y + 6
    for label in labels:
        boxes.place(surface, label, (tip.x + 10, y), tip, TIP, "tip")
        y += label.get_height()
    return tip
