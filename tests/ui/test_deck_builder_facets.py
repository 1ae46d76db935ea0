"""Issue 18, then 44: each game reads its cards' cost, types and keywords itself
(`GameRules.card_facets`, its faces module: each game names them differently), checked here
against each game's own fields and cards as printed; the deck builder guesses nothing."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from tabletop.engine.parts import CardFacets
from tabletop.engine.registry import get_rules


def _cards(game_id: str) -> Mapping[str, Any]:
    return get_rules(game_id).cardset.cards


def card_facets(card: Any, game_id: str) -> CardFacets:
    return get_rules(game_id).card_facets(card.id)


@pytest.mark.parametrize(
    ("game_id", "card_id", "expected"),
    [
        ("empyrean", "sir-percival", CardFacets(5, ("Unit", "Knight", "Human"), ("Conditional",))),
        ("empyrean", "the-eye-of-power", CardFacets(0, ("Battlefield",), ())),
        ("eoc", "sunfire-phoenix", CardFacets(4, ("Creature", "Phoenix"), ())),
        ("eoc", "pyra", CardFacets(0, ("Vanquisher",), ())),
        ("clash", "almogavar", CardFacets(4, ("Unit",), ())),
        ("clash", "gold", CardFacets(0, ("Resource",), ())),
        ("coe", "night-raven", CardFacets(1, ("Acolyte", "Beast"), ("Swift",))),
        ("ucg", "blaze-duelist", CardFacets(2, ("Character", "Duelist"), ("Expertise",))),
        ("ucg", "scorched-earth", CardFacets(2, ("Effect",), ())),
        ("tally", "boost", CardFacets(None, ("Trick",), ())),
    ],
)
def test_known_cards_read_as_printed(game_id: str, card_id: str, expected: CardFacets) -> None:
    assert card_facets(_cards(game_id)[card_id], game_id) == expected


@pytest.mark.parametrize("game_id", ["empyrean", "clash", "coe"])
def test_a_whole_number_cost_is_the_cost(game_id: str) -> None:
    for card in _cards(game_id).values():
        assert card_facets(card, game_id).cost == card.cost, card.id


def test_eoc_costs_add_up_their_elements() -> None:
    for card in _cards("eoc").values():
        assert card_facets(card, "eoc").cost == sum(card.cost.values()), card.id


def test_ucg_costs_are_terra() -> None:
    for card in _cards("ucg").values():
        assert card_facets(card, "ucg").cost == card.terra, card.id


@pytest.mark.parametrize("game_id", ["empyrean", "eoc", "clash", "coe", "ucg"])
def test_every_card_has_its_kind_first_and_a_cost(game_id: str) -> None:
    for card in _cards(game_id).values():
        facets = card_facets(card, game_id)
        assert facets.types[0].casefold() == card.kind.replace("-", " "), card.id
        assert isinstance(facets.cost, int), card.id


def test_printed_types_and_keywords_follow_each_games_fields() -> None:
    for card in _cards("empyrean").values():
        assert card_facets(card, "empyrean").types[1:] == tuple(card.types)
    for card in _cards("coe").values():
        assert card_facets(card, "coe").keywords == tuple(card.keywords)
        assert set(card.classes) <= set(card_facets(card, "coe").types)
    for card in _cards("ucg").values():
        assert card_facets(card, "ucg").keywords == tuple(k.capitalize() for k in card.keywords)
    for card in _cards("eoc").values():
        if card.subtype:
            assert card.subtype in card_facets(card, "eoc").types
