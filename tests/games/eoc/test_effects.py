"""EoC: effects, abilities, spell kinds, Graveyard versus Banished, and the table options for
readings (book, "Preparation Phase", "Attack Phase", "Clean-up Phase", "Interpreting the Cards";
RULES.md, "Readings we chose")."""

from __future__ import annotations

from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.games.eoc.combat import Stats
from tabletop.games.eoc.rules import RULES
from tests.games.eoc.helpers import cmd, find, kinds, logged, names, scenario_text

BASE = """\
game: eoc
phase: PHASE
turn: 0
zones:
  p0.vanquisher: [pyra]
  p1.vanquisher: [maris]
  p0.deck: [Ember Imp, Ember Imp]
  p1.deck: [Reef Crab, Reef Crab]
"""


def _game(zones: str, phase: str = "prepare", options: str = "") -> Game:
    text = BASE.replace("PHASE", phase) + zones
    if options:
        text += f"options: {options}\n"
    return scenario_text(text)


def test_an_exhausted_creatures_effect_stays_active() -> None:
    """Create a Creature: "Being exhausted has no impact on a creature's effect" (Stormcaller
    Djinn, just created, still gives the other Energy creatures +1 ATK)."""
    game = _game(
        "  p0.c1:\n    - {card: Stormcaller Djinn, label: d, flags: [rested]}\n"
        "    - {card: Spark Essence, attach: d}\n    - {card: Volt Essence, attach: d}\n"
        "    - {card: Prism Essence, attach: d}\n"
        "  p0.c2:\n    - {card: Spark Sprite, label: s}\n    - {card: Spark Essence, attach: s}\n"
    )
    sprite = find(game, "Spark Sprite")
    total = Stats(game.state, RULES.cards).stat(sprite, "atk")
    assert total.value == 2 and total.parts["creature effects"] == 1


def test_new_creature_cannot_use_its_ability_on_its_first_turn() -> None:
    """Create a Creature: exhausted when created, it cannot attack or activate any ability."""
    zones = (
        "  p0.c1:\n    - {card: Volt Lancer, label: l, flags: [rested]}\n"
        "    - {card: Spark Essence, attach: l}\n    - {card: Volt Essence, attach: l}\n"
        "  p0.c2:\n    - {card: Ember Imp, label: i}\n    - {card: Ember Essence, attach: i}\n"
        "  p0.pool: [Spark Essence]\n"
        "  p1.c1:\n    - {card: Reef Crab, label: c}\n    - {card: Tide Essence, attach: c}\n"
    )
    game = _game(zones, "attack")
    lancer = find(game, "Volt Lancer")
    assert not [c for c in game.legal() if c.source == lancer]


def test_ability_used_as_often_as_the_card_says() -> None:
    """Your Creature Abilities: once per turn "unless otherwise detailed"; the cost is paid
    every time (Tidal Serpent: up to twice a turn, 1 Aqua each)."""
    game = scenario_text(
        BASE.replace("PHASE", "attack")
        + "  p0.c1:\n    - {card: Tidal Serpent, label: t}\n    - {card: Tide Essence, attach: t}\n"
        "    - {card: Brook Essence, attach: t}\n    - {card: Moss Essence, attach: t}\n"
        "  p0.pool: [Rain Essence, Tide Essence, Brook Essence]\n"
        "  p1.c1:\n    - {card: Ember Imp, label: i}\n    - {card: Ember Essence, attach: i}\n"
    )
    serpent, imp = find(game, "Tidal Serpent"), find(game, "Ember Imp", "p1.c1")
    game.play(cmd(0, "activate", serpent))
    game.play(cmd(0, "activate", serpent))
    assert len(game.state.zone("p0.pool")) == 1 and len(game.state.zone("p0.graveyard")) == 2
    assert cmd(0, "activate", serpent) not in game.legal()
    assert Stats(game.state, RULES.cards).stat(imp, "atk").value == 0  # 2 - 2 - 2, never below 0


def test_trap_windows_offer_only_traps() -> None:
    """Opponent Trap Spells: "Effect, Instant or Item Spell Cards may not be played during this
    phase"; the window offers only Traps (and passing)."""
    game = _game(
        "  p0.c1:\n    - {card: Volt Lancer, label: l}\n    - {card: Spark Essence, attach: l}\n"
        "    - {card: Volt Essence, attach: l}\n"
        "  p1.c1:\n    - {card: Grove Elk, label: e}\n    - {card: Moss Essence, attach: e}\n"
        "    - {card: Root Essence, attach: e}\n"
        "  p1.pool: [Tide Essence, Moss Essence, Root Essence]\n"
        "  p1.hand: [Riptide Net, Tidal Surge, Kelp Armor, Heart of the Grove, Reef Crab]\n",
        "attack",
    )
    game.play(cmd(0, "attack", find(game, "Volt Lancer"), find(game, "Grove Elk")))
    assert kinds(game) == {"trap", "pass"}
    assert {game.state.cards[c.source].card for c in game.legal() if c.source} == {"riptide-net"}


