"""COE at the table by drag and drop (synthetic pygame events, SDL dummy driver): a hand card
onto the resource row, onto a position (then a resource onto it to pay), a character onto
an enemy to attack, an adjacent ally onto the attacker to boost (book, "Game Board")."""

from __future__ import annotations

from tabletop.ui.app import App
from tests.games.coe.helpers import find, rested, scenario, scenario_text
from tests.ui.conftest import card_center, drag, open_table, zone_center


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
    scene = open_table(app, game)
    squire = find(game, "Ember Squire")
    drag(app, card_center(scene, squire), zone_center(scene, "p0.r2"))
    assert game.state.where[squire] == "p0.r2"


def test_play_and_pay_by_drag(app: App) -> None:
    game = scenario("paying")
    scene = open_table(app, game)
    recruit = find(game, "Militia Recruit", "p0.hand")
    drag(app, card_center(scene, recruit), zone_center(scene, "p0.c1"))
    assert game.state.where[recruit] == "p0.c1"
    assert game.state.decision is not None and game.state.decision.kind == "pay"
    coin = find(game, "Iron Juggernaut", "p0.r1")
    drag(app, card_center(scene, coin), card_center(scene, recruit))
    assert rested(game, coin) and game.state.decision.kind == "main"


def test_attack_and_boost_by_drag(app: App) -> None:
    game = scenario("duel")
    scene = open_table(app, game)
    squire, kael, seraphine = (
        find(game, "Ember Squire"),
        find(game, "Kael"),
        find(game, "Seraphine"),
    )
    drag(app, card_center(scene, squire), card_center(scene, seraphine))
    assert rested(game, squire) and game.state.decision.kind == "boost"  # type: ignore[union-attr]
    drag(app, card_center(scene, kael), card_center(scene, squire))
    assert rested(game, kael)
