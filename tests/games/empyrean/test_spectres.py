"""Spectres of the Necropolis (deck id `spectres`): the deck list, the book's Destroying Cards
example, every Card Ability Clarification and the Deck Strategy, mostly as scenarios in
scenarios/spectres/."""

from __future__ import annotations

from collections import Counter

from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.loading import load_scenario_text
from tabletop.engine.registry import get_rules
from tests.games.empyrean.helpers import (
    SCENARIO_ROOT,
    card_in,
    choose_card,
    choose_key,
    chooseable,
    ids,
    might,
    scenario_loader,
)

SCENARIOS = SCENARIO_ROOT / "spectres"
load = scenario_loader("spectres")


def test_deck_list_matches_the_book() -> None:
    """Deck Contents (Spectres): names, costs and counts of the book's list; Soul of the
    Powerful's missing count is 2 (the 5/4/4/3/3/2/2/1 cost template); 24 cards."""
    rules = get_rules("empyrean")
    cards = rules.cardset.cards
    deck = Counter(rules.cardset.deck_cards("spectres"))
    book = {
        "Soul of the Living": (1, 4),
        "Taker of Souls": (1, 1),
        "Cage of Lost Souls": (2, 1),
        "Death Enhancer": (2, 1),
        "Eater of Souls": (2, 2),
        "My Soul For Yours": (3, 1),
        "Soul of the Powerful": (3, 2),
        "The Soul Stalker": (3, 1),
        "Devourer of Souls": (4, 2),
        "Harbinger of Death": (4, 1),
        "Sovereign of Purgatory": (5, 1),
        "Zombie Horde": (5, 2),
        "The Necromancer": (6, 1),
        "The Soul Crusher": (6, 1),
        "Giver of Souls": (7, 1),
        "The Annihilator": (7, 1),
        "Aspect of Death": (8, 1),
    }
    assert sum(deck.values()) == 24
    got = {cards[c].name: (cards[c].cost, n) for c, n in deck.items()}
    assert got == book
    costs = Counter(cards[c].cost for c in rules.cardset.deck_cards("spectres"))
    assert costs == {1: 5, 2: 4, 3: 4, 4: 3, 5: 3, 6: 2, 7: 2, 8: 1}
    curve = {1: (1, 2), 2: (1, 2), 3: (2, 3), 4: (2, 4), 5: (4, 5), 6: (4, 6), 7: (5, 7), 8: (5, 8)}
    for card_id in deck:
        card = cards[card_id]
        assert card.types and card.text and card.ability_type != "none"
        low, high = curve[card.cost]
        assert low <= card.might <= high, card.id
        # Death Enhancer is passive: the cards it affects read it
        assert card.abilities or card_id == "death-enhancer"


def test_destroying_cards_example_from_the_book() -> None:
    """Destroying Cards (book example): Eater of Souls destroys all cards on battlefield 1. Soul
    of the Living first: destroy pile, 1 essence added next round, 2 might to Eater, collapse.
    Soul of the Powerful next: destroy pile, 1 might to all cards, 2 might to Eater, collapse."""
    game = load("destroy-example")
    assert ids(game, "p0.bf1") == ["eater-of-souls"]  # collapsed into Zone 1
    assert might(game, "p0.bf1") == [1 + 2 + 1 + 2]  # base, Living, Powerful's 1, Powerful
    assert ids(game, "p0.destroyed") == ["soul-of-the-living", "soul-of-the-powerful"]
    assert all(game.state.cards[i].face_up for i in game.state.zone("p0.destroyed"))
    # Soul of the Powerful's Might went to the ally cards here only, not to battlefield 2
    # nor to the Opponent; Taker of Souls (battlefield 2) took 1 per destroyed ally card
    assert might(game, "p0.bf2") == [1 + 2]
    assert might(game, "p1.bf1") == [2]
    # the round ended: 1 essence added for round 7 (base 8)
    assert game.state.values["round"] == 7
    assert game.state.values["essence.p0"] == 9
    assert game.state.values["essence.p1"] == 8


