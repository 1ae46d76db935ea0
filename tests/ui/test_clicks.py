"""Issue 19, point 3: a click picks or inspects; a move needs a drag, a double click, a click
on a place the picked card lights up, or a confirming button (Enter)."""

from __future__ import annotations

import pygame

from tabletop.ui.app import App

from .conftest import click, double_click, key, open_table
from .scenes import EOC_PREPARE, card, scenario


def test_a_click_on_a_creature_plays_nothing(app: App) -> None:
    game = scenario(EOC_PREPARE)
    scene = open_table(app, game)
    imp = card(game, "Ember Imp")
    before = len(game.log)
    click(app, scene.board.placed[imp].rect.center)
    click(app, scene.board.geometry.zone_rects["p0.c2"].center)  # an empty zone
    assert len(game.log) == before
    assert not scene.look().targets


def test_a_picked_essence_lights_its_places_and_a_click_there_attaches(app: App) -> None:
    game = scenario(EOC_PREPARE)
    scene = open_table(app, game)
    imp, prism = card(game, "Ember Imp"), card(game, "Prism Essence")
    click(app, scene.board.placed[prism].rect.center)
    assert f"card:{imp}" in scene.look().targets
    assert len(game.log) == 1
    click(app, scene.board.placed[imp].rect.center)
    assert game.state.cards[prism].attached_to == imp


def test_a_choice_waits_for_enter_or_a_double_click(app: App) -> None:
    import tabletop

    game = tabletop.new_game("empyrean", seed=21, seats=("human", "computer"))
    scene = open_table(app, game)
    choices = [c for c in game.legal() if c.seat == 0 and c.source is not None]
    assert choices
    first = choices[0]
    assert first.source is not None
    spot = scene.board.placed[first.source].rect.center
    click(app, spot)
    assert first not in game.commands
    if first.target is None:
        key(app, pygame.K_RETURN)
    else:
        double_click(app, spot)
        if first not in game.commands:
            click(app, scene.board.geometry.zone_rects[first.target[5:]].center)
    assert first in game.commands


def test_choices_are_gold_in_every_game() -> None:
    """Issue 19, point 9: one colour language. A card to choose (Empyrean's `choose` of a
    card, EoC's `choose` of a place) is a gold choice, never a blue usable card."""
    from tabletop.engine.commands import Command
    from tabletop.ui.selection import is_choice

    assert is_choice([Command(0, "choose", 12, None)])  # Empyrean: a card to choose
    assert is_choice([Command(0, "choose", None, "card:12")])  # EoC: a card to choose
    assert is_choice([Command(0, "counter", None, "card:3")])
    assert not is_choice([Command(0, "activate", 12, None)])  # a card to use: blue
