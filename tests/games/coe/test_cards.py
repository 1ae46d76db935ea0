"""Leveling, skills, acolytes, arsenal cards and keywords (book, "Leveling", "Champion
Skills", "Playing Cards", "Resolving Effects", "Card Speeds"; keywords in RULES.md)."""

from __future__ import annotations

from tabletop.games.coe.rules import RULES
from tabletop.games.coe.stats import Stats
from tests.games.coe.helpers import (
    cmd,
    find,
    hp,
    kinds,
    logged,
    offered,
    rested,
    scenario,
    scenario_text,
    staggered,
)

DECKS = """
  p0.deck: [Thornling, Thornling, Thornling, Thornling, Thornling,
    Thornling, Thornling, Thornling, Thornling, Thornling]
  p1.deck: [Frost Bolt, Frost Bolt, Frost Bolt, Frost Bolt, Frost Bolt,
    Frost Bolt, Frost Bolt, Frost Bolt, Frost Bolt, Frost Bolt]
"""


def test_leveling_archives_a_cache_card_once_per_champion_per_turn() -> None:
    """Leveling: at the Rest phase archive a cache card for an XP token; each champion once
    per turn; the skill works at once."""
    game = scenario_text(
        """
phase: rest
priority: 0
zones:
  p0.c3: [kael]
  p0.support: [mira]
  p0.cache: [Thornling, Ember Squire, Flame Lancer]
  p1.c3: [seraphine]
"""
        + DECKS
    )
    kael, mira = find(game, "Kael"), find(game, "Mira")
    assert game.state.decision.kind == "level"  # type: ignore[union-attr]
    lancer = find(game, "Flame Lancer")
    assert offered(game, "level") == {(lancer, f"card:{kael}"), (lancer, f"card:{mira}")}
    game.play(cmd(0, "level", lancer, kael))
    assert game.state.counter(kael, "xp") == 1 and game.state.where[lancer] == "p0.archive"
    squire = find(game, "Ember Squire")
    assert offered(game, "level") == {(squire, f"card:{mira}")}  # Kael: once this turn
    assert "once per turn" in game.explain_illegal(cmd(0, "level", squire, kael))


def test_skills_need_their_level_and_an_action_rests_the_champion() -> None:
    """Champion Skills: a skill needs its level in XP; Champion Actions: using it rests the
    champion (its one action this turn)."""
    text = (
        """
phase: main
priority: 0
zones:
  p0.c3: [{card: kael, counters: {xp: XP}}]
  p1.c3: [seraphine]
"""
        + DECKS
    )
    game = scenario_text(text.replace("XP", "0"))
    assert "skill" not in kinds(game)
    game = scenario_text(text.replace("XP", "1"))
    kael, seraphine = find(game, "Kael"), find(game, "Seraphine")
    assert offered(game, "skill") == {(kael, f"card:{seraphine}")}
    game.play(cmd(0, "skill", kael, seraphine, (0,)))
    assert hp(game, seraphine) == 3 and rested(game, kael)
    assert "skill" not in kinds(game)


def test_passive_skill_and_support_skill_only_from_support() -> None:
    """Skills: Passive is always on (Kael's Warlord at level 2); Support skills work only in
    the Support area (Mira's Mend), once a round."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [{card: kael, counters: {xp: 2, damage: 2}}]
  p0.support: [mira]
  p1.c3: [seraphine]
"""
        + DECKS
    )
    kael, mira = find(game, "Kael"), find(game, "Mira")
    assert Stats(game.state, RULES.cards).stat(kael, "atk") == 4
    assert (mira, f"card:{kael}") in offered(game, "skill")
    game.play(cmd(0, "skill", mira, kael, (0,)))
    assert hp(game, kael) == 4 and not rested(game, mira)
    assert (mira, f"card:{kael}") not in offered(game, "skill")  # once a round
    field = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [{card: kael, counters: {damage: 2}}]
  p0.c2: [mira]
  p1.c3: [seraphine]
"""
        + DECKS
    )
    assert find(field, "Mira") not in {src for src, _ in offered(field, "skill")}


def test_acolyte_waits_a_turn_to_attack_unless_swift() -> None:
    """Acolytes: may not attack the turn they are played without Swift."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [kael]
  p0.r1: [Ancient Coin]
  p0.r2: [Ancient Coin]
  p0.hand: [Ember Squire, Flame Lancer]
  p1.c3: [seraphine]