def test_destroy_order_narrated_as_the_book_orders_it() -> None:
    """Destroying Cards: each card's Destroy ability resolves before the Eater's 2 Might for it,
    and before the next card is destroyed."""
    game = load("destroy-example")
    lines = [
        e.describe(game.names(seat=0))
        for entry in game.log
        for e in entry.events
        if type(e).__name__ in ("Narrated", "CounterSet", "ValueSet")
    ]
    text = "\n".join(lines)
    living = text.index("Soul of the Living is destroyed")
    powerful = text.index("Soul of the Powerful is destroyed")
    assert living < text.index("essence change for next round") < powerful


def test_zombie_horde_shift_counts_for_taker_not_for_the_destroy_pile() -> None:
    """Card Ability Clarifications (Spectres): Zombie Horde — "Shift" moves it from Zone 1 to the
    next Open Zone; not a Deployment; it counts as Destroyed for Taker of Souls but not as part
    of the Destroy pile for Aspect of Death."""
    game = load("zombie-shift")
    state = game.state
    # Eater destroyed the Zombie (Zone 1): it shifted behind the cards that collapsed, with its
    # base Might; the Soul was destroyed next; the Zombie was not destroyed a second time
    assert ids(game, "p0.bf1") == ["eater-of-souls", "zombie-horde"]
    assert might(game, "p0.bf1") == [1 + 2 + 2, 4]
    assert ids(game, "p0.destroyed") == ["soul-of-the-living"]
    # Taker of Souls: 1 for the Zombie's Shift, 1 for the Soul
    taker, aspect = state.zone("p0.bf2")
    assert state.counter(taker, "might") == 1 + 2
    # Aspect of Death (revealed after): only the Soul is in the Destroy pile
    assert state.counter(aspect, "might") == 5 + 1


def test_zombie_horde_destroyed_by_an_opponent_shifts_too() -> None:
    """Deck Backstory/Strategy (Spectres): you can never kill a Zombie Horde — an Opponent's
    Destroy (The Annihilator's) Shifts it as well. Also Death Enhancer with Soul of the Powerful:
    the ally card right after the Enhancer gets 1 more Might."""
    game = load("enhancer-powerful")
    # The Annihilator destroys the Opponent's highest-Might card (their Zombie Horde), then we
    # choose the other ally card to destroy: Soul of the Powerful
    powerful = card_in(game, "soul-of-the-powerful", "p0.bf1")
    assert chooseable(game) == set(game.state.zone("p0.bf1")) - {
        card_in(game, "the-annihilator", "p0.bf1")
    }
    choose_card(game, powerful)
    # their Zombie Horde shifted to their next Open Zone with its base Might (their Taker: +1)
    assert ids(game, "p1.bf1") == ["soul-of-the-living", "taker-of-souls", "zombie-horde"]
    assert might(game, "p1.bf1") == [1, 3 + 1, 4]
    assert ids(game, "p1.destroyed") == []
    assert ids(game, "p0.bf1") == ["death-enhancer", "taker-of-souls", "the-annihilator"]
    # Enhancer 2+1; Taker (right after the Enhancer) 1 + (1+1) + 1 for the destroyed ally;
    # Annihilator 5+1
    assert might(game, "p0.bf1") == [3, 4, 6]


def test_death_enhancer_right_before_an_eater() -> None:
    """Deck Strategy (Spectres): Deploy the Death Enhancer in the Zone right before an Eater to
    maximize the Might bonus. Card Ability Clarifications: Death Enhancer affects Eater of Souls
    (and Devourer, Soul of the Powerful, Zombie Horde)."""
    game = load("death-enhancer")
    # battlefield 1: first Soul: Eater in Zone 3 after a Soul (+2); second: Eater now right
    # after the Enhancer (+3)
    assert ids(game, "p0.bf1") == ["death-enhancer", "eater-of-souls"]
    assert might(game, "p0.bf1") == [2, 1 + 2 + 3]
    # battlefield 2, no Enhancer: +2 each
    assert might(game, "p0.bf2") == [1 + 2 + 2]


