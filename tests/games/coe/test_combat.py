"""COE combat (book, "Battle", "Boosting"; README's combat reading), on the duel scenario."""

from __future__ import annotations

from tests.games.coe.helpers import (
    cmd,
    find,
    hp,
    kinds,
    logged,
    rested,
    scenario,
    scenario_text,
    settle,
    staggered,
)


def test_attack_meeting_the_shield_staggers_and_the_attacker_rests() -> None:
    """Battle, Attacking: the attacker rests; ATK meeting DEF (3 against 2... here 2 against
    2) breaks the shield: staggered, no HP lost yet."""
    game = scenario("duel")
    squire, seraphine = find(game, "Ember Squire"), find(game, "Seraphine")
    game.play(cmd(0, "attack", squire, seraphine))
    assert rested(game, squire)
    game.play(cmd(0, "done"))  # no attack boost
    game.play(cmd(1, "done"))  # no defense boost
    assert staggered(game, seraphine) and hp(game, seraphine) == 4
    # Seraphine stood, so she counter-attacked: ATK 2 against the Squire's DEF 1
    assert staggered(game, squire) and hp(game, squire) == 2


def test_attack_below_the_shield_does_nothing() -> None:
    """Battle, Attacking: ATK 1 against DEF 2 does not break the shield."""
    game = scenario("duel")
    recruit, seraphine = find(game, "Militia Recruit"), find(game, "Seraphine")
    game.play(cmd(0, "attack", recruit, seraphine))
    settle(game)
    assert not staggered(game, seraphine) and hp(game, seraphine) == 4
    assert logged(game, "shield holds")


def test_a_staggered_target_loses_one_hp_per_hit() -> None:
    """README combat reading: an attack on a staggered target removes 1 HP (not ATK)."""
    game = scenario("duel")
    squire, kael = find(game, "Ember Squire"), find(game, "Kael")
    seraphine, adept = find(game, "Seraphine"), find(game, "Tide Adept")
    game.play(cmd(0, "attack", squire, seraphine))
    settle(game)
    assert staggered(game, seraphine)
    # initiative passes to Ben after the attack resolves
    assert game.to_act == (1,) and game.state.decision.kind == "battle"  # type: ignore[union-attr]
    game.play(cmd(1, "pass"))
    game.play(cmd(0, "attack", kael, seraphine))
    game.play(cmd(0, "done"))
    # her shield is broken: Ben is offered no defense boost (only his party tactic)
    assert "boost" not in kinds(game)
    settle(game)
    assert hp(game, seraphine) == 3  # ATK 3 on a staggered target: exactly 1 HP
    assert not rested(game, adept)


def test_character_without_def_loses_one_hp_at_once() -> None:
    """README: an attack on a target with no DEF stat removes 1 HP (Storm Wisp, HP 1)."""
    game = scenario("duel")
    recruit, wisp = find(game, "Militia Recruit"), find(game, "Storm Wisp")
    game.play(cmd(0, "attack", recruit, wisp))
    settle(game)
    assert game.state.where[wisp] == "p1.archive"  # HP 1 -> 0: archived
    assert hp(game, recruit) == 2  # the Wisp countered: ATK 2 >= DEF 1, staggered only
    assert staggered(game, recruit)


def test_same_class_attack_boost_grants_piercing() -> None:
    """Boosting: adjacent standing allies add ATK, rest and are staggered; a booster of the
    attacker's class (Warrior) gives Piercing: the shield breaks and 1 HP goes."""
    game = scenario("duel")
    kael, squire = find(game, "Kael"), find(game, "Ember Squire")
    recruit, seraphine = find(game, "Militia Recruit"), find(game, "Seraphine")
    game.play(cmd(0, "attack", squire, seraphine))
    boosters = {c.source for c in game.legal() if c.kind == "boost"}
    assert boosters == {kael}  # only the adjacent standing character (position 3)
    game.play(cmd(0, "boost", kael, squire))
    assert rested(game, kael) and staggered(game, kael)
    settle(game)
    assert staggered(game, seraphine) and hp(game, seraphine) == 3  # Piercing
    assert recruit


def test_other_class_boost_adds_atk_without_piercing() -> None:
    """Boosting: a booster of another class adds its ATK (and is staggered) but gives no
    Piercing: Kael (Warrior) boosted by a Thornling (Beast) breaks the shield, no HP lost."""
    game = scenario_text(
        """
phase: battle
priority: 0
zones:
  p0.c3: [kael]
  p0.c2: [Thornling]
  p1.c3: [{card: seraphine, counters: {}}]
  p1.c2: [{card: Grove Sentinel, flags: [rested]}]
  p0.deck: [Thornling]
  p1.deck: [Frost Bolt]
"""
    )
    kael, thornling, seraphine = (
        find(game, "Kael"),
        find(game, "Thornling"),
        find(game, "Seraphine"),
    )
    game.play(cmd(0, "attack", kael, seraphine))
    game.play(cmd(0, "boost", thornling, kael))
    assert staggered(game, thornling) and rested(game, thornling)
    settle(game)
    assert staggered(game, seraphine) and hp(game, seraphine) == 4
    assert not logged(game, "Piercing")


