"""Combat keywords, book chapter "Encountering the Enemy" (Swift, Unstoppable, Cunning, one
attack per turn) and the README readings (Proficiency X, Revive X)."""

from __future__ import annotations

from tests.games.ucg.helpers import (
    asked,
    cmd,
    decision,
    find,
    kinds,
    pass_windows,
    scenario,
    scenario_text,
)


def _blockers(game: object) -> set[int | None]:
    return {c.source for c in game.legal() if c.kind == "block"}  # type: ignore[attr-defined]


def test_swift_is_blocked_only_by_swift() -> None:
    """Characters with Swift: "can only be blocked by other characters with Swift"."""
    game = scenario("keywords")
    scout = find(game, "Cinder Scout")
    warden, dancer = find(game, "Shell Warden"), find(game, "Current Dancer")
    game.play(cmd(0, "attack", scout, "zone:p0.encounter"))
    pass_windows(game)  # Ann could activate Smoke Trickster: she passes
    assert decision(game) == "block"
    assert _blockers(game) == {dancer}
    reason = game.rules.explain_illegal(game.state, cmd(1, "block", warden, scout), game.legal())
    assert reason is not None and "Swift" in reason


def test_swift_blocks_anything() -> None:
    """Characters with Swift: "Swift characters can block most other characters, even if they
    do not have the ability Swift"."""
    game = scenario("keywords")
    recruit = find(game, "Ash Recruit")
    warden, dancer = find(game, "Shell Warden"), find(game, "Current Dancer")
    game.play(cmd(0, "attack", recruit, "zone:p0.encounter"))
    pass_windows(game)
    assert _blockers(game) == {warden, dancer}


def test_unstoppable_is_not_blocked_even_by_swift() -> None:
    """Characters with Swift, note: "Characters that have the ability Unstoppable cannot be
    blocked even by characters with Swift." The Phantom is unopposed: 3 cards to The Void."""
    game = scenario("keywords")
    phantom, dancer = find(game, "Pyre Phantom"), find(game, "Current Dancer")
    game.play(cmd(0, "attack", phantom, "zone:p0.encounter"))
    pass_windows(game)
    assert decision(game) == "conflict"
    assert not asked(game, 1, "block")  # Ben was never asked to block
    assert len(game.state.zone("p1.deck")) == 5
    reason = game.rules.explain_illegal(game.state, cmd(1, "block", dancer, phantom), game.legal())
    assert reason is None or "Unstoppable" in reason or "turn" in reason


def test_cunning_returns_to_active_and_attacks_once() -> None:
    """Characters with Cunning: "they return back to the Active Zone after they attack"; note:
    "Characters can only attack once per turn"."""
    game = scenario("keywords")
    trickster = find(game, "Smoke Trickster")
    game.play(cmd(0, "attack", trickster, "zone:p0.encounter"))
    pass_windows(game)
    game.play(cmd(1, "done"))  # no block: 2 cards to The Void
    pass_windows(game)
    assert game.state.where[trickster] == "p0.active"
    assert cmd(0, "attack", trickster, "zone:p0.encounter") not in game.legal()
    reason = game.rules.explain_illegal(
        game.state, cmd(0, "attack", trickster, "zone:p0.encounter"), game.legal()
    )
    assert reason is not None and "already attacked" in reason


def test_cunning_that_activated_goes_to_exhausted() -> None:
    """Characters with Cunning: "This is as long as they did not activate for an ability
    during the Encounter. Characters with Cunning can Activate after being declared an
    attacker." Smoke Trickster activates (1 Terra: 1 damage) in the window after it attacks."""
    game = scenario("keywords")
    trickster, warden = find(game, "Smoke Trickster"), find(game, "Shell Warden")
    game.play(cmd(0, "attack", trickster, "zone:p0.encounter"))
    assert decision(game) == "respond" and game.to_act == (0,)
    game.play(cmd(0, "activate", trickster, warden))
    # Ben has nothing to answer with, Ann nothing more: it resolves at once
    assert game.state.counter(warden, "damage") == 1
    game.play(cmd(1, "done"))  # no block
    assert game.state.where[trickster] == "p0.exhausted"


