"""Resources (book, "Resources", "Spending Resources", "Playing Resources", "Caching
Resources") and the colour check (book, "Card Requirements")."""

from __future__ import annotations

from tabletop.games.coe import payment
from tests.games.coe.helpers import cmd, find, kinds, offered, rested, scenario, scenario_text


def test_minimal_payment_rule_as_a_function() -> None:
    """Spending Resources: a 2-worth resource may pay a 1 cost; two 1-worth resources may
    not; two 2-worth resources may pay 3; 0-worth is never rested; Crystal pays Mana or Shells
    but never a specific-resource requirement."""
    two, one_a, one_b = (1, "shells", 2), (2, "shells", 1), (3, "shells", 1)
    zero, crystal = (4, "shells", 0), (5, "crystal", 1)
    assert payment.is_minimal(1, [two], "shells", False)
    assert not payment.is_minimal(1, [one_a, one_b], "shells", False)
    assert payment.is_minimal(3, [two, (6, "shells", 2)], "shells", False)
    assert not payment.is_minimal(1, [zero, one_a], "shells", False)
    assert payment.is_minimal(1, [crystal], "mana", False)
    assert payment.is_minimal(1, [crystal], "shells", False)
    assert not payment.is_minimal(1, [crystal], "shells", True)
    assert not payment.is_minimal(1, [(7, "mana", 1)], "shells", False)


def test_two_worth_resource_pays_a_one_cost_card_and_the_excess_is_lost() -> None:
    """Spending Resources: "paying a 2 worth resource for a 1 cost card"; the rest is lost."""
    game = scenario("paying")
    recruit = find(game, "Militia Recruit", "p0.hand")
    juggernaut = find(game, "Iron Juggernaut", "p0.r1")
    game.play(cmd(0, "play", recruit, "zone:p0.c2"))
    assert game.state.decision.kind == "pay"  # type: ignore[union-attr]
    payers = {src for src, _ in offered(game, "pay")}
    assert juggernaut in payers
    assert find(game, "Thornling", "p0.r4") not in payers  # 0 worth: never rested
    game.play(cmd(0, "pay", juggernaut, recruit))
    assert rested(game, juggernaut)
    assert game.state.where[recruit] == "p0.c2" and game.state.decision.kind == "main"  # type: ignore[union-attr]


def test_no_unnecessary_resource_may_be_rested() -> None:
    """Spending Resources: "Players may not spend 2 cards worth 1 resource each for a 1 cost
    card" - no rested resource may be unnecessary. For a 3 cost, after two 1-worth Shells the
    2-worth would make one of them unnecessary (2 + 1 + 1): only the 1-worth Crystal is left."""
    game = scenario("paying")
    juggernaut = find(game, "Iron Juggernaut", "p0.hand")
    squire, lancer = find(game, "Ember Squire", "p0.r2"), find(game, "Flame Lancer", "p0.r3")
    big = find(game, "Iron Juggernaut", "p0.r1")
    game.play(cmd(0, "play", juggernaut, "zone:p0.c2"))
    crystal = find(game, "Searing Strike", "p0.r5")
    game.play(cmd(0, "pay", squire, juggernaut))
    game.play(cmd(0, "pay", lancer, juggernaut))
    assert {src for src, _ in offered(game, "pay")} == {crystal}
    reason = game.explain_illegal(cmd(0, "pay", big, juggernaut))
    assert "unnecessary" in reason
    game.play(cmd(0, "pay", crystal, juggernaut))
    assert not rested(game, big)
    assert game.state.values.get("play") is None


def test_crystal_pays_shells_but_not_a_specific_requirement() -> None:
    """Resources, Crystal: pays Mana or Shells; "When card effects refer to specific
    resources, Crystals cannot be used" (Warband Muster: Shells only)."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [kael]
  p1.c3: [seraphine]
  p0.r1: [Searing Strike]
  p0.hand: [Warband Muster, Militia Recruit]
  p0.deck: [Thornling]
  p1.deck: [Frost Bolt]
"""
    )
    muster, recruit = find(game, "Warband Muster"), find(game, "Militia Recruit")
    plays = {src for src, _ in offered(game, "play")}
    assert recruit in plays and muster not in plays
    reason = game.explain_illegal(cmd(0, "play", muster, "zone:p0.a1"))
    assert "costs 1 Shells only" in reason
    game.play(cmd(0, "play", recruit, "zone:p0.c1"))
    game.play(cmd(0, "autopay"))
    assert rested(game, find(game, "Searing Strike"))


def test_colour_check() -> None:
    """Color Check: a card needs a champion of its colour in the party (white is neutral)."""
    game = scenario("paying")
    bolt = find(game, "Frost Bolt", "p0.hand")
    assert bolt not in {src for src, _ in offered(game, "play")}
    reason = game.explain_illegal(cmd(0, "play", bolt, f"card:{find(game, 'Seraphine')}"))
    assert "no blue champion" in reason


def test_six_resources_at_most_and_built_only_in_camp() -> None:
    """Playing Resources: at most 6 cards in the resource area."""
    game = scenario_text(
        """
phase: camp
priority: 0
zones:
  p0.c3: [kael]
  p1.c3: [seraphine]
  p0.r1: [Thornling]
  p0.r2: [Thornling]
  p0.r3: [Thornling]
  p0.r4: [Thornling]
  p0.r5: [Thornling]
  p0.hand: [Ember Squire, Militia Recruit]
  p0.deck: [Thornling]
  p1.deck: [Frost Bolt]
"""
    )
    squire, recruit = find(game, "Ember Squire"), find(game, "Militia Recruit")
    assert offered(game, "resource") == {(squire, "zone:p0.r6"), (recruit, "zone:p0.r6")}
    game.play(cmd(0, "resource", squire, "zone:p0.r6"))
    assert "resource" not in kinds(game)
    reason = game.explain_illegal(cmd(0, "resource", recruit, "zone:p0.r6"))
    assert "already holds 6" in reason


def test_rested_resources_go_to_the_cache_standing_ones_stay() -> None:
    """Caching Resources: at the Rest phase rested resources go to the cache."""
    game = scenario("paying")
    recruit = find(game, "Militia Recruit", "p0.hand")
    squire = find(game, "Ember Squire", "p0.r2")
    game.play(cmd(0, "play", recruit, "zone:p0.c2"))
    game.play(cmd(0, "pay", squire, recruit))
    while game.state.phase != "rest":
        game.play(next(c for c in game.legal() if c.kind in ("end", "pass", "done")))
    assert game.state.where[squire] == "p0.cache"
    assert game.state.where[find(game, "Flame Lancer")] == "p0.r3"


def test_resources_are_built_in_the_camp_phase_only() -> None:
    """Playing Resources: "Resources are played during the Camp Phase"."""
    game = scenario("paying")
    recruit = find(game, "Militia Recruit", "p0.hand")
    assert "resource" not in kinds(game)
    assert "Camp phase" in game.explain_illegal(cmd(0, "resource", recruit, "zone:p0.r6"))
