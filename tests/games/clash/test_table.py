"""Clash at the table by drag and drop (synthetic pygame events, SDL dummy driver): a hand card
onto the play area activates it, onto the camp garrisons it, a market card onto the discard
pile buys it, a garrisoned unit onto the play area is taken out and activated."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.engine.game import Game
from tabletop.ui.app import App
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings
from tests.games.clash.helpers import find, names, scenario_text


@pytest.fixture
def app() -> Iterator[App]:
    application = App(settings=Settings(animation="off", computer_speed="instant"))
    yield application
    application.close()


def _open(app: App, game: Game) -> TableScene:
    scene = TableScene(app, game)
    app.push(scene)
    app.step(0.016, [])
    return scene


def _drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    app.step(
        0.016,
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
        ],
    )
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def _card(scene: TableScene, iid: int) -> tuple[int, int]:
    return scene.board.placed[iid].rect.center


def _zone(scene: TableScene, zone: str) -> tuple[int, int]:
    return scene.board.geometry.zone_rects[zone].center


POSITION = """
turn: 0
zones:
  p0.hand: [Gold, Gold, Spearman, Archer]
  p0.camp: [Camp, William Wallace]
  p0.fort: [Watchtower, Pikeman]
  p1.camp: [Camp]
  p0.deck: [Gold, Gold, Gold, Gold, Gold]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
  market.soldiers.top: [Spearman]
"""


def test_activate_garrison_buy_and_take_out_by_drag_and_drop(app: App) -> None:
    game = scenario_text(POSITION)
    scene = _open(app, game)
    _drag(app, _card(scene, find(game, "Gold", "p0.hand")), _zone(scene, "p0.play"))
    _drag(app, _card(scene, find(game, "Gold", "p0.hand")), _zone(scene, "p0.play"))
    assert names(game, "p0.play") == ["Gold", "Gold"] and game.state.value("resources") == 2
    _drag(app, _card(scene, find(game, "Spearman", "p0.hand")), _zone(scene, "p0.camp"))
    assert "Spearman" in names(game, "p0.camp")
    spear = find(game, "Spearman", "market.soldiers.top")
    _drag(app, _card(scene, spear), _zone(scene, "p0.discard"))
    assert names(game, "p0.discard") == ["Spearman"] and game.state.value("resources") == 0
    _drag(app, _card(scene, find(game, "Pikeman")), _zone(scene, "p0.play"))
    assert "Pikeman" in names(game, "p0.play") and game.state.value("attack") == 2
