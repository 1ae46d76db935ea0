"""Issue 18: the deck builder at 1280×720, 1600×900 and 1920×1080 (parts inside the window,
none over another, rows inside their panels), the hovered card shown large, the deck and the
pool scrolled by the wheel, a deck list picked from the user's deck folder."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import combinations

import pygame
import pytest

from tabletop.engine.registry import get_rules
from tabletop.games.base import CardGame
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.deck_builder.deck_list_file import decks_dir
from tabletop.ui.deck_builder.layout import deck_list_box
from tabletop.ui.deck_builder.shortcuts import KEY_LEGEND, KEY_LEGEND_CLOSE
from tabletop.ui.live_cards import install_cardset

from .conftest import click, step
from .deck_builder_steps import ctrl, open_builder

SIZES = [(1024, 640), (1280, 720), (1600, 900), (1920, 1080)]


def _resize(app: App, size: tuple[int, int]) -> None:
    step(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))


@pytest.mark.parametrize("size", SIZES)
def test_the_parts_fit_the_window_and_leave_each_other_room(
    app: App, size: tuple[int, int]
) -> None:
    scene = open_builder(app, "clash")
    scene.counts = Counter(get_rules("clash").cardset.decks["medieval"].cards)
    _resize(app, size)
    step(app)
    assert app.size == size
    box = scene.layout
    parts = {
        "game": box.game,
        "search": box.search,
        **{f"filter{n}": r for n, r in enumerate(box.filters)},
        "pool": box.pool,
        "keys": box.keys,
        "name": box.name,
        "import": box.import_button,
        "export": box.export_button,
        "deck": box.deck,
        "curve": box.curve,
        "status": box.status,
        "save": box.save_button,
        "back": box.back_button,
    }
    window = pygame.Rect((0, 0), size)
    for name, rect in parts.items():
        assert window.contains(rect), name
    for (a, ra), (b, rb) in combinations(parts.items(), 2):
        assert not ra.colliderect(rb), (a, b)
    assert all(box.pool.contains(r) for r, _ in scene.pool_rects)
    assert all(deck_list_box(box.deck).contains(r) for r, _ in scene.deck_rects)
    assert all(box.curve.contains(bar.rect) for bar in scene.bars)
    pool, deck = (40, 24) if size[0] >= 1280 else (16, 8)  # the smallest window: one column
    assert len(scene.pool_rects) >= pool and len(scene.deck_rects) >= deck
    shown = [c for _, c in scene.pool_rects]
    assert len(shown) == len(set(shown))
    legend = theme.ui_font(13).size(KEY_LEGEND if size[0] >= 1280 else KEY_LEGEND_CLOSE)[0]
    assert legend <= box.keys.w - 150  # the keys are read whole, beside "cards 1-42 of 68"


def test_a_hovered_card_is_shown_large_and_goes_when_the_mouse_leaves(app: App) -> None:
    scene = open_builder(app, "empyrean")
    rect, card_id = scene.pool_rects[3]
    step(app, pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0,) * 3))
    step(app)
    assert scene.hovered == (rect, card_id)
    beside = (scene.layout.pool.right + 60, rect.centery)
    assert app.screen.get_at(beside)[:3] != theme.PANEL  # the card lies over the deck panel
    off = (scene.layout.pool.right + 4, scene.layout.keys.y - 2)
    step(app, pygame.event.Event(pygame.MOUSEMOTION, pos=off, rel=(1, 1), buttons=(0,) * 3))
    step(app)
    assert scene.hovered is None
    assert app.screen.get_at(beside)[:3] == theme.PANEL


def test_the_wheel_scrolls_the_panel_under_the_mouse(app: App) -> None:
    scene = open_builder(app, "clash")
    scene.counts = Counter(get_rules("clash").cardset.decks["medieval"].cards)
    step(app)
    lines = len(scene.counts)
    assert len(scene.deck_rects) < lines  # more lines than the panel shows at 1280×720
    over_deck = scene.layout.deck.center
    step(app, pygame.event.Event(pygame.MOUSEMOTION, pos=over_deck, rel=(1, 1), buttons=(0,) * 3))
    for _ in range(20):
        step(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    shown = [c for _, c in scene.deck_rects]
    assert shown[-1] == scene.deck_lines()[-1] and scene.deck_scroll > 0
    assert scene.pool_scroll == 0


def test_a_deck_list_is_picked_from_the_deck_folder(app: App) -> None:
    folder = decks_dir()
    folder.mkdir(parents=True)
    (folder / "fives.txt").write_text("2 Five\n1 Boost\n", encoding="utf-8")
    scene = open_builder(app, "tally")
    ctrl(app, pygame.K_i)
    step(app)
    rect, path = scene.file_rects[0]
    assert path.name == "fives.txt"
    click(app, rect.center)
    assert scene.counts == Counter({"five": 2, "boost": 1}) and scene.typing == "search"


def test_a_card_that_leaves_the_cardset_leaves_the_deck(app: App) -> None:
    rules = get_rules("tally")
    assert isinstance(rules, CardGame)
    original = rules.cardset
    scene = open_builder(app, "tally")
    scene.counts = Counter({"six": 2, "one": 1})
    try:
        cards = {c: card for c, card in original.cards.items() if c != "six"}
        install_cardset(rules, replace(original, cards=cards))  # as live reload does
        step(app)
        assert scene.counts == Counter({"one": 1})
        assert "six" not in scene.pool() and [c for _, c in scene.deck_rects] == ["one"]
    finally:
        install_cardset(rules, original)