def test_death_enhancer_gives_no_bonus_when_destroyed() -> None:
    """Card Ability Clarifications (Spectres): Death Enhancer — there is no bonus when this card
    is Destroyed (it has no Destroy ability; Taker of Souls still counts it as an ally)."""
    game = load("enhancer-powerful")
    enhancer = card_in(game, "death-enhancer", "p0.bf1")
    essence_before = game.state.values.get("essence_next.p0")
    choose_card(game, enhancer)
    assert ids(game, "p0.bf1") == ["soul-of-the-powerful", "taker-of-souls", "the-annihilator"]
    assert might(game, "p0.bf1") == [2, 1 + 1, 5]
    assert game.state.values.get("essence_next.p0") == essence_before
    assert get_rules("empyrean").cardset.cards["death-enhancer"].abilities == ()


def test_soul_crusher_evaluates_from_zone_1_and_never_twice() -> None:
    """Card Ability Clarifications (Spectres): The Soul Crusher — always evaluate starting with
    Zone 1; once a Zone is spared Destruction it cannot be re-evaluated, even if this card grows
    in Might by Destroying other cards."""
    game = load("soul-crusher")
    # Zone 1: our Devourer (5) spared, their Harbinger (3) destroyed (Crusher 5); their Giver
    # slides to Zone 1 and is spared (6); Zone 2: our Soul (1) and their Soul (2) destroyed
    # (Crusher 7). Devourer and Giver now have less Might than the Crusher but stay.
    assert ids(game, "p0.bf1") == ["devourer-of-souls", "the-soul-crusher"]
    assert might(game, "p0.bf1") == [5, 4 + 3]
    assert ids(game, "p1.bf1") == ["giver-of-souls"]
    assert ids(game, "p1.destroyed") == ["harbinger-of-death", "soul-of-the-living"]
    assert ids(game, "p0.destroyed") == ["soul-of-the-living"]
    # each Soul of the Living added its owner 1 essence for round 7
    assert game.state.values["essence.p0"] == 9
    assert game.state.values["essence.p1"] == 9


def test_taker_of_souls_ignores_destroys_before_its_reveal() -> None:
    """Card Ability Clarifications (Spectres): Taker of Souls — no additional Might for cards
    Destroyed before this card was Revealed."""
    game = load("taker-before-reveal")
    assert might(game, "p0.bf2") == [1 + 1]  # only the second Eater's Soul counts
    assert len(game.state.zone("p0.destroyed")) == 2


def test_aspect_and_giver_one_time_bonus_from_the_destroy_pile() -> None:
    """Card Ability Clarifications (Spectres): Aspect of Death, Giver of Souls — a one-time bonus
    based on the Destroy pile card count at the time of Reveal."""
    game = load("aspect-giver")
    # pile of 4 at Aspect's Reveal: 5 + 4. Giver: 3 (its limit) to each other ally here.
    # The Eater's destroy afterwards (pile 5) changes neither.
    assert ids(game, "p0.bf1") == ["death-enhancer", "aspect-of-death", "giver-of-souls"]
    assert might(game, "p0.bf1") == [2 + 3, 5 + 4 + 3, 5]
    assert len(game.state.zone("p0.destroyed")) == 5


def test_necromancer_limited_by_next_rounds_essence() -> None:
    """Card Ability Clarifications (Spectres): The Necromancer — the quantity of cards you can
    reclaim is limited by your available Essence next Round (round 7: 8, 1 already subtracted)."""
    game = load("necromancer")
    state = game.state
    pile = {state.cards[i].card: i for i in state.zone("p0.destroyed")}
    # 7 essence next round: Aspect of Death (8) cannot be reclaimed
    assert chooseable(game) == {
        pile["zombie-horde"],
        pile["devourer-of-souls"],
        pile["soul-of-the-living"],
    }
    choose_card(game, pile["zombie-horde"])
    assert chooseable(game) == {pile["soul-of-the-living"]}  # 2 left
    choose_card(game, pile["soul-of-the-living"])
    assert ids(game, "p0.hand") == ["zombie-horde", "soul-of-the-living"]
    assert state.values["round"] == 7
    assert state.values["essence.p0"] == 8 - 1 - 5 - 1


