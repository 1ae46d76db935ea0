"""Samurai of the Sengoku (deck id `samurai`): the deck list, every Card Ability Clarification
and the Deck Strategy, mostly as scenarios in scenarios/samurai/."""

from __future__ import annotations

from collections import Counter

from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.registry import get_rules
from tests.games.empyrean.helpers import (
    card_in,
    choose_battlefield,
    choose_card,
    choose_key,
    chooseable,
    ids,
    might,
    scenario_loader,
)

load = scenario_loader("samurai")


def narration(game: Game) -> list[str]:
    names = game.names(seat=0)
    return [
        e.describe(names)
        for entry in game.log
        for e in entry.events
        if type(e).__name__ == "Narrated"
    ]


def test_deck_list_matches_the_book() -> None:
    """Deck Contents (Samurai): names, costs and counts of the book's list; 24 cards."""
    rules = get_rules("empyrean")
    cards = rules.cardset.cards
    deck = Counter(rules.cardset.deck_cards("samurai"))
    book = {
        "Ashigaru": (1, 4),
        "Bushi Samurai": (1, 1),
        "Gusoku Armor": (2, 1),
        "Kansetsu-waza": (2, 1),
        "Sohei": (2, 2),
        "Ninja": (3, 1),
        "Onna-musha": (3, 2),
        "Skilled Ronin": (3, 1),
        "Hatamoto Samurai": (4, 1),
        "Metsubushi": (4, 1),
        "Oni": (4, 1),
        "Bojutsu": (5, 1),
        "Itako": (5, 2),
        "Daimyo Samurai": (6, 1),
        "Renowned Ronin": (6, 1),
        "Abe no Seimei": (7, 1),
        "Ikko-Ikki": (7, 1),
        "The Shogun": (8, 1),
    }
    assert sum(deck.values()) == 24
    got = {cards[c].name: (cards[c].cost, n) for c, n in deck.items()}
    assert got == book
    curve = {1: (1, 2), 2: (1, 2), 3: (2, 3), 4: (2, 4), 5: (3, 5), 6: (4, 6), 7: (5, 7), 8: (6, 8)}
    for card_id in deck:
        card = cards[card_id]
        assert card.types and card.text and card.ability_type != "none" and card.abilities
        low, high = curve[card.cost]
        assert low <= card.might <= high, card.id


def test_if_you_do_is_card_data() -> None:
    """Every Samurai "You may Discard 1 card. If you do, ..." is data: the discard, then an
    action marked `if_you_do` (no Python per card)."""
    cards = get_rules("empyrean").cardset.cards
    found = {}
    for card in cards.values():
        if card.deck != "samurai":
            continue
        for ability in card.abilities:
            names = [a.name for a in ability.actions]
            for action in ability.actions:
                if action.if_you_do:
                    assert "samurai.discard" in names, card.id
                    found[card.id] = action.do
    assert found == {
        "kansetsu-waza": "token",
        "ninja": "destroy",
        "onna-musha": "might",
        "metsubushi": "might",
    }


def test_ashigaru_free_deployment_revealed_after_other_cards() -> None:
    """Card Ability Clarifications (Samurai): Abe no Seimei, Itako, Ashigaru, The Shogun — a card
    Deployed from the Discard pile is Deployed face down and Revealed after your other Deployed
    cards that Round; a free Deployment is not bound by Battlefield cost constraints (Ashen
    Plains, round 8) but counts as a Deploy and Reveal for Battlefield effects (The Proving
    Ground's first Reveal). Deck Strategy: Ashigaru Deploys itself for free when you Discard."""
    game = load("ashigaru-free-deploy")
    first, second = game.state.zone("p0.hand")
    assert chooseable(game) == {first, second}  # Bushi Samurai: you may Discard 1
    choose_card(game, first)
    choose_card(game, first)  # Ashigaru: you may Deploy it
    choose_battlefield(game, 0, 1)  # Ashen Plains: 1-cost cards cannot be deployed here now
    assert game.state.where[first] == "p0.bf1"
    assert not game.state.cards[first].face_up  # face down until the other cards are revealed
    choose_card(game, second)  # Onna-musha's Discard
    choose_card(game, second)
    choose_battlefield(game, 0, 2)
    assert ids(game, "p0.bf1") == ["sohei", "ashigaru"]
    assert might(game, "p0.bf1") == [1 + 2, 1]  # Sohei: one per Discard
    assert might(game, "p0.bf2") == [1 + 2]  # The Proving Ground: first Reveal here
    assert might(game, "p0.bf3") == [1 + 2 + 1, 2 + 1]  # Bushi +2, Onna-musha +1 to both
    reveals = [line for line in narration(game) if " reveals " in line]
    assert [r.split(" reveals ")[1] for r in reveals] == [
        "Bushi Samurai",
        "Onna-musha",
        "Ashigaru",
        "Ashigaru",
    ]


