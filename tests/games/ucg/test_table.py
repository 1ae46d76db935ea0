"""UCG at the table by drag and drop (synthetic pygame events, SDL dummy driver): a resource
onto the Reserve, a character onto the Encounter Zone to attack, a blocker onto the attacker,
an Assist blocker beside it, damage onto a blocker, a response card onto a free Effect Zone."""

from __future__ import annotations

import pygame

from tabletop.ui.app import App
from tabletop.ui.scenes.overlays import PrivacyScreen
from tests.games.ucg.helpers import find, names, scenario
from tests.ui.conftest import card_center, drag, open_table, zone_center

ZONES = (
    "deck hand active exhausted encounter reserve expended effect1 effect2 effect3 ignition void"
)


def _past_privacy(app: App) -> None:
    if isinstance(app.scenes[-1], PrivacyScreen):
        app.step(
            0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")]
        )
        app.step(0.016, [])


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
    scene = open_table(app, game)
    vein = find(game, "Ember Vein", "p0.hand")
    drag(app, card_center(scene, vein), zone_center(scene, "p0.reserve"))
    assert "Ember Vein" in names(game, "p0.reserve") and len(names(game, "p0.reserve")) == 4
    bolt, guard = find(game, "Flare Bolt"), find(game, "Reef Guard")
    drag(app, card_center(scene, bolt), card_center(scene, guard))  # ignite, aimed at the Guard
    assert names(game, "p0.ignition") == ["Flare Bolt"] and game.to_act == (1,)
    _past_privacy(app)
    still = find(game, "Still Waters")
    drag(app, card_center(scene, still), zone_center(scene, "p1.effect2"))
    assert names(game, "p1.effect2") == ["Still Waters"]


def test_attack_block_assist_and_assign_by_drag(app: App) -> None:
    game = scenario("assist-encounter")
    scene = open_table(app, game)
    titan, warden, guard = (find(game, n) for n in ("Kiln Titan", "Shell Warden", "Reef Guard"))
    drag(app, card_center(scene, titan), zone_center(scene, "p0.encounter"))
    assert names(game, "p0.encounter") == ["Kiln Titan"] and game.to_act == (1,)
    _past_privacy(app)
    drag(app, card_center(scene, warden), card_center(scene, titan))  # in front of the attacker
    assert names(game, "p1.encounter") == ["Shell Warden"]
    drag(app, card_center(scene, guard), card_center(scene, warden))  # beside the first blocker
    assert names(game, "p1.encounter") == ["Shell Warden", "Reef Guard"]
    assert game.state.decision is not None and game.state.decision.kind == "assign"