def test_effects_stay_until_removed_instants_leave_at_the_turns_end() -> None:
    """Interpreting the Cards, Spell: an Effect stays until removed (Dispel Tide sends Molten
    Ground to its owner's Graveyard); an Instant goes to the Graveyard when the turn ends."""
    game = _game(
        "  p1.s1:\n    - {card: Molten Ground, label: m}\n    - {card: Ember Essence, attach: m}\n"
        "    - {card: Cinder Essence, attach: m}\n"
        "  p0.pool: [Tide Essence]\n  p0.hand: [Dispel Tide, Moss Essence]\n"
    )
    game.play(cmd(0, "cast", find(game, "Dispel Tide"), "zone:p0.s1"))
    game.play(cmd(0, "autopay"))
    assert logged(game, "Molten Ground is dispelled")
    assert names(game, "p1.graveyard") == ["Molten Ground"]
    assert sorted(names(game, "p1.pool")) == ["Cinder Essence", "Ember Essence"]
    assert names(game, "p0.s1")[0] == "Dispel Tide"
    game.play(cmd(0, "end"))
    game.play(cmd(0, "end"))  # no attack left: the turn ends when Ann ends it
    assert "Dispel Tide" in names(game, "p0.graveyard")


def test_banished_is_not_the_graveyard() -> None:
    """Clean-up, Graveyard: "being Banished means being removed from the game entirely, while
    the Graveyard can be manipulated" (Cleansing Current banishes from the enemy Graveyard; a
    banished creature can no longer be returned by the Graveyard spells)."""
    game = _game(
        "  p0.pool: [Tide Essence]\n  p0.hand: [Cleansing Current, Moss Essence]\n"
        "  p1.graveyard: [Ember Imp]\n"
    )
    game.play(cmd(0, "cast", find(game, "Cleansing Current"), "zone:p0.s1"))
    game.play(cmd(0, "autopay"))
    assert names(game, "p1.banished") == ["Ember Imp"]
    assert names(game, "p1.graveyard") == []
    assert names(game, "p0.hand") == ["Moss Essence", "Ember Imp"]  # and Ann drew a card


def test_cleansing_current_draws_with_the_enemy_graveyard_empty() -> None:
    """Preparation Phase, Play Non-Trap Spells (an Instant may be played; its text is what it
    does): Cleansing Current says "banish a card from the enemy Graveyard. Draw a card." With
    the enemy Graveyard empty it is still cast: the banish has nothing to act on and is
    skipped, and the draw happens (partial resolution)."""
    game = _game("  p0.pool: [Tide Essence]\n  p0.hand: [Cleansing Current, Moss Essence]\n")
    current = find(game, "Cleansing Current")
    assert cmd(0, "cast", current, "zone:p0.s1") in game.legal()
    game.play(cmd(0, "cast", current, "zone:p0.s1"))
    game.play(cmd(0, "autopay"))
    assert logged(game, "Cleansing Current: nothing to banish; this part is skipped")
    assert names(game, "p0.hand") == ["Moss Essence", "Ember Imp"]  # Ann drew a card
    assert names(game, "p1.banished") == []


def test_nothing_to_choose_is_not_offered() -> None:
    """Reading: a spell or ability whose only action has no card to pick is not offered
    (Reclaim with no creature in the Graveyard; Stormcaller Djinn with no exhausted creature
    to ready)."""
    game = _game(
        "  p0.pool: [Moss Essence, Tide Essence]\n  p0.hand: [Reclaim]\n"
        "  p0.graveyard: [Tide Essence]\n"
    )
    assert "cast" not in kinds(game)
    game = _game(
        "  p0.pool: [Moss Essence, Tide Essence]\n  p0.hand: [Reclaim]\n"
        "  p0.graveyard: [Reef Crab]\n"
    )
    assert "cast" in kinds(game)
    djinn = (
        "  p0.c1:\n    - {card: Stormcaller Djinn, label: d}\n"
        "    - {card: Spark Essence, attach: d}\n    - {card: Volt Essence, attach: d}\n"
        "    - {card: Prism Essence, attach: d}\n"
        "  p0.c2:\n    - {card: Spark Sprite, label: s, flags: [FLAGS]}\n"
        "    - {card: Spark Essence, attach: s}\n  p0.pool: [Volt Essence]\n"
    )
    for flags, offered in (("", False), ("rested", True)):
        game = _game(djinn.replace("FLAGS", flags), "attack")
        assert (cmd(0, "activate", find(game, "Stormcaller Djinn")) in game.legal()) is offered


