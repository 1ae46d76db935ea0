"""The COE cardset: a reconstruction that covers every rule and keyword (issue's "Cards"),
and bad card data fails with a clear line naming file, card and field."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.cards.cardset import load_cardset
from tabletop.engine.errors import CardsetError
from tabletop.games.coe.cards import CoeCard
from tabletop.games.coe.deck import split
from tabletop.games.coe.rules import RULES

ROOT = Path(__file__).resolve().parents[3]
RULES_PAGE = (ROOT / "tabletop" / "games" / "coe" / "RULES.md").read_text(encoding="utf-8")


def test_champions_cover_points_and_colours() -> None:
    """Champions: party points 1 to 6; at least 10 champions over at least 4 colours."""
    champions = [c for c in RULES.cards.values() if c.kind == "champion"]
    assert len(champions) >= 10
    assert {c.points for c in champions} == {1, 2, 3, 4, 5, 6}
    assert len({c.colour for c in champions} - {"white"}) >= 4
    assert any(s.level for c in champions for s in c.skills)
    assert any(s.timing == "support" for c in champions for s in c.skills)
    assert all(c.vengeance for c in champions)


def test_each_party_exercises_every_card_kind_and_resource() -> None:
    """Cards: each ready party has acolytes, arsenal cards, Equipment, Conjure and Counter
    cards, resources of each type and worth 0 to 3."""
    for deck_id in RULES.cardset.decks:
        _, deck = split(RULES.cardset.deck_cards(deck_id), RULES.cards)
        cards = [RULES.cards[c] for c in deck]
        assert {c.kind for c in cards} == {"acolyte", "arsenal"}, deck_id
        for keyword in ("Equipment", "Conjure", "Counter"):
            assert any(c.has(keyword) for c in cards), (deck_id, keyword)
        assert {c.resource for c in cards} == {"shells", "mana", "crystal"}, deck_id
        assert {c.worth for c in cards} == {0, 1, 2, 3}, deck_id


def test_every_keyword_used_is_defined_on_the_rules_page() -> None:
    used = {k for c in RULES.cards.values() for k in c.keywords}
    used |= {s.timing.title() for c in RULES.cards.values() for s in c.skills} - {"Action"}
    if any(c.vengeance for c in RULES.cards.values()):
        used.add("Vengeance")
    for keyword in sorted(used):
        assert f"**{keyword}**" in RULES_PAGE, keyword
    assert "**Cast Battle**" in RULES_PAGE and "**Cast Rest**" in RULES_PAGE


def test_cardset_says_it_is_a_reconstruction() -> None:
    text = (ROOT / "cardsets" / "coe" / "README.md").read_text(encoding="utf-8")
    assert "reconstruction" in text and "our own design" in text


def test_bad_card_data_names_file_card_and_field(tmp_path: Path) -> None:
    folder = tmp_path / "coe"
    folder.mkdir()
    (folder / "bad.yaml").write_text(
        "cards:\n"
        "  - {id: brute, name: Brute, kind: acolyte, colour: red, resource: shells,\n"
        "     worth: 1, atk: 2, classes: [Warrior], hp: 3, speed: 4}\n"
        "  - {id: ghost, name: Ghost, kind: acolyte, colour: red, resource: shells, worth: 1,"
        " classes: [Spirit]}\n",
        encoding="utf-8",
    )
    with pytest.raises(CardsetError) as error:
        load_cardset("coe", CoeCard, tmp_path)
    lines = str(error.value).splitlines()
    assert any("bad.yaml" in ln and "'brute'" in ln and "speed" in ln for ln in lines)
    assert any("'ghost'" in ln and "has HP" in ln for ln in lines)
