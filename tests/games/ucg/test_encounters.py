"""Encounters, book chapter "Encountering the Enemy": every worked example as a scenario."""

from __future__ import annotations

from tests.games.ucg.helpers import cmd, decision, find, logged, names, scenario, scenario_text


def test_standard_encounter_three_against_two() -> None:
    """Procedure of an Encounter: "Your attacking character has Three Combat and your
    opponent's character only has Two Combat ... This would Slay the blocking character and send
    it to The Void ... This would leave Two Damage Counters on your attacking character. Your
    character would then go to the Exhausted Zone." """
    game = scenario("standard-encounter")
    sentinel = find(game, "Forge Sentinel", "p0.active")
    recruit = find(game, "Ash Recruit")
    game.play(cmd(0, "attack", sentinel, "zone:p0.encounter"))
    assert names(game, "p0.encounter") == ["Forge Sentinel"]
    assert decision(game) == "block" and game.to_act == (1,)
    game.play(cmd(1, "block", recruit, sentinel))
    assert "Ash Recruit" in names(game, "p1.void")
    assert game.state.where[sentinel] == "p0.exhausted"
    assert game.state.counter(sentinel, "damage") == 2


def test_damage_counters_stay_until_the_end_of_the_turn() -> None:
    """Procedure of an Encounter: a smaller attacker still damages the blocker, "This makes it
    weaker for other attacking characters. Damage Counters do not leave characters until the
    end of the turn." Blockers return to the Active Zone and may block again."""
    game = scenario("standard-encounter")
    sentinel = find(game, "Forge Sentinel", "p0.active")
    blocker = find(game, "Forge Sentinel", "p1.active")
    game.play(cmd(0, "attack", sentinel, "zone:p0.encounter"))
    game.play(cmd(1, "block", blocker, sentinel))  # 3 against 3: both are slain
    assert "Forge Sentinel" in names(game, "p0.void") and "Forge Sentinel" in names(game, "p1.void")
    game2 = scenario("standard-encounter")
    sentinel2 = find(game2, "Forge Sentinel", "p0.active")
    recruit = find(game2, "Ash Recruit")
    blocker2 = find(game2, "Forge Sentinel", "p1.active")
    # Cinder Scout (Swift, 1) cannot be blocked by non-Swift: attack with the Sentinel first
    game2.play(cmd(0, "attack", sentinel2, "zone:p0.encounter"))
    game2.play(cmd(1, "block", recruit, sentinel2))
    assert game2.state.where[recruit] == "p1.void"
    assert game2.state.counter(sentinel2, "damage") == 2
    game2.play(cmd(0, "attack", find(game2, "Cinder Scout"), "zone:p0.encounter"))
    # nothing is left to do: the turn ends by itself, and the damage counters leave
    assert game2.state.value("turn") == 1
    assert game2.state.counter(sentinel2, "damage") == 0
    assert game2.state.where[blocker2] == "p1.active"


def test_a_smaller_attacker_weakens_the_blocker_which_returns_to_active() -> None:
    """Procedure of an Encounter: the lower attacker inflicts its damage anyway; "characters
    that block during an Encounter return to the Active Zone ... they can continue to block"."""
    game = scenario("standard-encounter")
    recruit_blocker = find(game, "Forge Sentinel", "p1.active")
    scout = find(game, "Cinder Scout")
    sentinel = find(game, "Forge Sentinel", "p0.active")
    game.play(cmd(0, "attack", scout, "zone:p0.encounter"))
    # Cinder Scout has Swift: the Sentinel cannot block it, so it is unopposed
    assert decision(game) == "conflict"
    assert len(game.state.zone("p1.deck")) == 4
    game.play(cmd(0, "attack", sentinel, "zone:p0.encounter"))
    recruit = find(game, "Ash Recruit")
    game.play(cmd(1, "block", recruit_blocker, sentinel))
    assert game.state.where[recruit_blocker] == "p1.void"
    assert game.state.where[recruit] == "p1.active"