def test_defense_boost_raises_the_shield() -> None:
    """Boosting, Defense Boosting: the defender's adjacent standing allies add DEF and rest;
    Kael's 3 against Seraphine's 2 + Tide Adept's 1 = 3 still breaks it (meets)."""
    game = scenario("duel")
    recruit, kael = find(game, "Militia Recruit"), find(game, "Kael")
    seraphine, adept = find(game, "Seraphine"), find(game, "Tide Adept")
    game.play(cmd(0, "attack", recruit, seraphine))
    game.play(cmd(0, "boost", kael, recruit))  # 1 + 3 = 4
    game.play(cmd(0, "done"))
    assert game.to_act == (1,)
    defense = {c.source for c in game.legal() if c.kind == "boost"}
    assert adept in defense
    assert "tactic" in kinds(game)  # a party tactic may answer the attack...
    game.play(cmd(1, "boost", adept, seraphine))
    assert rested(game, adept) and not staggered(game, adept)
    # ...but not once Ben has boosted: with nothing else to add, the attack resolves at once
    assert game.state.values.get("attack") is None
    assert staggered(game, seraphine)  # 4 >= 3


def test_rested_defender_does_not_counter_attack() -> None:
    """Counter attacking: a rested defender does not counter-attack."""
    game = scenario("duel")
    squire, recruit = find(game, "Ember Squire"), find(game, "Militia Recruit")
    seraphine, adept = find(game, "Seraphine"), find(game, "Tide Adept")
    game.play(cmd(0, "attack", recruit, seraphine))
    game.play(cmd(0, "done"))
    game.play(cmd(1, "boost", adept, seraphine))  # the Adept rests boosting
    settle(game)
    game.play(cmd(1, "pass"))
    game.play(cmd(0, "attack", squire, adept))
    settle(game)
    assert staggered(game, adept)
    assert not staggered(game, squire) and hp(game, squire) == 2
    assert logged(game, "Tide Adept does not counter-attack")


def test_transgress_attacks_support_which_never_counters() -> None:
    """Attacking Support Characters: only Transgress reaches Support; Support never
    counter-attacks."""
    game = scenario("duel")
    lyra, kael, orrin = find(game, "Lyra"), find(game, "Kael"), find(game, "Orrin")
    targets = {(c.source, c.target_card) for c in game.legal() if c.kind == "attack"}
    assert (lyra, orrin) in targets and (kael, orrin) not in targets
    reason = game.explain_illegal(cmd(0, "attack", kael, orrin))
    assert "Transgress" in reason
    game.play(cmd(0, "attack", lyra, orrin))
    settle(game)  # Support is never boosted: Ben is asked nothing about defense boosts
    assert staggered(game, orrin)  # ATK 2 >= DEF 1
    assert not staggered(game, lyra) and hp(game, lyra) == 3


def test_def_is_restored_at_the_start_of_each_round() -> None:
    """Champions, Defense: DEF recovers at the start of every round."""
    game = scenario("duel")
    squire, seraphine = find(game, "Ember Squire"), find(game, "Seraphine")
    game.play(cmd(0, "attack", squire, seraphine))
    settle(game)
    assert staggered(game, seraphine)
    while game.state.phase in ("battle", "rest"):
        game.play(cmd(game.to_act[0], "pass" if "pass" in kinds(game) else "end"))
    assert game.state.values["round"] == 2
    assert not staggered(game, seraphine) and hp(game, seraphine) == 4


def test_hp_zero_archives_and_the_battle_alternates_until_both_pass() -> None:
    """Battle Initiative: it changes after each attack; the phase ends when both pass."""
    game = scenario("duel")
    squire, wisp = find(game, "Ember Squire"), find(game, "Storm Wisp")
    game.play(cmd(0, "pass"))
    assert game.to_act == (1,)
    game.play(cmd(1, "attack", wisp, squire))
    assert game.state.decision.kind in ("boost", "defend")  # type: ignore[union-attr]


def test_party_tactic_in_answer_to_an_attack_moves_after_it() -> None:
    """Attack Targeting: a champion moved by a party tactic in answer to an attack - "The
    attack will still go through prior to the Champions movement"."""
    game = scenario("duel")
    squire, seraphine, orrin = (
        find(game, "Ember Squire"),
        find(game, "Seraphine"),
        find(game, "Orrin"),
    )
    game.play(cmd(0, "attack", squire, seraphine))
    game.play(cmd(0, "done"))
    game.play(cmd(1, "tactic", orrin, seraphine))  # D: swap with Support, in answer
    assert game.state.where[seraphine] == "p1.c3"  # not yet
    assert "tactic" not in kinds(game)
    settle(game)
    assert staggered(game, seraphine)  # the attack went through first...
    assert game.state.where[seraphine] == "p1.support"  # ...then she moved
    assert game.state.where[orrin] == "p1.c3"
    assert game.state.values.get("tactic.p1")
