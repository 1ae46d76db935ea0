"""Cavalry of the Parthian Empire (deck id `cavalry`): the deck list, every Card Ability
Clarification and the Deck Strategy, mostly as scenarios in scenarios/cavalry/."""

from __future__ import annotations

from collections import Counter

from tabletop.engine.commands import Command
from tabletop.engine.registry import get_rules
from tests.games.empyrean.helpers import (
    card_in,
    choose_battlefield,
    choose_card,
    ids,
    might,
    scenario_loader,
)

load = scenario_loader("cavalry")


def test_deck_list_matches_the_book() -> None:
    """Deck Contents (Cavalry): names, costs and counts of the book's list; 24 cards."""
    rules = get_rules("empyrean")
    cards = rules.cardset.cards
    deck = Counter(rules.cardset.deck_cards("cavalry"))
    book = {
        "Light Camel Rider": (1, 1),
        "Light Infantry": (1, 4),
        "Camel Rider": (2, 1),
        "Horse Archers": (2, 3),
        "Defense Platform": (3, 2),
        "Standard Cataphract": (3, 2),
        "Azadan Nobles": (4, 1),
        "Elite Horse Archers": (4, 2),
        "Superior Cataphract": (5, 2),
        "Trample": (5, 1),
        "Flank Attack": (6, 2),
        "Parthian Shot": (7, 2),
        "Spahbed": (8, 1),
    }
    assert sum(deck.values()) == 24
    got = {cards[c].name: (cards[c].cost, n) for c, n in deck.items()}
    assert got == book
    for card_id in deck:
        card = cards[card_id]
        assert card.types and card.text and card.ability_type != "none"
        assert card.abilities


def test_cataphracts_gain_once_per_other_cataphract_on_reveal() -> None:
    """Card Ability Clarifications (Cavalry): Standard Cataphract, Superior Cataphract — the
    Might bonus is given only once as new Cataphracts Reveal for each other Ally Cataphract."""
    game = load("cataphracts")
    # Superior: 4 + 2 x 1 other; the second Standard: 2 + 1 x 2 others; the first keeps 2.
    assert ids(game, "p0.bf2") == [
        "standard-cataphract",
        "superior-cataphract",
        "standard-cataphract",
    ]
    assert might(game, "p0.bf2") == [2, 6, 4]
    assert might(game, "p0.bf3") == [4]  # a Cataphract on another battlefield does not count


def test_light_infantry_gains_once_per_defense_platform_here() -> None:
    """Card Ability Clarifications (Cavalry): Light Infantry — the Might bonus is given one time
    when the Defense Platform is Revealed, or twice if both are Revealed on the same
    Battlefield."""
    game = load("light-infantry")
    assert ids(game, "p0.bf2")[0] == "light-infantry"
    assert might(game, "p0.bf2")[0] == 3
    assert might(game, "p0.bf3") == [1]  # Light Infantry elsewhere gains nothing
    # Defense Platform: each applies 1 might to each ally Horse Archer here
    assert might(game, "p0.bf2")[1] == 3


def test_both_defense_platforms_deploy_on_the_same_battlefield() -> None:
    """Card Ability Clarifications (Cavalry): Defense Platform — you can Deploy your 2 Defense
    Platform cards on the same Battlefield."""
    game = load("platforms-deploy")
    first, second = game.state.zone("p0.hand")
    game.play(Command(0, "deploy", first, "zone:p0.bf2"))
    assert Command(0, "deploy", second, "zone:p0.bf2") in game.legal()
    game.play(Command(0, "deploy", second, "zone:p0.bf2"))
    assert ids(game, "p0.bf2") == ["light-infantry", "defense-platform", "defense-platform"]
    assert might(game, "p0.bf2") == [3, 3, 3]


def test_flank_attack_moves_every_horse_archer_where_you_choose() -> None:
    """Card Ability Clarifications (Cavalry): Flank Attack — Horse Archers and Elite Horse
    Archers both qualify. You must Move all Horse Archers if possible. You may choose where."""
    game = load("flank-attack")
    archers = card_in(game, "horse-archers", "p0.bf1")
    elite = card_in(game, "elite-horse-archers", "p0.bf1")
    choose_battlefield(game, 0, 2)  # Horse Archers -> battlefield 2
    assert game.state.where[archers] == "p0.bf2"
    choose_battlefield(game, 0, 3)  # Elite Horse Archers -> battlefield 3
    assert game.state.where[elite] == "p0.bf3"
    assert ids(game, "p0.bf1") == ["light-infantry", "flank-attack"]  # collapsed
    # Moving resolves the archers' ability again where they arrive (Deck Strategy):
    # battlefield 2: Light Infantry +1; Camel Rider +1 (archer) +1 (a card moved here)
    assert might(game, "p0.bf2") == [2, 4, 1]
    # battlefield 3: the Cataphract +2; the Horse Archers already there gain nothing
    assert might(game, "p0.bf3") == [4, 1, 2]


def test_flank_attack_moves_only_where_a_zone_is_open() -> None:
    """Card Ability Clarifications (Cavalry): Flank Attack — you must Move all Horse Archers
    *if possible*; with no open zone elsewhere (book, "Moving Cards") the ability is ignored."""
    game = load("flank-attack-blocked")
    assert ids(game, "p0.bf1") == ["horse-archers", "flank-attack"]
    assert might(game, "p0.bf1") == [1, 4]


