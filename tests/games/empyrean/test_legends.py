"""Legends of the Parthenon (deck id `legends`): the deck list, every Card Ability
Clarification and the Deck Strategy, mostly as scenarios in scenarios/legends/."""

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

load = scenario_loader("legends")


def choices(game: Game) -> set[int | None]:
    return {c.source for c in game.legal() if c.kind == "choose"}


def moves(game: Game, iid: int) -> list[Command]:
    return [c for c in game.legal() if c.kind == "move" and c.source == iid]


def pass_until_command(game: Game) -> None:
    """Pass the deploy phases until a command phase asks seat 0."""
    for _ in range(10):
        if game.state.phase == "command" and game.to_act == (0,):
            return
        game.play(Command(game.to_act[0], "pass" if game.state.phase == "deploy" else "done"))
    raise AssertionError("no command phase for seat 0")


def test_deck_list_matches_the_book() -> None:
    """Deck Contents (Legends): names, costs and counts of the book's list (The River Styx
    twice), 24 cards in the 5/4/4/3/3/2/2/1 cost template; Pegasus, Bellerophon and Hermes
    have permanent Move tokens."""
    rules = get_rules("empyrean")
    cards = rules.cardset.cards
    deck = Counter(rules.cardset.deck_cards("legends"))
    book = {
        "Griffin": (1, 1), "Jason and the Argonauts": (1, 1), "Perseus": (1, 1),
        "The River Styx": (1, 2), "Gates of Hades": (2, 1), "Gates of Olympus": (2, 1),
        "The Golden Fleece": (2, 1), "The Golden Ram": (2, 1), "Clytemnestra": (3, 1),
        "Hercules": (3, 1), "Hermes' Caduceus": (3, 1), "Pegasus": (3, 1), "Daedalus": (4, 1),
        "Eros' Love Arrow": (4, 1), "Icarus": (4, 1), "Circe": (5, 1),
        "Song of the Sirens": (5, 1), "Sun Chariot of Helios": (5, 1), "Bellerophon": (6, 1),
        "Winged Sandals": (6, 1), "Eros": (7, 1), "Medusa": (7, 1), "Hermes": (8, 1),
    }  # fmt: skip
    assert sum(deck.values()) == 24
    assert {cards[c].name: (cards[c].cost, n) for c, n in deck.items()} == book
    costs = Counter(cards[c].cost for c in rules.cardset.deck_cards("legends"))
    assert [costs[c] for c in range(1, 9)] == [5, 4, 4, 3, 3, 2, 2, 1]
    for card_id in deck:
        card = cards[card_id]
        assert card.deck == "legends" and card.types and card.text and card.abilities
        assert card.ability_type != "none"
        low, high = {1: (1, 2), 2: (1, 2), 3: (2, 3), 4: (2, 4), 5: (3, 5), 6: (4, 6),
                     7: (5, 7), 8: (6, 8)}[card.cost]  # fmt: skip
        assert low <= card.might <= high, card.name
    assert {c for c in deck if cards[c].move_token} == {"pegasus", "bellerophon", "hermes"}


def test_move_token_moves_once_in_a_later_command_phase() -> None:
    """Card Ability Clarifications (Legends): a Move Token enables a card to be Moved once
    during the Command phase on any future Round; remove the token after the card Moves."""
    game = load("river-styx-token")
    griffin = card_in(game, "griffin", "p0.bf1")
    assert game.state.counter(griffin, "move") == 1  # the only ally card here: no choice
    pass_until_command(game)
    assert game.state.value("round") == 5
    game.play(Command(0, "move", griffin, "zone:p0.bf2"))
    assert game.state.where[griffin] == "p0.bf2"
    assert game.state.counter(griffin, "move") == 0
    assert game.state.counter(griffin, "might") == 3  # Griffin: +2 each time it moves
    assert game.state.phase == "deploy"  # nothing left to do in the command phase
    while game.state.value("round") == 5:
        game.play(Command(game.to_act[0], "pass"))
    assert game.state.phase == "deploy"  # round 6: no Move token left, no command phase ask


