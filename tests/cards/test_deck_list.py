"""Deck lists as a file kind (issue 47): the deck builder's text export read with the file and
line of every bad line, and held to the deck rules with the line of the card a rule names."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

import tabletop
from tabletop.cards.deck_list import MAX_DECK_LIST_BYTES, DeckListError, export_text, read_text
from tabletop.cards.deck_list_check import legal_deck_list
from tabletop.cli.commands import main


def _ucg_list(tmp_path: Path, extra: str = "") -> Path:
    rules = tabletop.new_game("ucg").rules
    path = tmp_path / "mine.txt"
    path.write_text(export_text(rules.cardset, Counter(rules.deck_list("emberguard"))) + extra)
    return path


def test_the_export_reads_back_as_the_same_legal_deck(tmp_path: Path) -> None:
    path = _ucg_list(tmp_path)
    game, cards = legal_deck_list(path)
    assert game == "ucg"
    assert Counter(cards) == Counter(tabletop.new_game("ucg").rules.deck_list("emberguard"))


def test_a_rule_about_one_card_names_its_line(tmp_path: Path) -> None:
    """A deck that breaks a deck rule was named without its file and line."""
    path = tmp_path / "five.txt"
    path.write_text("# five of a name\n20 Ember Vein\n5 Ash recruit\n35 Ember Vein\n")
    with pytest.raises(DeckListError) as refused:
        legal_deck_list(path)
    assert str(refused.value) == (
        f"{path}, line 3: not a legal UCG: Universal Card Game deck: 5 Ash Recruit; a deck "
        "holds at most 4 of a name"
    )


def test_a_rule_about_the_whole_deck_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "short.txt"
    path.write_text("2 Sohei\n")
    with pytest.raises(DeckListError, match=r"short.txt: not a legal Battle for Empyrean deck: "):
        legal_deck_list(path)


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (b"\xff\xfe1 one\n", "a deck list is UTF-8 text"),
        (b"# nothing\n\n", 'no cards in it (a line is "COPIES Card Name")'),
        (b"1 " + b"x" * 500 + b"\n", "line 1: no card named 'xxxx"),
        (b"0 one\n", "line 1: 0 copies of 'one'"),
        (b"9" * 50 + b" one\n", "line 1: 99999999999999999... copies of 'one'"),
        (b"1 one\n" * (MAX_DECK_LIST_BYTES // 6 + 1), "the deck list is over 1,000,000 bytes"),
    ],
)
def test_a_list_that_does_not_read_is_one_bounded_line(
    tmp_path: Path, content: bytes, said: str
) -> None:
    path = tmp_path / "bad.txt"
    path.write_bytes(content)
    with pytest.raises(DeckListError) as refused:
        legal_deck_list(path, "tally")
    assert said in str(refused.value) and len(str(refused.value)) <= 300, str(refused.value)


def test_names_read_in_any_case_and_4x_reads_too() -> None:
    cardset = tabletop.new_game("tally").rules.cardset
    reading = read_text(cardset, "4x ONE\n// a comment\n2 three\n")
    assert reading.counts == Counter({"one": 4, "three": 2}) and reading.lines["three"] == 3


def test_validate_says_what_it_reads_of_a_file_it_does_not(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A README handed to validate was called a corrupt save."""
    readme = tmp_path / "README.md"
    readme.write_text("# notes\n")
    missing = tmp_path / "nosuch.txt"
    assert main(["validate", str(readme), str(missing)]) == 1
    out = capsys.readouterr().out
    assert f"{readme}: not a file tabletop validate reads (a cardset or scenario .yaml" in out
    assert f"{missing}: no such deck list file" in out
