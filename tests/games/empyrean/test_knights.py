"""Knights of the Round Table (deck id `knights`): the deck list, every Card Ability
Clarification and the Deck Strategy, mostly as scenarios in scenarios/knights/."""

from __future__ import annotations

from collections import Counter

from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.registry import get_rules
from tests.games.empyrean.helpers import (
    card_in,
    choose_battlefield,
    choose_card,
    ids,
    might,
    scenario_loader,
)

load = scenario_loader("knights")


def activate(game: Game, iid: int) -> None:
    game.play(next(c for c in game.legal() if c.kind == "activate" and c.source == iid))


def pass_turns(game: Game, until_phase: str) -> None:
    """Pass every deploy and end every command phase until `until_phase` asks someone."""
    for _ in range(20):
        if game.state.phase == until_phase:
            return
        seat = game.to_act[0]
        kinds = {c.kind for c in game.legal()}
        game.play(Command(seat, "pass" if "pass" in kinds else "done"))
    raise AssertionError(f"never reached the {until_phase} phase")


def test_deck_list_matches_the_book() -> None:
    """Deck Contents (Knights): names, costs and counts of the book's list; 24 cards, every
    card typed, with an ability type, printed text and abilities."""
    rules = get_rules("empyrean")
    cards = rules.cardset.cards
    deck = Counter(rules.cardset.deck_cards("knights"))
    book = {
        "Sir Dinadan": 1, "Sir Lamorak": 1, "Sir Marhaus": 1, "Sir Palamedes": 1,
        "The Grail Sword": 1, "Fail-not Bow": 2, "Green and Gold Sash": 2, "Sir Gareth": 2,
        "Sir Kay": 2, "Arondight": 3, "Sir Bors": 3, "Sword with the Red Hilt": 3,
        "The Lady of the Lake": 3, "Morgan le Fay": 4, "Sir Tristan": 4, "The Holy Grail": 4,
        "Excalibur": 5, "Guinevere": 5, "Sir Percival": 5, "Sir Galahad": 6, "Sir Gawain": 6,
        "King Arthur": 7, "Sir Lancelot": 7, "Merlin": 8,
    }  # fmt: skip
    assert sum(deck.values()) == 24 and set(deck.values()) == {1}
    assert {cards[c].name: cards[c].cost for c in deck} == book
    for card_id in deck:
        card = cards[card_id]
        assert card.deck == "knights" and card.types and card.text and card.abilities
        assert card.ability_type != "none"
        low, high = {1: (1, 2), 2: (1, 2), 3: (2, 3), 4: (2, 4), 5: (3, 5), 6: (4, 6),
                     7: (5, 7), 8: (6, 8)}[card.cost]  # fmt: skip
        assert low <= card.might <= high, card.name


def test_twelve_knights_and_king_arthur_is_not_a_knight() -> None:
    """Card Ability Clarifications (Knights): King Arthur — King Arthur is not a Knight. Deck
    Backstory: a group of 12 Knights. Every Knight and King Arthur has Round Table."""
    cards = get_rules("empyrean").cardset.cards
    knights = [c for c in cards.values() if c.deck == "knights" and "Knight" in c.types]
    assert len(knights) == 12
    assert "Knight" not in cards["king-arthur"].types
    for card in [*knights, cards["king-arthur"]]:
        assert card.text.startswith("Round Table:")
        assert any(a.actions[0].name == "knights.round_table" for a in card.abilities)
    others = [c for c in cards.values() if c.deck == "knights" and c not in knights]
    assert not any("Round Table:" in c.text for c in others if c.id != "king-arthur")