def test_necromancer_may_stop() -> None:
    """Deck Strategy (Spectres): raise the dead with The Necromancer if you need more cards —
    you choose how many (any number, including none)."""
    game = load("necromancer")
    choose_key(game, "skip")
    assert game.state.zone("p0.hand") == []
    assert game.state.values["essence.p0"] == 8 - 1


def test_my_soul_for_yours_tripped_by_your_own_eater() -> None:
    """Deck Strategy (Spectres): trip My Soul For Yours yourself to grow your Destroy pile: it
    Destroys the Opponent card with the highest Might here (their Harbinger answers)."""
    game = load("my-soul-for-yours")
    assert ids(game, "p0.destroyed") == ["my-soul-for-yours"]
    assert ids(game, "p1.destroyed") == ["aspect-of-death"]
    assert ids(game, "p1.bf1") == ["soul-of-the-living", "harbinger-of-death"]
    assert ids(game, "p1.bf2") == ["zombie-horde"]  # other battlefields are safe
    # Eater: 1, then -1 from their Harbinger of Death, then its +2 for the Soul
    assert might(game, "p0.bf1") == [2]


def test_devourer_chooses_up_to_two_anywhere() -> None:
    """Deck Strategy (Spectres): Souls are easy prey for the Devourer of Souls (up to 2, on any
    battlefield); The Soul Stalker gains for Souls destroyed here; Harbinger of Death strikes."""
    game = load("devourer")
    state = game.state
    soul1 = card_in(game, "soul-of-the-living", "p0.bf1")
    soul2 = card_in(game, "soul-of-the-living", "p0.bf2")
    assert chooseable(game) == {soul1, soul2}  # Spectres are not prey
    choose_card(game, soul1)
    choose_card(game, soul2)
    assert might(game, "p0.bf3") == [2 + 3 + 3]
    stalker = card_in(game, "the-soul-stalker", "p0.bf1")
    assert state.counter(stalker, "might") == 2 + 2  # only the Soul destroyed here
    assert might(game, "p1.bf1") == [6 - 1, 7 - 1]  # Harbinger: highest each time
    assert state.values["essence.p0"] == 8 + 2


def test_devourer_may_stop_after_one() -> None:
    """Devourer of Souls: "up to 2" — the player may stop after the first."""
    game = load("devourer")
    choose_card(game, card_in(game, "soul-of-the-living", "p0.bf2"))
    choose_key(game, "skip")
    assert might(game, "p0.bf3") == [2 + 3]
    assert ids(game, "p0.bf1")[0] == "soul-of-the-living"


def test_sovereign_command_and_cage_of_lost_souls() -> None:
    """Sovereign of Purgatory (command ability, optional Destroy of another ally) and Cage of
    Lost Souls (Return a Soul from the Destroy pile); Soul of the Powerful's Destroy ability."""
    game = load("sovereign")
    _sovereign_then_cage(game)
    # only Souls can be taken back (not the Zombie Horde): the one Soul returns unasked
    assert not chooseable(game)
    assert ids(game, "p0.hand") == ["soul-of-the-powerful"]
    assert ids(game, "p0.destroyed") == ["zombie-horde"]


def test_cage_of_lost_souls_is_not_optional() -> None:
    """Returning Cards: "When a card says return a specific card or category of cards to your
    hand ... This is not optional." Cage of Lost Souls ("Return 1 Soul from your Destroy pile to
    your hand") offers a choice between the Souls, and no skip."""
    game = load(
        "sovereign",
        (
            "    - {card: zombie-horde, face_up: true}\n",
            "    - {card: zombie-horde, face_up: true}\n"
            "    - {card: soul-of-the-living, face_up: true}\n",
        ),
    )
    _sovereign_then_cage(game)
    living = card_in(game, "soul-of-the-living", "p0.destroyed")
    powerful = card_in(game, "soul-of-the-powerful", "p0.destroyed")
    assert chooseable(game) == {living, powerful}
    assert not any(c.args == ("skip",) for c in game.legal())
    choose_card(game, powerful)
    assert ids(game, "p0.hand") == ["soul-of-the-powerful"]
    assert ids(game, "p0.destroyed") == ["zombie-horde", "soul-of-the-living"]


