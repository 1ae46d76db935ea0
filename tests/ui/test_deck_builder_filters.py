"""Issue 18: the pool's filters (book deck, cost, type, keyword, beside the search) narrow the
pool to exactly the cards whose own fields say so; Ctrl+0 clears them."""

from __future__ import annotations

import pygame

from tabletop.engine.registry import get_rules
from tabletop.ui.app import App

from .conftest import click, step
from .deck_builder_steps import ctrl, open_builder, set_filter, shown_pool, type_text


def test_the_cost_filter_keeps_the_cards_of_that_cost(app: App) -> None:
    scene = open_builder(app, "empyrean")
    cards = get_rules("empyrean").cardset.cards
    set_filter(app, scene, "cost", "3")
    step(app)
    expected = [cid for cid, card in cards.items() if card.cost == 3]
    assert 0 < len(expected) < len(cards)
    assert scene.pool() == expected
    assert shown_pool(scene) == expected  # all on screen: fewer than a page


def test_type_and_cost_together(app: App) -> None:
    scene = open_builder(app, "empyrean")
    cards = get_rules("empyrean").cardset.cards
    set_filter(app, scene, "type", "Knight")
    set_filter(app, scene, "cost", "5")
    step(app)
    expected = [cid for cid, c in cards.items() if "Knight" in c.types and c.cost == 5]
    assert expected and shown_pool(scene) == expected


def test_a_click_on_a_filter_steps_it_and_a_right_click_steps_back(app: App) -> None:
    scene = open_builder(app, "coe")
    cards = get_rules("coe").cardset.cards
    keyword = scene.filter_buttons[3]
    while scene.filter.keyword != "Swift":
        click(app, keyword.rect.center)
    expected = [cid for cid, c in cards.items() if "Swift" in c.keywords]
    assert expected and shown_pool(scene) == expected
    before = keyword.index
    click(app, keyword.rect.center, button=3)
    assert keyword.index == before - 1


def test_ucg_costs_filter_on_terra(app: App) -> None:
    scene = open_builder(app, "ucg")
    cards = get_rules("ucg").cardset.cards
    set_filter(app, scene, "cost", "3")
    step(app)
    assert shown_pool(scene) == [cid for cid, c in cards.items() if c.terra == 3]


def test_book_deck_and_search_narrow_together_and_ctrl_0_clears(app: App) -> None:
    scene = open_builder(app, "empyrean")
    cardset = get_rules("empyrean").cardset
    set_filter(app, scene, "book", "knights")
    type_text(app, "sir")
    step(app)
    expected = [
        cid
        for cid, card in cardset.cards.items()
        if cid in cardset.decks["knights"].cards and "sir" in f"{card.name} {card.text}".casefold()
    ]
    assert expected and scene.pool() == expected
    ctrl(app, pygame.K_0)
    step(app)
    assert scene.filter.book == "any" and len(scene.pool()) == len(
        [c for c in cardset.cards.values() if "sir" in f"{c.name} {c.text}".casefold()]
    )


def test_a_game_without_keywords_offers_no_keyword_filter(app: App) -> None:
    scene = open_builder(app, "clash")
    assert not scene.filter_buttons[3].enabled
    ctrl(app, pygame.K_g)  # the next game has its own filter values
    step(app)
    assert scene.game_id != "clash" and scene.filter.cost == "any"
    costs = {str(c.cost) for c in get_rules(scene.game_id).cardset.cards.values()}
    if all(isinstance(c.cost, int) for c in get_rules(scene.game_id).cardset.cards.values()):
        assert set(scene.filter_buttons[1].options) == {"any", *costs}
