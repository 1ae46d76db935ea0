"""Vikings of Valhalla (deck id `vikings`): the deck list, every Card Ability Clarification,
the Deck Strategy and the notable cards, mostly as scenarios in scenarios/vikings/."""

from __future__ import annotations

from collections import Counter

from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.registry import get_rules
from tests.games.empyrean.helpers import (
    card_in,
    choose_card,
    choose_skip,
    ids,
    might,
    scenario_loader,
    to_command,
)
from tests.games.empyrean.helpers import choose_battlefield as choose_battlefield_of

load = scenario_loader("vikings")


def raid_command(ship: int) -> Command:
    return Command(0, "activate", ship, None, (0,))


def can_raid(game: Game, ship: int) -> bool:
    return raid_command(ship) in game.legal()


def choose_battlefield(game: Game, bf: int) -> None:
    """Seat 0's battlefield `bf`: every choice in this file is seat 0's."""
    choose_battlefield_of(game, 0, bf)


def raid_tokens(game: Game) -> int:
    return int(game.state.value("vikings.raid.p0") or 0)


def test_deck_list_matches_the_book() -> None:
    """Deck Contents (Vikings): names, costs and counts of the book's list; 24 cards."""
    rules = get_rules("empyrean")
    cards = rules.cardset.cards
    deck = Counter(rules.cardset.deck_cards("vikings"))
    book = {
        "Bear Spirit": (1, 1),
        "Bondi": (1, 2),
        "Wolf Spirit": (1, 2),
        "Menningúlfar": (2, 2),
        "Skjaldmær": (2, 2),
        "Hirdmen": (3, 2),
        "Snekkja": (3, 1),
        "Viking Archer": (3, 1),
        "Berserkir": (4, 2),
        "Skjaldborg": (4, 1),
        "Langskip": (5, 2),
        "Skjaldmær Bash": (5, 1),
        "Úlfheðinn": (6, 2),
        "Blendingur": (7, 2),
        "Viking Jarl": (8, 1),
    }
    assert sum(deck.values()) == 24
    assert {cards[c].name: (cards[c].cost, n) for c, n in deck.items()} == book
    for card_id in deck:
        card = cards[card_id]
        assert card.types and card.text and card.ability_type != "none" and card.abilities
        low, high = {
            1: (1, 2),
            2: (1, 2),
            3: (2, 3),
            4: (3, 4),
            5: (3, 5),
            6: (5, 6),
            7: (6, 7),
            8: (6, 8),
        }[card.cost]
        assert low <= card.might <= high, card.name


def test_a_raid_needs_open_zones_for_the_ship_and_its_vikings() -> None:
    """Card Ability Clarifications (Vikings): Snekkja, Langskip — the destination Battlefield
    must have Open Zones to accommodate both the Ship card and the Viking(s) moved with it; when
    you Resolve the Move, set aside a 1 Might circle token on your Tracker."""
    game = load("raid")
    langskip = card_in(game, "langskip", "p0.bf1")
    berserkir = card_in(game, "berserkir", "p0.bf1")
    game.play(raid_command(langskip))
    # battlefield 3 has one Open Zone: not enough; battlefield 2 (two open) is the only
    # destination, so it is not asked; two zones there carry the Ship and just one Viking
    offered = {game.state.cards[c.source].card for c in game.legal() if c.kind == "choose"}
    assert offered == {"berserkir", "bondi", "skjaldmaer"}
    choose_card(game, berserkir)
    assert ids(game, "p0.bf2")[-2:] == ["langskip", "berserkir"]
    assert ids(game, "p0.bf1") == ["bondi", "skjaldmaer"]
    assert game.state.counter(berserkir, "might") == 4  # Berserkir: +1 each time it Moves
    assert raid_tokens(game) == 1
    assert not can_raid(game, langskip)  # a permanent Move Token: once each Command phase


def test_a_langskip_carries_two_vikings_and_a_viking_moves_once_per_round() -> None:
    """Card Ability Clarifications (Vikings): Snekkja, Langskip — a specific Viking card may
    not Move more than once per Round."""
    game = load("raid-full")
    langskip = card_in(game, "langskip", "p0.bf1")
    snekkja = card_in(game, "snekkja", "p0.bf3")
    bondi = card_in(game, "bondi", "p0.bf1")
    assert not can_raid(game, snekkja)  # no Viking beside it
    game.play(raid_command(langskip))
    choose_battlefield(game, 3)
    choose_card(game, card_in(game, "berserkir", "p0.bf1"))
    choose_card(game, bondi)
    assert ids(game, "p0.bf3") == ["snekkja", "langskip", "berserkir", "bondi"]
    assert game.state.counter(bondi, "might") == 3  # Bondi: +1 the first time it Moves
    assert raid_tokens(game) == 1
    # Snekkja now has Vikings beside it, but both have Moved this Round
    assert not can_raid(game, snekkja)


def test_ships_may_not_move_without_vikings() -> None:
    """Card Ability Clarifications (Vikings): Snekkja, Langskip — you may not Move Ships without
    Vikings to reposition them (Spirits and Tactics are not Vikings)."""
    game = load("ship-alone")
    snekkja = card_in(game, "snekkja", "p0.bf1")
    assert not any(c.kind in ("activate", "move") and c.source == snekkja for c in game.legal())
    assert game.state.where[snekkja] == "p0.bf1"
    assert raid_tokens(game) == 0


