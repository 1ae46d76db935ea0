"""Order of Play and Scrapping Cards (book), and the Joan of Arc answer."""

from __future__ import annotations

import pytest

from tabletop import IllegalCommand
from tests.games.clash.helpers import activate, cmd, find, kinds, names, scenario_text

HAND = """
turn: 0
zones:
  p0.camp: [Camp, William Wallace]
  p1.camp: [Camp]
  p0.fort: [Watchtower]
  p0.hand: [{hand}]
  p0.discard: [{discard}]
  p0.deck: [Gold, Gold, Gold, Gold, Gold]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
"""


def test_every_hand_card_must_be_played() -> None:
    """Order of Play: every card in your hand must be played before the turn ends."""
    game = scenario_text(HAND.format(hand="Gold, Spearman", discard=""))
    assert "end" not in kinds(game)
    with pytest.raises(IllegalCommand, match="must be played"):
        game.play(cmd(0, "end"))
    activate(game, 0, "Gold")
    game.play(cmd(0, "garrison", find(game, "Spearman"), "p0.camp"))
    assert "end" in kinds(game)


def test_special_cards_cannot_be_garrisoned() -> None:
    """Order of Play: Special Cards must be activated and cannot be garrisoned."""
    game = scenario_text(HAND.format(hand="War Chest", discard=""))
    chest = find(game, "War Chest")
    assert {c.kind for c in game.legal() if c.source == chest} == {"activate"}
    with pytest.raises(IllegalCommand, match="Special Cards"):
        game.play(cmd(0, "garrison", chest, "p0.camp"))
    with pytest.raises(IllegalCommand, match="Special Cards"):
        game.play(cmd(0, "garrison", chest, "p0.fort"))


def test_resources_are_not_military_units() -> None:
    """Military Phase: only military units are garrisoned."""
    game = scenario_text(HAND.format(hand="Gold", discard=""))
    with pytest.raises(IllegalCommand, match="military units"):
        game.play(cmd(0, "garrison", find(game, "Gold"), "p0.camp"))


def test_scrap_gives_the_scrap_value_and_leaves_the_game() -> None:
    """Scrapping Cards: a Gold gives 1 when activated, and 1 more when scrapped; out of play
    for the rest of the game."""
    game = scenario_text(HAND.format(hand="Gold, Catapult", discard=""))
    activate(game, 0, "Gold")
    activate(game, 0, "Catapult")
    game.play(cmd(0, "scrap", find(game, "Gold", "p0.play"), "p0.scrapped"))
    game.play(cmd(0, "scrap", find(game, "Catapult", "p0.play"), "p0.scrapped"))
    assert game.state.value("resources") == 2 and game.state.value("attack") == 5 + 3
    assert names(game, "p0.scrapped") == ["Gold", "Catapult"]
    game.play(cmd(0, "end"))
    assert "Gold" not in names(game, "p0.discard")


def test_an_activated_card_is_not_activated_again() -> None:
    """The Joan of Arc answer: activated cards are set aside, not discarded, until the end of
    the turn, so Joan cannot take the Catapult back to activate it again."""
    game = scenario_text(HAND.format(hand="Catapult, Joan of Arc", discard="Archer"))
    activate(game, 0, "Catapult")
    activate(game, 0, "Joan of Arc")
    assert game.state.decision is not None and game.state.decision.kind == "choose-cards"
    picks = {c.source for c in game.legal()}
    assert picks == {find(game, "Archer")}  # the Catapult is set aside, not in the pile
    game.play(cmd(0, "pick", find(game, "Archer")))
    assert names(game, "p0.hand") == ["Archer"]
    catapult = find(game, "Catapult")
    with pytest.raises(IllegalCommand, match="activated this turn"):
        game.play(cmd(0, "activate", catapult, "p0.play"))


def test_phases_in_any_order_buy_then_activate() -> None:
    """Order of Play: the phases may be carried out in any order (buy, then activate more)."""
    game = scenario_text(
        HAND.format(hand="Gold, Gold, Archer", discard="") + "  market.soldiers.top: [Spearman]\n"
    )
    activate(game, 0, "Gold")
    activate(game, 0, "Gold")
    game.play(cmd(0, "buy", find(game, "Spearman"), "p0.discard"))
    activate(game, 0, "Archer")
    game.play(cmd(0, "attack"))
    assert game.state.value("attacked") is True
