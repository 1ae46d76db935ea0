"""The Military Phase (book, "Military Phase" and "Attack, Defense, and Damage")."""

from __future__ import annotations

import pytest

from tabletop import IllegalCommand
from tabletop.engine.game import Game
from tests.games.clash.helpers import (
    activate,
    cmd,
    damage,
    find,
    kinds,
    names,
    scenario,
    scenario_text,
)

# Ann attacks Ben's Palisade (defense 4) garrisoned with a Pikeman (defense 3): 7 in all.
ATTACK = """
turn: 0
zones:
  p0.hand: [{hand}]
  p0.camp: [Camp]
  p1.camp: [Camp]
  p1.fort: [Palisade, Pikeman]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
  p0.deck: [Gold, Gold, Gold, Gold, Gold]
"""


def _attack_with(hand: str) -> Game:
    game = scenario_text(ATTACK.format(hand=hand))
    for iid in list(game.state.zone("p0.hand")):
        game.play(cmd(0, "activate", iid, "p0.play"))
    game.play(cmd(0, "attack"))
    return game


def test_attack_less_than_defense_has_no_effect() -> None:
    """Attack Total less than Defense Total: no damage, the fortification stands (6 < 7)."""
    game = _attack_with("Spearman, Crossbowman")  # 2 + 4 = 6
    assert damage(game, 1) == 0
    assert names(game, "p1.fort") == ["Palisade", "Pikeman"]


def test_attack_equal_to_defense_razes_the_fortification_without_damage() -> None:
    """Equal: no damage, but the fortification and its garrison are discarded (7 = 7)."""
    game = _attack_with("Archer, Crossbowman")
    assert damage(game, 1) == 0
    assert names(game, "p1.fort") == []
    assert sorted(names(game, "p1.discard")) == ["Palisade", "Pikeman"]


def test_attack_greater_than_defense_deals_the_difference_and_razes() -> None:
    """Greater: the difference as damage, and the fortification falls (3 + 4 + 4 = 11 vs 7)."""
    game = _attack_with("Archer, Crossbowman, Crossbowman")
    assert damage(game, 1) == 11 - 7
    assert names(game, "p1.fort") == []


def test_the_attack_is_declared_once() -> None:
    """Reading (RULES.md): one attack a turn; later attack points cannot attack again."""
    game = scenario_text(ATTACK.format(hand="Archer, Spearman"))
    activate(game, 0, "Archer")
    game.play(cmd(0, "attack"))
    activate(game, 0, "Spearman")
    assert "attack" not in kinds(game)
    with pytest.raises(IllegalCommand):
        game.play(cmd(0, "attack"))


def test_ending_the_turn_declares_an_undeclared_attack() -> None:
    """Book: the attack concludes the Military Phase; ending the turn declares it."""
    game = scenario_text(ATTACK.format(hand="Archer, Crossbowman, Crossbowman"))
    for iid in list(game.state.zone("p0.hand")):
        game.play(cmd(0, "activate", iid, "p0.play"))
    game.play(cmd(0, "end"))
    assert damage(game, 1) == 4


CAMP = """
turn: 0
zones:
  p0.hand: [{hand}]
  p0.camp: [Camp{camp}]
  p1.camp: [Camp]
  p0.fort: [{fort}]
  p0.deck: [Gold, Gold, Gold, Gold, Gold]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
"""


def _targets(game: Game, name: str) -> set[str]:
    iid = find(game, name, "p0.hand")
    legal = game.legal()
    return {c.target or "" for c in legal if c.kind == "garrison" and c.source == iid}


def test_camp_garrison_needs_a_hero_or_general() -> None:
    """Book: a hero or general must be garrisoned in the camp to garrison other cards."""
    game = scenario_text(CAMP.format(hand="Spearman, William Wallace", camp="", fort=""))
    assert _targets(game, "Spearman") == set()
    assert _targets(game, "William Wallace") == {"zone:p0.camp"}
    with pytest.raises(IllegalCommand, match="hero or general"):
        game.play(cmd(0, "garrison", find(game, "Spearman"), "p0.camp"))
    game.play(cmd(0, "garrison", find(game, "William Wallace"), "p0.camp"))
    assert _targets(game, "Spearman") == {"zone:p0.camp"}


def test_a_general_commands_the_camp_too() -> None:
    """Book: "a hero or general"; the Sergeant is a general."""
    game = scenario_text(CAMP.format(hand="Spearman", camp=", Sergeant", fort=""))
    assert _targets(game, "Spearman") == {"zone:p0.camp"}


def test_camp_limit_does_not_count_heroes() -> None:
    """Book: up to 3 military units plus 1 or more heroes in the camp."""
    game = scenario_text(
        CAMP.format(
            hand="Spearman, Joan of Arc", camp=", William Wallace, Archer, Archer, Pikeman", fort=""
        )
    )
    assert _targets(game, "Spearman") == set()  # three units already
    assert _targets(game, "Joan of Arc") == {"zone:p0.camp"}  # a hero always fits


def test_fortification_garrison_limit_is_the_cards() -> None:
    """Book: no more units than the limit on the card (the Watchtower holds 1)."""
    game = scenario_text(CAMP.format(hand="Spearman, Archer", camp="", fort="Watchtower"))
    assert _targets(game, "Spearman") == {"zone:p0.fort"}
    game.play(cmd(0, "garrison", find(game, "Spearman"), "p0.fort"))
    assert _targets(game, "Archer") == set()
    with pytest.raises(IllegalCommand, match="full"):
        game.play(cmd(0, "garrison", find(game, "Archer"), "p0.fort"))