def _sovereign_then_cage(game: Game) -> None:
    """sovereign.yaml: the Sovereign Destroys Soul of the Powerful, then Cage is deployed."""
    state = game.state
    sovereign = card_in(game, "sovereign-of-purgatory", "p0.bf1")
    game.play(Command(0, "activate", sovereign, None, (0,)))
    powerful = card_in(game, "soul-of-the-powerful", "p0.bf2")
    choose_card(game, powerful)
    assert state.counter(sovereign, "might") == 4 + 2
    assert might(game, "p0.bf2") == [1 + 1 + 1]  # Powerful's 1, Taker's 1
    # used this round: not offered again
    assert not any(c.kind == "activate" for c in game.legal())
    while game.state.decision is not None and game.state.decision.kind == "command":
        game.play(Command(game.to_act[0], "done"))
    cage = card_in(game, "cage-of-lost-souls", "p0.hand")
    game.play(Command(0, "deploy", cage, "zone:p0.bf2"))  # nothing left to deploy: reveal


def test_sovereign_not_offered_without_another_ally() -> None:
    """Sovereign of Purgatory: with no other ally card to Destroy, nothing to activate."""
    text = (SCENARIOS / "sovereign.yaml").read_text()
    text = text.replace(
        """  p0.bf2:
    - {card: soul-of-the-powerful, face_up: true, counters: {might: 2}}
    - {card: taker-of-souls, face_up: true, counters: {might: 1}}
""",
        "",
    )
    game: Game = load_scenario_text(text)
    assert game.state.phase == "deploy"


def test_a_stunned_zombie_horde_stays_destroyed() -> None:
    """Tokens (Stun): prevents a conditional ability from triggering for the rest of the game —
    a Stunned Zombie Horde does not Shift, and a Stunned Soul of the Living adds no Essence."""
    text = (SCENARIOS / "zombie-shift.yaml").read_text()
    for card in ("zombie-horde", "soul-of-the-living"):
        old = f"{{card: {card}, face_up: true, counters: {{might:"
        assert old in text
        text = text.replace(
            old, f"{{card: {card}, face_up: true, flags: [stun], counters: {{might:", 1
        )
    game: Game = load_scenario_text(text)
    assert ids(game, "p0.bf1") == ["eater-of-souls"]
    assert might(game, "p0.bf1") == [1 + 2 + 2]
    assert ids(game, "p0.destroyed") == ["zombie-horde", "soul-of-the-living"]
    assert not any("stun" in game.state.cards[i].flags for i in game.state.zone("p0.destroyed"))
    assert game.state.values["essence.p0"] == 8  # round 7, nothing added
    aspect = card_in(game, "aspect-of-death", "p0.bf2")
    assert game.state.counter(aspect, "might") == 5 + 2


def test_annihilator_destroyed_cards_abilities_resolve_before_its_second_destroy() -> None:
    """Destroying Cards: "When an opponent card destroys one of your cards, the same actions
    above are performed for just that one single card" — the destroyed card's Destroy ability
    resolves right after its destruction, before the rest of the destroying ability. The
    Annihilator Destroys My Soul For Yours, which Destroys our Soul of the Powerful (whose
    ability gives our cards here 1 Might) before we choose The Annihilator's ally to Destroy."""
    game = load("annihilator-order")
    annihilator = card_in(game, "the-annihilator", "p0.bf1")
    assert ids(game, "p1.destroyed") == ["my-soul-for-yours"]
    # the choice comes after both Destroy abilities: Soul of the Powerful is gone, and
    # The Annihilator already has its +1; the only other ally here is chosen without asking
    assert ids(game, "p0.bf1") == ["the-annihilator"]
    assert ids(game, "p0.destroyed") == ["soul-of-the-powerful", "soul-of-the-living"]
    assert game.state.counter(annihilator, "might") == 5 + 1