def test_proficiency_deals_more_or_less_than_combat() -> None:
    """README, Proficiency X: "deals X more or less than Combat". Brine Sharpshooter (2,
    Proficiency +2) deals 4 unopposed; Undertow Stalker (3, Proficiency -1) deals 2."""
    game = scenario_text(PROFICIENCY)
    shooter, stalker = find(game, "Brine Sharpshooter"), find(game, "Undertow Stalker")
    game.play(cmd(0, "attack", shooter, "zone:p0.encounter"))
    assert len(game.state.zone("p1.deck")) == 10 - 4
    game.play(cmd(0, "attack", stalker, "zone:p0.encounter"))
    assert len(game.state.zone("p1.deck")) == 10 - 4 - 2


PROFICIENCY = """
game: ucg
phase: conflict
turn: 0
zones:
  p0.active: [Brine Sharpshooter, Undertow Stalker, Reef Guard]
  p0.deck: [Tide Spring, Tide Spring]
  p1.deck: [Ember Vein, Ember Vein, Ember Vein, Ember Vein, Ember Vein, Ember Vein, Ember Vein,
            Ember Vein, Ember Vein, Ember Vein]
"""


def test_revive_goes_to_exhausted_instead_of_the_void() -> None:
    """README, Revive X: "goes to Exhausted instead of The Void, X times". Coral Revenant
    (Revive 2) is slain twice and revives, the third time it goes to The Void."""
    game = scenario_text(REVIVE)
    revenant = find(game, "Coral Revenant")
    titan = find(game, "Kiln Titan", "p0.active")
    game.play(cmd(0, "attack", titan, "zone:p0.encounter"))
    game.play(cmd(1, "block", revenant, titan))  # 5 against 2: slain
    assert game.state.where[revenant] == "p1.exhausted"
    assert game.state.counter(revenant, "revived") == 1
    assert game.state.counter(revenant, "damage") == 0


REVIVE = """
game: ucg
phase: conflict
turn: 0
zones:
  p0.active: [Kiln Titan, Kiln Titan]
  p1.active: [Coral Revenant]
  p0.deck: [Ember Vein, Ember Vein, Ember Vein]
  p1.deck: [Tide Spring, Tide Spring, Tide Spring, Tide Spring, Tide Spring, Tide Spring]
"""


def test_revive_runs_out() -> None:
    """README, Revive X: only X times; a Revenant that has revived twice goes to The Void."""
    spent = "[{card: Coral Revenant, counters: {revived: 2}}]"
    game = scenario_text(REVIVE.replace("[Coral Revenant]", spent))
    revenant = find(game, "Coral Revenant")
    titan = find(game, "Kiln Titan")
    game.play(cmd(0, "attack", titan, "zone:p0.encounter"))
    game.play(cmd(1, "block", revenant, titan))
    assert game.state.where[revenant] == "p1.void"
    assert "attack" in kinds(game)


TWIN_FANG = """
game: ucg
phase: conflict
turn: 0
zones:
  p0.active: [Twin Fang Raider]
  p0.deck: [Ember Vein, Ember Vein]
  p1.deck: [Tide Spring, Tide Spring, Tide Spring, Tide Spring, Tide Spring, Tide Spring]
"""


def test_a_card_that_says_so_attacks_twice() -> None:
    """Characters with Cunning, note: "Characters can only attack once per turn and this can
    only be changed by a card that would state the character can attack more than once a
    turn." Twin Fang Raider (Cunning, two encounters a turn) attacks twice, not three times."""
    game = scenario_text(TWIN_FANG)
    raider = find(game, "Twin Fang Raider")
    game.play(cmd(0, "attack", raider, "zone:p0.encounter"))
    assert game.state.where[raider] == "p0.active"  # Cunning: back to Active
    game.play(cmd(0, "attack", raider, "zone:p0.encounter"))
    assert len(game.state.zone("p1.deck")) == 6 - 2 - 2 - 1  # two attacks, then Ben's draw
    assert game.state.value("turn") == 1  # Ann had nothing left to do
