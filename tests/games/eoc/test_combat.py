"""EoC combat, book "Attack Phase" and "Clean-up Phase", mostly on scenario files."""

from __future__ import annotations

import pytest

from tabletop import IllegalCommand
from tabletop.games.eoc.combat import Stats
from tabletop.games.eoc.rules import RULES
from tests.games.eoc.helpers import (
    SCENARIOS,
    cmd,
    find,
    kinds,
    logged,
    names,
    scenario,
    scenario_text,
)


def test_damage_equal_to_defense_does_not_destroy() -> None:
    """Clean-up, Graveyard: destroyed only when damage is greater than defense (3 vs 3)."""
    game = scenario("equal-damage")
    lancer, elk = find(game, "Volt Lancer"), find(game, "Dawn Seraph")
    game.play(cmd(0, "attack", lancer, elk))
    assert kinds(game) == {"attack", "confirm"}  # Spark Sprite could join
    game.play(cmd(0, "confirm"))  # Ben has no Trap: the attack resolves
    assert "destroyed" not in game.state.cards[elk].flags
    assert "destroyed" not in game.state.cards[lancer].flags  # the counter-attack: 3 vs 3
    assert game.state.counter(elk, "damage") == 3
    assert "rested" in game.state.cards[lancer].flags  # attackers become exhausted
    game.play(cmd(0, "end"))
    assert "Dawn Seraph" in names(game, "p1.c1")
    assert game.state.counter(elk, "damage") == 0  # Healing: fully healed
    assert "rested" not in game.state.cards[lancer].flags  # and no longer exhausted


def test_weakness_adds_one_per_matching_attacker_in_a_group() -> None:
    """Clean-up, Graveyard: +1 per attacking creature of the defender's weakness type."""
    game = scenario("group-weakness")
    imp, hound, sprite = (find(game, n) for n in ("Ember Imp", "Cinder Hound", "Spark Sprite"))
    elk = find(game, "Grove Elk")
    stats = Stats(game.state, RULES.cards)
    both = stats.attack_total([imp, hound], elk)
    assert both.parts["weakness"] == 2  # two Fire attackers against a creature weak to Fire
    assert both.parts["creature effects"] == 1  # Cinder Hound: +1 ATK in a group
    assert both.value == 2 + 2 + 1 + 2
    mixed = stats.attack_total([imp, sprite], elk)
    assert mixed.parts["weakness"] == 1  # the Energy Sprite adds none
    assert stats.attack_total([imp], elk).value == 3  # alone: 2 + 1


def test_group_attack_and_defender_chooses_whom_to_counter() -> None:
    """Attack Phase: a group attacks one target; against a group the defender picks whom to
    counter-attack (Grove Elk, ATK 3, chooses Spark Sprite, DEF 2)."""
    game = scenario("group-weakness")
    imp, sprite, elk = find(game, "Ember Imp"), find(game, "Spark Sprite"), find(game, "Grove Elk")
    game.play(cmd(0, "attack", imp, elk))
    assert game.state.decision is not None and game.state.decision.kind == "declare"
    game.play(cmd(0, "attack", sprite, elk))  # joins the same target
    game.play(cmd(0, "confirm"))
    assert game.to_act == (1,) and kinds(game) == {"counter"}
    assert {c.target_card for c in game.legal()} == {imp, sprite}
    game.play(cmd(1, "counter", None, sprite))
    assert "destroyed" in game.state.cards[sprite].flags
    assert "destroyed" not in game.state.cards[imp].flags
    assert "destroyed" in game.state.cards[elk].flags  # 2 + 1 + 1 + 0 weakness... 4 > 3


def test_counter_attack_is_automatic_against_one_attacker() -> None:
    """Opponent Counter-Attack: mandatory and automatic; no choice against a single attacker."""
    game = scenario("group-weakness")
    sprite, elk = find(game, "Spark Sprite"), find(game, "Grove Elk")
    game.play(cmd(0, "attack", sprite, elk))
    game.play(cmd(0, "confirm"))
    assert "destroyed" in game.state.cards[sprite].flags  # Elk's 3 against DEF 2
    assert game.state.decision is not None and game.state.decision.kind == "attack"


