"""Ignitions and sequences on the response stack (README, UCG; book, "Starting an Encounter":
"If a player has no available Effect Zones, they cannot Sequence"), Pitfalls and Permanents."""

from __future__ import annotations

from pathlib import Path

from tests.games.ucg.helpers import (
    asked,
    cmd,
    decision,
    end_turn,
    find,
    logged,
    names,
    pass_windows,
    scenario,
    scenario_text,
)


def test_responses_resolve_last_in_first_out() -> None:
    """README: responses resolve last in first out. Flare Bolt (2 damage) is ignited at Reef
    Guard (2); Ben sequences Tidal Blessing (+2): the Blessing resolves first, so the Guard has
    Combat 4 when the Bolt hits and survives (first in first out would slay it)."""
    game = scenario("sequences")
    bolt, blessing, guard = (find(game, n) for n in ("Flare Bolt", "Tidal Blessing", "Reef Guard"))
    game.play(cmd(0, "ignite", bolt, guard))
    assert names(game, "p0.ignition") == ["Flare Bolt"]
    assert decision(game) == "respond" and game.to_act == (1,)
    game.play(cmd(1, "sequence", blessing, guard))
    assert names(game, "p1.effect1") == ["Tidal Blessing"]
    assert [e["src"] for e in game.state.stack] == [bolt, blessing]
    pass_windows(game)
    assert game.state.where[guard] == "p1.active"
    assert game.state.counter(guard, "damage") == 2 and game.state.counter(guard, "plus") == 2
    log = game.describe_log()
    plus = next(i for i, line in enumerate(log) if "Reef Guard gets +2 Combat" in line)
    hit = next(i for i, line in enumerate(log) if "Flare Bolt deals 2 damage" in line)
    assert plus < hit
    assert {"Flare Bolt", "Tidal Blessing"} <= set(names(game, "p0.void") + names(game, "p1.void"))


def test_a_sequence_negates_the_ignition_beneath_it() -> None:
    """README: a sequence answers the play beneath it; Still Waters negates Flare Bolt."""
    game = scenario("sequences")
    bolt, still, guard = (find(game, n) for n in ("Flare Bolt", "Still Waters", "Reef Guard"))
    game.play(cmd(0, "ignite", bolt, guard))
    game.play(cmd(1, "sequence", still, "zone:p1.effect2"))
    assert names(game, "p1.effect2") == ["Still Waters"]
    pass_windows(game)
    assert game.state.counter(guard, "damage") == 0
    assert logged(game, "Flare Bolt is negated")
    assert game.state.where[bolt] == "p0.void"


def test_a_negation_is_offered_only_with_something_beneath_it() -> None:
    """README: a sequence answers the play beneath it; with an empty stack a negation has
    nothing to negate, so neither Still Waters nor Tidal Sage's ability is offered as an
    ignition. Once Flare Bolt is on the stack, both answer it as sequences."""
    text = (Path(__file__).parent / "scenarios" / "sequences.yaml").read_text()
    text = text.replace(
        "p0.hand: [Flare Bolt, Battle Fury, Ember Vein]", "p0.hand: [Still Waters, Ember Vein]"
    )
    text = text.replace("p0.active: [Ash Recruit]", "p0.active: [Tidal Sage]")
    text = text.replace("p1.active: [Reef Guard]", "p1.active: [Reef Guard, Tidal Sage]")
    text = text.replace(
        "p1.hand: [Tidal Blessing, Still Waters, Riptide]", "p1.hand: [Still Waters]"
    )
    game = scenario_text(text)
    mine = {find(game, "Still Waters", "p0.hand"), find(game, "Tidal Sage", "p0.active")}
    assert decision(game) == "primary" and game.to_act == (0,)
    assert not [c for c in game.legal() if c.source in mine]  # nothing beneath to negate

    text = text.replace("p0.hand: [Still Waters, Ember Vein]", "p0.hand: [Flare Bolt]")
    game = scenario_text(text)
    game.play(cmd(0, "ignite", find(game, "Flare Bolt"), find(game, "Reef Guard")))
    answers = {c.source for c in game.legal() if c.kind in ("sequence", "activate")}
    assert answers == {find(game, "Still Waters"), find(game, "Tidal Sage", "p1.active")}


