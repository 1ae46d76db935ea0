"""A deck list file ("4 Card Name" a line) is held to what a deck may hold: a count of
99999999999999 was imported and the next frame hung listing that many copies, a 5,000-digit
count crashed the deck builder, and the file was read whole whatever its size."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.engine.registry import get_rules
from tabletop.ui.deck_builder.deck_list_file import DeckListError, read_deck_list
from tabletop.ui.deck_file import import_text


def _a_card() -> tuple[str, str]:
    cardset = get_rules("eoc").cardset
    card_id, card = next(iter(cardset.cards.items()))
    return card_id, str(card.name)


def test_a_count_past_what_a_deck_holds_is_a_bad_line() -> None:
    cardset = get_rules("eoc").cardset
    _, name = _a_card()
    for count in ("99999999999999", "9" * 5000, "1001"):
        counts, problems = import_text(cardset, f"{count} {name}\n")
        assert not counts
        assert problems and problems[0].startswith("line 1: ")
        assert "at most 1,000 of a card" in problems[0]
        assert len(problems[0]) < 200  # a 5,000-digit count is not echoed whole
    counts, problems = import_text(cardset, f"1000 {name}\n")
    assert not problems and counts.total() == 1000  # the most a deck may hold of a card


def test_a_list_of_more_cards_than_a_deck_holds_is_refused() -> None:
    cardset = get_rules("eoc").cardset
    names = [str(card.name) for card in cardset.cards.values()][:3]
    text = "".join(f"400 {name}\n" for name in names)  # 1,200 cards in all
    counts, problems = import_text(cardset, text)
    assert problems == ["line 3: over 1,000 cards in all (the most a deck holds)"]
    assert counts.total() == 800


def test_a_count_in_other_digits_is_not_a_count() -> None:
    """Cardsets and spreadsheets take counts in ASCII digits only; so does a deck list."""
    cardset = get_rules("eoc").cardset
    _, name = _a_card()
    _, problems = import_text(cardset, f"\u0663 {name}\n")  # an Arabic-Indic 3
    assert problems == [f"line 1: no card named {chr(0x663) + ' ' + name!r}"]


def test_a_deck_list_file_past_its_size_is_refused_unread(tmp_path: Path) -> None:
    cardset = get_rules("eoc").cardset
    _, name = _a_card()
    path = tmp_path / "big.txt"
    path.write_text(f"1 {name}\n" + "# padding\n" * 20_000, encoding="utf-8")  # 200 KB
    with pytest.raises(DeckListError) as caught:
        read_deck_list(path, cardset)
    assert str(caught.value) == (
        f"{path}: the deck list is over 100,000 bytes (the limit; see docs/limits.md)"
    )
