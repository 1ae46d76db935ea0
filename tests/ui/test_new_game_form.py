"""New game as a player expects (issue 43, menus): each seat's deck picked from a list of the
decks it may play (only that seat's deck changes), a computer seat shown with its level, one
line of help for the option under the mouse, and the last choices for each game offered again
(kept in the settings file in the user data folder)."""

from __future__ import annotations

import json

import pygame
import pytest

from tabletop.engine.api import games
from tabletop.engine.options import option_specs
from tabletop.engine.paths import settings_path
from tabletop.engine.registry import get_rules
from tabletop.ui.app import App
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.scenes.overlays import ChoiceMenu
from tabletop.ui.scenes.table import TableScene

from .conftest import click, key, pick_deck, step, top


def _form(app: App, game_id: str) -> NewGameScene:
    form = NewGameScene(app)
    app.push(form)
    step(app)
    while form.info is not None and form.info.id != game_id:
        click(app, form.game_field.rect.center)
    return form


def test_a_deck_is_picked_from_a_list_and_only_that_seat_changes(app: App) -> None:
    form = _form(app, "empyrean")
    other = form.deck_fields[1].value
    click(app, form.deck_fields[0].rect.center)
    menu = top(app)
    assert isinstance(menu, ChoiceMenu)
    offered = [b.label.removeprefix("✓ ") for b in menu.buttons]
    assert offered == form.deck_fields[0].names  # every deck the seat may play, at once
    assert sum(b.label.startswith("✓ ") for b in menu.buttons) == 1  # the one it plays now
    key(app, pygame.K_ESCAPE)
    assert top(app) is form  # Esc: nothing picked, nothing changed
    wanted = next(
        d for d in form.deck_fields[0].options if d not in (other, form.deck_fields[0].value)
    )
    pick_deck(app, form, 0, wanted)
    assert form.deck_fields[1].value == other


def test_a_computer_seat_shows_its_level() -> None:
    from tabletop.ui.scenes.new_game import SEAT_NAMES

    assert [n for n in SEAT_NAMES if n.startswith("Computer")] == [
        "Computer: easy",
        "Computer: normal",
        "Computer: hard",
    ]


@pytest.mark.parametrize("game_id", [g.id for g in games()])
def test_every_option_has_a_line_of_help(game_id: str) -> None:
    model = get_rules(game_id).options_model
    assert model is not None
    for spec in option_specs(model):
        assert spec.help and len(spec.help) <= 200, f"{game_id}: {spec.name} has no help"


def test_the_option_under_the_mouse_is_explained(app: App) -> None:
    form = _form(app, "clash")
    assert form.help_line() == "Point at an option to read what it does."
    field = form.option_fields["tie"]
    step(
        app,
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=field.rect.center, rel=(0, 0), buttons=(0, 0, 0)
        ),
    )
    assert form.help_line().startswith("Tie: equal damage at the end")
    assert not form.help_rect.colliderect(form.start.rect)
    assert all(not form.help_rect.colliderect(f.rect) for f in form.widgets())


def test_the_last_choices_for_a_game_are_offered_again(app: App) -> None:
    form = _form(app, "clash")
    click(app, form.seat_fields[1].rect.center)  # normal -> hard
    assert form.seat_fields[1].value == "hard"
    tie = form.option_fields["tie"]
    click(app, tie.rect.center)
    chosen_tie = tie.value
    click(app, form.undo_field.rect.center)
    chosen = form.choices()
    click(app, form.start.rect.center)
    table = top(app)
    assert isinstance(table, TableScene) and table.levels == {1: "hard"}
    kept = json.loads(settings_path().read_text(encoding="utf-8"))["new_game"]["clash"]
    assert kept == chosen
    again = _form(app, "empyrean")
    while again.info is not None and again.info.id != "clash":
        click(app, again.game_field.rect.center)
    assert again.choices() == chosen and again.option_fields["tie"].value == chosen_tie


def test_kept_choices_no_longer_on_offer_fall_back_to_the_defaults(app: App) -> None:
    from dataclasses import replace

    junk = {"players": "9", "seats": ["robot", 3], "decks": ["nope"], "options": {"tie": 5}}
    app.update_settings(replace(app.settings, new_game={"clash": junk, "ucg": "x"}))
    form = _form(app, "clash")
    assert form.players_field.value == "2"
    assert [f.value for f in form.seat_fields] == ["human", "normal"]
    assert form.option_fields["tie"].value == str(form.option_specs["tie"].default)
    assert form.deck_fields[0].value in form.deck_fields[0].options
    _form(app, "ucg")  # a kept entry that is not a table of choices is ignored
