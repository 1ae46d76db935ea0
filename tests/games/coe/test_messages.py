"""Refusals explain the rule that was broken (a clear human reason for an illegal drop)."""

from __future__ import annotations

from tests.games.coe.helpers import cmd, find, scenario, scenario_text

DECKS = """
  p0.deck: [Thornling]
  p1.deck: [Frost Bolt]
"""


def test_attack_refusals() -> None:
    """Battle: Support does not attack; rested characters have acted; Provoke."""
    game = scenario_text(
        """
phase: battle
priority: 0
zones:
  p0.c3: [kael]
  p0.c2: [{card: Ember Squire, flags: [rested]}]
  p0.support: [mira]
  p1.c3: [brannoc]
  p1.c1: [Ember Squire]
"""
        + DECKS
    )
    kael, brannoc = find(game, "Kael"), find(game, "Brannoc")
    squire = find(game, "Ember Squire", "p0.c2")
    enemy_squire = find(game, "Ember Squire", "p1.c1")
    assert "Provoke" in game.explain_illegal(cmd(0, "attack", kael, enemy_squire))
    assert "rested" in game.explain_illegal(cmd(0, "attack", squire, brannoc))
    assert "Support" in game.explain_illegal(cmd(0, "attack", find(game, "Mira"), brannoc))


def test_boost_refusals() -> None:
    """Boosting: only standing characters beside the fighter."""
    game = scenario("duel")
    lyra, squire = find(game, "Lyra"), find(game, "Ember Squire")
    game.play(cmd(0, "attack", squire, find(game, "Seraphine")))
    assert "beside" in game.explain_illegal(cmd(0, "boost", lyra, squire))


def test_skill_refusals() -> None:
    """Champion Skills: level needed; Support skills from Support only."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [kael]
  p0.c2: [mira]
  p1.c3: [seraphine]
"""
        + DECKS
    )
    kael, mira = find(game, "Kael"), find(game, "Mira")
    seraphine = find(game, "Seraphine")
    assert "needs level 1" in game.explain_illegal(cmd(0, "skill", kael, seraphine, (0,)))
    assert "only from the Support" in game.explain_illegal(cmd(0, "skill", mira, kael, (0,)))


def test_play_refusals() -> None:
    """Playing Cards: champions come through party tactics; costs; colours."""
    game = scenario("paying")
    jugg = find(game, "Iron Juggernaut", "p0.hand")
    assert game.explain_illegal(cmd(0, "play", jugg, "zone:p0.c1")) is not None