def test_winged_sandals_three_tokens_on_one_battlefield() -> None:
    """Card Ability Clarifications (Legends): Winged Sandals — only 3 total Move Tokens are
    Applied, all 3 on one card, 2 and 1, or 1 each on 3 cards; they must all be on the same
    Battlefield."""
    game = load("winged-sandals")
    hercules = card_in(game, "hercules", "p0.bf2")
    perseus = card_in(game, "perseus", "p0.bf2")
    targets = {c.target for c in game.legal() if c.kind == "choose"}
    assert targets == {"zone:p0.bf1", "zone:p0.bf2"}
    choose_battlefield(game, 0, 2)
    for card in (hercules, hercules, perseus):
        assert choices(game) == {hercules, perseus}  # not Griffin elsewhere, not the Sandals
        choose_card(game, card)
    assert game.state.counter(hercules, "move") == 2
    assert game.state.counter(perseus, "move") == 1
    assert game.state.counter(card_in(game, "griffin", "p0.bf1"), "move") == 0


def test_permanent_move_tokens_once_each_command_phase() -> None:
    """Card Ability Clarifications (Legends): Pegasus, Bellerophon, Hermes — permanent Move
    Tokens; they can only Move once during each Command phase (a one-time token does not add a
    second move). Cards gain Might when they Move (Deck Strategy)."""
    game = load("permanent-tokens")
    pegasus = card_in(game, "pegasus", "p0.bf1")
    hermes = card_in(game, "hermes", "p0.bf1")
    bellerophon = card_in(game, "bellerophon", "p0.bf3")
    game.play(Command(0, "move", pegasus, "zone:p0.bf2"))
    assert game.state.counter(pegasus, "might") == 3
    assert moves(game, pegasus) == []  # once this phase, though it holds a one-time token
    game.play(Command(0, "move", bellerophon, "zone:p0.bf2"))
    assert game.state.counter(bellerophon, "might") == 7  # +1, and +1 with Pegasus there
    game.play(Command(0, "move", hermes, "zone:p0.bf3"))
    assert game.state.counter(hermes, "might") == 8  # +2
    assert game.state.phase == "deploy"
    pass_until_command(game)
    assert game.state.value("round") == 5
    assert moves(game, pegasus) and moves(game, bellerophon) and moves(game, hermes)


def test_permanent_token_cards_can_be_moved_by_other_cards_in_reveal() -> None:
    """Card Ability Clarifications (Legends): Pegasus, Bellerophon, Hermes — they can be Moved
    by other cards during the Reveal phase (and still move in the next Command phase)."""
    game = load("moved-in-reveal")
    pegasus = card_in(game, "pegasus", "p0.bf1")
    choose_battlefield(game, 0, 2)  # Gates of Hades: the only ally card here is Pegasus
    assert game.state.where[pegasus] == "p0.bf2"
    assert game.state.counter(pegasus, "might") == 3
    pass_until_command(game)
    assert moves(game, pegasus)


def test_hermes_moves_again_at_the_end_of_the_game() -> None:
    """Card Ability Clarifications (Legends): Hermes may Move again in the "End of the Game"
    phase (his +2 Might for moving applies; the move can win a battlefield)."""
    game = load("hermes-end-of-game")
    hermes = card_in(game, "hermes", "p0.bf1")
    assert game.state.phase == "game_end"
    assert choices(game) == {hermes, None}  # move Hermes, or not
    choose_card(game, hermes)
    choose_battlefield(game, 0, 3)
    assert game.state.where[hermes] == "p0.bf3"
    assert game.state.counter(hermes, "might") == 8
    assert game.result is not None and game.result.winners == (0,)


def test_hermes_may_stay_at_the_end_of_the_game() -> None:
    """Card Ability Clarifications (Legends): Hermes *may* Move in the End of the Game phase."""
    game = load("hermes-end-of-game")
    game.play(next(c for c in game.legal() if c.args == ("skip",)))
    assert game.result is not None and game.result.winners == (1,)


def test_icarus_and_daedalus_count_only_revealed_cards() -> None:
    """Card Ability Clarifications (Legends): Icarus, Daedalus — unrevealed cards do not
    count."""
    game = load("unrevealed-dont-count")
    assert ids(game, "p0.bf1") == ["griffin", "icarus", "daedalus", "perseus"]
    # Icarus: 2 + 1 opponent card revealed here (Sir Dinadan is still face down)
    # Daedalus: 3 + Griffin and Icarus (Perseus is still face down)
    assert might(game, "p0.bf1") == [1, 3, 5, 1]
    icarus = card_in(game, "icarus", "p0.bf1")
    assert game.state.counter(icarus, "move") == 1  # Daedalus gives Icarus a Move token


