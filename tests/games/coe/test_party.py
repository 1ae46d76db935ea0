"""Party tactics, the Party Leader, champions leaving the field and victory (book,
"Movement and Party Tactics", "Champions and Acolytes", "How to Win")."""

from __future__ import annotations

from tabletop.games.coe.options import Options
from tabletop.games.coe.rules import RULES
from tabletop.games.coe.stats import Stats
from tests.games.coe.helpers import cmd, find, kinds, offered, scenario, scenario_text, settle


def test_the_four_party_tactics_are_offered_as_drags() -> None:
    """Party Tactics A-D: party -> Support; party -> an open position; a field champion
    onto the Party Leader (swap); the Support champion onto the Party Leader (swap)."""
    game = scenario("tactics")
    kael, lyra = find(game, "Kael"), find(game, "Lyra")
    brannoc, mira = find(game, "Brannoc"), find(game, "Mira")
    tactics = offered(game, "tactic")
    assert (brannoc, "zone:p0.support") in tactics  # A
    assert (mira, "zone:p0.c1") in tactics and (mira, "zone:p0.c3") not in tactics  # B
    assert (lyra, f"card:{kael}") in tactics  # C
    game.play(cmd(0, "tactic", mira, "zone:p0.support"))
    assert game.state.zone("p0.support") == [mira] and game.state.cards[mira].face_up


def test_one_party_tactic_per_turn() -> None:
    """Party Tactics: "only one of these actions per turn"."""
    game = scenario("tactics")
    brannoc, mira = find(game, "Brannoc"), find(game, "Mira")
    game.play(cmd(0, "tactic", brannoc, "zone:p0.c1"))
    assert Options(game.state, RULES.cards).tactics(0) == []
    assert game.state.values["tactic.p0"] and game.to_act == (0,)
    assert "tactic" not in kinds(game)
    reason = game.explain_illegal(cmd(0, "tactic", mira, "zone:p0.c2"))
    assert "used your party tactic" in reason


def test_swap_with_support_and_equipment_is_archived_when_its_champion_leaves() -> None:
    """Party Tactics D; "When a Champion is removed from the field, cards specifically
    targeting them, such as Equipments, are archived"; a champion never returns to the party
    area (no tactic offers it)."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [{card: kael, label: kael}]
  p0.support: [mira]
  p0.a1: [{card: Blade of Embers, attach: kael}]
  p1.c3: [seraphine]
  p0.deck: [Thornling]
  p1.deck: [Frost Bolt]
"""
    )
    kael, mira, blade = find(game, "Kael"), find(game, "Mira"), find(game, "Blade of Embers")
    assert Stats(game.state, RULES.cards).stat(kael, "atk") == 5  # 3 + Blade's 2
    assert all(not t.endswith("party") for _, t in offered(game, "tactic"))
    game.play(cmd(0, "tactic", mira, f"card:{kael}"))
    assert game.state.zone("p0.c3") == [mira] and game.state.zone("p0.support") == [kael]
    assert game.state.where[blade] == "p0.archive"


def test_party_leader_refilled_at_once() -> None:
    """Party Leader: archived from the leader position, a champion from the party or the
    support area takes it at once (the owner chooses when there are several)."""
    game = scenario_text(
        """
phase: battle
priority: 0
zones:
  p0.c3: [{card: nyx}]
  p1.c3: [{card: orrin, counters: {damage: 1}, flags: [staggered]}]
  p1.support: [vesper]
  p1.party: [{card: seraphine, face_up: false}]
  p0.deck: [Thornling]
  p1.deck: [Frost Bolt]
"""
    )
    nyx, orrin = find(game, "Nyx"), find(game, "Orrin")
    game.play(cmd(0, "attack", nyx, orrin))
    settle(game)
    assert game.state.where[orrin] == "p1.archive"
    assert game.state.decision.kind == "refill" and game.to_act == (1,)  # type: ignore[union-attr]
    choices = {src for src, _ in offered(game, "lead")}
    assert choices == {find(game, "Vesper"), find(game, "Seraphine")}
    game.play(cmd(1, "lead", find(game, "Seraphine"), "zone:p1.c3"))
    assert game.state.zone("p1.c3") == [find(game, "Seraphine")]
    assert game.state.decision.kind == "battle"  # type: ignore[union-attr]


def test_vengeance_passes_to_the_remaining_champions() -> None:
    """Champions, Vengeance: when a champion is archived, the others gain its effect."""
    game = scenario_text(
        """
phase: battle
priority: 0
zones:
  p0.c3: [{card: nyx}]
  p1.c3: [seraphine]
  p1.c1: [{card: orrin, counters: {damage: 1}, flags: [staggered]}]
  p0.deck: [Thornling]
  p1.deck: [Frost Bolt]
"""
    )
    nyx, orrin, seraphine = find(game, "Nyx"), find(game, "Orrin"), find(game, "Seraphine")
    assert Stats(game.state, RULES.cards).stat(seraphine, "atk") == 2
    game.play(cmd(0, "attack", nyx, orrin))
    settle(game)
    assert Stats(game.state, RULES.cards).stat(seraphine, "atk") == 3  # Orrin's +1 ATK


def test_archiving_every_champion_wins() -> None:
    """How to Win: archive all of the opponent's champions."""
    game = scenario_text(
        """
phase: battle
priority: 0
zones:
  p0.c3: [nyx]
  p1.c3: [{card: orrin, counters: {damage: 1}, flags: [staggered]}]
  p0.deck: [Thornling]
  p1.deck: [Frost Bolt]
"""
    )
    game.play(cmd(0, "attack", find(game, "Nyx"), find(game, "Orrin")))
    settle(game)
    assert game.result is not None and game.result.winners == (0,)
    assert "champions are archived" in game.result.reason


def test_a_player_who_cannot_draw_in_camp_loses() -> None:
    """How to Win: "The first person that cannot draw a card on their Camp phase loses"."""
    game = scenario_text(
        """
phase: rest
priority: 0
zones:
  p0.c3: [kael]
  p1.c3: [seraphine]
  p0.deck: [Thornling]
  p1.deck: []
"""
    )
    assert game.result is None  # Ann can draw her one card
    while game.result is None:
        game.play(cmd(0, "end"))  # Ann ends her Camp and Main phases; Ben's Camp comes
    assert game.result.winners == (0,)
    assert "Ben cannot draw" in game.result.reason


def test_camp_draws_up_to_the_limit_and_refreshes() -> None:
    """Camp Phase: draw up to X, then unrest all rested cards."""
    game = scenario_text(
        """
phase: rest
priority: 0
zones:
  p0.c3: [{card: kael, flags: [rested]}]
  p0.party: [{card: brannoc, face_up: false}]
  p0.hand: [Thornling, Thornling, Thornling]
  p1.c3: [seraphine]
  p0.deck: [Ember Squire, Ember Squire, Ember Squire, Ember Squire,
    Ember Squire, Ember Squire, Ember Squire, Ember Squire]
  p1.deck: [Frost Bolt, Frost Bolt, Frost Bolt, Frost Bolt, Frost Bolt,
    Frost Bolt, Frost Bolt, Frost Bolt, Frost Bolt, Frost Bolt]
"""
    )
    assert game.state.phase == "camp" and game.state.values["round"] == 2
    assert len(game.state.zone("p0.hand")) == 9  # two champions: up to 9
    assert len(game.state.zone("p0.deck")) == 2
    assert "rested" not in game.state.cards[find(game, "Kael")].flags