"""
        + DECKS
    )
    squire, lancer = find(game, "Ember Squire"), find(game, "Flame Lancer")
    game.play(cmd(0, "play", squire, "zone:p0.c1"))
    game.play(cmd(0, "autopay"))
    game.play(cmd(0, "play", lancer, "zone:p0.c2"))
    game.play(cmd(0, "autopay"))
    while game.state.phase != "battle":
        game.play(cmd(game.to_act[0], "end"))
    attackers = {src for src, _ in offered(game, "attack")}
    assert lancer in attackers and squire not in attackers
    reason = game.explain_illegal(cmd(0, "attack", squire, find(game, "Seraphine")))
    assert "no Swift" in reason


def test_heavy_blocks_the_slots_beside_it() -> None:
    """Card zones: Heavy restricts the slots beside it."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [kael]
  p0.c5: [Iron Juggernaut]
  p0.r1: [Ancient Coin]
  p0.hand: [Ember Squire]
  p1.c3: [seraphine]
"""
        + DECKS
    )
    squire = find(game, "Ember Squire")
    places = {t for _, t in offered(game, "play")}
    assert places == {"zone:p0.c1", "zone:p0.c2"}  # c4 and c6 beside the Juggernaut
    assert "Heavy" in game.explain_illegal(cmd(0, "play", squire, "zone:p0.c6"))


def test_conjure_is_free_face_down_and_may_flip_the_same_turn() -> None:
    """Playing Face Down Cards: Conjure goes face down into the Arsenal unpaid; paid when it
    flips; it may be flipped the turn it was played."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [kael]
  p0.party: [{card: brannoc, face_up: false}]
  p0.r1: [Ember Squire]
  p0.hand: [Root Snare]
  p1.c3: [seraphine]
"""
        + DECKS
    )
    snare, squire, seraphine = (
        find(game, "Root Snare"),
        find(game, "Ember Squire"),
        find(game, "Seraphine"),
    )
    game.play(cmd(0, "conjure", snare, "zone:p0.a2"))
    assert not game.state.cards[snare].face_up and not rested(game, squire)
    assert game.view(1).cards[snare].card is None
    assert (snare, f"card:{seraphine}") in offered(game, "flip")
    game.play(cmd(0, "flip", snare, seraphine))
    game.play(cmd(0, "pay", squire, snare))
    assert rested(game, seraphine) and game.state.where[snare] == "p0.archive"


def test_counter_negates_and_the_negated_card_stays_paid() -> None:
    """Resolving Effects: a negated card's resources stay spent; Card Speeds: responses
    resolve last in first out (a Counter answering a Counter)."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [kael]
  p0.r1: [Ancient Coin]
  p0.r2: [Crystal Shard]
  p0.hand: [Searing Strike, Negation Ward]
  p1.c3: [seraphine]
  p1.r1: [Mana Spring]
  p1.hand: [Arcane Counterspell]
"""
        + DECKS
    )
    strike, seraphine = find(game, "Searing Strike"), find(game, "Seraphine")
    coin = find(game, "Ancient Coin")
    game.play(cmd(0, "play", strike, seraphine))
    game.play(cmd(0, "pay", coin, strike))
    assert game.state.decision.kind == "counter" and game.to_act == (1,)  # type: ignore[union-attr]
    spell = find(game, "Arcane Counterspell")
    game.play(cmd(1, "counter", spell, strike))
    assert game.to_act == (0,)  # Ann may answer the Counter with her own
    ward = find(game, "Negation Ward")
    game.play(cmd(0, "counter", ward, spell))
    # the Ward negates the Counterspell, so the Strike resolves
    assert hp(game, seraphine) == 3
    assert {game.state.where[i] for i in (strike, spell, ward)} == {"p0.archive", "p1.archive"}
    assert rested(game, coin)

    again = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [kael]
  p0.r1: [Ancient Coin]
  p0.hand: [Searing Strike]
  p1.c3: [seraphine]
  p1.r1: [Mana Spring]
  p1.hand: [Arcane Counterspell]
"""
        + DECKS
    )
    strike, coin = find(again, "Searing Strike"), find(again, "Ancient Coin")
    again.play(cmd(0, "play", strike, find(again, "Seraphine")))
    again.play(cmd(0, "pay", coin, strike))
    again.play(cmd(1, "counter", find(again, "Arcane Counterspell"), strike))
    assert hp(again, find(again, "Seraphine")) == 4
    assert rested(again, coin) and again.state.where[strike] == "p0.archive"
    assert logged(again, "negated (its resources stay spent)")


