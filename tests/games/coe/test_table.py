"""COE at the table by drag and drop (synthetic pygame events, SDL dummy driver): a hand card
onto the resource row, onto a position (then a resource onto it to pay), a character onto
an enemy to attack, an adjacent ally onto the attacker to boost (book, "Game Board")."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.engine.game import Game
from tabletop.ui.app import App
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings
from tests.games.coe.helpers import find, rested, scenario, scenario_text


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


def test_build_a_resource_by_drag(app: App) -> None:
    game = scenario_text(
        """
phase: camp
priority: 0
zones:
  p0.c3: [kael]
  p1.c3: [seraphine]
  p0.hand: [Ember Squire]
  p0.deck: [Thornling]
  p1.deck: [Frost Bolt]
"""
    )
    scene = _open(app, game)
    squire = find(game, "Ember Squire")
    _drag(app, _card(scene, squire), _zone(scene, "p0.r2"))
    assert game.state.where[squire] == "p0.r2"


def test_play_and_pay_by_drag(app: App) -> None:
    game = scenario("paying")
    scene = _open(app, game)
    recruit = find(game, "Militia Recruit", "p0.hand")
    _drag(app, _card(scene, recruit), _zone(scene, "p0.c1"))
    assert game.state.where[recruit] == "p0.c1"
    assert game.state.decision is not None and game.state.decision.kind == "pay"
    coin = find(game, "Iron Juggernaut", "p0.r1")
    _drag(app, _card(scene, coin), _card(scene, recruit))
    assert rested(game, coin) and game.state.decision.kind == "main"


def test_attack_and_boost_by_drag(app: App) -> None:
    game = scenario("duel")
    scene = _open(app, game)
    squire, kael, seraphine = (
        find(game, "Ember Squire"),
        find(game, "Kael"),
        find(game, "Seraphine"),
    )
    _drag(app, _card(scene, squire), _card(scene, seraphine))
    assert rested(game, squire) and game.state.decision.kind == "boost"  # type: ignore[union-attr]
    _drag(app, _card(scene, kael), _card(scene, squire))
    assert rested(game, kael)