def test_no_fortification_no_fortification_garrison() -> None:
    """Book: garrison in a fortification "if you have a Fortification card in play"."""
    game = scenario_text(CAMP.format(hand="Spearman", camp="", fort=""))
    with pytest.raises(IllegalCommand, match="no fortification"):
        game.play(cmd(0, "garrison", find(game, "Spearman"), "p0.fort"))


def test_garrisoned_units_come_out_in_a_later_turn() -> None:
    """Book: in later rounds a garrisoned unit can be removed and activated (not the turn
    it was garrisoned: RULES.md reading)."""
    game = scenario_text(CAMP.format(hand="Spearman", camp="", fort="Watchtower, Archer"))
    archer = find(game, "Archer")
    game.play(cmd(0, "activate", archer, "p0.play"))  # garrisoned in an earlier turn
    assert game.state.value("attack") == 3
    game.play(cmd(0, "garrison", find(game, "Spearman"), "p0.fort"))
    spear = find(game, "Spearman")
    assert cmd(0, "activate", spear, "p0.play") not in game.legal()
    with pytest.raises(IllegalCommand, match="in later rounds"):
        game.play(cmd(0, "activate", spear, "p0.play"))


def test_recovery_lowers_damage_at_once() -> None:
    """Book: Recovery Points immediately reduce the Damage Points you have taken."""
    game = scenario_text(
        CAMP.format(hand="Physician", camp="", fort="")
        + "values: {damage.p0: 10}\noptions: {factions: [saracens, france, england]}\n"
    )
    activate(game, 0, "Physician")
    assert damage(game, 0) == 7


def test_defender_may_add_camp_units() -> None:
    """Book: if the opponent has units garrisoned in his camp, he can use them now."""
    game = scenario("camp-defense")
    game.play(cmd(0, "attack"))
    assert game.to_act == (1,) and kinds(game) == {"defend", "hold"}
    game.play(cmd(1, "defend", find(game, "Pikeman")))  # defense 3
    game.play(cmd(1, "hold"))
    assert damage(game, 1) == 8 - 3
    assert names(game, "p1.camp") == ["Camp", "William Wallace", "Pikeman"]  # all stay
    assert "Pikeman" not in names(game, "p1.discard")


# Ben's Palisade (4) garrisoned with a Pikeman (3), and in his camp William Wallace commanding
# another Pikeman (3): with the camp's Pikeman his Defense Total is 10.
CAMP_AND_FORT = """
turn: 0
values: {{attack: {attack}}}
zones:
  p0.camp: [Camp]
  p0.deck: [Gold, Gold, Gold, Gold, Gold]
  p1.camp: [Camp, William Wallace, Pikeman]
  p1.fort: [Palisade, Pikeman]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
"""


def _defend_from_the_camp(attack: int, **options: object) -> Game:
    """Ann attacks with `attack`; Ben adds the camp's Pikeman (Defense Total 10) and holds."""
    game = scenario_text(CAMP_AND_FORT.format(attack=attack), **options)
    game.play(cmd(0, "attack"))
    game.play(cmd(1, "defend", find(game, "Pikeman", "p1.camp")))
    game.play(cmd(1, "hold"))
    return game


@pytest.mark.parametrize(
    ("attack", "hurt", "fort"),
    [
        (9, 0, ["Palisade", "Pikeman"]),  # less: "The attack has no effect."
        (10, 0, []),  # equal: "his fortification and any units garrisoned in it" discarded
        (13, 3, []),  # greater: the difference as damage, and the fortification discarded
    ],
)
def test_camp_defenders_stay_garrisoned_in_every_outcome(
    attack: int, hurt: int, fort: list[str]
) -> None:
    """Book, "Attack, Defense, and Damage": the three results discard at most "his
    fortification and any units garrisoned in it"; a unit that defended from the camp stays
    garrisoned there whatever the outcome (rulebooks README, issue 30)."""
    game = _defend_from_the_camp(attack)
    assert damage(game, 1) == hurt
    assert names(game, "p1.fort") == fort
    assert names(game, "p1.camp") == ["Camp", "William Wallace", "Pikeman"]
    camp_pikeman = find(game, "Pikeman", "p1.camp")
    assert "defending" not in game.state.cards[camp_pikeman].flags  # ready to defend again
    assert names(game, "p1.discard") == ([] if fort else ["Palisade", "Pikeman"])


@pytest.mark.parametrize("attack", [9, 10, 13])
def test_camp_defenders_discarded_is_a_house_rule_option(attack: int) -> None:
    """Option camp_defenders: discarded (RULES.md, readings; the default before issue 30): the
    camp's units that defended are discarded after the attack, in every outcome."""
    game = _defend_from_the_camp(attack, camp_defenders="discarded")
    assert names(game, "p1.camp") == ["Camp", "William Wallace"]
    assert "Pikeman" in names(game, "p1.discard")


def test_the_defense_ends_when_no_camp_unit_is_left_to_add() -> None:
    """RULES.md, readings: the defense ends by itself when nothing is left to add; with the
    house rule the defenders are then discarded, by default they stay."""
    spent = scenario("camp-defense", camp_defenders="discarded")
    spent.play(cmd(0, "attack"))
    spent.play(cmd(1, "defend", find(spent, "Pikeman")))
    spent.play(cmd(1, "defend", find(spent, "William Wallace")))
    assert damage(spent, 1) == 8 - 6 and spent.to_act == (0,)
    assert names(spent, "p1.camp") == ["Camp"]
    kept = scenario("camp-defense")
    kept.play(cmd(0, "attack"))
    kept.play(cmd(1, "defend", find(kept, "Pikeman")))
    kept.play(cmd(1, "defend", find(kept, "William Wallace")))
    assert damage(kept, 1) == 8 - 6 and kept.to_act == (0,)
    assert names(kept, "p1.camp") == ["Camp", "William Wallace", "Pikeman"]