def test_provoke_draws_the_attack() -> None:
    """Attack Targeting: the target changes only by effects such as Provoke."""
    game = scenario_text(
        """
phase: battle
priority: 1
zones:
  p0.c3: [brannoc]
  p0.c1: [Grove Sentinel]
  p1.c3: [nyx]
"""
        + DECKS
    )
    nyx = find(game, "Nyx")
    targets = {t for _, t in offered(game, "attack")}
    assert targets == {f"card:{find(game, 'Brannoc')}", f"card:{find(game, 'Grove Sentinel')}"}
    assert nyx


def test_equipment_stays_on_its_character() -> None:
    """Equipments: an equip card stays on the field on the character it targets."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [kael]
  p0.r1: [Ancient Coin]
  p0.hand: [Blade of Embers]
  p1.c3: [seraphine]
"""
        + DECKS
    )
    kael, blade = find(game, "Kael"), find(game, "Blade of Embers")
    game.play(cmd(0, "play", blade, kael))
    game.play(cmd(0, "autopay"))
    assert game.state.where[blade] == "p0.a1" and game.state.cards[blade].attached_to == kael
    assert Stats(game.state, RULES.cards).stat(kael, "atk") == 3 + 2 + 1  # +1 this round


def test_search_reveals_a_specific_card_then_shuffles() -> None:
    """Searching your deck: the owner picks among the cards the search names; a specific
    search is revealed; the deck is always shuffled afterwards."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [kael]
  p0.r1: [Ember Squire]
  p0.hand: [Warband Muster]
  p1.c3: [seraphine]
  p0.deck: [Thornling, Ember Squire, Sunder, Sunder]
  p1.deck: [Frost Bolt]
"""
    )
    muster = find(game, "Warband Muster")
    game.play(cmd(0, "play", muster, "zone:p0.a1"))
    game.play(cmd(0, "autopay"))
    assert game.state.decision.kind == "search"  # type: ignore[union-attr]
    squire = find(game, "Ember Squire", "p0.deck")
    takes = {src for src, _ in offered(game, "take")}
    assert takes == {squire, find(game, "Thornling", "p0.deck")}  # the acolytes only
    game.play(cmd(0, "take", squire))
    assert game.state.zone("p0.hand") == [squire] and game.state.cards[squire].face_up
    assert game.view(1).cards[squire].card is not None  # revealed to the opponent
    assert logged(game, "shuffles the deck")


def test_search_for_any_card_is_not_shown() -> None:
    """Searching your deck: "If the card you are searching for is stated to be any card, you
    do not have to reveal it"."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [kael]
  p0.r1: [Ancient Coin]
  p0.hand: [Scout's Report]
  p1.c3: [seraphine]
  p0.deck: [Thornling, Sunder, Ember Squire]
  p1.deck: [Frost Bolt]
"""
    )
    report = find(game, "Scout's Report")
    game.play(cmd(0, "play", report, "zone:p0.a1"))
    game.play(cmd(0, "autopay"))
    assert len(offered(game, "take")) == 3
    sunder = find(game, "Sunder")
    game.play(cmd(0, "take", sunder))
    assert game.state.where[sunder] == "p0.hand" and not game.state.cards[sunder].face_up
    assert game.view(1).cards[sunder].card is None and game.view(0).cards[sunder].card


