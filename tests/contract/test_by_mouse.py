"""A whole game by mouse against the computer, for every game and the example plugin (issue
30): every decision of the person's seat is made with the gesture the table offers for it."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import tabletop
from tabletop.engine import registry
from tabletop.ui.app import App
from tabletop.ui.settings import Settings
from tests.contract.conftest import GAMES
from tests.ui.conftest import open_table, step
from tests.ui.test_full_game_by_mouse import play_to_the_end_by_mouse


@pytest.fixture
def app() -> Iterator[App]:
    settings = Settings(animation="off", computer_speed="instant", show_test_games=True)
    application = App(settings=settings)
    yield application
    application.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_game_by_mouse_against_the_computer(app: App, game_id: str) -> None:
    players = registry.get_rules(game_id).min_players
    seats = ["human"] + ["computer"] * (players - 1)
    game = tabletop.new_game(game_id, seed=11, seats=seats)
    scene = open_table(app, game, levels={s: "easy" for s in range(1, players)})
    mine = play_to_the_end_by_mouse(app, scene, random.Random(11), 3000)
    assert mine
    step(app, frames=2)
    assert type(app.scenes[-1]).__name__ == "GameOverScene"
