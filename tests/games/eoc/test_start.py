"""EoC's deck building and start (book, "Game Preparation", "Start the Game", "Draw a Card")."""

from __future__ import annotations

import dataclasses
import functools

import pytest

import tabletop
from tabletop.cards.cardset import Cardset, DeckList
from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.rules import GameConfig
from tabletop.games.eoc import board
from tabletop.games.eoc.deck import BanList, ban_list, deck_problems
from tabletop.games.eoc.rules import RULES, EocRules
from tests.games.eoc.helpers import logged, names, scenario_text

EMBER = RULES.cardset.deck_cards("emberstorm")


def test_starter_decks_are_legal() -> None:
    """Game Preparation: exactly 60 cards plus 1 Vanquisher; at most 4 of a name; ban list."""
    for deck in ("emberstorm", "tidegrove"):
        cards = RULES.cardset.deck_cards(deck)
        assert len(cards) == 61
        assert deck_problems(deck, cards, RULES.cards, ban_list()) == []


def test_deck_validation_messages() -> None:
    """Game Preparation: clear messages for a short deck, a fifth copy, two Vanquishers, bans."""
    short = [c for c in EMBER if c != "ember-imp"]
    assert deck_problems("x", short, RULES.cards, ban_list()) == [
        "deck 'x' has 56 cards besides its Vanquisher; a deck has exactly 60"
    ]
    five = [*short, *["ember-imp"] * 5, "maris"]
    problems = deck_problems("x", five, RULES.cards, ban_list())
    assert "deck 'x' has 2 Vanquishers; a deck has exactly 1" in problems
    assert "deck 'x' has 5 Ember Imp; a deck holds at most 4 of a name" in problems
    banned = [*EMBER[:-1], "cataclysm-engine"]
    assert any(
        "Cataclysm Engine is on the ban list" in p
        for p in deck_problems("x", banned, RULES.cards, ban_list())
    )
    two_phoenix = [c for c in EMBER if c != "ember-imp"] + ["sunfire-phoenix"] * 3 + ["ember-imp"]
    assert "deck 'x' has 4 Sunfire Phoenix; the ban list allows 1 of a name" in deck_problems(
        "x", two_phoenix, RULES.cards, ban_list()
    )
    assert deck_problems("x", EMBER, RULES.cards, BanList(banned=("Ember Imp",))) == [
        "deck 'x': Ember Imp is on the ban list"
    ]


def test_start_vanquisher_stage_one_hand_of_seven_coin_flip() -> None:
    """Start the Game: Vanquisher in play at Stage 1, shuffle, draw 7; a coin flip decides."""
    game = tabletop.new_game("eoc", seed=5, seats=("human", "human"))
    state = game.state
    for seat in (0, 1):
        vanquisher = board.vanquisher(state, seat)
        assert vanquisher is not None and board.stage(state, vanquisher) == 1
        assert len(state.zone(f"p{seat}.hand")) == 7
        assert len(state.zone(f"p{seat}.deck")) == 53
    firsts = {tabletop.new_game("eoc", seed=s).state.values["first"] for s in range(10)}
    assert firsts == {0, 1}
    first = state.values["first"]
    assert game.to_act == (first,)
    assert logged(game, "draws no card on the first turn of the game")


class _Fixture(EocRules):
    """The starter cardset plus decks no rule of deck building allows (mulligan tests)."""

    @functools.cached_property
    def cardset(self) -> Cardset:
        base = RULES.cardset
        decks = dict(base.decks)
        no_essence = {"pyra": 1, "ember-imp": 30, "overload": 30}
        decks["no-essence"] = DeckList(id="no-essence", name="No essence", cards=no_essence)
        return dataclasses.replace(base, decks=decks)

    def check_decks(self, decks: object, players: int) -> None:
        return None


def test_mulligan_at_most_twice_third_hand_final() -> None:
    """Start the Game: no playable creature (a creature and the essence to create it): reveal,
    shuffle back, draw 7 again; at most twice: the third hand is final."""
    config = GameConfig("eoc", 1, 2, ("no-essence", "emberstorm"), ("human",) * 2, ("Ann", "Ben"))
    game = Game(_Fixture(), config)
    assert game.state.values["mulligans.p0"] == 2
    assert logged(game, "Ann has no playable creature and reveals: ")
    assert logged(game, "Ann's third hand is final")
    assert len(game.state.zone("p0.hand")) == 7
    assert not logged(game, "Ben's third hand is final")


def test_mulligan_option() -> None:
    """Reading: option mulligans (default 2)."""
    config = GameConfig(
        "eoc", 1, 2, ("no-essence", "emberstorm"), ("human",) * 2, ("Ann", "Ben"), {"mulligans": 0}
    )
    game = Game(_Fixture(), config)
    assert "mulligans.p0" not in game.state.values


DRAW = """\
game: eoc
phase: attack
turn: 0
zones:
  p0.c1: [{card: Ember Imp, flags: [rested]}]
  p0.vanquisher: [pyra]
  p1.vanquisher: [maris]
  p0.deck: [Ember Imp]
  p1.deck: DECK
"""


def test_draw_each_turn_and_empty_deck_loses() -> None:
    """Draw a Card: mandatory after the first turn; a player who cannot draw loses."""
    game = scenario_text(
        DRAW.replace("DECK", "[Reef Crab, Thorn Sprout]\n  p1.pool: [Moss Essence]")
    )
    assert game.legal() == [Command(0, "end")]  # Ann has nothing left to do: she is asked
    game.play(Command(0, "end"))
    assert game.to_act == (1,)
    assert names(game, "p1.hand") == ["Thorn Sprout"]
    assert names(game, "p1.deck") == ["Reef Crab"]
    empty = scenario_text(DRAW.replace("DECK", "[]"))
    empty.play(Command(0, "end"))
    assert empty.result is not None and empty.result.winners == (0,)
    assert "Ben cannot draw" in empty.result.reason


def test_first_turn_draw_option() -> None:
    """Reading: no draw on the very first turn of the game only; option first_turn_draw."""
    game = tabletop.new_game("eoc", seed=5, options={"first_turn_draw": True})
    first = game.state.values["first"]
    assert len(game.state.zone(f"p{first}.hand")) == 8


@pytest.mark.parametrize("deck", ["emberstorm", "tidegrove"])
def test_every_card_type_and_rarity_is_used(deck: str) -> None:
    """Cards: each deck uses creatures, essences, each spell kind and a Vanquisher."""
    cards = [RULES.cards[c] for c in set(RULES.cardset.deck_cards(deck))]
    assert {c.kind for c in cards} == {"creature", "essence", "spell", "vanquisher"}
    assert {c.spell for c in cards if c.kind == "spell"} == {"effect", "instant", "item", "trap"}
    assert {c.rarity for c in cards} == {"common", "uncommon", "rare", "mythic"}
    assert any(c.element == "Gray" for c in cards)