def test_sequence_refused_with_no_free_effect_zone() -> None:
    """Book, "Starting an Encounter": "If a player has no available Effect Zones, they cannot
    Sequence or react against cards or abilities." Ben's three zones hold a Permanent and two
    Pitfalls: Flare Bolt resolves without Ben being asked."""
    game = scenario_text(FULL_ZONES)
    bolt, guard, blessing = (find(game, n) for n in ("Flare Bolt", "Reef Guard", "Tidal Blessing"))
    game.play(cmd(0, "ignite", bolt, guard))
    assert game.state.where[guard] == "p1.void"  # nobody could answer: it resolved at once
    assert not asked(game, 1, "respond")
    reason = game.rules.explain_illegal(
        game.state, cmd(1, "sequence", blessing, "zone:p1.effect3"), game.legal()
    )
    assert reason is not None and "no free Effect Zone" in reason


FULL_ZONES = """
game: ucg
phase: primary
turn: 0
zones:
  p0.hand: [Flare Bolt]
  p0.reserve: [Ember Vein]
  p0.active: [Ash Recruit]
  p1.hand: [Tidal Blessing]
  p1.reserve: [Tide Spring, Tide Spring]
  p1.active: [Reef Guard]
  p1.effect1: [{card: Tide Ward, face_up: true}]
  p1.effect2: [{card: Whirlpool Snare, face_up: false}]
  p1.effect3: [{card: Whirlpool Snare, face_up: false}]
  p0.deck: [Ember Vein, Ember Vein]
  p1.deck: [Tide Spring, Tide Spring]
"""


def test_sequences_fill_the_three_effect_zones() -> None:
    """README: three Effect Zones per player; each sequence holds one until it resolves. With
    two zones taken, Ben's one sequence fills the last, and he cannot answer again."""
    text = FULL_ZONES.replace("  p1.effect3: [{card: Whirlpool Snare, face_up: false}]\n", "")
    text = text.replace("p1.hand: [Tidal Blessing]", "p1.hand: [Tidal Blessing, Still Waters]")
    text = text.replace("p0.hand: [Flare Bolt]", "p0.hand: [Flare Bolt, Battle Fury]")
    text = text.replace("p0.reserve: [Ember Vein]", "p0.reserve: [Ember Vein, Ember Vein]")
    game = scenario_text(text)
    bolt, fury, guard = (find(game, n) for n in ("Flare Bolt", "Battle Fury", "Reef Guard"))
    blessing = find(game, "Tidal Blessing")
    game.play(cmd(0, "ignite", bolt, guard))
    game.play(cmd(1, "sequence", blessing, guard))  # into Effect Zone 3, the last free one
    assert game.to_act == (0,)
    game.play(cmd(0, "sequence", fury, find(game, "Ash Recruit")))
    # Ben still holds Still Waters and Terra, but no free Effect Zone: he is not asked
    assert game.state.stack == [] and decision(game) == "conflict"
    assert game.state.counter(guard, "damage") == 2  # Blessing before Bolt: 4 Combat holds


def test_actions_that_cannot_be_answered() -> None:
    """README: "Drawing, discarding, phase changes, shuffling and paying costs cannot be
    responded to." Ben holds Riptide, Terra and free Effect Zones, yet playing a resource,
    a character (its cost paid) and ending the phase never give him a window."""
    game = scenario("sequences")
    vein = find(game, "Ember Vein", "p0.hand")
    game.play(cmd(0, "resource", vein, "zone:p0.reserve"))
    assert decision(game) == "primary" and game.to_act == (0,)
    game.play(cmd(0, "end"))
    assert decision(game) == "conflict" and game.to_act == (0,)
    assert not asked(game, 1, "respond")


def test_the_defender_sequences_but_never_ignites() -> None:
    """README: an Ignition is the turn player's play; the other seat's plays are sequences,
    even against the declaration of an attacker."""
    game = scenario("sequences")
    game.play(cmd(0, "end"))
    recruit = find(game, "Ash Recruit")
    game.play(cmd(0, "attack", recruit, "zone:p0.encounter"))
    assert game.to_act == (0,)  # the turn player may ignite first
    game.play(cmd(0, "pass"))
    assert game.to_act == (1,)
    plays = {c.kind for c in game.legal()} - {"pass"}
    assert plays == {"sequence"}
    riptide = find(game, "Riptide")
    game.play(cmd(1, "sequence", riptide, recruit))
    pass_windows(game)
    assert game.state.where[recruit] == "p0.exhausted"  # out of the encounter
    assert game.state.value("encounter") is None


