"""The deck's cost curve: how many of its cards cost 0, 1, 2, ..., as bars. `curve_bars` lays
the bars out (pure); `draw_curve` paints them with their counts and cost labels."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pygame

from tabletop.ui import theme
from tabletop.ui.deck_builder.facets import Facets
from tabletop.ui.theme import TextCache

NO_COST = "–"  # the label of the cards without a cost
LABEL_ROOM = 18  # under the bars: the cost
COUNT_ROOM = 16  # over each bar: its count
TITLE_ROOM = 20
MAX_BAR_WIDTH = 48


@dataclass(frozen=True)
class Bar:
    label: str  # the cost
    count: int
    rect: pygame.Rect


def cost_counts(facets_of: Facets, counts: Counter[str]) -> dict[str, int]:
    """Copies in the deck by cost, every cost from 0 to the highest shown (gaps count 0)."""
    by_cost: Counter[int] = Counter()
    no_cost = 0
    for card_id, copies in counts.items():
        cost = facets_of(card_id).cost
        if cost is None:
            no_cost += copies
        else:
            by_cost[cost] += copies
    top = max(by_cost, default=-1)
    out = {str(cost): by_cost.get(cost, 0) for cost in range(top + 1)}
    if no_cost:
        out[NO_COST] = no_cost
    return out


def curve_bars(area: pygame.Rect, by_cost: dict[str, int]) -> list[Bar]:
    """One bar per cost across `area`, the tallest filling the room between title and labels."""
    if not by_cost:
        return []
    room = pygame.Rect(area.x, area.y + TITLE_ROOM + COUNT_ROOM, area.w, 0)
    room.h = max(1, area.bottom - LABEL_ROOM - room.y)
    slot = room.w / len(by_cost)
    width = max(4, min(MAX_BAR_WIDTH, int(slot * 0.7)))
    tallest = max(by_cost.values()) or 1
    bars = []
    for index, (label, count) in enumerate(by_cost.items()):
        height = round(room.h * count / tallest)
        left = room.x + int(slot * index + (slot - width) / 2)
        bars.append(Bar(label, count, pygame.Rect(left, room.bottom - height, width, height)))
    return bars


def draw_curve(
    surface: pygame.Surface, area: pygame.Rect, bars: list[Bar], text: TextCache
) -> None:
    title = text.get("Cost curve", 15, theme.TEXT_DIM, bold=True)
    surface.blit(title, (area.x, area.y))
    if not bars:
        empty = text.get("no cards yet", 15, theme.TEXT_DIM)
        surface.blit(empty, (area.x, area.y + TITLE_ROOM + 4))
        return
    baseline = area.bottom - LABEL_ROOM
    pygame.draw.line(surface, theme.PANEL_LINE, (area.x, baseline), (area.right, baseline))
    for bar in bars:
        if bar.rect.h:
            pygame.draw.rect(surface, theme.BUTTON_PRIMARY, bar.rect, border_radius=3)
            count = text.get(str(bar.count), 14, theme.TEXT, bold=True)
            surface.blit(count, count.get_rect(midbottom=(bar.rect.centerx, bar.rect.y - 1)))
        label = text.get(bar.label, 14, theme.TEXT_DIM)
        surface.blit(label, label.get_rect(midtop=(bar.rect.centerx, baseline + 2)))
