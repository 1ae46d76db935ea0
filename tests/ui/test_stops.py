"""Stops (issue 43, pacing): UCG asks at the Dawn Phase whether to ignite an Immediate effect
(README, "Dawn Phase"); the table goes on from it unless the player set a stop there, with P at
the table (kept in the settings, per game and window) or by holding every phase."""

from __future__ import annotations

import json
from dataclasses import replace

import pygame

from tabletop.engine.game import Game
from tabletop.engine.paths import settings_path
from tabletop.ui.app import App
from tabletop.ui.scenes.overlays import ChoiceMenu
from tabletop.ui.stops import stops_of, stops_words, window_to_pass, with_stop

from .conftest import click, key, open_table, step, top
from .scenes import scenario

DAWN = """
game: ucg
names: [Ann, Ben]
phase: dawn
turn: 0
seats: [human, computer]
zones:
  p0.active: [Pyre Phantom]
  p1.active: [Current Dancer]
  p0.hand: [Flare Bolt]
  p0.reserve: [Ember Vein, Ember Vein]
  p0.deck: [Ember Vein, Ember Vein, Ember Vein, Ember Vein, Ember Vein]
  p1.deck: [Tide Spring, Tide Spring, Tide Spring, Tide Spring]
"""


def _at_dawn() -> Game:
    game = scenario(DAWN)
    decision = game.state.decision
    assert decision is not None and decision.kind == "dawn" and decision.seats == (0,)
    assert any(c.kind == "ignite" for c in game.legal()), "Flare Bolt may be ignited at Dawn"
    return game


def test_the_table_goes_on_from_dawn_when_no_stop_is_set(app: App) -> None:
    scene = open_table(app, _at_dawn())
    step(app)
    decision = scene.game.state.decision
    assert decision is None or decision.kind != "dawn"
    assert scene.game.commands[-1].kind == "end" and scene.game.commands[-1].seat == 0
    assert "Went on from Dawn" in scene.message and "P sets one" in scene.message


def test_a_stop_at_dawn_keeps_the_table_there(app: App) -> None:
    app.update_settings(with_stop(app.settings, "ucg", "dawn", True))
    scene = open_table(app, _at_dawn())
    step(app, frames=3)
    decision = scene.game.state.decision
    assert decision is not None and decision.kind == "dawn"
    assert not scene.game.commands
    assert stops_words(app.settings, scene.session) == "Stops: Dawn"


def test_holding_every_phase_stops_at_dawn_too(app: App) -> None:
    app.update_settings(replace(app.settings, never_end_my_phase=True))
    scene = open_table(app, _at_dawn())
    assert window_to_pass(scene.session, app.settings) is None


def test_p_sets_and_clears_the_stop_and_the_settings_keep_it(app: App) -> None:
    scene = open_table(app, _at_dawn())
    assert stops_words(app.settings, scene.session) == "Stops: none"
    key(app, pygame.K_p)
    menu = top(app)
    assert isinstance(menu, ChoiceMenu) and [b.label for b in menu.buttons] == ["Stop at Dawn"]
    click(app, menu.buttons[0].rect.center)
    assert stops_of(app.settings, "ucg") == ("dawn",)
    assert json.loads(settings_path().read_text(encoding="utf-8"))["stops"] == {"ucg": ["dawn"]}
    key(app, pygame.K_p)
    menu = top(app)
    assert isinstance(menu, ChoiceMenu) and menu.buttons[0].label == "✓ Stop at Dawn"
    click(app, menu.buttons[0].rect.center)
    assert stops_of(app.settings, "ucg") == ()


def test_a_game_with_no_reaction_windows_says_so(app: App) -> None:
    import tabletop

    scene = open_table(app, tabletop.new_game("eoc", seed=2, seats=("human", "computer")))
    key(app, pygame.K_p)
    assert "no stops to set" in scene.message
    assert stops_words(app.settings, scene.session) == ""


def test_stops_from_a_settings_file_of_the_wrong_shape_are_none(app: App) -> None:
    settings = replace(app.settings, stops={"ucg": "dawn", "eoc": [3, "x"]})
    assert stops_of(settings, "ucg") == () and stops_of(settings, "eoc") == ("x",)