def test_def_n_or_less_reads_the_current_def() -> None:
    """Interpreting the Cards (Effect, Ability; Clean-up Phase, Graveyard: a creature's defense
    is its card's value plus every active modifier): "destroy an enemy creature with DEF 2 or
    less" reads the creature's DEF now. Dawn Seraph's +1 DEF lifts Vine Lasher (printed 2) out
    of Chain Lightning's reach; Cataclysm Engine's -3 DEF brings Grove Elk (printed 3) into it."""
    lightning = "  p0.pool: [Spark Essence, Volt Essence]\n  p0.hand: [Chain Lightning]\n"
    guarded = _game(
        lightning + "  p1.c1:\n    - {card: Vine Lasher, label: v}\n"
        "    - {card: Moss Essence, attach: v}\n    - {card: Root Essence, attach: v}\n"
        "  p1.c2:\n    - {card: Dawn Seraph, label: s}\n"
        "    - {card: Dawn Essence, attach: s}\n    - {card: Tide Essence, attach: s}\n"
    )
    assert Stats(guarded.state, RULES.cards).stat(find(guarded, "Vine Lasher"), "def").value == 3
    assert "cast" not in kinds(guarded)
    elk = "  p1.c1:\n    - {card: Grove Elk, label: e}\n    - {card: Moss Essence, attach: e}\n"
    elk += "    - {card: Root Essence, attach: e}\n"
    assert "cast" not in kinds(_game(lightning + elk))
    engine = (
        "  p0.s1:\n    - {card: Cataclysm Engine, label: c}\n"
        "    - {card: Ember Essence, attach: c}\n    - {card: Cinder Essence, attach: c}\n"
        "    - {card: Blaze Essence, attach: c}\n"
    )
    game = _game(lightning + elk + engine)
    game.play(cmd(0, "cast", find(game, "Chain Lightning"), "zone:p0.s2"))
    game.play(cmd(0, "autopay"))
    assert logged(game, "Grove Elk is destroyed")
    for _ in range(2):  # end Preparation, then the turn: Clean-up sends it to the Graveyard
        game.play(cmd(0, "end"))
    assert "Grove Elk" in names(game, "p1.graveyard")


def test_ash_recall_returns_the_two_essences_you_choose() -> None:
    """Preparation Phase, Play Non-Trap Spells (an Instant acts when played) and "the Graveyard
    can be manipulated over the course of the game" (Clean-up Phase, Graveyard): Ash Recall
    returns 2 Essence cards from your Graveyard to your Essence Pool, and you choose which two,
    one at a time. With two or fewer there is nothing to choose."""
    zones = (
        "  p0.pool: [Ember Essence]\n  p0.hand: [Ash Recall]\n"
        "  p0.graveyard: [Spark Essence, Inferno Core, Volt Essence, Ember Imp]\n"
    )
    game = _game(zones)
    game.play(cmd(0, "cast", find(game, "Ash Recall"), "zone:p0.s1"))
    game.play(cmd(0, "autopay"))
    decision = game.state.decision
    assert decision is not None and decision.kind == "choose"
    assert "1 of 2" in decision.prompt
    offered = [RULES.cards[game.state.cards[int(c.args[0])].card].name for c in game.legal()]
    assert sorted(offered) == ["Inferno Core", "Spark Essence", "Volt Essence"]
    game.play(Command(0, "choose", None, None, (find(game, "Spark Essence"),)))
    assert "2 of 2" in game.state.decision.prompt  # type: ignore[union-attr]
    assert len(game.legal()) == 2  # Spark Essence is picked already
    game.play(Command(0, "choose", None, None, (find(game, "Volt Essence"),)))
    assert sorted(names(game, "p0.pool")) == ["Spark Essence", "Volt Essence"]
    assert sorted(names(game, "p0.graveyard")) == ["Ember Imp", "Inferno Core"]
    few = _game(zones.replace("Spark Essence, Inferno Core, ", ""))
    few.play(cmd(0, "cast", find(few, "Ash Recall"), "zone:p0.s1"))
    few.play(cmd(0, "autopay"))
    assert names(few, "p0.pool") == ["Volt Essence"]