def test_ashigaru_can_be_kept_in_the_discard_pile() -> None:
    """Ashigaru: the free Deployment is optional ("you may")."""
    game = load("ashigaru-free-deploy")
    first, second = game.state.zone("p0.hand")
    choose_card(game, first)
    choose_key(game, "skip")
    assert game.state.where[first] == "p0.discard"


def test_free_deployment_needs_an_open_zone() -> None:
    """Card Ability Clarifications (Samurai): there must be an open Zone on the Battlefield to
    Deploy the card."""
    game = load("ashigaru-no-open-zone")
    ashigaru = card_in(game, "ashigaru", "p0.hand")
    choose_card(game, ashigaru)  # Bushi Samurai's Discard
    # no Deploy question: every Zone is taken this round
    assert game.state.where[ashigaru] == "p0.discard"
    assert game.state.values["round"] == 2


def test_sohei_counts_only_your_discards_after_its_reveal() -> None:
    """Card Ability Clarifications (Samurai): Sohei — no additional Might for cards Discarded
    before this card was Revealed, nor when your Opponent Discards."""
    game = load("sohei")
    choose_card(game, card_in(game, "oni", "p0.hand"))  # Bushi: Sohei still face down
    choose_card(game, card_in(game, "ikko-ikki", "p0.hand"))  # Onna-musha: Sohei revealed
    choose_card(game, card_in(game, "oni", "p1.hand"))  # the Opponent's Bushi Samurai
    sohei = card_in(game, "sohei", "p0.bf1")
    assert game.state.counter(sohei, "might") == 1 + 1
    assert len(game.state.zone("p1.discard")) == 1


def test_ninja_discard_is_optional_but_required_to_destroy() -> None:
    """Card Ability Clarifications (Samurai): Ninja — Discarding is optional, but is required to
    Destroy another card."""
    game = load("ninja-command")
    ninja = card_in(game, "ninja", "p0.bf1")
    game.play(Command(0, "activate", ninja, None, (0,)))
    choose_key(game, "skip")
    assert ids(game, "p0.hand") == ["oni"]
    assert ids(game, "p1.bf1") == ["ikko-ikki", "sohei"]
    # once per game: not offered again (this round nor any later one)
    assert not any(c.kind == "activate" for c in game.legal())


def test_ninja_discards_to_destroy() -> None:
    """Ninja: Discard 1 card, then Destroy 1 Opponent card here (your choice)."""
    game = load("ninja-command")
    ninja = card_in(game, "ninja", "p0.bf1")
    game.play(Command(0, "activate", ninja, None, (0,)))
    choose_card(game, card_in(game, "oni", "p0.hand"))
    ikko = card_in(game, "ikko-ikki", "p1.bf1")
    assert chooseable(game) == set(game.state.zone("p1.bf1"))
    choose_card(game, ikko)
    assert ids(game, "p1.destroyed") == ["ikko-ikki"]
    assert ids(game, "p0.discard") == ["oni"]


def test_ninja_used_once_or_without_a_hand_is_not_offered() -> None:
    """Ninja: a once-per-game command ability; with nothing to Discard it is not offered."""
    used = load(
        "ninja-command",
        (
            "{card: ninja, face_up: true, counters: {might: 2}}",
            "{card: ninja, face_up: true, counters: {might: 2}, flags: [used0]}",
        ),
    )
    assert used.state.phase == "deploy"  # straight past the command phase
    empty = load("ninja-command", ("  p0.hand: [oni]\n", ""))
    assert empty.state.values["round"] == 7
    assert ids(empty, "p1.bf1") == ["ikko-ikki", "sohei"]


