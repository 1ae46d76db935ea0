"""The New game scene starts every game with its defaults and with every value of every
option, by clicks (issue 30: COE's "Deck size: 60" was handed over as the text '60' and
refused, and the red line stayed after switching the game)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pygame
import pytest

from tabletop.engine import registry
from tabletop.ui.app import App
from tabletop.ui.scenes.new_game import NewGameScene, OptionCycle
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings
from tests.contract.conftest import GAMES

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.fixture
def app() -> Iterator[App]:
    application = App(
        settings=Settings(animation="off", computer_speed="instant", show_test_games=True)
    )
    yield application
    application.close()


def _click(app: App, rect: pygame.Rect) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step(0.016, [pygame.event.Event(kind, pos=rect.center, button=1)])


def _form(app: App, game_id: str) -> NewGameScene:
    while len(app.scenes) > 0:
        app.pop(app.scenes[-1])
    form = NewGameScene(app)
    app.push(form)
    app.step(0.016, [])
    for _ in range(len(form.infos)):
        if form.info is not None and form.info.id == game_id:
            return form
        _click(app, form.game_field.rect)
    raise AssertionError(f"{game_id} is not offered in New game")


def _start(app: App, form: NewGameScene) -> TableScene:
    _click(app, form.start.rect)
    table = app.scenes[-1]
    assert isinstance(table, TableScene), f"Start refused: {form.error!r}"
    return table


@pytest.mark.parametrize("game_id", GAMES)
def test_new_game_starts_every_game_with_its_defaults(app: App, game_id: str) -> None:
    table = _start(app, _form(app, game_id))
    rules = registry.get_rules(game_id)
    assert table.game.config.game_id == game_id
    assert table.game.config.options == rules.options_model().model_dump(mode="json")


@pytest.mark.parametrize("game_id", GAMES)
def test_new_game_starts_with_every_value_of_every_option(app: App, game_id: str) -> None:
    names = [n for n, f in _form(app, game_id).option_fields.items() if isinstance(f, OptionCycle)]
    for name in names:
        field = _form(app, game_id).option_fields[name]
        assert isinstance(field, OptionCycle)
        for index, choice in enumerate(field.spec.choices):
            form = _form(app, game_id)
            cycle = form.option_fields[name]
            while cycle.index != index:
                _click(app, cycle.rect)
            table = _start(app, form)
            assert table.game.config.options[name] == choice, (name, choice)


def test_a_refusal_goes_when_the_game_changes(app: App) -> None:
    form = _form(app, GAMES[0])
    form.error = "option deck_size: Input should be 60 or 50"
    _click(app, form.game_field.rect)
    assert form.error == ""


def test_never_end_a_phase_for_me_holds_the_peoples_seats(app: App) -> None:
    from dataclasses import replace

    app.update_settings(replace(app.settings, never_end_my_phase=True))
    table = _start(app, _form(app, GAMES[0]))
    seats = table.game.config.seats
    assert table.game.config.hold_seats == tuple(n for n, k in enumerate(seats) if k == "human")
    app.update_settings(replace(app.settings, never_end_my_phase=False))
    assert _start(app, _form(app, GAMES[0])).game.config.hold_seats == ()