def test_medusa_order_and_movers_do_not_trigger_themselves() -> None:
    """Card Ability Clarifications (Legends): Medusa — cards can be Moved in whatever order and
    combination you choose. Hermes' Caduceus, Hercules, Jason and the Argonauts, Perseus — if
    this card Moves, it does not trigger its own ability."""
    game = load("medusa")
    row = {game.state.cards[i].card: i for i in game.state.zone("p0.bf1")}
    order = [
        ("hercules", 2),
        ("jason-and-the-argonauts", 2),
        ("perseus", 3),
        ("hermes-caduceus", 2),
        ("griffin", 2),
    ]
    assert choices(game) == {row[name] for name, _ in order}
    for name, bf in order[:-1]:
        choose_card(game, row[name])
        choose_battlefield(game, 0, bf)
    choose_battlefield(game, 0, 2)  # the Griffin is the last card: only where is asked
    assert ids(game, "p0.bf1") == ["medusa"]
    assert ids(game, "p0.bf2") == [
        "hercules", "jason-and-the-argonauts", "hermes-caduceus", "griffin",
    ]  # fmt: skip
    # Hercules +2 for each of the 3 cards arriving after him; Jason +1 for each of the 2 after
    # him; the Caduceus gains nothing itself and gives the Griffin +1 (Griffin +2 for moving)
    assert might(game, "p0.bf2") == [8, 3, 2, 4]
    assert might(game, "p0.bf3") == [1]  # Perseus moved: his own ability did not trigger
    assert might(game, "p0.bf1") == [6]


def test_eros_moves_lowest_might_first_choosing_among_ties() -> None:
    """Card Ability Clarifications (Legends): Eros — move your lowest Might cards on other
    Battlefields first; if cards are tied in Might, you may choose which one Moves first."""
    game = load("eros")
    griffin = card_in(game, "griffin", "p0.bf2")
    perseus = card_in(game, "perseus", "p0.bf2")
    pegasus = card_in(game, "pegasus", "p0.bf3")
    assert choices(game) == {griffin, perseus, pegasus}  # Hercules (5) is not among them
    choose_card(game, pegasus)
    assert choices(game) == {griffin, perseus}
    choose_card(game, griffin)
    assert ids(game, "p0.bf1") == ["eros", "pegasus", "griffin"]
    assert might(game, "p0.bf1") == [5, 2, 3]
    assert ids(game, "p0.bf2") == ["perseus", "hercules"]


def test_sirens_pull_and_anchor_stops_the_love_arrow() -> None:
    """Cards (Legends, reconstruction; Deck Strategy: others cause cards to Move): Song of the
    Sirens moves an opponent card from another battlefield here; Clytemnestra's Anchor token
    (book, "Tokens": cannot return or move) keeps a card from Eros' Love Arrow, which moves an
    opponent card here to another battlefield."""
    game = load("sirens-anchor-arrow")
    gawain = card_in(game, "sir-gawain", "p1.bf3")
    kay = card_in(game, "sir-kay", "p1.bf2")
    lancelot = card_in(game, "sir-lancelot", "p1.bf2")
    assert choices(game) == {gawain, kay, lancelot}  # not Sir Marhaus, already here
    choose_card(game, gawain)
    assert ids(game, "p1.bf1") == ["sir-marhaus", "sir-gawain"]
    assert choices(game) == {kay, lancelot}  # Clytemnestra
    choose_card(game, lancelot)
    assert "anchor" in game.state.cards[lancelot].flags
    # Eros' Love Arrow: Sir Kay is the only card here that can move; where is asked
    choose_battlefield(game, 0, 3)
    assert ids(game, "p1.bf2") == ["sir-lancelot"]
    assert ids(game, "p1.bf3") == ["sir-kay"]


def test_circe_stuns_a_conditional_ability() -> None:
    """Cards (Legends, reconstruction): Circe applies a Stun token (book, "Tokens": prevents a
    conditional ability from triggering for the rest of the game) to an opponent card here."""
    game = load("circe")
    lamorak = card_in(game, "sir-lamorak", "p1.bf1")
    choose_card(game, lamorak)
    assert "stun" in game.state.cards[lamorak].flags
    # Sir Gareth revealed: +1 to each other Knight here; Lamorak's own trigger is stunned,
    # Sir Bors' is not (+1 for a Knight revealed)
    assert might(game, "p1.bf1") == [2, 4, 2]