def test_lower_combat_attacker_leaves_damage_on_the_blocker() -> None:
    """Procedure of an Encounter: "Your character would inflict its damage equal to its Combat
    Stat. Yet, it would not be enough to Slay the blocking character." The blocker goes back to
    Active with the counters; a second attacker finishes it."""
    game = scenario("assist-encounter")
    titan = find(game, "Kiln Titan")
    warden = find(game, "Shell Warden")
    game.play(cmd(0, "attack", titan, "zone:p0.encounter"))
    game.play(cmd(1, "block", warden, titan))
    game.play(cmd(1, "done"))  # no Assist beside it
    assert game.state.where[warden] == "p1.void"  # 5 against 4
    assert game.state.where[titan] == "p0.exhausted"  # 4 damage of its 5: it survives
    assert game.state.counter(titan, "damage") == 4


def test_unopposed_attack_mills_one_card_per_point() -> None:
    """Attacking Unopposed: "The player will take the top cards of their deck and place them
    into The Void. This is repeated for every point of damage dealt." """
    game = scenario("standard-encounter")
    sentinel = find(game, "Forge Sentinel", "p0.active")
    top_three = game.state.zone("p1.deck")[-3:]
    game.play(cmd(0, "attack", sentinel, "zone:p0.encounter"))
    game.play(cmd(1, "done"))  # no block
    assert game.state.zone("p1.deck") == game.state.zone("p1.deck")[:2]
    assert len(game.state.zone("p1.deck")) == 2
    assert all(game.state.where[i] == "p1.void" for i in top_three)
    assert game.state.where[sentinel] == "p0.exhausted"


def test_unopposed_damage_below_zero_loses_at_once() -> None:
    """Attacking Unopposed: "Whenever a player's deck is reduced below Zero they immediately
    lose the game!" Five cards and two attacks of 3: the second one needs a sixth card."""
    game = scenario("standard-encounter")
    sentinel = find(game, "Forge Sentinel", "p0.active")
    game.play(cmd(0, "attack", sentinel, "zone:p0.encounter"))
    game.play(cmd(1, "done"))
    assert game.result is None and len(game.state.zone("p1.deck")) == 2
    scout = find(game, "Cinder Scout")
    game.play(cmd(0, "attack", scout, "zone:p0.encounter"))  # Swift: unblockable here, 1
    assert logged(game, "takes 1 damage")
    # Ann's turn ends by itself; Ben draws his last card: a deck at zero is not yet a loss
    assert game.result is None and game.state.zone("p1.deck") == []
    assert game.state.value("turn") == 1


def test_assist_example_five_against_four_and_two() -> None:
    """Characters with Assist: block first with the Combat 4 character, then the Assist
    character of Combat 2: "This will inflict Six damage to the attacking character." The
    attacker assigns "two damage to your smallest character" and the rest to the large one."""
    game = scenario("assist-encounter")
    titan, warden, guard = (find(game, n) for n in ("Kiln Titan", "Shell Warden", "Reef Guard"))
    game.play(cmd(0, "attack", titan, "zone:p0.encounter"))
    game.play(cmd(1, "block", warden, titan))
    assert decision(game) == "assist"
    game.play(cmd(1, "assist", guard, warden))
    assert names(game, "p1.encounter") == ["Shell Warden", "Reef Guard"]
    # no other character with Assist: the blocking is over
    assert decision(game) == "assign" and game.to_act == (0,)
    game.play(cmd(0, "assign", titan, guard, 2))
    game.play(cmd(0, "assign", titan, warden, 3))
    assert game.state.where[titan] == "p0.void"  # 4 + 2 = 6 against Combat 5
    assert game.state.where[guard] == "p1.void"
    assert game.state.where[warden] == "p1.active"  # 3 against 4: back to Active
    assert game.state.counter(warden, "damage") == 3


