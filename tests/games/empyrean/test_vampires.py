"""Vampires of the Evernight (deck id `vampires`): the deck list, every Card Ability
Clarification, the Deck Strategy and the notable cards, mostly as scenarios in
scenarios/vampires/."""

from __future__ import annotations

from collections import Counter

from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.registry import get_rules
from tests.games.empyrean.helpers import (
    card_in,
    choose_card,
    ids,
    might,
    scenario_loader,
    to_command,
)

load = scenario_loader("vampires")


def essence(game: Game, seat: int = 0) -> int:
    return int(game.state.value(f"essence.p{seat}"))


def bite_command(game: Game, vampire: int) -> Command:
    return Command(0, "activate", vampire, None, (ability_index(game, vampire),))


def ability_index(game: Game, iid: int) -> int:
    card = get_rules("empyrean").cards[game.state.cards[iid].card]
    return next(i for i, a in enumerate(card.abilities) if a.when == "command")


def can_bite(game: Game, vampire: int) -> bool:
    return bite_command(game, vampire) in game.legal()


def bite(game: Game, vampire: int, human: int | None = None) -> None:
    game.play(bite_command(game, vampire))
    if human is not None:
        choose_card(game, human)


def test_deck_list_matches_the_book() -> None:
    """Deck Contents (Vampires): names, costs and counts of the book's list; 24 cards."""
    rules = get_rules("empyrean")
    cards = rules.cardset.cards
    deck = Counter(rules.cardset.deck_cards("vampires"))
    book = {
        "Ellen": (1, 1),
        "Laura": (1, 1),
        "Lucy": (1, 1),
        "Mina": (1, 1),
        "Romuald": (1, 1),
        "Jonathan": (2, 1),
        "Lord Ruthven": (2, 1),
        "The Family": (2, 1),
        "Vampire's Coffin": (2, 1),
        "Sir Francis Varney": (3, 1),
        "The Blood Countess": (3, 1),
        "Vampire Bat": (3, 2),
        "Arnold Paole": (4, 1),
        "Gorcha": (4, 1),
        "Professor Van Helsing": (4, 1),
        "Clarimonde": (5, 1),
        "Renfield": (5, 1),
        "The Brides of Dracula": (5, 1),
        "The Turning": (6, 1),
        "Vampire's Gaze": (6, 1),
        "Carmilla": (7, 1),
        "Count Orlok": (7, 1),
        "Count Dracula": (8, 1),
    }
    assert sum(deck.values()) == 24
    assert {cards[c].name: (cards[c].cost, n) for c, n in deck.items()} == book
    for card_id in deck:
        card = cards[card_id]
        assert card.types and card.text and card.ability_type != "none"
        low, high = {
            1: (1, 2),
            2: (1, 2),
            3: (2, 3),
            4: (3, 4),
            5: (3, 5),
            6: (3, 6),
            7: (5, 7),
            8: (6, 8),
        }[card.cost]
        assert low <= card.might <= high, card.name


def test_every_vampire_bites_and_humans_are_human() -> None:
    """Deck Strategy (Vampires): Vampires grow in Might by Biting Humans each Round; a Bite
    costs Essence ("balance spending your Essence to Bite versus spending it to play cards")."""
    cards = get_rules("empyrean").cardset.cards
    deck = get_rules("empyrean").cardset.deck_cards("vampires")
    vampires = {c for c in deck if "Vampire" in cards[c].types}
    assert len(vampires) == 10
    for card_id in vampires:
        bites = [a for a in cards[card_id].abilities if a.when == "command"]
        assert len(bites) == 1 and bites[0].cost == 1
        assert bites[0].actions[0].name == "vampires.bite"
    assert sum("Human" in cards[c].types for c in set(deck)) == 9


def test_a_human_is_bitten_once_per_round_and_only_in_the_command_phase() -> None:
    """Card Ability Clarifications (Vampires): Humans — you can only Bite a Human once per
    Round and only during the Command phase."""
    game = load("bite")
    ruthven = card_in(game, "lord-ruthven", "p0.bf1")
    countess = card_in(game, "the-blood-countess", "p0.bf1")
    varney = card_in(game, "sir-francis-varney", "p0.bf1")
    mina = card_in(game, "mina", "p0.bf1")
    bite(game, ruthven, mina)
    assert game.state.counter(ruthven, "might") == 3
    bite(game, countess)  # only Laura is left unbitten: no need to choose
    assert game.state.counter(countess, "might") == 4
    assert essence(game) == 3
    assert not can_bite(game, varney)  # both Humans here are bitten this Round
    # nothing is left to Bite or Move: the command phase is over, and no Bite is offered later
    assert game.state.phase == "deploy"
    assert not any(c.kind == "activate" for c in game.legal())


