"""The Python API answers every bad argument in one bounded line (issue 47): check_deck and
new_game read decks the same way, and refuse what is not a deck with a TypeError or
ValueError whose message names what was wrong, never an AttributeError or a RecursionError."""

from __future__ import annotations

from pathlib import Path

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


@pytest.mark.parametrize(
    ("game_id", "said"),
    [
        (None, "a game id is text (games: "),
        (["tally"], "a game id is text (games: "),
        ("x" * 1_000_000, "unknown game 'xxxx"),
    ],
)
def test_a_game_id_that_is_none_is_named_short(game_id: object, said: str) -> None:
    for call in (lambda: tabletop.new_game(game_id), lambda: tabletop.check_deck(game_id, [])):  # type: ignore[arg-type]
        with pytest.raises(tabletop.TabletopError, match=said.replace("(", r"\(")) as refused:
            call()
        assert len(str(refused.value)) <= 300


def test_seats_take_the_command_lines_words() -> None:
    """One grammar for seats: new_game takes `computer:hard` as --seats and scenarios do, and
    refuses a word outside it naming the seat."""
    game = tabletop.new_game("tally", seats=["human", "computer:hard", "computer"])
    assert game.config.seats == ("human", "computer", "computer")
    assert dict(game.config.levels) == {1: "hard"}
    with pytest.raises(ValueError, match="seat 2: no computer level 'wizard'"):
        tabletop.new_game("tally", seats=["human", "computer:wizard"])
    with pytest.raises(ValueError, match="seat 1: None is not a seat word"):
        tabletop.new_game("tally", seats=[None, "human"])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="give one seat for each of the 3 players"):
        tabletop.new_game("tally", players=3, seats=["human", "computer"])


@pytest.mark.parametrize(
    ("setting", "said"),
    [
        ({"players": "2"}, "is for 2-3 players, not '2'"),
        ({"options": [1]}, "options: Input should be a valid dictionary"),
        ({"undo_policy": None}, "undo policy must be one of unlimited, strict, not None"),
        ({"names": ["A"]}, "give one name for each of the 2 players, not 1"),
        ({"seed": "3"}, "a seed is a whole number of at most 100 digits, not '3'"),
    ],
)
def test_a_bad_setting_is_named_with_what_was_given(setting: dict[str, object], said: str) -> None:
    from tabletop.engine.config import SettingError

    with pytest.raises(SettingError, match=said.replace("(", r"\(")) as refused:
        tabletop.new_game("tally", **setting)  # type: ignore[arg-type]
    assert refused.value.field == next(iter(setting))  # a scenario points at its line


def test_a_path_that_is_none_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="a save is a path"):
        tabletop.load_game(None)  # type: ignore[arg-type]
    with pytest.raises(tabletop.ScenarioError, match="no file has a NUL"):
        tabletop.load_scenario("a\0b.yaml")


def test_a_seed_the_app_writes_it_reads(tmp_path: Path) -> None:
    """The longest seed new_game takes is one a save holds and loads again."""
    game = tabletop.new_game("tally", seed=-(10**100 - 1))
    game.save(tmp_path / "g.json")
    assert tabletop.load_game(tmp_path / "g.json").config.seed == -(10**100 - 1)
    with pytest.raises(ValueError, match="at most 100 digits"):
        tabletop.new_game("tally", seed=10**100)