def test_vanquishers_have_an_effect_and_an_ability() -> None:
    """Interpreting the Cards, Rarity: a Rare card "almost always has an effect and ability";
    both Vanquishers are Rare. Pyra's effect (your Energy creatures +1 ATK while attacking)
    counts in the creature effect line of the damage total; its ability is paid from the
    Essence Pool to the Graveyard, once a turn, in the Attack Phase (Your Creature Abilities),
    and lowers an enemy creature's DEF in the creature ability line of the defense total."""
    zones = (
        "  p0.pool: [Ember Essence, Spark Essence]\n"
        "  p0.c1:\n    - {card: Volt Lancer, label: l}\n"
        "    - {card: Spark Essence, attach: l}\n    - {card: Volt Essence, attach: l}\n"
        "  p1.c1:\n    - {card: Grove Elk, label: e}\n"
        "    - {card: Moss Essence, attach: e}\n    - {card: Root Essence, attach: e}\n"
    )
    prepare = _game(zones)
    pyra = find(prepare, "Pyra, Storm Vanquisher")
    assert cmd(0, "activate", pyra) not in prepare.legal()
    game = _game(zones, "attack")
    game.play(cmd(0, "activate", pyra))  # one enemy creature: nothing to choose
    assert names(game, "p0.pool") == []
    assert sorted(names(game, "p0.graveyard")) == ["Ember Essence", "Spark Essence"]
    assert cmd(0, "activate", pyra) not in game.legal()  # once a turn
    elk, lancer = find(game, "Grove Elk"), find(game, "Volt Lancer")
    game.play(cmd(0, "attack", lancer, elk))
    assert logged(game, "Volt Lancer deals 4 (3, creature effects +1) damage to Grove Elk")
    assert logged(game, "(DEF 2 (3, creature abilities -1))")
    game.play(cmd(0, "end"))  # the turn ends: Clean-up sends it to the Graveyard
    assert "Grove Elk" in names(game, "p1.graveyard")


def test_maris_shields_aqua_defenders_and_draws() -> None:
    """Interpreting the Cards, Rarity (Rare: effect and ability): Maris gives your Aqua creatures
    +1 DEF while defending (creature effect line of the defense total); her ability draws."""
    zones = (
        "  p0.pool: [Tide Essence, Moss Essence]\n"
        "  p0.c1:\n    - {card: Reef Crab, label: c}\n    - {card: Tide Essence, attach: c}\n"
    )
    game = scenario_text(BASE.replace("PHASE", "attack").replace("[pyra]", "[maris]") + zones)
    crab = find(game, "Reef Crab", "p0.c1")
    stats = Stats(game.state, RULES.cards)
    assert stats.defense_total(crab).parts["creature effects"] == 1
    assert stats.stat(crab, "def").value == 3  # not while it is not defending
    game.play(cmd(0, "activate", find(game, "Maris, Tide Warden", "p0.vanquisher")))
    assert names(game, "p0.hand") == ["Ember Imp"]


def test_deck_out_option_for_draws_by_cards() -> None:
    """Reading: only the turn's draw from an empty deck loses (Draw a Card); option
    deck_out: any_draw makes a card's draw from an empty deck lose too (Battle Drums)."""
    zones = (
        "  p0.s1:\n    - {card: Battle Drums, label: d}\n    - {card: Ember Essence, attach: d}\n"
        "    - {card: Cinder Essence, attach: d}\n  p0.pool: [Spark Essence]\n"
        "  p0.hand: [Moss Essence]\n"
    )
    for option, ends in (("{}", False), ("{deck_out: any_draw}", True)):
        text = BASE.replace("PHASE", "prepare").replace("p0.deck: [Ember Imp, Ember Imp]", "")
        game = scenario_text(text + zones + f"options: {option}\n")
        game.play(cmd(0, "activate", find(game, "Battle Drums")))
        assert logged(game, "Ann's deck is empty")
        assert (game.result is not None) is ends
        if ends:
            assert game.result is not None and game.result.winners == (1,)


def test_vanquisher_groups_option() -> None:
    """Reading: a group may attack the Vanquisher (default); option vanquisher_groups: false
    keeps groups to creatures, as the book's sentence names them."""
    zones = (
        "  p0.c1:\n    - {card: Ember Imp, label: i}\n    - {card: Ember Essence, attach: i}\n"
        "  p0.c2:\n    - {card: Spark Sprite, label: s}\n    - {card: Spark Essence, attach: s}\n"
    )
    grouped = _game(zones, "attack")
    solo = _game(zones, "attack", "{vanquisher_groups: false}")
    for game, can_join in ((grouped, True), (solo, False)):
        imp, maris = find(game, "Ember Imp", "p0.c1"), find(game, "Maris, Tide Warden")
        game.play(cmd(0, "attack", imp, maris))
        decision = game.state.decision
        assert (decision is not None and decision.kind == "declare") is can_join
        assert logged(game, "Ember Imp deal") is not can_join  # alone: resolved at once