def test_parthian_shot_returns_all_archers_here_then_destroys() -> None:
    """Card Ability Clarifications (Cavalry): Parthian Shot — Horse Archers and Elite Horse
    Archers both qualify; the Return is not optional and at least 1 Horse Archer must Return
    for the Destroy part to Resolve."""
    game = load("parthian-shot")
    ballista = card_in(game, "ballista", "p1.bf1")
    options = {c.source for c in game.legal() if c.kind == "choose"}
    walls = card_in(game, "fortress-walls", "p1.bf1")
    assert walls not in options  # a Shield token keeps a card from being destroyed
    choose_card(game, ballista)
    assert ids(game, "p0.bf1") == ["light-infantry", "parthian-shot"]
    hand = ids(game, "p0.hand")
    assert sorted(hand) == ["elite-horse-archers", "horse-archers"]
    assert all(game.state.counter(i, "might") == 0 for i in game.state.zone("p0.hand"))
    assert ids(game, "p0.bf2") == ["horse-archers"]  # only the archers here return
    assert ids(game, "p1.destroyed") == ["ballista"]
    assert ids(game, "p1.bf1") == ["fortress-walls", "basic-builder"]


def test_parthian_shot_without_archers_destroys_nothing() -> None:
    """Card Ability Clarifications (Cavalry): Parthian Shot — you must Return at least 1 Horse
    Archer to Resolve the Destroy part of the ability."""
    game = load("parthian-shot-no-archers")
    assert ids(game, "p1.bf1") == ["basic-builder"]
    assert ids(game, "p1.destroyed") == []
    assert ids(game, "p0.bf2") == ["horse-archers"]


def test_spahbed_returns_battle_orders_here_without_their_might() -> None:
    """Card Ability Clarifications (Cavalry): Spahbed — all Returned Battle Order cards lose all
    Might gained from Archers and/or Battlefield effects; only the Battle Order cards on the
    Battlefield where Spahbed was Deployed return."""
    game = load("spahbed")
    assert ids(game, "p0.bf1") == ["light-infantry", "spahbed"]
    assert might(game, "p0.bf1") == [2, 7]
    assert sorted(ids(game, "p0.hand")) == ["flank-attack", "trample"]
    assert all(game.state.counter(i, "might") == 0 for i in game.state.zone("p0.hand"))
    assert ids(game, "p0.bf2") == ["parthian-shot"] and might(game, "p0.bf2") == [5]


def test_horse_archers_strengthen_every_other_non_archer_here() -> None:
    """Deck Strategy (Cavalry): deploy Camel Riders, Cataphracts and Light Infantry and increase
    their Might with your Horse Archers (Battle Orders gain it too: Spahbed's clarification)."""
    game = load("archers-buff")
    # Trample 4 +1 (archers) +2 (elite); Light Infantry 1 +1 +2; archers unchanged by each other;
    # Light Camel Rider: 1 + 1 per ally Horse Archer here (3)
    assert ids(game, "p0.bf3") == [
        "trample",
        "light-infantry",
        "horse-archers",
        "horse-archers",
        "elite-horse-archers",
        "light-camel-rider",
    ]
    assert might(game, "p0.bf3") == [7, 4, 1, 1, 2, 4]
    assert might(game, "p1.bf3") == [1]  # opponent cards gain nothing


def test_trample_needs_a_cataphract_and_spares_shielded_cards() -> None:
    """Trample (reconstruction): with an ally Cataphract here, Destroy the opponent card with
    the lowest Might here; a Shield token (book, "Tokens") prevents the destroy."""
    game = load("trample")
    assert ids(game, "p1.bf1") == ["fortress-walls", "heavy-chariots"]
    assert ids(game, "p1.destroyed") == ["basic-builder"]
    assert ids(game, "p1.bf2") == ["basic-builder"]  # no Cataphract with the second Trample


def test_nobles_and_camel_rider() -> None:
    """Azadan Nobles (reconstruction) apply 1 Might to ally Cataphracts on every Battlefield;
    Camel Rider gains 1 Might each time an ally card Moves to its Battlefield."""
    game = load("nobles-camels")
    assert might(game, "p0.bf1")[0] == 3
    choose_battlefield(game, 0, 2)  # Flank Attack moves the Horse Archers to battlefield 2
    # Superior 4 +1 (Nobles) +1 (archers); Camel Rider 2 +1 (archers) +1 (moved here)
    assert ids(game, "p0.bf2") == ["superior-cataphract", "camel-rider", "horse-archers"]
    assert might(game, "p0.bf2") == [6, 4, 1]


def test_returned_archers_deploy_again_and_resolve_again() -> None:
    """Deck Strategy (Cavalry): Resolve your Horse Archer abilities multiple times by Returning
    them to Deploy again."""
    game = load("parthian-shot")
    choose_card(game, card_in(game, "ballista", "p1.bf1"))
    archers = card_in(game, "horse-archers", "p0.hand")
    assert game.state.value("round") == 5 and game.to_act == (1,)
    game.play(Command(1, "pass"))
    game.play(Command(0, "deploy", archers, "zone:p0.bf1"))
    game.play(Command(0, "pass"))
    # round 5's reveal is over: Light Infantry 4 +1 and Parthian Shot 5 +1 again
    assert game.state.value("round") == 6
    assert ids(game, "p0.bf1") == ["light-infantry", "parthian-shot", "horse-archers"]
    assert might(game, "p0.bf1") == [5, 6, 1]