def test_you_bite_as_many_humans_as_you_have_essence_and_vampires() -> None:
    """Card Ability Clarifications (Vampires): Humans — you can Bite as many Humans on the
    Battlefield as you have Essence to spend and Vampires to Bite them."""
    game = load("bite-essence")
    ruthven = card_in(game, "lord-ruthven", "p0.bf1")
    countess = card_in(game, "the-blood-countess", "p0.bf1")
    assert can_bite(game, ruthven) and can_bite(game, countess)
    bite(game, ruthven, card_in(game, "mina", "p0.bf1"))
    assert essence(game) == 0
    assert not can_bite(game, countess)  # a Human is left, but no Essence


def test_biting_is_optional() -> None:
    """Card Ability Clarifications (Vampires): Humans — Biting is optional."""
    game = load("bite-essence")
    before = might(game, "p0.bf1")
    game.play(Command(0, "done"))
    assert might(game, "p0.bf1") == before
    assert essence(game) == 1


def test_a_vampire_bites_one_human_per_round() -> None:
    """Card Ability Clarifications (Vampires): Vampires — a Vampire can only Bite one Human
    per Round (again the next Round)."""
    game = load("bite-next-round")
    ruthven = card_in(game, "lord-ruthven", "p0.bf1")
    mina = card_in(game, "mina", "p0.bf1")
    bite(game, ruthven, mina)
    assert not can_bite(game, ruthven)  # Laura is unbitten, but Ruthven has bitten
    to_command(game, 5)
    assert game.state.value("round") == 5
    bite(game, ruthven, mina)  # a new Round: Mina may be bitten again
    assert game.state.counter(ruthven, "might") == 4


def test_a_vampire_without_a_human_here_cannot_bite() -> None:
    """Deck Strategy (Vampires): place Humans within easy Battlefield reach of your Vampires —
    a Vampire Bites a Human on its own Battlefield."""
    game = load("bite")
    assert not can_bite(game, card_in(game, "gorcha", "p0.bf2"))


def test_story_vampires_gain_more_biting_their_own_humans() -> None:
    """Deck Strategy (Vampires): you will gain extra benefits from having certain Vampires Bite
    specific Humans (Gorcha and The Family, Dracula and Mina, Clarimonde and Romuald, Orlok and
    Ellen)."""
    game = load("story-bites")
    gorcha = card_in(game, "gorcha", "p0.bf1")
    dracula = card_in(game, "count-dracula", "p0.bf1")
    clarimonde = card_in(game, "clarimonde", "p0.bf2")
    paole = card_in(game, "arnold-paole", "p0.bf2")
    orlok = card_in(game, "count-orlok", "p0.bf3")
    bite(game, gorcha, card_in(game, "the-family", "p0.bf1"))
    bite(game, dracula)  # Mina is the only one left
    bite(game, clarimonde)  # Romuald
    bite(game, orlok)  # Ellen
    assert game.state.counter(gorcha, "might") == 3 + 3
    assert game.state.counter(dracula, "might") == 6 + 3
    assert game.state.counter(clarimonde, "might") == 4 + 3
    assert game.state.counter(orlok, "might") == 6 + 4
    assert not can_bite(game, paole)
    assert essence(game) == 2


def test_arnold_paole_spreads_his_bite_to_the_other_vampires_here() -> None:
    """Notable card (Vampires): Arnold Paole — his Bite also Applies 1 Might to each other ally
    Vampire here."""
    game = load("story-bites")
    paole = card_in(game, "arnold-paole", "p0.bf2")
    bite(game, paole)
    assert might(game, "p0.bf2") == [1, 4, 5]  # Romuald, Paole, Clarimonde
    assert not can_bite(game, card_in(game, "clarimonde", "p0.bf2"))


def test_vampires_gaze_augments_every_bite_on_its_battlefield() -> None:
    """Card Ability Clarifications (Vampires): Vampire's Gaze — this augments the Bite of all
    Vampires on the same Battlefield as this card. Deck Strategy: most effective with 2 Humans
    and 2 Vampires."""
    game = load("gaze")
    ruthven = card_in(game, "lord-ruthven", "p0.bf1")
    countess = card_in(game, "the-blood-countess", "p0.bf1")
    varney = card_in(game, "sir-francis-varney", "p0.bf2")
    bite(game, ruthven, card_in(game, "mina", "p0.bf1"))
    bite(game, countess)
    bite(game, varney)
    assert game.state.counter(ruthven, "might") == 2 + 1 + 1
    assert game.state.counter(countess, "might") == 2 + 2 + 1
    assert game.state.counter(varney, "might") == 2 + 1  # no Gaze on battlefield 2