def test_berserkir_rage_once_at_six_might() -> None:
    """Card Ability Clarifications (Vikings): Berserkir — the Might bonus is applied immediately
    after the card achieves 6 total Might, and only one time, regardless of its Might
    fluctuating above and below 6. Deck Strategy: prioritize Berserkir on Viking Raids."""
    game = load("berserkir")
    langskip = card_in(game, "langskip", "p0.bf1")
    berserkir = card_in(game, "berserkir", "p0.bf1")
    game.play(raid_command(langskip))
    choose_battlefield(game, 2)  # Berserkir is the only Viking: not asked
    # nothing more to do in the command phase; in the reveal phase the opponent's Skjaldmær
    # Bash (2 Skjaldmær: -2) has hit it: 5 + 1 (Move) + 3 (rage at 6) - 2
    assert game.state.counter(berserkir, "might") == 5 + 1 + 3 - 2
    choose_card(game, berserkir)  # the opponent's Viking Archer: -2
    assert game.state.counter(berserkir, "might") == 5
    to_command(game, 5)
    game.play(raid_command(langskip))
    choose_battlefield(game, 3)
    assert game.state.counter(berserkir, "might") == 6  # 6 again, but no second rage


def test_spirits_need_their_named_cards_on_the_battlefield() -> None:
    """Card Ability Clarifications (Vikings): Bear Spirit, Wolf Spirit — if the named cards are
    not on the Battlefield when these cards are Revealed, the bonuses do not apply; Wolf Spirit
    cannot go below 0 Might. Deck Strategy: Úlfheðinn, Menningúlfar and Blendingur benefit from
    your Wolf Spirits; Bear Spirit helps your Berserkir."""
    game = load("spirits")
    # bf1: Berserkir +2 (Bear); Úlfheðinn, Blendingur, Menningúlfar +2 each (Wolf), and
    # Menningúlfar +1 for each Wolf Spirit Revealed anywhere; Wolf Spirit 1 - 3 stops at 0
    assert might(game, "p0.bf1") == [5, 7, 8, 2 + 2 + 2, 1, 0]
    # bf2: no named card there: the second Wolf Spirit keeps its Might; the Berserkir is
    # untouched by the Bear Spirit on battlefield 1
    assert might(game, "p0.bf2") == [3, 1]


def test_viking_jarl_takes_the_raid_might_from_the_tracker() -> None:
    """Card Ability Clarifications (Vikings): Viking Jarl — when you Reveal the Viking Jarl, add
    the Might tokens collected on your Tracker during raids to it as additional Might. Deck
    Strategy: Reveal the Jarl on the same Battlefield as the Hirdmen."""
    game = load("jarl")
    assert might(game, "p0.bf1") == [2 + 3, 6 + 3]
    assert might(game, "p0.bf2") == [2]
    assert raid_tokens(game) == 0


def test_skjaldmaer_shields_only_on_her_first_raid() -> None:
    """Card Ability Clarifications (Vikings): Skjaldmær — Apply a Shield Token only on the first
    Viking Raid that Skjaldmær performs. Deck Strategy: use Skjaldmær to protect your highest
    Might cards."""
    game = load("raid-full")
    langskip = card_in(game, "langskip", "p0.bf1")
    maiden = card_in(game, "skjaldmaer", "p0.bf1")
    game.play(raid_command(langskip))
    choose_battlefield(game, 3)
    choose_card(game, maiden)
    choose_skip(game)  # sail with her alone
    choose_card(game, langskip)  # the Shield Token goes on the Langskip (4 Might)
    assert "shield" in game.state.cards[langskip].flags
    to_command(game, 5)
    game.play(raid_command(langskip))
    choose_battlefield(game, 2)  # she is the only Viking on battlefield 3 who may sail
    assert ids(game, "p0.bf2") == ["langskip", "skjaldmaer"]
    assert game.state.decision is not None and game.state.decision.kind != "choose"
    shielded = [i for i, c in game.state.cards.items() if "shield" in c.flags]
    assert shielded == [langskip]
    assert raid_tokens(game) == 2


def test_viking_reveal_abilities() -> None:
    """Notable cards (Vikings): Viking Archer, Skjaldborg, Skjaldmær Bash, Úlfheðinn,
    Blendingur."""
    game = load("reveals")
    orlok = card_in(game, "count-orlok", "p1.bf1")
    choose_card(game, orlok)  # Viking Archer: -2
    # Skjaldborg +1 to each Viking here; Bash: -1 per ally Skjaldmær (2) to each opponent here
    assert might(game, "p0.bf1") == [3, 3, 3, 3, 4]
    assert might(game, "p1.bf1") == [6 - 2 - 2, 0]
    # Úlfheðinn: 5 + 1 Wolf Spirit; Blendingur +1 to each other Viking here
    assert might(game, "p0.bf2") == [3, 1, 7, 6]


def test_a_raid_respects_battlefields_that_forbid_moving() -> None:
    """Deck Strategy (Vikings): be mindful about having enough Open Zones to Move ships; the book
    (Legends Strategy) warns of Battlefields that limit Moving. Frozen Pass: no raid goes there."""
    game = load("raid-frozen")
    langskip = card_in(game, "langskip", "p0.bf1")
    game.play(raid_command(langskip))  # battlefield 3 is the only destination: not asked
    choose_card(game, card_in(game, "berserkir", "p0.bf1"))
    choose_skip(game)
    assert ids(game, "p0.bf3") == ["snekkja", "langskip", "berserkir"]
    assert ids(game, "p0.bf2") == []
