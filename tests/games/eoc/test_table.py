"""EoC at the table by drag and drop (synthetic pygame events, SDL dummy driver): essence onto
a creature to pay it, creature onto a target to attack, a Trap from hand when asked."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.engine.game import Game
from tabletop.ui.app import App
from tabletop.ui.scenes.overlays import PrivacyScreen
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings
from tests.games.eoc.helpers import find, names, scenario


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


def test_summon_create_and_pay_by_drag_and_drop(app: App) -> None:
    game = scenario("essence-moves")
    scene = _open(app, game)
    essence, imp = find(game, "Ember Essence", "p0.hand"), find(game, "Ember Imp", "p0.hand")
    _drag(app, _card(scene, essence), _zone(scene, "p0.pool"))
    assert "Ember Essence" in names(game, "p0.pool")
    _drag(app, _card(scene, imp), _zone(scene, "p0.c3"))
    assert game.state.decision is not None and game.state.decision.kind == "pay"
    _drag(app, _card(scene, essence), _card(scene, imp))  # the essence onto the creature
    assert game.state.cards[essence].attached_to == imp
    assert "rested" in game.state.cards[imp].flags  # created, exhausted


def test_attack_by_drag_and_trap_from_hand_when_asked(app: App) -> None:
    game = scenario("trap-after-declaration")
    scene = _open(app, game)
    lancer, sprout = find(game, "Volt Lancer"), find(game, "Thorn Sprout")
    _drag(app, _card(scene, lancer), _card(scene, sprout))
    assert game.state.values["attack"]["attackers"] == [lancer]
    confirm = [b for b in scene.hud.action_buttons if b.label == "Confirm the attack"]
    assert confirm
    app.step(
        0.016,
        [
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=confirm[0].rect.center, rel=(0, 0), buttons=(0, 0, 0)
            ),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=confirm[0].rect.center, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=confirm[0].rect.center, button=1),
        ],
    )
    assert game.to_act == (1,)
    if isinstance(app.scenes[-1], PrivacyScreen):
        app.step(
            0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")]
        )
        app.step(0.016, [])
    net = find(game, "Riptide Net")
    _drag(app, _card(scene, net), _zone(scene, "p1.s1"))
    assert game.state.decision is not None and game.state.decision.kind == "pay"
    _drag(app, _card(scene, find(game, "Tide Essence")), _card(scene, net))
    assert "destroyed" not in game.state.cards[sprout].flags  # negated
