"""The Economic and Wrap-Up Phases (book), and the market's refill with events."""

from __future__ import annotations

import pytest

from tabletop import IllegalCommand
from tests.games.clash.helpers import activate, cmd, damage, find, kinds, names, scenario_text

MARKET = """
turn: 0
values: {{resources: {money}}}
zones:
  p0.camp: [Camp]
  p1.camp: [Camp]
  p0.deck: [Gold, Gold, Gold, Gold, Gold]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
  market.soldiers: [Pikeman, Archer]
  market.soldiers.top: [Spearman]
  market.standard: [Catapult, Black Death]
  market.s1: [Moat]
  market.f1: ["Edward, King of England"]
  market.vassals: [Vassal, Vassal]
options: {{factions: [england, france, castile]}}
"""


def test_buying_several_from_the_soldiers_deck() -> None:
    """Economic Phase: the Soldiers deck always shows a card; several may be bought."""
    game = scenario_text(MARKET.format(money=9))
    spear = find(game, "Spearman")
    game.play(cmd(0, "buy", spear, "p0.discard"))
    assert names(game, "market.soldiers.top") == ["Archer"]
    game.play(cmd(0, "buy", find(game, "Archer"), "p0.discard"))
    assert names(game, "market.soldiers.top") == ["Pikeman"]
    assert game.state.value("resources") == 9 - 2 - 3
    assert names(game, "p0.discard") == ["Spearman", "Archer"]
    game.play(cmd(0, "buy", find(game, "Pikeman"), "p0.discard"))
    assert names(game, "market.soldiers.top") == [] and names(game, "market.soldiers") == []


def test_a_card_costs_its_cost() -> None:
    """Economic Phase: buy only with at least as many resources as the cost."""
    game = scenario_text(MARKET.format(money=1))
    assert "buy" not in kinds(game)
    with pytest.raises(IllegalCommand, match="costs 2; you have 1"):
        game.play(cmd(0, "buy", find(game, "Spearman"), "p0.discard"))


def test_monarchs_and_upgrades_go_to_the_table() -> None:
    """Economic Phase, Monarchs, Upgrades: the first monarch to the table with a Vassal to the
    discard pile; upgrades to the table."""
    game = scenario_text(MARKET.format(money=12))
    game.play(cmd(0, "buy", find(game, "Edward, King of England"), "p0.discard"))
    assert names(game, "p0.monarch") == ["Edward, King of England"]
    assert names(game, "p0.discard") == ["Vassal"]
    game.play(cmd(0, "buy", find(game, "Moat"), "p0.discard"))
    assert names(game, "p0.upgrades") == ["Moat"]


def test_wrap_up_discards_draws_five_and_refills_with_an_event_first() -> None:
    """Wrap-Up: discard the activated cards, draw 5, replenish; an event revealed stops the
    refill, resolves (Black Death: each player takes 3), and is replaced (by the Catapult)."""
    game = scenario_text(MARKET.format(money=12))
    game.play(cmd(0, "buy", find(game, "Moat"), "p0.discard"))
    game.play(cmd(0, "end"))
    assert damage(game, 0) == 3 and damage(game, 1) == 3
    assert names(game, "market.s1") == ["Catapult"]
    assert names(game, "market.events") == ["Black Death"]
    assert len(game.state.zone("p0.hand")) == 5
    assert game.to_act == (1,)


def test_a_depleted_market_deck_stays_empty() -> None:
    """Wrap-Up: a depleted market deck is not replenished for the rest of the game."""
    game = scenario_text(MARKET.format(money=12))
    game.play(cmd(0, "buy", find(game, "Edward, King of England"), "p0.discard"))
    game.play(cmd(0, "end"))
    assert names(game, "market.f1") == []  # the Factions deck is empty


def test_discard_pile_is_shuffled_into_an_empty_deck() -> None:
    """Turn Sequence: the discard pile is reshuffled when a card must be drawn from an empty
    Player Deck."""
    game = scenario_text(
        """
turn: 0
zones:
  p0.camp: [Camp]
  p1.camp: [Camp]
  p0.hand: [Archer]
  p0.deck: [Gold, Gold]
  p0.discard: [Spearman, Pikeman, Swordsman]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
"""
    )
    activate(game, 0, "Archer")
    game.play(cmd(0, "end"))
    hand = names(game, "p0.hand")
    assert len(hand) == 5 and hand.count("Gold") == 2  # the deck's two, then the reshuffle
    assert len(game.state.zone("p0.deck")) == 1  # 2 drawn, then 4 reshuffled, 3 drawn


def test_activated_cards_are_discarded_but_garrisons_stay() -> None:
    """Wrap-Up: discard all activated cards not garrisoned or scrapped."""
    game = scenario_text(
        """
turn: 0
zones:
  p0.camp: [Camp]
  p1.camp: [Camp]
  p0.hand: [Archer, Gold, Spearman]
  p0.fort: [Watchtower]
  p0.deck: [Gold, Gold, Gold, Gold, Gold]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
"""
    )
    activate(game, 0, "Archer")
    activate(game, 0, "Gold")
    game.play(cmd(0, "scrap", find(game, "Gold", "p0.play"), "p0.scrapped"))
    assert game.state.value("resources") == 2  # Gold 1, scrapped for 1 more
    game.play(cmd(0, "garrison", find(game, "Spearman"), "p0.fort"))
    game.play(cmd(0, "end"))
    assert names(game, "p0.discard") == ["Archer"]
    assert names(game, "p0.scrapped") == ["Gold"]
    assert names(game, "p0.fort") == ["Watchtower", "Spearman"]


EVENT = """
turn: 0
zones:
  p0.camp: [Camp, Sergeant, Spearman]
  p1.camp: [Camp]
  p0.fort: [Keep, Pikeman]
  p1.fort: [Watchtower]
  p0.deck: [Gold, Gold, Gold, Gold, Gold]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
  market.standard: [Trebuchet, {event}]
"""


def test_earthquake_and_desertion_events() -> None:
    """Medieval events as data: fortifications fall; camps scatter."""
    quake = scenario_text(EVENT.format(event="Earthquake"))
    quake.play(cmd(0, "end"))
    assert names(quake, "p0.fort") == [] and names(quake, "p1.fort") == []
    assert sorted(names(quake, "p0.discard")) == ["Keep", "Pikeman"]
    scatter = scenario_text(EVENT.format(event="Desertion"))
    scatter.play(cmd(0, "end"))
    assert names(scatter, "p0.camp") == ["Camp"]
    assert names(scatter, "p0.fort") == ["Keep", "Pikeman"]


def test_good_events_help_each_player() -> None:
    """Bountiful Harvest: each player recovers 3; Tournament: each player draws a card."""
    harvest = scenario_text(
        EVENT.format(event="Bountiful Harvest") + "values: {damage.p0: 10, damage.p1: 2}\n"
    )
    harvest.play(cmd(0, "end"))
    assert damage(harvest, 0) == 7 and damage(harvest, 1) == 0
    fair = scenario_text(EVENT.format(event="Tournament"))
    fair.play(cmd(0, "end"))
    assert len(fair.state.zone("p0.hand")) == 5  # 5 drawn, none left for the Tournament
    assert len(fair.state.zone("p1.hand")) == 1