def test_trap_after_declaration_changes_the_outcome() -> None:
    """Opponent Trap Spells: after the declaration the opponent may play Traps (paid by
    attaching essence); Riptide Net negates an attack that would destroy Thorn Sprout."""
    passed = scenario("trap-after-declaration")
    lancer, sprout = find(passed, "Volt Lancer"), find(passed, "Thorn Sprout")
    passed.play(cmd(0, "attack", lancer, sprout))
    passed.play(cmd(0, "confirm"))
    assert passed.to_act == (1,) and passed.state.decision.kind == "trap"  # type: ignore[union-attr]
    traps = [c for c in passed.legal() if c.kind == "trap"]
    assert {passed.state.cards[c.source].card for c in traps if c.source} == {"riptide-net"}
    passed.play(cmd(1, "pass"))
    assert "destroyed" in passed.state.cards[sprout].flags

    game = scenario("trap-after-declaration")
    net = find(game, "Riptide Net")
    game.play(cmd(0, "attack", lancer, sprout))
    game.play(cmd(0, "confirm"))
    game.play(cmd(1, "trap", net, "zone:p1.s1"))
    assert game.state.decision.kind == "pay"  # type: ignore[union-attr]
    game.play(cmd(1, "attach", find(game, "Tide Essence"), net))
    assert "destroyed" not in game.state.cards[sprout].flags
    assert game.state.counter(sprout, "damage") == 0
    assert "rested" in game.state.cards[lancer].flags  # the attackers stay exhausted
    game.play(cmd(0, "end"))
    assert "Riptide Net" in names(game, "p1.graveyard")  # a spent Trap leaves at the turn's end
    assert "Tide Essence" in names(game, "p1.pool")  # its essence returns to the pool


def test_trap_modifiers_count_on_the_defense_side() -> None:
    """Clean-up Phase, Graveyard: the defense total ends with "+ any active spell trap defense
    modifiers"; the damage total has no trap line. Static Snare gives the attacked Thorn Sprout
    (DEF 1) +2 DEF: Volt Lancer's 3 damage is not greater than 3, and the Sprout survives."""
    text = (SCENARIOS / "trap-after-declaration.yaml").read_text(encoding="utf-8")
    text = text.replace("p1.pool: [Tide Essence]", "p1.pool: [Spark Essence]")
    game = scenario_text(text.replace("[Riptide Net, Undertow]", "[Static Snare]"))
    lancer, sprout = find(game, "Volt Lancer"), find(game, "Thorn Sprout")
    snare = find(game, "Static Snare")
    game.play(cmd(0, "attack", lancer, sprout))
    game.play(cmd(0, "confirm"))
    game.play(cmd(1, "trap", snare, "zone:p1.s1"))
    game.play(cmd(1, "attach", find(game, "Spark Essence", "p1.pool"), snare))
    assert "destroyed" not in game.state.cards[sprout].flags
    assert logged(game, "deals 3 damage to Thorn Sprout (DEF 3 (1, traps +2))")


def test_traps_are_never_played_in_preparation() -> None:
    """Play Non-Trap Spells: Traps may not be played in the Preparation Phase."""
    game = scenario("essence-moves")
    snare = find(game, "Static Snare")
    assert not [c for c in game.legal() if c.source == snare]
    with pytest.raises(IllegalCommand, match="Trap"):
        game.play(cmd(0, "cast", snare, "zone:p0.s1"))


