"""Defenders of the Bastion (deck id `defenders`): the deck list, every Card Ability
Clarification and the Deck Strategy, mostly as scenarios in scenarios/defenders/."""

from __future__ import annotations

from collections import Counter

from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.registry import get_rules
from tests.games.empyrean.helpers import (
    card_in,
    choose_card,
    choose_key,
    ids,
    might,
    scenario_loader,
)
from tests.games.empyrean.helpers import choose_skip as skip

load = scenario_loader("defenders")


def choices(game: Game) -> list[Command]:
    return [c for c in game.legal() if c.kind == "choose"]


def test_deck_list_matches_the_book() -> None:
    """Deck Contents (Defenders): names, costs and counts of the book's list; 24 cards. The
    clarifications' 'Trebuchet' is not in the list, so the deck has none (readings)."""
    rules = get_rules("empyrean")
    cards = rules.cardset.cards
    deck = Counter(rules.cardset.deck_cards("defenders"))
    book = {
        "Archer Tower": (1, 1),
        "Murder Holes": (1, 1),
        "Fortress Walls": (1, 3),
        "Testudo Legionnaire": (2, 1),
        "Basic Builder": (2, 3),
        "Master Builder": (3, 1),
        "Sagittarii Marksman": (3, 1),
        "Light Chariots": (3, 2),
        "Vats of Tar": (4, 1),
        "Heavy Chariots": (4, 2),
        "Elite Chariots": (5, 2),
        "Boulder Barrage": (5, 1),
        "Ballista": (6, 1),
        "Onager Catapult": (6, 1),
        "Fortify": (7, 2),
        "Armorer": (8, 1),
    }
    assert sum(deck.values()) == 24
    assert {cards[c].name: (cards[c].cost, n) for c, n in deck.items()} == book
    assert not any("trebuchet" in c for c in deck)
    for card_id in deck:
        card = cards[card_id]
        assert card.types and card.text and card.abilities and card.ability_type != "none"


def test_basic_and_master_builders_both_qualify() -> None:
    """Card Ability Clarifications (Defenders): Archer Tower, Ballista — both Master and Basic
    Builder qualify."""
    game = load("builders-qualify")
    # Walls 1 +1 (Basic) +2 (Master); Archer Tower +1 per Builder; Ballista removes 2 from the
    # highest-might opponent card here per Builder
    assert ids(game, "p0.bf1") == [
        "archer-tower",
        "ballista",
        "fortress-walls",
        "basic-builder",
        "master-builder",
    ]
    assert might(game, "p0.bf1") == [3, 5, 4, 2, 2]
    assert might(game, "p1.bf1") == [2, 2]


def test_armorer_might_is_lost_when_a_builder_returns() -> None:
    """Card Ability Clarifications (Defenders): The Armorer — both Builders qualify; Might gained
    this way will be lost if Builder cards are Returned to your hand."""
    game = load("armorer")
    basic = card_in(game, "basic-builder", "p0.bf1")
    assert game.state.counter(basic, "might") == 3  # 1 +2
    assert might(game, "p0.bf2") == [4]  # Master Builder 2 +2 on another battlefield
    choose_card(game, basic)  # Heavy Chariots return it
    assert game.state.where[basic] == "p0.hand"
    assert game.state.counter(basic, "might") == 0
    assert ids(game, "p0.bf1") == ["armorer", "heavy-chariots"]
    assert might(game, "p0.bf1") == [6, 5]