def test_the_turning_swaps_a_human_for_a_vampire_from_the_deck() -> None:
    """Card Ability Clarifications (Vampires): The Turning — search your deck for the Vampire
    you want (5 Essence cost or less); remove a Human from the Battlefield where The Turning
    was Deployed and put the selected Vampire on the same Zone; put the Human back in your deck,
    then shuffle it. Deck Strategy: you can select any Vampire that meets the cost condition."""
    game = load("turning")
    mina = card_in(game, "mina", "p0.bf1")
    choose_card(game, mina)  # Laura, Mina or Renfield (Ellen is on another battlefield)
    offered = {
        game.state.cards[c.source].card
        for c in game.legal()
        if c.kind == "choose" and c.source is not None
    }
    assert offered == {"gorcha", "clarimonde"}  # Dracula (8) and Carmilla (7) cost too much
    gorcha = card_in(game, "gorcha", "p0.deck")
    choose_card(game, gorcha)
    assert ids(game, "p0.bf1") == ["laura", "gorcha", "renfield", "the-turning"]
    assert game.state.cards[gorcha].face_up
    # Gorcha is Revealed: base 3; Renfield and Laura see a Vampire Revealed
    assert might(game, "p0.bf1") == [2, 3, 4, 3]
    # the next Round's draft has drawn 2 of the shuffled deck's 5 cards
    pile = ids(game, "p0.deck") + ids(game, "p0.draft")
    assert sorted(pile) == ["carmilla", "clarimonde", "count-dracula", "jonathan", "mina"]
    mina_now = card_in(game, "mina", "p0.deck" if "mina" in ids(game, "p0.deck") else "p0.draft")
    assert mina_now != mina  # shuffled into the deck: a fresh id (GameConfig.fresh_ids)
    assert game.state.counter(mina_now, "might") == 0


def test_vampire_bat_lets_a_vampire_move_in_the_command_phase() -> None:
    """Deck Strategy (Vampires): use Vampire Bat to Apply a Move Token, which allows you to Move
    a Vampire to another Battlefield during the Command phase."""
    game = load("bat")
    ruthven = card_in(game, "lord-ruthven", "p0.bf1")
    assert game.state.counter(ruthven, "move") == 1
    to_command(game, 5)
    assert not can_bite(game, ruthven)  # no Human on battlefield 1
    game.play(Command(0, "move", ruthven, "zone:p0.bf2"))
    assert game.state.where[ruthven] == "p0.bf2"
    assert game.state.counter(ruthven, "move") == 0
    bite(game, ruthven)  # now beside Mina
    assert game.state.counter(ruthven, "might") == 3


def test_human_and_vampire_reveal_abilities() -> None:
    """Notable cards (Vampires): Carmilla, Renfield, Laura, Romuald, The Family, Count Orlok,
    Jonathan, Mina, Count Dracula, Professor Van Helsing; Lucy and Vampire's Coffin at the end
    of the Round."""
    game = load("humans")
    # battlefield 1: Renfield and Laura see Carmilla; Romuald and The Family feed Carmilla
    assert ids(game, "p0.bf1") == ["renfield", "laura", "carmilla", "romuald", "the-family"]
    assert might(game, "p0.bf1")[1:] == [3, 7, 1, 4]
    # Renfield: +1 for Carmilla, Orlok and Dracula, +1 from Romuald
    assert game.state.counter(card_in(game, "renfield", "p0.bf1"), "might") == 3 + 3 + 1
    # battlefield 2: Orlok removes 1 Might from each opponent card there; Lucy grows at the end
    assert might(game, "p1.bf2") == [1, 0]
    # Lucy +1 and Vampire's Coffin +1 to Orlok (the lowest-Might Vampire there) at the end
    assert might(game, "p0.bf2") == [2, 1, 7, 2]
    # Jonathan: 1 Essence next Round (6 + 1)
    assert essence(game) == 7
    # battlefield 3: Mina drew a card; Dracula counts the 7 Humans; Van Helsing stuns
    assert might(game, "p0.bf3") == [1, 6 + 7, 3]
    assert ids(game, "p0.hand") == ["gorcha", "vampire-bat"]  # Mina's draw, then the draft
    assert "stun" in game.state.cards[card_in(game, "menningulfar", "p1.bf3")].flags


def test_lord_ruthven_returns_to_hand_when_destroyed() -> None:
    """Notable card (Vampires): Lord Ruthven — when this card is Destroyed, Return it to your
    hand (with no Might), to be Deployed again."""
    game = load("ruthven")  # the opponent's Trample Destroys the lowest-Might card there
    ruthven = next(i for i, c in game.state.cards.items() if c.card == "lord-ruthven")
    assert game.state.where[ruthven] == "p0.hand"
    assert game.state.counter(ruthven, "might") == 0
    assert ids(game, "p0.bf1") == ["count-dracula"]
    assert ids(game, "p0.destroyed") == []