def test_vanquisher_attacked_only_without_enemy_creatures_and_stage_one_flips() -> None:
    """Your Attack: the Vanquisher only when no enemy creature is active; public fact: Stage 1
    flips to Stage 2 when defeated (Maris: Stage 1 DEF 5)."""
    game = scenario("vanquisher")
    drake, imp, hound = (find(game, n) for n in ("Blaze Drake", "Ember Imp", "Cinder Hound"))
    sprout, maris = find(game, "Thorn Sprout"), find(game, "Maris, Tide Warden")
    assert maris not in {c.target_card for c in game.legal()}
    with pytest.raises(IllegalCommand, match="no active creature"):
        game.play(cmd(0, "attack", drake, maris))
    with pytest.raises(IllegalCommand, match="never attacks"):
        game.play(cmd(0, "attack", find(game, "Pyra, Storm Vanquisher"), sprout))
    game.play(cmd(0, "attack", hound, sprout))
    game.play(cmd(0, "confirm"))
    assert "destroyed" in game.state.cards[sprout].flags  # marked at once
    assert maris in {c.target_card for c in game.legal()}  # no active enemy creature now
    game.play(cmd(0, "attack", drake, maris))
    game.play(cmd(0, "attack", imp, maris))  # no one else can join: the attack is confirmed
    assert kinds(game) == {"counter"}  # the Vanquisher counter-attacks too, and Ben picks
    game.play(cmd(1, "counter", None, imp))  # 4 + 2 = 6 > 5
    assert "stage-2" in game.state.cards[maris].flags
    assert logged(game, "flips to Stage 2")
    assert "destroyed" not in game.state.cards[imp].flags  # Maris's ATK 1 against DEF 1
    assert game.result is None


def test_stage_two_defeat_loses_the_game() -> None:
    """Win Condition: destroy the enemy Vanquisher, both Stage 1 and Stage 2."""
    game = scenario_text(
        "game: eoc\nphase: attack\nturn: 0\nzones:\n"
        "  p0.c1:\n    - {card: Blaze Drake, label: d}\n    - {card: Ember Essence, attach: d}\n"
        "    - {card: Cinder Essence, attach: d}\n    - {card: Blaze Essence, attach: d}\n"
        "  p1.vanquisher: [{card: maris, flags: [stage-2]}]\n"
        "  p0.deck: [Ember Imp]\n  p1.deck: [Reef Crab]\n"
    )
    drake, maris = find(game, "Blaze Drake"), find(game, "Maris, Tide Warden")
    game.play(cmd(0, "attack", drake, maris))
    assert game.result is None  # 4 against Stage 2's DEF 6
    assert logged(game, "Blaze Drake deals 4 damage to Maris, Tide Warden (DEF 6)")
    assert logged(game, "counter-attacks Blaze Drake: 2 damage")  # Stage 2's ATK
    boosted = scenario_text(
        "game: eoc\nphase: attack\nturn: 0\nzones:\n"
        "  p0.c1:\n    - {card: Blaze Drake, label: d}\n    - {card: Ember Essence, attach: d}\n"
        "    - {card: Cinder Essence, attach: d}\n    - {card: Blaze Essence, attach: d}\n"
        "    - {card: Inferno Core, attach: d}\n    - {card: Spark Essence, attach: d}\n"
        "  p1.vanquisher: [{card: maris, flags: [stage-2]}]\n"
        "  p0.deck: [Ember Imp]\n  p1.deck: [Reef Crab]\n"
    )
    drake = find(boosted, "Blaze Drake")
    boosted.play(cmd(0, "attack", drake, find(boosted, "Maris, Tide Warden")))
    # Blaze Drake: 4 + 3 surplus essence (overpaid) = 7 > 6
    assert boosted.result is not None and boosted.result.winners == (0,)
    assert "both stages" in boosted.result.reason


ITEM = """\
game: eoc
phase: attack
turn: 0
zones:
  p0.c1:
    - {card: ATTACKER, label: a}
    - {card: Ember Essence, attach: a}
    - {card: Cinder Essence, attach: a}
    - {card: Spark Essence, attach: a}
  p1.c1:
    - {card: Thorn Sprout, label: t}
    - {card: Moss Essence, attach: t}
  p1.s1:
    - {card: Kelp Armor, label: k}
    - {card: Tide Essence, attach: k}
  p0.deck: [Ember Imp]
  p1.deck: [Reef Crab]
values:
  carrier.7: 5   # Kelp Armor (card 7) is on Thorn Sprout (card 5)
"""