def test_chariots_return_either_builder_optionally() -> None:
    """Card Ability Clarifications (Defenders): Light, Heavy, Elite Chariots — both Master and
    Basic Builder qualify (and returning one is a choice: Deck Strategy, "as much as
    possible")."""
    game = load("chariots")
    master = card_in(game, "master-builder", "p0.bf1")
    basic = card_in(game, "basic-builder", "p0.bf1")
    assert {c.source for c in choices(game)} == {master, basic, None}
    choose_card(game, master)  # Light Chariots: +1
    skip(game)  # Heavy Chariots keep the Basic Builder here: no bonus
    # Elite Chariots (battlefield 2) may take a Builder from any battlefield
    assert {c.source for c in choices(game)} >= {basic, card_in(game, "basic-builder", "p0.bf2")}
    choose_card(game, basic)
    assert ids(game, "p0.bf1") == ["murder-holes", "light-chariots", "heavy-chariots"]
    assert might(game, "p0.bf1") == [3, 3, 3]
    assert might(game, "p0.bf2") == [1, 6]
    assert sorted(ids(game, "p0.hand")) == ["basic-builder", "master-builder"]


def test_murder_holes_count_every_chariot() -> None:
    """Card Ability Clarifications (Defenders): Murder Holes — Light, Heavy, and Elite Chariots
    qualify (the Onager Catapult too)."""
    game = load("murder-holes")
    assert might(game, "p0.bf3") == [4, 5, 2, 3, 4]
    assert might(game, "p0.bf2") == [1]  # Murder Holes elsewhere gain nothing
    assert might(game, "p1.bf1") == [3]  # Onager: -2 per Chariot, 9 -> 3


def test_chariots_deploy_where_no_builder_is() -> None:
    """Card Ability Clarifications (Defenders): Light, Heavy, Elite Chariots — Chariots can
    still be Deployed on a Battlefield if no Builders are present there."""
    game = load("chariot-deploy")
    chariots = game.state.zone("p0.hand")[0]
    assert Command(0, "deploy", chariots, "zone:p0.bf2") in game.legal()
    game.play(Command(0, "deploy", chariots, "zone:p0.bf2"))  # nothing else to deploy
    assert ids(game, "p0.bf2") == ["fortress-walls", "light-chariots"]
    assert might(game, "p0.bf2") == [1, 2]
    assert ids(game, "p0.bf3") == ["basic-builder"]


def test_master_builder_fetches_walls_even_where_none_are() -> None:
    """Deck Strategy (Defenders): deploying your Master Builder repeatedly, even where no
    Fortress Walls exist, will help you acquire those cards faster."""
    game = load("master-builder-fetch")
    choose_key(game, "pile:deck")
    assert ids(game, "p0.hand") == ["fortress-walls"]
    assert "fortress-walls" not in ids(game, "p0.deck") + ids(game, "p0.draft")
    assert ids(game, "p0.discard") == ["fortress-walls"]
    assert might(game, "p0.bf1") == [1]


def test_a_stunned_master_builder_revealed_again_does_nothing() -> None:
    """Tokens, Stun: "Prevents a conditional ability from triggering for the remainder of the
    game"; Ability Types: a conditional ability "may resolve when you reveal the card". A
    Master Builder that kept its Stun through a Return (the default) and is revealed again
    neither gives Might nor fetches a Fortress Walls."""
    game = load(
        "master-builder-fetch",
        (
            "{card: master-builder, face_up: false}",
            "{card: master-builder, face_up: false, flags: [stun]}",
        ),
    )
    assert not choices(game)
    assert ids(game, "p0.hand") == []
    assert might(game, "p0.bf2") == [2]  # its base might only


def test_master_builder_lets_you_choose_the_pile() -> None:
    """Card Ability Clarifications (Defenders), Master Builder: "If you have all 3 Fortress
    Walls cards in your hand or on the Battlefield, ignore this part": any other pile may hold
    one, and the card names its piles (deck, discard pile, Destroy pile) in no order, so the
    player chooses the pile among those holding a Walls, and no skip (the book's "Returning
    Cards": not optional)."""
    game = load(
        "master-builder-fetch",
        ("  p0.discard: [fortress-walls]\n", "  p0.destroyed: [{card: fortress-walls}]\n"),
    )
    assert {c.args for c in choices(game)} == {("pile:deck",), ("pile:destroyed",)}
    choose_key(game, "pile:destroyed")
    assert ids(game, "p0.hand") == ["fortress-walls"]
    assert ids(game, "p0.destroyed") == []
    assert "fortress-walls" in ids(game, "p0.deck") + ids(game, "p0.draft")
    one_pile = load("master-builder-fetch", ("  p0.discard: [fortress-walls]\n", ""))
    assert not choices(one_pile)  # only the deck holds one: nothing to ask
    assert ids(one_pile, "p0.hand") == ["fortress-walls"]


