"""Cardsets past a size limit, or with a number written as true/false, are refused by name."""

from __future__ import annotations

from pathlib import Path

import pytest

import tabletop
from tabletop import CardsetError
from tabletop.cards.cardset import load_cardset
from tabletop.engine.limits import MAX_DECK_CARDS, MAX_TEXT_CHARS
from tabletop.games.empyrean.cards import EmpyreanCard
from tabletop.games.tally.cards import TallyCard


def _error(tmp_path: Path, text: str, model: type = TallyCard, game: str = "tally") -> str:
    folder = tmp_path / game
    folder.mkdir()
    (folder / "cards.yaml").write_text(text)
    with pytest.raises(CardsetError) as err:
        load_cardset(game, model, root=tmp_path)
    return str(err.value)


def test_true_is_not_the_number_one(tmp_path: Path) -> None:
    message = _error(
        tmp_path,
        "cards:\n  - {id: one, name: One, kind: number, value: true}\n"
        "decks:\n  - {id: d, name: D, cards: {one: 2}}\n",
    )
    assert message == (
        f"{tmp_path / 'tally' / 'cards.yaml'}, line 2: card 'one': field value: "
        "Input should be a number, not true or false"
    )


def test_true_is_not_a_number_deep_in_a_card(tmp_path: Path) -> None:
    card = (
        "cards:\n  - id: ninja\n    name: Ninja\n    deck: samurai\n    cost: 2\n    might: 1\n"
        "    ability_type: instant\n"
        "    abilities:\n      - when: reveal\n        do:\n"
        "          - {do: essence, amount: true}\n"
    )
    message = _error(tmp_path, card, EmpyreanCard, "empyrean")
    assert "line 11: card 'ninja': field abilities.0.do.0.amount: Input should be a number" in (
        message
    )


def test_a_deck_holds_at_most_the_limit_counting_copies(tmp_path: Path) -> None:
    cards = "".join(f"  - {{id: c{i}, name: C{i}, kind: number, value: 1}}\n" for i in range(3))
    counts = ", ".join(f"c{i}: 1000" for i in range(3))
    message = _error(
        tmp_path, f"cards:\n{cards}decks:\n  - {{id: d, name: D, cards: {{{counts}}}}}\n"
    )
    assert message.endswith(
        f"line 6: deck 'd': 3,000 cards (a deck holds at most {MAX_DECK_CARDS:,}, counting copies)"
    )


def test_a_card_name_past_the_text_limit_is_refused_before_fitting(tmp_path: Path) -> None:
    name = "W" * (MAX_TEXT_CHARS + 1)
    message = _error(tmp_path, f"cards:\n  - {{id: one, name: {name}, kind: number}}\n")
    assert message.endswith(
        f"line 2: a text of {MAX_TEXT_CHARS + 1:,} characters (the limit is 10,000)"
    )


def test_a_cardset_without_decks_makes_no_game_and_says_why(tmp_path: Path) -> None:
    """Found by the fuzz suite: the default decks divided by the number of decks (0)."""
    from tabletop.engine import registry

    folder = tmp_path / "tally"
    folder.mkdir()
    (folder / "cards.yaml").write_text("cards:\n  - {id: one, name: One, kind: number}\n")
    original = registry.get_rules("tally")
    rules = type(original)()
    rules.__dict__["cardset"] = load_cardset("tally", TallyCard, root=tmp_path)
    registry.register(rules)
    try:
        with pytest.raises(ValueError, match="cardset has no decks to play with"):
            tabletop.new_game("tally")
    finally:
        registry.register(original)
