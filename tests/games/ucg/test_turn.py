"""The game and the turn (README, UCG): 60-card decks, an 8-card hand, the phases Ready, Dawn,
Draw, Primary, Conflict and End, Terra paid from the Reserve to the Expended Zone, and the
deck-out loss."""

from __future__ import annotations

import tabletop
from tabletop.games.ucg.board import Board
from tabletop.games.ucg.rules import RULES
from tests.games.ucg.helpers import cmd, decision, end_turn, find, names, scenario_text


def _new(**options: object) -> tabletop.Game:
    return tabletop.new_game(
        "ucg", seed=4, decks=("emberguard", "tidecaller"), options=dict(options)
    )


def test_opening_hands_and_the_first_player_skips_the_draw() -> None:
    """README: 60-card decks, an 8-card opening hand; the first player skips the draw of turn 1
    (house rule, option `first_player_draws`)."""
    game = _new()
    first = int(game.state.value("first"))
    assert len(game.state.zone(f"p{first}.hand")) == 8
    assert len(game.state.zone(f"p{first}.deck")) == 52
    assert len(game.state.zone(f"p{1 - first}.hand")) == 8
    drawn = _new(first_player_draws=True)
    assert len(drawn.state.zone(f"p{first}.hand")) == 9
    assert len(drawn.state.zone(f"p{first}.deck")) == 51


def test_one_resource_a_turn_and_terra_from_reserve_to_expended() -> None:
    """README, Primary: one resource card into the Reserve Zone; paying Terra moves resources
    from the Reserve to the Expended Zone (each gives 1 Terra unless it says otherwise)."""
    game = scenario_text(PAYING)
    vein = find(game, "Ember Vein", "p0.hand")
    game.play(cmd(0, "resource", vein, "zone:p0.reserve"))
    assert "resource" not in {c.kind for c in game.legal()}  # one per turn
    titan = find(game, "Kiln Titan")
    game.play(cmd(0, "summon", titan, "zone:p0.active"))
    # 4 of the 5 Terra: Sunforge Crystal (2) and two Ember Veins; one Vein stays
    assert sorted(names(game, "p0.expended")) == ["Ember Vein", "Ember Vein", "Sunforge Crystal"]
    assert names(game, "p0.reserve") == ["Ember Vein"]
    assert Board(game.state, RULES.cards).terra(0) == 1


PAYING = """
game: ucg
phase: primary
turn: 0
zones:
  p0.hand: [Ember Vein, Ember Vein, Kiln Titan]
  p0.reserve: [Ember Vein, Ember Vein, Sunforge Crystal]
  p0.deck: [Ember Vein, Ember Vein, Ember Vein]
  p1.deck: [Tide Spring, Tide Spring, Tide Spring]
"""


def test_ready_returns_exhausted_characters_and_expended_resources() -> None:
    """README, Ready: Exhausted characters return to Active; Expended resources return to the
    Reserve (only the turn player's)."""
    game = scenario_text(READY)
    end_turn(game)  # Ann's turn ends; Ben's Ready Phase
    assert names(game, "p1.active") == ["Reef Guard"]
    assert names(game, "p1.reserve") == ["Tide Spring"]
    assert names(game, "p0.exhausted") == ["Ash Recruit"]  # not Ann's turn


READY = """
game: ucg
phase: conflict
turn: 0
zones:
  p0.active: [Forge Sentinel]
  p0.exhausted: [Ash Recruit]
  p1.exhausted: [Reef Guard]
  p1.expended: [Tide Spring]
  p0.deck: [Ember Vein, Ember Vein, Ember Vein]
  p1.deck: [Tide Spring, Tide Spring, Tide Spring]
"""


def test_dawn_triggers_and_bide_counters() -> None:
    """README, Dawn: dawn triggers (Ember Altar deals 1 damage to the opponent) and Bide
    counters on the turn player's Pitfalls."""
    game = scenario_text(DAWN)
    snare = find(game, "Ember Snare")
    assert game.state.value("turn") == 1  # Ann had nothing to do: Ben's turn
    end_turn(game)  # Ann's Dawn
    assert game.state.value("turn") == 0
    assert game.state.counter(snare, "bide") == 1
    assert len(game.state.zone("p1.deck")) == 5 - 1 - 1  # Ben's draw, then the Altar


DAWN = """
game: ucg
phase: conflict
turn: 0
zones:
  p0.effect1: [{card: Ember Altar, face_up: true}]
  p0.effect2: [{card: Ember Snare, face_up: false}]
  p0.deck: [Ember Vein, Ember Vein, Ember Vein]
  p1.deck: [Tide Spring, Tide Spring, Tide Spring, Tide Spring, Tide Spring]
"""


def test_end_phase_removes_damage_counters() -> None:
    """README, End: damage counters leave characters (book: "Damage Counters do not leave
    characters until the end of the turn")."""
    game = scenario_text(
        READY.replace(
            "p1.exhausted: [Reef Guard]", "p1.active: [{card: Reef Guard, counters: {damage: 1}}]"
        )
    )
    guard = find(game, "Reef Guard")
    assert game.state.counter(guard, "damage") == 1
    end_turn(game)
    assert game.state.counter(guard, "damage") == 0


def test_drawing_from_an_empty_deck_loses() -> None:
    """README: a player whose deck must go below zero cards loses at once (drawing from an
    empty deck likewise)."""
    game = scenario_text(
        READY.replace("p1.deck: [Tide Spring, Tide Spring, Tide Spring]", "p1.deck: []")
    )
    end_turn(game)
    assert game.result is not None and game.result.winners == (0,)
    assert "empty deck" in game.result.reason


def test_turn_phases_in_order() -> None:
    """README, the turn: Ready, Dawn, Draw, Primary, Conflict, End."""
    game = scenario_text(READY)
    end_turn(game)
    phases = [line for line in game.describe_log() if "Ben's" in line and "Phase" in line]
    order = ["Ready", "Dawn", "Draw", "Primary"]
    assert [next(p for p in order if p in line) for line in phases[:4]] == order
    assert decision(game) in ("primary", "conflict")