def test_items_stay_with_a_surviving_creature() -> None:
    """Interpreting the Cards, Item: it remains attached to its creature (Kelp Armor: +2 DEF)."""
    game = scenario_text(ITEM.replace("ATTACKER", "Volt Lancer"))
    sprout, armor = find(game, "Thorn Sprout"), find(game, "Kelp Armor")
    assert (sprout, armor) == (5, 7)
    assert Stats(game.state, RULES.cards).stat(sprout, "def").value == 3  # 1 + 2
    game.play(cmd(0, "attack", find(game, "Volt Lancer"), sprout))  # 3 against 3: survives
    assert logged(game, "Volt Lancer deals 3 damage to Thorn Sprout (DEF 3 (1, spells +2))")
    assert names(game, "p1.c1") == ["Thorn Sprout", "Moss Essence"]
    assert names(game, "p1.s1") == ["Kelp Armor", "Tide Essence"]


def test_destroyed_creature_to_graveyard_with_items_and_essence_to_pool() -> None:
    """Clean-up, Graveyard (README reading): a destroyed creature is marked at once and goes to
    the Graveyard in Clean-up with its attached non-Essence cards (its Item); the Essence that
    paid for them returns to the owner's Essence Pool."""
    game = scenario_text(ITEM.replace("ATTACKER", "Blaze Drake"))
    sprout = find(game, "Thorn Sprout")
    game.play(cmd(0, "attack", find(game, "Blaze Drake"), sprout))  # 4 against 3
    assert logged(game, "Thorn Sprout is destroyed")
    assert game.legal() == [cmd(0, "end")]  # nothing left: Ann is asked, not passed for
    game.play(cmd(0, "end"))
    assert sorted(names(game, "p1.graveyard")) == ["Kelp Armor", "Thorn Sprout"]
    assert sorted(names(game, "p1.pool")) == ["Moss Essence", "Tide Essence"]
    assert game.state.values.get("carrier.7") is None


def test_destroyed_creature_stays_marked_until_clean_up() -> None:
    """README reading: marked destroyed at once, it cannot act, counter or be attacked again."""
    game = scenario("trap-after-declaration")
    lancer, sprout = find(game, "Volt Lancer"), find(game, "Thorn Sprout")
    game.play(cmd(0, "attack", lancer, sprout))
    game.play(cmd(0, "confirm"))
    game.play(cmd(1, "pass"))
    assert "destroyed" in game.state.cards[sprout].flags
    assert names(game, "p1.c1") == ["Thorn Sprout", "Moss Essence"]  # still on the field
    assert sprout not in {c.target_card for c in game.legal()}
    game.play(cmd(0, "end"))
    assert names(game, "p1.graveyard") == ["Thorn Sprout"]
    assert "Moss Essence" in names(game, "p1.pool")


def test_attacker_may_play_traps_when_counter_attacked() -> None:
    """Attack Phase, Your Trap Spells: when your creature is counter-attacked you may play Traps
    (Backdraft: +3 DEF), after the opponent's window."""
    text = """\
game: eoc
phase: attack
turn: 0
zones:
  p0.c1:
    - {card: Ember Imp, label: i}
    - {card: Ember Essence, attach: i}
  p0.pool: [Cinder Essence]
  p0.hand: [Backdraft]
  p1.c1:
    - {card: Thorn Sprout, label: t}
    - {card: Moss Essence, attach: t}
  p0.vanquisher: [pyra]
  p1.vanquisher: [maris]
  p0.deck: [Ember Imp]
  p1.deck: [Reef Crab]
"""
    game = scenario_text(text)
    imp, sprout = find(game, "Ember Imp"), find(game, "Thorn Sprout")
    game.play(cmd(0, "attack", imp, sprout))
    assert game.to_act == (0,) and game.state.decision.kind == "trap"  # type: ignore[union-attr]
    backdraft = find(game, "Backdraft")
    game.play(cmd(0, "trap", backdraft, "zone:p0.s1"))
    game.play(cmd(0, "autopay"))
    assert logged(game, "Ember Imp gets +3 DEF this turn")
    assert logged(game, "Thorn Sprout is destroyed")  # 2 + 1 weakness against DEF 1
    assert not logged(game, "Ember Imp is destroyed")  # 2 against 1 + 3
    passed = scenario_text(text)
    passed.play(cmd(0, "attack", imp, sprout))
    passed.play(cmd(0, "pass"))
    assert logged(passed, "Ember Imp is destroyed")