def test_round_table_knight_fills_the_battlefield_once_per_battlefield() -> None:
    """Card Ability Clarifications (Knights, King Arthur): the Round Table bonus for filling a
    Battlefield can only be obtained once per Battlefield; any cards may populate it; only
    Knights receive the bonus; the card that fills it gets the bonus if it is a Knight."""
    game = load("round-table")
    # Palamedes fills zone 6: Marhaus 2+2, Palamedes 1+2; the Magical Items and Guinevere
    # gain nothing.
    assert might(game, "p0.bf1") == [4, 1, 4, 3, 2, 3]
    # the opponent's Eros' Love Arrow moves Sir Marhaus away: battlefield 1 opens again
    choose_card(game, card_in(game, "sir-marhaus", "p0.bf1"))
    choose_battlefield(game, 1, 2)  # the Arrow's owner chooses where it goes
    assert ids(game, "p0.bf2") == ["sir-marhaus"]
    pass_turns(game, "deploy")
    while game.to_act != (0,):
        game.play(Command(game.to_act[0], "pass"))
    gareth = card_in(game, "sir-gareth", "p0.hand")
    game.play(Command(0, "deploy", gareth, "zone:p0.bf1"))  # the hand is empty: on to reveal
    # Gareth fills battlefield 1 again: only his own +1 to each other Knight here, no bonus
    assert ids(game, "p0.bf1")[-1] == "sir-gareth"
    assert might(game, "p0.bf1") == [1, 4, 3, 2, 4, 2]


def test_round_table_needs_a_knight_or_king_arthur_to_fill() -> None:
    """Card Ability Clarifications (Knights, King Arthur): only Knights and King Arthur can
    trigger the Round Table effect and only Knights receive the bonus Might."""
    game = load("round-table-fillers")
    # battlefield 1 filled by The Holy Grail: no Round Table (Sir Tristan gains 1 for a
    # Magical Item revealed here)
    assert might(game, "p0.bf1") == [2, 4, 4, 3, 2, 2]
    # battlefield 2 filled by King Arthur: the Knights gain 2, Arthur and the items do not
    assert ids(game, "p0.bf2")[-1] == "king-arthur"
    assert might(game, "p0.bf2") == [3, 3, 2, 1, 2, 5]


def test_round_table_counts_only_open_zones() -> None:
    """Deck Strategy (Knights): deploy a Round Table card to the last *available* zone; with a
    battlefield of 5 zones (Starfall Ridge) the fifth card fills it, and a face-down card still
    to reveal means the battlefield is not filled yet."""
    game = load("round-table-short")
    # Gareth: +1 to Marhaus and Kay. Galahad fills: +2 to every Knight, +1 to the others.
    assert ids(game, "p0.bf2") == [
        "sir-marhaus", "sir-kay", "the-grail-sword", "sir-gareth", "sir-galahad",
    ]  # fmt: skip
    assert might(game, "p0.bf2") == [6, 6, 1, 5, 7]


def test_king_arthur_gains_when_guinevere_is_revealed_second() -> None:
    """Card Ability Clarifications (Knights): King Arthur — the Might from Guinevere is applied
    when the second card of the pair is Revealed, whichever is second; it is a one-time gain
    that cannot be lost if Guinevere is Destroyed. King Arthur is not a Knight."""
    game = load("arthur-guinevere-second")
    arthur = card_in(game, "king-arthur", "p0.bf1")
    guinevere = card_in(game, "guinevere", "p0.bf1")
    # Arthur 5 + 3; Guinevere's +1 goes to Sir Kay (a Knight), not to Arthur
    assert might(game, "p0.bf1") == [8, 5, 4]
    game.play(Command(0, "sandbox.move", guinevere, "zone:p0.destroyed"))
    assert game.state.counter(arthur, "might") == 8


def test_king_arthur_gains_when_revealed_second_with_guinevere() -> None:
    """Card Ability Clarifications (Knights): King Arthur — regardless of whether Guinevere or
    King Arthur is Revealed second. Sir Kay gains when King Arthur is revealed with him."""
    game = load("arthur-guinevere-first")
    assert ids(game, "p0.bf1") == ["guinevere", "sir-kay", "king-arthur"]
    assert might(game, "p0.bf1") == [4, 4, 8]
    assert might(game, "p0.bf2") == [2]


