"""The Python API answers every bad argument in one bounded line (issue 47): check_deck and
new_game read decks the same way, and refuse what is not a deck with a TypeError or
ValueError whose message names what was wrong, never an AttributeError or a RecursionError."""

from __future__ import annotations

import pytest

import tabletop


@pytest.mark.parametrize(
    ("cards", "error", "said"),
    [
        ([None], TypeError, "card 1 of the deck is NoneType None, not a card id or name"),
        (["one", 7], TypeError, "card 2 of the deck is int 7"),
        ([b"one"], TypeError, "card 1 of the deck is bytes"),
        ([["one"]], TypeError, "card 1 of the deck is list"),
        ("one", TypeError, "a deck is a list of card ids or names, not str"),
    ],
)
def test_check_deck_refuses_what_is_not_a_deck(
    cards: object, error: type[Exception], said: str
) -> None:
    with pytest.raises(error, match=said) as refused:
        tabletop.check_deck("tally", cards)  # type: ignore[arg-type]
    assert len(str(refused.value)) <= 300


def test_bad_options_are_a_value_error_naming_the_option() -> None:
    with pytest.raises(ValueError, match="option rounds"):
        tabletop.check_deck("tally", ["one"], {"rounds": "many"})


def test_a_long_card_id_is_shortened_in_its_problem() -> None:
    problems = tabletop.check_deck("tally", ["x" * 1_000_000])
    assert problems and all(len(p) <= 300 for p in problems)


def test_check_deck_and_new_game_read_card_names_alike() -> None:
    """A deck of names in any case: check_deck and new_game give the same answer."""
    rules = tabletop.new_game("tally").rules
    names = [str(rules.cardset.cards[c].name).upper() for c in rules.deck_list("odds")]
    assert tabletop.check_deck("tally", names) == []
    game = tabletop.new_game("tally", decks=[names, "evens"])
    assert sorted(game.config.deck_lists[0]) == sorted(rules.deck_list("odds"))


def test_a_malformed_decks_argument_is_bounded_and_never_recurses() -> None:
    nested: list[object] = []
    inner = nested
    for _ in range(10_000):
        deeper: list[object] = []
        inner.append(deeper)
        inner = deeper
    for decks in ([nested, ["one"]], [["one"] * 10] * 1000, [["one"] * 1_000_000]):
        with pytest.raises(ValueError) as refused:
            tabletop.new_game("tally", decks=decks)  # type: ignore[arg-type]
        assert len(str(refused.value)) <= 300