def test_ninja_on_the_last_round_resolves_nothing() -> None:
    """Card Ability Clarifications (Samurai): Ninja — you can still play this card on the last
    turn, but its entire ability will not Resolve, including the Discard part."""
    game = load("ninja-last-round")
    assert game.result is not None
    assert ids(game, "p0.hand") == ["oni"]
    assert ids(game, "p1.bf1") == ["ikko-ikki"]
    assert might(game, "p0.bf1") == [2]


def test_oni_might_is_additive_to_battlefield_effects() -> None:
    """Card Ability Clarifications (Samurai): Oni — the Might Applied is additive to any gained
    Might from Battlefield effects. Deck Strategy: The Shogun sets Oni's Might at the end of the
    game."""
    game = load("oni-end-of-game")
    shogun = card_in(game, "the-shogun", "p0.hand")
    assert chooseable(game) == set(game.state.zone("p0.hand"))  # not optional
    choose_card(game, shogun)
    oni = card_in(game, "oni", "p0.bf1")
    assert game.state.counter(oni, "might") == 3 + 8 + 2  # The Eye of Power: 2 to the highest
    assert game.result is not None


def test_oni_gains_nothing_without_a_card_to_discard() -> None:
    """Card Ability Clarifications (Samurai): Oni — if you can't Discard a card at the end of the
    game, Oni does not gain any Might."""
    game = load("oni-end-of-game", ("  p0.hand: [the-shogun, sohei]\n", ""))
    assert game.result is not None
    oni = card_in(game, "oni", "p0.bf1")
    assert game.state.counter(oni, "might") == 3 + 2


def test_itako_discards_the_shogun_then_deploys_it_for_free() -> None:
    """Deck Strategy (Samurai): Itako offers a way to Deploy Discarded cards for free; The Shogun
    is most powerful Deployed from the Discard pile (2 Might to each ally Samurai)."""
    game = load("itako-shogun")
    shogun = next(iter(game.state.zone("p0.discard")))  # the only card in hand: discarded
    assert game.state.cards[shogun].card == "the-shogun"
    choose_card(game, shogun)
    choose_battlefield(game, 0, 2)
    assert ids(game, "p0.bf2") == ["hatamoto-samurai", "onna-musha", "the-shogun"]
    # Hatamoto: +2 Shogun, +1 for a Samurai revealed here; Onna-musha +2; The Shogun 6
    assert might(game, "p0.bf2") == [3 + 2 + 1, 2 + 2, 6]
    assert might(game, "p0.bf3") == [1 + 2, 3]  # every battlefield; Oni is not a Samurai
    assert "from_discard" not in game.state.cards[shogun].flags


def test_the_shogun_from_the_hand_gives_one() -> None:
    """Deck Strategy (Samurai): The Shogun is still valuable Deployed from the hand."""
    game = load("shogun-from-hand")
    assert might(game, "p0.bf2") == [3 + 1 + 1, 2 + 1, 6]
    assert might(game, "p0.bf3") == [1 + 1, 3]


def test_abe_no_seimei_deploys_up_to_two_revealed_last() -> None:
    """Card Ability Clarifications (Samurai): Abe no Seimei — Deployed from the Discard pile face
    down, Revealed after your other Deployed cards for that Round (Renowned Ronin here)."""
    game = load("abe-no-seimei")
    pile = {game.state.cards[i].card: i for i in game.state.zone("p0.discard")}
    choose_card(game, pile["the-shogun"])
    choose_battlefield(game, 0, 2)
    choose_card(game, pile["bushi-samurai"])
    choose_battlefield(game, 0, 2)
    assert ids(game, "p0.bf2") == ["the-shogun", "bushi-samurai"]
    # Renowned Ronin revealed before them: 1 card left in the pile; then The Shogun's 2
    assert might(game, "p0.bf3") == [4 + 1 + 2]
    assert might(game, "p0.bf2") == [6, 1]  # Bushi revealed after The Shogun
    assert ids(game, "p0.discard") == ["ashigaru"]


def test_bojutsu_discards_up_to_two() -> None:
    """Bojutsu: Discard up to 2 cards, 2 Might for each (Sohei: 1 for each)."""
    game = load("bojutsu")
    choose_card(game, card_in(game, "oni", "p0.hand"))
    choose_card(game, card_in(game, "ninja", "p0.hand"))
    assert might(game, "p0.bf1") == [1 + 2, 3 + 4]
    assert ids(game, "p0.discard") == ["oni", "ninja"]
    stop = load("bojutsu")
    choose_card(stop, card_in(stop, "oni", "p0.hand"))
    choose_key(stop, "skip")
    assert might(stop, "p0.bf1") == [1 + 1, 3 + 2]