def test_merlin_makes_the_opponent_act_first_while_the_token_passes() -> None:
    """Card Ability Clarifications (Knights): Merlin — continue to pass the First Player Token
    each Round, but your Opponent will always perform their Round phases first."""
    game = load("merlin")
    assert game.state.value("merlin") == 0
    assert game.state.value("first") == 1  # passed at the end of round 4
    assert game.state.phase == "deploy" and game.to_act == (1,)
    game.play(Command(1, "pass"))
    assert game.to_act == (0,)
    game.play(Command(0, "pass"))
    pass_turns(game, "deploy")
    assert game.state.value("round") == 6
    assert game.state.value("first") == 0  # the token is back with Merlin's owner...
    assert game.to_act == (1,)  # ...but the opponent still deploys first


def test_holy_grail_might_anywhere_and_essence_this_round_only() -> None:
    """Card Ability Clarifications (Knights): The Holy Grail — the Might bonus can be applied to
    any Knight on any Battlefield; the Essence bonus is for the current Round only."""
    game = load("holy-grail")
    grail = card_in(game, "the-holy-grail", "p0.bf1")
    activate(game, grail)
    options = {c.source for c in game.legal() if c.kind == "choose"}
    kay = card_in(game, "sir-kay", "p0.bf2")
    bors = card_in(game, "sir-bors", "p0.bf3")
    assert options == {kay, bors}
    choose_card(game, bors)
    assert game.state.counter(bors, "might") == 3
    assert game.state.value("essence.p0") == 6
    assert game.state.phase == "deploy"
    while game.state.phase == "deploy":
        game.play(Command(game.to_act[0], "pass"))
    assert game.state.value("round") == 5 and game.state.phase == "command"
    assert game.state.value("essence.p0") == 6  # round 5 base essence, no carry-over


def test_grail_sword_excalibur_fail_not_bow_use_current_might() -> None:
    """Card Ability Clarifications (Knights): The Grail Sword, Fail-not Bow, Excalibur — based
    on current Might, not base. Deck Strategy: Magical Items have Command phase abilities."""
    game = load("current-might")
    activate(game, card_in(game, "the-grail-sword", "p0.bf1"))
    # Sir Lancelot (base 6, now 1) is the lowest, not Sir Marhaus (base 2)
    assert might(game, "p0.bf1") == [1, 2, 2]
    activate(game, card_in(game, "excalibur", "p0.bf2"))
    # Sir Dinadan (base 1, now 7) is the highest, not Sir Galahad (base 5)
    assert might(game, "p0.bf2") == [3, 9, 5]
    activate(game, card_in(game, "fail-not-bow", "p0.bf3"))
    # Pegasus (base 2, now 4) loses 1, not Hermes (base 6, now 2)
    assert might(game, "p1.bf3") == [2, 3]


def test_magical_items_pair_with_their_knights() -> None:
    """Deck Strategy (Knights): some Magical Items require pairing with another card
    (Arondight with Sir Lancelot, the Sword with the Red Hilt with Sir Galahad, the Green and
    Gold Sash with Sir Gawain)."""
    game = load("magic-items")
    activate(game, card_in(game, "arondight", "p0.bf1"))
    assert might(game, "p0.bf1") == [2, 8]
    activate(game, card_in(game, "sword-with-the-red-hilt", "p0.bf2"))
    assert might(game, "p0.bf2") == [2, 6, 3]
    gawain = card_in(game, "sir-gawain", "p0.bf3")
    activate(game, card_in(game, "green-and-gold-sash", "p0.bf3"))
    assert game.state.counter(gawain, "might") == 5
    assert "shield" in game.state.cards[gawain].flags


def test_magical_items_without_their_knight_do_nothing() -> None:
    """Deck Strategy (Knights): some Magical Items require pairing with another card — with the
    wrong Knight here, their Command abilities do nothing."""
    game = load("magic-items-unpaired")
    before = [might(game, f"p0.bf{bf}") for bf in (1, 2, 3)]
    for card, bf in (("arondight", 1), ("sword-with-the-red-hilt", 2), ("green-and-gold-sash", 3)):
        activate(game, card_in(game, card, f"p0.bf{bf}"))
    assert [might(game, f"p0.bf{bf}") for bf in (1, 2, 3)] == before
    assert "shield" not in game.state.cards[card_in(game, "sir-lancelot", "p0.bf3")].flags


