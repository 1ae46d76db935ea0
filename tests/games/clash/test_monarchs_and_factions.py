"""Monarchs, Factions and Upgrades (book)."""

from __future__ import annotations

from pathlib import Path

import pytest

import tabletop
from tabletop import IllegalCommand
from tabletop.engine.game import Game
from tests.games.clash.helpers import activate, cmd, damage, find, names, scenario_text

SAVED_SCENARIOS = Path(__file__).resolve().parents[3] / "saves" / "scenarios" / "clash"

BASE = """
turn: 0
options: {{factions: [england, france, empire]}}
values: {{attack: {attack}}}
zones:
  p0.camp: [Camp]
  p1.camp: [Camp{camp}]
  p0.hand: [{hand}]
  p0.monarch: [{monarch}]
  p1.monarch: [{their_monarch}]
  p1.fort: [{fort}]
  p1.upgrades: [{upgrades}]
  p0.deck: [Gold, Gold, Gold, Gold, Gold]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
"""


def _game(my_camp: str = "Camp", my_fort: str = "", **parts: object) -> Game:
    """The position above with these cards; `my_camp` and `my_fort`: Ann's camp and fort."""
    spec: dict[str, object] = dict(
        hand="Gold", monarch="", their_monarch="", fort="", upgrades="", camp="", attack=0
    )
    spec.update(parts)
    text = BASE.format(**spec).replace(
        "p0.camp: [Camp]", f"p0.camp: [{my_camp}]\n  p0.fort: [{my_fort}]"
    )
    return scenario_text(text)


def test_coat_of_arms_needs_the_factions_monarch_or_hero() -> None:
    """Factions: the Longbowman's coat of arms (+2 attack) only with England in sight."""
    alone = _game(hand="Longbowman")
    activate(alone, 0, "Longbowman")
    assert alone.state.value("attack") == 2
    crowned = _game(hand="Longbowman", monarch='"Edward, King of England"')
    activate(crowned, 0, "Longbowman")
    assert crowned.state.value("attack") == 4
    with_hero = _game(hand="Longbowman, The Black Prince")
    activate(with_hero, 0, "Longbowman")  # the hero in hand is in sight
    assert with_hero.state.value("attack") == 4
    other = _game(hand="Longbowman", monarch='"Philip, King of France"')
    activate(other, 0, "Longbowman")
    assert other.state.value("attack") == 2


def test_a_garrisoned_hero_is_in_sight() -> None:
    """Factions: the hero garrisoned is enough; it need not be activated."""
    game = _game(hand="Longbowman", my_camp="Camp, The Black Prince")
    activate(game, 0, "Longbowman")
    assert game.state.value("attack") == 4


def test_garrisoned_faction_unit_defends_more_with_its_hero() -> None:
    """Factions: a garrisoned faction unit with its hero garrisoned (Men-at-Arms +2 defense)."""
    plain = _game(attack=10, fort="Watchtower, Men-at-Arms")
    plain.play(cmd(0, "attack"))
    assert damage(plain, 1) == 10 - (2 + 2)
    helped = _game(attack=10, fort="Watchtower, Men-at-Arms", camp=", The Black Prince")
    helped.play(cmd(0, "attack"))
    helped.play(cmd(1, "hold"))  # keeps the Black Prince in the camp
    assert damage(helped, 1) == 10 - (2 + 2 + 2)


def test_vassal_activates_the_active_monarch() -> None:
    """Monarchs: the Vassal represents the active monarch (Edward: +3 attack)."""
    game = _game(hand="Vassal", monarch='"Edward, King of England"')
    activate(game, 0, "Vassal")
    assert game.state.value("attack") == 3


def test_monarchs_every_turn_ability_needs_no_vassal() -> None:
    """Monarchs: some abilities are used without the vassal (Edward: +1 resource a turn)."""
    game = _game(hand="Archer", monarch='"Edward, King of England"')
    activate(game, 0, "Archer")
    game.play(cmd(0, "end"))
    game.play(cmd(1, "end"))  # Ben's hand is empty in this position
    assert game.to_act == (0,) and game.state.value("resources") == 1


def test_monarch_defends_only_with_a_fortification() -> None:
    """Monarchs: the monarch's defense counts only with a fortification in play."""
    bare = _game(attack=6, their_monarch="Frederick Barbarossa")
    bare.play(cmd(0, "attack"))
    assert damage(bare, 1) == 6
    walled = _game(attack=6, their_monarch="Frederick Barbarossa", fort="Watchtower")
    walled.play(cmd(0, "attack"))
    assert damage(walled, 1) == 6 - (2 + 3)


def test_a_later_monarch_replaces_the_active_one() -> None:
    """Monarchs: a monarch drawn may replace the active one, which is set aside as if
    activated; the new one is not activated."""
    game = _game(hand='"Philip, King of France"', monarch='"Edward, King of England"')
    philip = find(game, "Philip, King of France")
    game.play(cmd(0, "crown", philip, "p0.monarch"))
    assert names(game, "p0.monarch") == ["Philip, King of France"]
    assert names(game, "p0.play") == ["Edward, King of England"]
    assert game.state.value("attack") == 0
    game.play(cmd(0, "end"))
    assert "Edward, King of England" in names(game, "p0.discard")


SECOND_MONARCH = SAVED_SCENARIOS / "second-monarch-after-an-active-one.yaml"


