"""Clash at the table by drag and drop (synthetic pygame events, SDL dummy driver): a hand card
onto the play area activates it, onto the camp garrisons it, a market card onto the discard
pile buys it, a garrisoned unit onto the play area is taken out and activated."""

from __future__ import annotations

from tabletop.ui.app import App
from tests.games.clash.helpers import find, names, scenario_text
from tests.ui.conftest import card_center, drag, open_table, zone_center

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
    scene = open_table(app, game)
    drag(app, card_center(scene, find(game, "Gold", "p0.hand")), zone_center(scene, "p0.play"))
    drag(app, card_center(scene, find(game, "Gold", "p0.hand")), zone_center(scene, "p0.play"))
    assert names(game, "p0.play") == ["Gold", "Gold"] and game.state.value("resources") == 2
    drag(app, card_center(scene, find(game, "Spearman", "p0.hand")), zone_center(scene, "p0.camp"))
    assert "Spearman" in names(game, "p0.camp")
    spear = find(game, "Spearman", "market.soldiers.top")
    drag(app, card_center(scene, spear), zone_center(scene, "p0.discard"))
    assert names(game, "p0.discard") == ["Spearman"] and game.state.value("resources") == 0
    drag(app, card_center(scene, find(game, "Pikeman")), zone_center(scene, "p0.play"))
    assert "Pikeman" in names(game, "p0.play") and game.state.value("attack") == 2