def test_cast_battle_card_in_the_battle_phase() -> None:
    """Battle Phase: no cards unless the card says so (War Cry: Cast Battle)."""
    game = scenario_text(
        """
phase: battle
priority: 0
zones:
  p0.c3: [kael]
  p0.r1: [Ember Squire]
  p0.hand: [War Cry, Ember Squire]
  p1.c3: [seraphine]
"""
        + DECKS
    )
    cry, kael = find(game, "War Cry"), find(game, "Kael")
    plays = offered(game, "play")
    assert plays == {(cry, f"card:{kael}")}
    game.play(cmd(0, "play", cry, kael))
    game.play(cmd(0, "autopay"))
    assert Stats(game.state, RULES.cards).stat(kael, "atk") == 5
    assert game.to_act == (0,)  # initiative stays: playing a card is not an attack


def test_cast_rest_effects_at_the_rest_phase() -> None:
    """Rest Phase: Cast Rest effects happen there (Hearth Keeper heals the allies)."""
    game = scenario_text(
        """
phase: battle
priority: 0
zones:
  p0.c3: [{card: kael, counters: {damage: 2}}]
  p0.c2: [Hearth Keeper]
  p1.c3: [seraphine]
"""
        + DECKS
    )
    while game.state.phase == "battle":
        game.play(cmd(game.to_act[0], "pass"))
    assert hp(game, find(game, "Kael")) == 4
    assert logged(game, "Cast Rest: Hearth Keeper")


def test_attack_boosters_must_be_adjacent_standing_and_have_the_stat() -> None:
    """Boosting: adjacent, standing, with the stat (Thornling has no DEF: no defense boost);
    supports neither boost nor are boosted."""
    game = scenario_text(
        """
phase: battle
priority: 0
zones:
  p0.c3: [kael]
  p0.c1: [Ember Squire]
  p0.support: [mira]
  p1.c3: [seraphine]
  p1.c2: [Thornling]
  p1.c4: [{card: Tide Adept, flags: [rested]}]
"""
        + DECKS
    )
    kael, seraphine = find(game, "Kael"), find(game, "Seraphine")
    game.play(cmd(0, "attack", kael, seraphine))
    # the Squire is not beside Kael, Mira is in Support; the Thornling has no DEF and the
    # Tide Adept is rested: nobody boosts, and Ben (no party left) has no tactic either
    assert game.state.decision.kind == "battle" and game.to_act == (1,)  # type: ignore[union-attr]
    assert staggered(game, seraphine)


def test_a_condition_that_cannot_be_met_forbids_the_card() -> None:
    """Resolving Effects: a condition before the effect that cannot be fulfilled: the card
    may not be played (Shieldwall Oath needs a Guardian of yours on the field)."""
    text = (
        """
phase: main
priority: 0
zones:
  p0.c3: [kael]
  WHO
  p0.party: [{card: brannoc, face_up: false}]
  p0.r1: [Ember Squire]
  p0.hand: [Shieldwall Oath]
  p1.c3: [seraphine]
"""
        + DECKS
    )
    game = scenario_text(text.replace("WHO", "p0.c1: [Ember Squire]"))
    oath = find(game, "Shieldwall Oath")
    assert oath not in {src for src, _ in offered(game, "play")}
    assert "needs a Guardian" in game.explain_illegal(cmd(0, "play", oath, "zone:p0.a1"))
    game = scenario_text(text.replace("WHO", "p0.c1: [Grove Sentinel]"))
    oath = find(game, "Shieldwall Oath")
    game.play(cmd(0, "play", oath, "zone:p0.a1"))
    game.play(cmd(0, "autopay"))
    stats = Stats(game.state, RULES.cards)
    assert stats.stat(find(game, "Kael"), "def") == 3
    assert stats.stat(find(game, "Grove Sentinel"), "def") == 4


def test_target_hierarchy_character_means_either_side() -> None:
    """Target Hierarchy: "Character" may target any character of either player; "Enemy"
    only the opponent's; Support is not a front-row character."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [nyx]
  p0.support: [vesper]
  p0.party: [{card: seraphine, face_up: false}]
  p0.r1: [Mana Spring]
  p0.hand: [Chaos Bolt, Frost Bolt]
  p1.c3: [kael]
  p1.c2: [Ember Squire]
"""
        + DECKS.replace("Thornling", "Night Raven")
    )
    chaos, bolt = find(game, "Chaos Bolt"), find(game, "Frost Bolt")
    nyx, kael, squire = find(game, "Nyx"), find(game, "Kael"), find(game, "Ember Squire")
    plays = offered(game, "play")
    assert {t for s, t in plays if s == chaos} == {f"card:{i}" for i in (nyx, kael, squire)}
    assert {t for s, t in plays if s == bolt} == {f"card:{i}" for i in (kael, squire)}


