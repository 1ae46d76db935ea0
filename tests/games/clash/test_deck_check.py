"""Clash's deck check (book, "Setup"): a box that setup cannot deal is refused by `validate` and
at game start with one line naming the file, line and deck. `camp: 1` used to validate, then
every game crashed with StopIteration in setup; no soldiers made every game run without end."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

import tabletop
from tabletop import CardsetError
from tabletop.engine.paths import shipped_dir
from tabletop.games.clash.deck import deck_problems
from tabletop.games.clash.rules import RULES, ClashRules

SOLDIERS = ("spearman", "archer", "swordsman", "crossbowman", "pikeman", "sergeant")


def _box(tmp_path: Path, **counts: int) -> ClashRules:
    """The shipped cardset with these copies in its deck (0: left out), read by a fresh rules."""
    folder = tmp_path / "clash"
    shutil.copytree(shipped_dir("cardsets") / "clash", folder)
    basics = folder / "basics.yaml"
    text = basics.read_text(encoding="utf-8")
    for card_id, count in counts.items():
        line = re.compile(rf"^      {re.escape(card_id)}: \d+\n", re.M)
        assert line.search(text), card_id
        text = line.sub(f"      {card_id}: {count}\n" if count else "", text)
    basics.write_text(text, encoding="utf-8")
    rules = ClashRules()
    rules.cardsets_root = tmp_path
    return rules


def _refused(tmp_path: Path, **counts: int) -> str:
    with pytest.raises(CardsetError) as err:
        _ = _box(tmp_path, **counts).cardset
    return str(err.value)


def test_one_camp_is_refused_naming_file_line_and_deck(tmp_path: Path) -> None:
    """The bad-input review's case: `camp: 1` validated, then play and simulate crashed."""
    assert _refused(tmp_path, camp=1) == (
        f"{tmp_path / 'clash' / 'basics.yaml'}, line 43: deck 'medieval': "
        "needs 2 camps (one per seat), has 1"
    )


@pytest.mark.parametrize(
    ("counts", "problem"),
    [
        ({"camp": 3}, "needs 2 camps (one per seat), has 3"),
        ({"gold": 11}, "needs 12 starting Gold (6 per seat), has 11"),
        ({"gems": 0}, "needs 2 starting Gems (1 per seat), has 0"),
        ({"vassal": 1}, "needs 2 vassals (one with each seat's first monarch), has 1"),
        (
            dict.fromkeys(SOLDIERS, 0),
            "needs at least 6 soldiers (3 in each seat's starting deck), has 0",
        ),
    ],
)
def test_what_setup_deals_is_checked(tmp_path: Path, counts: dict[str, int], problem: str) -> None:
    """A short box dealt short starting decks (or none to one seat) without a word."""
    assert _refused(tmp_path, **counts).endswith(f"deck 'medieval': {problem}")


def test_every_problem_is_on_the_one_line(tmp_path: Path) -> None:
    """All of a deck's problems are told at once, on its line."""
    message = _refused(tmp_path, camp=1, vassal=1)
    assert "\n" not in message
    assert "has 1; needs 2 vassals" in message


def test_game_start_checks_the_deck_too() -> None:
    """A custom box (the deck builder) and a game start get the same words."""
    box = RULES.cardset.deck_cards("medieval")
    assert RULES.deck_problems(box, RULES.options_model()) == []
    assert deck_problems(box, RULES.cards) == []
    one_camp = list(box)
    one_camp.remove("camp")
    assert tabletop.check_deck("clash", one_camp) == ["needs 2 camps (one per seat), has 1"]
    gold_box = [*box, "gold"]
    assert deck_problems(gold_box, RULES.cards) == ["needs 12 starting Gold (6 per seat), has 13"]
    tabletop.new_game("clash", decks=["medieval", "medieval"])


def test_a_valid_box_still_loads_and_deals(tmp_path: Path) -> None:
    """The shipped box, with the book's counts, is not refused."""
    rules = _box(tmp_path, spearman=2)  # 4 soldiers fewer than shipped: still 3 for each seat
    assert len(rules.cardset.deck_cards("medieval")) == 102
    assert rules.deck_problems(rules.deck_list("medieval"), rules.options_model()) == []


def test_seats_naming_two_boxes_are_refused(tmp_path: Path) -> None:
    """Book, "Setup": one box deals both seats. With a second box in the cardset, seats that
    named different boxes got the first one's cards without a word."""
    _box(tmp_path)  # the shipped box, copied
    basics = tmp_path / "clash" / "basics.yaml"
    text = basics.read_text(encoding="utf-8")
    start = text.index("  - id: medieval")
    second = text[start:].replace("id: medieval", "id: second-box", 1)
    basics.write_text(text + second, encoding="utf-8")
    rules = ClashRules()
    rules.cardsets_root = tmp_path
    assert set(rules.cardset.decks) == {"medieval", "second-box"}
    two = "from one box; the seats named 'medieval' and 'second-box'"
    lists = [rules.deck_list("medieval"), rules.deck_list("second-box")]
    with pytest.raises(ValueError, match=two):
        rules.check_table(["medieval", "second-box"], lists)
    rules.check_table(["second-box", "second-box"], lists[1:] * 2)  # the same box twice