def test_golden_fleece_jason_gates_of_olympus_and_golden_ram() -> None:
    """Deck Strategy (Legends): cards gain Might when cards Move to their Battlefield (Jason,
    more for The Golden Fleece) and when they Move (The Golden Ram, with its own Move token);
    Gates of Olympus moves an ally card from another battlefield here."""
    game = load("golden-fleece")
    fleece = card_in(game, "the-golden-fleece", "p0.bf2")
    ram_here = card_in(game, "the-golden-ram", "p0.bf1")
    assert choices(game) == {fleece, ram_here}  # Gates of Olympus: from other battlefields
    choose_card(game, fleece)
    assert ids(game, "p0.bf3") == [
        "jason-and-the-argonauts",
        "gates-of-olympus",
        "the-golden-ram",
        "the-golden-fleece",
    ]  # the Ram, face down, already held zone 3
    # Jason 1 + 2 (Fleece revealed) + 1 and 2 more (the Fleece moved here)
    assert might(game, "p0.bf3") == [6, 2, 1, 2]
    ram = card_in(game, "the-golden-ram", "p0.bf3")
    assert game.state.counter(ram, "move") == 1
    assert game.state.counter(ram_here, "move") == 0
    pass_until_command(game)
    game.play(Command(0, "move", ram, "zone:p0.bf1"))
    assert game.state.counter(ram, "might") == 2 and game.state.counter(ram, "move") == 0
    assert might(game, "p0.bf3") == [6, 2, 2]  # nothing gained when a card leaves


def test_sun_chariot_moves_only_where_a_zone_is_open() -> None:
    """Deck Strategy (Legends): moving cards requires open Zones on the Battlefield to Move to
    (book, "Moving Cards"); the Sun Chariot of Helios moves another ally card in the Command
    phase."""
    game = load("sun-chariot")
    chariot = card_in(game, "sun-chariot-of-helios", "p0.bf1")
    griffin = card_in(game, "griffin", "p0.bf2")
    game.play(Command(0, "activate", chariot, None, (0,)))
    assert chariot not in choices(game)
    choose_card(game, griffin)  # battlefield 3 is full: battlefield 1 is the only place
    assert game.state.where[griffin] == "p0.bf1"
    assert game.state.counter(griffin, "might") == 3
    assert len(game.state.zone("p0.bf3")) == 6


def test_round_memos_are_cleared_at_the_end_of_the_round() -> None:
    """Round Phases, End / Command Phase: what a card did this round (moved with its permanent
    Move Token, a command ability used) is remembered for the round only: the end phase clears
    it, so the memos never pile up on the cards, and the card may Move again next round."""
    game = load("permanent-tokens")
    pegasus = card_in(game, "pegasus", "p0.bf1")
    game.play(Command(0, "move", pegasus, "zone:p0.bf2"))
    assert "moved_r4" in game.state.cards[pegasus].flags
    game.play(Command(0, "done"))
    pass_until_command(game)
    assert game.state.value("round") == 5
    memos = {f for inst in game.state.cards.values() for f in inst.flags if "_r" in f}
    assert memos == set()
    game.play(Command(0, "move", pegasus, "zone:p0.bf3"))
    assert game.state.cards[pegasus].flags == {"moved_r5"}


def test_several_move_tokens_one_move_each_command_phase() -> None:
    """Card Ability Clarifications (Legends): a Move Token enables a card to be Moved once
    during the Command phase on any future Round — a card holding two (Winged Sandals) moves
    once this command phase and keeps the other token for a later round."""
    game = load("river-styx-token", ("counters: {might: 1}}", "counters: {might: 1, move: 1}}"))
    griffin = card_in(game, "griffin", "p0.bf1")
    assert game.state.counter(griffin, "move") == 2
    pass_until_command(game)
    game.play(Command(0, "move", griffin, "zone:p0.bf2"))
    assert game.state.counter(griffin, "move") == 1
    assert moves(game, griffin) == []
    if game.state.phase == "command":
        game.play(Command(0, "done"))
    pass_until_command(game)
    assert game.state.value("round") == 6
    assert moves(game, griffin)