def test_a_second_monarch_bought_goes_to_the_discard_pile_without_a_vassal() -> None:
    """Monarchs: "If you purchase another Monarch card after your first one, the new card goes
    into your discard pile ... and you do not take another Vassal card." Issue 30: the first
    monarch is read from the position (rulebooks README): a scenario that starts with an active
    monarch, and no value saying one was bought, bought a second monarch into the one-card
    monarch slot and took a second Vassal."""
    game = tabletop.load_scenario(SECOND_MONARCH)
    assert not any(key.startswith("crowned") for key in game.state.values)
    game.play(cmd(0, "buy", find(game, "Philip, King of France"), "p0.discard"))
    assert names(game, "p0.monarch") == ["Edward, King of England"]
    assert names(game, "p0.discard") == ["Philip, King of France"]
    assert names(game, "market.vassals") == ["Vassal", "Vassal"]


def test_the_scenario_plays_as_the_same_position_reached_in_play() -> None:
    """Monarchs: the first monarch bought in play, then a second: the same as the scenario
    that starts with the first one active (no value kept beside the position)."""
    game = scenario_text(
        """
turn: 0
values: {resources: 40}
zones:
  p0.camp: [Camp]
  p1.camp: [Camp]
  market.f1: ["Edward, King of England"]
  market.f2: ["Philip, King of France"]
  market.vassals: [Vassal, Vassal]
  p0.deck: [Gold, Gold, Gold, Gold, Gold]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
"""
    )
    game.play(cmd(0, "buy", find(game, "Edward, King of England"), "p0.discard"))
    assert names(game, "p0.monarch") == ["Edward, King of England"]  # the first: to the table
    assert names(game, "p0.discard") == ["Vassal"] and names(game, "market.vassals") == ["Vassal"]
    game.play(cmd(0, "buy", find(game, "Philip, King of France"), "p0.discard"))
    assert names(game, "p0.monarch") == ["Edward, King of England"]
    assert names(game, "p0.discard") == ["Vassal", "Philip, King of France"]
    assert names(game, "market.vassals") == ["Vassal"]
    assert not any(key.startswith("crowned") for key in game.state.values)


def test_a_monarch_set_aside_counts_as_a_first_one() -> None:
    """Monarchs: the old monarch replaced is "set aside as if it had been activated": a player
    with a monarch set aside this turn has had a first one (rulebooks README)."""
    game = scenario_text(
        """
turn: 0
values: {resources: 20}
zones:
  p0.camp: [Camp]
  p1.camp: [Camp]
  p0.play: ["Edward, King of England"]
  market.f1: ["Philip, King of France"]
  market.vassals: [Vassal]
  p0.deck: [Gold, Gold, Gold, Gold, Gold]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
"""
    )
    game.play(cmd(0, "buy", find(game, "Philip, King of France"), "p0.discard"))
    assert names(game, "p0.monarch") == []
    assert names(game, "p0.discard") == ["Philip, King of France"]
    assert names(game, "market.vassals") == ["Vassal"]


def test_an_old_saves_crowned_value_is_harmless() -> None:
    """Saves from before kept `crowned.pN`; the value is not read: a position with it and no
    monarch, active or set aside, is still before the player's first monarch."""
    game = scenario_text(
        """
turn: 0
values: {resources: 20, crowned.p0: true}
zones:
  p0.camp: [Camp]
  p1.camp: [Camp]
  market.f1: ["Philip, King of France"]
  market.vassals: [Vassal]
  p0.deck: [Gold, Gold, Gold, Gold, Gold]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
"""
    )
    game.play(cmd(0, "buy", find(game, "Philip, King of France"), "p0.discard"))
    assert names(game, "p0.monarch") == ["Philip, King of France"]
    assert names(game, "p0.discard") == ["Vassal"]


def test_upgrades_work_only_with_a_fortification() -> None:
    """Upgrades: used only with the fortification; Boiling Oil scraps in the opponent's turn."""
    bare = _game(attack=9, upgrades="Moat, Boiling Oil")
    bare.play(cmd(0, "attack"))  # no fortification: no upgrade defends, nothing to ask
    assert damage(bare, 1) == 9
    walled = _game(attack=9, upgrades="Moat, Boiling Oil", fort="Watchtower")
    walled.play(cmd(0, "attack"))
    assert walled.to_act == (1,)
    oil = find(walled, "Boiling Oil")
    walled.play(cmd(1, "scrap", oil, "p1.scrapped"))
    # Watchtower 2 + Moat 3 + Boiling Oil scrapped for 4 (its +1 left with it)
    assert damage(walled, 1) == 0 and names(walled, "p1.fort") == []
    assert names(walled, "p1.scrapped") == ["Boiling Oil"]


def test_only_one_fortification_in_play() -> None:
    """Quick questions: only 1 fortification actively in play (README reading)."""
    game = _game(hand="Keep")
    game.play(cmd(0, "build", find(game, "Keep"), "p0.fort"))
    assert names(game, "p0.fort") == ["Keep"]
    walled = _game(hand="Palisade", my_fort="Keep")
    with pytest.raises(IllegalCommand, match="only have 1 fortification"):
        walled.play(cmd(0, "build", find(walled, "Palisade"), "p0.fort"))


OLD_SAVE = Path(__file__).parent / "saves" / "monarch-bought-before-issue-30.json"


def test_a_save_from_before_loads() -> None:
    """Saves: a game saved before the first monarch was read from the position (Ann bought
    Edward, and the state kept `crowned.p0`) still loads, and plays on by the position."""
    game = tabletop.load_game(OLD_SAVE)
    assert names(game, "p0.monarch") == ["Edward, King of England"]
