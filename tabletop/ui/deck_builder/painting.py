"""Painting the deck builder from what the scene hands over (`BuilderView`); nothing here
changes the scene."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pygame

from tabletop.engine.catalog import CardCatalog
from tabletop.engine.plural import counted
from tabletop.ui import theme
from tabletop.ui.cards import CardArt
from tabletop.ui.deck_builder.card_drag import CardDrag, Origin
from tabletop.ui.deck_builder.cost_curve import Bar, draw_curve
from tabletop.ui.deck_builder.deck_list_file import decks_dir
from tabletop.ui.deck_builder.facets import Facets
from tabletop.ui.deck_builder.layout import DECK_HEADER, FILE_TITLE, STATUS_LINE, Layout
from tabletop.ui.deck_builder.shortcuts import KEY_LEGEND, KEY_LEGEND_CLOSE
from tabletop.ui.theme import TextCache
from tabletop.ui.widgets import Button, draw_panel

Rows = list[tuple[pygame.Rect, str]]
ROW_TEXT = 16
SMALL_TEXT = 14
COST_COLUMN = 22  # costs line up at the right of each row
COUNT_COLUMN = 34  # room for "20×" before a name, so names line up
CARD_SHAPE = 88 / 63  # height over width of a poker card


@dataclass(frozen=True)
class BuilderView:
    layout: Layout
    buttons: list[Button]
    cardset: CardCatalog
    facets: Facets  # the game's reading of its cards (GameRules.card_facets)
    counts: Counter[str]
    search: str
    name: str
    typing: str  # "search", "name" or "path"
    path_text: str
    path_for_import: bool
    pool_rects: Rows
    pool_size: int
    pool_scroll: int
    deck_rects: Rows
    deck_scroll: int
    file_rects: list[tuple[pygame.Rect, Path]]
    hovered: tuple[pygame.Rect, str] | None  # the row under the mouse: its card shown large
    art: CardArt
    bars: list[Bar]
    problems: list[str]
    note: str
    drag: CardDrag | None
    mouse: tuple[int, int]

    def name_of(self, card_id: str) -> str:
        card = self.cardset.cards.get(card_id)
        return card.name if card is not None else card_id


def paint_builder(surface: pygame.Surface, text: TextCache, view: BuilderView) -> None:
    surface.fill(theme.FELT_DARK)
    box = view.layout
    for button in view.buttons:
        button.draw(surface, text)
    _field(surface, text, box.search, "Search", view.search, view.typing == "search")
    _field(surface, text, box.name, "Deck name", view.name, view.typing == "name")
    _pool(surface, text, view)
    _deck(surface, text, view)
    if view.typing == "path":
        _file_picker(surface, text, view)
    else:
        draw_curve(surface, box.curve, view.bars, text)
    _status(surface, text, view)
    _keys(surface, text, view)
    _hovered_card(surface, view)
    _dragged_card(surface, text, view)


def _field(
    surface: pygame.Surface,
    text: TextCache,
    rect: pygame.Rect,
    title: str,
    value: str,
    typing: bool,
) -> None:
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=6)
    edge = theme.ACCENT if typing else theme.PANEL_LINE
    pygame.draw.rect(surface, edge, rect, 2 if typing else 1, border_radius=6)
    label = text.get(f"{title}:", 15, theme.TEXT_DIM, bold=True)
    surface.blit(label, label.get_rect(midleft=(rect.x + 10, rect.centery)))
    room = rect.w - label.get_width() - 28
    words = _tail(text, value + ("|" if typing else ""), 17, room)
    surface.blit(words, words.get_rect(midleft=(rect.x + label.get_width() + 18, rect.centery)))


def _tail(text: TextCache, words: str, size: int, width: int) -> pygame.Surface:
    """The end of `words` (where the typing is), cut at the front to fit `width`."""
    shown = words
    while shown and theme.ui_font(size).size(shown)[0] > width:
        shown = shown[1:]
    return text.get(shown if shown == words else "…" + shown[1:], size, theme.TEXT)


def _pool(surface: pygame.Surface, text: TextCache, view: BuilderView) -> None:
    pool = view.layout.pool
    draw_panel(surface, pool)
    if not view.pool_rects:
        empty = text.get("No card matches the search and filters.", ROW_TEXT, theme.TEXT_DIM)
        surface.blit(empty, (pool.x + 12, pool.y + 12))
    for rect, card_id in view.pool_rects:
        picked = view.drag is not None and view.drag.card_id == card_id
        if rect.collidepoint(view.mouse) or picked:
            pygame.draw.rect(surface, theme.BUTTON_HOVER, rect, border_radius=4)
        in_deck = view.counts.get(card_id, 0)
        mark = f"{in_deck}×" if in_deck else ""
        _card_row(surface, text, view, rect, card_id, mark)


def _card_row(
    surface: pygame.Surface,
    text: TextCache,
    view: BuilderView,
    rect: pygame.Rect,
    card_id: str,
    count: str,
) -> None:
    """One card on a line: a count (in gold), its name, and its cost and first type dim at
    the right."""
    facets = view.facets(card_id)
    printed = facets.types[1:] or facets.types  # "Knight" says more than "Unit"
    cost = text.get("" if facets.cost is None else str(facets.cost), SMALL_TEXT, theme.TEXT)
    surface.blit(cost, cost.get_rect(midright=(rect.right - 6, rect.centery)))
    kind = printed[0] if printed else ""
    meta = text.fit(kind, SMALL_TEXT, rect.w // 2 - COST_COLUMN, theme.TEXT_DIM)
    surface.blit(meta, meta.get_rect(midright=(rect.right - 6 - COST_COLUMN, rect.centery)))
    x = rect.x + 6
    if count:
        mark = text.get(count, ROW_TEXT, theme.ACCENT, bold=True)
        surface.blit(mark, mark.get_rect(midleft=(x, rect.centery)))
        x += max(mark.get_width() + 6, COUNT_COLUMN)
    room = rect.right - 20 - COST_COLUMN - meta.get_width() - x
    name = text.fit(view.name_of(card_id), ROW_TEXT, room, theme.TEXT)
    surface.blit(name, name.get_rect(midleft=(x, rect.centery)))


def _deck(surface: pygame.Surface, text: TextCache, view: BuilderView) -> None:
    deck = view.layout.deck
    dragging_in = view.drag is not None and view.drag.moved and view.drag.origin is Origin.POOL
    if dragging_in and deck.collidepoint(view.mouse):
        pygame.draw.rect(surface, theme.BUTTON, deck, border_radius=10)
    else:
        draw_panel(surface, deck)
    if dragging_in:
        pygame.draw.rect(surface, theme.TARGET, deck, 3, border_radius=10)
    total = sum(view.counts.values())
    title = text.get(counted(total, "card"), 17, theme.ACCENT, bold=True)
    surface.blit(title, title.get_rect(midleft=(deck.x + 12, deck.y + DECK_HEADER // 2 + 2)))
    lines = len(view.counts)
    if dragging_in:
        hint = "drop here to add"
    elif len(view.deck_rects) < lines:
        last = view.deck_scroll + len(view.deck_rects)
        hint = f"lines {view.deck_scroll + 1}-{last} of {lines} · the wheel scrolls"
    else:
        hint = "drag cards here · drag a line out to take it out"
    words = text.fit(hint, SMALL_TEXT, deck.w - title.get_width() - 40, theme.TEXT_DIM)
    surface.blit(words, words.get_rect(midright=(deck.right - 12, deck.y + DECK_HEADER // 2 + 2)))
    for rect, card_id in view.deck_rects:
        if rect.collidepoint(view.mouse):
            pygame.draw.rect(surface, theme.BUTTON_HOVER, rect, border_radius=4)
        _card_row(surface, text, view, rect, card_id, f"{view.counts[card_id]}×")


def _status(surface: pygame.Surface, text: TextCache, view: BuilderView) -> None:
    status = view.layout.status
    if view.typing == "path":
        field = pygame.Rect(status.x, status.y, status.w, 2 * STATUS_LINE + 4)
        verb = "Import from" if view.path_for_import else "Export to"
        _field(surface, text, field, verb, view.path_text, True)
        hint = (
            f"Enter: {verb.split()[0].lower()} · Esc: cancel"
            " · a text file, one '4 Card Name' a line"
        )
        words = text.fit(hint, SMALL_TEXT, status.w, theme.TEXT_DIM)
        surface.blit(words, (status.x, field.bottom + 4))
        return
    if view.problems:
        lines = [(p, theme.DANGER) for p in view.problems[:2]]
    else:
        lines = [("Legal deck", theme.PLAYABLE)]
    if view.note:
        refused = view.note.startswith("Not ")  # "Not saved: ...", "Not imported: ..."
        lines = [*lines[:2], (view.note, theme.DANGER if refused else theme.PLAYABLE)]
    y = status.y
    for line, colour in lines[:3]:
        label = text.fit(line, 15, status.w, colour)
        surface.blit(label, (status.x, y))
        y += STATUS_LINE


def _keys(surface: pygame.Surface, text: TextCache, view: BuilderView) -> None:
    keys = view.layout.keys
    first, last = view.pool_scroll + 1, view.pool_scroll + len(view.pool_rects)
    shown = f"cards {first}-{last} of {view.pool_size}" if view.pool_size else "no cards"
    where = text.get(shown, 13, theme.TEXT_DIM)
    surface.blit(where, where.get_rect(midright=(keys.right, keys.centery)))
    room = keys.w - where.get_width() - 24
    words = KEY_LEGEND if theme.ui_font(13).size(KEY_LEGEND)[0] <= room else KEY_LEGEND_CLOSE
    legend = text.fit(words, 13, room, theme.TEXT_DIM)
    surface.blit(legend, legend.get_rect(midleft=(keys.x, keys.centery)))


def _dragged_card(surface: pygame.Surface, text: TextCache, view: BuilderView) -> None:
    drag = view.drag
    if drag is None or not drag.moved:
        return
    over_deck = view.layout.deck.collidepoint(drag.at)
    if drag.origin is Origin.POOL:
        sign, colour = ("+", theme.TARGET) if over_deck else ("", theme.PANEL_LINE)
    else:
        sign, colour = ("", theme.PANEL_LINE) if over_deck else ("−", theme.DANGER)
    label = text.get(f"{sign} {view.name_of(drag.card_id)}".strip(), ROW_TEXT, theme.TEXT, True)
    chip = label.get_rect(topleft=(drag.at[0] + 14, drag.at[1] + 8)).inflate(16, 10)
    pygame.draw.rect(surface, theme.PANEL, chip, border_radius=6)
    pygame.draw.rect(surface, colour, chip, 2, border_radius=6)
    surface.blit(label, label.get_rect(center=chip.center))


def _file_picker(surface: pygame.Surface, text: TextCache, view: BuilderView) -> None:
    """The deck lists in the user's deck folder, in the curve's place while a path is typed."""
    area = view.layout.curve
    folder = text.fit(f"Deck lists in {decks_dir()}", 15, area.w, theme.TEXT_DIM, bold=True)
    surface.blit(folder, (area.x, area.y + (FILE_TITLE - folder.get_height()) // 2))
    if not view.file_rects:
        none = text.get("none yet: Export writes one there", 15, theme.TEXT_DIM)
        surface.blit(none, (area.x, area.y + FILE_TITLE + 4))
    for rect, path in view.file_rects:
        fill = theme.BUTTON_HOVER if rect.collidepoint(view.mouse) else theme.BUTTON
        pygame.draw.rect(surface, fill, rect, border_radius=4)
        label = text.fit(path.name, 15, rect.w - 16, theme.TEXT)
        surface.blit(label, label.get_rect(midleft=(rect.x + 8, rect.centery)))


def _hovered_card(surface: pygame.Surface, view: BuilderView) -> None:
    """The card under the mouse, large enough to read, beside its panel (over the other one)."""
    if view.hovered is None:
        return
    row, card_id = view.hovered
    height = min(460, surface.get_height() * 11 // 20)
    size = (round(height / CARD_SHAPE), height)
    in_pool = view.layout.pool.collidepoint(row.center)
    panel = view.layout.pool if in_pool else view.layout.deck
    x = panel.right + 16 if in_pool else panel.x - 16 - size[0]
    top = view.layout.deck.y  # under the top row: the fields and buttons stay in sight
    y = max(top, min(row.centery - height // 2, surface.get_height() - height - 8))
    picture = view.art.get(card_id, size)
    shadow = pygame.Rect(x + 6, y + 6, *size)
    pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=10)
    surface.blit(picture, (x, y))
