"""UCG at the table by drag and drop (synthetic pygame events, SDL dummy driver): a resource
onto the Reserve, a character onto the Encounter Zone to attack, a blocker onto the attacker,
an Assist blocker beside it, damage onto a blocker, a response card onto a free Effect Zone."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.engine.game import Game
from tabletop.ui.app import App
from tabletop.ui.scenes.overlays import PrivacyScreen
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings
from tests.games.ucg.helpers import find, names, scenario

ZONES = (
    "deck hand active exhausted encounter reserve expended effect1 effect2 effect3 ignition void"
)


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


def _past_privacy(app: App) -> None:
    if isinstance(app.scenes[-1], PrivacyScreen):
        app.step(
            0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")]
        )
        app.step(0.016, [])


def _card(scene: TableScene, iid: int) -> tuple[int, int]:
    return scene.board.placed[iid].rect.center


def _zone(scene: TableScene, zone: str) -> tuple[int, int]:
    return scene.board.geometry.zone_rects[zone].center


def test_the_readme_zones_are_on_the_table() -> None:
    """README, UCG zones: Deck, Hand, Active, Exhausted, Encounter, Reserve, Expended, Effect
    Zones 1-3, Ignition, The Void, for each seat."""
    from tabletop.games.ucg.rules import RULES

    zones = RULES.layout.zones(2)
    for seat in (0, 1):
        for name in ZONES.split():
            assert f"p{seat}.{name}" in zones
    assert zones["p0.deck"].visibility == "hidden" and zones["p0.hand"].visibility == "owner"
    assert all(zones[f"p0.effect{i}"].capacity == 1 for i in (1, 2, 3))


def test_resource_and_a_response_card_by_drag(app: App) -> None:
    game = scenario("sequences")
    scene = _open(app, game)
    vein = find(game, "Ember Vein", "p0.hand")
    _drag(app, _card(scene, vein), _zone(scene, "p0.reserve"))
    assert "Ember Vein" in names(game, "p0.reserve") and len(names(game, "p0.reserve")) == 4
    bolt, guard = find(game, "Flare Bolt"), find(game, "Reef Guard")
    _drag(app, _card(scene, bolt), _card(scene, guard))  # ignite, aimed at the Guard
    assert names(game, "p0.ignition") == ["Flare Bolt"] and game.to_act == (1,)
    _past_privacy(app)
    still = find(game, "Still Waters")
    _drag(app, _card(scene, still), _zone(scene, "p1.effect2"))
    assert names(game, "p1.effect2") == ["Still Waters"]


def test_attack_block_assist_and_assign_by_drag(app: App) -> None:
    game = scenario("assist-encounter")
    scene = _open(app, game)
    titan, warden, guard = (find(game, n) for n in ("Kiln Titan", "Shell Warden", "Reef Guard"))
    _drag(app, _card(scene, titan), _zone(scene, "p0.encounter"))
    assert names(game, "p0.encounter") == ["Kiln Titan"] and game.to_act == (1,)
    _past_privacy(app)
    _drag(app, _card(scene, warden), _card(scene, titan))  # in front of the attacker
    assert names(game, "p1.encounter") == ["Shell Warden"]
    _drag(app, _card(scene, guard), _card(scene, warden))  # beside the first blocker
    assert names(game, "p1.encounter") == ["Shell Warden", "Reef Guard"]
    assert game.state.decision is not None and game.state.decision.kind == "assign"