def test_a_target_that_moved_whiffs() -> None:
    """Positions: a targeted card moved in response: the effect whiffs."""
    from tabletop.engine.rules import Context
    from tabletop.games.coe import actions

    game = scenario("duel")
    seraphine = find(game, "Seraphine")
    ctx = Context(game.state.copy(), RULES, game.config)
    rt = RULES.runner(ctx)
    strike = RULES.cards["searing-strike"]
    actions.run(rt, find(game, "Kael"), 0, strike.play, seraphine, "p1.c2")  # it was at 2
    assert ctx.state.counter(seraphine, "damage") == 0
    assert any("whiffs" in getattr(e, "text", "") for e in ctx.events)
    actions.run(rt, find(game, "Kael"), 0, strike.play, seraphine, "p1.c3")
    assert ctx.state.counter(seraphine, "damage") == 1


def test_cast_rest_effects_of_the_priority_player_first() -> None:
    """Card Speeds: simultaneous Cast or phase effects: the priority player's first."""
    game = scenario_text(
        """
phase: battle
priority: 1
zones:
  p0.c3: [kael]
  p0.c2: [Hearth Keeper]
  p1.c3: [seraphine]
  p1.c2: [Lorekeeper]
"""
        + DECKS
    )
    while game.state.phase == "battle":
        game.play(cmd(game.to_act[0], "pass"))
    log = game.describe_log()
    lore = next(i for i, line in enumerate(log) if "Cast Rest: Lorekeeper" in line)
    hearth = next(i for i, line in enumerate(log) if "Cast Rest: Hearth Keeper" in line)
    assert lore < hearth


def test_acolyte_skill_and_innate_once_a_round() -> None:
    """Main phase: activate champion and acolyte effects; Innate needs no action (the
    acolyte stays standing) but works once a round."""
    game = scenario_text(
        """
phase: main
priority: 1
zones:
  p0.c3: [kael]
  p1.c3: [seraphine]
  p1.c2: [Tide Adept]
"""
        + DECKS
    )
    adept, seraphine = find(game, "Tide Adept"), find(game, "Seraphine")
    game.play(cmd(1, "skill", adept, seraphine, (0,)))
    assert Stats(game.state, RULES.cards).stat(seraphine, "def") == 3
    assert not rested(game, adept)
    assert adept not in {src for src, _ in offered(game, "skill")}


def test_party_tactic_in_the_battle_phase() -> None:
    """Party Tactics: "during their turn, during any phase" - on the seat's battle turn."""
    game = scenario("tactics")
    while game.state.phase != "battle":
        game.play(cmd(game.to_act[0], "end"))
    assert game.to_act == (0,) and "tactic" in kinds(game)
    game.play(cmd(0, "tactic", find(game, "Brannoc"), "zone:p0.c1"))
    assert game.to_act == (0,) and "tactic" not in kinds(game)


def test_rows_share_column_numbers() -> None:
    """Game Board: character, arsenal and resource areas share column numbers (Lance Volley
    hits the enemy character in the column of the arsenal slot it is played into)."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [kael]
  p0.r1: [Ember Squire]
  p0.hand: [Lance Volley]
  p1.c3: [seraphine]
  p1.c5: [Tide Adept]
"""
        + DECKS
    )
    volley = find(game, "Lance Volley")
    assert {t for _, t in offered(game, "play")} == {"zone:p0.a3", "zone:p0.a5"}
    game.play(cmd(0, "play", volley, "zone:p0.a5"))
    game.play(cmd(0, "autopay"))
    assert hp(game, find(game, "Tide Adept")) == 1 and hp(game, find(game, "Seraphine")) == 4


