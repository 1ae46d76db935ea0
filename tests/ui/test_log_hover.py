"""The log panel lights the line under the mouse over its copied picture: the mouse crossing
the panel repaints nothing (issue 12, the frame), and the lit line looks as a full paint of the
panel with that line lit would."""

from __future__ import annotations

import pygame

from tabletop.report.build import event_items
from tabletop.report.items import Consequence, Heading, Prompt
from tabletop.ui import theme
from tabletop.ui.app import App

from .conftest import key, open_table, played, step


def _rgb(surface: pygame.Surface, pos: tuple[int, int]) -> tuple[int, int, int]:
    colour = surface.get_at(pos)
    return (colour.r, colour.g, colour.b)


def _move(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))


def test_the_line_under_the_mouse_is_lit_without_repainting_the_panel(app: App) -> None:
    scene = open_table(app, played("tally", 6, seed=2, seats=("human", "human")))
    key(app, pygame.K_l)
    log = scene.log
    start, end = log._visible()
    decided = [i for i, row in enumerate(log.rows[start:end]) if row[0] >= 1]
    assert decided, "the log shows no decision"
    row = decided[0]
    y = log.rect.y + 36 + row * 20 + 10  # the middle of that line (rows of 20 px under the head)
    x = log.rect.right - 12  # right of any text on it

    step(app, _move((log.rect.centerx, log.rect.y + 5)))  # over the head: nothing lit
    picture = log._picture
    assert _rgb(app.screen, (x, y)) == theme.PANEL
    unlit = app.screen.copy()

    step(app, _move((log.rect.centerx, y)))
    entry = log.rows[start + row][0]
    assert log.hover_entry == entry
    assert _rgb(app.screen, (x, y)) == theme.BUTTON_HOVER
    assert log._picture is picture  # lit over the copy, not painted again
    line = pygame.Rect(log.rect.x + 4, y - 10, log.rect.w - 8, 20)
    text = [
        (px, py)
        for px in range(line.x + 44, line.right)
        for py in range(line.y + 2, line.bottom - 2)
        if _rgb(app.screen, (px, py)) != theme.BUTTON_HOVER
    ]
    assert text, "the lit line's words are drawn over the light"
    # the lines of other entries are as they were
    for i, other in enumerate(log.rows[start:end]):
        if other[0] != entry:
            band = pygame.Rect(log.rect.x, log.rect.y + 36 + i * 20 + 1, log.rect.w, 18)
            assert pygame.image.tobytes(app.screen.subsurface(band), "RGB") == pygame.image.tobytes(
                unlit.subsurface(band), "RGB"
            ), f"line {i} changed"

    step(app, _move((log.rect.centerx, log.rect.y + 5)))
    assert _rgb(app.screen, (x, y)) == theme.PANEL


def test_the_top_line_of_the_log_begins_a_line_at_every_scroll(app: App) -> None:
    """A long line of the log wraps onto several rows; the panel's top row was sometimes the
    second half of one ("1's Deck to Player 1's Draft"). At every scroll the top row is the
    start of a line of the log (the start of an item the log tells, read independently)."""
    game = played("empyrean", 30, seed=3)
    scene = open_table(app, game)
    key(app, pygame.K_l)
    step(app)
    panel = scene.log
    items = [
        item.text
        for entry in game.log
        for item in event_items(entry.events, game.names(0, entry), game.config.players)
        if isinstance(item, (Heading, Prompt, Consequence))
    ]
    wrapped = sum(1 for row in panel.rows if not any(t.startswith(row[1]) for t in items))
    assert wrapped, "the game should have some line long enough to wrap"
    seen = 0
    while True:
        start, _ = panel._visible()
        top = panel.rows[start][1]
        assert any(text.startswith(top) for text in items), top
        seen += 1
        before = panel.scroll
        panel.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
        if panel.scroll == before:
            break
    assert seen > 3