def test_knights_gain_when_another_knight_joins_them() -> None:
    """Deck Strategy (Knights): some Knights benefit when another Knight is Deployed to the same
    Battlefield (Lamorak, Lancelot, Gareth, Gawain here; Bors on any battlefield)."""
    game = load("knights-gather")
    assert ids(game, "p0.bf1") == ["sir-lamorak", "sir-lancelot", "sir-gareth", "sir-gawain"]
    # Gareth: 2, and +1 to Lamorak and Lancelot; Lamorak +1 per Knight revealed here (2);
    # Lancelot +1 per ally card revealed here (2); Gawain 4 + 3 other Knights here
    assert might(game, "p0.bf1") == [4, 9, 2, 7]
    assert might(game, "p0.bf2") == [4]  # Bors: +1 for each Knight revealed anywhere


def test_grail_knights_galahad_shield_palamedes_and_tristan() -> None:
    """Cards (Knights, reconstruction): Sir Percival gains 3 with The Holy Grail revealed;
    Sir Galahad takes a Shield token and gives 1 Might to each other Knight here; Sir
    Palamedes gains 2 beside Sir Tristan; Sir Tristan gains 1 per Magical Item revealed here."""
    game = load("grail-knights")
    assert ids(game, "p0.bf2") == ["sir-tristan", "fail-not-bow", "sir-palamedes"]
    assert might(game, "p0.bf2") == [4, 2, 3]
    assert ids(game, "p0.bf3") == ["the-holy-grail", "sir-marhaus", "sir-percival", "sir-galahad"]
    assert might(game, "p0.bf3") == [2, 3, 8, 5]
    galahad = card_in(game, "sir-galahad", "p0.bf3")
    assert "shield" in game.state.cards[galahad].flags


def test_dinadan_once_per_round_and_morgan_le_fay() -> None:
    """Cards (Knights, reconstruction): Sir Dinadan gains 1 Might once per round when opponent
    cards are revealed here; Morgan le Fay removes 2 Might from a chosen opponent card here,
    never below 0 (book, "Might")."""
    game = load("dinadan-morgan")
    hermes = card_in(game, "hermes", "p1.bf2")
    options = {c.source for c in game.legal() if c.kind == "choose"}
    assert options == {hermes, card_in(game, "pegasus", "p1.bf2")}
    choose_card(game, hermes)
    assert might(game, "p1.bf2") == [0, 3]
    assert might(game, "p0.bf1") == [2]  # two opponent reveals here, one gain this round


def test_lady_of_the_lake_fetches_excalibur() -> None:
    """Cards (Knights, reconstruction; Deck Backstory: The Lady of the Lake): search the deck for
    Excalibur and put it into your hand."""
    game = load("lady-of-the-lake")
    assert "excalibur" in ids(game, "p0.hand")
    rest = ids(game, "p0.deck") + ids(game, "p0.draft") + ids(game, "p0.hand")
    assert sorted(rest) == ["excalibur", "sir-bors", "sir-kay"]
    assert might(game, "p0.bf1") == [2]


def test_lady_of_the_lake_without_excalibur_gains_might() -> None:
    """Cards (Knights, reconstruction): if Excalibur is not in the deck, The Lady of the Lake
    gains 2 Might instead."""
    game = load("lady-of-the-lake-no-excalibur")
    assert ids(game, "p0.hand") == ["excalibur"]
    assert might(game, "p0.bf1") == [4]


def test_round_table_when_a_knight_moves_into_the_last_zone() -> None:
    """Deck Strategy (Knights): Round Table involves "filling" all Zones on a Battlefield — a
    Knight moved into the last open zone (here by the opponent's Song of the Sirens) fills it
    as well as one revealed there (book, "Moving Cards": a move puts it on an open zone)."""
    game = load("round-table-moved")
    assert ids(game, "p0.bf2") == []
    assert ids(game, "p0.bf1")[-1] == "sir-lamorak"
    assert might(game, "p0.bf1") == [4, 1, 4, 3, 2, 3]