def test_renowned_ronin_and_ikko_ikki_counts() -> None:
    """Renowned Ronin (1 per card in your Discard pile, up to 4) and Ikko-Ikki (1 per ally card
    on every Battlefield, up to 6)."""
    game = load("counts")
    assert might(game, "p0.bf1")[-1] == 4 + 4
    assert might(game, "p0.bf2")[-1] == 5 + 6


def test_daimyo_and_hatamoto_with_skilled_ronin() -> None:
    """Daimyo Samurai and Hatamoto Samurai gain as ally Samurai are Revealed here; Skilled Ronin
    Draws 1 card then Discards 1 (not optional)."""
    game = load("samurai-lords")
    assert ids(game, "p0.bf1") == ["daimyo-samurai", "hatamoto-samurai", "skilled-ronin", "oni"]
    assert might(game, "p0.bf1") == [5, 3 + 1, 3 + 1, 3]
    assert ids(game, "p0.discard") == ["sohei"]  # drawn, then discarded
    assert might(game, "p0.bf2") == [1]  # not here: no bonus


def test_techniques_shield_stun_stop() -> None:
    """Gusoku Armor (Shield), Kansetsu-waza (Discard: Stun), Metsubushi (Stop token; Discard:
    Remove 2 Might). The Stop token prevents the Opponent's next instant ability here only."""
    game = load("techniques")
    state = game.state
    choose_card(game, card_in(game, "oni", "p0.hand"))  # Kansetsu-waza's Discard
    sohei = card_in(game, "sohei", "p1.bf1")
    choose_card(game, sohei)  # Stun
    choose_card(game, card_in(game, "ninja", "p0.hand"))  # Metsubushi's Discard
    choose_card(game, card_in(game, "ikko-ikki", "p1.bf1"))  # -2 Might
    # the Opponent: Bushi Samurai is stopped (no Discard question); Onna-musha is not
    choose_card(game, card_in(game, "oni", "p1.hand"))
    assert "shield" in state.cards[card_in(game, "bushi-samurai", "p0.bf1")].flags
    assert "stun" in state.cards[sohei].flags
    assert might(game, "p1.bf1") == [4, 5 - 2, 1 + 1, 2 + 1]  # stunned Sohei gains nothing
    assert ids(game, "p1.hand") == ["itako"]
    assert ids(game, "p0.discard") == ["oni", "ninja"]


def test_free_deployment_in_the_command_phase_waits_for_the_reveal_phase() -> None:
    """Card Ability Clarifications (Samurai): Abe no Seimei, Itako, Ashigaru, The Shogun — any
    card Deployed from the Discard pile is Deployed face-down and Revealed after your other
    Deployed cards for that Round, also when the free Deployment comes in the command phase
    (Ninja Discards Ashigaru)."""
    game = load("ninja-discards-ashigaru")
    ninja = card_in(game, "ninja", "p0.bf1")
    game.play(Command(0, "activate", ninja, None, (0,)))
    ashigaru = card_in(game, "ashigaru", "p0.hand")
    choose_card(game, ashigaru)
    choose_card(game, ashigaru)  # Ashigaru: deploy it for free
    game.play(next(c for c in game.legal() if c.target == "zone:p0.bf2"))
    assert ids(game, "p1.destroyed") == ["ikko-ikki"]  # the Ninja's Destroy (only target)
    assert game.state.where[ashigaru] == "p0.bf2"
    assert not game.state.cards[ashigaru].face_up  # still face down in the command phase
    if game.state.phase == "command":
        game.play(Command(0, "done"))
    assert game.state.phase == "deploy"
    assert not game.state.cards[ashigaru].face_up
    bushi = card_in(game, "bushi-samurai", "p0.hand")
    game.play(Command(0, "deploy", bushi, "zone:p0.bf3"))  # the hand is empty: phase over
    reveals = [e for e in game.describe_log() if "reveals" in e]
    assert reveals[-2:] == ["Player 1 reveals Bushi Samurai", "Player 1 reveals Ashigaru"]
    assert game.state.cards[ashigaru].face_up