def test_assist_the_other_way_slays_the_large_blocker() -> None:
    """Characters with Assist: "or four damage to the large character. The remaining damage
    would be assigned to the other character" (one survives, the other goes to The Void)."""
    game = scenario("assist-encounter")
    titan, warden, guard = (find(game, n) for n in ("Kiln Titan", "Shell Warden", "Reef Guard"))
    game.play(cmd(0, "attack", titan, "zone:p0.encounter"))
    game.play(cmd(1, "block", warden, titan))
    game.play(cmd(1, "assist", guard, warden))
    game.play(cmd(0, "assign", titan, warden, 4))
    assert {c.args for c in game.legal()} == {(1,)}  # one point is left to assign
    game.play(cmd(0, "assign", titan, guard, 1))
    assert game.state.where[warden] == "p1.void"
    assert game.state.where[guard] == "p1.active"


def test_additional_blockers_need_assist() -> None:
    """Characters with Assist: after the first blocker, more blockers "as long as they have
    Assist"; Coral Revenant has none."""
    game = scenario("assist-encounter")
    titan, warden = find(game, "Kiln Titan"), find(game, "Shell Warden")
    revenant = find(game, "Coral Revenant")
    game.play(cmd(0, "attack", titan, "zone:p0.encounter"))
    game.play(cmd(1, "block", warden, titan))
    assert revenant not in {c.source for c in game.legal()}
    reason = game.rules.explain_illegal(
        game.state, cmd(1, "assist", revenant, warden), game.legal()
    )
    assert reason is not None and "Assist" in reason


def test_expertise_two_against_two_strikes_first() -> None:
    """Characters with Expertise, first example: Combat 2 with Expertise against a blocker of
    Combat 2: "your character would inflict its damage first. This would immediately send the
    blocking character to The Void, before it can deal damage." """
    game = scenario("expertise-encounter")
    duelist, guard = find(game, "Blaze Duelist"), find(game, "Reef Guard")
    game.play(cmd(0, "attack", duelist, "zone:p0.encounter"))
    game.play(cmd(1, "block", guard, duelist))  # it has Assist: nobody joins it
    assert game.state.where[guard] == "p1.void"
    assert game.state.counter(duelist, "damage") == 0
    assert game.state.where[duelist] == "p0.exhausted"


def test_expertise_against_a_larger_blocker() -> None:
    """Characters with Expertise: "The player blocks with a larger character. That character
    would take damage first. Then the blocking character would deal damage back, like normal.
    The attacking character would then be sent to The Void." """
    game = scenario("expertise-encounter")
    duelist, warden = find(game, "Blaze Duelist"), find(game, "Shell Warden")
    game.play(cmd(0, "attack", duelist, "zone:p0.encounter"))
    game.play(cmd(1, "block", warden, duelist))
    game.play(cmd(1, "done"))
    assert game.state.where[duelist] == "p0.void"
    assert game.state.counter(warden, "damage") == 2
    assert game.state.where[warden] == "p1.active"


def test_blocker_with_expertise_slays_first() -> None:
    """Characters with Expertise, second example and the README reading of its note: a
    blocker with Expertise deals its damage before the attacker, and slays a smaller one
    before it can strike back."""
    game = scenario("expertise-encounter")
    recruit, knight = find(game, "Ash Recruit"), find(game, "Wave Knight")
    game.play(cmd(0, "attack", recruit, "zone:p0.encounter"))
    game.play(cmd(1, "block", knight, recruit))
    assert game.state.where[recruit] == "p0.void"
    assert game.state.counter(knight, "damage") == 0


def test_overpower_example_four_against_two_with_three_cards_left() -> None:
    """Characters with Overpower: "the attacking character would first deal two damage to the
    blocker. Then the remaining two damage would go to the defending player's deck." """
    game = scenario("overpower-encounter")
    charger, guard = find(game, "Ember Charger"), find(game, "Reef Guard")
    game.play(cmd(0, "attack", charger, "zone:p0.encounter"))
    game.play(cmd(1, "block", guard, charger))
    assert game.state.where[guard] == "p1.void"
    assert len(game.state.zone("p1.deck")) == 1  # three cards, two damage
    assert game.result is None
    assert game.state.counter(charger, "damage") == 2


