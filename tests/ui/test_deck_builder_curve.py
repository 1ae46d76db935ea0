"""Issue 18: the cost curve's bars stand for the deck's copies of each cost, as tall as
their counts, on the drawn screen too."""

from __future__ import annotations

from collections import Counter

import pygame

from tabletop.engine.registry import get_rules
from tabletop.ui import theme
from tabletop.ui.app import App

from .conftest import click, step
from .deck_builder_steps import open_builder, pool_spot


def test_the_bars_are_as_tall_as_the_counts_of_each_cost(app: App) -> None:
    scene = open_builder(app, "empyrean")
    deck = get_rules("empyrean").cardset.decks["knights"].cards
    scene.counts = Counter(deck)
    step(app)
    cards = get_rules("empyrean").cardset.cards
    by_cost: Counter[int] = Counter()
    for card_id, copies in deck.items():
        by_cost[cards[card_id].cost] += copies
    expected = {str(cost): by_cost.get(cost, 0) for cost in range(max(by_cost) + 1)}
    assert {bar.label: bar.count for bar in scene.bars} == expected
    assert [bar.label for bar in scene.bars] == sorted(expected, key=int)
    tallest = max(scene.bars, key=lambda bar: bar.rect.h)
    assert tallest.count == max(by_cost.values())
    for bar in scene.bars:
        assert bar.rect.bottom == tallest.rect.bottom
        assert abs(bar.rect.h - tallest.rect.h * bar.count / tallest.count) <= 1
    lefts = [bar.rect.x for bar in scene.bars]
    assert lefts == sorted(lefts) and all(b.rect.w >= 8 for b in scene.bars)
    screen = app.screen
    for bar in scene.bars:
        inside = screen.get_at((bar.rect.centerx, bar.rect.bottom - 2))[:3]
        assert (inside == theme.BUTTON_PRIMARY) == (bar.count > 0), bar.label
        above = screen.get_at((bar.rect.centerx, bar.rect.y - 20))[:3]
        assert above != theme.BUTTON_PRIMARY


def test_the_curve_follows_the_clicks(app: App) -> None:
    scene = open_builder(app, "eoc")
    click(app, pool_spot(scene, "sunfire-phoenix"))  # Fire 3 + Any 1: costs 4
    click(app, pool_spot(scene, "sunfire-phoenix"))
    step(app)
    assert [(b.label, b.count) for b in scene.bars] == [
        ("0", 0),
        ("1", 0),
        ("2", 0),
        ("3", 0),
        ("4", 2),
    ]
    assert scene.bars[-1].rect.h > 0 and all(b.rect.h == 0 for b in scene.bars[:-1])
    assert pygame.Rect(scene.layout.curve).contains(scene.bars[-1].rect)