def test_pitfall_springs_on_its_trigger_after_bide() -> None:
    """README, Pitfall: set face down, sprung by a named trigger; Bide counters come at the
    controller's Dawn. Ember Snare (Bide 1) springs when Ben's character attacks: 3 damage."""
    game = scenario_text(SNARE)
    snare, guard = find(game, "Ember Snare"), find(game, "Shell Warden")
    game.play(cmd(1, "attack", guard, "zone:p1.encounter"))
    assert game.to_act == (0,)
    game.play(cmd(0, "spring", snare, guard))
    assert game.state.cards[snare].face_up
    pass_windows(game)
    assert game.state.counter(guard, "damage") == 3
    assert game.state.where[snare] == "p0.void"


SNARE = """
game: ucg
phase: conflict
turn: 1
zones:
  p0.effect1: [{card: Ember Snare, face_up: false, counters: {bide: 1}}]
  p1.active: [Shell Warden, Reef Guard]
  p0.deck: [Ember Vein, Ember Vein, Ember Vein, Ember Vein, Ember Vein]
  p1.deck: [Tide Spring, Tide Spring, Tide Spring]
"""


def test_pitfall_waits_for_its_bide_counters() -> None:
    """README, Pitfall with Bide: with no Bide counter yet, Ember Snare (Bide 1) cannot spring."""
    game = scenario_text(SNARE.replace("counters: {bide: 1}", "counters: {}"))
    guard = find(game, "Shell Warden")
    game.play(cmd(1, "attack", guard, "zone:p1.encounter"))
    assert not asked(game, 0, "respond")
    assert logged(game, "Ann takes 4 damage")  # unopposed: 4 cards to The Void


def test_pitfall_springs_on_an_ignition() -> None:
    """Undertow Pit springs when the opponent ignites: it negates Flare Bolt."""
    text = FULL_ZONES.replace(
        "p1.effect2: [{card: Whirlpool Snare, face_up: false}]",
        "p1.effect2: [{card: Undertow Pit, face_up: false, counters: {bide: 1}}]",
    )
    game = scenario_text(text)
    bolt, guard, pit = (find(game, n) for n in ("Flare Bolt", "Reef Guard", "Undertow Pit"))
    game.play(cmd(0, "ignite", bolt, guard))
    assert game.to_act == (1,)
    game.play(cmd(1, "spring", pit))
    pass_windows(game)
    assert game.state.where[guard] == "p1.active"
    assert logged(game, "Flare Bolt is negated")


def test_permanent_stays_and_readies() -> None:
    """README: Permanent effects stay in an Effect Zone; at Ready they return to active. War
    Banner gives +1 Combat; Tide Ward exhausts for its ability and is readied at Ready."""
    game = scenario_text(PERMANENTS)
    banner, recruit = find(game, "War Banner"), find(game, "Ash Recruit")
    game.play(cmd(0, "ignite", banner, "zone:p0.ignition"))
    pass_windows(game)  # Ben could answer with Tide Ward's ability
    assert names(game, "p0.effect1") == ["War Banner"]
    from tabletop.games.ucg.board import Board
    from tabletop.games.ucg.rules import RULES

    assert Board(game.state, RULES.cards).combat(recruit) == 3
    end_turn(game)  # Ben's turn
    ward, guard = find(game, "Tide Ward"), find(game, "Reef Guard")
    game.play(cmd(1, "activate", ward, guard))
    assert "rested" in game.state.cards[ward].flags
    assert game.state.counter(guard, "plus") == 2
    end_turn(game)
    assert game.state.value("turn") == 0 and "rested" in game.state.cards[ward].flags
    end_turn(game)  # Ben's Ready Phase
    assert "rested" not in game.state.cards[ward].flags


PERMANENTS = """
game: ucg
phase: primary
turn: 0
zones:
  p0.hand: [War Banner]
  p0.reserve: [Ember Vein, Ember Vein]
  p0.active: [Ash Recruit]
  p1.effect1: [{card: Tide Ward, face_up: true}]
  p1.active: [Reef Guard]
  p0.deck: [Ember Vein, Ember Vein, Ember Vein, Ember Vein, Ember Vein]
  p1.deck: [Tide Spring, Tide Spring, Tide Spring, Tide Spring, Tide Spring]
"""