def test_overpower_unblocked_deck_out() -> None:
    """Attacking Unopposed with the Overpower example's deck: four damage against three cards
    reduces the deck below zero, and the defender loses at once."""
    game = scenario("overpower-encounter")
    charger = find(game, "Ember Charger")
    game.play(cmd(0, "attack", charger, "zone:p0.encounter"))
    game.play(cmd(1, "done"))
    assert game.result is not None and game.result.winners == (0,)
    assert "below zero" in game.result.reason


def test_overpower_deck_out_through_a_blocker() -> None:
    """Characters with Overpower and Attacking Unopposed: the excess alone can reduce a deck
    below zero (4 against Reef Guard's 2 leaves 2 for a deck of one card)."""
    game = scenario_text(OVERPOWER_ONE_CARD)
    charger, guard = find(game, "Ember Charger"), find(game, "Reef Guard")
    game.play(cmd(0, "attack", charger, "zone:p0.encounter"))
    game.play(cmd(1, "block", guard, charger))
    assert game.state.where[guard] == "p1.void"
    assert game.result is not None and game.result.winners == (0,)
    assert "below zero" in game.result.reason


OVERPOWER_ONE_CARD = """
game: ucg
phase: conflict
turn: 0
zones:
  p0.active: [Ember Charger]
  p1.active: [Reef Guard]
  p0.deck: [Ember Vein]
  p1.deck: [Tide Spring]
"""


def test_overpower_when_blocking_deals_nothing_to_the_attacking_player() -> None:
    """Characters with Overpower: "If the character is blocking, it would inflict damage only
    to the character. It will deal no damage to the attacking player." Deepwater Leviathan (6,
    Overpower) blocks Ash Recruit (2): Ann's deck keeps its cards."""
    game = scenario_text(LEVIATHAN_BLOCKS)
    recruit, leviathan = find(game, "Ash Recruit"), find(game, "Deepwater Leviathan")
    game.play(cmd(0, "attack", recruit, "zone:p0.encounter"))
    game.play(cmd(1, "block", leviathan, recruit))
    assert game.state.where[recruit] == "p0.void"
    assert len(game.state.zone("p0.deck")) == 3


LEVIATHAN_BLOCKS = """
game: ucg
phase: conflict
turn: 0
zones:
  p0.active: [Ash Recruit, Ash Recruit]
  p1.active: [Deepwater Leviathan]
  p0.deck: [Ember Vein, Ember Vein, Ember Vein]
  p1.deck: [Tide Spring, Tide Spring, Tide Spring]
"""


ASSIST_FIRST = """
game: ucg
phase: conflict
turn: 0
options: {assist_after_any_blocker: ASSIST_ANY}
zones:
  p0.active: [Kiln Titan, Ash Recruit]
  p1.active: [Reef Guard, Kelp Weaver]
  p0.deck: [Ember Vein, Ember Vein, Ember Vein]
  p1.deck: [Tide Spring, Tide Spring, Tide Spring]
"""


def test_assist_joins_a_first_blocker_without_assist() -> None:
    """Characters with Assist: "block first with a character that does NOT have Assist. Then
    after that you can then block with additional characters as long as they have Assist." A
    first blocker with Assist (Reef Guard) gets no help, unless the table plays the option
    `assist_after_any_blocker`."""
    for any_first, helped in ((False, False), (True, True)):
        game = scenario_text(ASSIST_FIRST.replace("ASSIST_ANY", str(any_first).lower()))
        titan, guard = find(game, "Kiln Titan"), find(game, "Reef Guard")
        game.play(cmd(0, "attack", titan, "zone:p0.encounter"))
        game.play(cmd(1, "block", guard, titan))
        assert (decision(game) == "assist") == helped