def test_a_position_target_reaches_support_and_names_the_place() -> None:
    """Positions: an "enemy position" is a numbered position, the Party Leader zone or the
    Support zone (Shadow Mark staggers Mira in Support, whom arsenal cards aimed at characters
    cannot reach)."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [nyx]
  p0.r1: [Mana Spring]
  p0.hand: [Shadow Mark, Smoke Bomb]
  p1.c3: [kael]
  p1.support: [mira]
"""
        + DECKS.replace("Thornling", "Night Raven")
    )
    mark, mira = find(game, "Shadow Mark"), find(game, "Mira")
    assert {t for s, t in offered(game, "play") if s == mark} == {"zone:p1.c3", "zone:p1.support"}
    label = game.describe(cmd(0, "play", mark, "zone:p1.support"))
    assert label == "Play Shadow Mark on the enemy's Support position"
    game.play(cmd(0, "play", mark, "zone:p1.support"))
    game.play(cmd(0, "autopay"))
    assert staggered(game, mira) and game.state.where[mark] == "p0.archive"


def test_a_negated_skill_leaves_its_champion_rested() -> None:
    """Resolving Effects: "When a card's cast effect is negated, the negated card must still
    be rested" - Kael's Blazing Cleave answered by a Counter: no damage, Kael rested."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [{card: kael, counters: {xp: 1}}]
  p1.c3: [seraphine]
  p1.r1: [Mana Spring]
  p1.hand: [Negation Ward]
"""
        + DECKS
    )
    kael, seraphine = find(game, "Kael"), find(game, "Seraphine")
    game.play(cmd(0, "skill", kael, seraphine, (0,)))
    assert game.state.decision.kind == "counter" and game.to_act == (1,)  # type: ignore[union-attr]
    game.play(cmd(1, "counter", find(game, "Negation Ward"), kael))
    assert hp(game, seraphine) == 4 and rested(game, kael)
    assert game.state.where[kael] == "p0.c3"
    assert logged(game, "Blazing Cleave is negated")


def test_cast_battle_skill_is_used_in_the_battle_phase_only() -> None:
    """Keywords: Cast names the phase in which a skill may be activated (Lyra's Quickstep:
    Cast Battle); "During the battle phase, players can no longer activate effects ... unless
    the card explicitly says you can"."""
    text = (
        """
phase: PHASE
priority: 0
zones:
  p0.c3: [lyra]
  p1.c3: [seraphine]
"""
        + DECKS
    )
    main = scenario_text(text.replace("PHASE", "main"))
    assert "skill" not in kinds(main)
    battle = scenario_text(text.replace("PHASE", "battle"))
    lyra = find(battle, "Lyra")
    assert (lyra, None) in offered(battle, "skill")
    battle.play(cmd(0, "skill", lyra, None, (0,)))
    assert Stats(battle.state, RULES.cards).stat(lyra, "atk") == 3
    assert battle.to_act == (0,) and not rested(battle, lyra)  # Innate: she may still attack
    assert "attack" in kinds(battle)


def test_a_conjure_acolyte_waits_in_the_arsenal_then_steps_into_a_position() -> None:
    """Playing Face Down Cards: Conjure cards "are always played into the Arsenal Area of the
    board (even if they are acolytes)"; flipped and paid, the acolyte steps into an open
    position (our reading); Swift lets it attack that turn."""
    game = scenario_text(
        """
phase: main
priority: 0
zones:
  p0.c3: [nyx]
  p0.r1: [Mana Spring]
  p0.hand: [Ambush Stalker]
  p1.c3: [kael]
"""
        + DECKS.replace("Thornling", "Night Raven")
    )
    stalker = find(game, "Ambush Stalker")
    assert {t for _, t in offered(game, "conjure")} == {f"zone:p0.a{k}" for k in range(1, 7)}
    assert "play" not in kinds(game)
    game.play(cmd(0, "conjure", stalker, "zone:p0.a4"))
    assert not game.state.cards[stalker].face_up and game.view(1).cards[stalker].card is None
    assert (stalker, "zone:p0.c4") in offered(game, "flip")
    game.play(cmd(0, "flip", stalker, "zone:p0.c4"))
    game.play(cmd(0, "autopay"))
    assert game.state.where[stalker] == "p0.c4" and game.state.cards[stalker].face_up
    while game.state.phase != "battle":
        game.play(cmd(game.to_act[0], "end"))
    assert stalker in {src for src, _ in offered(game, "attack")}
