"""EoC at the table by drag and drop (synthetic pygame events, SDL dummy driver): essence onto
a creature to pay it, creature onto a target to attack, a Trap from hand when asked."""

from __future__ import annotations

import pygame

from tabletop.ui.app import App
from tabletop.ui.scenes.overlays import PrivacyScreen
from tests.games.eoc.helpers import find, names, scenario
from tests.ui.conftest import card_center, drag, open_table, zone_center


def test_summon_create_and_pay_by_drag_and_drop(app: App) -> None:
    game = scenario("essence-moves")
    scene = open_table(app, game)
    essence, imp = find(game, "Ember Essence", "p0.hand"), find(game, "Ember Imp", "p0.hand")
    drag(app, card_center(scene, essence), zone_center(scene, "p0.pool"))
    assert "Ember Essence" in names(game, "p0.pool")
    drag(app, card_center(scene, imp), zone_center(scene, "p0.c3"))
    assert game.state.decision is not None and game.state.decision.kind == "pay"
    drag(app, card_center(scene, essence), card_center(scene, imp))  # the essence onto the creature
    assert game.state.cards[essence].attached_to == imp
    assert "rested" in game.state.cards[imp].flags  # created, exhausted


def test_attack_by_drag_and_trap_from_hand_when_asked(app: App) -> None:
    game = scenario("trap-after-declaration")
    scene = open_table(app, game)
    lancer, sprout = find(game, "Volt Lancer"), find(game, "Thorn Sprout")
    drag(app, card_center(scene, lancer), card_center(scene, sprout))
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
    drag(app, card_center(scene, net), zone_center(scene, "p1.s1"))
    assert game.state.decision is not None and game.state.decision.kind == "pay"
    drag(app, card_center(scene, find(game, "Tide Essence")), card_center(scene, net))
    assert "destroyed" not in game.state.cards[sprout].flags  # negated