def test_master_builder_ignores_the_fetch_with_all_walls_out() -> None:
    """Card Ability Clarifications (Defenders): Master Builder — if you have all 3 Fortress
    Walls cards in your hand or on the Battlefield, ignore this part of the ability."""
    game = load("master-builder-all-walls")
    assert ids(game, "p0.hand") == ["fortress-walls"]
    assert might(game, "p0.bf1") == [3, 2]  # the Walls here still gain 2
    assert sorted(ids(game, "p0.deck") + ids(game, "p0.draft")) == ["armorer", "ballista"]


def test_fortify_is_a_one_time_gain() -> None:
    """Card Ability Clarifications (Defenders): Fortify — a one-time gain when you Reveal it;
    future increases to Fortress Walls after Fortify is played do not affect it."""
    game = load("fortify")
    # Fortify 4 + (3 + 2) from the Walls here; the Builder revealed after adds 1 to each Wall
    assert ids(game, "p0.bf1") == ["fortress-walls", "fortress-walls", "fortify", "basic-builder"]
    assert might(game, "p0.bf1") == [4, 3, 9, 2]
    assert might(game, "p0.bf2") == [4]


def test_returned_builder_adds_essence_next_round() -> None:
    """Deck Strategy (Defenders): Returning your cards to gain Might, gain Essence; use your
    Chariots to return your Builders to your hand to play them repeatedly."""
    game = load("builder-essence")
    choose_card(game, card_in(game, "basic-builder", "p0.bf1"))
    assert game.state.value("round") == 5
    assert game.state.value("essence.p0") == 7  # 5 + 1 base, +1 from the returned Builder
    assert might(game, "p0.bf1") == [3]
    assert sorted(ids(game, "p0.hand")) == ["ballista", "basic-builder"]


def test_shields_keep_walls_and_builders_from_destruction() -> None:
    """Fortress Walls (reconstruction) Shield themselves; Testudo Legionnaire Shields a card of
    your choice here (book, "Tokens": a Shield prevents a card from being destroyed)."""
    game = load("walls-shield")
    walls = card_in(game, "fortress-walls", "p0.bf1")
    builder = card_in(game, "basic-builder", "p0.bf1")
    assert "shield" in game.state.cards[walls].flags
    choose_card(game, builder)  # Testudo's Shield
    # the opponent's Trample must pass over the shielded Walls and Builder
    assert ids(game, "p0.bf1") == ["fortress-walls", "basic-builder"]
    assert ids(game, "p0.destroyed") == ["testudo-legionnaire"]


def test_marksman_stop_token_prevents_the_next_opponent_instant() -> None:
    """Sagittarii Marksman (reconstruction) applies a Stop token (book, "Tokens": prevents the
    next opponent instant ability revealed on this battlefield)."""
    game = load("marksman-stop")
    # Superior Cataphract's instant is stopped (4, not 6); the next Standard resolves (2 + 2)
    assert might(game, "p1.bf2") == [2, 4, 4]


def test_vats_of_tar_and_boulder_barrage() -> None:
    """Vats of Tar (reconstruction): Remove 1 Might from each opponent card here; Boulder
    Barrage: Remove 2 Might from up to 2 opponent cards on any Battlefield (never below 0:
    book, "Essence and Might")."""
    game = load("siege")
    assert might(game, "p1.bf1") == [0, 6]
    choose_card(game, card_in(game, "superior-cataphract", "p1.bf2"))
    choose_card(game, card_in(game, "trample", "p1.bf3"))
    assert might(game, "p1.bf2") == [4]
    assert might(game, "p1.bf3") == [2]
    assert game.state.decision is not None and game.state.decision.kind != "choose"
